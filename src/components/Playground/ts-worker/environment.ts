/**
 * The TypeScript language service of the TypeScript worker: a virtual file system holding the type bundle, and the
 * diagnostics of a file in the shape CodeMirror's linter draws.
 */
import ts from 'typescript';
import {createSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment} from '@typescript/vfs';
import type {Diagnostic} from '@codemirror/lint';
import type {TypeBundle} from '../shared/protocol';

export function createEnvironment({compilerOptions, files}: TypeBundle): VirtualTypeScriptEnvironment {
  return createVirtualTypeScriptEnvironment(createSystem(new Map(Object.entries(files))), [], ts, compilerOptions);
}

/**
 * Has TypeScript read and bind every declaration, and check a line of JSX against react-figma's types, before the
 * editor gets its extensions: the reader's first completion, hover or diagnostics then takes milliseconds, not the
 * seconds of a cold language service.
 */
export function warmUp(env: VirtualTypeScriptEnvironment): void {
  const path = '/warm-up/playground-code.tsx';
  env.createFile(
    path,
    "import * as React from 'react';\nimport {Page, Text, render} from 'react-figma';\nrender(<Page><Text>Hi</Text></Page>);\n",
  );
  env.languageService.getSemanticDiagnostics(path);
  env.languageService.getCompletionsAtPosition(path, 0, {});
  env.deleteFile(path);
}

const severities: Readonly<Record<ts.DiagnosticCategory, Diagnostic['severity']>> = {
  [ts.DiagnosticCategory.Error]: 'error',
  [ts.DiagnosticCategory.Warning]: 'warning',
  [ts.DiagnosticCategory.Suggestion]: 'info',
  [ts.DiagnosticCategory.Message]: 'info',
};

/**
 * The syntax and type errors of one file, each with TypeScript's whole message chain. codemirror-ts's own
 * `getLints` keeps only the chain's first line, which for a wrong style value names the whole style object's type
 * ("Type '{ fontSize: string; … }' is not assignable to type 'void | StyleOf<…>'") and not the property and the
 * type it needed ("Type 'string' is not assignable to type 'number'"), which come further down.
 */
export function diagnostics(env: VirtualTypeScriptEnvironment, path: string): Diagnostic[] {
  if (!env.getSourceFile(path)) return [];
  return [
    ...env.languageService.getSyntacticDiagnostics(path),
    ...env.languageService.getSemanticDiagnostics(path),
  ].flatMap(({start, length, category, messageText}): Diagnostic[] => {
    if (start === undefined || length === undefined) return [];
    const message = ts.flattenDiagnosticMessageText(messageText, '\n');
    return [{from: start, to: start + length, severity: severities[category], message}];
  });
}
