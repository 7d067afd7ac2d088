import {describe, expect, it} from 'vitest';
import {createEngine, loadEngine, searchSite, tokenize, type SearchSection} from './engine';

const section = (id: number, fields: Partial<SearchSection>): SearchSection => ({
  id,
  route: '/docs/page',
  anchor: '',
  pageTitle: 'Page',
  heading: '',
  text: '',
  code: '',
  ...fields,
});

const sections: SearchSection[] = [
  section(0, {
    route: '/docs/api/frame',
    pageTitle: 'Frame',
    text: 'Frame creates a Figma frame with optional auto layout.',
  }),
  section(1, {
    route: '/docs/api/frame',
    pageTitle: 'Frame',
    anchor: 'layout',
    heading: 'Auto layout',
    text: 'Set layoutMode to HORIZONTAL; Yoga computes positions.',
  }),
  section(2, {route: '/docs/api/view', pageTitle: 'View', text: 'View creates a frame when it has children.'}),
  section(3, {
    route: '/docs/api/view',
    pageTitle: 'View',
    anchor: 'style',
    heading: 'Style',
    text: 'Accepts a style made with StyleSheet.create.',
    code: 'const styles = StyleSheet.create({card: {backgroundColor: "#fff"}});',
  }),
  section(4, {route: '/docs/styling', pageTitle: 'Styling', text: 'Colours, borders and layout props.'}),
];

describe('tokenize', () => {
  it('splits words and adds the parts of camelCase names', () => {
    expect(tokenize('Set layoutMode, StyleSheet.create!')).toEqual([
      'Set',
      'layoutMode',
      'layout',
      'Mode',
      'StyleSheet',
      'Style',
      'Sheet',
      'create',
    ]);
  });
});

describe('searchSite', () => {
  const engine = createEngine(sections);

  it('finds sections holding every word, linking to the heading anchor', () => {
    const hits = searchSite(engine, 'auto layout');
    expect(hits.map((hit) => hit.href)).toEqual(['/docs/api/frame#layout', '/docs/api/frame']);
    expect(hits[0]).toMatchObject({pageTitle: 'Frame', heading: 'Auto layout'});
    expect(hits[0].terms).toEqual(expect.arrayContaining(['auto', 'layout']));
  });

  it('falls back to sections holding any word when none holds all', () => {
    const hits = searchSite(engine, 'yoga borders');
    expect(hits.map((hit) => hit.href).sort()).toEqual(['/docs/api/frame#layout', '/docs/styling']);
  });

  it('matches prefixes, camelCase parts and typos', () => {
    expect(searchSite(engine, 'yog')[0].href).toBe('/docs/api/frame#layout');
    expect(searchSite(engine, 'sheet')[0].href).toBe('/docs/api/view#style');
    expect(searchSite(engine, 'yoda')[0].href).toBe('/docs/api/frame#layout');
    expect(searchSite(engine, 'layuot').map((hit) => hit.href)).toContain('/docs/api/frame#layout');
    // Two edits are allowed only when nothing closer matched.
    expect(searchSite(engine, 'veiw').map((hit) => hit.route)).toContain('/docs/api/view');
    expect(searchSite(engine, 'fraem').map((hit) => hit.route)).toContain('/docs/api/frame');
  });

  it('finds words that appear only in code, without storing the code', () => {
    const [hit] = searchSite(engine, 'backgroundColor');
    expect(hit.href).toBe('/docs/api/view#style');
    expect(hit).not.toHaveProperty('code');
    expect(JSON.stringify(engine)).not.toContain('#fff');
  });

  it('lists a page once for a title-only match', () => {
    expect(searchSite(engine, 'styling').map((hit) => hit.href)).toEqual(['/docs/styling']);
  });

  it('returns nothing for an empty or stop-word query', () => {
    expect(searchSite(engine, '  ')).toEqual([]);
    expect(searchSite(engine, 'the')).toEqual([]);
  });

  it('gives the same results after a JSON round trip, as the browser loads it', () => {
    const loaded = loadEngine(JSON.stringify(engine));
    for (const query of ['auto layout', 'yoga borders', 'yoda', 'style']) {
      expect(searchSite(loaded, query)).toEqual(searchSite(engine, query));
    }
  });

  it('caps the number of hits', () => {
    expect(searchSite(engine, 'frame', 1)).toHaveLength(1);
  });
});
