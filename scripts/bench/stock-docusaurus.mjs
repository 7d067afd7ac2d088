#!/usr/bin/env node
/**
 * This site against a stock Docusaurus site, measured in the same run on this machine: the classic theme and the docs
 * plugin at our Docusaurus version, default settings (broken links only warn: the three pages link to pages the stock
 * site does not have), serving three of our plain-Markdown pages. Prints first-load JS, Lighthouse mobile TBT and LCP
 * for each, and the ratios ours ÷ stock; exits non-zero when a ratio is worse than the reference measured when this
 * bench was written. Installs the stock site once into the system's temp folder. Needs BENCH_BASE_URL (our build).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {measureFirstLoad, totalBytes} from '../lib/firstLoad.mjs';
import {launchChromium, medianRun, runs} from './lib/lighthouse.mjs';
import {chromiumPath} from '../lib/chromium.mjs';
import {serveBuild} from '../lib/serveBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ours = {
  name: 'ours',
  baseUrl: process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4310',
  buildDir: path.join(root, 'build'),
};
const pages = ['installation', 'configure', 'styling'];
/** Ours ÷ stock, measured side by side when this bench was written (issue 13): keep at least this good. */
const referenceRatios = {firstLoadJs: 139 / 157, tbt: 500 / 950, lcp: 1.1 / 2.3};

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const version = manifest.dependencies['@docusaurus/core'];
const siteDir = path.join(tmpdir(), `react-figma-bench-stock-docusaurus-${version}`);

function npm(args) {
  const result = spawnSync('npm', args, {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`stock site: npm ${args.join(' ')} failed in ${siteDir}`);
}

/** Writes the stock site (same Docusaurus, React and registry overrides as ours) and installs it once. */
function prepareStockSite() {
  mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
  const dependencies = Object.fromEntries(
    [
      '@docusaurus/core',
      '@docusaurus/plugin-content-docs',
      '@docusaurus/theme-classic',
      '@mdx-js/react',
      'clsx',
      'react',
      'react-dom',
    ].map((name) => [name, manifest.dependencies[name]]),
  );
  writeFileSync(
    path.join(siteDir, 'package.json'),
    JSON.stringify({name: 'stock-docusaurus', private: true, dependencies, overrides: manifest.overrides}, null, 2),
  );
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Stock Docusaurus',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
  plugins: ['@docusaurus/plugin-content-docs'],
  themes: ['@docusaurus/theme-classic'],
};
`,
  );
  // Our site's own MDX components (the layout diagrams, lazy images below the fold) do not exist there: left out.
  for (const page of pages) {
    const source = readFileSync(path.join(root, 'docs', `${page}.mdx`), 'utf8');
    writeFileSync(path.join(siteDir, 'docs', `${page}.mdx`), source.replace(/^<LayoutDiagram[\s\S]*?\/>$/gm, ''));
  }
  if (!existsSync(path.join(siteDir, 'node_modules/@docusaurus/core'))) npm(['install', '--no-audit', '--no-fund']);
  const built = spawnSync('npx', ['docusaurus', 'build'], {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  if (built.status !== 0) throw new Error(`stock site: build failed in ${siteDir}`);
}

async function measure(site, browser, chrome) {
  const rows = [];
  for (const page of pages) {
    const url = `${site.baseUrl}/docs/${page}`;
    const tab = await browser.newPage();
    const {scripts} = await measureFirstLoad(tab, url, site.buildDir);
    await tab.close();
    const {lhr, tbts} = await medianRun(chrome, url);
    rows.push({
      page,
      js: totalBytes(scripts),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbts,
    });
  }
  return rows;
}

const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

prepareStockSite();
const stockBuildDir = path.join(siteDir, 'build');
const server = await serveBuild(stockBuildDir, {port: Number(process.env.BENCH_STOCK_PORT ?? 4320)});
const stock = {name: 'stock', baseUrl: server.base, buildDir: stockBuildDir};
const worse = [];
try {
  const browser = await chromium.launch({executablePath: chromiumPath});
  const chrome = await launchChromium();
  try {
    const results = {};
    for (const site of [ours, stock]) results[site.name] = await measure(site, browser, chrome);
    console.log(`-- mobile Lighthouse, median of ${runs}; first-load JS gzip`);
    for (const site of [ours, stock]) {
      for (const row of results[site.name]) {
        console.log(
          `${site.name.padEnd(6)} ${row.page.padEnd(13)} JS ${(row.js / 1024).toFixed(1).padStart(6)} KB  TBT ${Math.round(row.tbt)} ms (${row.tbts})  LCP ${(row.lcp / 1000).toFixed(2)} s`,
        );
      }
    }
    const ratios = Object.fromEntries(
      [
        ['firstLoadJs', 'js'],
        ['tbt', 'tbt'],
        ['lcp', 'lcp'],
      ].map(([name, key]) => [name, sum(results.ours, key) / sum(results.stock, key)]),
    );
    for (const [name, ratio] of Object.entries(ratios)) {
      const reference = referenceRatios[name];
      const line = `ours ÷ stock, ${name}: ${ratio.toFixed(2)} (reference ${reference.toFixed(2)})`;
      console.log(ratio > reference ? `${line}  WORSE` : line);
      if (ratio > reference) worse.push(name);
    }
  } finally {
    await chrome.kill();
    await browser.close();
  }
} finally {
  server.close();
}
process.exit(worse.length > 0 ? 1 : 0);
