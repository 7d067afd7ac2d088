/**
 * Rehype plugin: tokenizes every fenced code block with Prism in Node, as the `tokenizedHtml` prop of
 * `@theme/CodeBlock`, so the browser never needs a grammar. With `typeHints`, the identifiers of TypeScript examples
 * are marked and their types (`./typeHints`) written to a table per block in `typeHints.tablesDir`, which `./index`
 * emits for the popup to fetch.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Element, Root, RootContent} from 'hast';
import {toString} from 'mdast-util-to-string';
import {cachedArtefactSync} from '../shared/artefactCache';
import {contentHash} from '../shared/contentHash';
import {exampleFileNames} from '../shared/exampleCompilerOptions';
import {getHighlighter, highlightCode, type Highlighter, type HighlighterOptions} from './highlighter';
import type {TypeHintTable} from './client/typeHintMarkup';
import {highlightedSource, languageFromClassName} from './client/tokenizedHtml';
import {createTypeHinter, type ExampleBlock, type TypeHint, type TypeHinter, type TypeHintOptions} from './typeHints';

export type RehypePrismHighlightOptions = Omit<HighlighterOptions, 'siteDir'> & {
  /** Base directory of the site's grammar modules; defaults to the working directory, where Docusaurus runs. */
  readonly siteDir?: string;
  /** Types on hover for these languages' blocks, with tables in `tablesDir` (the plugin's `typeHintTables`). */
  readonly typeHints?: Omit<TypeHintOptions, 'siteDir'> & {readonly tablesDir: string};
};

type TypedBlocks = ReturnType<typeof typedBlocks>;

type FencedBlock = {readonly code: Element; readonly language: string; readonly text: string; readonly meta: string};

/** The fenced code blocks (`pre > code`) that name a language, in document order. */
function fencedBlocks(node: Root | RootContent): FencedBlock[] {
  if (node.type === 'element' && node.tagName === 'pre') {
    return node.children.flatMap((code) => {
      if (code.type !== 'element' || code.tagName !== 'code') {
        return [];
      }
      const language = languageFromClassName([code.properties.className ?? []].flat().join(' '));
      const meta = String(code.properties.metastring ?? '');
      return language ? [{code, language, text: toString(code), meta}] : [];
    });
  }
  return 'children' in node ? (node.children as RootContent[]).flatMap(fencedBlocks) : [];
}

/** The type hints of each block that gets them, from one run for the whole page. */
function typeHintsOf(blocks: readonly FencedBlock[], typed: TypedBlocks | undefined, filePath: string) {
  const hinted = blocks.filter(({language, meta}) => typed?.accepts(language, meta));
  if (!typed || hinted.length === 0) {
    return new Map<FencedBlock, TypeHint[]>();
  }
  try {
    const fileNames = exampleFileNames(
      hinted.map(({meta}) => meta),
      filePath,
    );
    const hints = typed.hintsOf(
      hinted.map(({text}, index) => ({code: highlightedSource(text), fileName: fileNames[index]!})),
    );
    return new Map(hinted.map((block, index) => [block, hints[index] ?? []]));
  } catch (error) {
    throw new Error(`Code highlighting: could not read the types of the examples in ${filePath}`, {cause: error});
  }
}

/** Adds `tokenizedHtml` to each `pre > code` whose language has a grammar; warns once per file and language otherwise. */
export function highlightTree(
  tree: Root,
  highlighter: Highlighter,
  filePath = 'a Markdown file',
  typed?: TypedBlocks,
): void {
  const missing = new Set<string>();
  const blocks = fencedBlocks(tree);
  const typeHints = typeHintsOf(blocks, typed, filePath);
  blocks.forEach((block) => {
    const hints = typeHints.get(block);
    const marking = hints && {hints, tableId: contentHash(JSON.stringify(hints))};
    const highlighted = highlightCode(highlighter, block.text, block.language, marking);
    if (highlighted === undefined) {
      missing.add(block.language);
      return;
    }
    block.code.properties.tokenizedHtml = highlighted.tokenizedHtml;
    if (marking && highlighted.marked.length > 0) {
      typed?.saveTable(marking.tableId, highlighted.marked);
    }
  });
  missing.forEach((language) => {
    logger.warn`Code highlighting: path=${filePath} has code blocks in name=${language}, which has no grammar loaded; they render as plain text. Add it to code=${'themeConfig.prism.additionalLanguages'}.`;
  });
}

/**
 * Type hinters by configuration, so every MDX file of a build shares one compiler cache, each with the hints it has
 * given: the development server recompiles a page on every edit, mostly of prose around unchanged examples, and the
 * types of node_modules do not change while the process runs.
 */
const typeHinters = new Map<string, {readonly hinter: TypeHinter; readonly known: Map<string, TypeHint[][]>}>();

/** What a page's hints depend on besides its blocks and compiler options: the packages' versions, and this code. */
const typeHintInputs = [path.resolve(__dirname, '../../../package-lock.json'), path.join(__dirname, 'typeHints.ts')];

export function typedBlocks({tablesDir, ...options}: TypeHintOptions & {readonly tablesDir: string}) {
  const key = JSON.stringify(options);
  const {hinter, known} = typeHinters.get(key) ?? {hinter: createTypeHinter(options), known: new Map()};
  typeHinters.set(key, {hinter, known});
  const {languages, skipMeta} = options;
  const skipped = skipMeta === undefined ? undefined : new RegExp(`(?:^|\\s)${skipMeta}=`);
  return {
    /** The hints of a page's blocks; the development server keeps them across restarts (`../shared/artefactCache`). */
    hintsOf(blocks: readonly ExampleBlock[]) {
      const blocksKey = JSON.stringify(blocks);
      // A doc edited in `npm start` after a restart needs no compiler while its examples are unchanged (starting one
      // takes longer than the rest of the page's compilation); blocks given before need not even the cache.
      const hints =
        known.get(blocksKey) ??
        cachedArtefactSync({
          name: `type-hints-of-pages/${contentHash(blocksKey)}`,
          key: JSON.stringify([key, blocks]),
          make: () => ({value: hinter(blocks), inputs: typeHintInputs}),
        });
      known.set(blocksKey, hints);
      return hints;
    },
    /** Whether a block of this language and metastring gets types. */
    accepts: (language: string, metastring: string) => languages.includes(language) && !skipped?.test(metastring),
    saveTable(tableId: string, hints: readonly TypeHint[]) {
      const table: TypeHintTable = hints.map(({type, summary}) => (summary === undefined ? [type] : [type, summary]));
      mkdirSync(tablesDir, {recursive: true});
      writeFileSync(path.join(tablesDir, `${tableId}.json`), JSON.stringify(table));
    },
  };
}

export default function rehypePrismHighlight(options: RehypePrismHighlightOptions) {
  const siteDir = options.siteDir ?? process.cwd();
  const highlighter = getHighlighter({...options, siteDir});
  const typed = options.typeHints && typedBlocks({...options.typeHints, siteDir});
  return async (tree: Root, file: {readonly path?: string}): Promise<void> => {
    highlightTree(tree, await highlighter, file.path && path.relative(process.cwd(), file.path), typed);
  };
}
