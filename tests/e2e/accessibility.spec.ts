import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {specRoutes} from '../routes';
import {waitForHydration} from './support/app';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, context: string): Promise<void> {
  const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  const summary = violations.map(
    ({id, help, nodes}) => `${id}: ${help} (${nodes.length}×, e.g. ${nodes[0]?.target.join(' ')})`,
  );
  expect(summary, `${context}\n${summary.join('\n')}`).toEqual([]);
}

for (const colorMode of ['light', 'dark'] as const) {
  test.describe(`${colorMode} mode`, () => {
    for (const route of specRoutes) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({page}) => {
        // Docusaurus reads the colour mode from this query parameter before the first paint.
        await page.goto(`${route}?docusaurus-theme=${colorMode}`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
        await expectNoViolations(page, `${route} in ${colorMode} mode`);
      });
    }
  });
}

test('the page starts with a skip-to-content link that moves focus to the main content', async ({page}) => {
  await page.goto('/docs/api/view');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> for a moment, which moves the sequential focus starting point there: the next Tab
  // lands in the page content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
    .toBe(true);
});

test('keyboard focus is visible', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = window.getComputedStyle(document.activeElement as Element);
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});

for (const route of specRoutes) {
  test(`every image on ${route} has alternative text`, async ({page}) => {
    await page.goto(route);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.locator('img').count(), `${route} has images`).toBeGreaterThan(0);
    await expect(page.locator('img:not([alt])'), `${route} has images without alt`).toHaveCount(0);
  });
}

test.describe('on a phone-sized screen', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the navbar search button keeps its accessible name and the page has no violations', async ({page}) => {
    await page.goto('/docs/architecture');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
    await expectNoViolations(page, '/docs/architecture on a phone-sized screen');
  });
});
