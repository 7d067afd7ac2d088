import {test, expect, type Page, type Request} from '@playwright/test';
import {waitForHydration} from './support/app';
import {expectNoViolations} from './support/axe';

const searchRequest = (url: string) =>
  /\/search-dialog\.[^/]*\.js$|\/assets\/search\/(index|pages)\.[0-9a-f]+\.json$/.test(url);
/** A property name only MiniSearch's code has: tells the engine apart from any other chunk. */
const engineMarker = 'serializationVersion';

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the docs and blog'});
const searchInput = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search the docs and blog'});
const navbarSearch = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Search'});

async function openSite(page: Page, path = '/docs/API') {
  await page.goto(path);
  await waitForHydration(page);
}

async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(query);
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
}

test('the search code and index are not loaded with the page, and are loaded on open', async ({page}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await openSite(page);
  await page.waitForLoadState('networkidle');
  expect(requests.map((request) => request.url()).filter(searchRequest)).toEqual([]);
  const firstLoadScripts = requests.filter((request) => request.resourceType() === 'script');
  expect(firstLoadScripts.length).toBeGreaterThan(0);
  for (const script of firstLoadScripts) {
    expect(await (await script.response())?.text(), script.url()).not.toContain(engineMarker);
  }

  const loadedOnOpen = requests.length;
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText('Type to search the docs and the blog.');
  const openRequests = requests.slice(loadedOnOpen);
  const openUrls = openRequests.map((request) => request.url());
  expect(openUrls).toContainEqual(expect.stringMatching(/\/search-dialog\.[^/]*\.js$/));
  expect(openUrls).toContainEqual(expect.stringMatching(/\/assets\/search\/index\.[0-9a-f]+\.json$/));
  const openScripts = await Promise.all(
    openRequests
      .filter((request) => request.resourceType() === 'script')
      .map(async (request) => (await request.response())?.text()),
  );
  expect(openScripts.some((text) => text?.includes(engineMarker))).toBe(true);
});

for (const shortcut of ['Control+k', 'Meta+k', '/']) {
  test(`${shortcut} opens the search dialog as a labelled modal with the search box focused`, async ({page}) => {
    await openSite(page);
    await page.keyboard.press(shortcut);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
  });
}

test('"/" typed into a text field does not open search', async ({page}) => {
  await openSite(page);
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('a/b');
  await expect(searchInput(page)).toHaveValue('a/b');
  await expect(dialog(page)).toHaveCount(1);
});

test('the navbar search button opens the dialog', async ({page}) => {
  await openSite(page, '/');
  await navbarSearch(page).click();
  await expect(searchInput(page)).toBeFocused();
});

test('typing "auto layout" lists results with the page, section and highlighted matches', async ({page}) => {
  await openSite(page);
  await search(page, 'auto layout');
  const options = dialog(page).getByRole('option');
  const frameResult = options
    .filter({has: page.locator('[href^="/docs/api/frame"]')})
    .or(options.and(page.locator('[href^="/docs/api/frame"]')));
  await expect(frameResult.first()).toBeVisible();
  await expect(frameResult.first()).toContainText('Frame');
  const marks = frameResult.first().locator('mark');
  expect(await marks.count()).toBeGreaterThan(0);
  for (const mark of await marks.allTextContents()) {
    expect(mark).toMatch(/^(auto|layout)/i);
  }
  await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?\.$/);
});

test('arrow keys choose a result and Enter opens its page at its heading', async ({page}) => {
  await openSite(page);
  await search(page, 'auto layout');
  const options = dialog(page).getByRole('option');
  const count = await options.count();
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowDown');
  const chosen = options.nth(count > 1 ? 1 : 0);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(searchInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await chosen.getAttribute('id')) ?? 'missing id',
  );
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp'); // Wraps round to the last result.
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');

  const href = await chosen.getAttribute('href');
  expect(href).toMatch(/^\/(docs|blog)\//);
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  const target = new URL(href!, page.url());
  await expect(page).toHaveURL(target.href);
  if (target.hash) {
    await expect(page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)).toBeInViewport();
  } else {
    await expect(page.locator('h1')).toBeInViewport();
  }
});

test('a result with a heading links to that heading', async ({page}) => {
  await openSite(page);
  const indexUrl = await page.locator('meta[name="rf-search-index"]').getAttribute('content');
  const index = (await (await page.request.get(indexUrl!)).json()) as {
    storedFields: Record<string, {route: string; anchor: string; heading: string}>;
  };
  const withHeading = Object.values(index.storedFields).find(
    (section) => section.anchor !== '' && section.heading.length > 3,
  );
  expect(withHeading, 'the index has a section under an h2 or h3 heading').toBeDefined();
  await search(page, withHeading!.heading);
  const option = dialog(page).locator(`[role="option"][href="${withHeading!.route}#${withHeading!.anchor}"]`);
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${withHeading!.route}#${withHeading!.anchor}$`));
  await expect(page.locator(`[id="${withHeading!.anchor}"]`)).toBeInViewport();
});

test('Escape closes the dialog and focus returns to the search button', async ({page}) => {
  await openSite(page);
  await navbarSearch(page).click();
  await expect(dialog(page)).toBeVisible();
  await searchInput(page).fill('frame');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(navbarSearch(page)).toBeFocused();
});

test('after a shortcut, closing returns focus to where it was', async ({page}) => {
  await openSite(page);
  const footerLink = page.locator('footer').getByRole('link', {name: 'Styling'});
  await footerLink.focus();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await dialog(page).getByRole('button', {name: 'Close'}).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(footerLink).toBeFocused();
});

test('Tab keeps focus inside the open dialog', async ({page}) => {
  await openSite(page);
  await search(page, 'frame');
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.2 AA violation with the dialog open (${theme})`, async ({page}) => {
    await openSite(page, `/docs/API?docusaurus-theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await search(page, 'auto layout');
    // Scoped to what search adds: the page behind has its own accessibility checks.
    await expectNoViolations(page, `search dialog (${theme})`, {within: ['dialog', 'nav.navbar']});
  });
}

test('the not-found page suggests the closest pages and offers search', async ({page}) => {
  const response = await page.goto('/docs/api/veiw');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  const main = page.locator('main');
  const suggestions = main.getByRole('region', {name: 'Did you mean'}).getByRole('link');
  await expect(suggestions.first()).toHaveAttribute('href', '/docs/api/view');
  await expect(suggestions.first()).toHaveText('View');

  await main.getByRole('button', {name: 'Search the docs and blog'}).click();
  await expect(searchInput(page)).toHaveValue('veiw');
  await expect(dialog(page).locator('[role="option"][href^="/docs/api/view"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(main.getByRole('button', {name: 'Search the docs and blog'})).toBeFocused();
});

test('the not-found page suggests nothing for a path unlike any page', async ({page}) => {
  await openSite(page, '/no-such-page');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.getByRole('heading', {name: 'Or start from'})).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', {name: 'Did you mean'})).toHaveCount(0);
});

test('axe finds no WCAG 2.2 AA violation in the not-found page with its suggestions', async ({page}) => {
  await page.goto('/docs/api/veiw');
  await waitForHydration(page);
  await expect(page.getByRole('region', {name: 'Did you mean'})).toBeVisible();
  await expectNoViolations(page, 'the not-found page', {within: 'main'});
});
