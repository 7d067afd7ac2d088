/** Bundles the playground worker (React 16 + react-figma + figma-api-stub + sucrase) into one script. */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {build, type BuildOptions} from 'esbuild';

export const workerEntry = path.resolve(__dirname, '../../components/Playground/worker/index.ts');

export type BuiltWorker = {
  readonly code: string;
  /** First 10 hex digits of the content hash, for a cache-safe file name. */
  readonly hash: string;
};

export async function buildWorker(entry: string = workerEntry): Promise<BuiltWorker> {
  const options = {
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // react-figma needs React 16; the site's React 19 never enters this bundle.
    alias: {react: 'react-16'},
    define: {global: 'self', 'process.env.NODE_ENV': '"production"'},
    // yoga-layout-prebuilt's nbind assigns undeclared globals, which a top-level "use strict" (from the
    // site's strict tsconfig) would turn into ReferenceErrors.
    tsconfigRaw: {compilerOptions: {alwaysStrict: false, strict: false}},
    logLevel: 'silent',
  } satisfies BuildOptions;
  let result;
  try {
    result = await build(options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `playground plugin: could not bundle the worker ${path.relative(process.cwd(), entry)}: ${message}`,
    );
  }
  const code = result.outputFiles[0]?.text ?? '';
  return {code, hash: createHash('sha256').update(code).digest('hex').slice(0, 10)};
}
