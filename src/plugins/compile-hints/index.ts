/**
 * Starts every browser script with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (https://v8.dev/blog/explicit-compile-hints). A chunk is fetched just before it runs (a page's start, a route
 * change, a feature's first use), so its functions are about to be called: the hint has Chrome compile them on a
 * background thread while the file streams in, instead of one by one on the main thread as React first calls them.
 * Other browsers read the line as a comment.
 */
import type {Plugin} from '@docusaurus/types';

export const compileHint = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin<undefined> {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            // Scripts only: stylesheets are left as they are.
            test: /\.js$/,
            // Just after minification, which drops comments, and before the file names' content hashes are made.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
