/**
 * Build-time pictures of a rendered page, drawn by the playground's own Drawing: a layout diagram (each node outlined
 * and numbered, the numbers in a margin joined to their node's top-right corner so they never cover the drawing, and
 * the legend's rows for HTML beside it), and the landing page's first picture (the page framed as the live canvas
 * frames it). Inlined into pages, their own colours are the site's theme variables, which follow light and dark mode
 * without scripts; the nodes keep the colours react-figma gave them, as in the live canvas.
 */
import {renderToStaticMarkup} from 'react-dom/server';
import Drawing, {BoardOutlines} from '../../components/Playground/drawing/Drawing';
import {padded, pageBounds} from '../../components/Playground/drawing/geometry';
import type {PlaygroundNode, PlaygroundPage} from '../../components/Playground/shared/document';
import {formatNumber, typeLabel} from '../../components/Playground/shared/format';

/**
 * Drawing pixels per Figma pixel: large enough that a diagram shrunk to a phone's column keeps its badge numbers
 * readable (9 px or more on screen; the geometry and layout-diagram tests hold it).
 */
const scale = 1.5;
const canvasInset = 16;
const badgeRadius = 10;
const badgeFontSize = 13;
const badgeSpacing = badgeRadius * 2 + 4;
/** Leaders run right from a node's corner to this far past the canvas, then to their badge. */
const elbowGap = 10;
const leaderRun = 14;

const theme = {
  canvas: 'var(--ifm-color-emphasis-100, #f5f6f7)',
  outline: 'var(--ifm-color-emphasis-600, #606770)',
  leader: 'var(--ifm-color-emphasis-500, #8d949e)',
  badge: 'var(--ifm-color-emphasis-800, #444950)',
  badgeText: 'var(--ifm-background-surface-color, #ffffff)',
} as const;

/** Each node with its position on the page (the sum of its ancestors' x and y) and its number in the legend. */
function placeNodes(page: PlaygroundPage) {
  const placed: {node: PlaygroundNode; number: number; depth: number; pageX: number; pageY: number}[] = [];
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

const noteFor = ({autoLayout, text}: PlaygroundNode): string =>
  autoLayout
    ? `layoutMode ${autoLayout.layoutMode}, itemSpacing ${formatNumber(autoLayout.itemSpacing)}`
    : text
      ? `Inter ${text.layout.fontWeight}, ${formatNumber(text.fontSize)} px`
      : '';

function legendRows(placed: ReturnType<typeof placeNodes>) {
  return placed.map(({node, number, depth}) => ({
    number,
    depth,
    /** "Frame", "Text", … */
    kind: typeLabel(node.type),
    name: node.name.replace(/\s+/g, ' '),
    x: formatNumber(node.x),
    y: formatNumber(node.y),
    size: `${formatNumber(node.width)} × ${formatNumber(node.height)}`,
    note: noteFor(node),
  }));
}

type Badge = {readonly number: number; readonly cornerX: number; readonly cornerY: number; readonly y: number};

/** One badge per node in the margin, each as level with its node's top edge as the ones above it leave room for. */
function placeBadges(corners: readonly Omit<Badge, 'y'>[]): Badge[] {
  const sorted = [...corners].sort((a, b) => a.cornerY - b.cornerY || a.number - b.number);
  const badges: Badge[] = [];
  for (const corner of sorted) {
    const previous = badges.at(-1);
    badges.push({...corner, y: Math.max(corner.cornerY, badgeRadius + 1, (previous?.y ?? -Infinity) + badgeSpacing)});
  }
  return badges;
}

export type DiagramSvg = ReturnType<typeof renderDiagramSvg>;

export function renderDiagramSvg({name, page}: {readonly name: string; readonly page: PlaygroundPage}) {
  const placed = placeNodes(page);
  const bounds = pageBounds(page);
  const canvasWidth = bounds.width * scale + canvasInset * 2;
  const canvasHeight = bounds.height * scale + canvasInset * 2;
  const toCanvas = (x: number, y: number) =>
    [canvasInset + (x - bounds.x) * scale, canvasInset + (y - bounds.y) * scale] as const;

  const elbowX = canvasWidth + elbowGap;
  const badgeX = elbowX + leaderRun + badgeRadius;
  const badges = placeBadges(
    placed.map(({node, number, pageX, pageY}) => {
      const [cornerX, cornerY] = toCanvas(pageX + node.width, pageY);
      return {number, cornerX, cornerY};
    }),
  );
  const width = Math.ceil(badgeX + badgeRadius + 2);
  const height = Math.ceil(Math.max(canvasHeight, ...badges.map(({y}) => y + badgeRadius + 2)));
  const [originX, originY] = toCanvas(0, 0);

  const svg = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      data-diagram={name}
      style={{display: 'block', maxWidth: '100%', height: 'auto'}}>
      <rect width={canvasWidth} height={canvasHeight} rx={6} style={{fill: theme.canvas}} data-diagram-canvas="" />
      <g transform={`translate(${originX} ${originY}) scale(${scale})`}>
        <Drawing page={page} idPrefix={`ld-${name}`} />
      </g>
      <g fill="none" strokeWidth={1} strokeDasharray="4 3" style={{stroke: theme.outline}}>
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
              data-number={number}
              data-geometry={`${formatNumber(node.x)},${formatNumber(node.y)},${formatNumber(node.width)},${formatNumber(node.height)}`}
            />
          );
        })}
      </g>
      <g fill="none" strokeWidth={0.75} style={{stroke: theme.leader}}>
        {badges.map(({number, cornerX, cornerY, y}) => (
          <polyline
            key={number}
            points={`${cornerX},${cornerY} ${elbowX},${cornerY} ${badgeX - badgeRadius},${y}`}
            data-leader={number}
          />
        ))}
      </g>
      {badges.map(({number, y}) => (
        <g key={number} data-badge={number}>
          <circle cx={badgeX} cy={y} r={badgeRadius} style={{fill: theme.badge}} />
          <text
            x={badgeX}
            y={y}
            fontSize={badgeFontSize}
            fontWeight={700}
            fontFamily="system-ui, sans-serif"
            textAnchor="middle"
            dominantBaseline="central"
            style={{fill: theme.badgeText}}>
            {number}
          </text>
        </g>
      ))}
    </svg>,
  );
  return {
    /** The `<svg>` element, without an accessible name: the page that shows it gives one. */
    svg,
    width,
    height,
    legend: legendRows(placed),
    caption:
      'Rendered at build time by react-figma 0.31.0 in figma-api-stub, the live playground’s renderer; text is ' +
      'measured with the glyph widths of Inter, the font the playground draws in. x and y are relative to the parent.',
  };
}

/**
 * The page as the live playground's canvas first shows it, for a picture that stands in for it before it loads.
 * Its boards' outlines are drawn in `currentColor`: the page that shows it sets the colour for its theme.
 */
export function renderPagePicture(page: PlaygroundPage, idPrefix: string) {
  const view = padded(pageBounds(page));
  const markup = renderToStaticMarkup(
    <>
      <Drawing page={page} idPrefix={idPrefix} />
      <g stroke="currentColor">
        <BoardOutlines page={page} />
      </g>
    </>,
  );
  return {
    /** The `viewBox` the live canvas opens at (its fit to view), for an `<svg>` around `markup`. */
    viewBox: [view.x, view.y, view.width, view.height].map(formatNumber).join(' '),
    markup,
  };
}
