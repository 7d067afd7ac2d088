import {test, expect, type Page, type Response} from '@playwright/test';
import {holdScripts, interact, navigateInApp, partReadyMs, scripts, waitForHydration} from './support/app';
import {playgroundScripts} from './support/playground';

// A page that nothing on the start page links to, so none of its code is prefetched before the test navigates.
const start = '/';
const target = '/docs/api/star';

type ProgressWindow = typeof window & {barShownAt?: number; pageShownAt?: number; navigationStartedAt: number};

/** Records, in page time, when the nprogress bar is first added to the document, and when the target's h1 shows. */
async function watchProgressBar(page: Page, targetHeading: string): Promise<void> {
  await page.evaluate((targetHeading) => {
    const w = window as ProgressWindow;
    new MutationObserver(() => {
      if (w.barShownAt === undefined && document.getElementById('nprogress')) {
        w.barShownAt = performance.now();
      }
    }).observe(document.body, {childList: true});
    const pageObserver = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent === targetHeading) {
        w.pageShownAt = performance.now();
        pageObserver.disconnect();
      }
    });
    pageObserver.observe(document.getElementById('__docusaurus')!, {childList: true, subtree: true});
    w.navigationStartedAt = performance.now();
  }, targetHeading);
}

/** How long after the navigation started the bar and the new page showed (undefined: not yet). */
async function progressTimes(page: Page): Promise<{readonly bar?: number; readonly page?: number}> {
  return page.evaluate(() => {
    const w = window as ProgressWindow;
    const since = (time?: number) => (time === undefined ? undefined : time - w.navigationStartedAt);
    return {bar: since(w.barShownAt), page: since(w.pageShownAt)};
  });
}

