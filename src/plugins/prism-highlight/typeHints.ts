/**
 * Build time: the type of each identifier in a page's TypeScript examples, as an editor shows it on hover, from
 * twoslash. Code blocks mark the identifiers (`tokensToHtmlLines`); a small script shows the type in a popup.
 */
import {createTwoslasher} from 'twoslash';
import ts from 'typescript';

export type TypeHintOptions = {
  /** The compiler options the examples type-check with (paths to the library's types, strictness, JSX). */
  readonly compilerOptions: ts.CompilerOptions;
  /** Languages whose blocks get types, e.g. `['tsx']`. */
  readonly languages: readonly string[];
  /** A meta key that marks a block that does not type-check on purpose; such blocks get no types. */
  readonly skipMeta?: string;
  /** Where the compiler looks up `node_modules`; the site's directory. */
  readonly siteDir: string;
};

/** The type of one identifier, at its position in the block's code. */
export type TypeHint = {
  readonly start: number;
  readonly length: number;
  /** TypeScript's quick info, e.g. `(property) layoutMode?: "NONE" | "HORIZONTAL" | "VERTICAL"`. */
  readonly type: string;
  /** The first paragraph of the declaration's JSDoc, when it has one. */
  readonly summary?: string;
};

/** One block of a page: its code, and the file it is checked as (`exampleFileNames`), which others may import. */
export type ExampleBlock = {readonly code: string; readonly fileName: string};

export type TypeHinter = (blocks: readonly ExampleBlock[]) => TypeHint[][];

/** The JSDoc's first paragraph, with Markdown links reduced to their text: a popup is a summary, not the reference. */
export function jsDocSummary(docs: string | undefined): string | undefined {
  const firstParagraph = docs?.split(/\n\s*\n/)[0]?.trim();
  return firstParagraph ? firstParagraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') : undefined;
}

/**
 * Types for a page's blocks in one twoslash run, each block a file of its own (`@filename`): one program per page, a
 * block can import another by its module name, and top-level names never clash.
 */
export function createTypeHinter({compilerOptions, siteDir}: Pick<TypeHintOptions, 'compilerOptions' | 'siteDir'>) {
  const twoslasher = createTwoslasher({
    tsModule: ts,
    vfsRoot: siteDir,
    compilerOptions,
    // The examples' unit test reports type errors; here a block's types are only read.
    handbookOptions: {noErrors: true, keepNotations: true},
  });
  return function typeHints(blocks: readonly ExampleBlock[]): TypeHint[][] {
    let source = '';
    const starts = blocks.map(({code, fileName}) => {
      source += `// @filename: ${fileName}\n`;
      const start = source.length;
      source += `${code}\nexport {};\n`;
      return start;
    });
    const hints: TypeHint[][] = blocks.map(() => []);
    for (const hover of twoslasher(source, 'tsx').hovers) {
      let index = starts.length - 1;
      while (index > 0 && starts[index]! > hover.start) {
        index -= 1;
      }
      const code = blocks[index]?.code;
      const start = hover.start - (starts[index] ?? 0);
      if (code === undefined || start + hover.length > code.length) {
        continue;
      }
      const summary = jsDocSummary(hover.docs);
      hints[index]!.push({start, length: hover.length, type: hover.text, ...(summary && {summary})});
    }
    return hints;
  };
}
