import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {metaAttribute, type CodeFence} from './codeFences';

export type ExampleDiagnostic = {
  readonly file: string;
  readonly line: number;
  readonly message: string;
};

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

/**
 * Type-checks TSX examples as the plugin's own UI code would be: strict, against react-figma@0.31.0's published
 * types, React 16's types (react-figma's React) and the Figma plugin typings.
 */
export function typecheckExamples(root: string, fences: readonly CodeFence[]): ExampleDiagnostic[] {
  const workDir = mkdtempSync(path.join(tmpdir(), 'rf-examples-'));
  const sources = new Map<string, CodeFence>();
  const checked = fences.filter(
    (fence) => fence.language === 'tsx' && metaAttribute(fence.meta, NO_CHECK_META) === undefined,
  );
  checked.forEach((fence, index) => {
    const dir = path.join(workDir, String(index));
    mkdirSync(dir);
    const fileName = path.join(dir, 'example.tsx');
    // A leading empty export keeps every example its own module, so top-level names never clash.
    writeFileSync(fileName, `${fence.code}\nexport {};\n`);
    sources.set(fileName, fence);
  });
  const options = reactFigmaCompilerOptions(root);
  const program = ts.createProgram([...sources.keys()], options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const problems: ExampleDiagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const fence = diagnostic.file && sources.get(path.resolve(diagnostic.file.fileName));
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!fence || diagnostic.start === undefined) {
      problems.push({file: diagnostic.file?.fileName ?? '(compiler)', line: 0, message});
      continue;
    }
    const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    problems.push({file: fence.file, line: fence.line + line, message});
  }
  return problems;
}
