/**
 * Loads ./DiagramSvg.tsx in Node. Docusaurus loads plugins with jiti, which cannot import TSX, so the drawing code
 * (shared with the live playground) is bundled with esbuild, like the playground's worker, and evaluated here.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type {BuildOptions} from 'esbuild';
import {cachedBundle} from '../shared/cachedBundle';
import type * as DiagramDrawer from './DiagramSvg';

const drawerEntry = path.join(__dirname, 'DiagramSvg.tsx');

export async function loadDiagramDrawer(): Promise<typeof DiagramDrawer> {
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
  const module = {exports: {} as typeof DiagramDrawer};
  const run = vm.compileFunction(code, ['module', 'exports', 'require'], {filename: drawerEntry});
  run(module, module.exports, createRequire(drawerEntry));
  return module.exports;
}
