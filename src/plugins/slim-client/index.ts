/**
 * Trims what every page downloads first:
 * - `@docusaurus/utils-common` is CommonJS and `require`s all of tslib for one helper, which the bundler cannot
 *   tree-shake, so that package alone is pointed at a one-helper module;
 * - the browser gets the site config without the parts only the build reads (plugin and theme options, Markdown
 *   settings, the page template), which Docusaurus would otherwise ship whole in the main bundle;
 * - code blocks' and admonitions' code stays out of the chunk shared by most pages (see `codeBlock`).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';

/** Site config keys no browser code reads (checked against @docusaurus/core's and the themes' client code). */
export const buildOnlyConfigKeys = ['plugins', 'themes', 'presets', 'markdown', 'ssrTemplate', 'clientModules', 'webpack'] as const;

export function browserSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const entries = Object.entries(siteConfig).filter(([key]) => !(buildOnlyConfigKeys as readonly string[]).includes(key));
  return Object.fromEntries(entries);
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
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Pages that show a code block or an admonition import its original (src/plugins/page-theme-imports).
              // That is over half the pages, so Docusaurus's `common` group would take that code, and pages without
              // one (the blog list) would load it too: each gets a chunk of its own instead.
              codeBlock: {
                // The original and the parts swizzled under it (src/theme/CodeBlock/*/), not the lazy wrapper.
                test: /[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|[\\/]src[\\/]theme[\\/]CodeBlock[\\/][^\\/]+[\\/]|[\\/]theme-common[\\/]lib[\\/]utils[\\/]codeBlockUtils/,
                name: 'theme-code-block',
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
              admonition: {
                test: /[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Admonition[\\/]/,
                name: 'theme-admonition',
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
              resolve: {alias: {tslib$: path.join(__dirname, 'tslibImportDefault.ts')}},
            },
          ],
        },
      };
    },
  };
}
