#!/usr/bin/env node
/**
 * Bench: the authoring loop, this site against stock Docusaurus sites (./lib/stockSite.mjs) in the same run: one that
 * bundles with Rspack, as ours does, and the default one, with webpack.
 * - cold start: `docusaurus start` with no generated files and no caches, to the first page shown in Chromium;
 * - warm start: the same with what the cold start left (`.docusaurus`, the bundler's and the site's caches);
 * - edit: a doc's first paragraph changed on disk, to the browser showing the new text (the page stays open).
 * The page is /docs/installation on both sites. Each figure is the median of START_RUNS runs (default 3), the sites
 * taking turns. Budgets: cold ≤ 10 s, warm ≤ 4 s, edit ≤ 1 s; exits non-zero when a median is over.
 * Needs no production build. Servers listen on BENCH_START_PORT (default 4330).
 */
/* global document -- used inside page.waitForFunction (the browser) */
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {performance} from 'node:perf_hooks';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumPath} from '../lib/chromium.mjs';
import {startDevServer, stopDevServer} from '../lib/devServer.mjs';
import {prepareStockSite} from './lib/stockSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.START_RUNS ?? 3);
const port = Number(process.env.BENCH_START_PORT ?? 4330);
const budgets = {cold: 10_000, warm: 4_000, edit: 1_000};
const page = {path: '/docs/installation', title: 'Installation', file: 'docs/installation.mdx'};
/** Longest wait for one start or one edit: far over any budget, so a stuck server fails the run, not the machine. */
const timeoutMs = 180_000;

const sites = [
  {
    name: 'ours',
    dir: root,
    // What `npm start` writes and reads again: generated files, Rspack's cache, the build-time artefacts' cache
    // (src/plugins/shared/artefactCache.ts). The tests' fixture sites in node_modules/.cache stay.
    caches: ['.docusaurus', 'node_modules/.cache/rspack', 'node_modules/.cache/build-artefacts'],
  },
  {name: 'stock, Rspack', dir: prepareStockSite({faster: true}), caches: ['.docusaurus', 'node_modules/.cache']},
  {name: 'stock, webpack', dir: prepareStockSite(), caches: ['.docusaurus', 'node_modules/.cache']},
];

/** The doc as it was, put back whatever happens to the run. */
const originals = new Map(sites.map((site) => [site, readFileSync(path.join(site.dir, page.file), 'utf8')]));
const restoreDocs = () => originals.forEach((text, site) => writeFileSync(path.join(site.dir, page.file), text));
process.on('exit', restoreDocs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/**
 * Starts the site's dev server; resolves with the server and the time its first page took to show. A cold start also
 * gets an empty temp folder, where jiti would otherwise find its transpiled config and plugins.
 */
async function startAndShow(site, browser, cold) {
  const env = {...process.env};
  if (cold) {
    for (const dir of site.caches) rmSync(path.join(site.dir, dir), {recursive: true, force: true});
    env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  }
  const started = performance.now();
  const [server, tab] = await Promise.all([
    startDevServer({siteDir: site.dir, port, timeoutMs, env}),
    browser.newPage(),
  ]);
  const listening = performance.now() - started;
  await tab.goto(`http://127.0.0.1:${port}${page.path}`, {waitUntil: 'commit', timeout: timeoutMs});
  const served = performance.now() - started;
  await tab.waitForFunction((title) => document.querySelector('article h1')?.textContent === title, page.title, {
    timeout: timeoutMs,
  });
  const ms = performance.now() - started;
  if (process.env.BENCH_VERBOSE) {
    console.log(
      `${site.name} ${cold ? 'cold' : 'warm'}: listening ${seconds(listening)}, HTML ${seconds(served)}, shown ${seconds(ms)}`,
    );
  }
  return {server, tab, ms, tempDir: env.TMPDIR};
}

/**
 * Changes the doc's first paragraph on disk and times until the open page shows it. The page is left to load what it
 * loads after showing first (its lower part, prefetches), as an author reads before editing.
 */
async function editAndShow(site, tab, run) {
  await tab.waitForLoadState('networkidle', {timeout: timeoutMs});
  const file = path.join(site.dir, page.file);
  const marker = `Edited in run ${run} at ${Date.now()}.`;
  const edited = originals.get(site).replace(/^(---\n[\s\S]*?\n---\n\n)/, `$1${marker} `);
  if (!edited.includes(marker)) throw new Error(`${page.file}: no front matter followed by a paragraph`);
  const started = performance.now();
  writeFileSync(file, edited);
  await tab.waitForFunction((text) => document.querySelector('article p')?.textContent?.startsWith(text), marker, {
    timeout: timeoutMs,
  });
  const ms = performance.now() - started;
  writeFileSync(file, originals.get(site));
  return ms;
}

/** Every file under the site's cache folders, with its size and time: changes while a bundler writes its cache. */
function cacheState(site) {
  return site.caches
    .flatMap((dir) => {
      try {
        return readdirSync(path.join(site.dir, dir), {recursive: true, withFileTypes: true})
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const file = path.join(entry.parentPath, entry.name);
            const {size, mtimeMs} = statSync(file, {throwIfNoEntry: false}) ?? {};
            return `${file}:${size}:${mtimeMs}`;
          });
      } catch {
        return [];
      }
    })
    .sort()
    .join('\n');
}

