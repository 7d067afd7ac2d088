import {describe, expect, it} from 'vitest';
import {isLiveMetastring} from './liveMetastring';

describe('isLiveMetastring', () => {
  it('is true when `live` is a word of the metastring', () => {
    expect(isLiveMetastring('live')).toBe(true);
    expect(isLiveMetastring('live title="Card.tsx"')).toBe(true);
    expect(isLiveMetastring('title="Card.tsx" live showLineNumbers')).toBe(true);
  });

  it('is false for other blocks, including titles that contain the word', () => {
    expect(isLiveMetastring(undefined)).toBe(false);
    expect(isLiveMetastring('title="live.tsx"')).toBe(false);
    expect(isLiveMetastring('title="a live demo"')).toBe(false);
    expect(isLiveMetastring('livestream')).toBe(false);
  });
});
