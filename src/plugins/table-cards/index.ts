/**
 * Rehype plugin for docs, blog posts and pages: marks every Markdown table of three columns or more as one that a
 * narrow screen shows as a list of cards (src/css/tables.css), one per row, and labels each cell with its column's
 * header, so a prop's description is read under its name instead of off the side of a phone's screen.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';

/** The class of a table shown as cards on a narrow screen. */
const cardTableClass = 'table-cards';

const minColumns = 3;

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
  table.properties.className = [...[table.properties.className ?? []].flat().map(String), cardTableClass];
  childElements(table, 'tbody')
    .flatMap((body) => childElements(body, 'tr'))
    .forEach((row) =>
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
