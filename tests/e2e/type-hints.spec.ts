/**
 * Types in static code blocks: a reader hovers or focuses an identifier of a TSX example and reads its type.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {colourRules, expectNoViolations} from './support/axe';
import {interact, partReadyMs, typePopupScripts, waitForHydration} from './support/app';
import {playgroundScripts} from './support/playground';

const buildDir = path.resolve(__dirname, '../../build');
const framePage = '/docs/api/frame';
/** TypeScript's quick info for the `layoutMode` prop of a Frame in react-figma 0.31.0. */
const layoutModeType = 'AutoLayoutProps.layoutMode?: "HORIZONTAL" | "NONE" | "VERTICAL"';

/**
 * The first hint on the prop `name` of a Frame in a static (not live) code block of the Frame page, in view, once
 * its block is ready to use (it is in the page's lower part, whose blocks get their buttons when the reader scrolls
 * to them).
 */
async function framePropHint(page: Page, name: string): Promise<Locator> {
  await page.goto(framePage);
  await waitForHydration(page);
  const hint = page
    // Not in a live example: the reader's first touch turns its static block into the playground, which replaces the
    // block (and this locator then finds a hint further down, in the middle of the test).
    .locator('pre:not([data-live-example] pre) .type-hint')
    .filter({hasText: new RegExp(`^${name}$`)})
    .first();
  await hint.scrollIntoViewIfNeeded();
  const block = hint.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " theme-code-block ")][1]');
  // Its buttons come once the block has rendered and the reader has moved: a sign that the block is live.
  await interact(page);
  await expect(block.getByRole('button', {name: /copy/i})).toBeAttached({timeout: partReadyMs});
  return hint;
}

async function settleColours(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
}

test('hovering layoutMode in a static block shows its type; the popup and the types load on that first hover', async ({
  page,
}) => {
  const {popup: popupScripts, floatingUi: floatingUiScripts} = typePopupScripts();
  expect(popupScripts).toHaveLength(1);
  expect(floatingUiScripts.length).toBeGreaterThan(0);
  const lazyScripts = [...popupScripts, ...floatingUiScripts];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  const typeTables = () => requested.filter((pathname) => pathname.startsWith('/assets/type-hints/'));
  const hint = await framePropHint(page, 'layoutMode');
  expect(requested.filter((pathname) => lazyScripts.includes(pathname))).toEqual([]);
  expect(typeTables()).toEqual([]);
  await hint.hover();
  const popup = page.getByRole('tooltip');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(layoutModeType);
  await expect(hint).toHaveAttribute('aria-describedby', (await popup.getAttribute('id')) ?? 'the popup id');
  expect(requested).toEqual(expect.arrayContaining(lazyScripts));
  // The table of the hovered block only.
  expect(typeTables()).toHaveLength(1);

  // Escape dismisses it, as any tooltip, and it stays dismissed while the pointer rests there: the browser sends the
  // hint a new pointerover when the page moves under a still pointer.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await hint.dispatchEvent('pointerover');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await popup.isHidden()).toBe(true);
  // Pointing at it again, after leaving it, shows it again.
  await page.mouse.move(0, 0);
  await hint.hover();
  await expect(popup).toBeVisible();
});

