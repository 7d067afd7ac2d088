/**
 * Build-time artefacts (the playground's bundles, its type bundle, the layout diagrams) kept across `docusaurus start`
 * runs. An entry is used again only while the files it was made from have the content hashes it recorded and its key
 * (the options and tool versions that made it) is the same. `docusaurus build` makes every artefact afresh.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {isDevServer} from './devServer';

/** What making an artefact gives: the artefact, and every file it was made from (absolute paths). */
export type Made<T> = {readonly value: T; readonly inputs: readonly string[]};

/** A cache: the folder its entries are written to. */
export type ArtefactCache = {readonly dir: string};

type Entry<T> = {
  readonly key: string;
  readonly inputs: readonly (readonly [file: string, hash: string])[];
  readonly value: T;
};

/** Beside Rspack's own cache: `docusaurus clear` removes both. */
export const artefactCacheDir = path.resolve(__dirname, '../../../node_modules/.cache/build-artefacts');

/** The development server's cache; none for a build or a unit test. */
export const devArtefactCache: ArtefactCache | undefined = isDevServer ? {dir: artefactCacheDir} : undefined;

/**
 * The same artefact asked for twice at once (the render worker, by the playground and the layout diagrams) is made
 * once. Kept on the process: Docusaurus loads each plugin with its own copy of this module (jiti, no module cache).
 */
const processWide = globalThis as unknown as Record<symbol, Map<string, Promise<unknown>> | undefined>;
const making = (processWide[Symbol.for('react-figma.dev/artefacts-being-made')] ??= new Map());

/** Read whole and at once: most inputs are small, and the promise API's cost per file outweighs the reading. */
function hashOf(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}

/**
 * Entries are read and written synchronously: most are small, and a markdown step that waits for one (type hints)
 * stays synchronous, which the development server's compiler needs of it (see `cachedArtefactSync`).
 */
function readEntry<T>(file: string, key: string): T | undefined {
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as Entry<T>;
    return entry.key === key && entry.inputs.every(([input, hash]) => hashOf(input) === hash) ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

function writeEntry<T>(file: string, key: string, {value, inputs}: Made<T>): T {
  const hashes = inputs.map((input) => [input, hashOf(input)] as const);
  const known = hashes.filter((pair): pair is [string, string] => pair[1] !== undefined);
  mkdirSync(path.dirname(file), {recursive: true});
  // Written whole and then renamed, so another server reading the entry never sees half of it.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({key, inputs: known, value} satisfies Entry<T>));
  renameSync(partial, file);
  return value;
}

type Artefact<T> = {readonly name: string; readonly key: string; readonly make: () => T};

/** The artefact `name` from the cache while its inputs and `key` are unchanged, else made by `make` (and cached). */
export function cachedArtefact<T>(
  {name, key, make}: Artefact<Promise<Made<T>>>,
  cache: ArtefactCache | undefined = devArtefactCache,
): Promise<T> {
  if (!cache) {
    return make().then(({value}) => value);
  }
  const file = path.join(cache.dir, `${name}.json`);
  let result = making.get(file) as Promise<T> | undefined;
  if (!result) {
    result = (async () => readEntry<T>(file, key) ?? writeEntry(file, key, await make()))();
    making.set(file, result);
    // Forgotten once settled; a failure reaches the callers through `result`, not through this chain.
    void result.finally(() => making.delete(file)).catch(() => undefined);
  }
  return result;
}

/**
 * `cachedArtefact` for an artefact made synchronously, with no await in between: the development server's Rspack has
 * crashed (a failed allocation of a garbage size) when a page's markdown step awaited a cache entry after an edit.
 */
export function cachedArtefactSync<T>(
  {name, key, make}: Artefact<Made<T>>,
  cache: ArtefactCache | undefined = devArtefactCache,
): T {
  if (!cache) {
    return make().value;
  }
  const file = path.join(cache.dir, `${name}.json`);
  return readEntry<T>(file, key) ?? writeEntry(file, key, make());
}
