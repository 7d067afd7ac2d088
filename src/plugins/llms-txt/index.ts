/**
 * Writes `llms.txt` (the docs and posts, with one-line summaries), `llms-full.txt` (every doc in one file) and a
 * Markdown copy of every doc next to its page (`/docs/api/view` → `/docs/api/view.md`), so AI tools can read the docs.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {formatLlmsTxt, mdxToMarkdown, type LlmsEntry, type LlmsSection} from './markdown';
import {markdownPath} from '../../lib/markdownPath';

type Collected = {docs: DocMetadata[]; sections: LlmsSection[]; posts: readonly LlmsEntry[]};

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** One section per sidebar category, its own docs first and then its sub-categories, in sidebar order. */
function docSections(items: readonly SidebarItem[], title: string, byId: Map<string, LlmsEntry>): LlmsSection[] {
  const entries = items.flatMap((item) => (item.type === 'doc' ? (byId.get(item.id) ?? []) : []));
  const nested = items.flatMap((item) => (item.type === 'category' ? docSections(item.items, item.label, byId) : []));
  return [...(entries.length > 0 ? [{title, entries}] : []), ...nested];
}

export default function llmsTxtPlugin(context: LoadContext): Plugin<undefined> {
  const {siteConfig, siteDir} = context;
  const absolute = (permalink: string) => new URL(permalink, siteConfig.url).href;
  let collected: Collected | undefined;

  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) {
        throw new Error('llms-txt: the docs plugin loaded no docs version');
      }
      const entries = new Map(
        version.docs.map(({id, title, permalink, description}) => [
          id,
          {title, url: absolute(markdownPath(permalink)), description},
        ]),
      );
      collected = {
        docs: version.docs,
        sections: docSections(Object.values(version.sidebars)[0] ?? [], 'Docs', entries),
        posts: (blogContent?.blogPosts ?? []).map(({metadata}) => ({
          title: metadata.title,
          url: absolute(metadata.permalink),
          description: metadata.description,
        })),
      };
    },
    async postBuild({outDir}) {
      if (!collected) {
        throw new Error('llms-txt: content was never loaded');
      }
      const {docs, sections, posts} = collected;
      const full: string[] = [];
      for (const doc of docs) {
        const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
        const markdown = `# ${doc.title}\n\n${doc.description ? `> ${doc.description}\n\n` : ''}${mdxToMarkdown(file)}`;
        const target = path.join(outDir, markdownPath(doc.permalink));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, markdown);
        full.push(`<!-- ${absolute(doc.permalink)} -->\n${markdown}`);
      }
      const summary = `${siteConfig.tagline}: react-figma renders React components into Figma documents, with Yoga flexbox layout and React Native primitives.`;
      await writeFile(
        path.join(outDir, 'llms.txt'),
        formatLlmsTxt(siteConfig.title, summary, [...sections, {title: 'Blog', entries: posts}]),
      );
      await writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n\n'));
    },
  };
}
