/**
 * The playground worker: compiles the reader's TSX with sucrase, runs it against React 16 and the real
 * react-figma@0.31.0, which draws into figma-api-stub's simulated `figma` (Yoga layout included), waits for
 * layout to settle, and posts the resulting node tree back. Built as its own bundle by src/plugins/playground.
 */
import './environment';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactFigma from 'react-figma';
import {createPlaygroundFigma} from './figmaStub';
import {FigmaCallRecorder} from './callRecorder';
import {compileWithSources, createSourceRecorder, fiberOf, mapNodesToSources} from './sourceTracking';
import {
  codeFileName,
  evaluationHeader as header,
  findForbiddenImports,
  ForbiddenImportError,
  runtimeError,
  syntaxError,
} from '../shared/codeErrors';
import {
  isRenderRequest,
  messageTag,
  nodeLimit,
  type CodeError,
  type RenderRequest,
  type RenderResponse,
} from '../shared/protocol';
import type {PlaygroundDocument} from '../shared/document';
import {serializeDocument, type FigmaLikeNode} from './serialize';

type Scope = {figma: {root: FigmaLikeNode; currentPage: FigmaLikeNode}};
const scope = self as unknown as Scope;

const post = (message: RenderResponse): void => self.postMessage(message);

/** Unmounts the previous run's React tree, so its effects and timers stop. */
let stopPreviousRun: (() => void) | undefined;

/** The first error thrown outside the reader's synchronous code (render phase, effects, promises). */
let asyncError: unknown;
self.addEventListener('error', (event) => {
  asyncError ??= event.error ?? event.message;
  event.preventDefault();
});
self.addEventListener('unhandledrejection', (event) => {
  asyncError ??= event.reason;
  event.preventDefault();
});

function evaluate(
  compiled: string,
  onRender: (element: React.ReactElement) => Promise<void>,
  jsxDevRuntime: unknown,
): void {
  const reactFigma = {...ReactFigma, render: onRender};
  const modules: Record<string, unknown> = {
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react/jsx-dev-runtime': jsxDevRuntime,
    'react-figma': reactFigma,
  };
  const require = (name: string): unknown => {
    if (!(name in modules)) {
      throw new ForbiddenImportError(name);
    }
    return modules[name];
  };
  const module = {exports: {}};
  // Indirect eval keeps the reader's code out of this module's scope; line 1 shares the wrapper's line.
  const run = (0, eval)(`${header}${compiled}\n})\n//# sourceURL=${codeFileName}`) as (
    require: (name: string) => unknown,
    exports: unknown,
    module: unknown,
  ) => void;
  run(require, module.exports, module);
}

/** Leaves room under the page's 2 s limit (renderTimeoutMs) for posting and drawing. */
const pageLayoutDeadlineMs = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * react-figma lays out asynchronously (effects → Yoga → props → node updates), so the tree is read until it
 * stops changing for a few polls, or until `deadline`: a huge tree is drawn as far as layout got, in time to
 * beat the page's 2 s limit.
 */
async function settledDocument(deadline: number): Promise<{document: PlaygroundDocument; settled: boolean}> {
  const read = () => serializeDocument(scope.figma.root, scope.figma.currentPage, nodeLimit);
  let document = read();
  let signature = JSON.stringify(document);
  let unchanged = 0;
  while (unchanged < 3 && performance.now() < deadline) {
    await wait(unchanged === 0 ? 0 : 5);
    document = read();
    const next = JSON.stringify(document);
    unchanged = next === signature ? unchanged + 1 : 0;
    signature = next;
  }
  return {document, settled: unchanged >= 3};
}

/** Renders its children; mounted as a class so its instance leads to the run's fiber tree. */
class FiberProbe extends React.Component<{readonly children?: React.ReactNode}> {
  render(): React.ReactNode {
    return this.props.children;
  }
}

