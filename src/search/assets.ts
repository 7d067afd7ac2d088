/** The built search files: content-hashed, their URLs in every page's meta tags (see src/plugins/search-index). */
import {loadOnce} from '../lib/loadOnce';

export type SearchAssetKind = 'index' | 'pages';

export const searchAssetMeta = {
  index: {name: 'rf-search-index', placeholder: '__RF_SEARCH_INDEX_URL__'},
  pages: {name: 'rf-search-pages', placeholder: '__RF_SEARCH_PAGES_URL__'},
} as const satisfies Record<SearchAssetKind, {name: string; placeholder: string}>;

/** Fetches a search file once per page load; a failed fetch is forgotten so that Retry fetches again. */
export const fetchSearchAsset = loadOnce(async (kind: SearchAssetKind): Promise<string> => {
  const {name, placeholder} = searchAssetMeta[kind];
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!url || url === placeholder) {
    throw new Error(
      'The search index is written by the production build: run `npm run build && npm run serve` to use search.',
    );
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Could not load ${url} (HTTP ${response.status}). Reload the page to get the current index.`);
  }
  return response.text();
});
