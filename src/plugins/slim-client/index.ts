/**
 * Trims what every page downloads first: `@docusaurus/utils-common` is CommonJS and `require`s all of tslib for
 * one helper, which the bundler cannot tree-shake, so that package alone is pointed at a one-helper module.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function slimClientPlugin(): Plugin<undefined> {
  return {
    name: 'slim-client',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
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
