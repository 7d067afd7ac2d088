/**
 * A layout diagram as a standalone SVG: the page drawn by the playground's own Drawing, each node outlined and
 * numbered, and a legend with the x, y, width and height the renderer computed. Self-contained (no fonts, no
 * scripts, an opaque card), so it reads the same in light and dark mode when shown with a plain <img>.
 */
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Drawing from '../../components/Playground/ui/Drawing';
import {pageBounds} from '../../components/Playground/ui/geometry';
import type {PlaygroundNode, PlaygroundPage} from '../../components/Playground/shared/document';

export type DiagramInput = {
  readonly name: string;
  readonly title: string;
  readonly page: PlaygroundPage;
};

export type DiagramSvg = {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
};

/** A node with its position on the page (the sum of its ancestors' x and y) and its number in the legend. */
export type PlacedNode = {
  readonly node: PlaygroundNode;
  readonly number: number;
  readonly depth: number;
  readonly pageX: number;
  readonly pageY: number;
};

const scale = 2;
const cardPadding = 16;
const canvasInset = 24;
const legendFontSize = 13;
/** Advance of one monospace character at the legend's font size, a little generous so columns never touch. */
const monoAdvance = legendFontSize * 0.62;
const rowHeight = 22;
const footerFontSize = 12;
const markerRadius = 9;

const colors = {
  card: '#f8fafc',
  border: '#cbd5e1',
  outline: '#334155',
  marker: '#0f172a',
  text: '#0f172a',
  muted: '#475569',
} as const;

const monoFont = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";
const sansFont = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function placeNodes(page: PlaygroundPage): PlacedNode[] {
  const placed: PlacedNode[] = [];
  const visit = (node: PlaygroundNode, depth: number, parentX: number, parentY: number) => {
    const pageX = parentX + node.x;
    const pageY = parentY + node.y;
    placed.push({node, number: placed.length + 1, depth, pageX, pageY});
    node.children.forEach((child) => visit(child, depth + 1, pageX, pageY));
  };
  page.children.forEach((node) => visit(node, 0, 0, 0));
  return placed;
}

/** Up to two decimals, no trailing zeros: Yoga's results are usually whole pixels. */
const formatNumber = (value: number): string => String(Math.round(value * 100) / 100);

const typeLabel = (type: string): string => type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');

function noteFor(node: PlaygroundNode): string {
  if (node.autoLayout) {
    return `layoutMode ${node.autoLayout.layoutMode}, itemSpacing ${formatNumber(node.autoLayout.itemSpacing)}`;
  }
  return node.type === 'TEXT' ? 'text size estimated' : '';
}

type LegendRow = readonly [label: string, x: string, y: string, size: string, note: string];

function legendRows(placed: readonly PlacedNode[]): LegendRow[] {
  return placed.map(({node, depth}) => [
    `${'  '.repeat(depth)}${typeLabel(node.type)} “${node.name.replace(/\s+/g, ' ')}”`,
    formatNumber(node.x),
    formatNumber(node.y),
    `${formatNumber(node.width)} × ${formatNumber(node.height)}`,
    noteFor(node),
  ]);
}

/** Marker centres at each node's top-left corner, moved right along the edge while they would overlap another. */
function markerPositions(
  placed: readonly PlacedNode[],
  toCanvas: (x: number, y: number) => readonly [number, number],
): (readonly [number, number])[] {
  const taken: (readonly [number, number])[] = [];
  for (const {pageX, pageY} of placed) {
    const [cornerX, y] = toCanvas(pageX, pageY);
    let x = cornerX;
    while (taken.some(([otherX, otherY]) => Math.hypot(otherX - x, otherY - y) < markerRadius * 2 + 2)) {
      x += markerRadius * 2 + 2;
    }
    taken.push([x, y]);
  }
  return taken;
}

function Marker({x, y, number}: {readonly x: number; readonly y: number; readonly number: number}): ReactNode {
  return (
    <g>
      <circle cx={x} cy={y} r={markerRadius} fill={colors.marker} stroke="#ffffff" strokeWidth={1.5} />
      <text
        x={x}
        y={y}
        fill="#ffffff"
        fontSize={11}
        fontWeight={700}
        fontFamily={sansFont}
        textAnchor="middle"
        dominantBaseline="central">
        {number}
      </text>
    </g>
  );
}

