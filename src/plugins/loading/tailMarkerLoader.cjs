/**
 * Runs before the MDX loader on `page.mdx?deferred-tail` (Rspack requires loaders in plain JavaScript): puts the tail
 * marker right after the front matter, so ./remarkDeferredSections.ts compiles the page's deferred sections instead.
 */
const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

module.exports = function markDeferredTail(source) {
  const {marker} = this.getOptions();
  const head = frontMatter.exec(source)?.[0] ?? '';
  return `${head}{${marker}}\n\n${source.slice(head.length)}`;
};
