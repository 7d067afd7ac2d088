/** Where llms-txt writes a doc's Markdown copy: `/docs/x` → `/docs/x.md`; `/docs` shows installation, uses its copy. */
export function markdownPath(permalink: string): string {
  return (permalink === '/docs' ? '/docs/installation' : permalink) + '.md';
}
