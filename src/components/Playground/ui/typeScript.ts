/**
 * TypeScript in the editor: diagnostics, completions and hover types from the TypeScript worker (ts-worker/), through
 * codemirror-ts's worker-mode extensions over comlink. Loaded by Editor.tsx on the editor's first focus or keypress,
 * it starts the worker, which fetches the type bundle: a reader who only looks loads none of it. One worker serves
 * every editor of the page and of later pages (each editor's code a file of its own while it is there), so the second
 * editor starts warm; one that failed to start is started again for the next editor.
 */
import * as Comlink from 'comlink';
import type {Extension} from '@codemirror/state';
import {keymap, ViewPlugin} from '@codemirror/view';
import {autocompletion, type CompletionSource} from '@codemirror/autocomplete';
import {linter, lintKeymap} from '@codemirror/lint';
import {tsAutocompleteWorker, tsFacetWorker, tsHoverWorker, tsLinterWorker, tsSyncWorker} from '@valtown/codemirror-ts';
import {loadOnce} from '@site/src/lib/loadOnce';
import {codeFileName} from '../shared/codeErrors';
import {typeBundleParameter, type PlaygroundGlobalData, type TypeScriptWorkerApi} from '../shared/protocol';
import {startupTimeoutMs} from './workerClient';

export type TypeScriptUrls = Pick<PlaygroundGlobalData, 'typeScriptWorkerUrl' | 'typeBundleUrl'>;

/**
 * Diagnostics are asked for this long after the last keystroke (CodeMirror's default is 750 ms): with the check (tens
 * of milliseconds once warm) they appear within half a second of the reader stopping, and not in mid-word.
 */
const lintDelayMs = 200;

let editors = 0;

/** The worker at `url` (its script, with the type bundle's URL as a parameter), once it has loaded its types. */
const startWorker = loadOnce(
  (url: string) =>
    new Promise<Comlink.Remote<TypeScriptWorkerApi>>((resolve, reject) => {
      const worker = new Worker(url, {name: 'react-figma playground TypeScript'});
      // A script that fails to load never answers comlink: its error event, or the clock, ends the wait.
      const fail = (reason: string) => {
        window.clearTimeout(timer);
        worker.terminate();
        reject(new Error(`The TypeScript worker (${new URL(url, window.location.href).pathname}) ${reason}`));
      };
      const timer = window.setTimeout(
        () => fail(`did not start within ${startupTimeoutMs / 1000} s.`),
        startupTimeoutMs,
      );
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        fail(`failed to load${event.message ? `: ${event.message}` : '.'}`);
      });
      const remote = Comlink.wrap<TypeScriptWorkerApi>(worker);
      remote.initialize().then(
        () => {
          window.clearTimeout(timer);
          resolve(remote);
        },
        (error: unknown) => fail(`could not load its types: ${error instanceof Error ? error.message : String(error)}`),
      );
    }),
);

/**
 * TypeScript's completions at a word are the same however much of it is typed: the editor filters them as the reader
 * types on (`validFor`) rather than asking the worker at each letter, where late answers pile up on a slow device.
 * Where TypeScript offers nothing (after `<`, a space, in a string) the answer is an empty list, not `null`: after a
 * `null` CodeMirror (6.20) asks again only at the next keystroke, so letters typed while the worker answered (`lay`
 * after `}} `) got no completions. An empty list that the typing has moved past makes it ask again at once.
 */
function filteredAsTyped(source: CompletionSource): CompletionSource {
  return async (context) => {
    const result = await source(context);
    return result ? {...result, validFor: /^\w*$/} : {from: context.pos, options: []};
  };
}

/** TypeScript's parts of a type (keyword, property, type name, …) as the Prism token classes the code theme colours. */
const typeNameKinds = ['className', 'interfaceName', 'aliasName', 'enumName', 'typeParameterName', 'moduleName'];
const tokenClasses: Readonly<Record<string, string>> = {
  ...Object.fromEntries(typeNameKinds.map((kind) => [kind, 'class-name'])),
  keyword: 'keyword',
  propertyName: 'property',
  functionName: 'function',
  methodName: 'function',
  stringLiteral: 'string',
  numericLiteral: 'number',
  punctuation: 'punctuation',
  operator: 'operator',
};

/** The editor extensions on the TypeScript worker (started or reused); rejects for the reader if it cannot load. */
export async function typeScriptExtensions({typeScriptWorkerUrl, typeBundleUrl}: TypeScriptUrls): Promise<Extension> {
  const worker = await startWorker(
    `${typeScriptWorkerUrl}?${typeBundleParameter}=${encodeURIComponent(typeBundleUrl)}`,
  );
  editors += 1;
  // The reader's text is the whole file, so TypeScript's offsets are the editor's.
  const path = `/editor-${editors}/${codeFileName}`;
  return [
    tsFacetWorker.of({worker, path}),
    tsSyncWorker(),
    // The editor's file leaves the worker with the editor, so the program holds only the editors that are there.
    ViewPlugin.define(() => ({destroy: () => void worker.deleteFile({path}).catch(() => undefined)})),
    tsLinterWorker(),
    linter(null, {delay: lintDelayMs}),
    // Escape closes the list, Enter accepts; Tab is left to indenting (and to leaving the editor after Escape).
    autocompletion({override: [filteredAsTyped(tsAutocompleteWorker())]}),
    // The type under the pointer, coloured like the code (the tooltip sits inside the editor's `.theme-code-block`).
    tsHoverWorker({
      renderTooltip: ({quickInfo}) => {
        const dom = document.createElement('div');
        dom.className = 'pg-type-info';
        const code = dom.appendChild(document.createElement('code'));
        for (const {kind, text} of quickInfo?.displayParts ?? []) {
          const part = code.appendChild(document.createElement('span'));
          const className = tokenClasses[kind];
          if (className) part.className = `token ${className}`;
          part.textContent = text;
        }
        return {dom};
      },
    }),
    // F8 moves to the next diagnostic, Ctrl-Shift-M (Cmd-Shift-M) lists them: the messages without a pointer.
    keymap.of(lintKeymap),
  ];
}
