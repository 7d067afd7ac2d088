/** The engine's settings, shared by the build and the browser: MiniSearch loads an index only with its own options. */
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

type Section = Omit<SearchSection, 'id' | 'code'>;

export type SearchHit = Omit<SearchSection, 'code'> & {
  readonly href: string;
  /** Index terms the query matched (after prefix and typo matching), for highlighting. */
  readonly terms: readonly string[];
};

export type SearchEngine = MiniSearch<SearchSection>;

const wordPattern = /[\p{L}\p{N}]+/gu;
const camelCaseBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
const stopWords = new Set('a an and are as at be by for in is it of on or the to with'.split(' '));

const compoundPattern = /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)+/gu;

/** Words, their camelCase parts ("layout" finds `layoutMode`), and names joined by - or . as one ("react-native"). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(wordPattern)) {
    tokens.push(word);
    const parts = word.split(camelCaseBoundary);
    if (parts.length > 1) tokens.push(...parts);
  }
  for (const [compound] of text.matchAll(compoundPattern)) {
    tokens.push(compound.replace(/[-.]/g, ''));
  }
  return tokens;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

/** The page title is indexed on the page's intro section only, so a title match lists a page once. */
function extractField(section: SearchSection, field: string): string {
  if (field === 'title') return section.anchor === '' ? section.pageTitle : '';
  return String(section[field as keyof SearchSection]);
}

const engineOptions = {
  fields: ['title', 'heading', 'text', 'code'],
  storeFields: ['route', 'anchor', 'pageTitle', 'heading', 'text'],
  tokenize,
  processTerm,
  extractField,
} satisfies Options<SearchSection>;

/** Options of the search for one query word, already split and lower-cased. */
const wordSearchOptions = {
  boost: {title: 4, heading: 2, code: 0.3},
  prefix: (term: string) => term.length > 1,
  fuzzy: (term: string) => (term.length > 3 ? 0.25 : false),
  tokenize: (term: string) => [term],
  processTerm: (term: string) => term,
} satisfies SearchOptions;

/** Words saying little about what is asked: lunr's English stop list, "use", "want", "need", kinds ("function"). */
const questionWords = new Set(
  'able about across after all almost also am among any because been but can cannot could did do does either else ever every from get got had has have how however i if into its just least let like likely may me might most must my neither no nor not off often only other our own rather said say says should since so some than that their them then there these they this too us wants was we were what when where which while who whom why will would yet you your use using want need function method'.split(
    ' ',
  ),
);

/** How much a filler word counts next to a content word, in score and in coverage. */
const fillerWeight = 0.3;
/** How much a heading (or title) that the query matches whole lifts its section: up to this factor plus one. */
const headingWeight = 1;

type QueryWord = {readonly term: string; readonly filler: boolean};

/** A text's words, lower-cased, once each, without stop words. */
function distinctWords(text: string): string[] {
  return [...new Set(tokenize(text).map((token) => token.toLowerCase()))].filter((word) => !stopWords.has(word));
}

/**
 * The query's words, lower-cased, once each. Filler words (question words, single letters) count only where a heading
 * or title holds them ("When to use Frame"), and weigh little; a query of filler words only is taken as typed.
 */
function queryWords(query: string): QueryWord[] {
  const words = distinctWords(query);
  const isFiller = (word: string) => word.length === 1 || questionWords.has(word);
  const hasContent = words.some((word) => !isFiller(word));
  return words.map((term) => ({term, filler: hasContent && isFiller(term)}));
}

type Candidate = {
  readonly id: number;
  readonly section: Section;
  /** Sum of the BM25 scores of the query words, a filler word's scaled down. */
  score: number;
  /** Sum of the weights of the query words the section holds. */
  coverage: number;
  /** How many of the query's content words the section holds. */
  contentWords: number;
  /** Index terms matched (after prefix and typo matching), and the query words themselves. */
  readonly terms: Set<string>;
  /** The index terms matched in the heading or title. */
  readonly headingTerms: Set<string>;
};

