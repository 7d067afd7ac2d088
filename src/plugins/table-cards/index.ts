/**
 * Rehype plugin for docs, blog posts and pages: marks a Markdown table as one that a narrow screen shows as a list of
 * cards (src/css/tables.css), one per row, and labels each cell with its column's header, so a prop's description is
 * read under its name instead of off the side of a phone's screen. Tables of three columns or more become cards; a
 * two-column table does when one of its rows is longer than a phone's line, as a long name beside prose is.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';

/** The class of a table shown as cards on a narrow screen. */
const cardTableClass = 'table-cards';

const minColumns = 2;
const alwaysCardsFrom = 3;

/** About what fits one line of a 390 px screen in a two-column table, code and padding included. */
const phoneLineCharacters = 36;

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

const childElements = (node: Element, tagName: string): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

function labelTable(table: Element): void {
  const [head] = childElements(table, 'thead');
  const [headerRow] = head ? childElements(head, 'tr') : [];
  const labels = headerRow ? childElements(headerRow, 'th').map((cell) => textOf(cell).trim()) : [];
  if (labels.length < minColumns) return;
  const rows = childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr'));
  const rowLength = (row: Element) => childElements(row, 'td').reduce((sum, cell) => sum + textOf(cell).length, 0);
  if (labels.length < alwaysCardsFrom && !rows.some((row) => rowLength(row) > phoneLineCharacters)) return;
  table.properties.className = [...[table.properties.className ?? []].flat().map(String), cardTableClass];
  rows.forEach((row) =>
    childElements(row, 'td').forEach((cell, column) => {
      if (labels[column]) cell.properties.dataLabel = labels[column];
    }),
  );
}

function visit(node: Root | RootContent): void {
  if (node.type === 'element' && node.tagName === 'table') {
    labelTable(node);
    return;
  }
  if ('children' in node) node.children.forEach(visit);
}

const rehypeTableCards: Plugin<[], Root> = () => (tree) => visit(tree);

export default rehypeTableCards;
