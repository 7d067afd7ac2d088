/**
 * How the reader's compiled code runs (its module wrapper and `require`), and its compile errors, thrown values and
 * forbidden imports as messages with a line and column.
 */
import type {CodeError} from './protocol';

/** The name reader code is evaluated under, so stack frames can be told apart from library frames. */
export const codeFileName = 'playground-code.tsx';

/** Wraps compiled code as a function of `require`, `exports` and `module`; the code starts on its line 1. */
export const evaluationHeader = '(function (require, exports, module) {';

export const allowedModules: ReadonlySet<string> = new Set(['react', 'react-figma']);

export class ForbiddenImportError extends Error {
  constructor(moduleName: string) {
    super(
      `Cannot import "${moduleName}": the playground provides only "react" and "react-figma". ` +
        'Inline the code you need instead.',
    );
    this.name = 'ForbiddenImportError';
  }
}

/** Compiled code wrapped in `evaluationHeader`: a CommonJS module as a function. */
export type CompiledModule = (require: (name: string) => unknown, exports: unknown, module: {exports: unknown}) => void;

/** Runs a compiled module; its `require` gives `modules`, and throws ForbiddenImportError for any other name. */
export function runModule(compiled: CompiledModule, modules: Readonly<Record<string, unknown>>): void {
  const module = {exports: {}};
  const require = (name: string): unknown => {
    if (!(name in modules)) {
      throw new ForbiddenImportError(name);
    }
    return modules[name];
  };
  compiled(require, module.exports, module);
}

/** 1-based line and column of an offset. */
export function positionOf(code: string, offset: number): {line: number; column: number} {
  const lines = code.slice(0, offset).split('\n');
  return {line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1};
}

/** Every `import … from 'x'`, `import 'x'` and `export … from 'x'` naming a module the playground lacks. */
export function findForbiddenImports(source: string): CodeError[] {
  const pattern = /^[ \t]*(?:import|export)\b[^'";]*?(?:from\s*)?(['"])([^'"\n]+)\1/gm;
  return [...source.matchAll(pattern)].flatMap((match): CodeError[] => {
    const moduleName = match[2] ?? '';
    if (allowedModules.has(moduleName)) {
      return [];
    }
    const index = (match.index ?? 0) + match[0].lastIndexOf(match[1] + moduleName);
    return [{phase: 'import', message: new ForbiddenImportError(moduleName).message, ...positionOf(source, index)}];
  });
}

/** Sucrase reports `Unexpected token (3:14)` with a 0-based column; we show 1-based columns. */
export function syntaxError(error: unknown): CodeError {
  const message = error instanceof Error ? error.message : String(error);
  const match = /\((\d+):(\d+)\)\s*$/.exec(message);
  return {
    phase: 'syntax',
    message: message.replace(/^Error transforming [^:]*:\s*/, ''),
    ...(match ? {line: Number(match[1]), column: Number(match[2]) + 1} : {}),
  };
}

/**
 * A thrown value as a message; the position comes from the first stack frame in the reader's code.
 * `headerLength` is how many characters the evaluation wrapper adds before the code on line 1.
 */
export function runtimeError(error: unknown, headerLength: number): CodeError {
  if (error instanceof ForbiddenImportError) {
    return {phase: 'import', message: error.message, ...stackPosition(error, headerLength)};
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : `Uncaught ${String(error)}`;
  return {phase: 'runtime', message, ...stackPosition(error, headerLength)};
}

function stackPosition(error: unknown, headerLength: number): {line?: number; column?: number} {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const match = new RegExp(`${codeFileName.replace(/\./g, '\\.')}:(\\d+):(\\d+)`).exec(stack);
  if (!match) {
    return {};
  }
  const line = Number(match[1]);
  const column = Number(match[2]);
  return {line, column: line === 1 ? Math.max(1, column - headerLength) : column};
}
