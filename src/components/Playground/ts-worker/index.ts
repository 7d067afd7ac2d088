/**
 * The TypeScript worker: the language service behind the editor's diagnostics, completions and hover types, on a
 * thread of its own so checking never holds up typing. It serves codemirror-ts's worker API over comlink; the page
 * (ui/typeScript.ts) starts it on the editor's first focus or keypress, with the type bundle's URL in its own URL.
 */
import * as Comlink from 'comlink';
import {createWorker} from '@valtown/codemirror-ts/worker';
import {
  typeBundleParameter,
  type TypeBundle,
  type TypeScriptWorkerApi,
  type TypeScriptWorkerTestHooks,
} from '../shared/protocol';
import {createEnvironment, diagnostics, warmUp} from './environment';

const service = createWorker(async () => {
  const url = new URL(self.location.href).searchParams.get(typeBundleParameter);
  if (!url) {
    throw new Error(`The TypeScript worker was started without the type bundle's URL (?${typeBundleParameter}=…).`);
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The type bundle (${url}) could not be loaded: HTTP ${response.status}.`);
  }
  const env = createEnvironment((await response.json()) as TypeBundle);
  warmUp(env);
  return env;
});

Comlink.expose({
  ...service,
  getLints: ({path}) => {
    const env = service.getEnv();
    return env ? diagnostics(env, path) : [];
  },
  deleteFile: ({path}) => service.getEnv()?.deleteFile(path),
} satisfies TypeScriptWorkerApi);

// The browser tests check that editors that go away take their files along.
Object.assign(self, {
  editorFileCount: () => service.getEnv()?.languageService.getProgram()?.getRootFileNames().length ?? 0,
} satisfies TypeScriptWorkerTestHooks);