/** Holds every script request for `ms` before letting it through, as a slow network would. */
async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route(scripts, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function openStartPage(page: Page): Promise<void> {
  await page.goto(start);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

test('a route that takes 1800 ms shows the progress bar after about 1000 ms, without a spinner', async ({page}) => {
  await openStartPage(page);
  await delayScripts(page, 1800);
  await watchProgressBar(page, 'Star');
  await navigateInApp(page, target);
  await expect(page.locator('#nprogress .bar')).toBeAttached({timeout: 3000});
  const delay = (await progressTimes(page)).bar;
  expect(delay).toBeGreaterThanOrEqual(950);
  expect(delay).toBeLessThan(1700);
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Star');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route that takes 400 ms never shows the progress bar', async ({page}) => {
  await openStartPage(page);
  await delayScripts(page, 400);
  await watchProgressBar(page, 'Star');
  await navigateInApp(page, target);
  await expect(page.locator('h1')).toHaveText('Star');
  // Past the moment the bar would show, by the page's own clock.
  await page.waitForFunction(
    () => performance.now() - (window as ProgressWindow).navigationStartedAt > 1200,
    undefined,
    {polling: 100},
  );
  const times = await progressTimes(page);
  // The bar is for a navigation still pending after a second. This one usually shows its page well within that; on a
  // busy machine it may not, and then the bar rightly appears, but never before its second.
  if (times.page! < 950) expect(times.bar, `page shown after ${Math.round(times.page!)} ms`).toBeUndefined();
  else if (times.bar !== undefined) expect(times.bar).toBeGreaterThanOrEqual(950);
});

test('a route whose code fails to load warns and shows the error; Retry shows the spinner at once and recovers in place', async ({
  page,
}) => {
  await openStartPage(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(scripts, (route) => route.abort('internetdisconnected'));
  await navigateInApp(page, target);

  const alert = page.getByRole('alert').filter({hasText: 'could not be loaded'});
  await expect(alert).toBeVisible();
  const retry = alert.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  expect(warnings.join('\n')).toMatch(/chunk|Loading/i);
  expect(page.url()).toContain(target);

  // The network is back, but every request waits until the test lets it through: what shows meanwhile is what a
  // reader on a slow network sees from the moment Retry is pressed.
  await page.unroute(scripts);
  const network = await holdScripts(page);
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });
  await retry.click();
  await expect(page.getByRole('status').filter({hasText: 'Loading page'})).toBeVisible();
  await expect(alert).toHaveCount(0);
  network.letThrough();
  await expect(page.locator('h1')).toHaveText('Star');
  await expect(page.getByRole('status').filter({hasText: 'Loading page'})).toHaveCount(0);
  expect(documentRequests).toEqual([]);
});

test('Retry falls back to a full load when the chunk is gone for good (404)', async ({page}) => {
  await openStartPage(page);
  await page.route(scripts, (route) => route.fulfill({status: 404, body: 'gone'}));
  await navigateInApp(page, target);
  const retry = page.getByRole('alert').getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  const fullLoad = page.waitForRequest(
    (request) => request.resourceType() === 'document' && request.url().endsWith(target),
  );
  await retry.click();
  await fullLoad;
  // The new deployment's page arrives as a whole document, not through the missing chunk.
  await expect(page.locator('h1')).toHaveText('Star');
});

test("a code block toolbar whose code cannot load leaves the page as it is, and the next page's blocks have theirs", async ({
  page,
}) => {
  const toolbarScript = '**/assets/js/code-block-toolbar.*.js';
  await page.route(toolbarScript, (route) => route.abort('internetdisconnected'));
  const toolbarFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('code-block-toolbar'));
  await page.goto('/docs/installation');
  // The reader moves the mouse: the buttons' code is asked for, and does not come.
  await interact(page);
  await toolbarFailed;
  const firstBlock = page.locator('.theme-code-block').first();
  // The page stays up, its code readable, for as long as a reader would look for the missing buttons.
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  await expect(firstBlock).toBeVisible();
  await expect(firstBlock).toContainText('npm');
  await expect(firstBlock.getByRole('button', {name: /copy/i})).toHaveCount(0);

  await page.unroute(toolbarScript);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Styling'}).click();
  await expect(page.locator('h1')).toHaveText('Styling');
  await expect(page.locator('.theme-code-block').first().getByRole('button', {name: /copy/i})).toBeAttached();
});

test('navigation without a hash lands at the top of the new page', async ({page}) => {
  await page.goto('/docs/API');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', {name: 'Styling', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/styling$/);
  await expect(page.locator('h1')).toHaveText('Styling');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigation with a hash lands on the target heading', async ({page}) => {
  await page.goto('/docs/styling');
  const headingIds = await page
    .locator('article h2[id], article h3[id]')
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(headingIds.length).toBeGreaterThan(0);
  const lastId = headingIds[headingIds.length - 1];
  await page.goto('/docs/API');
  await waitForHydration(page);
  await navigateInApp(page, `/docs/styling#${lastId}`);
  const heading = page.locator(`[id="${lastId}"]`);
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('Back while a live example is still loading its playground brings the page back and keeps it responsive', async ({
  page,
}) => {
  // Six rounds of load, hydrate, navigate and go Back: up to 20 s each on a slow machine (a frozen tab still never
  // finishes its round, so it still fails the test).
  test.setTimeout(6 * 20_000);
  // The playground's code never arrives, as on a very slow connection.
  await page.route(playgroundScripts, () => undefined);
  const demoHeading = page.getByRole('heading', {name: 'A Figma layer tree, written in React'});
  // Each round once froze the tab in about one try of four (the navigation restarted on every render), so try several.
  for (let round = 0; round < 6; round += 1) {
    await page.goto('/');
    await waitForHydration(page);
    // The reader's first touch is this click: the example near the view starts loading its playground as the next
    // page loads, and the reader goes Back before (or just as) that page shows.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await page.waitForURL('**/docs/API');
    await page.goBack();
    await expect(demoHeading).toBeVisible();
    // A frozen tab runs no script at all.
    expect(await page.evaluate(() => window.location.pathname)).toBe('/');
  }
});

test('a path ending in /index.html shows its page after hydration', async ({page}) => {
  const response = await page.goto('/docs/api/view/index.html');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('View');
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

test.describe('prefetching', () => {
  async function hoverSidebarLinks(page: Page): Promise<void> {
    const links = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]');
    const count = await links.count();
    for (let index = 0; index < count; index += 1) {
      await links.nth(index).hover();
    }
    await page.waitForLoadState('networkidle');
  }

  /**
   * Opens a docs page, lets it settle, then records every script URL requested from then on. The page's own lower
   * part (src/components/DeferredSection) is rendered first, as a reader's first touch renders it: its code is the
   * page's content, not a prefetch of another page.
   */
  async function openDocsAndRecordScripts(page: Page): Promise<string[]> {
    await page.goto('/docs/API');
    await waitForHydration(page);
    const deferredPart = page.locator('[data-deferred-sections]');
    if ((await deferredPart.count()) > 0) {
      await deferredPart.dispatchEvent('pointerdown');
      await expect(deferredPart.locator('.theme-code-block, a').first()).toBeAttached();
    }
    // So is the code blocks' toolbar, which loads on the reader's first interaction (that touch): on a busy machine it
    // may come after the network has gone quiet.
    const codeBlocks = page.locator('.theme-code-block');
    if ((await codeBlocks.count()) > 0) {
      await expect(codeBlocks.first().getByRole('button', {name: /copy/i})).toBeAttached({timeout: partReadyMs});
    }
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/')) requested.push(request.url());
    });
    return requested;
  }

  /**
   * The script files the page has fetched from the server since `since` (page time), in order. A file the browser
   * serves from its cache costs the reader nothing and is left out: a route that the idle queue prefetched and the
   * pointer then hovers loads its chunks from the prefetch cache.
   */
  function scriptsFetchedSince(page: Page, since: number): Promise<string[]> {
    return page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry): entry is PerformanceResourceTiming =>
              entry instanceof PerformanceResourceTiming &&
              entry.startTime >= since &&
              entry.name.includes('/assets/js/') &&
              entry.transferSize > 0,
          )
          .map((entry) => entry.name),
      since,
    );
  }

  test('hovering the same links twice fetches nothing new the second time', async ({page}) => {
    const requested = await openDocsAndRecordScripts(page);
    // Room for every file the hovers load (the browser keeps 250 entries by default).
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    await hoverSidebarLinks(page);
    const afterFirstPass = await page.evaluate(() => performance.now());
    // The first pass loads the hovered routes' code: from the server, or from the prefetch cache when the idle queue
    // got there first (on a fast machine it has prefetched every link in view before the page goes quiet).
    expect(requested).not.toEqual([]);
    await hoverSidebarLinks(page);
    expect(await scriptsFetchedSince(page, afterFirstPass)).toEqual([]);
    // Since the page opened, each file is fetched once, however many routes share it, and whether the page, a
    // prefetch or a hover asked for it first.
    const fetched = await scriptsFetchedSince(page, 0);
    expect(fetched.filter((url, index) => fetched.indexOf(url) !== index)).toEqual([]);
  });

  test('a page with many links in view adds one prefetch link per file', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/docs/api/view');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    // Routes are prefetched one per idle callback, so the page has added them all once an idle callback finds
    // no more than the one before it (each reading queues behind the next route's callback).
    let previousCount = -1;
    await expect
      .poll(
        async () => {
          const count = await page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                requestIdleCallback(() => resolve(document.querySelectorAll('link[rel="prefetch"]').length)),
              ),
          );
          const settledCount = count > 0 && count === previousCount;
          previousCount = count;
          return settledCount;
        },
        {message: 'the prefetch queue drains', intervals: [0]},
      )
      .toBe(true);
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(new Set(hrefs).size);
  });

  test('nothing is prefetched on a 2g connection with data saver on', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '2g', saveData: true},
        configurable: true,
      });
    });
    const requested = await openDocsAndRecordScripts(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await hoverSidebarLinks(page);
    expect(requested).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});

