/** The blog plugin without the author pages it makes once `authors.yml` exists: the spec has list and posts only. */
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions, BlogContent} from '@docusaurus/plugin-content-blog';
import {rewriteRoutes} from '../shared/rewriteRoutes';

export default async function blogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = await pluginContentBlog(context, options);
  const authorsPath = `${context.baseUrl}${options.routeBasePath}/${options.authorsBasePath}`.replace(/\/+/g, '/');
  return rewriteRoutes(plugin, (route) =>
    route.path === authorsPath || route.path.startsWith(`${authorsPath}/`) ? [] : [route],
  );
}

export {validateOptions};
