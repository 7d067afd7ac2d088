import {test, expect} from '@playwright/test';

test('navbar: logo and title, then Docs, GitHub and Blog on the right', async ({page}) => {
  await page.goto('/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand img:visible')).toHaveAttribute('alt', /React Figma/);
  await expect(navbar.locator('.navbar__title')).toHaveText('React Figma');
  const right = navbar.locator('.navbar__items--right');
  await expect(right.getByRole('link', {name: 'Docs'})).toHaveAttribute('href', '/docs/API');
  await expect(right.getByRole('link', {name: /^GitHub/})).toHaveAttribute(
    'href',
    'https://github.com/react-figma/react-figma',
  );
  await expect(right.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog');
});

test('footer: Docs and Community columns and a copyright line', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const expected: Record<string, string> = {
    'Getting Started': '/docs/configure',
    API: '/docs/API',
    Styling: '/docs/styling',
    Ecosystem: '/docs/ecosystem',
    'GitHub Discussions': 'https://github.com/react-figma/react-figma/discussions',
    Twitter: 'https://twitter.com/react_figma',
    LinkedIn: 'https://www.linkedin.com/company/reactfigma',
  };
  for (const [name, href] of Object.entries(expected)) {
    // External links carry an "(opens in new tab)" suffix for screen readers.
    await expect(footer.getByRole('link', {name: new RegExp(`^${name}\\b`)})).toHaveAttribute('href', href);
  }
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community']);
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©');
});

test.describe('when the browser prefers dark', () => {
  test.use({colorScheme: 'dark'});

  test('the site still opens in light mode', async ({page}) => {
    await page.goto('/docs/API');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('the colour switch turns dark, persists across reload, and never flashes light', async ({page}) => {
  await page.goto('/docs/API');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The theme is set by an inline script before first paint: check the attribute at DOMContentLoaded.
  const themeAtFirstParse = page
    .waitForEvent('domcontentloaded')
    .then(() => page.evaluate(() => document.documentElement.dataset.theme));
  await page.reload();
  expect(await themeAtFirstParse).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the navbar stays visible after scrolling a long page', async ({page}) => {
  await page.goto('/docs/styling');
  await page.mouse.wheel(0, 1500);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The page has handled the scroll (two frames later), and whatever it started to move has finished.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await expect(page.locator('nav.navbar')).toBeInViewport();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
});
