/**
 * The site config as the browser gets it: without the parts only the build reads (plugin and theme options, Markdown
 * settings, page template, bundler flags, Prism themes), which Docusaurus would otherwise ship in the main bundle.
 */
import type {DocusaurusConfig} from '@docusaurus/types';

/** Site config keys no browser code reads (checked against @docusaurus/core's and the themes' client code). */
export const buildOnlyConfigKeys: readonly string[] = [
  'plugins',
  'themes',
  'presets',
  'markdown',
  'ssrTemplate',
  'clientModules',
  'webpack',
];

export function browserSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const browserConfig: Partial<DocusaurusConfig> = Object.fromEntries(
    Object.entries(siteConfig).filter(([key]) => !buildOnlyConfigKeys.includes(key)),
  );
  // Of `future`, browser code reads the router; the rest are build flags (bundler, minifiers, v4 switches).
  if (siteConfig.future) {
    browserConfig.future = {experimental_router: siteConfig.future.experimental_router} as DocusaurusConfig['future'];
  }
  // Code is highlighted at build time and coloured by CSS: the browser needs only what a block reads to parse lines.
  const prism = siteConfig.themeConfig?.prism as {magicComments?: unknown; defaultLanguage?: unknown} | undefined;
  if (prism) {
    const {magicComments, defaultLanguage} = prism;
    browserConfig.themeConfig = {...siteConfig.themeConfig, prism: {magicComments, defaultLanguage}};
  }
  return browserConfig;
}
