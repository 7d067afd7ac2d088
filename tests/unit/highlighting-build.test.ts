/**
 * Real `docusaurus build`s of temporary copies of the site: bad language settings fail the build with Prism's
 * message and the setting's name; a fixture page comes out highlighted with no grammar in the shipped JS.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {grammarCode, tokenizerCode} from './prismMarkers';
import {highlightFixture} from '../support/highlightFixture';
import {buildFixtureSite, copySite} from '../support/siteCopy';
import type {SiteCopy} from '../support/siteCopy';

const require = createRequire(import.meta.url);
// The start of the site's setting: the test puts an unknown language first, whatever the site lists after it.
const languagesSetting = 'prism: {additionalLanguages: [';
const catalogueSetting = 'const languageCatalogue = {} satisfies';

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

describe('a site with bad language settings', () => {
  const copies: SiteCopy[] = [];
  afterAll(() => copies.forEach((copy) => copy.remove()));

  function buildWith(prefix: string, search: string, replacement: string) {
    const copy = copySite(prefix);
    copies.push(copy);
    copy.replaceInFile('docusaurus.config.ts', search, replacement);
    return copy.build();
  }

  it('fails to build with an unknown language in additionalLanguages', () => {
    const {status, output} = buildWith(
      'highlight-unknown',
      languagesSetting,
      "prism: {additionalLanguages: ['figma-script', ",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('themeConfig.prism.additionalLanguages depends on an unknown component figma-script');
  });

  it('fails to build when a site language entry has a circular dependency', () => {
    const {status, output} = buildWith(
      'highlight-circular',
      catalogueSetting,
      `const languageCatalogue = {
        'figma-a': {title: 'A', require: 'figma-b', path: './a.ts'},
        'figma-b': {title: 'B', require: 'figma-a', path: './b.ts'},
      } satisfies`,
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/Circular dependency: figma-(a|b) -> figma-(a|b) -> figma-(a|b)/);
  });

  it('fails to build when a site language alias clashes with a Prism alias', () => {
    const {status, output} = buildWith(
      'highlight-alias',
      catalogueSetting,
      `const languageCatalogue = {'figma-shell': {title: 'Figma shell', alias: 'sh', path: './shell.ts'}} satisfies`,
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/sh cannot be alias for both (figma-shell and bash|bash and figma-shell)/);
  });
});

describe('a site with a page full of code', () => {
  let outDir: string;
  let output: string;
  let html: string;

  beforeAll(() => {
    ({outDir, output} = buildFixtureSite(...highlightFixture));
    html = readFileSync(path.join(outDir, 'highlight-fixture/index.html'), 'utf8');
  }, 300_000);

  it('ships no Prism grammar and no tokenizer in any JavaScript file', () => {
    const scripts = filesUnder(outDir, '.js');
    expect(scripts.length).toBeGreaterThan(5);
    scripts.forEach((file) => {
      const script = readFileSync(file, 'utf8');
      expect(script, file).not.toMatch(grammarCode);
      expect(script, file).not.toMatch(tokenizerCode);
    });
  });

  it('would notice a grammar or a tokenizer: the scan matches Prism files and prism-react-renderer', () => {
    ['prismjs/components/prism-bash.min.js', 'prismjs/components/prism-json.js', 'prism-react-renderer'].forEach(
      (request) => expect(readFileSync(require.resolve(request), 'utf8'), request).toMatch(grammarCode),
    );
    ['prismjs/components/prism-core.min.js', 'prism-react-renderer'].forEach((request) =>
      expect(readFileSync(require.resolve(request), 'utf8'), request).toMatch(tokenizerCode),
    );
  });

  it('highlights the languages of the docs and blog at build time', () => {
    const languages = ['tsx', 'jsx', 'ts', 'js', 'json', 'bash', 'sh', 'diff'];
    languages.forEach((language) => {
      const block = new RegExp(`<pre[^>]*language-${language}[^>]*>(.*?)</pre>`, 's').exec(html)?.[1] ?? '';
      expect(block, language).toMatch(/<span class="token [\w -]+">/);
    });
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<span class="token function">npm</span>');
    expect(html).toMatch(/<span class="token property">(&quot;|")name(&quot;|")<\/span>/);
    expect(html).toMatch(/<span class="token (deleted-sign deleted|inserted-sign inserted)">/);
  });

  it('warns about and shows as plain text a language without a grammar', () => {
    expect(output).toMatch(/src\/pages\/highlight-fixture\.mdx"? has code blocks in yaml, which has no grammar loaded/);
    const yaml = /<pre[^>]*language-yaml[^>]*>(.*?)<\/pre>/s.exec(html)?.[1] ?? '';
    expect(yaml).toContain('key: value');
    expect(yaml).not.toMatch(/<span class="?token /);
  });

  it('keeps titles, line numbers, highlighted lines and magic comments', () => {
    expect(html).toMatch(/<div class="?codeBlockTitle[^>]*>src\/ui\.tsx<\/div>/);
    expect(html).toMatch(/codeBlockLinesWithNumbering/);
    expect(html).toMatch(/class="?codeLineNumber/);
    const jsx = /<pre[^>]*language-jsx[^>]*>(.*?)<\/pre>/s.exec(html)?.[1] ?? '';
    expect(jsx.match(/theme-code-block-highlighted-line/g)).toHaveLength(3);
    const ts = /<pre[^>]*language-ts[^x][^>]*>(.*?)<\/pre>/s.exec(html)?.[1] ?? '';
    expect(ts).not.toContain('highlight-next-line');
    expect(ts).toMatch(/theme-code-block-highlighted-line[^>]*><span class="token keyword">const<\/span> highlighted/);
  });

  it('renders the blocks inside tabs highlighted', () => {
    expect(html).toContain('<span class="token function">yarn</span>');
  });

  it('keeps the themes Auto does not use out of the main CSS and ships them as their own files', () => {
    const css = filesUnder(path.join(outDir, 'assets/css'), '.css');
    const main = css.filter((file) => !path.basename(file).startsWith('code-theme-'));
    const mainCss = main.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(mainCss).toContain('data-code-theme');
    expect(mainCss).not.toMatch(/prism-(okaidia|coy|dark|funky|twilight|solarizedlight)/);
    ['okaidia', 'coy', 'dark', 'funky', 'twilight', 'solarizedlight'].forEach((theme) =>
      expect(
        css.some((file) => path.basename(file).startsWith(`code-theme-prism-${theme}.`)),
        theme,
      ).toBe(true),
    );
  });
});
