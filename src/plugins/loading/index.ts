/**
 * What loads when, for the browser bundle (./README.md): a slim site config (./browserConfig.ts), `@docusaurus/Head`
 * that waits for hydration (./Head.tsx), no Docusaurus `common` chunk (it took code blocks and admonitions, used on
 * more than half the pages, onto every page), and `page.mdx?deferred-tail` compiled as a long doc's lower part
 * (./remarkDeferredSections.ts). `@docusaurus/utils-common`, CommonJS that `require`s all of tslib for one helper the
 * bundler cannot tree-shake, gets a module of that one helper instead.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserSiteConfig} from './browserConfig';
import {tailMarker} from './remarkDeferredSections';

export default function loadingPlugin(context: LoadContext): Plugin<undefined> {
  const tailRule = {
    // `tailQuery` of ./remarkDeferredSections, as a literal: Rspack rejects RegExps built at runtime by jiti.
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