/** Records, in page time, when the page template adds the app's main script to the document. */
function recordMainScriptAdded(): void {
  new MutationObserver((records, observer) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLScriptElement && /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(node.src)) {
          (window as unknown as {mainScriptAddedAt: number}).mainScriptAddedAt = performance.now();
          observer.disconnect();
        }
      }
    }
  }).observe(document, {childList: true, subtree: true});
}

test('the server-rendered page paints before the app scripts run, then hydrates', async ({page}) => {
  await page.addInitScript(recordMainScriptAdded);
  await page.goto('/docs/architecture');
  await waitForHydration(page);
  const {firstContentfulPaint, mainScriptAddedAt, preloaded} = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    mainScriptAddedAt: (window as unknown as {mainScriptAddedAt?: number}).mainScriptAddedAt,
    preloaded: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map(
      (link) => new URL(link.href).pathname,
    ),
  }));
  expect(firstContentfulPaint).toBeDefined();
  expect(mainScriptAddedAt).toBeDefined();
  expect(mainScriptAddedAt!).toBeGreaterThanOrEqual(firstContentfulPaint!);
  // The downloads themselves start from <head>, before the first paint.
  expect(preloaded.some((file) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  expect(preloaded.some((file) => /^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
});

test('a page opened in a hidden tab runs the app scripts while parsing, and hydrates', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
  });
  await page.addInitScript(recordMainScriptAdded);
  await page.goto('/docs/architecture');
  await waitForHydration(page);
  const {mainScriptAddedAt, domContentLoaded} = await page.evaluate(() => ({
    mainScriptAddedAt: (window as unknown as {mainScriptAddedAt?: number}).mainScriptAddedAt,
    domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domContentLoadedEventStart,
  }));
  // A hidden tab never paints, so the template must not wait for a paint there.
  expect(mainScriptAddedAt).toBeDefined();
  expect(mainScriptAddedAt!).toBeLessThan(domContentLoaded);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Architecture');
});

