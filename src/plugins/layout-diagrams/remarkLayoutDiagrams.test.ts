import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import type {DiagramManifest} from './manifest';
import remarkLayoutDiagrams from './remarkLayoutDiagrams';

const manifest: DiagramManifest = {
  'page-root': {url: '/img/layout-diagrams/page-root.0123456789.svg', width: 633, height: 502},
};
const manifestFile = path.join(mkdtempSync(path.join(tmpdir(), 'layout-diagrams-manifest-')), 'manifest.json');
writeFileSync(manifestFile, JSON.stringify(manifest));

async function compiled(source: string, file = manifestFile): Promise<string> {
  const page = new VFile({path: '/site/docs/styling.mdx', value: source});
  return String(await compile(page, {remarkPlugins: [[remarkLayoutDiagrams, {manifestFile: file}]]}));
}

describe('remarkLayoutDiagrams', () => {
  it('turns a LayoutDiagram into a sized, lazy img of the rendered SVG', async () => {
    const page = await compiled('Text.\n\n<LayoutDiagram name="page-root" alt="Two frames stacked." />\n');
    expect(page).toContain('_jsx("img", {');
    expect(page).toContain('src: "/img/layout-diagrams/page-root.0123456789.svg"');
    expect(page).toContain('alt: "Two frames stacked."');
    expect(page).toContain('width: "633"');
    expect(page).toContain('height: "502"');
    expect(page).toContain('loading: "lazy"');
    expect(page).not.toContain('LayoutDiagram');
  });

  it('names the file, line and known diagrams for an unknown name', async () => {
    await expect(compiled('\n\n<LayoutDiagram name="nope" alt="x" />\n')).rejects.toThrow(
      /<LayoutDiagram name="nope"> at \/site\/docs\/styling\.mdx:3 names no diagram; the examples are page-root\./,
    );
  });

  it('requires alt text', async () => {
    await expect(compiled('<LayoutDiagram name="page-root" />\n')).rejects.toThrow(/needs the alt="…" attribute/);
  });

  it('says which plugin writes the manifest when it is missing', async () => {
    await expect(
      compiled('<LayoutDiagram name="page-root" alt="x" />\n', path.join(tmpdir(), 'no-such-dir', 'manifest.json')),
    ).rejects.toThrow(/no diagram manifest at .*The layout-diagrams plugin writes it/);
  });
});
