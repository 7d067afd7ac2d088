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
