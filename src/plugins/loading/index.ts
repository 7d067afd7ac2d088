/**
 * What loads when, for the browser bundle: see ./README.md. This plugin
 * - gives the browser a slim site config (./browserConfig.ts) and `@docusaurus/Head` that waits for hydration
 *   (./Head.tsx);
 * - points `@docusaurus/utils-common`, which is CommonJS and `require`s all of tslib for one helper the bundler cannot
 *   tree-shake, at a module of that one helper, so the main bundle carries no more of tslib;
 * - turns off Docusaurus's `common` chunk, which every page loads and which took whatever at least half the pages use:
 *   code blocks and admonitions, on more than half the pages, then loaded on the blog list too. Without it the
 *   bundler's defaults apply: shared code goes to vendor chunks over 20 kB, or stays in the chunks of the pages that
 *   use it;
 * - compiles `page.mdx?deferred-tail` requests as a long doc's lower part (./remarkDeferredSections.ts).
 * The remark plugins ./remarkDeferredSections.ts and ./remarkPageThemeImports.ts go in the content plugins' options.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserSiteConfig} from './browserConfig';
import {tailMarker} from './remarkDeferredSections';

export default function loadingPlugin(context: LoadContext): Plugin<undefined> {
  const tailRule = {
    // The query is `tailQuery` from ./remarkDeferredSections (a literal: Rspack rejects RegExps built at runtime by jiti).
    resourceQuery: /^\?deferred-tail$/,
    enforce: 'pre' as const,
    use: [{loader: path.join(__dirname, 'tailMarkerLoader.cjs'), options: {marker: tailMarker}}],
  };
  return {
    name: 'loading',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {module: {rules: [tailRule]}};
      }
      const browserConfigFile = path.join(context.generatedFilesDir, 'loading', 'docusaurus.config.mjs');
      mkdirSync(path.dirname(browserConfigFile), {recursive: true});
      writeFileSync(browserConfigFile, `export default ${JSON.stringify(browserSiteConfig(context.siteConfig))};\n`);
      // First in the alias list: the core's `@generated` and `@docusaurus` aliases would otherwise match first.
      config.resolve = {
        ...config.resolve,
        alias: {
          '@generated/docusaurus.config$': browserConfigFile,
          '@docusaurus/Head$': path.join(__dirname, 'Head.tsx'),
          ...config.resolve?.alias,
        },
      };
      return {
        optimization: {splitChunks: {cacheGroups: {common: false}}},
        module: {
          rules: [
            tailRule,
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
