/**
 * Bench: edit → canvas updated, for every API page's live example, on the production build in Chromium.
 * For each page it types one character into a colour the canvas draws (the last hex digit) and times from the
 * editor's `beforeinput` to the first change of the canvas SVG, several times per page.
 * Prints one line: `playground edit→canvas median <n> ms (p90 <n> ms, <runs> edits on <pages> API pages)`.
 * Needs `npx docusaurus build` first. Budget (issue 6): median ≤ 150 ms.
 */
/* global window, document, MutationObserver, performance -- used inside page.evaluate (the browser) */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {serveBuild} from '../lib/serveBuild.mjs';
import {scrollToLiveExample} from '../lib/livePlayground.mjs';
import {chromiumPath} from '../lib/chromium.mjs';
import {addEditorView} from '../lib/editorViewInPage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const docsApiDir = path.join(root, 'docs/api');
const editsPerPage = 5;

if (!existsSync(buildDir)) {
  console.error(`bench/playground: no build in ${buildDir}; run \`npx docusaurus build\` first.`);
  process.exit(1);
}

const pages = readdirSync(docsApiDir)
  .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'))
  .flatMap((file) => {
    const match = /^```tsx[^\n]*\blive\b[^\n]*\n([\s\S]*?)\n```/m.exec(
      readFileSync(path.join(docsApiDir, file), 'utf8'),
    );
    return match ? [{url: `/docs/api/${file.replace(/\.mdx?$/, '')}`, code: match[1]}] : [];
  });

const {base, close: closeServer} = await serveBuild(buildDir, {compress: true});

/** The first hex colour of the code that the canvas draws (as `rgb(...)`), with its 0-based line and column. */
async function drawnColour(page, code) {
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="playground-canvas"] [fill^="rgb("]')].map((element) =>
      element.getAttribute('fill'),
    ),
  );
  const hexes = new Set(
    drawn.map((fill) => {
      const [r, g, b] = fill.match(/\d+/g).map(Number);
      return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
    }),
  );
  for (const match of code.matchAll(/#[0-9a-fA-F]{6}\b/g)) {
    if (hexes.has(match[0].toLowerCase())) {
      const before = code.slice(0, match.index).split('\n');
      return {line: before.length - 1, column: before.at(-1).length, index: match.index};
    }
  }
  return undefined;
}

/**
 * Selects [from, to) in the editor. Keyboard navigation races CodeMirror's asynchronous selection reading, so
 * the selection goes through the EditorView (found with CodeMirror's `EditorView.findFromDOM`); the edit itself is
 * still a real keystroke.
 */
async function select(page, from, to) {
  await addEditorView(page);
  await page
    .locator('.cm-content')
    .first()
    .evaluate(
      (content, range) => {
        const view = window.codeMirrorView.EditorView.findFromDOM(content);
        if (!view) {
          throw new Error('bench/playground: no CodeMirror view on .cm-content');
        }
        view.focus();
        view.dispatch({selection: {anchor: range.from, head: range.to}});
      },
      {from, to},
    );
}

const browser = await chromium.launch({executablePath: chromiumPath});
const timings = [];
try {
  const context = await browser.newContext();
  for (const {url, code} of pages) {
    const page = await context.newPage();
    await scrollToLiveExample(page, base + url);
    const canvas = page.getByTestId('playground-canvas').first();
    await canvas.waitFor({timeout: 30_000});
    await page.waitForTimeout(300);
    const target = await drawnColour(page, code);
    let current = code;
    for (let run = 0; run < editsPerPage; run += 1) {
      await page.evaluate(() => {
        const state = (window.__bench = {start: 0, end: 0});
        const svg = document.querySelector('[data-testid="playground-canvas"]');
        const observer = new MutationObserver(() => {
          if (state.start && !state.end) {
            state.end = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(svg, {subtree: true, attributes: true, childList: true, characterData: true});
        document.addEventListener('beforeinput', () => (state.start ||= performance.now()), {
          capture: true,
          once: true,
        });
      });
      if (target) {
        // A reader's edit: one keystroke that changes the last digit of a colour that is on the canvas.
        const lastDigit = target.index + 6;
        await select(page, lastDigit, lastDigit + 1);
        const digit = current[lastDigit] === '1' ? '2' : '1';
        await page.keyboard.type(digit);
        current = current.slice(0, lastDigit) + digit + current.slice(lastDigit + 1);
      } else {
        // No hex colour of the example is drawn: replace them all in one transaction instead.
        await page.locator('.cm-content').first().click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.insertText(code.replace(/#[0-9a-fA-F]{6}\b/g, run % 2 === 0 ? '#13579b' : '#9b7531'));
      }
      try {
        await page.waitForFunction(() => window.__bench.end > 0, null, {timeout: 10_000});
      } catch {
        throw new Error(
          `bench/playground: ${url}: the canvas did not change within 10 s of an edit (${target ? `line ${target.line + 1}` : 'paste'}).`,
        );
      }
      const {start, end} = await page.evaluate(() => window.__bench);
      timings.push(end - start);
      await page.waitForTimeout(150);
    }
    await page.close();
  }
} finally {
  await browser.close();
  closeServer();
}

timings.sort((a, b) => a - b);
const at = (share) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))];
console.log(
  `playground edit→canvas median ${Math.round(at(0.5))} ms (p90 ${Math.round(at(0.9))} ms, ` +
    `${timings.length} edits on ${pages.length} API pages; budget 150 ms)`,
);
