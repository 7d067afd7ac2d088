// Lighthouse (mobile and desktop) on each page type, median of LIGHTHOUSE_RUNS runs (./lighthouse.mjs). Prints the four
// category scores and LCP, TBT and CLS; exits non-zero under the mobile targets (97 / 100 / 100 / 100, TBT ≤ 150 ms).
// Needs BENCH_BASE_URL.
import {launchChromium, medianRun, runs} from './lighthouse.mjs';
import {pageTypes} from '../../lib/firstLoad.mjs';

const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4310';
const targets = {performance: 97, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 150};
const chrome = await launchChromium();

let missed = false;
try {
  for (const formFactor of ['mobile', 'desktop']) {
    console.log(`-- ${formFactor} (median of ${runs}): perf / a11y / best practices / SEO, LCP, TBT (all runs), CLS`);
    for (const {name, route} of pageTypes) {
      const {lhr, tbts} = await medianRun(chrome, `${baseUrl}${route}`, formFactor);
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
