// @vitest-environment happy-dom
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile, run} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import type {DiagramManifest} from './manifest';
import remarkLayoutDiagrams from './remarkLayoutDiagrams';

const manifest: DiagramManifest = {
  'page-root': {
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="340" height="260" viewBox="0 0 340 260" role="img"><rect width="10" height="10"></rect></svg>',
    width: 340,
    height: 260,
    legend: [{number: 1, depth: 0, kind: 'Frame', name: 'Header <1>', x: '0', y: '0', size: '200 × 48', note: ''}],
    caption: 'Rendered at build time.',
  },
};
const manifestFile = path.join(mkdtempSync(path.join(tmpdir(), 'layout-diagrams-manifest-')), 'manifest.json');
writeFileSync(manifestFile, JSON.stringify(manifest));

async function compiled(source: string, file = manifestFile): Promise<string> {
  const page = new VFile({path: '/site/docs/styling.mdx', value: source});
  return String(await compile(page, {remarkPlugins: [[remarkLayoutDiagrams, {manifestFile: file}]]}));
}

/** The page's HTML, as the site renders the compiled MDX. */
async function rendered(source: string): Promise<string> {
  const page = new VFile({path: '/site/docs/styling.mdx', value: source});
  const code = String(
    await compile(page, {outputFormat: 'function-body', remarkPlugins: [[remarkLayoutDiagrams, {manifestFile}]]}),
  );
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return renderToStaticMarkup(<Content />);
}

describe('remarkLayoutDiagrams', () => {
  it('puts the diagram inline: the SVG named by the alt text, its legend as a table, and its caption', async () => {
    const html = await rendered('Text.\n\n<LayoutDiagram name="page-root" alt="Two frames &quot;stacked&quot;." />\n');
    const figure = new DOMParser().parseFromString(html, 'text/html').querySelector('figure[data-layout-diagram]')!;
    expect(figure.getAttribute('data-layout-diagram')).toBe('page-root');
    const svg = figure.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Two frames "stacked".');
    expect(svg.getAttribute('width')).toBe('340');
    expect(Array.from(figure.querySelectorAll('tbody td')).map((cell) => cell.textContent)).toEqual([
      '1',
      'Frame “Header <1>”',
      '0, 0',
      '200 × 48',
    ]);
    expect(figure.querySelector('figcaption')!.textContent).toBe('Rendered at build time.');
    expect(html).not.toContain('LayoutDiagram');
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
