/**
 * TypeScript in the live playground's editor (issue 23), as a reader meets it: type errors underlined with their
 * message, completions, types on hover; loaded on the editor's first focus, never before.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import type {EditorView} from '@codemirror/view';
import {addEditorView} from '../../scripts/lib/editorViewInPage.mjs';
import type {TypeScriptWorkerTestHooks} from '../../src/components/Playground/shared/protocol';
import {typeBundleFileName, typeScriptWorkerFileName} from '../../src/plugins/playground';
import {navigateInApp} from './support/app';
import {expectNoViolations, colourRules} from './support/axe';
import {
  builtFilePattern,
  canvas,
  expectRendered,
  openPlayground,
  playground,
  startupTimeoutMs,
  playgroundTestMs,
} from './support/playground';

test.describe.configure({timeout: playgroundTestMs});

const typeScriptWorker = builtFilePattern(typeScriptWorkerFileName);
const typeBundle = builtFilePattern(typeBundleFileName);

const editor = (page: Page): Locator => playground(page).locator('.cm-content');
const underlines = (page: Page): Locator => playground(page).locator('.cm-lintRange-error');
const completions = (page: Page): Locator => playground(page).locator('.cm-tooltip-autocomplete');

/** The page, once scripts/lib/editorViewInPage.mjs has given it CodeMirror's EditorView. */
type WithEditorView = {readonly codeMirrorView: {readonly EditorView: typeof EditorView}};

/**
 * Puts the cursor at the end of the first `text` in the code, or selects `text` when `select` is set. Clicking a
 * spot races CodeMirror's asynchronous reading of the DOM selection, so the cursor goes through the EditorView
 * (as in scripts/bench/playground.mjs); what follows is typed on the keyboard.
 */
async function placeCursor(page: Page, text: string, {select = false} = {}): Promise<void> {
  await addEditorView(page);
  await editor(page).evaluate(
    (content, {text, select}) => {
      const view = (window as unknown as WithEditorView).codeMirrorView.EditorView.findFromDOM(content as HTMLElement);
      if (!view) throw new Error('no CodeMirror view on .cm-content');
      const from = view.state.doc.toString().indexOf(text);
      if (from < 0) throw new Error(`"${text}" is not in the editor`);
      view.focus();
      view.dispatch({selection: {anchor: select ? from : from + text.length, head: from + text.length}});
    },
    {text, select},
  );
}

/** Moves the pointer onto the middle of the first `text` in the code after `after`, as a reader does. */
async function hoverCode(page: Page, text: string, after = ''): Promise<void> {
  await addEditorView(page);
  const point = await editor(page).evaluate(
    (content, {text, after}) => {
      const view = (window as unknown as WithEditorView).codeMirrorView.EditorView.findFromDOM(content as HTMLElement);
      const code = view?.state.doc.toString() ?? '';
      const from = code.indexOf(text, Math.max(0, code.indexOf(after)));
      if (!view || from < 0) throw new Error(`"${text}" is not in the editor`);
      const {node} = view.domAtPos(from);
      (node instanceof Element ? node : node.parentElement)?.scrollIntoView({block: 'center'});
      const start = view.coordsAtPos(from);
      const end = view.coordsAtPos(from + text.length);
      if (!start || !end) throw new Error(`"${text}" is not drawn in the editor`);
      const point = {x: (start.left + end.left) / 2, y: (start.top + start.bottom) / 2};
      if (!content.contains(document.elementFromPoint(point.x, point.y))) {
        throw new Error(`"${text}" is covered or out of view at ${point.x}, ${point.y}`);
      }
      return point;
    },
    {text, after},
  );
  await page.mouse.move(point.x, point.y);
}

/** Focuses the editor, which starts TypeScript, and waits until its extensions are in the editor (warm, but on a busy
 * machine the first answer may still take seconds). */
async function focusAndWaitForTypeScript(page: Page): Promise<void> {
  await editor(page).focus();
  await expect(playground(page).getByTestId('playground-editor')).toHaveAttribute('data-typescript', 'ready', {
    timeout: startupTimeoutMs,
  });
}

/**
 * Waits until the completion list has not changed for longer than CodeMirror's `interactionDelay` (75 ms), within
 * which it ignores Enter and the arrow keys on a list that has just opened or changed (Enter would be a new line).
 */
async function waitForSettledCompletions(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const list = document.querySelector('.cm-tooltip-autocomplete');
      const state = ((window as unknown as {settled?: {html: string; since: number}}).settled ??= {html: '', since: 0});
      const html = list?.outerHTML ?? '';
      if (html !== state.html) Object.assign(state, {html, since: performance.now()});
      return list !== null && performance.now() - state.since > 150;
    },
    null,
    {polling: 25},
  );
}

/** Records the URLs of the TypeScript worker and its type bundle that the page requests. */
function watchTypeScriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (typeScriptWorker.test(pathname) || typeBundle.test(pathname)) requested.push(pathname);
  });
  return requested;
}

