/**
 * Builds the live playground's worker (src/components/Playground/worker) with esbuild on every `docusaurus
 * start`/`build`, emits it as a content-hashed client asset, and hands its URL to the page through global data.
 * The worker carries React 16 and react-figma; it is fetched only when a playground is shown.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {buildWorker, type BuiltWorker} from './buildWorker';

/** What the client reads with `usePluginData('playground')`. */
export type PlaygroundGlobalData = {
  readonly workerUrl: string;
};

export const workerFileName = (hash: string): string => `assets/js/playground-worker.${hash}.js`;

/** Emits one prebuilt file into the client bundle's output (webpack and Rspack share this API). */
class EmitWorkerAsset {
  constructor(
    private readonly fileName: string,
    private readonly code: string,
  ) {}

  apply(compiler: Compiler): void {
    const name = 'playground-worker-asset';
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => compilation.emitAsset(this.fileName, new RawSource(this.code)),
      );
    });
  }
}

export default function playgroundPlugin(context: LoadContext): Plugin<BuiltWorker> {
  const playgroundDir = path.resolve(__dirname, '../../components/Playground');
  return {
    name: 'playground',
    loadContent: () => buildWorker(),
    contentLoaded({content, actions}) {
      actions.setGlobalData({
        workerUrl: `${context.baseUrl}${workerFileName(content.hash)}`,
      } satisfies PlaygroundGlobalData);
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) {
        return {};
      }
      return {plugins: [new EmitWorkerAsset(workerFileName(content.hash), content.code)]};
    },
    getPathsToWatch: () => [path.join(playgroundDir, '**/*.ts')],
  };
}
