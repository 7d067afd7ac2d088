// Lighthouse (mobile and desktop) on each page type, in Debian's Chromium. Prints the four category scores and
// LCP, TBT and CLS; exits non-zero under the mobile targets (97 / 100 / 100 / 100, TBT ≤ 150 ms). Needs BENCH_BASE_URL.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run is reported, chosen the way Lighthouse
// does (`computeMedianRun`: nearest the median FCP and TTI): single runs vary by a factor of two on a shared machine.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import {pageTypes} from '../../lib/firstLoad.mjs';

const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4310';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const targets = {performance: 97, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 150};
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function medianRun(url, formFactor) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo']},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    results.push(result.lhr);
  }
  const median = computeMedianRun(results);
  const tbts = results.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)).join(', ');
  return {lhr: median, tbts};
}

let missed = false;
try {
  for (const formFactor of ['mobile', 'desktop']) {
    console.log(`-- ${formFactor} (median of ${runs}): perf / a11y / best practices / SEO, LCP, TBT (all runs), CLS`);
    for (const {name, route} of pageTypes) {
      const {lhr, tbts} = await medianRun(`${baseUrl}${route}`, formFactor);
      const {categories, audits} = lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const tbt = audits['total-blocking-time'].numericValue;
      const line = `${name.padEnd(10)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}  LCP ${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms (${tbts})  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`;
      const belowTarget =
        formFactor === 'mobile' &&
        (score('performance') < targets.performance ||
          score('accessibility') < targets.accessibility ||
          score('best-practices') < targets['best-practices'] ||
          score('seo') < targets.seo ||
          tbt > targets.tbtMs);
      missed ||= belowTarget;
      console.log(`${line}${belowTarget ? '  BELOW TARGET' : ''}`);
    }
  }
} finally {
  await chrome.kill();
}
process.exit(missed ? 1 : 0);