test('a wrong fontSize is underlined with a message that names number, the preview keeps rendering, and the fix clears it', async ({
  page,
}) => {
  await openPlayground(page, '/docs/api/text');
  await expectRendered(page);
  const status = playground(page).getByTestId('playground-status');
  const heading = canvas(page).locator('g[data-node-type="TEXT"]').first().locator('text').first();

  await placeCursor(page, 'fontSize: 14', {select: true});
  await page.keyboard.type("fontSize: 'big'");
  // The first check waits for the worker to start.
  await expect(underlines(page)).toHaveCount(1, {timeout: startupTimeoutMs});
  await expect(playground(page).locator('.cm-line', {has: page.locator('.cm-lintRange-error')})).toContainText(
    "fontSize: 'big'",
  );
  await underlines(page).hover();
  const message = playground(page).locator('.cm-tooltip-lint');
  await expect(message).toContainText('number');
  await expect(message).toContainText('fontSize');
  // The code ran with the type error: the canvas was drawn again, without a run-time error.
  await expect(status).toContainText(/layers rendered/);
  await expect(playground(page).getByTestId('playground-error')).toHaveCount(0);
  await expect(heading).toBeVisible();

  await placeCursor(page, "fontSize: 'big'", {select: true});
  await page.keyboard.type('fontSize: 20');
  await expect(underlines(page)).toHaveCount(0);
  await expect(heading).toHaveAttribute('font-size', '20');
  await expect(status).toContainText(/layers rendered/);
  await expect(playground(page).getByTestId('playground-error')).toHaveCount(0);
});

