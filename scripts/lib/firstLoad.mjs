// Measures a page's first load the way the budgets define it: every script and stylesheet the browser fetches to
// show and hydrate the page without scrolling (prefetches and features loaded after hydration excluded), sized as
// gzip -9 of the built files.
/* global window, document, performance, MutationObserver -- used inside the page */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** The page types the budgets cover, each with one representative route. */
export const pageTypes = [
  {name: 'landing', route: '/'},
  {name: 'blog list', route: '/blog'},
  {name: 'blog post', route: '/blog/2020/07/05/devtools-support'},
  {name: 'doc page', route: '/docs/architecture'},
  {name: 'API page', route: '/docs/api/view'},
];

export const budgets = {scriptBytes: 140 * 1024, stylesheetBytes: 25 * 1024};

/**
 * Records, in page time, the moment React has hydrated the page (Docusaurus sets data-has-hydrated), so only what
 * was fetched before it counts: features that load after hydration (the playground, the search index) are lazy.
 */
function recordHydration() {
  // Runs before <html> is parsed, so it watches the whole document for the attribute.
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.dataset.hasHydrated === 'true') {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * @param {import('@playwright/test').Page} page a fresh page (the hydration recorder is added to it)
 * @param {string} url absolute URL of the page
 * @param {string} buildDir the production build the server serves
 * @returns {Promise<{status: number | undefined, scripts: {file: string, bytes: number}[], stylesheets: {file: string, bytes: number}[]}>}
 */
export async function measureFirstLoad(page, url, buildDir) {
  await page.addInitScript(recordHydration);
  const response = await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => window.__hydratedAt !== undefined);
  await page.waitForLoadState('networkidle');
  const {fetched, preloadedScripts} = await page.evaluate(() => ({
    fetched: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__hydratedAt)
      .map((entry) => ({path: new URL(entry.name).pathname, initiator: entry.initiatorType})),
    preloadedScripts: [...document.querySelectorAll('link[rel="preload"][as="script"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  }));
  // Scripts run by <script> (route chunks included) or preloaded for it (the page template preloads the app's
  // scripts and runs them after first paint); <link rel="prefetch"> fetches scripts too, but for later pages.
  const runsNow = ({path: file, initiator}) =>
    initiator === 'script' || (initiator === 'link' && preloadedScripts.includes(file));
  const scripts = new Set(
    fetched.filter((entry) => entry.path.endsWith('.js') && runsNow(entry)).map(({path: file}) => file),
  );
  const stylesheets = new Set(fetched.filter(({path: file}) => file.endsWith('.css')).map(({path: file}) => file));
  const sized = (paths) =>
    [...paths]
      .map((file) => ({file, bytes: gzipSync(readFileSync(path.join(buildDir, file)), {level: 9}).length}))
      .sort((a, b) => b.bytes - a.bytes);
  return {status: response?.status(), scripts: sized(scripts), stylesheets: sized(stylesheets)};
}

/** @param {{bytes: number}[]} files */
export const totalBytes = (files) => files.reduce((sum, {bytes}) => sum + bytes, 0);
