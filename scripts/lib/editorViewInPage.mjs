// CodeMirror's public API in the page, for the tests and benches that drive the playground's editor: they find an
// editor's view with `EditorView.findFromDOM(element)`, as CodeMirror documents. The site keeps EditorView inside its
// editor chunk, so this gives the page the same @codemirror/view package the site is built with (from node_modules),
// as `window.codeMirrorView`. findFromDOM reads what CodeMirror keeps on the editor's elements, so it returns the
// site's own view, and everything the caller does goes through that view's public methods.
/* global window -- used inside page.evaluate (the browser) */
import {build} from 'esbuild';

/** @type {Promise<string> | undefined} */
let script;

/**
 * Gives the page `window.codeMirrorView.EditorView`, once per document.
 * @param {import('@playwright/test').Page} page
 */
export async function addEditorView(page) {
  script ??= build({
    // Resolved from the working directory: the site's root, where tests and benches run.
    stdin: {contents: "export {EditorView} from '@codemirror/view';", resolveDir: process.cwd()},
    bundle: true,
    format: 'iife',
    globalName: 'codeMirrorView',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  const code = await script;
  if (!(await page.evaluate(() => 'codeMirrorView' in window))) {
    await page.addScriptTag({content: code});
  }
}
