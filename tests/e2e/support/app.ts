import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page, type Request} from '@playwright/test';

/** Navigates inside the running app, as a link click does: react-router listens to popstate. */
export async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, target);
}

/**
 * How long hydration may take: the longest pages take several seconds on a busy machine, and the limit leaves room
 * for one 2-3 times slower.
 */
const hydrationMs = 15_000;

/**
 * How long a long doc's lower part may take to show its code blocks' buttons once something asks for it: its code
 * loads and renders, and the blocks' toolbar loads on the reader's first interaction: as long as hydration may take.
 */
export const partReadyMs = hydrationMs;

/** Waits until React has hydrated the server-rendered page (within `timeout` ms). */
export async function waitForHydration(
  page: Page,
  {timeout = hydrationMs}: {readonly timeout?: number} = {},
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout});
}

/** Every script the site serves. */
export const scripts = '**/assets/js/*.js';

/**
 * The built scripts (`/assets/js/…` paths) that the type popup of code examples loads on the first hover: its own,
 * the only one with its element's id, and Floating UI's, which places it (the only ones with its platform's
 * getClippingRect), in a chunk of its own as the bundler splits libraries off.
 */
export function typePopupScripts(): {readonly popup: string[]; readonly floatingUi: string[]} {
  const scriptsDir = path.resolve(__dirname, '../../../build/assets/js');
  const holding = (text: string) =>
    readdirSync(scriptsDir)
      .filter((file) => readFileSync(path.join(scriptsDir, file), 'utf8').includes(text))
      .map((file) => `/assets/js/${file}`);
  return {popup: holding('type-hint-popup'), floatingUi: holding('getClippingRect')};
}

/** Scripts held back by `holdScripts`. */
export type HeldScripts = {
  /** Lets the held scripts, and every later one, through. */
  readonly letThrough: () => void;
  /** Resolves once every script requested so far has arrived (or failed). */
  readonly arrived: () => Promise<void>;
};

/**
 * Holds every later request for a script (or those `pattern` matches), as a network that stalls would: what the page
 * shows meanwhile is what a reader sees while code is on its way.
 */
export async function holdScripts(
  page: Page,
  pattern: string | RegExp | ((url: URL) => boolean) = scripts,
): Promise<HeldScripts> {
  let letThrough!: () => void;
  const networkBack = new Promise<void>((resolve) => (letThrough = resolve));
  const held: Promise<void>[] = [];
  await page.route(pattern, async (route) => {
    const request = route.request();
    held.push(
      new Promise((resolve) => {
        const settle = (settled: Request) => {
          if (settled !== request) return;
          page.off('requestfinished', settle).off('requestfailed', settle);
          resolve();
        };
        page.on('requestfinished', settle).on('requestfailed', settle);
      }),
    );
    await networkBack;
    await route.continue();
  });
  return {letThrough, arrived: async () => void (await Promise.all(held))};
}

/**
 * The reader's first interaction, once the app's code runs (what waits for one, such as the code blocks' toolbar and
 * the playground, listens from then on): the mouse moves over the page's top-left corner.
 */
export async function interact(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.mouse.move(8, 8);
  await page.mouse.move(12, 12);
}
