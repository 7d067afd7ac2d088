/**
 * Layout diagrams for the docs, rendered from real react-figma output. At every `docusaurus start`/`build`, each
 * program in ./examples runs through the live playground's renderer (./renderDiagrams.ts); the pages it draws
 * become SVG files, emitted as content-hashed client assets. A manifest of their URLs and sizes lets
 * ./remarkLayoutDiagrams.ts turn `<LayoutDiagram name="…" alt="…" />` in MDX into a sized, lazy <img>.
 * No diagram is committed, and none can drift from the library.
 */
import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EmitAssets} from '../shared/emitAssets';
import {examplesDir, layoutDiagramExamples} from './examples';
import type {DiagramManifest} from './manifest';
import {renderLayoutDiagrams, type RenderedDiagram} from './renderDiagrams';

export type LayoutDiagramsOptions = {
  /** Where the manifest is written; give the remark plugin the same path. */
  readonly manifestFile: string;
};

export type LayoutDiagramsContent = {
  readonly diagrams: readonly (RenderedDiagram & {readonly fileName: string})[];
};

export const diagramFileName = (name: string, svg: string): string =>
  `img/layout-diagrams/${name}.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;

export default function layoutDiagramsPlugin(
  context: LoadContext,
  options: LayoutDiagramsOptions,
): Plugin<LayoutDiagramsContent> {
  return {
    name: 'layout-diagrams',
    async loadContent() {
      const rendered = await renderLayoutDiagrams(layoutDiagramExamples);
      const diagrams = rendered.map((diagram) => ({...diagram, fileName: diagramFileName(diagram.name, diagram.svg)}));
      const manifest: DiagramManifest = Object.fromEntries(
        diagrams.map(({name, fileName, width, height}) => [
          name,
          {url: `${context.baseUrl}${fileName}`, width, height},
        ]),
      );
      await mkdir(path.dirname(options.manifestFile), {recursive: true});
      await writeFile(options.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
      return {diagrams};
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) {
        return {};
      }
      const assets = content.diagrams.map(({fileName, svg}) => ({fileName, content: svg}));
      return {plugins: [new EmitAssets('layout-diagram-assets', assets)]};
    },
    getPathsToWatch: () => [path.join(examplesDir, '*.tsx'), path.join(__dirname, 'DiagramSvg.tsx')],
  };
}
