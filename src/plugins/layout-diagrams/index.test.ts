import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import layoutDiagramsPlugin from './index';
import {layoutDiagramExamples} from './examples';
import type {DiagramManifest} from './manifest';

describe('layoutDiagramsPlugin', () => {
  const manifestFile = path.join(mkdtempSync(path.join(tmpdir(), 'layout-diagrams-')), 'nested', 'manifest.json');
  const plugin = layoutDiagramsPlugin({baseUrl: '/docs-site/'} as LoadContext, {manifestFile});

  it('renders every example, writes their URLs and sizes, and emits the SVGs from the client build only', async () => {
    const content = (await plugin.loadContent!())!;
    expect(content.diagrams.map(({name}) => name)).toEqual(layoutDiagramExamples.map(({name}) => name));

    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as DiagramManifest;
    for (const {name, fileName, svg, width, height} of content.diagrams) {
      expect(fileName).toMatch(new RegExp(`^img/layout-diagrams/${name}\\.[0-9a-f]{10}\\.svg$`));
      expect(manifest[name]).toEqual({url: `/docs-site/${fileName}`, width, height});
      expect(svg).toContain(`width="${width}" height="${height}"`);
    }

    const configure = plugin.configureWebpack!;
    expect(configure({}, true, {} as never, content)).toEqual({});
    const client = configure({}, false, {} as never, content) as {plugins: unknown[]};
    expect(client.plugins).toHaveLength(1);
  });
});
