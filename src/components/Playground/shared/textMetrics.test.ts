import {describe, expect, it} from 'vitest';
import {measureText, shippedWeight} from './textMetrics';

const width = (characters: string, fontStyle = 'Regular', fontSize = 16) =>
  measureText({characters, fontSize, fontStyle}).width;

describe('measureText', () => {
  it("measures with Inter's own advances: proportional, and wider in bold", () => {
    expect(width('iiiiiiii')).toBeLessThan(width('MMMMMMMM') / 2);
    expect(width('Ada Lovelace', 'Bold')).toBeGreaterThan(width('Ada Lovelace'));
    // Inter's "H" is 1522 units of 2048 at every size.
    expect(measureText({characters: 'H', fontSize: 2048}).lines[0]!.width).toBe(1522);
  });

  it('grows to the longest line when there is no wrap width, with Auto line height from the font', () => {
    const metrics = measureText({characters: 'ab\nabcd', fontSize: 10});
    expect(metrics.lines.map(({text}) => text)).toEqual(['ab', 'abcd']);
    expect(metrics.width).toBe(Math.ceil(metrics.lines[1]!.width));
    // Inter's ascender and descender span 1.21 em.
    expect(metrics.lineHeight).toBe(12);
    expect(metrics.height).toBe(2 * 12);
    expect(metrics.baseline).toBeGreaterThan(0.7 * 10);
    expect(metrics.baseline).toBeLessThan(metrics.lineHeight);
  });

  it('wraps words into a fixed width, every line fitting, with an explicit line height', () => {
    const wrapWidth = 60;
    const metrics = measureText({characters: 'one two three four five', fontSize: 14, wrapWidth, lineHeightPx: 20});
    expect(metrics.lines.map(({text}) => text).join(' ')).toBe('one two three four five');
    expect(metrics.lines.length).toBeGreaterThan(1);
    for (const line of metrics.lines) {
      expect(line.width).toBeLessThanOrEqual(wrapWidth);
    }
    expect(metrics.width).toBe(wrapWidth);
    expect(metrics.height).toBe(20 * metrics.lines.length);
  });

  it('breaks a word wider than the box between characters', () => {
    const metrics = measureText({characters: 'Supercalifragilistic', fontSize: 16, wrapWidth: 50});
    expect(metrics.lines.map(({text}) => text).join('')).toBe('Supercalifragilistic');
    expect(metrics.lines.every((line) => line.width <= 50)).toBe(true);
  });

  it('measures letter spacing and the text case as drawn', () => {
    const plain = measureText({characters: 'abc', fontSize: 16});
    const spaced = measureText({characters: 'abc', fontSize: 16, letterSpacingPx: 2});
    expect(spaced.lines[0]!.width).toBeCloseTo(plain.lines[0]!.width + 3 * 2);
    const upper = measureText({characters: 'abc', fontSize: 16, textCase: 'UPPER'});
    expect(upper.lines[0]!.text).toBe('ABC');
    expect(upper.lines[0]!.width).toBeGreaterThan(plain.lines[0]!.width);
  });

  it('names the characters Inter has no glyph for', () => {
    expect(measureText({characters: 'Łódź, Ελλάδα, Киев', fontSize: 12}).missingCharacters).toBe('');
    expect(measureText({characters: 'Hi 漢字 ✓', fontSize: 12}).missingCharacters).toBe('漢字✓');
  });

  it('draws each Figma weight with the nearest weight the playground ships', () => {
    expect([100, 300, 400, 500, 600, 700, 800, 900].map(shippedWeight)).toEqual([
      400, 400, 400, 500, 600, 700, 700, 700,
    ]);
    expect(measureText({characters: 'x', fontSize: 12, fontStyle: 'Semi Bold Italic'}).fontWeight).toBe(600);
  });
});
