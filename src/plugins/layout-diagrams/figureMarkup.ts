/**
 * A layout diagram as the page shows it: a card with the inline SVG (named by the MDX's alt text), the legend as an
 * HTML table (which reads at any width, where text in a scaled SVG would shrink on a phone) and the caption. Inline
 * styles with Infima's variables: no stylesheet on other pages, and the theme follows `html[data-theme]`, no script.
 */
import {escapeHtml} from '../../lib/escapeHtml';
import type {DiagramSvg} from './DiagramSvg';

const cardStyle =
  'margin:0 0 var(--ifm-leading);padding:0.75rem;border:1px solid var(--ifm-color-emphasis-300);' +
  'border-radius:var(--ifm-global-radius);background:var(--ifm-background-surface-color)';
const tableStyle = 'margin:0.75rem 0 0.5rem;font-size:0.8125rem;font-variant-numeric:tabular-nums';
const cellStyle = 'padding:0.25rem 0.5rem';
const numberCellStyle = `${cellStyle};white-space:nowrap`;
const badgeStyle =
  'display:inline-block;min-width:1.5em;border-radius:0.75em;background:var(--ifm-color-emphasis-800);' +
  'color:var(--ifm-background-surface-color);font-weight:700;text-align:center;line-height:1.5';
const noteStyle = 'display:block;color:var(--ifm-color-emphasis-700)';
const captionStyle = 'font-size:0.8125rem;color:var(--ifm-color-emphasis-700)';

export function diagramFigureHtml(name: string, diagram: DiagramSvg, alt: string): string {
  const svg = diagram.svg.replace(/^<svg /, `<svg aria-label="${escapeHtml(alt)}" `);
  const rows = diagram.legend.map((row) => {
    const layer =
      `${escapeHtml(row.kind)} “${escapeHtml(row.name)}”` +
      (row.note ? `<small style="${noteStyle}">${escapeHtml(row.note)}</small>` : '');
    return (
      `<tr><td style="${cellStyle}"><span style="${badgeStyle}">${row.number}</span></td>` +
      `<td style="${cellStyle};padding-left:${0.5 + row.depth * 0.9}rem">${layer}</td>` +
      `<td style="${numberCellStyle}">${escapeHtml(row.x)}, ${escapeHtml(row.y)}</td>` +
      `<td style="${numberCellStyle}">${escapeHtml(row.size)}</td></tr>`
    );
  });
  const head = ['#', 'Layer', 'x, y', 'Size']
    .map((heading) => `<th scope="col" style="${cellStyle}">${heading}</th>`)
    .join('');
  return (
    `<figure data-layout-diagram="${escapeHtml(name)}" style="${cardStyle}">${svg}` +
    `<table style="${tableStyle}"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>` +
    `<figcaption style="${captionStyle}">${escapeHtml(diagram.caption)}</figcaption></figure>`
  );
}
