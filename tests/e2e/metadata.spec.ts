import {test, expect} from '@playwright/test';
import {blogPostRoutes, docRoutes} from '../routes';

test('the social card is a 1200×630 image', async ({page, request}) => {
  const response = await request.get('/img/social-card.jpg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image\/jpeg/);
  await page.goto('/img/social-card.jpg');
  const size = await page.evaluate(() => {
    const image = document.querySelector('img');
    return image && {width: image.naturalWidth, height: image.naturalHeight};
  });
  expect(size).toEqual({width: 1200, height: 630});
});

test('blog pages link the RSS and Atom feeds, which list the four posts', async ({page, request}) => {
  for (const route of ['/blog', blogPostRoutes[0]]) {
    await page.goto(route);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/blog/atom.xml',
    );
  }
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const body = await (await request.get(feed)).text();
    for (const post of blogPostRoutes) {
      expect(body, feed).toContain(`https://react-figma.dev${post}`);
    }
  }
});

test('llms.txt lists every doc with a summary, and each doc has a Markdown export', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const llms = await response.text();
  expect(llms).toMatch(/^# React Figma\n\n> /);
  for (const route of docRoutes.filter((route) => route !== '/docs')) {
    expect(llms, route).toMatch(new RegExp(`\\]\\(https://react-figma\\.dev${route}\\.md\\): \\S`));
    const markdown = await request.get(`${route}.md`);
    expect(markdown.status(), `${route}.md`).toBe(200);
    const text = await markdown.text();
    expect(text, `${route}.md`).toMatch(/^# \S/);
    expect(text, `${route}.md has its shared prop tables inlined, not imported`).not.toContain('_partials/');
  }
  const view = await (await request.get('/docs/api/view.md')).text();
  expect(view).toContain('| `opacity` |');
  expect(view).toMatch(/```tsx[^\n]*\nimport \* as React from 'react';/);
});
