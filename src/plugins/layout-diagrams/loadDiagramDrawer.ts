/**
 * Loads ./DiagramSvg.tsx in Node. Docusaurus loads plugins with jiti, which cannot import TSX, so the drawing code
 * (shared with the live playground) is bundled with esbuild, like the playground's worker, and evaluated here.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type {BuildOptions} from 'esbuild';
import {cachedBundle} from '../shared/cachedBundle';
import type {renderDiagramSvg, renderPagePicture} from './DiagramSvg';

export type DiagramDrawer = {
  readonly renderDiagramSvg: typeof renderDiagramSvg;
  readonly renderPagePicture: typeof renderPagePicture;
};

const drawerEntry = path.join(__dirname, 'DiagramSvg.tsx');

export async function loadDiagramDrawer(): Promise<DiagramDrawer> {
  const options = {
    entryPoints: [drawerEntry],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    // The site's own React renders the markup.
    external: ['react', 'react-dom'],
    logLevel: 'silent',
  } satisfies BuildOptions;
  const code = await cachedBundle('layout-diagram-drawer', options, __filename);
  const module = {exports: {} as Partial<DiagramDrawer>};
  const run = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, {filename: drawerEntry}) as (
    module: unknown,
    exports: unknown,
    require: NodeJS.Require,
  ) => void;
  run(module, module.exports, createRequire(drawerEntry));
  const {renderDiagramSvg: render, renderPagePicture: picture} = module.exports;
  if (typeof render !== 'function' || typeof picture !== 'function') {
    throw new Error(`layout-diagrams: ${drawerEntry} does not export renderDiagramSvg and renderPagePicture`);
  }
  return {renderDiagramSvg: render, renderPagePicture: picture};
}
