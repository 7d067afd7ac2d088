import {test, expect} from '@playwright/test';
import {siteRoutes} from '../routes';

test("sitemap.xml lists exactly the site's routes: the spec's and the added guides", async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    new URL(url).pathname.replace(/(.)\/$/, '$1'),
  );
  expect(paths.sort()).toEqual([...siteRoutes].sort());
});

test('/docs shows the installation page and declares /docs/installation canonical', async ({page}) => {
  await page.goto('/docs');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://react-figma.dev/docs/installation',
  );
  await page.goto('/docs/installation');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://react-figma.dev/docs/installation',
  );
});

test('doc pages show the single docs version, labelled Next', async ({page}) => {
  await page.goto('/docs/api/view');
  await expect(page.locator('.theme-doc-version-badge')).toHaveText(/Version: Next/);
});

test('the landing page pitches react-figma and links to the docs', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('React Figma');
  await expect(page.getByText('A React renderer for Figma').first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'Getting Started'}).first()).toHaveAttribute('href', '/docs/configure');
  await expect(page.getByRole('link', {name: 'API', exact: true}).first()).toHaveAttribute('href', '/docs/API');
  for (const topic of ['Figma nodes', 'Yoga', 'React Native', 'Hydration']) {
    await expect(page.locator('main')).toContainText(topic);
  }
});
