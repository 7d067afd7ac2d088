/**
 * A live example: the editor beside the Figma document react-figma makes from its code (canvas, layers and an
 * inspector linked to the code). Loaded lazily by ./index.tsx; the worker does the rendering, this component only
 * draws its answers. The panes stack when the column is narrow (a container query); "Expand" shows them over the
 * whole viewport: the same elements, moved into a dialog by ./Expanded.tsx, so nothing restarts and the code stays.
 */
import {lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import Canvas from './Canvas';
import Layers from './Layers';
import ExportActions from '../export/ExportActions';
import type {EditorHandle} from './Editor';
import type {InspectorTab} from './Inspector';
import {RenderWorkerClient, type RenderOutcome} from './workerClient';
import {encodeShareHash} from './shareCode';
import {errorPlace, renderTimeoutMs, type CodeError, type PlaygroundGlobalData} from '../shared/protocol';
import {elementOfNode, nodeAtOffset, type ParsedCode} from './sourceMap';
import type {PlaygroundDocument, PlaygroundNode} from '../shared/document';
import {toolbarButton} from './buttons';
import {useFontNotes} from './fontNotes';
import styles from './styles.module.css';

// No Suspense boundary: ../index.tsx asks for this chunk with the playground's, and starts the playground in a
// transition, so the static block stays on screen until both are here.
const Editor = lazy(() => import(/* webpackChunkName: "playground-editor" */ './Editor'));
const Inspector = lazy(() => import(/* webpackChunkName: "playground-inspector" */ './Inspector'));
const Expanded = lazy(() => import(/* webpackChunkName: "playground-expanded" */ './Expanded'));
const editorClassNames = {editor: styles.editor, notice: styles.notice};

/** The last render: document, node sources and calls, and its code with the editor's tree while the editor shows it. */
type Rendered = Omit<Extract<RenderOutcome, {kind: 'rendered'}>, 'code'> & {readonly code?: ParsedCode};

/** Node ids in document order, each with its page, so the cursor can select a layer on any page. */
function nodePages(document: PlaygroundDocument): Map<string, string> {
  const ids = (node: PlaygroundNode): string[] => [node.id, ...node.children.flatMap(ids)];
  return new Map(document.pages.flatMap((page) => page.children.flatMap(ids).map((id) => [id, page.id] as const)));
}

export type PlaygroundProps = {
  /** The example as written in the docs; Reset returns to it. */
  readonly example: string;
  /** Code to start with instead of the example (e.g. from a shared link). */
  readonly startCode?: string;
  readonly title?: string;
  /** The reader had keyboard focus in the static block: the editor takes it once it is there. */
  readonly focusEditor?: boolean;
  /** What the example draws, made at build time: the preview shows it until the first drawing of the example. */
  readonly picture?: ReactNode;
};

const phaseLabels: Readonly<Record<CodeError['phase'], string>> = {
  syntax: 'Syntax error',
  runtime: 'Error while running',
  import: 'Import not available',
};
const describeError = (error: CodeError): string => `${phaseLabels[error.phase]}${errorPlace(error)}: ${error.message}`;

export default function Playground({example, startCode, title, focusEditor, picture}: PlaygroundProps): ReactNode {
  const globalData = usePluginData('playground') as PlaygroundGlobalData;
  const initialCode = startCode ?? example;
  const codeRef = useRef(initialCode);
  const editorRef = useRef<EditorHandle | undefined>(undefined);
  const workerRef = useRef<RenderWorkerClient | undefined>(undefined);
  const [rendered, setRendered] = useState<Rendered | undefined>(undefined);
  const document = rendered?.document;
  const [problem, setProblem] = useState<{readonly text: string; readonly line?: number}>();
  const [status, setStatus] = useState('Starting react-figma…');
  const [selected, setSelectedId] = useState<string | undefined>(undefined);
  const [pageId, setPageId] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const [inspectorTab, setInspectorTab] = useState<InspectorTab>('design');
  const expandButtonRef = useRef<HTMLButtonElement>(null);
  const closeExpandedRef = useRef<(() => void) | undefined>(undefined);
  const inspectorId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  // Set while expanded: the slot keeps its height, so the page behind does not move.
  const [slotHeight, setSlotHeight] = useState<number>();
  const expanded = slotHeight !== undefined;
  // The playground's own element, rendered through a portal so it can move between the page and the dialog
  // without remounting (the editor keeps its text, history and cursor).
  const [host] = useState(() => window.document.createElement('div'));

  useEffect(() => {
    const onOutcome = (outcome: RenderOutcome) => {
      switch (outcome.kind) {
        case 'rendered': {
          // The editor shows what codeRef holds, and is there before the worker starts (no Suspense boundary between).
          const tree = outcome.code === codeRef.current ? editorRef.current?.syntaxTree() : undefined;
          setRendered({...outcome, code: tree && {code: codeRef.current, tree}});
          setProblem(undefined);
          setStatus(
            `${outcome.document.nodeCount} layers rendered by react-figma 0.31.0` +
              (outcome.elapsedMs ? ` in ${Math.round(outcome.elapsedMs)} ms` : ''),
          );
          break;
        }
        case 'failed':
          setProblem({text: describeError(outcome.error), line: outcome.error.line});
          setStatus('The canvas shows the last result that rendered.');
          break;
        case 'timeout':
          setProblem({
            text:
              `Stopped: the code ran for more than ${renderTimeoutMs / 1000} s without finishing (an endless ` +
              'loop, or a tree too large to lay out in time). The preview was restarted; edit the code to try again.',
          });
          setStatus('The canvas shows the last result that rendered.');
          break;
        case 'unavailable':
          setProblem({text: outcome.message});
          setStatus('The live preview is unavailable; the code is still editable.');
          break;
      }
    };
    const worker = new RenderWorkerClient(globalData.renderWorkerUrl, onOutcome);
    workerRef.current = worker;
    worker.render(codeRef.current);
    return () => worker.dispose();
  }, [globalData.renderWorkerUrl]);

  const onChange = (code: string) => {
    codeRef.current = code;
    // Source positions hold for the code they were rendered from; after an edit they wait for the next render.
    setRendered((last) => (last?.code ? {...last, code: undefined} : last));
    workerRef.current?.render(code);
  };

  const flashTimer = useRef<number>(undefined);
  const copy = async (text: string, done: string) => {
    let message = done;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      message = 'Copying is blocked in this browser; select the text instead.';
    }
    window.clearTimeout(flashTimer.current);
    setCopied(message);
    flashTimer.current = window.setTimeout(() => setCopied(undefined), 2000);
  };
  const reset = () => {
    editorRef.current?.replace(example);
    if (window.location.hash.startsWith('#live=')) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  };
  const share = () => {
    window.history.replaceState(null, '', encodeShareHash(codeRef.current));
    void copy(window.location.href, 'Link copied');
  };

  const page =
    document?.pages.find((candidate) => candidate.id === (pageId ?? document.currentPageId)) ?? document?.pages[0];
  const pagesOfNodes = useMemo(() => (document ? nodePages(document) : new Map<string, string>()), [document]);
  const fontNotes = useFontNotes(page, globalData.interStylesheetUrl);

  const linked = rendered?.code && rendered.sources ? {code: rendered.code, sources: rendered.sources} : undefined;

  const selectLayer = (id: string | undefined) => {
    setSelectedId(id);
    const element = id && linked ? elementOfNode(linked.code, linked.sources, id) : undefined;
    editorRef.current?.highlight(element && {from: element.from, to: element.to});
  };

  const onCursor = (offset: number) => {
    if (!linked) return;
    const id = nodeAtOffset(linked.code, linked.sources, [...pagesOfNodes.keys()], offset);
    const owner = id && pagesOfNodes.get(id);
    if (owner && owner !== page?.id) setPageId(owner);
    selectLayer(id);
  };

  // A selection of a document that a new render replaced may name a node that is gone.
  const selectedId = selected && pagesOfNodes.has(selected) ? selected : undefined;

  const expand = () => setSlotHeight(slotRef.current?.getBoundingClientRect().height ?? 0);
  const wasExpanded = useRef(false);
  useLayoutEffect(() => {
    if (!expanded) {
      slotRef.current?.appendChild(host);
      if (wasExpanded.current) expandButtonRef.current?.focus();
    }
    wasExpanded.current = expanded;
  }, [expanded, host]);
  const label = `Live example${title ? `: ${title}` : ''}`;

  const playground = (
    <section
      className={clsx(styles.playground, expanded && styles.expanded)}
      aria-label={label}
      data-testid="playground">
      <div className={styles.panes}>
        <div className={styles.editorPane}>
          <div className={styles.toolbar}>
            <span className={styles.toolbarTitle}>{title ?? 'Live example'}</span>
            <div className={styles.toolbarActions}>
              <button type="button" className={toolbarButton} onClick={reset}>
                Reset
              </button>
              <button type="button" className={toolbarButton} onClick={() => void copy(codeRef.current, 'Code copied')}>
                Copy
              </button>
              <button type="button" className={toolbarButton} onClick={share}>
                Share
              </button>
              <button
                ref={expandButtonRef}
                type="button"
                className={toolbarButton}
                aria-haspopup="dialog"
                onClick={() => (expanded ? closeExpandedRef.current?.() : expand())}>
                {expanded ? 'Close' : 'Expand'}
              </button>
            </div>
            <span className={styles.toolbarNote} role="status">
              {copied}
            </span>
          </div>
          <Editor
            initialCode={initialCode}
            onChange={onChange}
            errorLine={problem?.line}
            handleRef={editorRef}
            label={`Code of ${title ?? 'the live example'}`}
            onCursor={onCursor}
            typeScript={globalData}
            focusWhenCreated={focusEditor}
            classNames={editorClassNames}
          />
          {problem && (
            <p className={styles.problem} role="alert" data-testid="playground-error">
              {problem.text}
            </p>
          )}
        </div>
        <div className={styles.previewPane}>
          {document && page ? (
            <>
              {document.pages.length > 1 && (
                <div className={styles.pageTabs} role="tablist" aria-label="Pages">
                  {document.pages.map((candidate) => (
                    <button
                      key={candidate.id}
                      type="button"
                      role="tab"
                      aria-selected={candidate.id === page.id}
                      className={clsx(
                        'button button--sm',
                        candidate.id === page.id ? 'button--primary' : 'button--secondary',
                        styles.pageTab,
                      )}
                      onClick={() => setPageId(candidate.id)}>
                      {candidate.name}
                    </button>
                  ))}
                </div>
              )}
              <div className={styles.preview}>
                <Layers page={page} selectedId={selectedId} onSelect={selectLayer} />
                <Canvas page={page} selectedId={selectedId} onSelect={selectLayer} dimmed={problem !== undefined} />
                <div className={styles.inspector} data-testid="playground-inspector">
                  <div className={styles.inspectorTabs} role="tablist" aria-label="Inspector">
                    {(['design', 'calls'] as const).map((tab) => (
                      <button
                        key={tab}
                        type="button"
                        role="tab"
                        id={`${inspectorId}-${tab}`}
                        aria-selected={inspectorTab === tab}
                        aria-controls={inspectorTab === tab ? `${inspectorId}-panel` : undefined}
                        className={clsx(styles.inspectorTab, inspectorTab === tab && styles.inspectorTabSelected)}
                        onClick={() => setInspectorTab(tab)}>
                        {tab === 'design' ? 'Design' : 'Calls'}
                      </button>
                    ))}
                  </div>
                  <div
                    role="tabpanel"
                    id={`${inspectorId}-panel`}
                    aria-labelledby={`${inspectorId}-${inspectorTab}`}
                    className={styles.inspectorPanel}>
                    {inspectorTab === 'design' && selectedId === undefined ? (
                      <p className={styles.inspectorHint}>Select a layer, or put the cursor in a JSX element.</p>
                    ) : (
                      <Suspense fallback={<p className={styles.inspectorHint}>Loading the inspector…</p>}>
                        <Inspector
                          tab={inspectorTab}
                          document={document}
                          selectedId={selectedId}
                          code={linked?.code}
                          sources={rendered?.sources}
                          calls={rendered?.calls}
                          onReveal={(range) => editorRef.current?.highlight(range)}
                          onSelect={selectLayer}
                        />
                      </Suspense>
                    )}
                  </div>
                </div>
              </div>
              {fontNotes.map((note) => (
                <p key={note} className={styles.notice} data-testid="playground-font-note">
                  {note}
                </p>
              ))}
              {!rendered.layoutSettled && (
                <p className={styles.notice} data-testid="playground-layout-partial">
                  Layout was still running when this was drawn (a large tree): some positions may be missing.
                </p>
              )}
              {document.truncated && (
                <p className={styles.notice} data-testid="playground-truncated">
                  This code made {document.nodeCount.toLocaleString('en')} layers; the preview keeps the first{' '}
                  {document.nodeLimit.toLocaleString('en')}.
                </p>
              )}
            </>
          ) : picture && !problem && startCode === undefined ? (
            picture
          ) : (
            <div className={styles.previewPlaceholder}>{problem ? 'Nothing rendered yet.' : 'Rendering…'}</div>
          )}
          <p className={styles.status} aria-live="polite" data-testid="playground-status">
            {status}
          </p>
          <ExportActions getCode={() => codeRef.current} page={page} title={title} />
        </div>
      </div>
    </section>
  );

  return (
    <div ref={slotRef} style={slotHeight ? {height: slotHeight} : undefined}>
      {createPortal(playground, host)}
      {expanded && (
        <Suspense fallback={null}>
          <Expanded
            host={host}
            label={label}
            overlayClassName={styles.overlay}
            initialFocus={expandButtonRef}
            closeRef={closeExpandedRef}
            onClosed={() => setSlotHeight(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
