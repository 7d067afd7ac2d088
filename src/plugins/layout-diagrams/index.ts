/**
 * Layout diagrams for the docs, rendered from real react-figma output. At every `docusaurus start`/`build`, each
 * program in ./examples runs through the live playground's renderer (./renderDiagrams.ts), and the page it draws
 * becomes a diagram (./DiagramSvg.tsx). A manifest of them lets ./remarkLayoutDiagrams.ts turn
 * `<LayoutDiagram name="…" alt="…" />` in MDX into the inline diagram. No diagram is committed, and none can drift
 * from the library.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {examplesDir, layoutDiagramExamples} from './examples';
import type {DiagramManifest} from './manifest';
import {renderLayoutDiagrams, type RenderedDiagram} from './renderDiagrams';

export type LayoutDiagramsOptions = {
  /** Where the manifest is written; give the remark plugin the same path. */
  readonly manifestFile: string;
};

export type LayoutDiagramsContent = {
  readonly diagrams: readonly RenderedDiagram[];
};

export default function layoutDiagramsPlugin(
  _context: LoadContext,
  options: LayoutDiagramsOptions,
): Plugin<LayoutDiagramsContent> {
  return {
    name: 'layout-diagrams',
    async loadContent() {
      const diagrams = await renderLayoutDiagrams(layoutDiagramExamples);
      const manifest: DiagramManifest = Object.fromEntries(
        diagrams.map(({name, svg, width, height, legend, caption}) => [name, {svg, width, height, legend, caption}]),
      );
      await mkdir(path.dirname(options.manifestFile), {recursive: true});
      await writeFile(options.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
      return {diagrams};
    },
    getPathsToWatch: () => [path.join(examplesDir, '*.tsx'), path.join(__dirname, 'DiagramSvg.tsx')],
  };
}
