/**
 * Deferred doc sections: with `./remark` in the docs plugin's remark plugins, a long page's lower sections are
 * compiled into a module of their own, and this plugin routes those `?deferred-tail` requests through the marker
 * loader. `@site/src/components/DeferredSection` loads and hydrates them when the reader scrolls near
 * (src/loading/README.md).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {tailMarker} from './remark';

const here = path.dirname(fileURLToPath(import.meta.url));

export default function deferredSectionsPlugin(): Plugin {
  return {
    name: 'deferred-sections',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // The query is `tailQuery` from ./remark (a literal here: Rspack rejects RegExps built at runtime by jiti).
              resourceQuery: /^\?deferred-tail$/,
              enforce: 'pre',
              use: [{loader: path.join(here, 'tailMarkerLoader.cjs'), options: {marker: tailMarker}}],
            },
          ],
        },
      };
    },
  };
}
