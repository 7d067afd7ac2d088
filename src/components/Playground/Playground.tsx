/**
 * A live example: the editor beside the Figma document react-figma makes from its code (canvas + layers).
 * Loaded lazily by ./index.tsx; the worker does the rendering, this component only draws its answers.
 */
import {lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import Canvas from './Canvas';
import Layers from './Layers';
import type {EditorHandle} from './Editor';
import {PlaygroundWorker, type RenderOutcome} from './workerClient';
import {encodeShareHash} from './shareCode';
import {renderTimeoutMs, type CodeError} from './protocol';
import type {PlaygroundDocument} from './tree';
import styles from './styles.module.css';

const Editor = lazy(() => import(/* webpackChunkName: "playground-editor" */ './Editor'));

export type PlaygroundProps = {
  /** The example as written in the docs; Reset returns to it. */
  readonly example: string;
  /** Code to start with instead of the example (e.g. from a shared link). */
  readonly startCode?: string;
  readonly title?: string;
  /** The static code block, shown until the editor has loaded. */
  readonly fallback: ReactNode;
};

type PlaygroundData = {readonly workerUrl: string};

const phaseLabels: Readonly<Record<CodeError['phase'], string>> = {
  syntax: 'Syntax error',
  runtime: 'Error while running',
  import: 'Import not available',
};

function describeError(error: CodeError): string {
  const where =
    error.line === undefined
      ? ''
      : ` at line ${error.line}${error.column === undefined ? '' : `, column ${error.column}`}`;
  return `${phaseLabels[error.phase]}${where}: ${error.message}`;
}

type Problem = {readonly text: string; readonly line?: number};

function countLayers(document: PlaygroundDocument): number {
  return document.nodeCount;
}

export default function Playground({example, startCode, title, fallback}: PlaygroundProps): ReactNode {
  const {workerUrl} = usePluginData('playground') as PlaygroundData;
  const initialCode = startCode ?? example;
  const codeRef = useRef(initialCode);
  const editorRef = useRef<EditorHandle | undefined>(undefined);
  const workerRef = useRef<PlaygroundWorker | undefined>(undefined);
  const [document, setDocument] = useState<PlaygroundDocument | undefined>(undefined);
  const [layoutSettled, setLayoutSettled] = useState(true);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [status, setStatus] = useState('Starting react-figma…');
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [pageId, setPageId] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState<string | undefined>(undefined);

  const onOutcome = useCallback((outcome: RenderOutcome) => {
    switch (outcome.kind) {
      case 'rendered':
        setDocument(outcome.document);
        setLayoutSettled(outcome.layoutSettled);
        setProblem(undefined);
        setStatus(
          `${countLayers(outcome.document)} layers rendered by react-figma 0.31.0` +
            (outcome.elapsedMs ? ` in ${Math.round(outcome.elapsedMs)} ms` : ''),
        );
        break;
      case 'failed':
        setProblem({text: describeError(outcome.error), line: outcome.error.line});
        setStatus('The canvas shows the last result that rendered.');
        break;
      case 'timeout':
        setProblem({
          text:
            `Stopped: the code ran for more than ${renderTimeoutMs / 1000} s without finishing (an endless loop, or a ` +
            'tree too large to lay out in time). ' +
            'The preview was restarted; edit the code to try again.',
        });
        setStatus('The canvas shows the last result that rendered.');
        break;
      case 'unavailable':
        setProblem({text: outcome.message});
        setStatus('The live preview is unavailable; the code is still editable.');
        break;
    }
  }, []);

  useEffect(() => {
    const worker = new PlaygroundWorker(workerUrl, onOutcome);
    workerRef.current = worker;
    worker.render(codeRef.current);
    return () => worker.dispose();
  }, [workerUrl, onOutcome]);

  const onChange = useCallback((code: string) => {
    codeRef.current = code;
    workerRef.current?.render(code);
  }, []);

  const flashTimer = useRef<number | undefined>(undefined);
  const flash = (message: string) => {
    window.clearTimeout(flashTimer.current);
    setCopied(message);
    flashTimer.current = window.setTimeout(() => setCopied(undefined), 2000);
  };
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      flash(done);
    } catch {
      flash('Copying is blocked in this browser; select the text instead.');
    }
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

  const page = useMemo(
    () =>
      document?.pages.find((candidate) => candidate.id === (pageId ?? document.currentPageId)) ?? document?.pages[0],
    [document, pageId],
  );

  return (
    <section
      className={styles.playground}
      aria-label={`Live example${title ? `: ${title}` : ''}`}
      data-testid="playground">
      <div className={styles.editorPane}>
        <div className={styles.toolbar}>
          <span className={styles.toolbarTitle}>{title ?? 'Live example'}</span>
          <button type="button" className={styles.toolbarButton} onClick={reset}>
            Reset
          </button>
          <button
            type="button"
            className={styles.toolbarButton}
            onClick={() => void copy(codeRef.current, 'Code copied')}>
            Copy
          </button>
          <button type="button" className={styles.toolbarButton} onClick={share}>
            Share
          </button>
          <span className={styles.toolbarNote} role="status">
            {copied}
          </span>
        </div>
        <Suspense fallback={fallback}>
          <Editor
            initialCode={initialCode}
            onChange={onChange}
            errorLine={problem?.line}
            handleRef={editorRef}
            label={`Code of ${title ?? 'the live example'}`}
          />
        </Suspense>
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
                    className={clsx(styles.pageTab, candidate.id === page.id && styles.pageTabSelected)}
                    onClick={() => setPageId(candidate.id)}>
                    {candidate.name}
                  </button>
                ))}
              </div>
            )}
            <div className={styles.preview}>
              <Layers page={page} selectedId={selectedId} onSelect={setSelectedId} />
              <Canvas page={page} selectedId={selectedId} onSelect={setSelectedId} dimmed={problem !== undefined} />
            </div>
            {!layoutSettled && (
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
        ) : (
          <div className={styles.previewPlaceholder}>{problem ? 'Nothing rendered yet.' : 'Rendering…'}</div>
        )}
        <p className={styles.status} aria-live="polite" data-testid="playground-status">
          {status}
        </p>
      </div>
    </section>
  );
}
