import {test, expect} from '@playwright/test';
import {waitForHydration} from './support/app';
import {expectNoViolations} from './support/axe';

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
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
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

// Every route's own check, in light and dark mode, is in every-route.spec.ts.
test.describe('on a phone-sized screen', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the navbar search button keeps its accessible name and the page has no violations', async ({page}) => {
    await page.goto('/docs/architecture');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
    await expectNoViolations(page, '/docs/architecture on a phone-sized screen');
  });
});
