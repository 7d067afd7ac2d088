import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkRawDirectives from '.';

async function compiled(source: string): Promise<string> {
  const file = new VFile({path: '/site/docs/page.mdx', cwd: '/site', value: source});
  return String(await compile(file, {remarkPlugins: [remarkDirective, remarkRawDirectives]}));
}

describe('remarkRawDirectives', () => {
  it('fails on an admonition whose title is not in brackets, naming the file and line', async () => {
    const source = ['# Title', '', 'Some words.', '', ':::note The boilerplate is old', '', 'Body.', '', ':::'].join(
      '\n',
    );
    await expect(compiled(source)).rejects.toMatchObject({
      file: '/site/docs/page.mdx',
      line: 5,
      column: 1,
      reason: expect.stringContaining('`:::note The boilerplate is old` is shown as text'),
    });
  });

  it('fails on a line starting with ::: inside a paragraph', async () => {
    await expect(compiled('Some words\n:::tip Later\nmore words')).rejects.toThrow(/`:::tip Later`/);
  });

  it('takes admonitions with a bracketed title or none, and ::: inside code or mid-line', async () => {
    const source = [
      ':::note[The boilerplate is old]',
      '',
      'Body.',
      '',
      ':::',
      '',
      ':::warning',
      '',
      'No title.',
      '',
      ':::',
      '',
      'Write `:::note[Title]`, never `:::note Title`: the second is text, as is this ::: here.',
      '',
      '```md',
      ':::note Title',
      '```',
    ].join('\n');
    await expect(compiled(source)).resolves.toContain('No title.');
  });
});
