import {describe, expect, it} from 'vitest';
import {extractCodeFences, metaAttribute} from '../../scripts/lib/codeFences';

describe('extractCodeFences', () => {
  it('returns language, meta, code and the first code line', () => {
    const source = ['# Title', '', '```tsx live title="a.tsx"', 'const a = 1;', 'const b = 2;', '```', ''].join('\n');
    expect(extractCodeFences(source, 'a.mdx')).toEqual([
      {file: 'a.mdx', line: 4, language: 'tsx', meta: 'live title="a.tsx"', code: 'const a = 1;\nconst b = 2;'},
    ]);
  });

  it('keeps a shorter fence inside a longer one as code', () => {
    const source = ['````md', '```tsx', 'x', '```', '````'].join('\n');
    const [fence] = extractCodeFences(source, 'b.mdx');
    expect(fence.language).toBe('md');
    expect(fence.code).toBe('```tsx\nx\n```');
  });

  it('strips the indentation of an indented fence', () => {
    const source = ['  ```bash', '  npm test', '  ```'].join('\n');
    expect(extractCodeFences(source, 'c.mdx')[0].code).toBe('npm test');
  });

  it('names the file and line of an unclosed fence', () => {
    expect(() => extractCodeFences('text\n```tsx\nx', 'd.mdx')).toThrow(
      'd.mdx:2: code fence opened here is never closed',
    );
  });
});

describe('metaAttribute', () => {
  it('reads quoted values and misses absent keys', () => {
    expect(metaAttribute('live title="Card.tsx"', 'title')).toBe('Card.tsx');
    expect(metaAttribute('live', 'title')).toBeUndefined();
  });
});
