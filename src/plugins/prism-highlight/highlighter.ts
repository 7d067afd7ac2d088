/**
 * Highlighting in Node: a Prism instance with the site's languages loaded in the order Prism's resolver gives,
 * turning code into one HTML string per source line (Prism's token spans, never crossing a line break).
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import type {Token, TokenStream} from 'prismjs';
import {languageCatalogueSetting, mergeCatalogue, prismCatalogue, resolveLanguages} from './catalogue';
import type {SiteLanguageCatalogue} from './catalogue';
import {escapeHtml} from '../../lib/escapeHtml';
import {loadOnce} from '../../lib/loadOnce';
import {highlightedSource} from './client/tokenizedHtml';
import {tableAttribute, typeHintClassName} from './client/typeHintMarkup';
import type {TypeHint} from './typeHints';

const require = createRequire(import.meta.url);

type PrismInstance = typeof import('prismjs');

/** Grammars every site gets, as Docusaurus sites expect: the core bundle's and React's (jsx, tsx). */
export const defaultLanguages = ['markup', 'css', 'clike', 'javascript', 'jsx', 'typescript', 'tsx'] as const;

/** The languages shipped inside `prismjs` (its main file), so never loaded again unless Prism says so. */
const coreBundleLanguages = ['markup', 'css', 'clike', 'javascript'] as const;

export type HighlighterOptions = {
  /** Extra language ids or aliases, e.g. `['bash', 'json', 'diff']`. */
  readonly additionalLanguages: readonly string[];
  /** The site's own entries, merged into Prism's catalogue. */
  readonly languageCatalogue?: SiteLanguageCatalogue;
  /** Base directory of the `path` of `languageCatalogue` entries. */
  readonly siteDir: string;
};

export type Highlighter = Awaited<ReturnType<typeof createHighlighter>>;

export const additionalLanguagesSetting = 'themeConfig.prism.additionalLanguages';

export type TypeHintMarking = {
  readonly hints: readonly TypeHint[];
  /** Written on the first marker, so the popup finds the block's table. */
  readonly tableId: string;
};

/**
 * Evaluates a prismjs file afresh, then restores the module cache and the global `Prism` the main file sets, so other
 * code sharing `prismjs` is unaffected. Component files extend the global `Prism`: it is `prism` meanwhile.
 */
function requirePrismFile(request: string, prism?: PrismInstance): unknown {
  const file = require.resolve(request);
  const cached = require.cache[file];
  const globals = globalThis as {Prism?: unknown};
  const previousGlobal = globals.Prism;
  delete require.cache[file];
  globals.Prism = prism ?? previousGlobal;
  try {
    return require(file);
  } finally {
    if (cached) {
      require.cache[file] = cached;
    }
    globals.Prism = previousGlobal;
  }
}

/** Escaped for HTML with its line breaks as `&#10;`: the highlighted HTML has exactly one line per line of code. */
const escapeToken = (text: string): string => escapeHtml(text).replaceAll('\n', '&#10;');

/**
 * Prism's `Token.stringify`, except that spans close at each line break and reopen on the next line, so every line
 * stands alone (line numbers, highlighted lines, magic comments). A span is written only once it holds text (no empty
 * spans at line ends), and a token right after one with the same tag goes on in its span (`);` is one span): the same
 * look with fewer elements to lay out. The `wrap` hook still runs. A type hint goes inside the innermost token around
 * its identifier, or is that token when it is just the identifier; one crossing a token's edge (never an identifier in
 * Prism's grammars) is left out.
 */
