// Lighthouse in Debian's Chromium, shared by the bench scripts. Each page is measured LIGHTHOUSE_RUNS times (default
// 3) and the median run is reported, chosen the way Lighthouse does (`computeMedianRun`: nearest the median FCP and
// TTI): single runs vary by a factor of two on a shared machine.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumPath} from '../../lib/chromium.mjs';

export const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The median of `runs` Lighthouse runs of `url`, and every run's TBT (ms) for the record. */
export async function medianRun(chrome, url, formFactor = 'mobile') {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    results.push(result.lhr);
  }
  const tbts = results.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)).join(', ');
  return {lhr: computeMedianRun(results), tbts};
}
