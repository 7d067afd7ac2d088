/**
 * Where the llms-txt plugin writes a doc's Markdown copy, which the page's Copy page menu links to: next to its page
 * (`/docs/api/view` → `/docs/api/view.md`). The docs main page (`/docs`) has no file of its own: its doc is
 * installation.
 */
export function markdownPath(permalink: string): string {
  return (permalink === '/docs' ? '/docs/installation' : permalink) + '.md';
}
