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
  it('splits words and adds the parts of camelCase names, and names joined by dots or hyphens as one word', () => {
    expect(tokenize('Set layoutMode, StyleSheet.create!')).toEqual([
      'Set',
      'layoutMode',
      'layout',
      'Mode',
      'StyleSheet',
      'Style',
      'Sheet',
      'create',
      'StyleSheetcreate',
    ]);
    expect(tokenize('react-native-svg')).toEqual(['react', 'native', 'svg', 'reactnativesvg']);
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

describe('searchSite with questions', () => {
  const faq = (id: number, anchor: string, heading: string, text: string) =>
    section(id, {route: '/docs/faq', pageTitle: 'FAQ', anchor, heading, text});
  const docs: SearchSection[] = [
    section(0, {
      route: '/docs/faq',
      pageTitle: 'FAQ',
      text: 'Answers about react-figma plugins: reusing React Native components, Figma support, SVG icons.',
    }),
    faq(1, 'running', 'Figma keeps showing Running', 'Figma shows that a plugin is running until the plugin closes.'),
    faq(
      2,
      'why',
      'Why it works this way',
      'Why does my react-figma plugin do this? You can see how: react-figma keeps React in the plugin iframe.',
    ),
    faq(3, 'vite', 'Vite and other bundlers', 'react-figma is bundled with webpack; Vite works with two aliases.'),
    faq(4, 'reuse', 'Reuse components', 'Use your react-figma components with the web: use the same components.'),
    faq(5, 'shapes', 'Shapes', 'Figma components for shapes: react-figma draws them as components.'),
    section(6, {
      route: '/docs/api/svg',
      pageTitle: 'Svg',
      text: 'Svg draws SVG markup in Figma. react-native-svg components are not supported: pass markup.',
    }),
    section(7, {
      route: '/docs/api/svg',
      pageTitle: 'Svg',
      anchor: 'when-to-use-svg',
      heading: 'When to use Svg',
      text: 'For icons and charts that exist as markup.',
    }),
    // A section shared by two pages (a partial), word for word.
    ...['frame', 'view'].map((page, index) =>
      section(8 + index, {
        route: `/docs/api/${page}`,
        pageTitle: page === 'frame' ? 'Frame' : 'View',
        anchor: 'selection-events',
        heading: 'Selection events',
        text: 'onSelectionEnter is called when the node becomes selected in Figma.',
      }),
    ),
  ];
  const engine = createEngine(docs);
  const hrefs = (query: string) => searchSite(engine, query).map((hit) => hit.href);

  it('finds the section holding the words of a question, not the one holding its question words', () => {
    expect(hrefs('why does my plugin keep showing running')[0]).toBe('/docs/faq#running');
  });

  it('weighs a rare word above words most sections hold', () => {
    // "components" and "react-figma" are everywhere; only one section speaks of Vite, and it lacks "components".
    expect(hrefs('use react-figma components with vite')[0]).toBe('/docs/faq#vite');
  });

  it('finds a hyphenated package name as a whole', () => {
    expect(hrefs('does react-figma support react-native-svg')[0]).toBe('/docs/api/svg');
  });

  it('counts question words only where a heading holds them', () => {
    expect(hrefs('when to use svg')[0]).toBe('/docs/api/svg#when-to-use-svg');
    expect(hrefs('svg')[0]).toBe('/docs/api/svg');
  });

  it('takes a query of question words only as typed', () => {
    expect(hrefs('when to use')).toEqual(['/docs/api/svg#when-to-use-svg']);
  });

  it('lists a section shared between pages once, on the page the query names when it names one', () => {
    expect(hrefs('selection events')).toEqual(['/docs/api/frame#selection-events']);
    expect(hrefs('view selection events')[0]).toBe('/docs/api/view#selection-events');
  });
});
