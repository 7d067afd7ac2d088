import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import playgroundPlugin, {
  pluginMainFileName,
  pluginUiFileName,
  typeBundleFileName,
  typeScriptWorkerFileName,
  renderWorkerFileName,
} from './index';
import {buildPluginRuntime, buildTypeScriptWorker, buildRenderWorker} from './buildScripts';
import {pluginRuntimeGlobal} from '../../components/Playground/shared/protocol';
import {shippedWeights} from '../../components/Playground/shared/drawingFont';
import {collectInterFont} from './interFont';

describe('buildRenderWorker', () => {
  it('bundles the render worker as one script with React 16, not the site React 19', async () => {
    const {code, hash} = await buildRenderWorker();
    expect(hash).toMatch(/^[0-9a-f]{10}$/);
    expect(code.startsWith('(()=>{')).toBe(true);
    // yoga's nbind assigns undeclared globals: a top-level "use strict" would break it at run time.
    expect(code.slice(0, 20)).not.toContain('use strict');
    expect(code).toContain('16.14.0');
    expect(code).not.toContain('19.3.1');
    expect(code).toContain('react-figma-playground');
  });

  it('names the entry when it cannot be bundled', async () => {
    await expect(buildRenderWorker('/nonexistent/worker.ts')).rejects.toThrow(
      /playground plugin: could not bundle the render worker .*worker\.ts/,
    );
  });
});

describe('buildTypeScriptWorker', () => {
  it('bundles the compiler, without React, into one script that runs in a browser worker', async () => {
    const {code, hash} = await buildTypeScriptWorker();
    expect(hash).toMatch(/^[0-9a-f]{10}$/);
    expect(code.startsWith('(()=>{')).toBe(true);
    expect(code).toContain('createLanguageService');
    expect(code).not.toContain('16.14.0');
    // Node's modules were left out (TypeScript reaches for them only under Node), not left for a `require` to fail.
    expect(code).not.toMatch(/\brequire\("(?:fs|path|os|crypto|inspector|perf_hooks)"\)/);
  });
});

describe('buildPluginRuntime', () => {
  it("bundles the Figma plugin's main thread without React, and its UI with React 16 and the runtime global", async () => {
    const {main, ui} = await buildPluginRuntime();
    expect(main.hash).toMatch(/^[0-9a-f]{10}$/);
    expect(main.code).toContain('showUI');
    // Figma's main thread has no window or self; nothing there may reach for them unguarded.
    expect(main.code).not.toMatch(/\bwindow\b/);
    expect(main.code).not.toContain('16.14.0');
    expect(ui.code).toContain('16.14.0');
    expect(ui.code).not.toContain('19.3.1');
    expect(ui.code).toContain(pluginRuntimeGlobal);
    // The compiler stays in the page: the plugin gets compiled code.
    expect(ui.code).not.toContain('sucrase');
  });
});

describe('playgroundPlugin', () => {
  const plugin = playgroundPlugin({baseUrl: '/docs-site/'} as LoadContext);
  const content = {
    renderWorker: {code: 'self.postMessage(1)', hash: '0123456789'},
    typeScriptWorker: {code: 'ts()', hash: 'cccccccccc'},
    plugin: {main: {code: 'main()', hash: 'aaaaaaaaaa'}, ui: {code: 'ui()', hash: 'bbbbbbbbbb'}},
    interFont: {stylesheet: 'assets/playground-fonts/inter-dddddddddd/inter.css', assets: []},
  };

  it('gives the client the hashed script URLs under baseUrl', async () => {
    let data: unknown;
    await plugin.contentLoaded?.({
      content,
      actions: {setGlobalData: (value: unknown) => (data = value)} as never,
    });
    expect(data).toEqual({
      renderWorkerUrl: '/docs-site/assets/js/playground-render-worker.0123456789.js',
      pluginMainUrl: '/docs-site/assets/js/playground-plugin-main.aaaaaaaaaa.js',
      pluginUiUrl: '/docs-site/assets/js/playground-plugin-ui.bbbbbbbbbb.js',
      typeScriptWorkerUrl: '/docs-site/assets/js/playground-typescript-worker.cccccccccc.js',
      interStylesheetUrl: '/docs-site/assets/playground-fonts/inter-dddddddddd/inter.css',
    });
    expect(renderWorkerFileName('abc')).toBe('assets/js/playground-render-worker.abc.js');
    expect(pluginMainFileName('abc')).toBe('assets/js/playground-plugin-main.abc.js');
    expect(pluginUiFileName('abc')).toBe('assets/js/playground-plugin-ui.abc.js');
    expect(typeScriptWorkerFileName('abc')).toBe('assets/js/playground-typescript-worker.abc.js');
    expect(typeBundleFileName('abc')).toBe('assets/playground-types.abc.json');
  });

  it('makes the type bundle once every plugin has loaded its content, and gives the client its hashed URL', async () => {
    let data: unknown;
    await plugin.allContentLoaded?.({
      allContent: {},
      actions: {setGlobalData: (value: unknown) => (data = value)} as never,
    });
    expect(data).toEqual({
      typeBundleUrl: expect.stringMatching(/^\/docs-site\/assets\/playground-types\.[0-9a-f]{10}\.json$/),
    });
  });

  it('emits the scripts from the client build only', () => {
    const configure = plugin.configureWebpack!;
    expect(configure({}, true, {} as never, content)).not.toHaveProperty('plugins');
    const client = configure({}, false, {} as never, content) as {plugins: unknown[]};
    expect(client.plugins).toHaveLength(1);
  });

  it("gives both builds codemirror-ts's own side-effect declaration, which its nested package.json hides", () => {
    const configure = plugin.configureWebpack!;
    for (const isServer of [true, false]) {
      const {module} = configure({}, isServer, {} as never, content) as {
        module: {rules: {test: RegExp; sideEffects: boolean}[]};
      };
      expect(module.rules).toEqual([expect.objectContaining({sideEffects: false})]);
      expect(module.rules[0]?.test.test('/site/node_modules/@valtown/codemirror-ts/dist/esm/index.js')).toBe(true);
    }
  });
});

describe('collectInterFont', () => {
  it("emits @fontsource/inter's faces for the shipped weights with every font file they name, beside them", () => {
    const {stylesheet, assets} = collectInterFont();
    expect(stylesheet).toMatch(/^assets\/playground-fonts\/inter-[0-9a-f]{10}\/inter\.css$/);
    const css = String(assets.find(({fileName}) => fileName === stylesheet)!.content);
    const weights = [...css.matchAll(/font-weight: (\d+);/g)].map(([, weight]) => Number(weight));
    expect([...new Set(weights)]).toEqual([...shippedWeights]);
    const folder = path.dirname(stylesheet);
    for (const [, file] of css.matchAll(/url\(\.\/([^)]+)\)/g)) {
      const font = assets.find(({fileName}) => fileName === `${folder}/${file}`);
      expect(font, file).toBeDefined();
      expect(Buffer.isBuffer(font!.content) && font!.content.length).toBeGreaterThan(1000);
    }
  });
});
