/**
 * The site config as the browser gets it: without the parts only the build reads (plugin and theme options, Markdown
 * settings, the page template, bundler flags, Prism themes), which Docusaurus would otherwise ship whole in the main
 * bundle that every page loads.
 */
import type {DocusaurusConfig} from '@docusaurus/types';

/** Site config keys no browser code reads (checked against @docusaurus/core's and the themes' client code). */
export const buildOnlyConfigKeys = [
  'plugins',
  'themes',
  'presets',
  'markdown',
  'ssrTemplate',
  'clientModules',
  'webpack',
] as const;

type PrismThemeConfig = {readonly magicComments?: unknown; readonly defaultLanguage?: unknown};

export function browserSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const browserConfig: Partial<DocusaurusConfig> = Object.fromEntries(
    Object.entries(siteConfig).filter(([key]) => !(buildOnlyConfigKeys as readonly string[]).includes(key)),
  );
  // Of `future`, browser code reads the router; the rest are build flags (bundler, minifiers, v4 switches).
  if (siteConfig.future) {
    browserConfig.future = {experimental_router: siteConfig.future.experimental_router} as DocusaurusConfig['future'];
  }
  // Code is highlighted at build time and coloured by CSS, so the browser needs only what the code block reads when
  // it parses a block's lines; the Prism themes and the language list are build input.
  const prism = siteConfig.themeConfig?.prism as PrismThemeConfig | undefined;
  if (prism) {
    const {magicComments, defaultLanguage} = prism;
    browserConfig.themeConfig = {...siteConfig.themeConfig, prism: {magicComments, defaultLanguage}};
  }
  return browserConfig;
}
