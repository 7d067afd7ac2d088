/**
 * Runs before the MDX loader on `page.mdx?deferred-tail` requests (Rspack requires loaders as plain JavaScript):
 * puts the tail marker comment right after the front matter, so the remark plugin (./remarkDeferredSections.ts) compiles the
 * page's deferred sections instead of the page.
 */
const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

module.exports = function markDeferredTail(source) {
  const {marker} = this.getOptions();
  const head = frontMatter.exec(source)?.[0] ?? '';
  return `${head}{${marker}}\n\n${source.slice(head.length)}`;
};
