/**
 * Builds the live playground's scripts with esbuild on every `docusaurus start`/`build`: its render worker
 * (src/components/Playground/render-worker), its TypeScript worker (…/ts-worker) with the type bundle that worker
 * checks against (buildTypeBundle.ts), and the two runtimes of the Figma plugin that "Download plugin" assembles
 * (…/export/runtime). Emits them as content-hashed client assets, with the Inter the canvas draws text in
 * (./interFont.ts), and hands their URLs to the page through global data. The render worker and Inter's stylesheet
 * are fetched when a playground is shown, the TypeScript worker and its bundle on the editor's first focus or
 * keypress, the runtimes on that click.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PlaygroundGlobalData} from '../../components/Playground/shared/protocol';
import {EmitAssets} from '../shared/emitAssets';
import {
  buildPluginRuntime,
  buildTypeScriptWorker,
  buildRenderWorker,
  type BuiltPluginRuntime,
  type BuiltAsset,
} from './buildScripts';
import {buildTypeBundle} from './buildTypeBundle';
import {collectInterFont, type InterFont} from './interFont';

export type PlaygroundScripts = {
  readonly renderWorker: BuiltAsset;
  readonly typeScriptWorker: BuiltAsset;
  readonly plugin: BuiltPluginRuntime;
  readonly interFont: InterFont;
};

export const renderWorkerFileName = (hash: string): string => `assets/js/playground-render-worker.${hash}.js`;
export const pluginMainFileName = (hash: string): string => `assets/js/playground-plugin-main.${hash}.js`;
export const pluginUiFileName = (hash: string): string => `assets/js/playground-plugin-ui.${hash}.js`;
export const typeScriptWorkerFileName = (hash: string): string => `assets/js/playground-typescript-worker.${hash}.js`;
export const typeBundleFileName = (hash: string): string => `assets/playground-types.${hash}.json`;

/**
 * codemirror-ts declares itself free of side effects in its package.json, but its built files sit under a nested
 * package.json (`dist/esm/package.json`, only `"type": "module"`) that the bundler reads instead. Without its
 * declaration every module of the package stays in the editor's bundle, and with them TypeScript itself (3.4 MB,
 * 980 KB gzip: the barrel's `getAutocompletion` reads `ts.ScriptElementKind` when it loads), which only the
 * TypeScript worker needs.
 */
const codemirrorTsSideEffects = {
  test: /[\\/]node_modules[\\/]@valtown[\\/]codemirror-ts[\\/]/,
  sideEffects: false,
};

/**
 * The bundler still reads TypeScript's compiler (for the module graph, before the declaration above drops it), and
 * warns about its Node-only code (`require(modulePath)`, `__filename`) in a file that is never bundled.
 */
const typeScriptCompilerWarnings = {module: /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]typescript\.js$/};

export default function playgroundPlugin(context: LoadContext): Plugin<PlaygroundScripts> {
  const playgroundDir = path.resolve(__dirname, '../../components/Playground');
  let typeBundle: BuiltAsset | undefined;
  return {
    name: 'playground',
    loadContent: async () => {
      const [renderWorker, typeScriptWorker, plugin] = await Promise.all([
        buildRenderWorker(),
        buildTypeScriptWorker(),
        buildPluginRuntime(),
      ]);
      return {renderWorker, typeScriptWorker, plugin, interFont: collectInterFont()};
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData({
        renderWorkerUrl: `${context.baseUrl}${renderWorkerFileName(content.renderWorker.hash)}`,
        pluginMainUrl: `${context.baseUrl}${pluginMainFileName(content.plugin.main.hash)}`,
        pluginUiUrl: `${context.baseUrl}${pluginUiFileName(content.plugin.ui.hash)}`,
        typeScriptWorkerUrl: `${context.baseUrl}${typeScriptWorkerFileName(content.typeScriptWorker.hash)}`,
        interStylesheetUrl: `${context.baseUrl}${content.interFont.stylesheet}`,
      } satisfies Omit<PlaygroundGlobalData, 'typeBundleUrl'>);
    },
    // The type bundle is seconds of compiler work on the main thread, done once every plugin has loaded its content:
    // done beside them, it held up their timers (the layout diagrams' render has a layout deadline).
    allContentLoaded({actions}) {
      typeBundle = buildTypeBundle();
      actions.setGlobalData({
        typeBundleUrl: `${context.baseUrl}${typeBundleFileName(typeBundle.hash)}`,
      } satisfies Pick<PlaygroundGlobalData, 'typeBundleUrl'>);
    },
    configureWebpack(_config, isServer, _utils, content) {
      const module = {rules: [codemirrorTsSideEffects]};
      const ignoreWarnings = [typeScriptCompilerWarnings];
      if (isServer) {
        return {module, ignoreWarnings};
      }
      if (!typeBundle) {
        throw new Error('playground plugin: the type bundle is made in allContentLoaded, which has not run');
      }
      return {
        module,
        ignoreWarnings,
        plugins: [
          new EmitAssets('playground-assets', [
            {fileName: renderWorkerFileName(content.renderWorker.hash), content: content.renderWorker.code},
            {fileName: pluginMainFileName(content.plugin.main.hash), content: content.plugin.main.code},
            {fileName: pluginUiFileName(content.plugin.ui.hash), content: content.plugin.ui.code},
            {fileName: typeScriptWorkerFileName(content.typeScriptWorker.hash), content: content.typeScriptWorker.code},
            {fileName: typeBundleFileName(typeBundle.hash), content: typeBundle.code},
            ...content.interFont.assets,
          ]),
        ],
      };
    },
    getPathsToWatch: () => [path.join(playgroundDir, '**/*.ts')],
  };
}
