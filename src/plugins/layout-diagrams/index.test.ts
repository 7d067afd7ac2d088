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

  it('renders every example and writes each SVG, size, legend and caption to the manifest', async () => {
    const content = (await plugin.loadContent!())!;
    expect(content.diagrams.map(({name}) => name)).toEqual(layoutDiagramExamples.map(({name}) => name));

    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as DiagramManifest;
    for (const {name, svg, width, height, legend} of content.diagrams) {
      expect(manifest[name]).toMatchObject({svg, width, height, legend});
      expect(svg).toContain(`width="${width}" height="${height}"`);
    }
  });
});
