import {describe, expect, it} from 'vitest';
import {markTerms, snippet} from './highlight';

const marked = (text: string, terms: string[]) =>
  markTerms(text, terms)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('markTerms', () => {
  it('marks terms at word starts and camelCase parts, ignoring case', () => {
    expect(marked('Auto layout sets layoutMode and autoLayout', ['auto', 'layout'])).toBe(
      '[Auto] [layout] sets [layout]Mode and [auto][Layout]',
    );
  });

  it('marks a prefix of a longer word but not a match inside a word', () => {
    expect(marked('Layouts and playout', ['layout'])).toBe('[Layout]s and playout');
  });

  it('prefers the longest term and escapes regular expression characters', () => {
    expect(marked('StyleSheet.create(a+b)', ['style', 'stylesheet', 'a+b'])).toBe('[StyleSheet].create([a+b])');
  });

  it('returns the text unmarked without terms', () => {
    expect(markTerms('plain', [])).toEqual([{text: 'plain', marked: false}]);
    expect(markTerms('', [])).toEqual([]);
  });
});

describe('snippet', () => {
  const words = Array.from({length: 60}, (_, index) => `word${index}`).join(' ');

  it('keeps short text whole', () => {
    expect(snippet('short text', ['text'])).toBe('short text');
  });

  it('cuts long text at spaces around the first match, with ellipses', () => {
    const text = snippet(words, ['word30'], 80);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('word30');
    expect(text.length).toBeLessThanOrEqual(82);
    expect(
      text
        .slice(1, -1)
        .split(' ')
        .every((word) => /^word\d+$/.test(word)),
    ).toBe(true);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippet(words, ['absent'], 40).startsWith('word0 ')).toBe(true);
  });
});
