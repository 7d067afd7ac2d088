/**
 * Local full-text search, no hosted service: after the build, doc pages and blog posts are split into h2/h3 sections
 * in a MiniSearch index (plus a page list for not-found suggestions), content-hashed; pages' meta tags point at them.
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
