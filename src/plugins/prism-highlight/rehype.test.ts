import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import {createHighlighter} from './highlighter';
import {highlightTree} from './rehype';

function fencedCode(className: string[] | undefined, text: string): Element {
  return {
    type: 'element',
    tagName: 'code',
    properties: className ? {className, metastring: 'title="x"'} : {},
    children: [{type: 'text', value: text}],
  };
}

function tree(...codes: Element[]): Root {
  return {
    type: 'root',
    children: [
      {type: 'element', tagName: 'p', properties: {}, children: [fencedCode(['language-ts'], 'inline')]},
      ...codes.map((code): Element => ({type: 'element', tagName: 'pre', properties: {}, children: [code]})),
    ],
  };
}

describe('highlightTree', () => {
  it('adds tokenizedHtml to fenced code with a grammar, keeping the code and its other props', async () => {
    const highlighter = await createHighlighter({additionalLanguages: ['bash'], siteDir: process.cwd()});
    const ts = fencedCode(['language-ts'], 'const a = 1;\nlet b;\n');
    const sh = fencedCode(['language-sh'], 'ls -la\n');
    const plain = fencedCode(undefined, 'no language\n');
    const root = tree(ts, sh, plain);
    highlightTree(root, highlighter, 'docs/x.mdx');
    expect(ts.properties.tokenizedHtml).toBe(
      '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span>' +
        '<span class="token punctuation">;</span>\n<span class="token keyword">let</span> b<span class="token punctuation">;</span>',
    );
    expect(ts.properties.metastring).toBe('title="x"');
    expect(ts.children).toEqual([{type: 'text', value: 'const a = 1;\nlet b;\n'}]);
    expect(sh.properties.tokenizedHtml).toContain('<span class="token function">ls</span>');
    expect(plain.properties.tokenizedHtml).toBeUndefined();
    const inline = (root.children[0] as Element).children[0] as Element;
    expect(inline.properties.tokenizedHtml).toBeUndefined();
  });

  it('leaves code in a language without a grammar as it is', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir: process.cwd()});
    const yaml = fencedCode(['language-yaml'], 'a: 1\n');
    highlightTree(tree(yaml), highlighter, 'docs/x.mdx');
    expect(yaml.properties.tokenizedHtml).toBeUndefined();
  });
});
