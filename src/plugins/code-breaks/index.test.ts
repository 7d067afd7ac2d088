import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import rehypeCodeBreaks, {breakIndexes} from '.';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeCodeBreaks]}));
}

/** The code with a `|` where a line may break. */
const shown = (token: string, camelCase: boolean) =>
  [...token]
    .map((character, index) => (breakIndexes(token, camelCase).includes(index) ? `|${character}` : character))
    .join('');

describe('breakIndexes', () => {
  it('breaks after punctuation, and between camelCase words where asked', () => {
    expect(shown('REACT_FIGMA_WEB_DEFAULTS_ENABLED', false)).toBe('REACT_|FIGMA_|WEB_|DEFAULTS_|ENABLED');
    expect(shown('ReadonlyArray<ExportSettings>', false)).toBe('ReadonlyArray<|ExportSettings>');
    expect(shown('ReadonlyArray<ExportSettings>', true)).toBe('Readonly|Array<|Export|Settings>');
    expect(shown('figma.loadFontAsync(node.fontName)', false)).toBe('figma.|loadFontAsync(|node.|fontName)');
    expect(shown('digital envelope routines::unsupported', false)).toBe('digital envelope routines::|unsupported');
  });

  it('leaves code shorter than a column alone', () => {
    expect(breakIndexes('React.ReactNode', true)).toEqual([]);
    expect(breakIndexes("'PASS_THROUGH'", false)).toEqual([]);
  });
});

describe('rehypeCodeBreaks', () => {
  it("puts <wbr> in a table cell's code, with camelCase breaks after the first column", async () => {
    const page = await compiled(
      ['| Prop | Type |', '| --- | --- |', '| `exportSettingsList` | `ReadonlyArray<ExportSettings>` |'].join('\n'),
    );
    expect(page).toContain('"exportSettingsList"');
    expect(page).toContain('"Readonly", _jsx(_components.wbr, {}), "Array<", _jsx(_components.wbr, {}), "Export"');
  });

  it('puts <wbr> in long inline code in prose, and never in a code block', async () => {
    const page = await compiled(
      [
        'Define `REACT_FIGMA_STYLE_INHERITANCE_ENABLED`.',
        '',
        '```js',
        'const REACT_FIGMA_LONG_NAME_HERE = 1;',
        '```',
      ].join('\n'),
    );
    expect(page).toContain('"REACT_", _jsx(_components.wbr, {}), "FIGMA_"');
    expect(page).toContain('const REACT_FIGMA_LONG_NAME_HERE = 1;');
  });
});
