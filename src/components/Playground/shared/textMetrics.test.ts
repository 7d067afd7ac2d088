import {describe, expect, it} from 'vitest';
import {measureText} from './textMetrics';

describe('measureText', () => {
  it('grows to the longest line when there is no wrap width', () => {
    const metrics = measureText({characters: 'ab\nabcd', fontSize: 10});
    expect(metrics.lines).toEqual(['ab', 'abcd']);
    expect(metrics.width).toBe(Math.ceil(4 * 5.6));
    expect(metrics.height).toBe(2 * 12);
  });

  it('wraps words into a fixed width and uses an explicit line height', () => {
    const metrics = measureText({characters: 'one two three four', fontSize: 10, wrapWidth: 50, lineHeightPx: 20});
    expect(metrics.lines).toEqual(['one two', 'three', 'four']);
    expect(metrics.width).toBe(50);
    expect(metrics.height).toBe(60);
  });
});
