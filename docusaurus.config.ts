import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {Options as PrismHighlightOptions} from './src/plugins/prism-highlight';
import rehypePrismHighlight from './src/plugins/prism-highlight/rehype';
import type {RehypePrismHighlightOptions} from './src/plugins/prism-highlight/rehype';
import {ssrTemplate} from './src/ssr/template';
import remarkDeferredSections from './src/plugins/loading/remarkDeferredSections';
import type {DeferredSectionsOptions} from './src/plugins/loading/remarkDeferredSections';
import remarkPageThemeImports from './src/plugins/loading/remarkPageThemeImports';
import remarkLayoutDiagrams from './src/plugins/layout-diagrams/remarkLayoutDiagrams';
import remarkFigmaLinks from './src/plugins/figma-links';
import remarkRawDirectives from './src/plugins/raw-directives';
import rehypeTableCards from './src/plugins/table-cards';
import rehypeCodeBreaks from './src/plugins/code-breaks';
import {NO_CHECK_META, reactFigmaCompilerOptions} from './src/plugins/shared/exampleCompilerOptions';
import {artefactCacheDir} from './src/plugins/shared/artefactCache';
import {isDevServer} from './src/plugins/shared/devServer';

const repositoryUrl = 'https://github.com/react-figma/react-figma';

/**
 * `TYPE_HINTS=off` builds without them, several seconds sooner: the test builds of temporary site copies, which
 * check other things (tests/support/siteCopy.ts).
 */
const withTypeHints = process.env.TYPE_HINTS !== 'off';

/**
 * Written by the highlighting's rehype step, emitted by its plugin: the types of each TSX example's identifiers. The
 * development server keeps them beside Rspack's cache, which keeps the compiled pages that name them across restarts.
 */
const typeHintTables = isDevServer
  ? path.join(artefactCacheDir, 'type-hints')
  : path.join(__dirname, '.docusaurus', 'prism-highlight', 'type-hints');

