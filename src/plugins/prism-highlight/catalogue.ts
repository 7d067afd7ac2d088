/**
 * Prism's component catalogue (`prismjs/components.json`) with the site's language entries merged in, and the load
 * order of the site's languages from Prism's own resolver (`prismjs/dependencies.js`).
 */
import {createRequire} from 'node:module';
import getLoader from 'prismjs/dependencies';
import type {ComponentEntry, Components} from 'prismjs/dependencies';

const require = createRequire(import.meta.url);

/** One way to name related components in a catalogue entry: one id or several. */
type IdList = string | readonly string[];

/** A language the site adds to Prism's catalogue: Prism's entry fields plus the module that defines the grammar. */
export type SiteLanguageEntry = {
  readonly title: string;
  readonly alias?: IdList;
  readonly require?: IdList;
  readonly optional?: IdList;
  readonly modify?: IdList;
  readonly owner?: string;
  /** Module (relative to the site directory) whose default export `(Prism) => void` adds the grammar. */
  readonly path: string;
};

export type SiteLanguageCatalogue = Readonly<Record<string, SiteLanguageEntry>>;

/** The catalogue shipped with prismjs: core, themes, languages and plugins. */
export const prismCatalogue = require('prismjs/components.json') as Components;

/** Resolves a path inside the prismjs package, e.g. `prismjs/themes/prism.css`. */
export function resolvePrismFile(request: string): string {
  return require.resolve(request);
}

/** The plugin option that holds the site's entries, as errors name it. */
export const languageCatalogueSetting = 'prism-highlight plugin option "languageCatalogue"';

/** Prism builds its alias table lazily, on the first name that is not a component id: this one never is. */
const aliasTableProbe = '\u0000alias-table-probe';

const idListFields = ['alias', 'require', 'optional', 'modify'] as const;

function isIdList(value: unknown): value is IdList {
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

/** Checks one site entry's fields; `where` names the setting in the error. */
function validateSiteLanguageEntry(id: string, entry: unknown, where: string): void {
  const fail = (problem: string): never => {
    throw new Error(`${where}: the language entry "${id}" ${problem}.`);
  };
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return fail('must be an object with title, path and optional alias/require/optional/modify/owner');
  }
  const fields = entry as Record<string, unknown>;
  if (typeof fields.title !== 'string' || fields.title === '') {
    fail('needs a "title" string');
  }
  if (typeof fields.path !== 'string' || fields.path === '') {
    fail('needs a "path" to the module that defines its grammar');
  }
  if (fields.owner !== undefined && typeof fields.owner !== 'string') {
    fail('has an "owner" that is not a string');
  }
  for (const field of idListFields) {
    if (fields[field] !== undefined && !isIdList(fields[field])) {
      fail(`has a "${field}" that is neither a component id nor a list of ids`);
    }
  }
  const known = new Set(['title', 'path', 'owner', ...idListFields]);
  const unknownField = Object.keys(fields).find((field) => !known.has(field));
  if (unknownField) {
    fail(`has an unknown field "${unknownField}"`);
  }
}

/** Every component id of a catalogue, whatever its category. */
function componentIds(catalogue: Components): Set<string> {
  return new Set(Object.values(catalogue).flatMap((category) => Object.keys(category).filter((id) => id !== 'meta')));
}

/** Prism's catalogue plus the site's entries, which may not reuse Prism's ids (`require` or `modify` them instead). */
export function mergeCatalogue(base: Components, site: SiteLanguageCatalogue, where: string): Components {
  const existing = componentIds(base);
  const entries: Record<string, Readonly<ComponentEntry>> = {};
  for (const [id, entry] of Object.entries(site)) {
    validateSiteLanguageEntry(id, entry, where);
    if (existing.has(id)) {
      throw new Error(
        `${where}: the language entry "${id}" reuses the id of a component in prismjs/components.json; ` +
          `give it its own id and "require" or "modify" "${id}" instead.`,
      );
    }
    const {path: _modulePath, ...catalogueFields} = entry;
    entries[id] = catalogueFields;
  }
  // The site's entries are a category of their own, next to Prism's `languages`.
  return {...base, 'site-languages': entries};
}

/** The entry of a component id, in whichever category it is. */
function findEntry(catalogue: Components, id: string): Readonly<ComponentEntry> | undefined {
  const entry = Object.values(catalogue).find((category) => id !== 'meta' && id in category)?.[id];
  return typeof entry === 'string' ? {title: entry} : entry;
}

/** The component a name stands for: itself if it is an id, the component it is an alias of, else unchanged. */
function toComponentId(catalogue: Components, ids: ReadonlySet<string>, name: string): string {
  if (ids.has(name)) {
    return name;
  }
  return [...ids].find((id) => [findEntry(catalogue, id)?.alias ?? []].flat().includes(name)) ?? name;
}

export type ResolveLanguagesParams = {
  readonly catalogue: Components;
  /** Language ids or aliases, in any order, duplicates allowed. */
  readonly languages: readonly string[];
  /** Components already loaded into the Prism instance: not loaded again unless Prism says they must be. */
  readonly loaded?: readonly string[];
  /** The setting the languages come from, e.g. `themeConfig.prism.additionalLanguages`: errors name it. */
  readonly setting: string;
};

/**
 * The components to load, in load order, for `languages`, by Prism's resolver: the request is a catalogue entry named
 * after the setting that `require`s the languages, so an unknown language, a cycle or an alias conflict fails with
 * Prism's own message ("<setting> depends on an unknown component <name>").
 */
export function resolveLanguages({catalogue, languages, loaded = [], setting}: ResolveLanguagesParams): string[] {
  try {
    const ids = componentIds(catalogue);
    // Prism's resolver over the whole catalogue first, so a cycle or an unknown dependency anywhere fails with
    // Prism's message instead of overflowing the stack in its requirement walk. Marking every component as loaded
    // skips that walk; the probe makes Prism build (and check) its alias table.
    getLoader(catalogue, [...ids, aliasTableProbe], [...ids]).getIds();
    const requested = [...new Set(languages.map((name) => toComponentId(catalogue, ids, name)))];
    const withRequest: Components = {...catalogue, 'site-request': {[setting]: {require: requested}}};
    return getLoader(withRequest, [setting], loaded)
      .getIds()
      .filter((id) => id !== setting);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Code highlighting cannot resolve the languages of ${setting} ` +
        `(Prism's catalogue merged with the prism-highlight plugin's "languageCatalogue"): ${message}`,
      {cause: error},
    );
  }
}
