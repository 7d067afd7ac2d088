import {describe, expect, it} from 'vitest';
import {decodeShareHash, encodeShareHash} from './shareCode';

describe('share hash', () => {
  it('round-trips UTF-8 code through a URL-safe hash', () => {
    const code = 'render(<Text>Grüße — “quotes” 👋</Text>);\n// + / =';
    const hash = encodeShareHash(code);
    expect(hash).toMatch(/^#live=[\w-]+$/);
    expect(decodeShareHash(hash)).toBe(code);
  });

  it('ignores other hashes and broken payloads', () => {
    expect(decodeShareHash('#props')).toBeUndefined();
    expect(decodeShareHash('#live=%%%')).toBeUndefined();
    expect(decodeShareHash('#live=_w')).toBeUndefined();
  });
});
