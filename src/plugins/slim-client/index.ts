/**
 * Trims what every page downloads first:
 * - `@docusaurus/utils-common` is CommonJS and `require`s all of tslib for one helper, which the bundler cannot
 *   tree-shake, so that package alone is pointed at a one-helper module;
 * - the browser gets the site config without the parts only the build reads (plugin and theme options, Markdown
 *   settings, the page template, bundler flags, Prism themes), which Docusaurus would otherwise ship whole in the
 *   main bundle;
 * - code blocks' and admonitions' code stays out of the chunk shared by most pages (see `codeBlock`).
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

const codeBlockModule =
  /[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|[\\/]src[\\/]theme[\\/]CodeBlock[\\/][^\\/]+[\\/]|[\\/]src[\\/]components[\\/]CodeBlockBody[\\/]|[\\/]theme-common[\\/]lib[\\/](?:utils[\\/]codeBlockUtils|hooks[\\/]useCodeWordWrap|hooks[\\/]useMutationObserver)/;
const codeBlockButton = /[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Buttons[\\/](?:[^\\/]+[\\/]|styles\.module\.css)/;

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
              // Docusaurus's group for code that at least half the pages use (the MDX provider, BrowserOnly, the
              // deferred part) kept the bundler's 20 kB minimum: with less shared code than that there was no
              // `common` chunk, and every page's chunk carried its own copy.
              common: {minSize: 0},
              // Pages that show a code block or an admonition import its original (src/plugins/page-theme-imports).
              // That is over half the pages, so Docusaurus's `common` group would take that code, and pages without
              // one (the blog list) would load it too: each gets a chunk of its own instead.
              codeBlock: {
                // The theme's parts, ours under src/theme/CodeBlock/*/, the body that puts them together and the
                // hooks only code blocks use; not the lazy wrapper, nor the toolbar's buttons, which load after hydration
                // (src/components/CodeBlockToolbar).
                test: (module: {nameForCondition(): string | null | undefined}) => {
                  const file = module.nameForCondition() ?? '';
                  return codeBlockModule.test(file) && !codeBlockButton.test(file);
                },
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
