/**
 * Builds the live playground's scripts with esbuild on every `docusaurus start`/`build`: its render worker
 * (src/components/Playground/render-worker) and the two runtimes of the Figma plugin that "Download plugin"
 * assembles (src/components/Playground/export/runtime). Emits them as content-hashed client assets and hands their
 * URLs to the page through global data. The worker is fetched when a playground is shown, the runtimes on that click.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PlaygroundGlobalData} from '../../components/Playground/shared/protocol';
import {EmitAssets} from '../shared/emitAssets';
import {buildPluginRuntime, buildWorker, type BuiltPluginRuntime, type BuiltWorker} from './buildWorker';

export type PlaygroundScripts = {
  readonly worker: BuiltWorker;
  readonly plugin: BuiltPluginRuntime;
};

export const workerFileName = (hash: string): string => `assets/js/playground-worker.${hash}.js`;
export const pluginMainFileName = (hash: string): string => `assets/js/playground-plugin-main.${hash}.js`;
export const pluginUiFileName = (hash: string): string => `assets/js/playground-plugin-ui.${hash}.js`;

export default function playgroundPlugin(context: LoadContext): Plugin<PlaygroundScripts> {
  const playgroundDir = path.resolve(__dirname, '../../components/Playground');
  return {
    name: 'playground',
    loadContent: async () => {
      const [worker, plugin] = await Promise.all([buildWorker(), buildPluginRuntime()]);
      return {worker, plugin};
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData({
        workerUrl: `${context.baseUrl}${workerFileName(content.worker.hash)}`,
        pluginMainUrl: `${context.baseUrl}${pluginMainFileName(content.plugin.main.hash)}`,
        pluginUiUrl: `${context.baseUrl}${pluginUiFileName(content.plugin.ui.hash)}`,
      } satisfies PlaygroundGlobalData);
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) {
        return {};
      }
      return {
        plugins: [
          new EmitAssets('playground-assets', [
            {fileName: workerFileName(content.worker.hash), content: content.worker.code},
            {fileName: pluginMainFileName(content.plugin.main.hash), content: content.plugin.main.code},
            {fileName: pluginUiFileName(content.plugin.ui.hash), content: content.plugin.ui.code},
          ]),
        ],
      };
    },
    getPathsToWatch: () => [path.join(playgroundDir, '**/*.ts')],
  };
}
