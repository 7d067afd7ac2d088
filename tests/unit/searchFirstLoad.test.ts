/**
 * The navbar search is on every page, so its first-load cost is budgeted in bytes: the button and its shortcuts
 * ship up front; the dialog, MiniSearch and the index must stay behind a dynamic import.
 */
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {build, type Metafile, type OutputFile} from 'esbuild';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
// Docusaurus merges every CSS module into one stylesheet, so the dialog's CSS ships up front too: it is counted here.
const budget = {jsGzip: 2_000, cssGzip: 1_000};

type StaticGraph = {
  readonly js: OutputFile[];
  readonly css: OutputFile[];
  /** Source files in the JS loaded up front. */
  readonly inputs: string[];
  readonly dynamicImports: string[];
};

async function bundleSearchBar(): Promise<StaticGraph> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/theme/SearchBar/index.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir: 'out',
    jsx: 'automatic',
    // Provided by the site's main bundle anyway.
    external: ['react', 'react/*', 'react-dom', '@docusaurus/*', '@theme/*', 'clsx'],
    loader: {'.module.css': 'local-css'},
    logLevel: 'silent',
  });
  const metafile: Metafile = result.metafile;
  const byPath = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file]));
  const entry = Object.keys(metafile.outputs).find((output) => metafile.outputs[output].entryPoint);
  if (!entry) throw new Error('esbuild produced no entry output for src/theme/SearchBar/index.tsx');
  const staticOutputs = new Set<string>();
  const dynamicImports: string[] = [];
  const visit = (output: string) => {
    if (staticOutputs.has(output)) return;
    staticOutputs.add(output);
    const {imports, cssBundle} = metafile.outputs[output];
    if (cssBundle) staticOutputs.add(cssBundle);
    for (const {path: imported, kind, external} of imports) {
      if (external) continue;
      if (kind === 'dynamic-import') dynamicImports.push(imported);
      else visit(imported);
    }
  };
  visit(entry);
  const outputs = [...staticOutputs];
  const files = outputs.map((output) => byPath.get(output)).filter((file): file is OutputFile => file !== undefined);
  return {
    js: files.filter((file) => file.path.endsWith('.js')),
    css: files.filter((file) => file.path.endsWith('.css')),
    inputs: outputs
      .filter((output) => output.endsWith('.js'))
      .flatMap((output) => Object.keys(metafile.outputs[output].inputs)),
    dynamicImports: dynamicImports.flatMap((output) => Object.keys(metafile.outputs[output].inputs)),
  };
}

const gzipBytes = (files: OutputFile[]) =>
  files.reduce((total, file) => total + gzipSync(file.contents, {level: 9}).length, 0);

describe('navbar search first-load cost', () => {
  let graph: StaticGraph;
  beforeAll(async () => {
    graph = await bundleSearchBar();
  });

  it(`loads at most ${budget.jsGzip} bytes of gzipped JS up front`, () => {
    expect(gzipBytes(graph.js)).toBeGreaterThan(0);
    expect(gzipBytes(graph.js)).toBeLessThanOrEqual(budget.jsGzip);
  });

  it(`adds at most ${budget.cssGzip} bytes of gzipped CSS to the site's stylesheet`, () => {
    expect(gzipBytes(graph.css)).toBeLessThanOrEqual(budget.cssGzip);
  });

  it('keeps the dialog and the search engine behind a dynamic import', () => {
    const inFirstLoad = (pattern: RegExp) => graph.inputs.some((input) => pattern.test(input));
    expect(inFirstLoad(/node_modules\/minisearch\//)).toBe(false);
    expect(inFirstLoad(/src\/components\/SearchDialog\//)).toBe(false);
    expect(inFirstLoad(/src\/search\/engine\.ts$/)).toBe(false);
    expect(graph.dynamicImports).toEqual(
      expect.arrayContaining([
        'src/components/SearchDialog/index.tsx',
        expect.stringMatching(/node_modules\/minisearch\//),
      ]),
    );
  });
});
