/**
 * The one compile step for the reader's TSX (sucrase, to a CommonJS function body). The worker runs its output and
 * "Download plugin" inlines the same output in the plugin's ui.html, so Figma runs what the playground showed.
 */
import {transform} from 'sucrase';
import {codeFileName, findForbiddenImports, syntaxError} from './codeErrors';
import type {CodeError} from './protocol';

/**
 * Throws sucrase's SyntaxError for code that does not compile. `development` mode sends elements through
 * `react/jsx-dev-runtime`'s `jsxDEV` with their source line, for tools that map nodes back to code.
 */
export function compile(code: string, {development = false} = {}): string {
  return transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: !development,
    filePath: codeFileName,
  }).code;
}

/** The compiled code, or the error that stops it: the first forbidden import, else the syntax error. */
export function compileOrError(
  code: string,
  options?: {development?: boolean},
): {compiled: string} | {error: CodeError} {
  const [forbidden] = findForbiddenImports(code);
  if (forbidden) {
    return {error: forbidden};
  }
  try {
    return {compiled: compile(code, options)};
  } catch (error) {
    return {error: syntaxError(error)};
  }
}
