/** How the docs' TSX examples are type-checked, by the build (type hints, type bundle) and by scripts/lib. */
import path from 'node:path';
import ts from 'typescript';

/** Meta key that exempts a block from type-checking; its value is the reason shown to readers of the source. */
export const NO_CHECK_META = 'nocheck';

/**
 * Meta key that lets the other blocks of a page import a block: `module="figmaData"` makes it `./figmaData` to them,
 * as a file of the reader's plugin would be (a helper that both threads import, for example).
 */
export const MODULE_META = 'module';

/** The value of `key="…"` in a fence's meta string, if present. */
export function metaAttribute(meta: string, key: string): string | undefined {
  return new RegExp(`(?:^|\\s)${key}="([^"]*)"`).exec(meta)?.[1];
}

/**
 * The file names a page's blocks are type-checked under, side by side: a block's module name, or `example-<index>`,
 * which nothing imports. Throws, naming the page, for a module name that is not a plain file name or is used twice.
 */
export function exampleFileNames(metas: readonly string[], page: string): string[] {
  const names = metas.map((meta, index) => {
    const module = metaAttribute(meta, MODULE_META);
    if (module !== undefined && !/^[A-Za-z_][\w-]*$/.test(module)) {
      throw new Error(
        `${page}: ${MODULE_META}="${module}" must be a plain file name without extension, such as "figmaData"`,
      );
    }
    return `${module ?? `example-${index}`}.tsx`;
  });
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) {
    throw new Error(`${page}: two code blocks are ${MODULE_META}="${repeated.replace(/\.tsx$/, '')}"`);
  }
  return names;
}

/**
 * Compiler options matching a react-figma plugin's UI code: React 16 types, Figma plugin typings, strict, and the
 * ES2015 target and library of the tsconfig.json that docs/installation.mdx gives readers ("target": "es6"), so an
 * example that calls a later built-in such as `padStart` fails here as it would in their plugin.
 */
export function reactFigmaCompilerOptions(root: string): ts.CompilerOptions {
  const nodeModules = path.join(root, 'node_modules');
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2015,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.React,
    // As in that tsconfig: a CommonJS module such as react-fetch-hook needs a namespace import, not a default one.
    esModuleInterop: false,
    skipLibCheck: true,
    lib: ['lib.es2015.d.ts', 'lib.dom.d.ts'],
    typeRoots: [path.join(nodeModules, '@figma')],
    types: ['plugin-typings'],
    baseUrl: root,
    paths: {
      react: [path.join(nodeModules, '@types/react-16')],
      'react/*': [path.join(nodeModules, '@types/react-16/*')],
      // A plugin's own window is React DOM of the same React 16 (docs/configure.mdx shows one).
      'react-dom': [path.join(nodeModules, '@types/react-dom-16')],
      'react-dom/*': [path.join(nodeModules, '@types/react-dom-16/*')],
      'react-figma': [path.join(nodeModules, 'react-figma')],
      'react-figma/*': [path.join(nodeModules, 'react-figma/*')],
      // react-figma's message library, installed with it, which a plugin may use for messages of its own.
      'figma-jsonrpc': [path.join(nodeModules, 'figma-jsonrpc')],
      'figma-jsonrpc/*': [path.join(nodeModules, 'figma-jsonrpc/*')],
      // react-figma's fetch hook, installed with it, which docs/data-fetching.mdx shows a plugin using.
      'react-fetch-hook': [path.join(nodeModules, 'react-fetch-hook')],
      // Test files shown in the docs (run by tests/unit/docTests.test.ts) import these.
      'figma-api-stub': [path.join(nodeModules, 'figma-api-stub')],
      vitest: [path.join(nodeModules, 'vitest')],
    },
  };
}
