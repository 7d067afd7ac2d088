#!/usr/bin/env node
/**
 * Search speed budget: loads the built index with the site's own engine code (src/search/engine.ts, bundled
 * here with esbuild) and prints the median query time over realistic queries. Needs a production build.
 * Usage: node scripts/bench/search.mjs [build dir]   Budget: median ≤ 30 ms.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';
import {Buffer} from 'node:buffer';
import {build} from 'esbuild';

const budgetMs = 30;
const rounds = 50;
const queries = [
  'auto layout',
  'yoga',
  'frame',
  'layoutMode',
  'StyleSheet.create',
  'render',
  'hot reload',
  'devtools',
  'colors',
  'local styles',
  'text style',
  'font',
  'fill',
  'svg',
  'component variants',
  'install',
  'webpack',
  'border radius',
  'image',
  'platform',
  'data fetching',
  'selection events',
  'rect',
  'yoda',
  'a',
  'view children',
  'where does the webpack config go',
  'react to selection change',
  'how to publish a react-figma plugin',
  'use figma auto layout instead of yoga',
  'render on the current page instead of a new page',
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(root, process.argv[2] ?? 'build');
const notFound = path.join(buildDir, '404.html');
if (!existsSync(notFound)) {
  console.error(`scripts/bench/search.mjs: ${notFound} is missing; run \`npx docusaurus build\` first.`);
  process.exit(1);
}
const indexUrl = /<meta name="?rf-search-index"? content="?([^"\s>]+)/.exec(readFileSync(notFound, 'utf8'))?.[1];
if (!indexUrl || indexUrl.startsWith('__')) {
  console.error(
    `scripts/bench/search.mjs: ${notFound} does not point at a search index; is src/plugins/search-index in the config?`,
  );
  process.exit(1);
}

const bundled = await build({
  absWorkingDir: root,
  entryPoints: ['src/search/engine.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'silent',
});
const {loadEngine, searchSite} = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

const indexJson = readFileSync(path.join(buildDir, indexUrl.replace(/^.*?\/assets\//, 'assets/')), 'utf8');
const loadStart = performance.now();
const engine = loadEngine(indexJson);
const loadMs = performance.now() - loadStart;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

for (const query of queries) searchSite(engine, query); // Warm-up: let the JIT compile the hot paths.
const samples = [];
const perQuery = queries.map((query) => {
  const times = [];
  let hits = 0;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    hits = searchSite(engine, query).length;
    times.push(performance.now() - start);
  }
  samples.push(...times);
  return {query, hits, medianMs: median(times)};
});

const overall = median(samples);
console.log(
  `search: index ${(indexJson.length / 1024).toFixed(1)} KB, ${engine.documentCount} sections, loaded in ${loadMs.toFixed(1)} ms`,
);
for (const {query, hits, medianMs} of perQuery) {
  console.log(`  ${query.padEnd(20)} ${String(hits).padStart(3)} hits  ${medianMs.toFixed(3)} ms`);
}
console.log(
  `search: median query → results ${overall.toFixed(3)} ms over ${samples.length} runs (budget ${budgetMs} ms)`,
);
if (overall > budgetMs) {
  console.error(`search: median ${overall.toFixed(3)} ms is over the ${budgetMs} ms budget`);
  process.exit(1);
}
