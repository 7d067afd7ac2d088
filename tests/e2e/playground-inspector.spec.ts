/**
 * The playground at a desktop doc column (1280 × 800): room for code and layers, the Expand dialog, and the
 * inspector linked to the code (issue 15, parts 1 and 2).
 */
import {test, expect, type Page} from '@playwright/test';
import {expectNoViolations} from './support/axe';
import {wordsBrokenAcrossLines} from './support/geometry';
import {
  canvas,
  editorText,
  expectRendered,
  liveExample,
  openPlayground as openLiveExample,
  playground,
  playgroundTestMs,
} from './support/playground';

test.describe.configure({timeout: playgroundTestMs});

const viewExample = liveExample('view.mdx');
/** 1-based line of the first occurrence of `text` in the example. */
const lineOf = (text: string) => viewExample.slice(0, viewExample.indexOf(text)).split('\n').length;

const layers = (page: Page) => playground(page).getByRole('tree');
const layerRow = (page: Page, name: string) =>
  layers(page).getByRole('button', {name: new RegExp(`^${name.replace(/[/]/g, '\\/')}`)});
const inspector = (page: Page) => playground(page).getByTestId('playground-inspector');
const expandButton = (page: Page) => playground(page).getByRole('button', {name: 'Expand'});
const expandedDialog = (page: Page) => page.getByRole('dialog', {name: /ProfileCard\.tsx/});

test.use({viewport: {width: 1280, height: 800}});

/**
 * The code the editor highlights, as a reader sees it once they look up at the editor: CodeMirror draws only the
 * lines in view, and the layer or value clicked may sit below the editor, with the editor out of view.
 */
async function highlightedCode(page: Page) {
  await playground(page)
    .getByTestId('playground-editor')
    .evaluate((editor) => editor.scrollIntoView({block: 'center'}));
  return playground(page).locator('.pg-source-highlight').first();
}

async function openPlayground(page: Page) {
  await openLiveExample(page, '/docs/api/view');
  await expectRendered(page);
}

test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('at 1280 px no code line and no layer name is cut off, and the canvas gets the column', async ({page}) => {
  await openPlayground(page);
  const scroller = playground(page).locator('.cm-scroller');
  const {scrollWidth, clientWidth} = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const cutLines = await playground(page)
    .locator('.cm-line')
    .evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth).length);
  expect(cutLines).toBe(0);
  // The gutter is opaque, so code never shows through it.
  const gutterBackground = await playground(page)
    .locator('.cm-gutters')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(gutterBackground).not.toMatch(/rgba\(.*, 0\)|transparent/);

  const names = layers(page).locator('[data-node-id] > span:first-of-type');
  await expect(names.filter({hasText: 'Tag / Design systems'})).toHaveCount(1);
  const cut = await names.evaluateAll((spans) =>
    spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
  );
  expect(cut).toEqual([]);

  // The canvas sits under the editor, as wide as the preview allows: the 280 px card is drawn at least 300 px wide.
  const editorBox = (await playground(page).getByTestId('playground-editor').boundingBox())!;
  const canvasBox = (await canvas(page).boundingBox())!;
  expect(canvasBox.y).toBeGreaterThanOrEqual(editorBox.y + editorBox.height);
  const cardId = await layerRow(page, 'Profile card').getAttribute('data-node-id');
  const cardBox = (await canvas(page).locator(`g[data-node-id="${cardId}"]`).first().boundingBox())!;
  expect(cardBox.width).toBeGreaterThanOrEqual(300);
});

test('Expand opens a modal dialog that keeps the code; Esc and Back close it and focus returns', async ({page}) => {
  await openPlayground(page);
  const expand = expandButton(page);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await expand.click();
  const dialog = expandedDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // It covers the viewport, with editor, canvas, layers and inspector in it.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBe(1280);
  expect(box.height).toBe(800);
  for (const part of [
    dialog.locator('.cm-content'),
    dialog.getByTestId('playground-canvas'),
    dialog.getByRole('tree'),
  ]) {
    await expect(part).toBeInViewport();
  }
  await expect(dialog.getByRole('tab', {name: 'Design'})).toBeInViewport();
  // Focus is inside and stays inside.
  await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
  // Backwards from the first control it wraps to the last; forwards it passes the editor the way its hint says
  // (Tab indents there until Control+M), and wraps from the last control to the first.
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  const editorFocused = () => dialog.locator('.cm-content').evaluate((element) => element === document.activeElement);
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
  }
  const focusables = await dialog.locator('button, [tabindex="0"]').count();
  let passedEditor = false;
  for (let step = 0; step < focusables + 5; step += 1) {
    if (!passedEditor && (await editorFocused())) {
      await page.keyboard.press('Control+m');
      passedEditor = true;
    }
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  expect(passedEditor).toBe(true);

  // An edit in the dialog is kept after Esc.
  await dialog.locator('.cm-content').focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n// edited while expanded');
  // The reader sees their line before they close the dialog.
  await expect(dialog.locator('.cm-line', {hasText: '// edited while expanded'})).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(expand).toBeFocused();
  await expect(playground(page).locator('.cm-content')).toContainText('// edited while expanded');
  expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(scrollBefore, -1);

  // Back closes it too, and leaves the reader on the same page and place.
  const url = page.url();
  await expand.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(expand).toBeFocused();
  expect(await editorText(page)).toBe(`${viewExample}\n// edited while expanded`);
  expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(scrollBefore, -1);
});

