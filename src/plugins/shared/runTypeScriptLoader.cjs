/**
 * Rspack requires loaders as plain JavaScript: this one hands each module to a loader written in TypeScript (its rule's
 * `module` option, made by ./typeScriptLoader.ts), loaded with jiti as Docusaurus loads the site's config and plugins.
 */
const {loadFreshModule} = require('@docusaurus/utils');

const loaders = new Map();

module.exports = function runTypeScriptLoader(source) {
  const callback = this.async();
  const {module: file} = this.getOptions();
  if (!loaders.has(file)) loaders.set(file, loadFreshModule(file));
  loaders
    .get(file)
    .then((load) => load.call(this, source))
    .then((output) => callback(null, output), callback);
};
