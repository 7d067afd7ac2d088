/**
 * Loader for `import snippet from './file.tsx?highlight'` (or `?highlight=bash`): the file's text, language and
 * build-time `tokenizedHtml`, for `<CodeBlock tokenizedHtml={…}>` in TSX.
 */
import path from 'node:path';
import {getHighlighter, highlightCode, type HighlighterOptions} from './highlighter';

/** What `file?highlight` imports. */
export type HighlightedSnippet = {
  readonly code: string;
  readonly language: string;
  /** Undefined when the language has no grammar: the block then shows plain text. */
  readonly tokenizedHtml: string | undefined;
};

export const snippetQuery = /^\?highlight(=[\w-]+)?$/;

type LoaderContext = {
  readonly resourcePath: string;
  readonly resourceQuery: string;
  getOptions(): HighlighterOptions;
};

/** The language named in the query, else the file's extension. */
export function snippetLanguage(resourcePath: string, resourceQuery: string): string {
  const named = snippetQuery.exec(resourceQuery)?.[1]?.slice(1);
  return (named ?? path.extname(resourcePath).slice(1)).toLowerCase();
}

export default async function snippetLoader(this: LoaderContext, source: string): Promise<string> {
  const highlighter = await getHighlighter(this.getOptions());
  const language = snippetLanguage(this.resourcePath, this.resourceQuery);
  if (!highlighter.hasLanguage(language)) {
    throw new Error(
      `Code highlighting: ${this.resourcePath}${this.resourceQuery} is in "${language}", which has no grammar loaded; ` +
        `add it to themeConfig.prism.additionalLanguages or name a language with ?highlight=<language>.`,
    );
  }
  const tokenizedHtml = highlightCode(highlighter, source, language)?.tokenizedHtml;
  return `export default ${JSON.stringify({code: source, language, tokenizedHtml} satisfies HighlightedSnippet)};`;
}
