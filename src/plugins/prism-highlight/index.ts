/**
 * Build-time code highlighting with prismjs. Checks the site's languages (`themeConfig.prism.additionalLanguages` plus
 * this plugin's `languageCatalogue`) with Prism's resolver at startup, ships Prism's eight themes as scoped style
 * sheets (Auto's two in the main CSS, the others fetched when picked), sets the reader's theme before first paint, and
 * keeps theme-classic's browser-side Prism out of the bundles. `./rehype` tokenizes fenced code; TSX imports
 * `file?highlight` (`./snippet`). The types `./rehype` gives TS examples show in a popup (`./client/typeHints`).
 */
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {languageCatalogueSetting, mergeCatalogue, prismCatalogue, resolveLanguages} from './catalogue';
import type {SiteLanguageCatalogue} from './catalogue';
import {additionalLanguagesSetting, defaultLanguages, type HighlighterOptions} from './highlighter';
import {typeScriptLoader} from '../shared/typeScriptLoader';
import {snippetQuery} from './snippet';
import {contentHash} from '../shared/contentHash';
import {isDevServer} from '../shared/devServer';
import {EmitAssets} from '../shared/emitAssets';
import {tableFile} from './client/typeHintMarkup';
import type {CodeThemeData} from './client/codeThemeStore';
import {
  autoCodeTheme,
  autoCodeThemes,
  codeThemeAttribute,
  codeThemes,
  criticalThemeCss,
  pendingCodeThemeAttribute,
  readPrismThemeCss,
  scopedThemeCss,
} from './themes';

export type Options = {
  /** The site's own languages, merged into Prism's catalogue (same fields, plus the grammar module's `path`). */
  readonly languageCatalogue?: SiteLanguageCatalogue;
  /** The directory where `./rehype` writes the tables of type hints (its `typeHints.tablesDir`), emitted as assets. */
  readonly typeHintTables?: string;
};

export type PluginOptions = Options & {readonly languageCatalogue: SiteLanguageCatalogue; readonly id: string};

const pluginName = 'prism-highlight';
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs in <head> before anything is painted: applies the stored theme and, for a theme outside the main CSS,
 * fetches its sheet render-blocking (hiding code blocks until it arrives where `blocking` is not supported).
 */
export function inlineThemeScript(data: CodeThemeData): string {
  const sheets = JSON.stringify(Object.fromEntries(data.themes.map(({id}) => [id, data.stylesheets[id] ?? ''])));
  const storage = `window[${JSON.stringify(data.storage.type)}]`;
  return [
    '(function(){',
    `var d=document.documentElement,t=${JSON.stringify(data.auto)},c=${sheets};`,
    `try{var s=${storage}.getItem(${JSON.stringify(data.storage.key)});`,
    'if(s&&Object.prototype.hasOwnProperty.call(c,s)){t=s;if(c[s]){',
    `d.setAttribute(${JSON.stringify(pendingCodeThemeAttribute)},'');`,
    "var l=document.createElement('link');l.rel='stylesheet';l.href=c[s];l.setAttribute('blocking','render');",
    `l.setAttribute('data-code-theme-css',s);l.onload=l.onerror=function(){d.removeAttribute(${JSON.stringify(
      pendingCodeThemeAttribute,
    )})};document.head.appendChild(l)}}}catch(e){}`,
    `d.setAttribute(${JSON.stringify(data.attribute)},t)})();`,
  ].join('');
}

