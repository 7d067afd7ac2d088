// Measures a page's first load the way the budgets define it, as a reader pays it: every script and stylesheet the
// browser fetches without any interaction, up to the moment the network goes idle (prefetches for later pages
// excluded), sized as gzip -9 of the built files. Features that wait for the reader (the playground, search, a code
// block's toolbar) are not in it; anything a page loads on its own after hydration is.
/* global document, performance -- used inside the page */
import path from 'node:path';
import {gzipBytes} from './builtFiles.mjs';

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
 * @param {import('@playwright/test').Page} page a fresh page, which the reader does not touch
 * @param {string} url absolute URL of the page
 * @param {string} buildDir the production build the server serves
 * @returns {Promise<{status: number | undefined, scripts: {file: string, bytes: number}[], stylesheets: {file: string, bytes: number}[]}>}
 */
export async function measureFirstLoad(page, url, buildDir) {
  const response = await page.goto(url, {waitUntil: 'load'});
  // Hydration first: a page that has not hydrated yet may still be about to load its own code.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const {fetched, preloadedScripts} = await page.evaluate(() => ({
    fetched: performance
      .getEntriesByType('resource')
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
    [...paths].map((file) => ({file, bytes: gzipBytes(path.join(buildDir, file))})).sort((a, b) => b.bytes - a.bytes);
  return {status: response?.status(), scripts: sized(scripts), stylesheets: sized(stylesheets)};
}

/** @param {{bytes: number}[]} files */
export const totalBytes = (files) => files.reduce((sum, {bytes}) => sum + bytes, 0);
