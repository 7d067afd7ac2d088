import {readFileSync} from 'node:fs';
import path from 'node:path';

const frontMatter = /^---\n[\s\S]*?\n---\n/;
const partialImport = /^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"];?\s*$/gm;
const otherImport = /^import\s[^\n]*$/gm;
const mdxComment = /\{\/\*[\s\S]*?\*\/\}/g;

/** Applies `transform` to the prose between code fences, leaving code exactly as written. */
function outsideCodeFences(source: string, transform: (prose: string) => string): string {
  return source
    .split(/(^(?:`{3,}|~{3,})[^\n]*\n[\s\S]*?^(?:`{3,}|~{3,})\s*$)/m)
    .map((part, index) => (index % 2 === 1 ? part : transform(part)))
    .join('');
}

/** A doc's MDX as Markdown: without front matter, imports and MDX comments, its partials (prop tables) inlined. */
export function mdxToMarkdown(file: string, seen: ReadonlySet<string> = new Set()): string {
  if (seen.has(file)) {
    throw new Error(`llms-txt: ${file} imports itself through its partials`);
  }
  const source = readFileSync(file, 'utf8').replace(frontMatter, '');
  const partials = new Map<string, string>();
  for (const [, name, relativePath] of source.matchAll(partialImport)) {
    partials.set(name, mdxToMarkdown(path.resolve(path.dirname(file), relativePath), new Set([...seen, file])));
  }
  let markdown = outsideCodeFences(source, (prose) =>
    prose.replace(partialImport, '').replace(otherImport, '').replace(mdxComment, ''),
  );
  for (const [name, content] of partials) {
    markdown = markdown.replace(new RegExp(`^\\s*<${name}\\s*/>\\s*$`, 'gm'), `\n${content.trim()}\n`);
  }
  return `${markdown.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

export type LlmsEntry = {readonly title: string; readonly url: string; readonly description?: string};
export type LlmsSection = {readonly title: string; readonly entries: readonly LlmsEntry[]};

/** The llms.txt format: a title, a one-line summary, then sections of links with one-line descriptions. */
export function formatLlmsTxt(title: string, summary: string, sections: readonly LlmsSection[]): string {
  const lines = [`# ${title}`, '', `> ${summary}`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const {title: entryTitle, url, description} of section.entries) {
      lines.push(`- [${entryTitle}](${url})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
