/**
 * Bench: TypeScript in the live playground's editor (issue 23), on the production build in Chromium.
 * - Sizes (gzip): the TypeScript worker's script, its type bundle, the chunks the editor's first focus loads for it,
 *   and the editor chunk (CodeMirror) as playground-budgets.spec.ts counts it.
 * - First focus → first diagnostics: from the editor's focus event (a fresh browser context: nothing cached) to the
 *   first underline, the reader having typed a type error at once (`fontSize: 'big'`) on each of a few API pages.
 * - Keystroke → diagnostics once warm: one keystroke that makes an error (a letter after a number) to its underline,
 *   then Backspace and a wait for the underline to go, several times. Budget (issue 23): median ≤ 500 ms.
 * Needs `npx docusaurus build` first.
 */
/* global window, document, MutationObserver, performance -- used inside page.evaluate (the browser) */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {serveBuild} from '../lib/serveBuild.mjs';
import {scrollToLiveExample} from '../lib/livePlayground.mjs';
import {chromiumPath} from '../lib/chromium.mjs';
import {addEditorView} from '../lib/editorViewInPage.mjs';
import {editorChunks, gzipBytes} from '../lib/builtFiles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const jsDir = path.join(buildDir, 'assets/js');
const coldPages = ['/docs/api/text', '/docs/api/view', '/docs/api/frame'];
const warmEdits = 12;
const budgetMs = 500;

if (!existsSync(buildDir)) {
  console.error(`bench/playground-typescript: no build in ${buildDir}; run \`npx docusaurus build\` first.`);
  process.exit(1);
}

const gzipKb = (file) => (gzipBytes(file) / 1024).toFixed(1);
const only = (dir, pattern) => {
  const matches = readdirSync(dir).filter((file) => pattern.test(file));
  if (matches.length !== 1) throw new Error(`bench/playground-typescript: expected one ${pattern} in ${dir}`);
  return path.join(dir, matches[0]);
};
const workerFile = only(jsDir, /^playground-typescript-worker\.[0-9a-f]+\.js$/);
const typesFile = only(path.join(buildDir, 'assets'), /^playground-types\.[0-9a-f]+\.json$/);
const editorKb = (editorChunks(jsDir).reduce((sum, file) => sum + gzipBytes(path.join(jsDir, file)), 0) / 1024).toFixed(
  1,
);

const {base, close} = await serveBuild(buildDir, {compress: true});
const browser = await chromium.launch({executablePath: chromiumPath});

/** Opens a page's playground as a reader does and waits for its first render. */
async function openPlayground(page, url) {
  await scrollToLiveExample(page, base + url);
  await page.getByTestId('playground-status').first().filter({hasText: 'layers rendered'}).waitFor({timeout: 30_000});
}

/**
 * Focuses the editor with the cursor after the first match of `pattern` (or the match selected) and returns when it
 * was focused (the selection goes through the EditorView, as in playground.mjs).
 */
async function focusAt(page, pattern, {select}) {
  await addEditorView(page);
  return page
    .locator('.cm-content')
    .first()
    .evaluate(
      (content, {pattern, select}) => {
        const view = window.codeMirrorView.EditorView.findFromDOM(content);
        if (!view) throw new Error('bench/playground-typescript: no CodeMirror view on .cm-content');
        const match = new RegExp(pattern).exec(view.state.doc.toString());
        if (!match) throw new Error(`bench/playground-typescript: /${pattern}/ is not in the editor`);
        const from = match.index;
        const text = match[0];
        let focusedAt = 0;
        content.addEventListener('focus', () => (focusedAt ||= performance.now()), {once: true});
        view.focus();
        view.dispatch({selection: {anchor: select ? from : from + text.length, head: from + text.length}});
        return focusedAt || performance.now();
      },
      {pattern, select},
    );
}

/** Resolves in the page, with the time, when the editor's underlines appear (`present`) or are gone. */
function armUnderlineWatch(page, present) {
  return page.evaluate((present) => {
    const state = (window.__tsBench = {start: 0, end: 0});
    const content = document.querySelector('.cm-content');
    const check = () => {
      if (state.start && !state.end && (content.querySelector('.cm-lintRange-error') !== null) === present) {
        state.end = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(content, {subtree: true, childList: true, attributes: true});
    document.addEventListener('beforeinput', () => (state.start ||= performance.now()), {capture: true, once: true});
  }, present);
}

const waitForWatch = (page) => page.waitForFunction(() => window.__tsBench.end > 0, null, {timeout: 30_000});

const firstDiagnostics = [];
const warm = [];
let focusChunks = [];
try {
  for (const url of coldPages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openPlayground(page, url);
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const focusedAt = await focusAt(page, 'fontSize: \\d+', {select: true});
    await page.keyboard.type("fontSize: 'big'");
    await page.locator('.cm-lintRange-error').first().waitFor({timeout: 30_000});
    const shownAt = await page.evaluate(() => performance.now());
    // The underline appeared at most one animation frame before this read; a frame is the precision here.
    firstDiagnostics.push(shownAt - focusedAt);
    focusChunks = requested.filter(
      (file) => /\/assets\/js\/.*\.js$/.test(file) && !/playground-typescript-worker/.test(file),
    );

    if (url === coldPages[0]) {
      // Warm now: one keystroke makes an error, Backspace takes it away, again and again.
      await focusAt(page, "fontSize: 'big'", {select: true});
      await page.keyboard.type('fontSize: 14');
      await page.locator('.cm-lintRange-error').first().waitFor({state: 'detached', timeout: 30_000});
      for (let edit = 0; edit < warmEdits; edit += 1) {
        await focusAt(page, 'fontSize: 14', {select: false});
        await armUnderlineWatch(page, true);
        await page.keyboard.type('x');
        await waitForWatch(page);
        const {start, end} = await page.evaluate(() => window.__tsBench);
        warm.push(end - start);
        await page.keyboard.press('Backspace');
        await page.locator('.cm-lintRange-error').first().waitFor({state: 'detached', timeout: 30_000});
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  close();
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const at = (values, share) => sorted(values)[Math.min(values.length - 1, Math.floor(share * values.length))];
const chunksKb = (focusChunks.reduce((sum, file) => sum + gzipBytes(path.join(buildDir, file)), 0) / 1024).toFixed(1);
console.log(
  `playground TypeScript sizes (gzip): worker ${gzipKb(workerFile)} KB, type bundle ${gzipKb(typesFile)} KB, ` +
    `chunks on first focus ${chunksKb} KB (${focusChunks.map((file) => path.basename(file)).join(', ')}), ` +
    `editor chunk ${editorKb} KB (budget 146 KB)`,
);
console.log(
  `playground TypeScript first focus→first diagnostics median ${Math.round(at(firstDiagnostics, 0.5))} ms ` +
    `(max ${Math.round(Math.max(...firstDiagnostics))} ms, ${firstDiagnostics.length} cold pages)`,
);
const warmMedian = at(warm, 0.5);
console.log(
  `playground TypeScript keystroke→diagnostics median ${Math.round(warmMedian)} ms (p90 ${Math.round(at(warm, 0.9))} ms, ` +
    `${warm.length} edits once warm; budget ${budgetMs} ms)`,
);
if (warmMedian > budgetMs || Number(editorKb) > 146) process.exit(1);
