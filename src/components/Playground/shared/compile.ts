/**
 * The one compile step for the reader's TSX (sucrase, to a CommonJS function body). The worker runs its output;
 * the "Download plugin" button puts the same output into the plugin's ui.html, so Figma runs what the playground
 * showed.
 */
import {transform} from 'sucrase';
import {codeFileName} from './codeErrors';

/**
 * Throws sucrase's SyntaxError for code that does not compile (read it with `syntaxError`). In `development` mode
 * elements go through `react/jsx-dev-runtime`'s `jsxDEV` with their source line, for tools that map nodes back to
 * code; production mode (the default) needs only `react/jsx-runtime`.
 */
export function compile(code: string, {development = false} = {}): string {
  return transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: !development,
    filePath: codeFileName,
  }).code;
}
