/**
 * Builds the "Download plugin" zip in the browser: the reader's code compiled exactly as the playground's worker
 * compiles it, the two plugin runtimes built with the site, and fflate to zip them. Loaded on the first click.
 */
import {strToU8, zipSync} from 'fflate';
import {loadOnce} from '../../../lib/loadOnce';
import {compileOrError} from '../shared/compile';
import {errorPlace, type CodeError, type PlaygroundGlobalData} from '../shared/protocol';
import {pluginFiles} from './pluginFiles';

export type PluginRuntimeUrls = Pick<PlaygroundGlobalData, 'pluginMainUrl' | 'pluginUiUrl'>;

export type PluginZip = {readonly ok: true; readonly zip: Uint8Array} | {readonly ok: false; readonly message: string};

const problems: Readonly<Record<CodeError['phase'], string>> = {
  syntax: 'the code has a syntax error',
  import: 'the code imports a module the plugin does not have',
  runtime: 'the code failed',
};

/** One fetch per runtime per page; a failed fetch is tried again on the next click. */
const fetchRuntime = loadOnce(async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
});

export async function buildPluginZip(code: string, urls: PluginRuntimeUrls, title?: string): Promise<PluginZip> {
  const compiled = compileOrError(code);
  if ('error' in compiled) {
    const {error} = compiled;
    return {ok: false, message: `No plugin was made: ${problems[error.phase]}${errorPlace(error)}: ${error.message}`};
  }
  let mainRuntime: string;
  let uiRuntime: string;
  try {
    [mainRuntime, uiRuntime] = await Promise.all([fetchRuntime(urls.pluginMainUrl), fetchRuntime(urls.pluginUiUrl)]);
  } catch (error) {
    return {ok: false, message: `No plugin was made: its runtime could not be loaded (${String(error)}).`};
  }
  const files = pluginFiles({mainRuntime, uiRuntime, compiledCode: compiled.compiled, title});
  const entries = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]));
  return {ok: true, zip: zipSync(entries, {level: 6})};
}