const themeConfig = {
  image: 'img/social-card.jpg',
  metadata: [
    {name: 'twitter:site', content: '@react_figma'},
    {property: 'og:image:width', content: '1200'},
    {property: 'og:image:height', content: '630'},
    {property: 'og:image:alt', content: 'React Figma: a React renderer for Figma'},
  ],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  navbar: {
    title: 'React Figma',
    hideOnScroll: false,
    logo: {alt: 'React Figma logo', src: 'img/logo.svg', width: 32, height: 32},
    items: [
      {to: '/docs/API', label: 'Docs', position: 'right', activeBaseRegex: '^/docs'},
      {href: repositoryUrl, label: 'GitHub', position: 'right'},
      {to: '/blog', label: 'Blog', position: 'right'},
      {type: 'search', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          {label: 'Getting Started', to: '/docs/configure'},
          {label: 'API', to: '/docs/API'},
          {label: 'Styling', to: '/docs/styling'},
          {label: 'Ecosystem', to: '/docs/ecosystem'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'GitHub Discussions', href: `${repositoryUrl}/discussions`},
          {label: 'Twitter', href: 'https://twitter.com/react_figma'},
          {label: 'LinkedIn', href: 'https://www.linkedin.com/company/reactfigma'},
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} React Figma contributors. Code released under the MIT licence.`,
  },
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}, versionPersistence: 'localStorage'},
  // Tokenized at build time by the prism-highlight plugin: no grammar reaches the browser.
  prism: {additionalLanguages: ['bash', 'json', 'diff', 'markdown']},
} satisfies UserThemeConfig;

/** The site's own Prism catalogue entries (title, alias, require, optional, modify, owner, path); none yet. */
const languageCatalogue = {} satisfies PrismHighlightOptions['languageCatalogue'];

/**
 * The HTML steps of docs, blog and pages alike. Tables of three columns or more become cards on a phone, and long
 * inline code breaks after punctuation or between words, never inside one. Fenced code is highlighted with Prism
 * while MDX compiles; TSX examples, which a unit test type-checks with these compiler options, show each identifier's
 * type on hover.
 */
const contentRehype = {
  rehypePlugins: [
    rehypeTableCards,
    rehypeCodeBreaks,
    [
      rehypePrismHighlight,
      {
        additionalLanguages: themeConfig.prism.additionalLanguages,
        languageCatalogue,
        ...(withTypeHints && {
          typeHints: {
            compilerOptions: reactFigmaCompilerOptions(__dirname),
            languages: ['tsx'],
            skipMeta: NO_CHECK_META,
            tablesDir: typeHintTables,
          },
        }),
      } satisfies RehypePrismHighlightOptions,
    ],
  ],
};

const config = {
  title: 'React Figma',
  tagline: 'A React renderer for Figma',
  url: 'https://react-figma.dev',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  organizationName: 'react-figma',
  projectName: 'react-figma.dev',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  future: {
    v4: true,
    // Rspack's persistent cache keys node_modules by package version, so it would keep serving the unpatched
    // core file after `patch-package` runs (patches/); cold builds take seconds, so correctness wins. This flag is for
    // builds only: `npm start` keeps that cache whatever it says (patches/README.md says when to clear it).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  plugins: [
    [
      './src/plugins/docs/index.ts',
      {
        homeDocId: 'installation',
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        editUrl: undefined,
        versions: {current: {label: 'Next', badge: true}},
        // Long pages hydrate their lower part when the reader scrolls near it; code blocks and admonitions load with
        // the page part that shows them (./src/plugins/loading/README.md).
        remarkPlugins: [
          // A `:::note Title` that Markdown printed as text fails the build (a callout's title goes in brackets).
          remarkRawDirectives,
          // `<LayoutDiagram name="…" />` becomes a diagram drawn from react-figma's output as the page compiles.
          remarkLayoutDiagrams,
          // Inline code naming a Figma plugin API type or `figma.*` member links to Figma's reference for it.
          remarkFigmaLinks,
          [remarkDeferredSections, {} satisfies DeferredSectionsOptions],
          remarkPageThemeImports,
        ],
        ...contentRehype,
      } satisfies DocsOptions & {homeDocId: string},
    ],
    [
      './src/plugins/blog/index.ts',
      {
        archiveBasePath: null,
        path: 'blog',
        routeBasePath: 'blog',
        blogTitle: 'React Figma blog',
        blogDescription: 'News and deep dives from the React Figma team.',
        postsPerPage: 'ALL',
        blogSidebarCount: 0,
        showReadingTime: true,
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        feedOptions: {type: 'all', copyright: 'React Figma contributors', xslt: false},
        remarkPlugins: [remarkRawDirectives, remarkFigmaLinks, remarkPageThemeImports],
        ...contentRehype,
      } satisfies BlogOptions,
    ],
    [
      '@docusaurus/plugin-content-pages',
      {remarkPlugins: [remarkRawDirectives, remarkPageThemeImports], ...contentRehype} satisfies PagesOptions,
    ],
    './src/plugins/llms-txt/index.ts',
    './src/plugins/dev-server/index.ts',
    './src/plugins/loading/index.ts',
    './src/plugins/compile-hints/index.ts',
    './src/plugins/search-index/index.ts',
    './src/plugins/playground/index.ts',
    './src/plugins/example-picture/index.ts',
    ['@docusaurus/plugin-sitemap', {changefreq: null, priority: null, lastmod: null} satisfies SitemapOptions],
    ['./src/plugins/prism-highlight/index.ts', {languageCatalogue, typeHintTables} satisfies PrismHighlightOptions],
  ],
  themes: [
    [
      './src/plugins/theme-classic/index.ts',
      {customCss: ['./src/css/custom.css', './src/css/tables.css']} satisfies ThemeOptions,
    ],
  ],
  clientModules: ['./src/clientModules/progressBar.ts', './src/clientModules/scrollRestoration.ts'],
  ssrTemplate,
  themeConfig,
} satisfies Config;

export default config;
