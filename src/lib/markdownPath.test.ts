import {describe, expect, it} from 'vitest';
import {markdownPath} from './markdownPath';

describe('markdownPath', () => {
  it('puts the Markdown copy next to the page', () => {
    expect(markdownPath('/docs/api/view')).toBe('/docs/api/view.md');
    expect(markdownPath('/docs/installation')).toBe('/docs/installation.md');
  });

  it('gives the docs main page its doc’s copy', () => {
    expect(markdownPath('/docs')).toBe('/docs/installation.md');
  });
});
