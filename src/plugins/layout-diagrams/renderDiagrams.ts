/**
 * Renders each example program the way the live playground does (its worker bundle: React 16, react-figma 0.31.0,
 * figma-api-stub, Yoga) and draws the resulting page as an SVG diagram. Any example that fails stops the build
 * with a message that names it.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {PlaygroundPage} from '../../components/Playground/shared/document';
import {buildWorker} from '../playground/buildWorker';
import type {DiagramSvg} from './DiagramSvg';
import type {DiagramExample} from './examples';
import {loadDiagramDrawer} from './loadDiagramDrawer';
import {startWorkerHost} from './workerHost';

export type RenderedDiagram = DiagramExample &
  DiagramSvg & {
    /** The page react-figma drew, as the playground serializes it: the geometry the diagram shows. */
    readonly page: PlaygroundPage;
  };

export class DiagramExampleError extends Error {
  constructor(example: DiagramExample, reason: string) {
    super(
      `layout-diagrams plugin: example "${example.name}" (${path.relative(process.cwd(), example.file)}) ${reason}`,
    );
    this.name = 'DiagramExampleError';
  }
}

export async function renderLayoutDiagrams(examples: readonly DiagramExample[]): Promise<RenderedDiagram[]> {
  const [worker, drawer] = await Promise.all([buildWorker(), loadDiagramDrawer()]);
  const host = startWorkerHost(worker.code);
  try {
    const diagrams: RenderedDiagram[] = [];
    for (const example of examples) {
      const source = await readFile(example.file, 'utf8');
      const response = await host.render(source);
      if (response.kind === 'failed') {
        const {message, line, column} = response.error;
        const where = line === undefined ? '' : ` at line ${line}${column === undefined ? '' : `, column ${column}`}`;
        throw new DiagramExampleError(example, `failed (${response.error.phase})${where}: ${message}`);
      }
      if (response.warning) {
        throw new DiagramExampleError(example, `reported an error after rendering: ${response.warning.message}`);
      }
      if (!response.layoutSettled) {
        throw new DiagramExampleError(example, 'did not finish its layout in time');
      }
      const {pages, currentPageId} = response.document;
      const page = pages.find((candidate) => candidate.id === currentPageId);
      if (!page || page.children.length === 0) {
        throw new DiagramExampleError(example, 'drew no nodes: render a <Page> with children');
      }
      diagrams.push({...example, page, ...drawer.renderDiagramSvg({name: example.name, title: example.title, page})});
    }
    return diagrams;
  } finally {
    host.close();
  }
}
