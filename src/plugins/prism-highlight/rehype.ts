/**
 * Rehype plugin for the MDX pipeline: tokenizes every fenced code block with Prism in Node and hands the result
 * to `@theme/CodeBlock` as the `tokenizedHtml` prop, so the browser never needs a grammar.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {getHighlighter} from './highlighter';
import type {Highlighter, HighlighterOptions} from './highlighter';
import {highlightCode, languageFromClassName} from './tokenizedHtml';

export type RehypePrismHighlightOptions = Omit<HighlighterOptions, 'siteDir'> & {
  /** Base directory of the site's grammar modules; defaults to the working directory, where Docusaurus runs. */
  readonly siteDir?: string;
};

function textOf(node: ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function classNamesOf(element: Element): string[] {
  const className: unknown = element.properties.className;
  return Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
}

function forEachFencedCode(node: Root | RootContent, visit: (code: Element) => void): void {
  if (node.type !== 'root' && node.type !== 'element' && !('children' in node)) {
    return;
  }
  if (node.type === 'element' && node.tagName === 'pre') {
    node.children.forEach((child) => {
      if (child.type === 'element' && child.tagName === 'code') {
        visit(child);
      }
    });
    return;
  }
  if ('children' in node) {
    (node.children as RootContent[]).forEach((child) => forEachFencedCode(child, visit));
  }
}

/** Adds `tokenizedHtml` to each `pre > code` whose language has a grammar; warns once per file and language otherwise. */
export function highlightTree(tree: Root, highlighter: Highlighter, filePath = 'a Markdown file'): void {
  const missing = new Set<string>();
  forEachFencedCode(tree, (code) => {
    const language = languageFromClassName(classNamesOf(code).join(' '));
    if (!language) {
      return;
    }
    const tokenizedHtml = highlightCode(highlighter, code.children.map(textOf).join(''), language);
    if (tokenizedHtml === undefined) {
      missing.add(language);
      return;
    }
    code.properties.tokenizedHtml = tokenizedHtml;
  });
  missing.forEach((language) => {
    logger.warn`Code highlighting: path=${filePath} has code blocks in name=${language}, which has no grammar loaded; they render as plain text. Add it to code=${'themeConfig.prism.additionalLanguages'}.`;
  });
}

export default function rehypePrismHighlight(options: RehypePrismHighlightOptions) {
  const highlighter = getHighlighter({...options, siteDir: options.siteDir ?? process.cwd()});
  return async (tree: Root, file: {readonly path?: string}): Promise<void> => {
    highlightTree(tree, await highlighter, file.path && path.relative(process.cwd(), file.path));
  };
}
