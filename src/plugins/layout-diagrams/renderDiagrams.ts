/**
 * Renders each example program the way the live playground does (its worker bundle: React 16, react-figma 0.31.0,
 * figma-api-stub, Yoga) and draws the resulting page as an SVG diagram, or as the picture of a live example. Any
 * example that fails stops the build with a message that names it.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {PlaygroundPage} from '../../components/Playground/shared/document';
import {buildRenderWorker} from '../playground/buildScripts';
import type {DiagramSvg} from './DiagramSvg';
import type {DiagramExample} from './examples';
import {loadDiagramDrawer} from './loadDiagramDrawer';
import {cachedArtefact} from '../shared/artefactCache';
import {contentHash} from '../shared/contentHash';
import {startWorkerHost, type WorkerHost} from './workerHost';

/** How the render worker runs here, which the pages depend on beside the worker bundle and the example. */
const workerHostFile = path.join(__dirname, 'workerHost.ts');

/** An example and the page react-figma drew, as the playground serializes it: the geometry the diagram shows. */
type RenderedPage = DiagramExample & {readonly page: PlaygroundPage};

export type RenderedDiagram = RenderedPage & DiagramSvg;

const exampleError = (example: DiagramExample, reason: string) =>
  Object.assign(
    new Error(`layout-diagrams: example "${example.name}" (${path.relative(process.cwd(), example.file)}) ${reason}`),
    {name: 'DiagramExampleError'},
  );

/** The page an example draws, from the render worker. */
async function renderPage(example: DiagramExample, source: string, host: WorkerHost): Promise<PlaygroundPage> {
  const response = await host.render(source);
  if (response.kind === 'failed') {
    const {message, line, column} = response.error;
    const where = line === undefined ? '' : ` at line ${line}${column === undefined ? '' : `, column ${column}`}`;
    throw exampleError(example, `failed (${response.error.phase})${where}: ${message}`);
  }
  if (response.warning) {
    throw exampleError(example, `reported an error after rendering: ${response.warning.message}`);
  }
  if (!response.layoutSettled) {
    throw exampleError(example, 'did not finish its layout in time');
  }
  const {pages, currentPageId} = response.document;
  const page = pages.find(({id}) => id === currentPageId);
  if (!page || page.children.length === 0) {
    throw exampleError(example, 'drew no nodes: render a <Page> with children');
  }
  return page;
}

/**
 * Runs each example through the render worker, one at a time, for the page it drew. The development server keeps
 * each page while the worker bundle and the example are the same, and starts the worker only for a changed one.
 */
async function renderExamplePages(examples: readonly DiagramExample[]): Promise<RenderedPage[]> {
  const worker = await buildRenderWorker();
  let host: WorkerHost | undefined;
  try {
    const rendered: RenderedPage[] = [];
    for (const example of examples) {
      const source = await readFile(example.file, 'utf8');
      const page = await cachedArtefact({
        name: `layout-page-${contentHash(example.file)}`,
        key: JSON.stringify({renderWorker: worker.hash, source}),
        make: async () => ({
          value: await renderPage(example, source, (host ??= startWorkerHost(worker.code))),
          inputs: [workerHostFile],
        }),
      });
      rendered.push({...example, page});
    }
    return rendered;
  } finally {
    host?.close();
  }
}

export async function renderLayoutDiagrams(examples: readonly DiagramExample[]): Promise<RenderedDiagram[]> {
  const [rendered, drawer] = await Promise.all([renderExamplePages(examples), loadDiagramDrawer()]);
  return rendered.map((example) => ({...example, ...drawer.renderDiagramSvg(example)}));
}

/** One program's page as the live canvas first shows it (for a picture that stands in for a live example). */
export async function renderPicture(example: DiagramExample) {
  const [[rendered], drawer] = await Promise.all([renderExamplePages([example]), loadDiagramDrawer()]);
  if (!rendered) throw exampleError(example, 'drew no page');
  return {...drawer.renderPagePicture(rendered.page, `pic-${example.name}`), pageName: rendered.page.name};
}
