/** Reads one built HTML page: its title, canonical path and text in h2/h3 sections (none without a doc/post body). */
import {load} from 'cheerio';
import type {SearchSection} from '../../search/engine';

type ExtractedSection = Omit<SearchSection, 'id' | 'route' | 'pageTitle'>;

type DomNode = {
  readonly type: string;
  readonly data?: string;
  readonly name?: string;
  readonly attribs?: Readonly<Record<string, string>>;
  readonly children?: readonly DomNode[];
};

const skippedTags = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'h1']);
const blockTags = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

const isHashLink = (node: DomNode) => (node.attribs?.class ?? '').split(/\s+/).includes('hash-link');
const collapse = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' || skippedTags.has(node.name ?? '') || isHashLink(node)) return '';
  const inner = (node.children ?? []).map(textOf).join('');
  return blockTags.has(node.name ?? '') ? ` ${inner} ` : inner;
}

type SectionDraft = {anchor: string; heading: string; text: string[]; code: string[]};

const elementChildren = (node: DomNode, name: string) =>
  (node.children ?? []).filter((child) => child.type === 'tag' && child.name === name);
const nothing = new Set(['', '—', '-']);

/**
 * A table as sentences, one per row: "clipsContent (boolean, default false): Hide the content…". The first cell
 * names the row, the last one says what it is, and the cells between are given with their column's header (a "Type"
 * column's value alone). A table without a header row is read as its cells' text.
 */
function tableProse(table: DomNode): string {
  const rows = [table, ...elementChildren(table, 'thead'), ...elementChildren(table, 'tbody')].flatMap((part) =>
    elementChildren(part, 'tr'),
  );
  const labels = rows.length > 0 ? elementChildren(rows[0], 'th').map((cell) => collapse(textOf(cell))) : [];
  if (labels.length === 0) return textOf(table);
  return rows
    .slice(1)
    .map((row) => {
      const [name = '', ...rest] = elementChildren(row, 'td').map((cell) => collapse(textOf(cell)));
      const description = rest.pop();
      if (description === undefined) return name;
      const details = rest
        .map((cell, index) => {
          const label = (labels[index + 1] ?? '').toLowerCase();
          return nothing.has(cell) ? '' : label === 'type' || label === '' ? cell : `${label} ${cell}`;
        })
        .filter(Boolean);
      const sentence = `${name}${details.length > 0 ? ` (${details.join(', ')})` : ''}: ${description}`;
      return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
    })
    .join(' ');
}

/** Prose goes to `text` (indexed and shown in snippets); code blocks to `code` (indexed only). */
function splitSections(root: DomNode): ExtractedSection[] {
  const sections: SectionDraft[] = [{anchor: '', heading: '', text: [], code: []}];
  const current = () => sections[sections.length - 1];
  const visit = (node: DomNode, inCode: boolean) => {
    if (node.type === 'tag' && (node.name === 'h2' || node.name === 'h3')) {
      sections.push({anchor: node.attribs?.id ?? '', heading: collapse(textOf(node)), text: [], code: []});
    } else if (node.type === 'tag' && node.name === 'table' && !inCode) {
      current().text.push(` ${tableProse(node)} `);
    } else if (node.type === 'tag' && !skippedTags.has(node.name ?? '') && !isHashLink(node)) {
      const block = blockTags.has(node.name ?? '');
      const toCode = inCode || node.name === 'pre';
      if (block) current()[toCode ? 'code' : 'text'].push(' ');
      (node.children ?? []).forEach((child) => visit(child, toCode));
      if (block) current()[toCode ? 'code' : 'text'].push(' ');
    } else if (node.type === 'text') {
      current()[inCode ? 'code' : 'text'].push(node.data ?? '');
    }
  };
  (root.children ?? []).forEach((child) => visit(child, false));
  return sections
    .map(({anchor, heading, text, code}) => ({
      anchor,
      heading,
      text: collapse(text.join('')),
      code: collapse(code.join('')),
    }))
    .filter((section, index) => index === 0 || section.heading !== '' || section.text !== '' || section.code !== '');
}

export function extractPage(html: string, siteTitleSuffix: string) {
  const $ = load(html);
  const canonical = $('link[rel="canonical"]').attr('href');
  const canonicalPath = canonical === undefined ? undefined : new URL(canonical, 'https://site.invalid').pathname;
  // Bodies of a doc page and of a blog post page; other pages are only listed for not-found suggestions.
  const body = $('.theme-doc-markdown, #__blog-post-container').first();
  const documentTitle = collapse($('title').first().text());
  const heading = collapse($('main h1, article h1').first().text());
  const title =
    heading ||
    (documentTitle.endsWith(siteTitleSuffix) ? documentTitle.slice(0, -siteTitleSuffix.length) : documentTitle);
  const root = body.get(0) as unknown as DomNode | undefined;
  return {title, canonicalPath, sections: root ? splitSections(root) : []};
}
