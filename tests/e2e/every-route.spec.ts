/**
 * Every route of the site (tests/routes.ts), loaded once: the checks every page must pass, in one page load per route
 * (status, heading, console, first-load budget, head metadata, links, images, a desktop column that every table and
 * code example fits, and WCAG 2.2 AA in light and dark mode).
 */
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {budgets, measureFirstLoad, totalBytes} from '../../scripts/lib/firstLoad.mjs';
import {siteRoutes} from '../routes';
import {colourRules, expectNoViolations} from './support/axe';
import {examplesScrollingSideways, inlineCodeBrokenInWords, tablesWiderThanTheirBox} from './support/geometry';
import {testOnSharedPage} from './support/sharedPage';

const buildDir = path.resolve(__dirname, '../../build');
const test = testOnSharedPage();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Link texts that tell a search engine nothing about the target (Lighthouse's English list, in part). */
const vagueLinkTexts = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'link',
  'more',
  'read more',
  'learn more',
  'this',
  'start',
  'right here',
]);

async function expectMetadata(page: Page, route: string): Promise<void> {
  const head = page.locator('head');
  expect(await page.title(), route).toMatch(/React Figma/);
  await expect(head.locator('meta[name="description"]'), route).toHaveAttribute('content', /.{20,}/);
  await expect(head.locator('link[rel="canonical"]'), route).toHaveAttribute('href', /^https:\/\/react-figma\.dev\//);
  await expect(head.locator('meta[property="og:title"]'), route).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[property="og:description"]'), route).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[property="og:image"]'), route).toHaveAttribute('content', /social-card\.jpg$/);
  await expect(head.locator('meta[name="twitter:card"]'), route).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="twitter:image"]'), route).toHaveAttribute('content', /social-card\.jpg$/);
}

async function expectCrawlableLinks(page: Page, route: string): Promise<void> {
  const links = await page.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      html: anchor.outerHTML.slice(0, 120),
      href: anchor.getAttribute('href'),
      role: anchor.getAttribute('role'),
      text: (anchor as HTMLElement).innerText.trim().toLowerCase(),
    })),
  );
  // A crawler follows an <a> only through a real href; an <a> without one must say what it is instead.
  expect(
    links
      .filter(({href, role}) => !role && (href === null || href === '' || href.startsWith('javascript:')))
      .map(({html}) => html),
    `${route}: links without a real href`,
  ).toEqual([]);
  expect(
    links.filter(({href, text}) => href && !href.startsWith('#') && vagueLinkTexts.has(text)).map(({html}) => html),
    `${route}: links with vague text`,
  ).toEqual([]);
}

for (const route of siteRoutes) {
  test(`${route}: status 200, one h1, no console error, within budget, a deferred part below the first screen, metadata, alt text, tables and code that fit a desktop column, no WCAG 2.2 AA violation in light and dark mode`, async ({
    page,
  }) => {
    // Two axe scans of the whole page, which on the longest API pages take most of the test's time.
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const {status, scripts, stylesheets} = await measureFirstLoad(page, route, buildDir);
    expect(status, route).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();

    const js = totalBytes(scripts);
    const css = totalBytes(stylesheets);
    const files = scripts.map(({file, bytes}) => `${file} ${kb(bytes)}`).join(', ');
    expect(
      js,
      `${route}: first-load JS ${kb(js)} gzip is over ${kb(budgets.scriptBytes)}; all: ${files}`,
    ).toBeLessThanOrEqual(budgets.scriptBytes);
    expect(css, `${route}: first-load CSS ${kb(css)} gzip is over ${kb(budgets.stylesheetBytes)}`).toBeLessThanOrEqual(
      budgets.stylesheetBytes,
    );

    // A long page defers its lower part (src/plugins/loading); a page too short to split has none.
    const deferredTops = await page
      .locator('[data-deferred-sections]')
      .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().top));
    expect(deferredTops.length, `${route}: deferred parts`).toBeLessThanOrEqual(1);
    if (deferredTops.length === 1) expect(deferredTops[0], route).toBeGreaterThan(page.viewportSize()!.height);

    await expectMetadata(page, route);
    await expectCrawlableLinks(page, route);
    expect(await page.locator('img').count(), `${route} has images`).toBeGreaterThan(0);
    await expect(page.locator('img:not([alt])'), `${route} has images without alt`).toHaveCount(0);

    // At desktop width every table fits the column (a long type in code breaks between its words rather than widening
    // its column and pushing the descriptions out of view), no inline code is broken inside a word, and each code
    // example is read without scrolling it sideways. A long page's lower part is the server's HTML, checked too.
    expect(page.viewportSize()!.width, 'a desktop screen').toBeGreaterThanOrEqual(1280);
    expect(await tablesWiderThanTheirBox(page), route).toEqual([]);
    expect(await examplesScrollingSideways(page), route).toEqual([]);
    expect(await inlineCodeBrokenInWords(page), route).toEqual([]);

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoViolations(page, `${route} in light mode`);
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Colours fade to the dark theme's: axe must see where they end, not a frame of the fade.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
    );
    // The page's structure was checked in light mode; the dark theme changes only its colours.
    await expectNoViolations(page, `${route} in dark mode`, {rules: colourRules});
    expect(errors, `${route}: console errors`).toEqual([]);
  });
}
