/**
 * What crosses a thread boundary: the messages between the page and the render worker (each side ignores anything
 * not shaped like these), what they carry, and the URLs the build hands the page.
 */
import type {CompilerOptions} from 'typescript';
import type {createWorker} from '@valtown/codemirror-ts/worker';
import type {CallLog} from './callLog';
import type {PlaygroundDocument} from './document';

/** What the page reads with `usePluginData('playground')`: the scripts and files src/plugins/playground emits. */
export type PlaygroundGlobalData = {
  readonly renderWorkerUrl: string;
  readonly pluginMainUrl: string;
  readonly pluginUiUrl: string;
  /** The TypeScript worker (ts-worker/), started on the editor's first focus or keypress. */
  readonly typeScriptWorkerUrl: string;
  /** The `TypeBundle` (JSON) the TypeScript worker fetches. */
  readonly typeBundleUrl: string;
  /** The `@font-face` rules of the Inter the canvas draws text in, loaded with the playground. */
  readonly interStylesheetUrl: string;
};

/**
 * The declaration files the TypeScript worker checks the reader's code against (react-figma's, React 16's, what
 * they reference, TypeScript's lib files), made at build time from node_modules, with their compiler options.
 */
export type TypeBundle = {
  /** With paths in the worker's file system (`/node_modules/…`). */
  readonly compilerOptions: CompilerOptions;
  /** File contents by absolute path in the worker's file system, e.g. `/node_modules/react-figma/index.d.ts`. */
  readonly files: Readonly<Record<string, string>>;
};

/** The query parameter of the TypeScript worker's URL that carries the type bundle's URL. */
export const typeBundleParameter = 'types';

/** codemirror-ts's worker API over comlink, and `deleteFile` for a closed editor's file (codemirror-ts only adds). */
export type TypeScriptWorkerApi = ReturnType<typeof createWorker> & {
  deleteFile(file: {path: string}): void;
};

/** What the TypeScript worker's global scope gives the browser tests (through Playwright's `worker.evaluate`). */
export type TypeScriptWorkerTestHooks = {
  /** The files of the program: the code of each editor the worker checks. */
  readonly editorFileCount: () => number;
};

export const messageTag = 'react-figma-playground';

export type RenderRequest = {
  readonly tag: typeof messageTag;
  readonly kind: 'render';
  readonly id: number;
  readonly code: string;
  /** How long layout may run; by default the page's share of its 2 s limit (the build's diagrams wait for all). */
  readonly layoutDeadlineMs?: number;
};

/** Where one JSX element of the reader's code starts, and what it was given (keys only). */
export type ElementSource = {
  /** 1-based. */
  readonly line: number;
  /** 1-based column of the element's `<`. */
  readonly column: number;
  /** Prop names the element received at run time, `children` and `key` excluded. */
  readonly props: readonly string[];
  /** Keys of its `style` prop (an object, or an array of objects, merged). */
  readonly style: readonly string[];
};

/** The worker's answer: distinct element sources, and for each node id the index of its source. */
export type SourceMap = {
  readonly elements: readonly ElementSource[];
  readonly byNode: Readonly<Record<string, number>>;
};

export type CodeError = {
  /** `syntax`: the code does not compile; `runtime`: it threw; `import`: it imports a module the playground lacks. */
  readonly phase: 'syntax' | 'runtime' | 'import';
  readonly message: string;
  /** 1-based, in the reader's code, when known. */
  readonly line?: number;
  readonly column?: number;
};

/** Where an error is in the reader's code, as a phrase to append: " at line 3, column 7", or nothing. */
export function errorPlace({line, column}: CodeError): string {
  if (line === undefined) return '';
  return ` at line ${line}${column === undefined ? '' : `, column ${column}`}`;
}

export type RenderResponse =
  | {
      readonly tag: typeof messageTag;
      readonly kind: 'rendered';
      readonly id: number;
      readonly document: PlaygroundDocument;
      /** False when layout was still running at the worker's deadline (huge trees): positions may be partial. */
      readonly layoutSettled: boolean;
      /** Errors reported after the first render (e.g. in an effect); the document is still what was drawn. */
      readonly warning?: CodeError;
      /** Which JSX element of the code made each node (for the inspector). */
      readonly sources?: SourceMap;
      /** The `figma.*` calls this render made. */
      readonly calls?: CallLog;
    }
  | {readonly tag: typeof messageTag; readonly kind: 'failed'; readonly id: number; readonly error: CodeError}
  | {readonly tag: typeof messageTag; readonly kind: 'ready'};

const isTagged = (value: unknown): value is {readonly kind: unknown} =>
  (value as {tag?: unknown} | null)?.tag === messageTag;

export const isRenderRequest = (value: unknown): value is RenderRequest => isTagged(value) && value.kind === 'render';

export const isRenderResponse = (value: unknown): value is RenderResponse =>
  isTagged(value) && typeof value.kind === 'string';

// The downloaded plugin's ui.html (export/pluginFiles.ts) and its UI runtime (export/runtime/pluginUi.ts) share these.
/** The global through which the UI runtime hands `require` to the reader's code. */
export const pluginRuntimeGlobal = 'reactFigmaPlaygroundPlugin';

/** The element of ui.html that tells the reader, inside Figma, how the run went. */
export const statusElementId = 'status';

/** The worker stops keeping nodes after this many; the page says so. */
export const nodeLimit = 2000;

/** The page terminates and restarts a worker that has not answered within this time. */
export const renderTimeoutMs = 2000;
