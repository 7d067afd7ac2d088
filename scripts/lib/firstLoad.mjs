// Measures a page's first load the way the budgets define it: every script and stylesheet the browser fetches to
// show and hydrate the page without scrolling (prefetches excluded), sized as gzip -9 of the built files.
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
 * @param {import('@playwright/test').Page} page
 * @param {string} url absolute URL of the page
 * @param {string} buildDir the production build the server serves
 * @returns {Promise<{scripts: {file: string, bytes: number}[], stylesheets: {file: string, bytes: number}[]}>}
 */
export async function measureFirstLoad(page, url, buildDir) {
  const fetched = {script: new Set(), stylesheet: new Set()};
  const onRequest = (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') {
      fetched[type].add(new URL(request.url()).pathname);
    }
  };
  page.on('request', onRequest);
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const sized = (paths) =>
    [...paths]
      .map((file) => ({file, bytes: gzipSync(readFileSync(path.join(buildDir, file)), {level: 9}).length}))
      .sort((a, b) => b.bytes - a.bytes);
  return {scripts: sized(fetched.script), stylesheets: sized(fetched.stylesheet)};
}

/** @param {{bytes: number}[]} files */
export const totalBytes = (files) => files.reduce((sum, {bytes}) => sum + bytes, 0);
