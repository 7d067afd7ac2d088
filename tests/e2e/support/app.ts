import {expect, type Page} from '@playwright/test';

/** Navigates inside the running app, as a link click does: react-router listens to popstate. */
export async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, target);
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Every script the site serves. */
export const scripts = '**/assets/js/*.js';

/**
 * Holds every later request for a script (or those `pattern` matches), as a network that stalls would: what the page
 * shows meanwhile is what a reader sees while code is on its way. The returned function lets them through and
 * resolves once every script held so far has arrived.
 */
export async function holdScripts(page: Page, pattern = scripts): Promise<() => Promise<void>> {
  let openGate!: () => void;
  const networkBack = new Promise<void>((resolve) => (openGate = resolve));
  let open = false;
  const held: Promise<unknown>[] = [];
  await page.route(pattern, async (route) => {
    if (!open) {
      held.push(
        route
          .request()
          .response()
          .then((response) => response?.finished()),
      );
      await networkBack;
    }
    await route.continue();
  });
  return async () => {
    open = true;
    openGate();
    await Promise.all(held);
  };
}
