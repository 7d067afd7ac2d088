/**
 * Loader for the development server's `.docusaurus/registry.js`: drops the registry's weak references
 * (`require.resolveWeak`), which only react-loadable's server-side preloading reads, and which the development server
 * never does. The bundler compiles a module that is only weakly referenced too, so with them every page's code was
 * compiled at start, lazy compilation or not. Each reference becomes the module's request, which names no module.
 */
module.exports = function registryLoader(source) {
  return source.replace(/require\.resolveWeak\(("[^"]*")\)/g, '$1');
};