/** Runs one search per query word and adds up, per section holding a content word, what each found. */
function collect(engine: SearchEngine, words: readonly QueryWord[], typoDistance?: number): Candidate[] {
  const searches = words.map(({term, filler}) => ({
    term,
    filler,
    results: engine.search(
      term,
      filler
        ? {...wordSearchOptions, fields: ['title', 'heading'], prefix: false, fuzzy: false}
        : typoDistance
          ? {...wordSearchOptions, fuzzy: term.length > 3 ? typoDistance : false}
          : wordSearchOptions,
    ),
  }));
  // A word most sections hold ("figma", "react") says less about a section than a rare one: coverage counts each
  // word by its inverse document frequency (as BM25 does), a filler word by a share of the content words' average.
  const rarity = (matches: number) => Math.log(1 + (engine.documentCount - matches + 0.5) / (matches + 0.5));
  const content = searches.filter(({filler}) => !filler);
  const meanRarity = content.reduce((sum, {results}) => sum + rarity(results.length), 0) / Math.max(1, content.length);
  const candidates = new Map<number, Candidate>();
  for (const {term, filler, results} of searches) {
    const coverageWeight = filler ? fillerWeight * meanRarity : rarity(results.length);
    for (const result of results) {
      const id = Number(result.id);
      const {route, anchor, pageTitle, heading, text} = result as unknown as Section;
      const candidate = candidates.get(id) ?? {
        id,
        section: {route, anchor, pageTitle, heading, text},
        score: 0,
        coverage: 0,
        contentWords: 0,
        terms: new Set(),
        headingTerms: new Set(),
      };
      candidates.set(id, candidate);
      candidate.score += (filler ? fillerWeight : 1) * result.score;
      candidate.coverage += coverageWeight;
      if (!filler) candidate.contentWords++;
      candidate.terms.add(term);
      for (const [matched, fields] of Object.entries(result.match)) {
        candidate.terms.add(matched);
        if (fields.includes('heading') || fields.includes('title')) candidate.headingTerms.add(matched);
      }
    }
  }
  return [...candidates.values()].filter((candidate) => candidate.contentWords > 0);
}

export function createEngine(sections: readonly SearchSection[]): SearchEngine {
  const engine = new MiniSearch<SearchSection>(engineOptions);
  engine.addAll(sections);
  return engine;
}

/** Loads the JSON the build wrote (`JSON.stringify(engine)`). */
export function loadEngine(json: string): SearchEngine {
  return MiniSearch.loadJSON<SearchSection>(json, engineOptions);
}

/** The share of `heading`'s words among `terms`, from 0 to 1. */
function shareMatched(heading: string, terms: ReadonlySet<string>): number {
  const words = distinctWords(heading);
  return words.length === 0 ? 0 : words.filter((word) => terms.has(word)).length / words.length;
}

/**
 * Sections ranked by BM25 score times how much of the query they hold (rare words counting more), lifted when the
 * query matches their heading (or an intro's page title). A query of one or two words lists only sections holding all
 * of them, if any; a longer one, any of its content words. Nothing found: looser typo matching ("veiw"). A section
 * several pages share (a prop table from a partial) is listed once.
 */
export function searchSite(engine: SearchEngine, query: string, limit = 20): SearchHit[] {
  const words = queryWords(query);
  const contentWords = words.filter(({filler}) => !filler).length;
  if (contentWords === 0) return [];
  let candidates = collect(engine, words);
  if (contentWords <= 2 && candidates.some((candidate) => candidate.contentWords === contentWords)) {
    candidates = candidates.filter((candidate) => candidate.contentWords === contentWords);
  }
  if (candidates.length === 0) candidates = collect(engine, words, 2);
  const asked = new Set(words.map(({term}) => term));
  const ranked = candidates
    .map((candidate) => {
      const {section, headingTerms} = candidate;
      const heading = section.anchor === '' ? section.pageTitle : section.heading;
      return {
        candidate,
        score: candidate.score * candidate.coverage * (1 + headingWeight * shareMatched(heading, headingTerms)),
        // Tells apart copies of a shared section: the one on the page the query names comes first.
        pageMatch: shareMatched(section.pageTitle, asked),
      };
    })
    .sort((a, b) => b.score - a.score || b.pageMatch - a.pageMatch || a.candidate.id - b.candidate.id);
  const listed = new Set<string>();
  const hits: SearchHit[] = [];
  for (const {candidate} of ranked) {
    const {section, id, terms} = candidate;
    const content = `${section.heading}\n${section.text}`;
    if (listed.has(content)) continue;
    listed.add(content);
    const href = section.anchor === '' ? section.route : `${section.route}#${section.anchor}`;
    hits.push({id, ...section, href, terms: [...terms].sort()});
    if (hits.length === limit) break;
  }
  return hits;
}
