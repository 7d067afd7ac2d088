/**
 * The `tokenizedHtml` prop of `@theme/CodeBlock`: Prism's token spans per source line, joined by "\n" (line HTML has no
 * raw line break). Made at build time (`highlightCode` in ../highlighter.ts), read in the browser; imports no Prism.
 */

/** The language of a code element's class names, as Docusaurus reads it (`language-TSX` → `tsx`). */
export function languageFromClassName(className: string | undefined): string | undefined {
  const languageClass = className?.split(' ').find((name) => name.startsWith('language-'));
  return languageClass?.slice('language-'.length).toLowerCase() || undefined;
}

/** Docusaurus drops one trailing line break before splitting a block into lines; so do we. */
function sourceLines(code: string): string[] {
  return code.replace(/\r?\n$/, '').split(/\r?\n/);
}

/** The code as it is highlighted: what type hints' positions refer to. */
export function highlightedSource(code: string): string {
  return sourceLines(code).join('\n');
}

/**
 * Browser: the HTML of each line Docusaurus shows. It removes magic-comment lines (`// highlight-next-line`) from
 * `codeInput` to get `code`; kept lines are matched in order to their source lines. Undefined if the prop does not fit.
 */
export function tokenizedLines(tokenizedHtml: string, codeInput: string, code: string): string[] | undefined {
  const htmlLines = tokenizedHtml.split('\n');
  const originalLines = sourceLines(codeInput);
  if (htmlLines.length !== originalLines.length) {
    return undefined;
  }
  const shownLines = code.split('\n');
  if (shownLines.length === originalLines.length) {
    return htmlLines;
  }
  const shownHtml: string[] = [];
  originalLines.forEach((line, index) => {
    if (shownHtml.length < shownLines.length && line === shownLines[shownHtml.length]) {
      shownHtml.push(htmlLines[index] ?? '');
    }
  });
  return shownHtml.length === shownLines.length ? shownHtml : undefined;
}