export function tokensToHtmlLines(
  prism: PrismInstance,
  tokens: TokenStream,
  language: string,
  typeHints?: TypeHintMarking,
) {
  const hints = typeHints?.hints ?? [];
  const lines: string[] = [];
  /** The type hints that got a marker, in order: the block's table. */
  const marked: TypeHint[] = [];
  /** Opening tags of the tokens we are inside; only the first `written` are in `line` yet. */
  const openTags: string[] = [];
  let written = 0;
  let line = '';
  /** The span closed last on this line, and the length `line` had then: its tag is reopened by extending it. */
  let lastClosed: {readonly tag: string; readonly end: number} | undefined;
  /** Where the next text starts in the code, and the first hint not yet placed. */
  let position = 0;
  let hintIndex = 0;

  /** Records a marked hint; the block's first marker is its one tab stop (the popup moves on with the arrow keys). */
  const markerAttributes = (hint: TypeHint) =>
    marked.push(hint) === 1 ? ` tabindex="0" ${tableAttribute}="${escapeToken(typeHints!.tableId)}"` : '';
  const typeHintHtml = (hint: TypeHint, identifier: string) =>
    `<span class="${typeHintClassName}"${markerAttributes(hint)}>${escapeToken(identifier)}</span>`;

  const markText = (text: string, offset: number): string => {
    let html = '';
    let cursor = 0;
    for (; hintIndex < hints.length; hintIndex += 1) {
      const hint = hints[hintIndex]!;
      const start = hint.start - offset;
      if (start + hint.length > text.length) {
        break;
      }
      if (start < cursor) {
        continue;
      }
      html += escapeToken(text.slice(cursor, start)) + typeHintHtml(hint, text.slice(start, start + hint.length));
      cursor = start + hint.length;
    }
    return html + escapeToken(text.slice(cursor));
  };

  const addText = (text: string) => {
    let offset = position;
    position += text.length;
    text.split('\n').forEach((part, index) => {
      if (index > 0) {
        lines.push(line + '</span>'.repeat(written));
        line = '';
        written = 0;
        lastClosed = undefined;
        offset += 1;
      }
      if (part !== '') {
        const toOpen = openTags.slice(written);
        if (toOpen.length === 1 && toOpen[0] === lastClosed?.tag && line.length === lastClosed.end) {
          line = line.slice(0, -'</span>'.length) + markText(part, offset);
        } else {
          line += toOpen.join('') + markText(part, offset);
        }
        written = openTags.length;
      }
      offset += part.length;
    });
  };

  const addStream = (stream: TokenStream) => {
    if (typeof stream === 'string') {
      addText(stream);
      return;
    }
    if (Array.isArray(stream)) {
      stream.forEach(addStream);
      return;
    }
    const token: Token = stream;
    const env = {
      type: token.type,
      content: typeof token.content === 'string' ? escapeToken(token.content) : '',
      tag: 'span',
      classes: ['token', token.type, ...[token.alias ?? []].flat()],
      attributes: {} as Record<string, string>,
      language,
    };
    prism.hooks.run('wrap', env);
    let attributes = Object.entries(env.attributes)
      .map(([name, value]) => ` ${name}="${escapeToken(String(value))}"`)
      .join('');
    // A token that is one identifier with a type hint is the marker itself, not a span around the marker's span.
    const hint = hints[hintIndex];
    if (
      typeof token.content === 'string' &&
      hint?.start === position &&
      hint.length === token.content.length &&
      !token.content.includes('\n')
    ) {
      env.classes.push(typeHintClassName);
      attributes += markerAttributes(hint);
      hintIndex += 1;
    }
    openTags.push(`<span class="${escapeToken(env.classes.filter(Boolean).join(' '))}"${attributes}>`);
    addStream(token.content);
    if (written === openTags.length) {
      line += '</span>';
      written -= 1;
      lastClosed = {tag: openTags.at(-1)!, end: line.length};
    }
    openTags.pop();
  };

  addStream(tokens);
  lines.push(line + '</span>'.repeat(written));
  return {lines, marked};
}

/** Creates a Prism instance with the default and the site's languages, resolved by Prism's own resolver. */
export async function createHighlighter({additionalLanguages, languageCatalogue = {}, siteDir}: HighlighterOptions) {
  const catalogue = mergeCatalogue(prismCatalogue, languageCatalogue, languageCatalogueSetting);
  const ids = resolveLanguages({
    catalogue,
    languages: [...defaultLanguages, ...additionalLanguages],
    loaded: coreBundleLanguages,
    setting: additionalLanguagesSetting,
  });
  const prism = requirePrismFile('prismjs') as PrismInstance;
  for (const id of ids) {
    const siteEntry = languageCatalogue[id];
    if (!siteEntry) {
      requirePrismFile(`prismjs/components/prism-${id}.js`, prism);
      continue;
    }
    const absolutePath = path.resolve(siteDir, siteEntry.path);
    const grammar = (await loadFreshModule(absolutePath)) as unknown;
    if (typeof grammar !== 'function') {
      throw new Error(
        `Code highlighting: the grammar module of language "${id}" (${absolutePath}) must export a function ` +
          `(Prism) => void as its default export.`,
      );
    }
    (grammar as (prism: PrismInstance) => void)(prism);
  }

  const grammarOf = (language: string) => {
    const grammar = prism.languages[language];
    return typeof grammar === 'object' && grammar !== null ? grammar : undefined;
  };

  return {
    /** Component ids loaded into this instance, in load order. */
    loadedComponents: ids as readonly string[],
    /** Whether a grammar (id or alias) is available. */
    hasLanguage: (language: string) => grammarOf(language) !== undefined,
    /** One HTML string per line of `code` and the type hints marked; undefined when the language has no grammar. */
    highlightLines(code: string, language: string, typeHints?: TypeHintMarking) {
      const grammar = grammarOf(language);
      if (!grammar) {
        return undefined;
      }
      const env = {code, grammar, language, tokens: [] as TokenStream};
      prism.hooks.run('before-tokenize', env);
      env.tokens = prism.tokenize(env.code, env.grammar);
      prism.hooks.run('after-tokenize', env);
      return tokensToHtmlLines(prism, env.tokens, language, typeHints);
    },
  };
}

/** The `tokenizedHtml` prop (./client/tokenizedHtml.ts) of `code` and the hints it marks; undefined with no grammar. */
export function highlightCode(highlighter: Highlighter, code: string, language: string, typeHints?: TypeHintMarking) {
  const highlighted = highlighter.highlightLines(highlightedSource(code), language.toLowerCase(), typeHints);
  return highlighted && {tokenizedHtml: highlighted.lines.join('\n'), marked: highlighted.marked};
}

/** Highlighters by configuration (its JSON), so every MDX file and compiler of a build shares one. */
const highlighterFor = loadOnce((configuration: string) => createHighlighter(JSON.parse(configuration)));

export function getHighlighter({additionalLanguages, languageCatalogue, siteDir}: HighlighterOptions) {
  return highlighterFor(JSON.stringify({additionalLanguages, languageCatalogue, siteDir}));
}
