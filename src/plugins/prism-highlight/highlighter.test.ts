import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {createHighlighter} from './highlighter';

const siteDir = process.cwd();

describe('createHighlighter', () => {
  it('highlights the languages of the docs and blog with Prism class names', async () => {
    const highlighter = await createHighlighter({additionalLanguages: ['bash', 'json', 'diff'], siteDir});
    for (const language of ['tsx', 'jsx', 'ts', 'typescript', 'js', 'javascript', 'json', 'bash', 'sh', 'diff']) {
      expect(highlighter.hasLanguage(language), language).toBe(true);
    }
    expect(highlighter.highlightLines('const a = 1;', 'ts')?.lines).toEqual([
      '<span class="token keyword">const</span> a <span class="token operator">=</span> ' +
        '<span class="token number">1</span><span class="token punctuation">;</span>',
    ]);
    expect(highlighter.highlightLines('npm install react-figma', 'bash')?.lines[0]).toContain(
      '<span class="token function">npm</span>',
    );
    expect(highlighter.highlightLines('{"a": true}', 'json')?.lines[0]).toContain(
      '<span class="token property">&quot;a&quot;</span>',
    );
    expect(highlighter.highlightLines('-old\n+new', 'diff')?.lines).toEqual([
      '<span class="token deleted-sign deleted"><span class="token prefix deleted">-</span><span class="token line">old</span></span>',
      '<span class="token inserted-sign inserted"><span class="token prefix inserted">+</span><span class="token line">new</span></span>',
    ]);
  });

  it('keeps one HTML string per source line, reopening tokens that span lines', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    const lines = highlighter.highlightLines('/* a\nb */\nconst x = <View a="1" />;\n', 'tsx')?.lines;
    expect(lines).toHaveLength(4);
    expect(lines?.[0]).toBe('<span class="token comment">/* a</span>');
    expect(lines?.[1]).toBe('<span class="token comment">b */</span>');
    expect(lines?.[2]).toContain(
      '<span class="token tag"><span class="token tag"><span class="token punctuation">&lt;</span>' +
        '<span class="token class-name">View</span></span>',
    );
    expect(lines?.[3]).toBe('');
  });

  it('writes touching tokens with the same tag as one span, never across a line or a different token', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    const punctuation = (text: string) => `<span class="token punctuation">${text}</span>`;
    expect(highlighter.highlightLines('f({});\n});', 'ts')?.lines).toEqual([
      `<span class="token function">f</span>${punctuation('({});')}`,
      punctuation('});'),
    ]);
    // A space between them, or another token, keeps them apart.
    expect(highlighter.highlightLines('a) ;', 'ts')?.lines).toEqual([`a${punctuation(')')} ${punctuation(';')}`]);
    expect(highlighter.highlightLines('[1];', 'ts')?.lines).toEqual([
      `${punctuation('[')}<span class="token number">1</span>${punctuation('];')}`,
    ]);
  });

  it('marks each type hint inside the token around its identifier, or as the token that is just the identifier; the first is the tab stop and names the table', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    const code = 'const a = <View />;\nlet b = a;';
    const hint = (identifier: string, from: number, type: string) => ({
      start: code.indexOf(identifier, from),
      length: identifier.length,
      type,
    });
    const hints = [hint('a', 0, 'const a'), hint('View', 0, 'function View'), hint('a', 20, 'const a')];
    const highlighted = highlighter.highlightLines(code, 'tsx', {hints, tableId: 'a1"b2'});
    const lines = highlighted?.lines;
    expect(lines?.[0]).toBe(
      '<span class="token keyword">const</span> <span class="type-hint" tabindex="0" data-type-hints="a1&quot;b2">a</span> ' +
        '<span class="token operator">=</span> <span class="token tag"><span class="token tag">' +
        '<span class="token punctuation">&lt;</span><span class="token class-name type-hint">View</span>' +
        '</span> <span class="token punctuation">/&gt;</span></span><span class="token punctuation">;</span>',
    );
    expect(lines?.[1]).toBe(
      '<span class="token keyword">let</span> b <span class="token operator">=</span> ' +
        '<span class="type-hint">a</span><span class="token punctuation">;</span>',
    );
    expect(highlighted?.marked).toEqual(hints);
  });

  it('leaves out a type hint that would cross a token edge, keeping the code whole and the table in step', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    const crossing = {start: 8, length: 3, type: 'crossing'};
    expect(highlighter.highlightLines('const a = 1;', 'ts', {hints: [crossing], tableId: 'x'})).toEqual(
      highlighter.highlightLines('const a = 1;', 'ts'),
    );
  });

  it('escapes the code', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    expect(highlighter.highlightLines('a < b && "c"', 'text')?.lines).toEqual(['a &lt; b &amp;&amp; &quot;c&quot;']);
  });

  it('leaves languages without a grammar to the caller', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    expect(highlighter.hasLanguage('bash')).toBe(false);
    expect(highlighter.highlightLines('ls', 'bash')).toBeUndefined();
  });

  it('fails with Prism message naming the setting on an unknown language', async () => {
    await expect(createHighlighter({additionalLanguages: ['bash', 'no-such-language'], siteDir})).rejects.toThrowError(
      'themeConfig.prism.additionalLanguages depends on an unknown component no-such-language',
    );
  });

  describe('with a site grammar', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prism-grammar-'));
    afterAll(() => rmSync(dir, {recursive: true, force: true}));

    it('loads it after the components it requires', async () => {
      writeFileSync(
        path.join(dir, 'manifest.ts'),
        `export default function (Prism: {languages: Record<string, unknown> & {extend(id: string, g: object): object}}) {
          Prism.languages['figma-manifest'] = Prism.languages.extend('json', {comment: /\\/\\/.*/});
        }`,
      );
      const highlighter = await createHighlighter({
        additionalLanguages: ['manifest'],
        languageCatalogue: {
          'figma-manifest': {title: 'Figma manifest', alias: 'manifest', require: 'json', path: 'manifest.ts'},
        },
        siteDir: dir,
      });
      expect(highlighter.loadedComponents.slice(-2)).toEqual(['json', 'figma-manifest']);
      expect(highlighter.highlightLines('// main\n{"main": "code.js"}', 'figma-manifest')?.lines[0]).toBe(
        '<span class="token comment">// main</span>',
      );
    });
  });
});
