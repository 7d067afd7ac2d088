import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkDeferredSections, {tailMarker} from './remarkDeferredSections';

const paragraph = (words: string) => `${words} `.repeat(40).trim();
const longPage = [
  "import Early from './_early.mdx';",
  "import Late from './_late.mdx';",
  '',
  '# Title',
  '',
  paragraph('Opening words'),
  '',
  '<Early />',
  '',
  '## First section',
  '',
  paragraph('Still near the top'),
  '',
  '## Lower section',
  '',
  paragraph('Far below the fold'),
  '',
  '<Late />',
].join('\n');

async function compiled(source: string, aboveTheFold = 1500): Promise<string> {
  const file = new VFile({path: '/site/docs/page.mdx', cwd: '/site', value: source});
  return String(await compile(file, {remarkPlugins: [[remarkDeferredSections, {aboveTheFold}]]}));
}

describe('remarkDeferredSections', () => {
  it('moves the blocks after the first screen into the page tail, loaded by the section component', async () => {
    const page = await compiled(longPage);
    expect(page).toContain('Opening words');
    expect(page).toContain('Still near the top');
    expect(page).not.toContain('Far below the fold');
    expect(page).toContain('import __DeferredSection from "@site/src/components/DeferredSection"');
    expect(page).toContain('import("/site/docs/page.mdx?deferred-tail")');
    expect(page).toContain('id: "docs/page.mdx"');
  });

  it('drops from the page the imports only the tail uses', async () => {
    const page = await compiled(longPage);
    expect(page).toMatch(/from ['"]\.\/_early\.mdx['"]/);
    expect(page).not.toMatch(/from ['"]\.\/_late\.mdx['"]/);
  });

  it('compiles only the tail (with every import) when the tail loader marked the file', async () => {
    const tail = await compiled(longPage.replace('# Title', `{${tailMarker}}\n\n# Title`));
    expect(tail).toContain('Far below the fold');
    expect(tail).not.toContain('Opening words');
    expect(tail).not.toContain('Still near the top');
    expect(tail).toMatch(/from ['"]\.\/_late\.mdx['"]/);
    expect(tail).not.toContain('__DeferredSection');
  });

  it('leaves a page that fits above the fold, and partials, as they are', async () => {
    expect(await compiled(longPage, 100_000)).not.toContain('deferred-tail');
    const file = new VFile({path: '/site/docs/_partial.mdx', cwd: '/site', value: longPage});
    const partial = String(await compile(file, {remarkPlugins: [[remarkDeferredSections, {aboveTheFold: 900}]]}));
    expect(partial).toContain('Far below the fold');
    expect(partial).not.toContain('deferred-tail');
  });

  it('names the file when the tail of an unsplit page is asked for', async () => {
    await expect(compiled(`{${tailMarker}}\n\nShort.`)).rejects.toThrow(
      '/site/docs/page.mdx: asked for its deferred sections, but the page is not split.',
    );
  });
});
