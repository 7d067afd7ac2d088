/**
 * Builds the live playground's worker (src/components/Playground/worker) with esbuild on every `docusaurus
 * start`/`build`, emits it as a content-hashed client asset, and hands its URL to the page through global data.
 * The worker carries React 16 and react-figma; it is fetched only when a playground is shown.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EmitAssets} from '../shared/emitAssets';
import {buildWorker, type BuiltWorker} from './buildWorker';

/** What the client reads with `usePluginData('playground')`. */
export type PlaygroundGlobalData = {
  readonly workerUrl: string;
};

export const workerFileName = (hash: string): string => `assets/js/playground-worker.${hash}.js`;

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
      return {
        plugins: [
          new EmitAssets('playground-worker-asset', [{fileName: workerFileName(content.hash), content: content.code}]),
        ],
      };
    },
    getPathsToWatch: () => [path.join(playgroundDir, '**/*.ts')],
  };
}
