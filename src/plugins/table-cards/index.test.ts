import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import rehypeTableCards from '.';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableCards]}));
}

describe('rehypeTableCards', () => {
  it("labels each cell of a table of three columns or more with its column's header", async () => {
    const page = await compiled(
      [
        '| Prop | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `clipsContent` | `boolean` | `false` | Hide what falls *outside*. |',
      ].join('\n'),
    );
    expect(page).toContain('className: "table-cards"');
    for (const label of ['Prop', 'Type', 'Default', 'Description']) {
      expect(page).toContain(`"data-label": "${label}"`);
    }
  });

  it('leaves a two-column table of short rows as a table', async () => {
    const page = await compiled(
      ['| Script | What it does |', '| --- | --- |', '| `start` | Serves the site |'].join('\n'),
    );
    expect(page).not.toContain('table-cards');
    expect(page).not.toContain('data-label');
  });

  it('makes cards of a two-column table with a row longer than a phone line', async () => {
    const page = await compiled(
      [
        '| Flag | Effect |',
        '| --- | --- |',
        '| `SHORT` | Off |',
        '| `REACT_FIGMA_STYLE_INHERITANCE_ENABLED` | `Text` inherits its style. |',
      ].join('\n'),
    );
    expect(page).toContain('className: "table-cards"');
    expect(page).toContain('"data-label": "Effect"');
  });
});