/**
 * Records every change to the <html> element's class and to the tags in <head> once the server's page is parsed,
 * leaving out the app's own script tags and prefetch links.
 */
function recordRootAndHeadChanges(): void {
  const changes: string[] = [];
  (window as unknown as {rootAndHeadChanges: string[]}).rootAndHeadChanges = changes;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        changes.push(`html class "${record.oldValue}" -> "${document.documentElement.className}"`);
      }
      const nodes = [
        ...Array.from(record.addedNodes, (node) => ['added', node] as const),
        ...Array.from(record.removedNodes, (node) => ['removed', node] as const),
      ];
      for (const [change, node] of nodes) {
        if (node instanceof HTMLScriptElement || (node instanceof HTMLLinkElement && node.rel === 'prefetch')) continue;
        changes.push(`${change} ${node instanceof Element ? node.outerHTML.slice(0, 100) : node.nodeName}`);
      }
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['class'], attributeOldValue: true});
    observer.observe(document.head, {childList: true});
  });
}

for (const route of ['/', '/docs/api/view']) {
  test(`hydrating ${route} on a phone leaves the <html> class and the head's tags as the server wrote them`, async ({
    page,
  }) => {
    // React hydrates in slices and the browser paints between them; a head manager that applied each slice's
    // tags restyled the whole page every time. A slower CPU gives it more slices.
    const cpuSlowdown = 4;
    // Everything the page does takes four times as long, so the test and its wait for hydration get more time.
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(recordRootAndHeadChanges);
    await page.goto(route);
    await waitForHydration(page, {timeout: cpuSlowdown * 15_000});
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const changes = await page.evaluate(() => (window as unknown as {rootAndHeadChanges: string[]}).rootAndHeadChanges);
    expect(changes).toEqual([]);
  });
}

test('every script a page runs starts with the compile hint for Chrome', async ({page}) => {
  const scriptBodies: Promise<string>[] = [];
  const readScript = (response: Response) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scriptBodies.push(response.text());
  };
  page.on('response', readScript);
  await page.goto('/docs/api/view');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Idle-time prefetches may still arrive: stop reading before awaiting, so none is read as the test ends.
  page.off('response', readScript);
  const bodies = await Promise.all(scriptBodies);
  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test('hydration keeps the code blocks the server wrote, element for element', async ({page}) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedCodeBlocks: string[]}).removedCodeBlocks = removed;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (
              node instanceof Element &&
              (node.matches('.theme-code-block') || node.querySelector('.theme-code-block'))
            ) {
              removed.push(node.outerHTML.slice(0, 100));
            }
          }
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
  });
  await page.goto('/docs/colors');
  const serverBlocks = await page.locator('.theme-code-block').count();
  expect(serverBlocks).toBeGreaterThan(1);
  await waitForHydration(page);
  // The toolbars arrive once the reader moves the mouse: by then any remount would have happened.
  await interact(page);
  await expect(page.getByRole('button', {name: /copy code/i}).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const removed = await page.evaluate(() => (window as unknown as {removedCodeBlocks: string[]}).removedCodeBlocks);
  expect(removed).toEqual([]);
});
