import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** Rules of a `_headers` file: path pattern → header lines. */
function parseHeaders(source: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of source.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = [];
      rules.set(line.trim(), current);
    } else {
      current?.push(line.trim());
    }
  }
  return rules;
}

const rules = parseHeaders(readFileSync(path.resolve(__dirname, '../../static/_headers'), 'utf8'));

describe('static/_headers', () => {
  it('caches the content-hashed assets for a year, immutable', () => {
    expect(rules.get('/assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(rules.get('/assets/*')).toContain('! Cache-Control');
  });

  it('makes everything else, HTML included, revalidate on each visit', () => {
    expect(rules.get('/*')).toContain('Cache-Control: public, max-age=0, must-revalidate');
  });
});
