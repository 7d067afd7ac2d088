/** The spec's routes (§2) and the pages added since; siteRoutes below is the one list every route test reads. */
export const blogPostRoutes = [
  '/blog/2019/12/21/selection-event-handlers',
  '/blog/2020/01/11/switching-to-docusaurus',
  '/blog/2020/07/05/devtools-support',
  '/blog/2020/10/29/using-figma-variants',
] as const;

const apiPageNames = [
  'component',
  'ellipse',
  'frame',
  'group',
  'image',
  'line',
  'page',
  'Platform',
  'rectangle',
  'render',
  'slice',
  'star',
  'StyleSheet',
  'svg',
  'text',
  'vector',
  'view',
] as const;

const guideNames = [
  'architecture',
  'colors',
  'configure',
  'data-fetching',
  'devtools',
  'ecosystem',
  'hmr',
  'installation',
  'local-styles',
  'roadmap',
  'running',
  'styling',
] as const;

/** Guides the site adds to the spec's list: the questions users ask. */
const addedGuideNames = ['troubleshooting', 'why-react-figma'] as const;

/** Every doc route: the spec's, then the added guides. */
export const docRoutes = [
  '/docs',
  '/docs/API',
  ...apiPageNames.map((name) => `/docs/api/${name}`),
  ...guideNames.map((name) => `/docs/${name}`),
  ...addedGuideNames.map((name) => `/docs/${name}`),
];

/** Every route of the site, the one list the route tests read: the spec's routes plus the added guides. */
export const siteRoutes: readonly string[] = ['/', '/blog', ...blogPostRoutes, ...docRoutes];
