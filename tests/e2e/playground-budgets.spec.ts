/**
 * Byte budgets of the live playground, checked on the production build (`build/`, made before e2e runs):
 * the worker ≤ 400 KB gzip, the editor chunk ≤ 146 KB gzip, and no playground code in any page's first load.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {editorChunks, gzipBytes} from '../../scripts/lib/builtFiles.mjs';
import {renderWorkerFileName} from '../../src/plugins/playground';
import {builtFilePattern} from './support/playground';

const buildDir = path.resolve(__dirname, '../../build');
const jsDir = path.join(buildDir, 'assets/js');
const kib = 1024;

function jsFiles(): string[] {
  if (!existsSync(jsDir)) {
    throw new Error(`No production build in ${buildDir}: run \`npx docusaurus build\` before the e2e tests.`);
  }
  return readdirSync(jsDir).filter((file) => file.endsWith('.js'));
}

const gzipSize = (file: string) => gzipBytes(path.join(jsDir, file));
const read = (file: string) => readFileSync(path.join(jsDir, file), 'utf8');

/** Markers only the worker and the playground UI contain. */
const isPlaygroundCode = (file: string) =>
  /^playground/.test(file) || /cm-scroller|figma-api-stub|data-selection-outline/.test(read(file));

function htmlPages(dir = buildDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'assets' ? [] : htmlPages(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('the worker bundle is at most 400 KB gzip', () => {
  const workers = jsFiles().filter((file) => builtFilePattern(renderWorkerFileName).test(`assets/js/${file}`));
  expect(workers, 'exactly one playground-render-worker.<hash>.js in build/assets/js').toHaveLength(1);
  expect(gzipSize(workers[0]!)).toBeLessThanOrEqual(400 * kib);
});

// The budget holds the lezer TSX grammar of @codemirror/lang-javascript, which colours every kind of token, and the
// tooltip and completion-list code of @codemirror/view and /autocomplete: they sit in modules the editor already
// loads, so they stay in its chunk although only the lazy TypeScript chunk calls them.
test('the editor chunk (with CodeMirror) is at most 146 KB gzip', () => {
  const editorFiles = editorChunks(jsDir);
  expect(editorFiles.length).toBeGreaterThan(0);
  const total = editorFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  expect(total).toBeLessThanOrEqual(146 * kib);
});

test('no page loads playground code, the editor or the worker on first load', () => {
  const pages = htmlPages();
  expect(pages.length).toBeGreaterThan(20);
  const playgroundFiles = new Set(jsFiles().filter(isPlaygroundCode));
  expect(playgroundFiles.size).toBeGreaterThanOrEqual(3);
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="[^"]*\/assets\/js\/([^"/]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    const firstLoad = scripts.filter((file) => playgroundFiles.has(file));
    expect(firstLoad, `${path.relative(buildDir, page)} loads playground code on first load`).toEqual([]);
  }
});