async function renderCode(
  {id, code, layoutDeadlineMs = pageLayoutDeadlineMs}: RenderRequest,
  report: (message: RenderResponse) => void = post,
): Promise<void> {
  const fail = (error: CodeError) => report({tag: messageTag, kind: 'failed', id, error});
  const forbidden = findForbiddenImports(code);
  if (forbidden[0]) {
    fail(forbidden[0]);
    return;
  }
  let compiled: string;
  try {
    compiled = compileWithSources(code);
  } catch (error) {
    fail(syntaxError(error));
    return;
  }

  const deadline = performance.now() + layoutDeadlineMs;
  stopPreviousRun?.();
  stopPreviousRun = undefined;
  const calls = new FigmaCallRecorder();
  scope.figma = calls.wrap(createPlaygroundFigma()) as Scope['figma'];
  const {sources, runtime: jsxDevRuntime} = createSourceRecorder();
  // A class component's instance gives the run's fibers, to map nodes to the elements that made them.
  let probe: React.Component | null = null;
  asyncError = undefined;

  let rendering: Promise<void> | undefined;
  const onRender = (element: React.ReactElement): Promise<void> => {
    let stop: (() => void) | undefined;
    function RunRoot({children}: {children: React.ReactNode}) {
      const [mounted, setMounted] = React.useState(true);
      stop = () => setMounted(false);
      return mounted ? React.createElement(React.Fragment, null, children) : null;
    }
    stopPreviousRun = () => stop?.();
    rendering = ReactFigma.render(
      React.createElement(
        RunRoot,
        null,
        React.createElement(
          FiberProbe,
          {
            ref: (instance: FiberProbe | null) => {
              probe = instance;
            },
          } as React.ClassAttributes<FiberProbe>,
          element,
        ),
      ) as Parameters<typeof ReactFigma.render>[0],
    );
    return rendering;
  };

  try {
    evaluate(compiled, onRender, jsxDevRuntime);
    if (!rendering) {
      fail({
        phase: 'runtime',
        message: 'The code never called render(…). End it with render(<Page>…</Page>) imported from react-figma.',
      });
      return;
    }
    await rendering;
  } catch (error) {
    fail(runtimeError(error, header.length));
    return;
  }
  const {document, settled} = await settledDocument(deadline);
  if (asyncError !== undefined) {
    fail(runtimeError(asyncError, header.length));
    return;
  }
  const fiber = fiberOf(probe);
  report({
    tag: messageTag,
    kind: 'rendered',
    id,
    document,
    layoutSettled: settled,
    sources: fiber ? mapNodesToSources(fiber, sources, scope.figma.root) : undefined,
    calls: calls.finish(),
  });
}

/**
 * A small tree of the kinds every example uses, rendered once before the worker says it is ready. The first run of
 * sucrase, React, react-figma and Yoga compiles their code, which on a slow device can outlast the page's render
 * limit, meant for the reader's code (its endless loops); so that run belongs to start-up, with start-up's limit.
 */
const warmUpCode = `import * as React from 'react';
import {Page, StyleSheet, Text, View, render} from 'react-figma';
const styles = StyleSheet.create({row: {flexDirection: 'row', padding: 8, backgroundColor: '#ffffff'}});
render(
  <Page name="Warm-up">
    <View style={styles.row}>
      <Text style={{fontSize: 12, color: '#000000'}}>Warm-up</Text>
    </View>
  </Page>,
);`;

/** Its errors, if any, are the first example's to show. */
const warmedUp = renderCode({tag: messageTag, kind: 'render', id: 0, code: warmUpCode}, () => undefined).catch(
  () => undefined,
);

/** Requests run one at a time; while one runs, only the newest waiting request is kept. */
let running = false;
let queued: RenderRequest | undefined;

async function drain(): Promise<void> {
  running = true;
  // A host that does not wait for 'ready' (the build's, src/plugins/layout-diagrams) queues behind the warm-up.
  await warmedUp;
  while (queued) {
    const next = queued;
    queued = undefined;
    await renderCode(next);
  }
  running = false;
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  // figma-api-stub's `figma.ui` messages can land here too; only our own requests are handled.
  if (!isRenderRequest(event.data)) {
    return;
  }
  queued = event.data;
  if (!running) {
    void drain();
  }
});

void warmedUp.then(() => post({tag: messageTag, kind: 'ready'}));
