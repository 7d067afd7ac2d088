import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {stubPrefetchDocument} from './prefetchDocument';

const root = path.resolve(__dirname, '../..');
const installedCore = JSON.parse(readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('patched route loading in @docusaurus/core', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('prefetches each asset once, however many routes share it', async () => {
    const appended = stubPrefetchDocument();
    vi.resetModules();
    const {default: prefetch} = (await import('@docusaurus/core/lib/client/prefetch.js')) as {
      default: (url: string) => Promise<void>;
    };
    for (const route of ['/docs/a', '/docs/b', '/docs/c']) {
      void prefetch('/assets/js/shared.js');
      void prefetch(`/assets/js${route}.js`);
    }
    expect(appended).toEqual([
      '/assets/js/shared.js',
      '/assets/js/docs/a.js',
      '/assets/js/docs/b.js',
      '/assets/js/docs/c.js',
    ]);
  });

  it('is the Docusaurus version the patches were written for, pinned exactly', () => {
    const patchFiles = readdirSync(path.join(root, 'patches')).filter((name) => name.startsWith('@docusaurus+'));
    expect(patchFiles).toEqual([
      `@docusaurus+core+${installedCore.version}.patch`,
      `@docusaurus+theme-common+${installedCore.version}.patch`,
    ]);
    const docusaurusPackages = Object.entries<string>({...manifest.dependencies, ...manifest.devDependencies}).filter(
      ([name]) => name.startsWith('@docusaurus/'),
    );
    expect(docusaurusPackages.length).toBeGreaterThan(0);
    for (const [name, range] of docusaurusPackages) {
      expect(range, name).toBe(installedCore.version);
    }
  });
});
