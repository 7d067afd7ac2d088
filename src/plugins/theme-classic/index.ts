/**
 * theme-classic without its progress bar (src/clientModules/progressBar.ts follows the spec's 1000 ms delay) and its
 * browser-side Prism loader (code is highlighted at build time by src/plugins/prism-highlight).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
// The package's declared types cover only its default export; these are typed in lib/.
import {validateOptions, validateThemeConfig} from '@docusaurus/theme-classic/lib/options';
import getSwizzleConfig from '@docusaurus/theme-classic/lib/getSwizzleConfig';
import type {PluginOptions} from '@docusaurus/theme-classic';

const replacedClientModules: readonly string[] = ['./nprogress', './prism-include-languages'];

// Docusaurus resolves a theme's relative paths against the plugin module's folder, which is now this one.
const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
const fromThemeClassic = (relativePath: string) => path.resolve(themeClassicDir, relativePath);

export default function themeClassicWithoutProgressBar(
  context: LoadContext,
  options: PluginOptions,
): Plugin<undefined> {
  const theme = themeClassic(context, options);
  const {getClientModules, getThemePath, getTypeScriptThemePath} = theme;
  return {
    ...theme,
    getThemePath: getThemePath && (() => fromThemeClassic(getThemePath())),
    getTypeScriptThemePath: getTypeScriptThemePath && (() => fromThemeClassic(getTypeScriptThemePath())),
    getClientModules: () =>
      (getClientModules?.() ?? []).filter((module) => !replacedClientModules.includes(module)).map(fromThemeClassic),
  };
}

export {validateOptions, validateThemeConfig, getSwizzleConfig};
