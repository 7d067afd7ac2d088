/**
 * One page for every test of a Playwright worker, for the specs that load each route in turn (every-route, geometry,
 * journeys). A fresh page per test starts a new renderer process, and fetches and compiles the site's scripts again,
 * which cost as much CPU as the rest of the page load; those specs are mostly page loads. Between tests the page forgets the
 * reader (the site's storage, the test's listeners), so each test starts as a first visit does, with warm caches;
 * the scripts a page loads are the same either way.
 *
 * The page's routes and init scripts are set once, by `prepare`: a test on a shared page adds none of its own.
 */
import {test as base, type BrowserContextOptions, type Page} from '@playwright/test';
import {settleWithin} from './progress';

type SharedPageOptions = {
  /** Options for the page's context, over the project's device (viewport, user agent, touch). */
  readonly contextOptions?: BrowserContextOptions;
  /** Runs once, on the new page, before its first test. */
  readonly prepare?: (page: Page) => Promise<void>;
};

/** The events tests listen to on a page: their listeners are removed when the test ends. */
const testEvents = ['console', 'pageerror', 'dialog', 'request', 'response', 'requestfailed'] as const;

export function testOnSharedPage({contextOptions = {}, prepare}: SharedPageOptions = {}) {
  return base.extend<object, {sharedPage: Page}>({
    sharedPage: [
      async ({browser}, runTests, workerInfo) => {
        const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme} =
          workerInfo.project.use;
        const context = await browser.newContext({
          baseURL,
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          colorScheme,
          ...contextOptions,
        });
        const page = await context.newPage();
        await prepare?.(page);
        await runTests(page);
        await context.close();
      },
      {scope: 'worker'},
    ],
    page: async ({sharedPage}, runTest) => {
      await runTest(sharedPage);
      testEvents.forEach((event) => sharedPage.removeAllListeners(event));
      // The theme a test chose, a version or tab a reader picked, a scroll position kept for Back: the site keeps
      // them in its storage. A page left on another origin (or none) has none of the site's to clear, and a page that
      // stopped answering (its test failed saying so) none that can be cleared: the next test gets a new worker.
      const cleared = sharedPage
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
      await settleWithin(cleared, 10_000, undefined);
    },
  });
}
