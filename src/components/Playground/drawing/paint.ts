/** Figma paints and geometry as SVG values. */
import type {PlaygroundNode, RGB} from '../shared/document';

const channel = (value: number) => Math.round(value * 255);

export function cssColor({r, g, b}: RGB, alpha = 1): string {
  return alpha >= 1
    ? `rgb(${channel(r)}, ${channel(g)}, ${channel(b)})`
    : `rgba(${channel(r)}, ${channel(g)}, ${channel(b)}, ${Number(alpha.toFixed(3))})`;
}

type Point = {readonly x: number; readonly y: number};

/** Maps a point of gradient space back to the node's unit square (inverse of Figma's gradientTransform). */
function fromGradientSpace(transform: readonly (readonly number[])[], point: Point): Point {
  const [a = 1, b = 0, c = 0] = transform[0] ?? [];
  const [d = 0, e = 1, f = 0] = transform[1] ?? [];
  const determinant = a * e - b * d || 1;
  const x = point.x - c;
  const y = point.y - f;
  return {x: (e * x - b * y) / determinant, y: (-d * x + a * y) / determinant};
}

/** Start and end of a linear gradient in objectBoundingBox units: Figma's gradient runs (0, .5) → (1, .5). */
export function linearGradientLine(transform: readonly (readonly number[])[]) {
  const start = fromGradientSpace(transform, {x: 0, y: 0.5});
  const end = fromGradientSpace(transform, {x: 1, y: 0.5});
  return {x1: start.x, y1: start.y, x2: end.x, y2: end.y};
}

/** Centre and radius (objectBoundingBox units) used for radial, angular and diamond gradients alike. */
export function radialGradientCircle(transform: readonly (readonly number[])[]) {
  const centre = fromGradientSpace(transform, {x: 0.5, y: 0.5});
  const edge = fromGradientSpace(transform, {x: 1, y: 0.5});
  return {cx: centre.x, cy: centre.y, r: Math.hypot(edge.x - centre.x, edge.y - centre.y)};
}

/** An SVG path for a rectangle with per-corner radii (clamped like Figma: at most half the shorter side). */
export function roundedRectPath(width: number, height: number, radii: PlaygroundNode['cornerRadii']): string {
  const clamp = (radius: number) => Math.min(Math.max(0, radius), Math.min(width, height) / 2);
  const [tl, tr, br, bl] = radii.map(clamp) as [number, number, number, number];
  return [
    `M${tl},0`,
    `H${width - tr}`,
    tr ? `A${tr},${tr} 0 0 1 ${width},${tr}` : '',
    `V${height - br}`,
    br ? `A${br},${br} 0 0 1 ${width - br},${height}` : '',
    `H${bl}`,
    bl ? `A${bl},${bl} 0 0 1 0,${height - bl}` : '',
    `V${tl}`,
    tl ? `A${tl},${tl} 0 0 1 ${tl},0` : '',
    'Z',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Points of a star (or, with `innerRadius` 1, a regular polygon) inscribed in width × height. */
export function starPoints(width: number, height: number, pointCount: number, innerRadius: number): string {
  const count = Math.max(3, Math.round(pointCount));
  return Array.from({length: count * 2}, (_, index) => {
    const scale = index % 2 === 0 ? 1 : innerRadius;
    const angle = (Math.PI * index) / count - Math.PI / 2;
    return `${((1 + Math.cos(angle) * scale) * width) / 2},${((1 + Math.sin(angle) * scale) * height) / 2}`;
  }).join(' ');
}
