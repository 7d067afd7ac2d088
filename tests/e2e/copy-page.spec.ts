/**
 * The "Copy page" menu of every doc: copying the page's Markdown, the Markdown and AI links, the keyboard, and its
 * code loading only when a reader reaches for it.
 */
import path from 'node:path';
import {test, expect, type Page, type Request} from '@playwright/test';
import {budgets, measureFirstLoad, totalBytes} from '../../scripts/lib/firstLoad.mjs';
import {waitForHydration} from './support/app';
import {expectNoViolations} from './support/axe';

const buildDir = path.resolve(__dirname, '../../build');
const siteUrl = 'https://react-figma.dev';
const menuChunk = /\/copy-page-menu\.[^/]*\.js$/;
/** Text only the menu's own code holds: tells its chunk apart from any other script. */
const menuMarker = 'Copy page as Markdown';

const menuButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
const item = (page: Page, name: string | RegExp) => menu(page).getByRole('menuitem', {name});
const copyItem = (page: Page) => item(page, 'Copy page as Markdown');
const copyStatus = (page: Page) => page.getByRole('status').filter({hasText: /\S/});

async function openDoc(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

async function markdownOf(page: Page, markdownPath: string): Promise<string> {
  const response = await page.request.get(markdownPath);
  expect(response.status(), markdownPath).toBe(200);
  return response.text();
}

const promptOf = (href: string | null) => new URL(href ?? '').searchParams.get('q') ?? '';

test.beforeEach(async ({context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
});

test('a keyboard reader opens the menu and copies the page as Markdown', async ({page}) => {
  await openDoc(page, '/docs/api/view');
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(copyItem(page)).toBeFocused();
  await expect(copyItem(page)).not.toHaveCSS('outline-style', 'none');

  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Open Markdown')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(page, /^Open in Claude/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(copyItem(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(copyStatus(page)).toHaveText('Copied');
  const markdown = await markdownOf(page, '/docs/api/view.md');
  expect(markdown).toMatch(/^# View\n/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('the docs main page copies the Markdown of its doc, installation', async ({page}) => {
  await openDoc(page, '/docs');
  await menuButton(page).click();
  await copyItem(page).click();
  await expect(copyStatus(page)).toHaveText('Copied');
  const markdown = await markdownOf(page, '/docs/installation.md');
  expect(markdown).toMatch(/^# Installation\n/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('the Open links point at the page’s Markdown, and at ChatGPT and Claude with a prompt naming it', async ({
  page,
}) => {
  await openDoc(page, '/docs/api/view');
  await menuButton(page).click();
  const markdownLink = item(page, 'Open Markdown');
  await expect(markdownLink).toHaveAttribute('href', '/docs/api/view.md');
  expect(await markdownOf(page, (await markdownLink.getAttribute('href')) ?? '')).toMatch(/^# View\n/);

  for (const [name, origin, pathname] of [
    [/^Open in ChatGPT/, 'https://chatgpt.com', '/'],
    [/^Open in Claude/, 'https://claude.ai', '/new'],
  ] as const) {
    const link = item(page, name);
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = await link.getAttribute('href');
    expect(new URL(href ?? '').origin + new URL(href ?? '').pathname).toBe(origin + pathname);
    expect(promptOf(href)).toContain(`${siteUrl}/docs/api/view.md`);
  }
});

test('Escape closes the menu and gives focus back to its button; Tab moves on and closes it', async ({page}) => {
  await openDoc(page, '/docs/installation');
  const button = menuButton(page);
  await button.focus();
  await page.keyboard.press('ArrowUp');
  await expect(item(page, /^Open in Claude/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(copyItem(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(copyItem(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toBeHidden();
  await expect(button).not.toBeFocused();
  await expect(page.locator('article .markdown :focus')).toHaveCount(1);
});

test('a click outside closes the menu, and the button toggles it', async ({page}) => {
  await openDoc(page, '/docs/installation');
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await menuButton(page).click();
  await expect(menu(page)).toBeHidden();
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.locator('article .markdown p').first().click();
  await expect(menu(page)).toBeHidden();
});

test('when the Markdown cannot be fetched, the menu says so in place, and a retry copies it', async ({page}) => {
  await openDoc(page, '/docs/api/view');
  await page.route('**/docs/api/view.md', (route) => route.abort());
  await menuButton(page).click();
  await copyItem(page).click();
  await expect(copyStatus(page)).toHaveText(/Could not load this page’s Markdown/);
  await expect(copyStatus(page)).toBeVisible();
  await expect(menu(page)).toBeVisible();

  await page.unroute('**/docs/api/view.md');
  await copyItem(page).click();
  await expect(copyStatus(page)).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# View\n/);
});

test('the menu’s code is not loaded with the page, only when the reader first reaches for the button', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await openDoc(page, '/docs/api/view');
  await page.waitForLoadState('networkidle');
  expect(requests.map((request) => request.url()).filter((url) => menuChunk.test(url))).toEqual([]);
  const pageScripts = requests.filter((request) => request.resourceType() === 'script');
  expect(pageScripts.length).toBeGreaterThan(0);
  for (const script of pageScripts) {
    expect(await (await script.response())?.text(), script.url()).not.toContain(menuMarker);
  }

  const loadedBefore = requests.length;
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  const menuScripts = requests.slice(loadedBefore).filter((request) => menuChunk.test(request.url()));
  expect(menuScripts).toHaveLength(1);
  expect(await (await menuScripts[0]!.response())?.text()).toContain(menuMarker);
});

test('when the menu’s code cannot be loaded, the reader is told so in place of the menu', async ({page}) => {
  await openDoc(page, '/docs/api/view');
  await page.route(menuChunk, (route) => route.abort());
  await menuButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(/The menu did not load/);
  await expect(page.locator('h1')).toHaveText('View');
});

test('the first load of a doc page stays within budget and holds no menu code', async ({page}) => {
  const {scripts} = await measureFirstLoad(page, '/docs/api/view', buildDir);
  expect(scripts.map(({file}) => file).filter((file) => menuChunk.test(file))).toEqual([]);
  expect(totalBytes(scripts)).toBeLessThanOrEqual(budgets.scriptBytes);
});

test('blog posts and the landing page have no Copy page menu', async ({page}) => {
  for (const route of ['/', '/blog', '/blog/2020/07/05/devtools-support']) {
    await openDoc(page, route);
    await expect(menuButton(page), route).toHaveCount(0);
  }
});

test.describe('on a phone screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  for (const theme of ['light', 'dark'] as const) {
    test(`the open menu fits the screen and has no WCAG 2.2 AA violation in ${theme} mode`, async ({page}) => {
      await openDoc(page, `/docs/api/view?docusaurus-theme=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await menuButton(page).click();
      await copyItem(page).click();
      await expect(copyStatus(page)).toHaveText('Copied');
      const box = await page.locator(`[id="${await menu(page).getAttribute('id')}"]`).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await expectNoViolations(page, `/docs/api/view with the menu open, ${theme} mode`);
    });
  }
});
