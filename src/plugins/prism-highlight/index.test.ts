import {describe, expect, it} from 'vitest';
import type {CodeThemeData} from './client/codeThemeStore';
import {inlineThemeScript, validateOptions} from './index';

const data: CodeThemeData = {
  themes: [
    {id: 'prism', title: 'Default'},
    {id: 'prism-okaidia', title: 'Okaidia'},
    {id: 'prism-tomorrow', title: 'Tomorrow Night'},
  ],
  stylesheets: {'prism-okaidia': '/assets/css/code-theme-prism-okaidia.0123abcd.css'},
  storage: {type: 'localStorage', key: 'code-theme-x'},
  attribute: 'data-code-theme',
  auto: 'auto',
};

type FakeLink = {rel?: string; href?: string; attributes: Record<string, string>; onload?: () => void};

/** Runs the inline script against a minimal document and storage. */
function runInlineScript(stored: string | null | Error) {
  const htmlAttributes = new Map<string, string>();
  const links: FakeLink[] = [];
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => htmlAttributes.set(name, value),
      removeAttribute: (name: string) => htmlAttributes.delete(name),
    },
    createElement: () => {
      const link: FakeLink = {attributes: {}};
      return Object.assign(link, {setAttribute: (name: string, value: string) => (link.attributes[name] = value)});
    },
    head: {appendChild: (link: FakeLink) => links.push(link)},
  };
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) {
          throw stored;
        }
        return key === data.storage.key ? stored : null;
      },
    },
  };
  new Function('window', 'document', inlineThemeScript(data))(window, document);
  return {htmlAttributes, links};
}

describe('inlineThemeScript', () => {
  it('applies Auto when nothing is stored, fetching nothing', () => {
    const {htmlAttributes, links} = runInlineScript(null);
    expect(htmlAttributes.get('data-code-theme')).toBe('auto');
    expect(links).toEqual([]);
  });

  it('applies a stored theme of the main CSS without fetching', () => {
    const {htmlAttributes, links} = runInlineScript('prism-tomorrow');
    expect(htmlAttributes.get('data-code-theme')).toBe('prism-tomorrow');
    expect(links).toEqual([]);
  });

  it('fetches a stored lazy theme render-blocking and hides blocks until it arrives', () => {
    const {htmlAttributes, links} = runInlineScript('prism-okaidia');
    expect(htmlAttributes.get('data-code-theme')).toBe('prism-okaidia');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({rel: 'stylesheet', href: data.stylesheets['prism-okaidia']});
    expect(links[0]?.attributes).toEqual({blocking: 'render', 'data-code-theme-css': 'prism-okaidia'});
    expect(htmlAttributes.has('data-code-theme-pending')).toBe(true);
    links[0]?.onload?.();
    expect(htmlAttributes.has('data-code-theme-pending')).toBe(false);
  });

  it('ignores a stored value that is no theme, and storage that throws', () => {
    expect(runInlineScript('constructor').htmlAttributes.get('data-code-theme')).toBe('auto');
    expect(runInlineScript(new Error('storage disabled')).htmlAttributes.get('data-code-theme')).toBe('auto');
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) =>
    validateOptions({options: options as never, validate: (() => undefined) as never});

  it('accepts no options and site language entries', () => {
    expect(validate(undefined)).toEqual({id: 'default', languageCatalogue: {}});
    const languageCatalogue = {'figma-manifest': {title: 'Figma manifest', require: 'json', path: './m.ts'}};
    expect(validate({languageCatalogue})).toEqual({id: 'default', languageCatalogue});
  });

  it('names the option in its errors', () => {
    expect(() => validate({languages: []})).toThrowError('prism-highlight: unknown option "languages"');
    expect(() => validate({typeHintTables: 'relative/dir'})).toThrowError(
      'prism-highlight plugin option "typeHintTables" must be an absolute path',
    );
    expect(() => validate({languageCatalogue: {x: {title: 'X', path: './x.ts', require: 3}}})).toThrowError(
      'prism-highlight plugin option "languageCatalogue": the language entry "x" has a "require" that is neither',
    );
  });
});
