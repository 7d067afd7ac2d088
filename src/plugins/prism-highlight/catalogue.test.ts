import {describe, expect, it} from 'vitest';
import type {Components} from 'prismjs/dependencies';
import {mergeCatalogue, prismCatalogue, resolveLanguages} from './catalogue';

const setting = 'themeConfig.prism.additionalLanguages';

/** A small catalogue in Prism's format: `app` requires `lib`, which requires `base`; `extra` modifies `base`. */
const fixture: Components = {
  languages: {
    base: 'Base',
    lib: {title: 'Lib', require: 'base', alias: ['library']},
    app: {title: 'App', require: ['lib'], optional: 'extra', alias: 'application'},
    extra: {title: 'Extra', modify: 'base'},
    solo: 'Solo',
  },
};

describe('resolveLanguages', () => {
  it('loads required components before the languages that need them', () => {
    expect(resolveLanguages({catalogue: fixture, languages: ['app'], setting})).toEqual(['base', 'lib', 'app']);
  });

  it('orders optional dependencies first when both are requested, and loads each component once', () => {
    const ids = resolveLanguages({catalogue: fixture, languages: ['app', 'extra', 'lib', 'app'], setting});
    expect(ids).toEqual(['base', 'lib', 'extra', 'app']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps aliases to their component', () => {
    expect(resolveLanguages({catalogue: fixture, languages: ['application', 'library'], setting})).toEqual([
      'base',
      'lib',
      'app',
    ]);
  });

  it('skips components that are already loaded', () => {
    expect(resolveLanguages({catalogue: fixture, languages: ['app'], loaded: ['base', 'lib'], setting})).toEqual([
      'app',
    ]);
    expect(resolveLanguages({catalogue: fixture, languages: ['solo'], loaded: ['solo'], setting})).toEqual([]);
  });

  it('reloads a loaded component that a newly loaded one modifies, as Prism requires', () => {
    // `base` is defined afresh first, then `extra` modifies it.
    expect(resolveLanguages({catalogue: fixture, languages: ['extra'], loaded: ['base'], setting})).toEqual([
      'base',
      'extra',
    ]);
  });

  it('fails on an unknown language with Prism message naming the setting', () => {
    expect(() => resolveLanguages({catalogue: fixture, languages: ['solo', 'nope'], setting})).toThrowError(
      `${setting} depends on an unknown component nope`,
    );
  });

  it('fails on a catalogue entry that requires an unknown component', () => {
    const broken: Components = {languages: {...fixture.languages, lib: {title: 'Lib', require: 'missing'}}};
    expect(() => resolveLanguages({catalogue: broken, languages: ['app'], setting})).toThrowError(
      /Code highlighting cannot resolve the languages of themeConfig\.prism\.additionalLanguages .*lib depends on an unknown component missing/,
    );
  });

  it('fails on a circular dependency with Prism message', () => {
    const circular: Components = {languages: {a: {title: 'A', require: 'b'}, b: {title: 'B', require: 'a'}}};
    expect(() => resolveLanguages({catalogue: circular, languages: ['a'], setting})).toThrowError(
      'Circular dependency: a -> b -> a',
    );
  });

  it('fails when an alias is claimed by two components', () => {
    const clash: Components = {languages: {a: {title: 'A', alias: 'x'}, b: {title: 'B', alias: 'x'}}};
    expect(() => resolveLanguages({catalogue: clash, languages: ['a'], setting})).toThrowError(
      'x cannot be alias for both b and a',
    );
  });

  it('fails when an alias is also a component id', () => {
    const clash: Components = {languages: {a: {title: 'A', alias: 'b'}, b: 'B'}};
    expect(() => resolveLanguages({catalogue: clash, languages: ['b'], setting})).toThrowError(
      'b cannot be alias of a because it is a component.',
    );
  });

  it('resolves the site languages against Prism catalogue', () => {
    const ids = resolveLanguages({
      catalogue: prismCatalogue,
      languages: ['tsx', 'sh', 'json', 'diff'],
      loaded: ['markup', 'css', 'clike', 'javascript'],
      setting,
    });
    expect(ids).toEqual(expect.arrayContaining(['typescript', 'jsx', 'tsx', 'bash', 'json', 'diff']));
    expect(ids.indexOf('typescript')).toBeLessThan(ids.indexOf('tsx'));
    expect(ids.indexOf('jsx')).toBeLessThan(ids.indexOf('tsx'));
    expect(ids).not.toContain('javascript');
  });
});

describe('mergeCatalogue', () => {
  const where = 'prism-highlight option "languageCatalogue"';

  it('adds site entries that Prism resolution then sees', () => {
    const merged = mergeCatalogue(
      prismCatalogue,
      {'figma-manifest': {title: 'Figma manifest', require: 'json', alias: 'manifest', path: './grammar.ts'}},
      where,
    );
    expect(resolveLanguages({catalogue: merged, languages: ['manifest'], setting})).toEqual(['json', 'figma-manifest']);
  });

  it('rejects an entry that reuses a Prism component id', () => {
    expect(() => mergeCatalogue(prismCatalogue, {json: {title: 'JSON', path: './json.ts'}}, where)).toThrowError(
      /languageCatalogue.*"json" reuses the id of a component/,
    );
  });

  it('rejects an entry without a grammar module', () => {
    expect(() => mergeCatalogue(prismCatalogue, {x: {title: 'X'} as never}, where)).toThrowError(/needs a "path"/);
  });

  it('lets Prism report an alias of a site entry that clashes with a Prism alias', () => {
    const merged = mergeCatalogue(prismCatalogue, {mine: {title: 'Mine', alias: 'sh', path: './mine.ts'}}, where);
    expect(() => resolveLanguages({catalogue: merged, languages: ['mine'], setting})).toThrowError(
      /sh cannot be alias for both/,
    );
  });
});
