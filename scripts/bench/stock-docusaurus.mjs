#!/usr/bin/env node
/**
 * This site against a stock Docusaurus site (./lib/stockSite.mjs), measured in the same run on the same machine: prints
 * first-load JS, Lighthouse mobile performance, TBT and LCP for each of the three pages, and the ratios ours ÷ stock;
 * exits non-zero when a ratio is worse than the reference measured when this bench was written. Needs BENCH_BASE_URL
 * (our build).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {measureFirstLoad, totalBytes} from '../lib/firstLoad.mjs';
import {launchChromium, medianRun, runs} from './lib/lighthouse.mjs';
import {chromiumPath} from '../lib/chromium.mjs';
import {serveBuild} from '../lib/serveBuild.mjs';
import {buildStockSite, prepareStockSite, stockPages as pages} from './lib/stockSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ours = {
  name: 'ours',
  baseUrl: process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4310',
  buildDir: path.join(root, 'build'),
};
/** Ours ÷ stock, measured side by side when this bench was written (issue 13): keep at least this good. */
const referenceRatios = {firstLoadJs: 139 / 157, tbt: 500 / 950, lcp: 1.1 / 2.3};

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
      score: Math.round(lhr.categories.performance.score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbts,
    });
  }
  return rows;
}

const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

// The default, webpack site: the reference ratios were measured against it.
const stockBuildDir = buildStockSite(prepareStockSite());
const server = await serveBuild(stockBuildDir, {port: Number(process.env.BENCH_STOCK_PORT ?? 4320), compress: true});
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
          `${site.name.padEnd(6)} ${row.page.padEnd(13)} JS ${(row.js / 1024).toFixed(1).padStart(6)} KB  performance ${row.score}  TBT ${Math.round(row.tbt)} ms (${row.tbts})  LCP ${(row.lcp / 1000).toFixed(2)} s`,
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
