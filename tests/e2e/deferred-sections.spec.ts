import {test, expect, type Page} from '@playwright/test';
import {holdScripts, navigateInApp, partReadyMs, typePopupScripts, waitForHydration} from './support/app';

const page = '/docs/api/view';
// A heading in the view page's deferred part, followed by ordinary code blocks.
const lowerHeading = 'more-examples';

/** The copy button of the first code block under the lower heading: code blocks render it in the browser only. */
const lowerCopyButton = (target: Page) =>
  target.locator(`h2#${lowerHeading} ~ div.theme-code-block`).first().getByRole('button', {name: /copy/i});

/** Records every script the page requests, in order. */
function recordScripts(target: Page): string[] {
  const requested: string[] = [];
  target.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

test('the lower part is in the server HTML, and its code loads only when scrolled to, then hydrates', async ({
  page: browserPage,
}) => {
  const scripts = recordScripts(browserPage);
  await browserPage.goto(page);
  await waitForHydration(browserPage);
  // Nothing more loads while the reader stays on the first screen: the network goes quiet (no request for 500 ms).
  await browserPage.waitForLoadState('networkidle');
  // Shown before any of its code runs: the server rendered it whole.
  await expect(browserPage.locator(`h2#${lowerHeading}`)).toBeAttached();
  const beforeScroll = scripts.length;

  // Code blocks get their copy button when they hydrate (it is rendered in the browser only).
  const copyButton = lowerCopyButton(browserPage);
  await expect(copyButton).toHaveCount(0);

  await browserPage.locator(`h2#${lowerHeading}`).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(beforeScroll);
  await expect(copyButton).toBeVisible({timeout: partReadyMs});
});

test('a lower part whose code cannot load stays as the server wrote it, and renders on a later scroll', async ({
  page: browserPage,
}) => {
  await browserPage.goto(page);
  await waitForHydration(browserPage);
  await browserPage.waitForLoadState('networkidle');
  await browserPage.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
  const partFailed = browserPage.waitForEvent('requestfailed');
  const heading = browserPage.locator(`h2#${lowerHeading}`);
  await heading.scrollIntoViewIfNeeded();
  await partFailed;
  await expect(browserPage.getByText('This page crashed.')).toHaveCount(0);
  await expect(heading).toBeInViewport();
  await expect(lowerCopyButton(browserPage)).toHaveCount(0);

  await browserPage.unroute('**/assets/js/*.js');
  await browserPage.mouse.wheel(0, 200);
  await expect(lowerCopyButton(browserPage)).toBeAttached({timeout: partReadyMs});
});

test('any scroll renders the lower part before it comes into view', async ({page: browserPage}) => {
  await browserPage.goto(page);
  await waitForHydration(browserPage);
  const copyButton = lowerCopyButton(browserPage);
  await expect(copyButton).toHaveCount(0);
  await browserPage.mouse.wheel(0, 40);
  await expect(copyButton).toBeAttached({timeout: partReadyMs});
  await expect(browserPage.locator(`h2#${lowerHeading}`)).not.toBeInViewport();
});

test('rendering the lower part replaces it in one step, at the same size', async ({page: browserPage}) => {
  await browserPage.goto(page);
  await waitForHydration(browserPage);
  const part = browserPage.locator('[data-deferred-sections]');
  const before = await part.evaluate((element) => {
    const snapshots: {readonly codeBlocks: number; readonly height: number}[] = [];
    const snapshot = () => ({
      codeBlocks: element.querySelectorAll('pre').length,
      height: element.getBoundingClientRect().height,
    });
    new MutationObserver(() => snapshots.push(snapshot())).observe(element, {childList: true, subtree: true});
    Object.assign(window, {deferredPartSnapshots: snapshots});
    return snapshot();
  });
  expect(before.codeBlocks).toBeGreaterThan(0);
  await browserPage.mouse.wheel(0, 40);
  await expect(part.getByRole('button', {name: /copy/i}).first()).toBeAttached({timeout: partReadyMs});
  const snapshots = await browserPage.evaluate(
    () => (window as unknown as {deferredPartSnapshots: {codeBlocks: number; height: number}[]}).deferredPartSnapshots,
  );
  expect(snapshots.length).toBeGreaterThan(0);
  for (const snapshot of snapshots) {
    expect(snapshot.codeBlocks).toBe(before.codeBlocks);
    expect(snapshot.height).toBeCloseTo(before.height, 0);
  }
});

test.describe('the lower part renders without taking what the reader is using', () => {
  // A link in the lower part to a heading further down it.
  const linkInPart = (target: Page) => target.locator('[data-deferred-sections] a[href="#frame-background"]').first();
  const linkTarget = (target: Page) => target.locator('h3#frame-background');

  test.beforeEach(async ({page: browserPage}) => {
    await browserPage.goto(page);
    await waitForHydration(browserPage);
    await browserPage.waitForLoadState('networkidle');
  });

  test('a click whose press began before the code arrived still follows its link', async ({page: browserPage}) => {
    const network = await holdScripts(browserPage);
    const link = linkInPart(browserPage);
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    await browserPage.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await browserPage.mouse.down();
    // The code arrives, and the page does all it does with it, while the button is held down.
    network.letThrough();
    await network.arrived();
    await browserPage.evaluate(async () => {
      // Idle after a drawn frame, twice: the scripts have run, and so has the render they started.
      const idleAfterFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve)));
      await idleAfterFrame();
      await idleAfterFrame();
    });
    await browserPage.mouse.up();
    await expect(browserPage).toHaveURL(/#frame-background$/);
    await expect(linkTarget(browserPage)).toBeInViewport();
    await expect(lowerCopyButton(browserPage)).toBeAttached({timeout: partReadyMs});
  });

  test('a link to another page, clicked before the code arrived, opens it in the app, and Back returns to it', async ({
    page: browserPage,
  }) => {
    const network = await holdScripts(browserPage);
    const link = browserPage.locator('[data-deferred-sections] a[href="/docs/api/frame#frame-background"]').first();
    await link.scrollIntoViewIfNeeded();
    const placeLeft = await link.evaluate((anchor) => Math.round(anchor.getBoundingClientRect().top));
    // A page loaded anew would have lost this.
    await browserPage.evaluate(() => Object.assign(window, {readerWasHere: true}));
    await link.click();
    network.letThrough();
    await expect(browserPage).toHaveURL(/\/docs\/api\/frame#frame-background$/);
    await expect(linkTarget(browserPage)).toBeInViewport();
    expect(await browserPage.evaluate(() => 'readerWasHere' in window), 'the page was not loaded anew').toBe(true);
    await browserPage.goBack();
    await expect(browserPage).toHaveURL(new RegExp(`${page}$`));
    // Within 2 px, as the journeys check: the page puts the link back at a fractional offset.
    await expect
      .poll(async () => Math.abs((await link.evaluate((anchor) => anchor.getBoundingClientRect().top)) - placeLeft))
      .toBeLessThanOrEqual(2);
  });

  test('keyboard focus stays on its link when the part renders, and Enter follows it', async ({page: browserPage}) => {
    const network = await holdScripts(browserPage);
    await linkInPart(browserPage).focus();
    network.letThrough();
    await expect(lowerCopyButton(browserPage)).toBeAttached({timeout: partReadyMs});
    await expect(linkInPart(browserPage)).toBeFocused();
    await browserPage.keyboard.press('Enter');
    await expect(browserPage).toHaveURL(/#frame-background$/);
    await expect(linkTarget(browserPage)).toBeInViewport();
  });

  test("a keyboard reader who moved on among a code block's types before the part rendered stays on that type", async ({
    page: browserPage,
  }) => {
    // Every script but the type popup's, whose arrow keys move focus from type to type.
    const {popup, floatingUi} = typePopupScripts();
    const network = await holdScripts(
      browserPage,
      ({pathname}) => /^\/assets\/js\/[^/]+\.js$/.test(pathname) && ![...popup, ...floatingUi].includes(pathname),
    );
    // Not the live example's: that one becomes the playground.
    const block = browserPage
      .locator('[data-deferred-sections] pre:not([data-live-example] pre)')
      .filter({has: browserPage.locator('.type-hint')});
    const types = block.first().locator('.type-hint');
    await types.first().focus();
    await expect(browserPage.getByRole('tooltip')).toBeVisible();
    await browserPage.keyboard.press('ArrowRight');
    await expect(types.nth(1)).toBeFocused();
    const movedTo = await types.nth(1).textContent();
    await expect(lowerCopyButton(browserPage), 'the part is still the server HTML').toHaveCount(0);
    network.letThrough();
    await expect(lowerCopyButton(browserPage)).toBeAttached({timeout: partReadyMs});
    await expect(types.nth(1)).toBeFocused();
    await expect(types.nth(1)).toHaveText(movedTo!);
    // Still one tab stop in the block: one Shift+Tab leaves it.
    await browserPage.keyboard.press('Shift+Tab');
    await expect(block.first().locator(':focus')).toHaveCount(0);
  });
});

test('opening a link to a hash renders the lower part at once', async ({page: browserPage}) => {
  await browserPage.goto(`${page}#${lowerHeading}`);
  await waitForHydration(browserPage);
  await expect(browserPage.locator(`h2#${lowerHeading}`)).toBeInViewport();
  await expect(lowerCopyButton(browserPage)).toBeVisible({timeout: partReadyMs});
});

test('after a client-side navigation the lower part renders at once, and a hash in it is scrolled to', async ({
  page: browserPage,
}) => {
  await browserPage.goto('/docs/architecture');
  await waitForHydration(browserPage);
  await navigateInApp(browserPage, `${page}#${lowerHeading}`);
  const heading = browserPage.locator(`h2#${lowerHeading}`);
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport();
});

test('a doc page with a deferred part hydrates without React errors', async ({page: browserPage}) => {
  const errors: string[] = [];
  browserPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  browserPage.on('pageerror', (error) => errors.push(error.message));
  await browserPage.goto(page);
  await waitForHydration(browserPage);
  await browserPage.locator(`h2#${lowerHeading}`).scrollIntoViewIfNeeded();
  await browserPage.waitForLoadState('networkidle');
  await browserPage.mouse.wheel(0, 20000);
  await browserPage.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