test('typing a style key offers it; Enter inserts it, Escape closes the list, Tab still indents', async ({page}) => {
  await openPlayground(page, '/docs/api/frame');
  await focusAndWaitForTypeScript(page);
  await placeCursor(page, '<Page name="Settings" isCurrent style={{padding: 40}}>');
  await page.keyboard.press('Enter');
  await page.keyboard.type('<Frame style={{backg');
  const option = completions(page).getByRole('option', {name: /^backgroundColor/});
  await expect(option).toBeVisible({timeout: startupTimeoutMs});
  // The first offer that matches is selected; the reader moves to backgroundColor if another comes first.
  for (let step = 0; step < 5 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await waitForSettledCompletions(page);
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await waitForSettledCompletions(page);
  await page.keyboard.press('Enter');
  await expect(completions(page)).toHaveCount(0);
  await expect(playground(page).locator('.cm-line', {hasText: '<Frame style={{backgroundColor'})).toHaveCount(1);

  // A prop inside the tag; Escape closes the list and leaves the text as typed.
  await page.keyboard.type(": '#ffffff'}} lay");
  await expect(completions(page).getByRole('option', {name: /^layoutMode/})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(completions(page)).toHaveCount(0);
  await expect(editor(page)).toBeFocused();
  await expect(playground(page).locator('.cm-line', {hasText: "backgroundColor: '#ffffff'}} lay"})).toHaveCount(1);

  // Tab indents as before (the completion keys leave it alone); Control+M, then Tab, moves on.
  const lineWithCursor = playground(page).locator('.cm-line', {hasText: '}} lay'});
  const indentation = async () => /^\s*/.exec((await lineWithCursor.textContent()) ?? '')![0].length;
  const before = await indentation();
  await page.keyboard.press('Tab');
  await expect.poll(indentation).toBeGreaterThan(before);
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Control+m');
  await page.keyboard.press('Tab');
  await expect(editor(page)).not.toBeFocused();
});

test('a page with a playground requests the TypeScript worker and its types only once the editor is focused', async ({
  page,
}) => {
  const requested = watchTypeScriptRequests(page);
  await openPlayground(page, '/docs/api/text');
  await expectRendered(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await editor(page).focus();
  await expect.poll(() => requested.some((url) => typeScriptWorker.test(url)), {timeout: startupTimeoutMs}).toBe(true);
  await expect.poll(() => requested.some((url) => typeBundle.test(url)), {timeout: startupTimeoutMs}).toBe(true);
});

test('the type, error and completion popups show what TypeScript says, and pass axe in light and dark mode', async ({
  page,
}) => {
  // Starts the playground and the TypeScript worker, then opens and scans three popups in each theme, where the other
  // TypeScript tests need one popup each.
  test.slow();
  await openPlayground(page, '/docs/api/frame');
  await focusAndWaitForTypeScript(page);
  const errorPopup = playground(page).locator('.cm-tooltip-lint');
  const typePopup = playground(page).locator('.cm-tooltip-hover');
  const sizeUnderline = underlines(page).filter({hasText: 'size'});
  // A type error only: the code still runs, so no line is marked as a run-time error.
  await placeCursor(page, 'const device = FRAME_PRESETS.iPhoneSE;');
  await page.keyboard.type(" const size: number = 'big';");

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
      // Colours fade to the dark theme's: axe must see where they end, not a frame of the fade.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
      );
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // The light scans check every WCAG rule; the dark theme changes only colours.
    const rules = theme === 'light' ? undefined : colourRules;

    // The first answer of a just-started worker may take seconds on a busy machine.
    await sizeUnderline.hover({timeout: startupTimeoutMs});
    await expect(errorPopup).toContainText('number');
    // CodeMirror adds a popup 10,000 px above the page and moves it beside its text on the next frame: it is open for
    // the reader, and for axe (which skips what is off screen), once it is in view.
    await expect(errorPopup).toBeInViewport();
    await expectNoViolations(page, `the error popup, ${theme} mode`, {within: '.cm-tooltip-lint', rules});

    await hoverCode(page, 'Frame', '<Frame');
    await expect(typePopup).toContainText('const Frame: React.FC<FrameNodeProps>');
    await expect(typePopup).toBeInViewport();
    await expectNoViolations(page, `the type popup, ${theme} mode`, {within: '.cm-tooltip-hover', rules});
    if (theme === 'light') {
      await hoverCode(page, 'SettingRow', 'function');
      await expect(typePopup).toContainText('function SettingRow(');
    }

    // A prop the element does not have yet (TypeScript offers only those): typed once, then its last letter again.
    if (theme === 'light') {
      await placeCursor(page, 'paddingLeft={16}');
      await page.keyboard.type(' itemSp');
    } else {
      await placeCursor(page, 'paddingLeft={16} itemSp');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('p');
    }
    await expect(completions(page).getByRole('option', {name: /^itemSpacing/})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(completions(page)).toBeInViewport();
    await expectNoViolations(page, `the completion list, ${theme} mode`, {within: '.cm-tooltip-autocomplete', rules});
    await page.keyboard.press('Escape');
  }
});

test('a TypeScript worker that cannot load leaves a note, and the editor and the preview keep working', async ({
  page,
}) => {
  await page.route(typeScriptWorker, (route) => route.fulfill({status: 404, body: 'gone'}));
  await openPlayground(page, '/docs/api/text');
  await expectRendered(page);
  await placeCursor(page, 'fontSize: 14', {select: true});
  await page.keyboard.type('fontSize: 20');
  await expect(playground(page).getByTestId('playground-typescript-unavailable')).toContainText(
    'Type checking is unavailable',
    {timeout: startupTimeoutMs},
  );
  await expect(canvas(page).locator('g[data-node-type="TEXT"] text').first()).toHaveAttribute('font-size', '20');
  await expect(playground(page).getByTestId('playground-error')).toHaveCount(0);
});

test('a TypeScript worker that failed to load starts on the next focus, and type errors are underlined', async ({
  page,
}) => {
  // Offline for a moment: the worker's script fails once, and loads when asked again.
  await page.route(typeScriptWorker, (route) => route.fulfill({status: 404, body: 'gone'}), {times: 1});
  await openPlayground(page, '/docs/api/text');
  await expectRendered(page);
  const note = playground(page).getByTestId('playground-typescript-unavailable');
  await editor(page).focus();
  await expect(note).toContainText('Type checking is unavailable', {timeout: startupTimeoutMs});

  // The reader leaves the editor and comes back to it.
  await editor(page).blur();
  await placeCursor(page, 'fontSize: 14', {select: true});
  await page.keyboard.type("fontSize: 'big'");
  await expect(underlines(page)).toHaveCount(1, {timeout: startupTimeoutMs});
  await expect(note).toHaveCount(0);
});

test('20 playgrounds opened and closed in one visit leave the TypeScript worker with the files it started with', async ({
  page,
}) => {
  // Twenty in-app navigations, each starting a playground and its TypeScript: the work of several playground tests.
  test.setTimeout(3 * playgroundTestMs);
  const pages = [
    {path: '/docs/api/text', title: 'Text'},
    {path: '/docs/api/frame', title: 'Frame'},
  ];
  await openPlayground(page, pages[0]!.path);
  await focusAndWaitForTypeScript(page);
  const worker = page.workers().find((candidate) => typeScriptWorker.test(new URL(candidate.url()).pathname));
  if (!worker) throw new Error('no TypeScript worker on the page');
  const fileCount = () => worker.evaluate(() => (self as unknown as TypeScriptWorkerTestHooks).editorFileCount());
  await expect.poll(fileCount).toBe(1);

  for (let opened = 1; opened <= 20; opened += 1) {
    const next = pages[opened % 2]!;
    await navigateInApp(page, next.path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(next.title);
    await page
      .locator('[data-live-example]')
      .first()
      .evaluate((slot) => slot.scrollIntoView({block: 'center'}));
    await expect(editor(page)).toBeVisible({timeout: startupTimeoutMs});
    await focusAndWaitForTypeScript(page);
  }
  // One editor is on the page, as at the start.
  await expect.poll(fileCount).toBe(1);
});
