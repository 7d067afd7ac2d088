/**
 * Builds the live playground's scripts with esbuild on every `docusaurus build` (./buildScripts.ts, with the type
 * bundle of ./buildTypeBundle.ts) and emits them as content-hashed client assets, with the Inter the canvas draws
 * text in (./interFont.ts); their URLs reach the page through global data. The render worker and Inter's stylesheet
 * are fetched when a playground is shown, the TypeScript worker and its bundle on the editor's first focus or
 * keypress, the Figma plugin's runtimes on "Download plugin".
 *
 * `docusaurus start` makes each file when the browser first asks for it, under a fixed name (`….dev.js`): an edited
 * worker shows on the next reload, and a start bundles none of them.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PlaygroundGlobalData} from '../../components/Playground/shared/protocol';
import {devServerWith, isDevServer, type DevMiddleware} from '../shared/devServer';
import {EmitAssets} from '../shared/emitAssets';
import {
  buildPluginMain,
  buildPluginRuntime,
  buildPluginUi,
  buildTypeScriptWorker,
  buildRenderWorker,
  type BuiltAsset,
} from './buildScripts';
import {buildTypeBundle} from './buildTypeBundle';
import {collectInterFont} from './interFont';

export const renderWorkerFileName = (hash: string): string => `assets/js/playground-render-worker.${hash}.js`;
export const pluginMainFileName = (hash: string): string => `assets/js/playground-plugin-main.${hash}.js`;
export const pluginUiFileName = (hash: string): string => `assets/js/playground-plugin-ui.${hash}.js`;
export const typeScriptWorkerFileName = (hash: string): string => `assets/js/playground-typescript-worker.${hash}.js`;
export const typeBundleFileName = (hash: string): string => `assets/playground-types.${hash}.json`;

/**
 * codemirror-ts declares itself free of side effects in its package.json, but its built files sit under a nested
 * package.json (`dist/esm/package.json`, only `"type": "module"`) that the bundler reads instead. Without its
 * declaration every module of the package stays in the editor's bundle, and with them TypeScript itself (the barrel's
 * `getAutocompletion` reads `ts.ScriptElementKind` when it loads), which only the TypeScript worker needs.
 */
const codemirrorTsSideEffects = {test: /[\\/]node_modules[\\/]@valtown[\\/]codemirror-ts[\\/]/, sideEffects: false};

/**
 * The bundler still reads TypeScript's compiler for the module graph, and warns about its Node-only code
 * (`require(modulePath)`, `__filename`) in a file it never bundles.
 */
const typeScriptCompilerWarnings = {module: /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]typescript\.js$/};

/** What the server and the client bundles both get, in a build and in the development server. */
const bundleSettings = {module: {rules: [codemirrorTsSideEffects]}, ignoreWarnings: [typeScriptCompilerWarnings]};

/** In place of the content hash, in the development server's file names. */
const devHash = 'dev';

/** Serves each of the playground's files, made when asked for (and cached while its sources are unchanged). */
function servePlaygroundFiles(baseUrl: string): DevMiddleware {
  const files = new Map<string, () => Promise<BuiltAsset>>([
    [renderWorkerFileName(devHash), buildRenderWorker],
    [typeScriptWorkerFileName(devHash), buildTypeScriptWorker],
    [pluginMainFileName(devHash), buildPluginMain],
    [pluginUiFileName(devHash), buildPluginUi],
    [typeBundleFileName(devHash), buildTypeBundle],
  ]);
  return (request, response, next) => {
    const {pathname} = new URL(request.url ?? '', 'http://localhost');
    const make = pathname.startsWith(baseUrl) ? files.get(pathname.slice(baseUrl.length)) : undefined;
    if (!make || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    make().then(({code}) => {
      const type = pathname.endsWith('.json') ? 'application/json' : 'text/javascript';
      // Asked again on every use: the name stays when the sources change.
      response.writeHead(200, {'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache'});
      response.end(request.method === 'HEAD' ? undefined : code);
    }, next);
  };
}

/** `docusaurus start`: the files are served on demand (above); only Inter's few static files are emitted. */
function playgroundDevPlugin(context: LoadContext): Plugin<PlaygroundScripts | undefined> {
  const interFont = collectInterFont();
  const url = (fileName: (hash: string) => string) => `${context.baseUrl}${fileName(devHash)}`;
  return {
    name: 'playground',
    contentLoaded({actions}) {
      actions.setGlobalData({
        renderWorkerUrl: url(renderWorkerFileName),
        pluginMainUrl: url(pluginMainFileName),
        pluginUiUrl: url(pluginUiFileName),
        typeScriptWorkerUrl: url(typeScriptWorkerFileName),
        typeBundleUrl: url(typeBundleFileName),
        interStylesheetUrl: `${context.baseUrl}${interFont.stylesheet}`,
      } satisfies PlaygroundGlobalData);
    },
    configureWebpack: (_config, isServer) =>
      isServer
        ? bundleSettings
        : {
            ...bundleSettings,
            plugins: [new EmitAssets('playground-assets', interFont.assets)],
            devServer: devServerWith(() => servePlaygroundFiles(context.baseUrl)),
          },
  };
}

/** What a build makes first: every script but the type bundle, and the font. */
async function buildScripts() {
  const [renderWorker, typeScriptWorker, plugin] = await Promise.all([
    buildRenderWorker(),
    buildTypeScriptWorker(),
    buildPluginRuntime(),
  ]);
  return {renderWorker, typeScriptWorker, plugin, interFont: collectInterFont()};
}

type PlaygroundScripts = Awaited<ReturnType<typeof buildScripts>>;

export default function playgroundPlugin(context: LoadContext): Plugin<PlaygroundScripts | undefined> {
  if (isDevServer) {
    return playgroundDevPlugin(context);
  }
  let typeBundle: BuiltAsset | undefined;
  return {
    name: 'playground',
    loadContent: buildScripts,
    contentLoaded({content, actions}) {
      if (!content) {
        throw new Error('playground plugin: its scripts were not built');
      }
      actions.setGlobalData({
        renderWorkerUrl: `${context.baseUrl}${renderWorkerFileName(content.renderWorker.hash)}`,
        pluginMainUrl: `${context.baseUrl}${pluginMainFileName(content.plugin.main.hash)}`,
        pluginUiUrl: `${context.baseUrl}${pluginUiFileName(content.plugin.ui.hash)}`,
        typeScriptWorkerUrl: `${context.baseUrl}${typeScriptWorkerFileName(content.typeScriptWorker.hash)}`,
        interStylesheetUrl: `${context.baseUrl}${content.interFont.stylesheet}`,
      } satisfies Omit<PlaygroundGlobalData, 'typeBundleUrl'>);
    },
    // The type bundle is seconds of compiler work on the main thread, done once every plugin has loaded its content,
    // so that it holds up none of their timers.
    async allContentLoaded({actions}) {
      typeBundle = await buildTypeBundle();
      actions.setGlobalData({
        typeBundleUrl: `${context.baseUrl}${typeBundleFileName(typeBundle.hash)}`,
      } satisfies Pick<PlaygroundGlobalData, 'typeBundleUrl'>);
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) return bundleSettings;
      if (!content || !typeBundle) {
        throw new Error(
          'playground plugin: the scripts are made in loadContent and allContentLoaded, which have not run',
        );
      }
      return {
        ...bundleSettings,
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
  };
}
