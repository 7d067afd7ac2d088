import path from 'node:path';

/**
 * A rule's loader that is written in TypeScript: `file`'s default export, given `options` (its `this.getOptions()`).
 */
export function typeScriptLoader(file: string, options: object = {}): {loader: string; options: object} {
  return {loader: path.join(__dirname, 'runTypeScriptLoader.cjs'), options: {...options, module: file}};
}