export function renderDiagramSvg({name, title, page}: DiagramInput): DiagramSvg {
  const placed = placeNodes(page);
  const bounds = pageBounds(page);
  const canvasWidth = bounds.width * scale + canvasInset * 2;
  const canvasHeight = bounds.height * scale + canvasInset * 2;
  const toCanvas = (x: number, y: number) =>
    [cardPadding + canvasInset + (x - bounds.x) * scale, cardPadding + canvasInset + (y - bounds.y) * scale] as const;

  const header: LegendRow = ['node', 'x', 'y', 'width × height', ''];
  const rows = legendRows(placed);
  const columnChars = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const markerColumn = markerRadius * 2 + 8;
  const columnX: number[] = [];
  let cursor = cardPadding + markerColumn;
  for (const chars of columnChars) {
    columnX.push(cursor);
    cursor += (chars + 3) * monoAdvance;
  }
  const legendWidth = cursor - cardPadding;
  const legendTop = cardPadding + canvasHeight + 20;

  const footer = [
    'Rendered at build time by react-figma 0.31.0 in figma-api-stub (the playground’s renderer).',
    'x and y are relative to the parent.' +
      (placed.some(({node}) => node.type === 'TEXT') ? ' The stub has no font engine: text boxes are estimates.' : ''),
  ];
  const footerTop = legendTop + rowHeight * (rows.length + 1) + 12;
  const footerWidth = Math.max(...footer.map((line) => line.length * footerFontSize * 0.55));

  const width = Math.ceil(cardPadding * 2 + Math.max(canvasWidth, legendWidth, footerWidth));
  const height = Math.ceil(footerTop + footer.length * 18 + cardPadding);
  const background = page.backgrounds[0];
  const canvasFill =
    background?.type === 'SOLID'
      ? `rgb(${[background.color.r, background.color.g, background.color.b].map((c) => Math.round(c * 255)).join(', ')})`
      : '#f5f5f5';
  const markers = markerPositions(placed, toCanvas);
  const [originX, originY] = toCanvas(0, 0);

  const markup = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${name}-title`}
      data-diagram={name}>
      <title id={`${name}-title`}>{title}</title>
      <rect x={0.5} y={0.5} width={width - 1} height={height - 1} rx={12} fill={colors.card} stroke={colors.border} />
      <rect
        x={cardPadding}
        y={cardPadding}
        width={canvasWidth}
        height={canvasHeight}
        rx={8}
        fill={canvasFill}
        stroke={colors.border}
      />
      <g transform={`translate(${originX} ${originY}) scale(${scale})`}>
        <Drawing page={page} idPrefix={`ld-${name}`} />
      </g>
      <g fill="none" stroke={colors.outline} strokeWidth={1} strokeDasharray="4 3">
        {placed.map(({node, number, pageX, pageY}) => {
          const [x, y] = toCanvas(pageX, pageY);
          return (
            <rect
              key={number}
              x={x}
              y={y}
              width={Math.max(node.width * scale, 1)}
              height={Math.max(node.height * scale, 1)}
              data-node={node.name}
              data-geometry={`${formatNumber(node.x)},${formatNumber(node.y)},${formatNumber(node.width)},${formatNumber(node.height)}`}
            />
          );
        })}
      </g>
      {markers.map(([x, y], index) => (
        <Marker key={index} x={x} y={y} number={index + 1} />
      ))}
      <g fontFamily={monoFont} fontSize={legendFontSize}>
        <g fill={colors.muted}>
          {header.map((cell, column) => (
            <text key={column} x={columnX[column]} y={legendTop} dominantBaseline="central" xmlSpace="preserve">
              {cell}
            </text>
          ))}
        </g>
        {rows.map((row, index) => {
          const y = legendTop + rowHeight * (index + 1);
          return (
            <g key={index} fill={colors.text}>
              <Marker x={cardPadding + markerRadius} y={y} number={index + 1} />
              {row.map((cell, column) => (
                <text key={column} x={columnX[column]} y={y} dominantBaseline="central" xmlSpace="preserve">
                  {cell}
                </text>
              ))}
            </g>
          );
        })}
      </g>
      <g fontFamily={sansFont} fontSize={footerFontSize} fill={colors.muted}>
        {footer.map((line, index) => (
          <text key={index} x={cardPadding} y={footerTop + index * 18} dominantBaseline="central">
            {line}
          </text>
        ))}
      </g>
    </svg>,
  );
  return {svg: `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`, width, height};
}
