/**
 * Starts every browser script with V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints). A chunk is
 * fetched just before it runs, so its functions are about to be called: the hint has Chrome compile them on a
 * background thread while the file streams in, not one by one on the main thread. Other browsers see a comment.
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
