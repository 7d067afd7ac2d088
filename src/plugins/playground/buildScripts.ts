/**
 * Bundles the playground's scripts with esbuild: the render worker (React 16, react-figma, figma-api-stub, sucrase),
 * the TypeScript worker (the compiler, @typescript/vfs, codemirror-ts's worker side) and the two runtimes of the
 * downloadable Figma plugin (main thread; UI with React 16 and react-figma).
 */
import {builtinModules} from 'node:module';
import path from 'node:path';
import type {BuildOptions, Plugin} from 'esbuild';
import {cachedBundle} from '../shared/cachedBundle';
import {contentHash} from '../shared/contentHash';

const siteRoot = path.resolve(__dirname, '../../..');
const playgroundDir = path.join(siteRoot, 'src/components/Playground');

/** A file the plugin emits (a script, or the type bundle's JSON) and its `contentHash`. */
export type BuiltAsset = {readonly code: string; readonly hash: string};

type ScriptOptions = {
  /** Figma's main-thread sandbox is not a browser; it has `globalThis` but no `self` or `window`. */
  readonly globalName?: 'self' | 'globalThis';
  readonly target?: string;
  readonly emptyNodeBuiltins?: boolean;
};

const nodeBuiltin = new RegExp(`^(?:node:)?(?:${builtinModules.join('|')})$`);

/** Resolves Node's built-in modules to an empty CommonJS module (`{}`), which is what they are in a browser. */
const emptyNodeBuiltinsPlugin: Plugin = {
  name: 'empty-node-builtins',
  setup(pluginBuild) {
    pluginBuild.onResolve({filter: nodeBuiltin}, ({path: name}) => ({path: name, namespace: 'empty-node-builtin'}));
    pluginBuild.onLoad({filter: /.*/, namespace: 'empty-node-builtin'}, () => ({contents: 'module.exports = {};'}));
  },
};

/**
 * One minified IIFE script with React 16 in place of the site's React 19; `description` names it in a failure. The
 * development server keeps it while none of the files it was bundled from, nor this file (the options), has changed.
 */
async function bundleScript(
  entry: string,
  description: string,
  {globalName = 'self', target = 'es2020', emptyNodeBuiltins = false}: ScriptOptions = {},
): Promise<BuiltAsset> {
  const options = {
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target,
    minify: true,
    legalComments: 'none',
    // react-figma needs React 16; the site's React 19 never enters these bundles.
    alias: {react: 'react-16'},
    define: {global: globalName, 'process.env.NODE_ENV': '"production"'},
    // yoga-layout-prebuilt's nbind assigns undeclared globals, which a top-level "use strict" (from the site's strict
    // tsconfig) would turn into ReferenceErrors.
    tsconfigRaw: {compilerOptions: {alwaysStrict: false, strict: false}},
    plugins: emptyNodeBuiltins ? [emptyNodeBuiltinsPlugin] : [],
    logLevel: 'silent',
  } satisfies BuildOptions;
  const name = path.relative(siteRoot, entry).replace(/[^\w.-]+/g, '-');
  const code = await cachedBundle(name, options, __filename).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `playground plugin: could not bundle ${description} ${path.relative(process.cwd(), entry)}: ${message}`,
    );
  });
  return {code, hash: contentHash(code)};
}

export function buildRenderWorker(entry = path.join(playgroundDir, 'render-worker/index.ts')): Promise<BuiltAsset> {
  return bundleScript(entry, 'the render worker');
}

/**
 * TypeScript's compiler and @typescript/vfs reach for Node's fs, path, os, … only behind checks for Node (vfs for
 * its Node-only helpers, which the worker never calls), so in the browser those modules are empty.
 */
export function buildTypeScriptWorker(): Promise<BuiltAsset> {
  return bundleScript(path.join(playgroundDir, 'ts-worker/index.ts'), 'the TypeScript worker', {
    emptyNodeBuiltins: true,
  });
}

export function buildPluginMain(): Promise<BuiltAsset> {
  // ES2017: the syntax Figma's main-thread sandbox is known to run.
  return bundleScript(path.join(playgroundDir, 'export/runtime/pluginMain.ts'), 'the plugin main thread', {
    globalName: 'globalThis',
    target: 'es2017',
  });
}

export function buildPluginUi(): Promise<BuiltAsset> {
  return bundleScript(path.join(playgroundDir, 'export/runtime/pluginUi.ts'), 'the plugin UI');
}

/** The downloaded plugin's code.js as it is (`main`), and the script inlined into its ui.html (`ui`). */
export async function buildPluginRuntime() {
  const [main, ui] = await Promise.all([buildPluginMain(), buildPluginUi()]);
  return {main, ui};
}
