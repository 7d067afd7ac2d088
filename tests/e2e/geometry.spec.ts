/**
 * Every route as a phone shows it, in dark mode: no callout printed as text, no article text past the screen's
 * edge outside a box that shows it scrolls, no table card with a label above nothing or a field out of line with the
 * other cards', no inline code broken inside a word, nothing over a code block's code at rest (its toolbar loaded),
 * one selected tab in every tab list, and no layout diagram or image drawn light on the dark page.
 */
import {expect, devices} from '@playwright/test';
import {siteRoutes} from '../routes';
import {waitForHydration} from './support/app';
import {
  cardFieldsOutOfLine,
  inlineCodeBrokenInWords,
  labelsAboveNothing,
  lightDiagramsOnDark,
  lightImagesOnDark,
  rawDirectives,
  tabListsWithoutOneSelected,
  textOutsideViewport,
  thingsOverCode,
} from './support/geometry';
import {testOnSharedPage} from './support/sharedPage';

const phone = devices['iPhone 13'];

const test = testOnSharedPage({
  contextOptions: {
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: phone.deviceScaleFactor,
    userAgent: phone.userAgent,
    colorScheme: 'dark',
  },
});

for (const route of [...siteRoutes, '/no-such-page']) {
  test(`${route} on a phone in dark mode: callouts, text in the screen, code uncovered, one tab selected, dark diagrams and images`, async ({
    page,
  }) => {
    await page.goto(`${route}?docusaurus-theme=dark`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The reader scrolls a little: a long page's lower part renders, and every code block gets its toolbar, which
    // must then stay out of the code's way at rest.
    await page.evaluate(() => window.scrollBy(0, 1));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const blocks = Array.from(document.querySelectorAll('.theme-code-block')).filter(
            (block) => !block.closest('[data-live-example]'),
          );
          return blocks.filter((block) => !block.querySelector('button[aria-label^="Copy"]')).length;
        }),
      )
      .toBe(0);
    expect(await rawDirectives(page), route).toEqual([]);
    expect(await textOutsideViewport(page), route).toEqual([]);
    expect(await labelsAboveNothing(page), route).toEqual([]);
    expect(await cardFieldsOutOfLine(page), route).toEqual([]);
    expect(await inlineCodeBrokenInWords(page), route).toEqual([]);
    expect(await thingsOverCode(page), route).toEqual([]);
    expect(await tabListsWithoutOneSelected(page), route).toEqual([]);
    expect(await lightDiagramsOnDark(page), route).toEqual([]);
    expect(await lightImagesOnDark(page), route).toEqual([]);
  });
}
