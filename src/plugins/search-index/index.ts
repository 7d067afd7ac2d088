/**
 * Local full-text search without a hosted service: after the build, every built doc page and blog post is split
 * into h2/h3 sections and written as a MiniSearch index (plus a page list for not-found suggestions) under
 * content-hashed names; each page's meta tags point at them, and the navbar search fetches them on first use.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchAssetMeta} from '../../search/assets';

export default function searchIndexPlugin(context: LoadContext): Plugin<undefined> {
  const {baseUrl, siteConfig} = context;
  return {
    name: 'search-index',
    injectHtmlTags() {
      return {
        headTags: Object.values(searchAssetMeta).map(({name, placeholder}) => ({
          tagName: 'meta',
          attributes: {name, content: placeholder},
        })),
      };
    },
    async postBuild({outDir, routesPaths}) {
      // Loaded here: the HTML parser it needs is for builds only, and `npm start` would load it for nothing.
      const {buildSearchAssets} = await import('./buildAssets');
      const {sections, pages} = buildSearchAssets({
        outDir,
        baseUrl,
        routesPaths,
        siteTitleSuffix: ` | ${siteConfig.title}`,
      });
      console.info(`[search-index] Indexed ${sections.length} sections of ${pages.length} pages.`);
    },
  };
}
