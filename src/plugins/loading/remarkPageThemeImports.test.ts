import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
// Docusaurus's own admonitions step, which runs before the site's remark plugins.
import remarkAdmonitions from '@docusaurus/mdx-loader/lib/remark/admonitions';
import {describe, expect, it} from 'vitest';
import remarkPageThemeImports from './remarkPageThemeImports';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkDirective, remarkAdmonitions, remarkPageThemeImports]}));
}

describe('remarkPageThemeImports', () => {
  it('imports the code block body for a page with a fenced code block, even one nested in JSX', async () => {
    const output = await compiled('# Title\n\n<div>\n\n```ts\nconst a = 1;\n```\n\n</div>\n');
    expect(output).toContain('import "@site/src/components/CodeBlockBody";');
    expect(output).not.toContain('@site/src/components/AdmonitionBody');
  });

  it('imports the admonition body for a page with an admonition', async () => {
    const output = await compiled(':::note\n\nRead this.\n\n:::\n');
    expect(output).toContain('import "@site/src/components/AdmonitionBody";');
    expect(output).not.toContain('CodeBlockBody');
  });

  it('imports each component once, and nothing for a page of prose and inline code', async () => {
    const withBoth = await compiled('```js\na\n```\n\n```js\nb\n```\n\n:::tip\n\nHi\n\n:::\n');
    expect(withBoth.match(/@site\/src\/components\/CodeBlockBody/g)).toHaveLength(1);
    expect(withBoth.match(/AdmonitionBody/g)).toHaveLength(1);
    const prose = await compiled('Just `inline` code and *prose*.\n');
    expect(prose).not.toContain('@theme-original');
    expect(prose).not.toContain('CodeBlockBody');
  });
});
