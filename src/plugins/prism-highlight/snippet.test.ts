import {describe, expect, it} from 'vitest';
import snippetLoader, {snippetLanguage, snippetQuery} from './snippet';
import type {HighlightedSnippet} from './snippet';

function load(resourcePath: string, resourceQuery: string, source: string): Promise<string> {
  return snippetLoader.call(
    {resourcePath, resourceQuery, getOptions: () => ({additionalLanguages: ['bash'], siteDir: process.cwd()})},
    source,
  );
}

describe('?highlight imports', () => {
  it('recognises the query', () => {
    expect(snippetQuery.test('?highlight')).toBe(true);
    expect(snippetQuery.test('?highlight=bash')).toBe(true);
    expect(snippetQuery.test('?raw')).toBe(false);
  });

  it('takes the language from the query, else from the extension', () => {
    expect(snippetLanguage('/a/example.tsx', '?highlight')).toBe('tsx');
    expect(snippetLanguage('/a/install.txt', '?highlight=bash')).toBe('bash');
  });

  it('exports the code, its language and its tokens', async () => {
    const module = await load('/a/example.tsx', '?highlight', 'const a = <View />;\n');
    const snippet = JSON.parse(module.replace(/^export default /, '').replace(/;$/, '')) as HighlightedSnippet;
    expect(snippet.code).toBe('const a = <View />;\n');
    expect(snippet.language).toBe('tsx');
    expect(snippet.tokenizedHtml).toContain('<span class="token keyword">const</span>');
  });

  it('fails the build on a language without a grammar, naming the file and the setting', async () => {
    await expect(load('/a/config.yaml', '?highlight', 'a: 1')).rejects.toThrowError(
      /\/a\/config\.yaml\?highlight is in "yaml".*themeConfig\.prism\.additionalLanguages/,
    );
  });
});
