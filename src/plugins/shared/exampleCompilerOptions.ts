/** How the docs' TSX examples are type-checked, by the build (type hints, type bundle) and by scripts/lib. */
import path from 'node:path';
import ts from 'typescript';

/** Meta key that exempts a block from type-checking; its value is the reason shown to readers of the source. */
export const NO_CHECK_META = 'nocheck';

/** Compiler options matching a react-figma plugin's UI code: React 16 types, Figma plugin typings, strict. */
export function reactFigmaCompilerOptions(root: string): ts.CompilerOptions {
  const nodeModules = path.join(root, 'node_modules');
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2019,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.React,
    esModuleInterop: true,
    skipLibCheck: true,
    lib: ['lib.es2019.d.ts', 'lib.dom.d.ts'],
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
      // Test files shown in the docs (run by tests/unit/docTests.test.ts) import these.
      'figma-api-stub': [path.join(nodeModules, 'figma-api-stub')],
      vitest: [path.join(nodeModules, 'vitest')],
    },
  };
}