test('the keyboard reaches layoutMode in its block and shows the same type', async ({page}) => {
  const hint = await framePropHint(page, 'layoutMode');
  const block = hint.locator('xpath=ancestor::pre[1]');
  // One tab stop enters the block's hints; the arrow keys move between them.
  await block.focus();
  await page.keyboard.press('Tab');
  // Names where focus went instead: a one-core run once found it elsewhere, with nothing to show where.
  const firstHint = block.locator('.type-hint').first();
  await expect
    .poll(async () =>
      (await firstHint.evaluate((element) => element === document.activeElement))
        ? 'on the first hint'
        : await page.evaluate(() => `on ${document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing'}`),
    )
    .toBe('on the first hint');
  // The first focus loads the hints' script, which a busy machine may take seconds over; the arrow keys are its.
  await expect(page.getByRole('tooltip')).toBeVisible();
  const hintCount = await block.locator('.type-hint').count();
  for (
    let step = 0;
    step < hintCount && !(await hint.evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(hint).toBeFocused();
  const popup = page.getByRole('tooltip');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(layoutModeType);
  await expect(hint).toHaveAttribute('aria-describedby', (await popup.getAttribute('id')) ?? 'the popup id');
  // Leaving the block takes one Tab, however many hints it has.
  await page.keyboard.press('Tab');
  await expect(popup).toBeHidden();
  await expect(block.locator(':focus')).toHaveCount(0);
});

test('the popup follows its hint when the code block scrolls sideways, and hides while the hint is out of view', async ({
  page,
}) => {
  // A phone's width, where the examples' lines are wider than their blocks.
  await page.setViewportSize({width: 400, height: 800});
  const block = (await framePropHint(page, 'layoutMode')).locator('xpath=ancestor::pre[1]');
  // The block's first hint, its tab stop, focused from the keyboard: the pointer stays out of the way.
  const hint = block.locator('.type-hint').first();
  await page.mouse.move(0, 0);
  await hint.focus();
  const popup = page.getByRole('tooltip');
  await expect(popup).toBeVisible();
  const hintX = async () => (await hint.boundingBox())!.x;
  /** Where the popup is, relative to its hint. */
  const popupFromHint = async () => {
    const [hintBox, popupBox] = await Promise.all([hint.boundingBox(), popup.boundingBox()]);
    return {x: Math.round(popupBox!.x - hintBox!.x), y: Math.round(popupBox!.y - hintBox!.y)};
  };
  const attached = await popupFromHint();
  const scrollBlock = (left: number) =>
    hint.evaluate((element, left) => {
      // The hint's nearest ancestor that scrolls sideways: the block's scroller.
      let scroller = element.parentElement;
      while (
        scroller &&
        !(scroller.scrollWidth > scroller.clientWidth && /auto|scroll/.test(getComputedStyle(scroller).overflowX))
      ) {
        scroller = scroller.parentElement;
      }
      if (!scroller) throw new Error('the block does not scroll sideways');
      scroller.scrollLeft = left === Infinity ? scroller.scrollWidth : left;
    }, left);

  const startX = await hintX();
  await scrollBlock(40);
  await expect.poll(hintX).toBeCloseTo(startX - 40, 0);
  await expect.poll(popupFromHint).toEqual(attached);
  await expect(popup).toBeVisible();

  // Scrolled out of the block's view, the hint takes its popup along; back in view, the popup is back beside it.
  await scrollBlock(Infinity);
  await expect(popup).toBeHidden();
  await expect(hint).toBeFocused();
  await scrollBlock(0);
  await expect(popup).toBeVisible();
  await expect.poll(popupFromHint).toEqual(attached);
});

test('an open popup shifts no layout and passes axe in light and dark mode', async ({page}) => {
  // A live example on the page grows into its playground a moment after the reader touches the page; that shift is
  // the playground's (tests/e2e/playground.spec.ts), so the examples stay static blocks here.
  await page.route(playgroundScripts, (route) => route.abort());
  await page.addInitScript(() => {
    const shifts = {total: 0};
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => (shifts.total += (entry as unknown as {value: number}).value));
    }).observe({type: 'layout-shift', buffered: true});
  });
  const layoutShift = () =>
    page.evaluate(
      // Two frames: the browser reports a shift after the frame that made it.
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as {layoutShifts: {total: number}}).layoutShifts.total),
            ),
          ),
        ),
    );
  // A type that fits on one line: axe cannot tell the background of text whose lines lie over different elements,
  // and would leave the popup's colours unchecked.
  const hint = await framePropHint(page, 'itemSpacing');
  const shiftBefore = await layoutShift();
  await hint.hover();
  const popup = page.getByRole('tooltip');
  await expect(popup).toBeVisible();
  expect(await layoutShift()).toBe(shiftBefore);

  const openPopup = {within: `pre:has(.type-hint[aria-describedby]), #${await popup.getAttribute('id')}`};
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoViolations(page, 'type popup in light mode', openPopup);
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settleColours(page);
  await hint.hover();
  await expect(popup).toBeVisible();
  await expectNoViolations(page, 'type popup in dark mode', {...openPopup, rules: colourRules});
});

test("type hints add at most a quarter to an API page's HTML (gzip), and each marked block has its table", async () => {
  const {gzipSync} = await import('node:zlib');
  const apiDir = path.join(buildDir, 'docs/api');
  const pages = readdirSync(apiDir).filter((name) => !name.includes('.'));
  expect(pages.length).toBeGreaterThan(10);
  const growth = pages.map((name) => {
    const html = readFileSync(path.join(apiDir, name, 'index.html'), 'utf8');
    const withoutHints = html.replace(/<span class="?type-hint"?[^>]*>([^<]*)<\/span>/g, '$1');
    return {
      name,
      hints: html.length - withoutHints.length,
      ratio: gzipSync(html).length / gzipSync(withoutHints).length,
    };
  });
  expect(growth.filter(({hints}) => hints > 0).length, 'API pages with type hints').toBeGreaterThan(10);
  expect(growth.filter(({ratio}) => ratio > 1.25)).toEqual([]);
  const tables = readdirSync(path.join(buildDir, 'assets/type-hints'));
  const framePageHtml = readFileSync(path.join(apiDir, 'frame/index.html'), 'utf8');
  const frameTables = [...framePageHtml.matchAll(/data-type-hints="?([0-9a-f]+)/g)].map(([, id]) => `${id}.json`);
  expect(frameTables.length).toBeGreaterThan(3);
  expect(tables).toEqual(expect.arrayContaining(frameTables));
});
