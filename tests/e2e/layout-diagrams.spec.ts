import {test, expect} from '@playwright/test';
import {partReadyMs} from './support/app';

const diagrams = ['page-root', 'auto-layout', 'leaf-sizes', 'item-spacing', 'zero-values', 'align-items'];

test('the layout model diagrams are sized, lazy SVGs that load when scrolled to', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/layout-diagrams/')) requested.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto('/docs/styling');
  const images = page.locator('article img[src*="/img/layout-diagrams/"]');
  await expect(images).toHaveCount(diagrams.length);
  // Far below the first screen: lazy images have not been fetched.
  expect(requested).toEqual([]);

  for (const [index, name] of diagrams.entries()) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute('src', new RegExp(`/img/layout-diagrams/${name}\\.[0-9a-f]{10}\\.svg$`));
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('alt', /^.{40,}$/);
    const width = Number(await image.getAttribute('width'));
    const height = Number(await image.getAttribute('height'));
    expect(width).toBeGreaterThan(300);
    expect(height).toBeGreaterThan(200);
    // The page's lower part swaps its server HTML for the same markup once its code loads, which can take the image
    // away mid-scroll on a slow machine: scrolling is retried on the new one.
    await expect(() => image.scrollIntoViewIfNeeded({timeout: 1000})).toPass({timeout: partReadyMs});
    // The SVG arrives and its own size is the one the page reserved for it.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]))
      .toEqual([width, height]);
  }
});