export default async function prismHighlightPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<void>> {
  const {siteConfig, siteDir, baseUrl, generatedFilesDir, siteStorage} = context;
  const additionalLanguages =
    (siteConfig.themeConfig.prism as {additionalLanguages?: string[]} | undefined)?.additionalLanguages ?? [];

  // Fail fast, before any MDX compiles, with the setting named in the message.
  resolveLanguages({
    catalogue: mergeCatalogue(prismCatalogue, options.languageCatalogue, languageCatalogueSetting),
    languages: [...defaultLanguages, ...additionalLanguages],
    setting: additionalLanguagesSetting,
  });

  const themes = codeThemes();
  const critical: readonly string[] = Object.values(autoCodeThemes);
  const lazyStylesheets = themes
    .filter(({id}) => !critical.includes(id))
    .map(({id}) => {
      const content = scopedThemeCss(id, readPrismThemeCss(id));
      return {id, fileName: `assets/css/code-theme-${id}.${contentHash(content)}.css`, content};
    });

  const {typeHintTables} = options;
  // Tables of an earlier build are stale; this build's MDX writes its own. The development server keeps them: pages
  // compiled in an earlier run come from Rspack's cache, unhighlighted, naming that run's tables (by content hash).
  if (typeHintTables && !isDevServer) {
    rmSync(typeHintTables, {recursive: true, force: true});
  }
  const typeHintAssets = () =>
    // No directory when no page has a typed example.
    (typeHintTables && existsSync(typeHintTables) ? readdirSync(typeHintTables, {withFileTypes: true}) : [])
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map(({name}) => ({
        fileName: tableFile(path.basename(name, '.json')),
        content: readFileSync(path.join(typeHintTables!, name), 'utf8'),
      }));

  const criticalCssPath = path.join(generatedFilesDir, pluginName, 'code-themes.css');
  await mkdir(path.dirname(criticalCssPath), {recursive: true});
  await writeFile(criticalCssPath, criticalThemeCss());

  const themeData: CodeThemeData = {
    themes,
    stylesheets: Object.fromEntries(lazyStylesheets.map(({id, fileName}) => [id, `${baseUrl}${fileName}`])),
    storage: {type: siteStorage.type, key: `code-theme${siteStorage.namespace}`},
    attribute: codeThemeAttribute,
    auto: autoCodeTheme,
  };

  return {
    name: pluginName,

    getClientModules() {
      return [criticalCssPath, path.join(here, 'client/typeHints.ts')];
    },

    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: inlineThemeScript(themeData)}]};
    },

    async contentLoaded({actions}) {
      actions.setGlobalData(themeData);
    },

    configureWebpack(_config, isServer) {
      const highlighterOptions = {additionalLanguages, languageCatalogue: options.languageCatalogue, siteDir};
      return {
        module: {
          rules: [
            {
              resourceQuery: snippetQuery,
              enforce: 'pre',
              use: [typeScriptLoader(path.join(here, 'snippet.ts'), highlighterOptions satisfies HighlighterOptions)],
            },
          ],
        },
        plugins: isServer ? [] : [new EmitAssets(pluginName, () => [...lazyStylesheets, ...typeHintAssets()])],
      };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<(Options & {id?: string}) | undefined, PluginOptions>): PluginOptions {
  const {languageCatalogue = {}, typeHintTables, id = 'default', ...rest} = options ?? {};
  const unknownOption = Object.keys(rest)[0];
  if (unknownOption) {
    throw new Error(
      `${pluginName}: unknown option "${unknownOption}"; the options are "languageCatalogue" and "typeHintTables".`,
    );
  }
  if (typeHintTables !== undefined && (typeof typeHintTables !== 'string' || !path.isAbsolute(typeHintTables))) {
    throw new Error(`${pluginName} plugin option "typeHintTables" must be an absolute path to a directory.`);
  }
  if (typeof languageCatalogue !== 'object' || languageCatalogue === null || Array.isArray(languageCatalogue)) {
    throw new Error(`${languageCatalogueSetting} must map language ids to catalogue entries.`);
  }
  // Checks each entry as the plugin uses it: its fields, and an id Prism's catalogue has already.
  mergeCatalogue(prismCatalogue, languageCatalogue, languageCatalogueSetting);
  return {id, languageCatalogue, ...(typeHintTables !== undefined && {typeHintTables})};
}
