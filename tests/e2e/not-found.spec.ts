import {test, expect, type Page} from '@playwright/test';
import {navigateInApp, waitForHydration} from './support/app';

const unknownPaths = ['/no-such-page', '/docs/no-such-page', '/docs/api/no-such-component', '/blog/no-such-post'];

async function expectNotFoundPage(page: Page) {
  await expect(page.locator('h1')).toHaveText('Page not found');
  const main = page.locator('main');
  await expect(main.getByRole('link', {name: 'Documentation home'})).toHaveAttribute('href', '/docs');
  await expect(main.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/docs/API');
  await expect(main.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog');
}

for (const path of unknownPaths) {
  test(`${path} is served with status 404 and the not-found page`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });

  test(`${path} shows the not-found page on client-side navigation`, async ({page}) => {
    await page.goto('/docs/API');
    await waitForHydration(page);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await navigateInApp(page, path);
    await expectNotFoundPage(page);
    expect(documentRequests).toEqual([]);
  });
}
