/**
 * The docs plugin, plus the spec's rule that `/docs` renders the installation doc (canonical URL `/docs/installation`)
 * without a second copy. Two lists of every doc, which grew with each doc, are trimmed: a doc page's version metadata
 * drops descriptions (read only by category index cards, which the site lacks), and main.js's global data its doc list
 * (read only by `doc`/`docSidebar` navbar items, the version dropdown and banner, none of which the site shows).
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {OptionValidationContext} from '@docusaurus/types';
import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions, LoadedContent, Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {findRoute, rewriteRoutes, withActions} from '../shared/rewriteRoutes';

export type Options = PluginOptions & {
  /** The doc id shown at the docs base path, e.g. `installation`. */
  readonly homeDocId: string;
};

function withHomeRoute(root: RouteConfig, basePath: string, homePath: string): RouteConfig {
  const homeRoute = findRoute(root, homePath);
  if (!homeRoute) {
    throw new Error(`docs plugin: homeDocId resolves to "${homePath}", but no doc route has that path.`);
  }
  const addHome = (route: RouteConfig): RouteConfig => {
    if (!route.routes) {
      return route;
    }
    const children = route.routes.map(addHome);
    const holdsHome = route.routes.includes(homeRoute);
    return {...route, routes: holdsHome ? [{...homeRoute, path: basePath}, ...children] : children};
  };
  return addHome(root);
}

type VersionDocs = Record<string, {readonly id: string; readonly title: string; readonly sidebar?: string}>;

/** The route tree with each version's `docs` list reduced to what the docs theme reads (id, title, sidebar). */
function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as {docs?: VersionDocs} | undefined;
  const docs =
    version?.docs && Object.entries(version.docs).map(([key, {id, title, sidebar}]) => [key, {id, title, sidebar}]);
  const props = docs ? {...route.props, version: {...version, docs: Object.fromEntries(docs)}} : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocDescriptions)};
}

export default async function docsPlugin(
  context: LoadContext,
  {homeDocId, ...options}: Options,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const basePath = `${context.baseUrl}${options.routeBasePath}`.replace(/\/+/g, '/').replace(/\/$/, '');
  const homePath = `${basePath}/${homeDocId}`;
  return withoutGlobalDocLists(
    rewriteRoutes(plugin, (route) => [
      withoutDocDescriptions(route.path === basePath ? withHomeRoute(route, basePath, homePath) : route),
    ]),
  );
}

type GlobalDocsData = {readonly versions?: readonly Record<string, unknown>[]};

/** The plugin's global data with every version's `docs` list empty; the rest (paths, sidebars, versions) stays. */
export function globalDataWithoutDocLists(data: unknown): unknown {
  const {versions} = (data ?? {}) as GlobalDocsData;
  return versions ? {...(data as object), versions: versions.map((version) => ({...version, docs: []}))} : data;
}

/** Wraps the docs plugin so the global data it sets passes through `globalDataWithoutDocLists`. */
export function withoutGlobalDocLists<Content>(plugin: Plugin<Content>): Plugin<Content> {
  return withActions(plugin, ({setGlobalData}) => ({
    setGlobalData: (data) => setGlobalData(globalDataWithoutDocLists(data)),
  }));
}

/** Validates `homeDocId` here and everything else with the docs plugin's own schema. */
export function validateOptions({
  options: {homeDocId, ...docsOptions},
  validate,
}: OptionValidationContext<DocsOptions & {homeDocId?: unknown}, Options>): Options {
  if (typeof homeDocId !== 'string' || homeDocId === '') {
    throw new Error('docs plugin: the "homeDocId" option must name a doc id, e.g. "installation".');
  }
  const validateDocs = validate as unknown as Parameters<typeof validateDocsOptions>[0]['validate'];
  return {...validateDocsOptions({options: docsOptions, validate: validateDocs}), homeDocId};
}
