/**
 * Rehype plugin for docs, blog posts and pages: marks where a long piece of inline code may break across lines, with
 * `<wbr>` after `_ . < | , / ( & :` (after the last of a run such as `::`), and, in a table cell after the first
 * column, between the words of a camelCase name. A type or an environment variable then wraps where a reader's eye
 * expects it (`ReadonlyArray<` / `Paint>`, `REACT_FIGMA_` / `WEB_DEFAULTS_ENABLED`), never inside a word.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';

/** Shorter code stays whole: a table gives its column that width, and a line of prose moves it to the next line. */
const minBreakableLength = 16;

const breaksAfter = new Set('_.<|,/(&:');

/** The places in `token` where a line may break: the indexes of the characters that may start a new line. */
export function breakIndexes(token: string, camelCase: boolean): number[] {
  if (token.length < minBreakableLength) return [];
  const indexes: number[] = [];
  for (let index = 1; index < token.length; index += 1) {
    const previous = token[index - 1]!;
    const next = token[index]!;
    const afterPunctuation = breaksAfter.has(previous) && !breaksAfter.has(next);
    if (afterPunctuation || (camelCase && /[a-z0-9]/.test(previous) && /[A-Z]/.test(next))) {
      indexes.push(index);
    }
  }
  return indexes;
}

function withBreaks(text: string, camelCase: boolean): ElementContent[] {
  const parts: ElementContent[] = [];
  let pending = '';
  for (const word of text.split(/(\s+)/)) {
    let start = 0;
    for (const index of breakIndexes(word, camelCase)) {
      pending += word.slice(start, index);
      parts.push({type: 'text', value: pending}, {type: 'element', tagName: 'wbr', properties: {}, children: []});
      pending = '';
      start = index;
    }
    pending += word.slice(start);
  }
  if (pending) parts.push({type: 'text', value: pending});
  return parts;
}

/** Marked `data-breaks` where it gained one: src/theme/MDXComponents keeps such code inline. */
function breakCode(code: Element, camelCase: boolean): void {
  const children = code.children.flatMap((child) =>
    child.type === 'text' ? withBreaks(child.value, camelCase) : [child],
  );
  if (children.length === code.children.length) return;
  code.children = children;
  code.properties.dataBreaks = '';
}

function visit(node: Root | RootContent, camelCase: boolean): void {
  if (node.type !== 'element' && node.type !== 'root') return;
  if (node.type === 'element') {
    if (node.tagName === 'pre') return;
    if (node.tagName === 'code') {
      breakCode(node, camelCase);
      return;
    }
    if (node.tagName === 'tr') {
      node.children
        .filter((cell): cell is Element => cell.type === 'element')
        .forEach((cell, column) => visit(cell, column > 0));
      return;
    }
  }
  node.children.forEach((child) => visit(child, camelCase));
}

const rehypeCodeBreaks: Plugin<[], Root> = () => (tree) => visit(tree, false);

export default rehypeCodeBreaks;
