/**
 * `docusaurus start` compiles only the main bundle at start, and each page's code (its MDX, with its examples' types,
 * its diagrams, the chunks it loads later) when the browser first asks for it: Rspack's lazy compilation, where every
 * `import()` becomes a small stand-in that asks the dev server to compile the real module. `docusaurus build`
 * compiles everything.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration as RspackConfiguration, Module} from '@rspack/core';
import {devServerWith, isDevServer, type DevMiddleware} from '../shared/devServer';

/**
 * The site's own dynamically imported modules (pages' content and props, the playground, search…) are compiled on
 * demand. The entry (the main bundle) and the theme's route components, which every page needs, are compiled at
 * start: asked for one by one, they made a first page wait for one round trip to the compiler after another.
 */
const lazyCompilationSettings = {
  lazyCompilation: {
    entries: false,
    imports: true,
    test: (module: Module) => !/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? ''),
  },
} satisfies RspackConfiguration;

export default function devServerPlugin(context: LoadContext): Plugin<undefined> {
  return {
    name: 'dev-server',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || !isDevServer || currentBundler.name !== 'rspack') {
        return {};
      }
      const {lazyCompilationMiddleware} = currentBundler.instance as unknown as typeof import('@rspack/core');
      // The dev server serves compile requests only through this middleware, which also applies the option.
      const devServer = devServerWith(({compiler}) => lazyCompilationMiddleware(compiler) as DevMiddleware);
      const registry = {
        test: path.join(context.generatedFilesDir, 'registry.js'),
        enforce: 'pre' as const,
        use: [{loader: path.join(__dirname, 'registryLoader.cjs')}],
      };
      // Rspack's option, which the plugin API's type (webpack's configuration) does not list: spread in, it is
      // checked against Rspack's type above, and Docusaurus merges it into the configuration as any other key.
      return {devServer, module: {rules: [registry]}, ...lazyCompilationSettings};
    },
  };
}
