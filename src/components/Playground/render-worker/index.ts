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
import {recordFigmaCalls} from './callRecorder';
import {createSourceRecorder, mapNodesToSources} from './sourceTracking';
import {
  codeFileName,
  evaluationHeader as header,
  runModule,
  runtimeError,
  type CompiledModule,
} from '../shared/codeErrors';
import {compileOrError} from '../shared/compile';
import {
  isRenderRequest,
  messageTag,
  nodeLimit,
  type CodeError,
  type RenderRequest,
  type RenderResponse,
} from '../shared/protocol';
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

/** Leaves room under the page's 2 s limit (renderTimeoutMs) for posting and drawing. */
const pageLayoutDeadlineMs = 1500;

/**
 * react-figma lays out asynchronously (effects → Yoga → props → node updates): the tree is read until it stops
 * changing for a few polls, or until `deadline`, when a huge tree is drawn as far as layout got.
 */
async function settledDocument(deadline: number) {
  const read = () => serializeDocument(scope.figma.root, scope.figma.currentPage, nodeLimit);
  let document = read();
  let signature = JSON.stringify(document);
  let unchanged = 0;
  while (unchanged < 3 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, unchanged === 0 ? 0 : 5));
    document = read();
    const next = JSON.stringify(document);
    unchanged = next === signature ? unchanged + 1 : 0;
    signature = next;
  }
  return {document, settled: unchanged >= 3};
}

/** Each run's root: its instance leads to the run's fibers (for sources); unmounting its children stops the run. */
class RunRoot extends React.Component<{readonly children?: React.ReactNode}, {readonly mounted: boolean}> {
  state = {mounted: true};
  render(): React.ReactNode {
    return this.state.mounted ? this.props.children : null;
  }
}

async function renderCode(
  {id, code, layoutDeadlineMs = pageLayoutDeadlineMs}: RenderRequest,
  report: (message: RenderResponse) => void = post,
): Promise<void> {
  const fail = (error: CodeError) => report({tag: messageTag, kind: 'failed', id, error});
  // Development mode: elements carry their source position (./sourceTracking.ts).
  const compiled = compileOrError(code, {development: true});
  if ('error' in compiled) {
    return fail(compiled.error);
  }

  const deadline = performance.now() + layoutDeadlineMs;
  stopPreviousRun?.();
  const runRoot = React.createRef<RunRoot>();
  stopPreviousRun = () => runRoot.current?.setState({mounted: false});
  scope.figma = createPlaygroundFigma() as Scope['figma'];
  const finishCallLog = recordFigmaCalls(scope.figma);
  const {sources, runtime: jsxDevRuntime} = createSourceRecorder();
  asyncError = undefined;

  let rendering: Promise<void> | undefined;
  const render = (element: React.ReactElement): Promise<void> => {
    rendering = ReactFigma.render(React.createElement(RunRoot, {ref: runRoot}, element));
    return rendering;
  };

  try {
    const modules = {
      react: React,
      'react/jsx-runtime': jsxRuntime,
      'react/jsx-dev-runtime': jsxDevRuntime,
      'react-figma': {...ReactFigma, render},
    };
    // Indirect eval keeps the reader's code out of this module's scope; line 1 shares the wrapper's line.
    runModule((0, eval)(`${header}${compiled.compiled}\n})\n//# sourceURL=${codeFileName}`) as CompiledModule, modules);
    if (!rendering) {
      return fail({
        phase: 'runtime',
        message: 'The code never called render(…). End it with render(<Page>…</Page>) imported from react-figma.',
      });
    }
    await rendering;
  } catch (error) {
    return fail(runtimeError(error, header.length));
  }
  const {document, settled} = await settledDocument(deadline);
  if (asyncError !== undefined) {
    return fail(runtimeError(asyncError, header.length));
  }
  report({
    tag: messageTag,
    kind: 'rendered',
    id,
    document,
    layoutSettled: settled,
    sources: mapNodesToSources(runRoot.current, sources, scope.figma.root),
    calls: finishCallLog(),
  });
}

/**
 * Rendered once before the worker says it is ready: the first run of sucrase, React, react-figma and Yoga compiles
 * their code, which on a slow device can outlast the page's render limit (meant for the reader's endless loops).
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

/**
 * Requests run one at a time; while one runs, only the newest waiting request is kept. A host that does not wait
 * for 'ready' (the build's, src/plugins/layout-diagrams) queues behind the warm-up.
 */
let queue = warmedUp;
let queued: RenderRequest | undefined;

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  // figma-api-stub's `figma.ui` messages can land here too; only our own requests are handled.
  if (!isRenderRequest(event.data)) {
    return;
  }
  if (!queued) {
    queue = queue.then(() => {
      const next = queued!;
      queued = undefined;
      return renderCode(next);
    });
  }
  queued = event.data;
});

void warmedUp.then(() => post({tag: messageTag, kind: 'ready'}));
