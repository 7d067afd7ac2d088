/**
 * Rspack requires loaders as plain JavaScript: this one hands each `?picture` import to the TypeScript loader in
 * ./picture.ts, loaded with jiti as Docusaurus loads the site's config and plugins.
 */
const {loadFreshModule} = require('@docusaurus/utils');

let pictureLoader;

module.exports = function drawPicture(source) {
  const callback = this.async();
  pictureLoader ??= loadFreshModule(require.resolve('./picture.ts'));
  pictureLoader.then((load) => load.call(this, source)).then((output) => callback(null, output), callback);
};
