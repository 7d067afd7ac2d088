import type {Plugin, RouteConfig} from '@docusaurus/types';

/** Returns the routes to add in place of `route`: itself, a changed copy, several, or none. */
export type RouteRewrite = (route: RouteConfig) => readonly RouteConfig[];

type ContentLoadedActions = Parameters<NonNullable<Plugin['contentLoaded']>>[0]['actions'];

/** Wraps a plugin so its `contentLoaded` gets `actions` with some of them replaced by `override`'s. */
export function withActions<Content>(
  plugin: Plugin<Content>,
  override: (actions: ContentLoadedActions) => Partial<ContentLoadedActions>,
): Plugin<Content> {
  const {contentLoaded} = plugin;
  if (!contentLoaded) {
    return plugin;
  }
  return {
    ...plugin,
    contentLoaded: (args) => contentLoaded({...args, actions: {...args.actions, ...override(args.actions)}}),
  };
}

/**
 * Wraps a content plugin so every route it adds passes through `rewrite` first.
 * Used where the spec's route list differs from what a core plugin creates.
 */
export function rewriteRoutes<Content>(plugin: Plugin<Content>, rewrite: RouteRewrite): Plugin<Content> {
  return withActions(plugin, ({addRoute}) => ({addRoute: (route) => rewrite(route).forEach(addRoute)}));
}

/** Depth-first search for the route with exactly this path. */
export function findRoute(route: RouteConfig, path: string): RouteConfig | undefined {
  return route.path === path && !route.routes
    ? route
    : route.routes?.map((child) => findRoute(child, path)).find(Boolean);
}
