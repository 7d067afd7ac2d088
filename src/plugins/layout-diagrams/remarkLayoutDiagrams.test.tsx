// @vitest-environment happy-dom
import {compile, run} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {VFile} from 'vfile';
import {describe, expect, it, vi} from 'vitest';
import {layoutDiagramExamples} from './examples';
import remarkLayoutDiagrams, {type Diagrams, type RemarkLayoutDiagramsOptions} from './remarkLayoutDiagrams';

const diagrams: Diagrams = {
  'page-root': {
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="340" height="260" viewBox="0 0 340 260" role="img"><rect width="10" height="10"></rect></svg>',
    width: 340,
    height: 260,
    legend: [{number: 1, depth: 0, kind: 'Frame', name: 'Header <1>', x: '0', y: '0', size: '200 × 48', note: ''}],
    caption: 'Rendered at build time.',
  },
};
const loadDiagrams = async () => diagrams;

async function compiled(source: string, options: RemarkLayoutDiagramsOptions = {loadDiagrams}): Promise<string> {
  const page = new VFile({path: '/site/docs/styling.mdx', value: source});
  return String(await compile(page, {remarkPlugins: [[remarkLayoutDiagrams, options]]}));
}

/** The page's HTML, as the site renders the compiled MDX. */
async function rendered(source: string): Promise<string> {
  const page = new VFile({path: '/site/docs/styling.mdx', value: source});
  const code = String(
    await compile(page, {outputFormat: 'function-body', remarkPlugins: [[remarkLayoutDiagrams, {loadDiagrams}]]}),
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

  it('renders no diagram for a page that shows none', async () => {
    const load = vi.fn(loadDiagrams);
    await compiled('# A page\n\nNo diagram here.\n', {loadDiagrams: load});
    expect(load).not.toHaveBeenCalled();
  });

  it('by default draws every example with react-figma when a page shows one', async () => {
    const source = layoutDiagramExamples.map(({name}) => `<LayoutDiagram name="${name}" alt="${name}" />`).join('\n\n');
    const page = await compiled(source, {});
    for (const {name} of layoutDiagramExamples) {
      expect(page).toMatch(
        new RegExp(`data-layout-diagram=\\\\"${name}\\\\"[^]*?<svg[^>]* width=\\\\"\\d+\\\\" height=`),
      );
    }
  }, 60_000);
});
