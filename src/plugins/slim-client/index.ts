/**
 * Trims what every page downloads first:
 * - `@docusaurus/utils-common` is CommonJS and `require`s all of tslib for one helper, which the bundler cannot
 *   tree-shake, so that package alone is pointed at a one-helper module;
 * - the browser gets the site config without the parts only the build reads (plugin and theme options, Markdown
 *   settings, the page template, bundler flags, Prism themes), which Docusaurus would otherwise ship whole in the
 *   main bundle;
 * - Docusaurus's `common` chunk is off: it holds whatever at least half the pages use, and every page loads it.
 *   Code blocks and admonitions are on more than half the pages, so the blog list and pages without one loaded their
 *   code too. Without it the bundler's defaults apply: shared code goes to vendor chunks over 20 kB, or stays in the
 *   chunks of the pages that use it.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';

/** Site config keys no browser code reads (checked against @docusaurus/core's and the themes' client code). */
export const buildOnlyConfigKeys = ['plugins', 'themes', 'presets', 'markdown', 'ssrTemplate', 'clientModules', 'webpack'] as const;

type PrismThemeConfig = {readonly magicComments?: unknown; readonly defaultLanguage?: unknown};

export function browserSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const entries = Object.entries(siteConfig).filter(([key]) => !(buildOnlyConfigKeys as readonly string[]).includes(key));
  const browserConfig: Partial<DocusaurusConfig> = Object.fromEntries(entries);
  // Of `future`, browser code reads the router; the rest are build flags (bundler, minifiers, v4 switches).
  if (siteConfig.future) {
    browserConfig.future = {experimental_router: siteConfig.future.experimental_router} as DocusaurusConfig['future'];
  }
  // Code is highlighted at build time and coloured by CSS, so the browser needs only what the code block reads when
  // it parses a block's lines; the Prism themes and the language list are build input.
  const prism = siteConfig.themeConfig?.prism as PrismThemeConfig | undefined;
  if (prism) {
    const {magicComments, defaultLanguage} = prism;
    browserConfig.themeConfig = {...siteConfig.themeConfig, prism: {magicComments, defaultLanguage}};
  }
  return browserConfig;
}

export default function slimClientPlugin(context: LoadContext): Plugin<undefined> {
  return {
    name: 'slim-client',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      const browserConfigFile = path.join(context.generatedFilesDir, 'slim-client', 'docusaurus.config.mjs');
      mkdirSync(path.dirname(browserConfigFile), {recursive: true});
      writeFileSync(browserConfigFile, `export default ${JSON.stringify(browserSiteConfig(context.siteConfig))};\n`);
      // First in the alias list: the core's `@generated` alias would otherwise match the import before this one.
      config.resolve = {...config.resolve, alias: {'@generated/docusaurus.config$': browserConfigFile, ...config.resolve?.alias}};
      return {
        optimization: {splitChunks: {cacheGroups: {common: false}}},
        module: {
          rules: [
            {
              test: path.dirname(require.resolve('@docusaurus/utils-common/package.json')),
              resolve: {alias: {tslib$: path.join(__dirname, 'tslibImportDefault.ts')}},
            },
          ],
        },
      };
    },
  };
}
