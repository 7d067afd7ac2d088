import {describe, expect, it} from 'vitest';
import {languageFromClassName, tokenizedLines} from './tokenizedHtml';

describe('languageFromClassName', () => {
  it('reads the language class as Docusaurus does', () => {
    expect(languageFromClassName('language-TSX')).toBe('tsx');
    expect(languageFromClassName('foo language-bash bar')).toBe('bash');
    expect(languageFromClassName('foo')).toBeUndefined();
    expect(languageFromClassName(undefined)).toBeUndefined();
  });
});

describe('tokenizedLines', () => {
  const source = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n';
  const html = ['<i>const a</i>', '<i>// highlight-next-line</i>', '<i>const b</i>'].join('\n');

  it('keeps every line when Docusaurus shows them all', () => {
    expect(tokenizedLines('<i>a</i>\n<i>b</i>', 'a\nb\n', 'a\nb')).toEqual(['<i>a</i>', '<i>b</i>']);
  });

  it('drops the lines of magic comments Docusaurus removed', () => {
    expect(tokenizedLines(html, source, 'const a = 1;\nconst b = 2;')).toEqual(['<i>const a</i>', '<i>const b</i>']);
  });

  it('handles Windows line breaks', () => {
    expect(tokenizedLines('<i>a</i>\n<i>b</i>', 'a\r\nb\r\n', 'a\nb')).toEqual(['<i>a</i>', '<i>b</i>']);
  });

  it('gives up (plain text) when the tokens do not fit the code', () => {
    expect(tokenizedLines('<i>a</i>', 'a\nb', 'a\nb')).toBeUndefined();
    expect(tokenizedLines(html, source, 'something else')).toBeUndefined();
  });
});