/**
 * Waits for the bundler to store its cache, as a first session leaves it: webpack stores its cache once the server
 * has been idle for 5 s, and a server stopped sooner leaves none. Done once the cache folders have not changed for
 * 3 s, at least 7 s after the page showed.
 */
async function cachesStored(site) {
  const started = performance.now();
  let state = cacheState(site);
  let unchangedSince = performance.now();
  while (performance.now() - started < 7_000 || performance.now() - unchangedSince < 3_000) {
    if (performance.now() - started > timeoutMs) throw new Error(`${site.name}: its caches kept changing`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = cacheState(site);
    if (next !== state) {
      state = next;
      unchangedSince = performance.now();
    }
  }
}

async function stop({server, tab, tempDir}) {
  await tab.close();
  await stopDevServer(server);
  if (tempDir) rmSync(tempDir, {recursive: true, force: true});
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const results = Object.fromEntries(sites.map(({name}) => [name, {cold: [], warm: [], edit: []}]));
const browser = await chromium.launch({executablePath: chromiumPath});
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const site of sites) {
      const cold = await startAndShow(site, browser, true);
      await cachesStored(site);
      await stop(cold);
      const warm = await startAndShow(site, browser, false);
      try {
        const edit = await editAndShow(site, warm.tab, run);
        results[site.name].cold.push(cold.ms);
        results[site.name].warm.push(warm.ms);
        results[site.name].edit.push(edit);
        console.log(
          `run ${run} ${site.name.padEnd(14)} cold ${seconds(cold.ms)}  warm ${seconds(warm.ms)}  edit ${seconds(edit)}`,
        );
      } finally {
        await stop(warm);
      }
    }
  }
} finally {
  await browser.close();
  restoreDocs();
}

const over = [];
console.log(`-- medians of ${runs} runs, ${page.path}: ${sites.map(({name}) => name).join(' | ')} | budget (ours)`);
for (const figure of ['cold', 'warm', 'edit']) {
  const [ours, ...stock] = sites.map(({name}) => median(results[name][figure]));
  const overBudget = ours > budgets[figure];
  if (overBudget) over.push(figure);
  console.log(
    `${figure.padEnd(5)} ${[ours, ...stock].map((ms) => seconds(ms).padStart(8)).join(' | ')} | ≤ ${seconds(budgets[figure])}${overBudget ? '  OVER' : ''}`,
  );
}
process.exit(over.length > 0 ? 1 : 0);
