/**
 * Rspack requires loaders as plain JavaScript: this one hands each `?highlight` import to the TypeScript loader
 * in ./snippet.ts, loaded with jiti as Docusaurus loads the site's config and plugins.
 */
const {loadFreshModule} = require('@docusaurus/utils');

let snippetLoader;

module.exports = function highlightSnippet(source) {
  const callback = this.async();
  snippetLoader ??= loadFreshModule(require.resolve('./snippet.ts'));
  snippetLoader.then((load) => load.call(this, source)).then((output) => callback(null, output), callback);
};
