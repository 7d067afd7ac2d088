/**
 * The search engine's settings, shared by the build (which writes the index) and the browser (which loads it):
 * MiniSearch can only load an index with the options it was written with.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';

/** One searchable part of a page: its intro (`anchor` is '') or the text under one h2/h3 heading. */
export type SearchSection = {
  readonly id: number;
  readonly route: string;
  readonly anchor: string;
  readonly pageTitle: string;
  readonly heading: string;
  /** Prose, shown in result snippets. */
  readonly text: string;
  /** Code blocks: searchable, not stored in the index file, as snippets of code read poorly. */
  readonly code: string;
};

export type SearchHit = Omit<SearchSection, 'id' | 'code'> & {
  readonly id: number;
  readonly href: string;
  /** Index terms the query matched (after prefix and typo matching), for highlighting. */
  readonly terms: readonly string[];
};

export type SearchEngine = MiniSearch<SearchSection>;

const wordPattern = /[\p{L}\p{N}]+/gu;
const camelCaseBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Words, plus the parts of camelCase words, so "auto layout" also finds `layoutMode` and `autoLayout`-style names. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(wordPattern)) {
    tokens.push(word);
    const parts = word.split(camelCaseBoundary);
    if (parts.length > 1) {
      tokens.push(...parts);
    }
  }
  return tokens;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

/** The page title is indexed on the page's intro section only, so a title match lists a page once. */
function extractField(section: SearchSection, field: string): string {
  if (field === 'title') {
    return section.anchor === '' ? section.pageTitle : '';
  }
  return String(section[field as keyof SearchSection]);
}

export const engineOptions = {
  fields: ['title', 'heading', 'text', 'code'],
  storeFields: ['route', 'anchor', 'pageTitle', 'heading', 'text'],
  tokenize,
  processTerm,
  extractField,
} satisfies Options<SearchSection>;

const searchOptions = {
  boost: {title: 4, heading: 2, code: 0.5},
  prefix: (term: string) => term.length > 1,
  fuzzy: (term: string) => (term.length > 3 ? 0.25 : false),
  combineWith: 'AND',
} satisfies SearchOptions;

export function createEngine(sections: readonly SearchSection[]): SearchEngine {
  const engine = new MiniSearch<SearchSection>(engineOptions);
  engine.addAll(sections);
  return engine;
}

/** Loads the JSON the build wrote (`JSON.stringify(engine)`). */
export function loadEngine(json: string): SearchEngine {
  return MiniSearch.loadJSON<SearchSection>(json, engineOptions);
}

export function sectionHref(route: string, anchor: string): string {
  return anchor === '' ? route : `${route}#${anchor}`;
}

/** Sections matching every word first; else sections matching any word; else looser typo matching ("veiw"). */
export function searchSite(engine: SearchEngine, query: string, limit = 20): SearchHit[] {
  if (query.trim() === '') {
    return [];
  }
  let results = engine.search(query, searchOptions);
  if (results.length === 0) {
    results = engine.search(query, {...searchOptions, combineWith: 'OR'});
  }
  if (results.length === 0) {
    results = engine.search(query, {
      ...searchOptions,
      combineWith: 'OR',
      fuzzy: (term: string) => (term.length > 3 ? 2 : false),
    });
  }
  return results.slice(0, limit).map((result) => {
    const {route, anchor, pageTitle, heading, text} = result as unknown as Omit<SearchSection, 'id' | 'code'>;
    return {
      id: Number(result.id),
      route,
      anchor,
      pageTitle,
      heading,
      text,
      href: sectionHref(route, anchor),
      terms: [...new Set([...result.terms, ...result.queryTerms])].sort(),
    };
  });
}