test('without the Navigation API (Firefox before 147, Safari before 26), Esc and Back still leave the reader in place', async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(window, 'navigation', {value: undefined}));
  await openPlayground(page);
  expect(await page.evaluate(() => 'navigation' in window && window.navigation !== undefined)).toBe(false);
  const expand = expandButton(page);
  const dialog = expandedDialog(page);
  const url = page.url();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  for (const close of [() => page.keyboard.press('Escape'), () => page.goBack()]) {
    await expand.click();
    await expect(dialog).toBeVisible();
    await close();
    await expect(dialog).toHaveCount(0);
    await expect(expand).toBeFocused();
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(scrollBefore, -1);
  }
});

test('a layer highlights its JSX element, and the cursor in an element selects its layer', async ({page}) => {
  await openPlayground(page);
  await layerRow(page, 'Tags').click();
  await expect(await highlightedCode(page)).toContainText('<View name="Tags" style={styles.tags}>');

  // A click on the canvas does the same.
  const avatarId = await layerRow(page, 'Avatar').getAttribute('data-node-id');
  await canvas(page).locator(`g[data-node-id="${avatarId}"] > path`).first().click();
  await expect(await highlightedCode(page)).toContainText('<View name="Avatar" style={styles.avatar} />');

  // The cursor, put in the Identity element's line by a click, selects that layer.
  await playground(page).locator('.cm-line', {hasText: '<View name="Identity">'}).click();
  await expect(layerRow(page, 'Identity').locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
  // Cursor keys move it: two lines down is the second Text, inside Identity.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(layerRow(page, 'Product designer').locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
});

test("the inspector shows the View example's card as the stub has it, and which JSX made each value", async ({
  page,
}) => {
  await openPlayground(page);
  const card = layerRow(page, 'Profile card');
  await card.click();
  const design = inspector(page).getByRole('tabpanel');
  // The layer's own tooltip gives the size the worker reported.
  const [, width, height] = /(\d+) × (\d+)/.exec((await card.getAttribute('title'))!)!;
  expect(width).toBe('280');
  const field = (name: string) => design.locator(`[data-field="${name}"]`).first();
  // The Page has padding 40: the card starts 40 px in.
  await expect(field('x')).toHaveText('40');
  await expect(field('y')).toHaveText('40');
  await expect(field('width')).toHaveText('280');
  await expect(field('height')).toHaveText(height!);
  await expect(field('fill')).toContainText('#FFFFFF');
  await expect(field('cornerRadius')).toHaveText('16');
  const cardLine = lineOf('<View name="Profile card"');
  await expect(design.getByTestId('inspector-element')).toContainText(`<View> (line ${cardLine})`);
  await expect(design.getByRole('region', {name: 'Fill'})).toContainText(
    `style.backgroundColor on <View> (line ${cardLine})`,
  );
  await expect(design.getByRole('region', {name: 'Corner radius'})).toContainText('style.borderRadius');
  await expect(design.getByRole('region', {name: 'Stroke'})).toContainText('#E4E4E7');

  // The origin is a way to the code.
  await design.getByRole('region', {name: 'Fill'}).getByRole('button').click();
  await expect(await highlightedCode(page)).toContainText('style={styles.card}');

  // A text layer: its font values.
  await layerRow(page, 'Ada Moreno').click();
  await expect(field('fontSize')).toHaveText('16');
  await expect(design.getByRole('region', {name: 'Text', exact: true})).toContainText(
    `line ${lineOf('<Text style={styles.name}>')}`,
  );
});

test('the Calls tab lists the figma.* calls of the last render', async ({page}) => {
  await openPlayground(page);
  await inspector(page).getByRole('tab', {name: 'Calls'}).click();
  const panel = inspector(page).getByRole('tabpanel');
  await expect(panel.getByTestId('calls-summary')).toContainText(/created (\d{2,}) nodes/);
  await expect(panel.locator('[data-call-kind="create"]', {hasText: 'figma.createFrame()'}).first()).toBeVisible();
  await expect(panel.locator('[data-call-kind="update"]', {hasText: 'Profile card'}).first()).toContainText(
    'backgrounds',
  );
  // A node named in the log selects its layer.
  await panel.locator('[data-call-kind="create"]').getByRole('button', {name: '“Avatar”'}).click();
  await expect(layerRow(page, 'Avatar').locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
});

test('axe finds no violations with the inspector open and with the expanded view open', async ({page}) => {
  await openPlayground(page);
  await layerRow(page, 'Profile card').click();
  await expect(inspector(page).locator('[data-field="x"]')).toBeVisible();
  // The rest of the page is checked by every-route.spec.ts; here axe looks at what opening the playground adds.
  await expectNoViolations(page, '/docs/api/view with the inspector open', {within: '[data-testid="playground"]'});
  await expandButton(page).click();
  await expect(expandedDialog(page)).toBeVisible();
  await inspector(page).getByRole('tab', {name: 'Calls'}).click();
  await expect(inspector(page).getByTestId('calls-summary')).toBeVisible();
  await expectNoViolations(page, '/docs/api/view with the expanded playground open', {within: '[role="dialog"]'});
});

test("the inspector's values sit beside or under their labels, never broken inside a word", async ({page}) => {
  await openLiveExample(page, '/docs/api/frame');
  await expectRendered(page);
  await layerRow(page, 'Row / Appearance').click();
  const autoLayout = inspector(page).getByRole('region', {name: 'Auto layout'});
  await expect(autoLayout.locator('dd').first()).toHaveText('Horizontal');
  expect(await wordsBrokenAcrossLines(autoLayout.locator('dt, dd'))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('layer names wrap after their separators, never inside a word', async ({page}) => {
    await openLiveExample(page, '/docs/api/component');
    await expectRendered(page);
    const names = layers(page).locator('[data-node-id] > span:first-of-type');
    await expect(names.filter({hasText: 'Variant=Secondary'})).toHaveCount(1);
    expect(await wordsBrokenAcrossLines(names)).toEqual([]);
  });
});
