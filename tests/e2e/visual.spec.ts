/**
 * Screenshots of the pages a reader meets first, at 390 × 844 (touch) and 1280 × 900, in light and dark mode,
 * compared with the baselines in ./visual.spec.ts-snapshots. They were recorded in Debian's Chromium with Debian's
 * fonts (README: how to look at a failed comparison, and how to record new baselines on purpose).
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {blogPostRoutes} from '../routes';
import {waitForHydration} from './support/app';
import {canvas, expectRendered, openPlayground, playground, playgroundTestMs} from './support/playground';
import {readerSizes} from './support/readerSizes';

type Shot = {
  readonly name: string;
  readonly path: string;
  /** Whether the reader opens the page's playground (and so the test is given a playground's time). */
  readonly opensPlayground?: boolean;
  /** What the reader does before looking; returns what changes from run to run, to be masked. */
  readonly prepare?: (page: Page) => Promise<readonly Locator[]>;
};

/**
 * Scrolls the page so that the element's top sits just under the fixed navbar, where a reader who followed a link to it
 * sees it; again until it holds, as parts of the page above it may still be filling in.
 */
async function placeUnderNavbar(element: Locator): Promise<void> {
  const place = 76;
  await expect
    .poll(() =>
      element.evaluate((node, place) => {
        window.scrollBy(0, node.getBoundingClientRect().top - place);
        return Math.round(node.getBoundingClientRect().top);
      }, place),
    )
    .toBe(place);
}

const shots: readonly Shot[] = [
  {name: 'landing', path: '/'},
  {name: 'installation', path: '/docs/installation'},
  {
    name: 'styling-diagram',
    path: '/docs/styling',
    async prepare(page) {
      const diagram = page.locator('[data-layout-diagram]').first();
      await placeUnderNavbar(diagram);
      return [];
    },
  },
  {
    name: 'frame-playground',
    path: '/docs/api/frame',
    opensPlayground: true,
    async prepare(page) {
      await expectRendered(page);
      await expect(canvas(page)).toBeVisible();
      await placeUnderNavbar(playground(page));
      return [playground(page).getByTestId('playground-status'), playground(page).locator('.cm-cursorLayer')];
    },
  },
  {name: 'blog-post', path: blogPostRoutes[2]},
  {name: 'blog', path: '/blog'},
  {name: 'not-found', path: '/no-such-page'},
  {
    name: 'search',
    path: '/docs/API',
    async prepare(page) {
      await page.locator('nav.navbar').getByRole('button', {name: 'Search'}).click();
      const dialog = page.getByRole('dialog', {name: 'Search the docs and blog'});
      await dialog.getByRole('combobox').fill('clip content');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      return [];
    },
  },
];

for (const size of readerSizes) {
  test.describe(`at ${size.name} size`, () => {
    test.use(size.use);
    for (const shot of shots) {
      for (const mode of ['light', 'dark'] as const) {
        test(`${shot.name} in ${mode} mode looks as recorded`, async ({page}) => {
          const url = `${shot.path}?docusaurus-theme=${mode}`;
          if (shot.opensPlayground) {
            test.setTimeout(playgroundTestMs);
            await openPlayground(page, url);
          } else {
            await page.goto(url);
          }
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const masked = (await shot.prepare?.(page)) ?? [];
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`${shot.name}-${size.name}-${mode}.png`, {mask: [...masked]});
        });
      }
    }
  });
}
