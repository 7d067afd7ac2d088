// What the byte budgets measure in a build, for the tests and the benches that check them.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** A built file's size as it travels: gzip at level 9. */
export const gzipBytes = (/** @type {string} */ file) => gzipSync(readFileSync(file), {level: 9}).length;

/**
 * The scripts of `jsDir` (build/assets/js) that hold the playground's editor: its named chunk, and any shared chunk
 * CodeMirror's code went to (its DOM class `cm-scroller` is in no other code).
 * @param {string} jsDir
 */
export const editorChunks = (jsDir) =>
  readdirSync(jsDir).filter(
    (file) =>
      file.endsWith('.js') &&
      (/^playground-editor\./.test(file) || readFileSync(path.join(jsDir, file), 'utf8').includes('cm-scroller')),
  );
