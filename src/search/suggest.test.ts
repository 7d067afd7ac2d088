import {describe, expect, it} from 'vitest';
import {editDistance, parsePageList, queryFromPath, suggestPages, type PageEntry} from './suggest';

const pages: PageEntry[] = [
  {route: '/', title: 'React Figma: A React renderer for Figma'},
  {route: '/blog', title: 'React Figma blog'},
  {route: '/blog/2020/07/05/devtools-support', title: 'React DevTools support'},
  {route: '/blog/2020/10/29/using-figma-variants', title: 'Using Figma variants with react-figma'},
  {route: '/docs/API', title: 'API overview'},
  {route: '/docs/api/view', title: 'View'},
  {route: '/docs/api/page', title: 'Page'},
  {route: '/docs/api/vector', title: 'Vector'},
  {route: '/docs/api/rectangle', title: 'Rectangle'},
  {route: '/docs/api/StyleSheet', title: 'StyleSheet'},
  {route: '/docs/api/component', title: 'Component'},
  {route: '/docs/styling', title: 'Styling'},
  {route: '/docs/installation', title: 'Installation'},
  {route: '/docs/devtools', title: 'DevTools'},
];

const first = (path: string) => suggestPages(path, pages)[0]?.route;

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('veiw', 'view')).toBe(1);
    expect(editDistance('stylng', 'styling')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('suggestPages', () => {
  it('suggests the page whose path is closest to a mistyped one', () => {
    expect(first('/docs/api/veiw')).toBe('/docs/api/view');
    expect(first('/docs/stylng')).toBe('/docs/styling');
    expect(first('/docs/instalation/')).toBe('/docs/installation');
    expect(first('/docs/api/stylesheet')).toBe('/docs/api/StyleSheet');
  });

  it('prefers pages in the same section as the asked path', () => {
    const sameName = [
      {route: '/blog/2020/01/01/view', title: 'Announcing View'},
      {route: '/docs/api/view', title: 'View'},
    ];
    expect(suggestPages('/docs/api/veiw', sameName).map((page) => page.route)).toEqual([
      '/docs/api/view',
      '/blog/2020/01/01/view',
    ]);
    expect(suggestPages('/blog/veiw', sameName).map((page) => page.route)).toEqual([
      '/blog/2020/01/01/view',
      '/docs/api/view',
    ]);
    expect(
      suggestPages('/blog/devtool', pages)
        .map((page) => page.route)
        .sort(),
    ).toEqual(['/blog/2020/07/05/devtools-support', '/docs/devtools']);
  });

  it('matches words of a title or a path, and cleans up the asked path', () => {
    expect(first('/blog/figma-variants')).toBe('/blog/2020/10/29/using-figma-variants');
    expect(first('/docs/api/rectangle/index.html')).toBe('/docs/api/rectangle');
    expect(first('/docs/api/%56iew?x=1#top')).toBe('/docs/api/view');
    expect(first('/docs/api/no-such-component')).toBe('/docs/api/component');
  });

  it('suggests nothing when no page is close', () => {
    expect(suggestPages('/no-such-page', pages)).toEqual([]);
    expect(suggestPages('/blog/no-such-post', pages)).toEqual([]);
    expect(suggestPages('/', pages)).toEqual([]);
  });

  it('lists at most `limit` pages, best first', () => {
    const suggestions = suggestPages('/docs/api/ve', pages, 1);
    expect(suggestions).toHaveLength(1);
  });
});

describe('queryFromPath', () => {
  it('turns the last segment into words', () => {
    expect(queryFromPath('/docs/api/auto_layout-guide/')).toBe('auto layout guide');
    expect(queryFromPath('/')).toBe('');
  });
});

describe('parsePageList', () => {
  it('reads the build output and rejects anything else', () => {
    expect(parsePageList('[{"route":"/docs","title":"Docs"}]')).toEqual([{route: '/docs', title: 'Docs'}]);
    expect(() => parsePageList('{"route":"/docs"}')).toThrow(/array of \{route, title\}/);
    expect(() => parsePageList('[{"route":1,"title":"x"}]')).toThrow(/array of \{route, title\}/);
  });
});
