/** Where nodes are on the canvas: page bounds for fit-to-view, and the chain of transforms to a node. */
import type {PlaygroundNode, PlaygroundPage} from '../shared/document';

export type Box = {readonly x: number; readonly y: number; readonly width: number; readonly height: number};

/** The corners of a node rotated about its top-left corner, in its parent's coordinates. */
function rotatedCorners(node: PlaygroundNode) {
  const radians = (-node.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [
    [0, 0],
    [node.width, 0],
    [0, node.height],
    [node.width, node.height],
  ].map(([x = 0, y = 0]) => ({x: node.x + x * cos - y * sin, y: node.y + x * sin + y * cos}));
}

/** The axis-aligned box around the page's visible nodes. */
export function pageBounds(page: PlaygroundPage): Box {
  const corners = page.children.filter((node) => node.visible).flatMap(rotatedCorners);
  if (corners.length === 0) {
    return {x: 0, y: 0, width: 100, height: 100};
  }
  const xs = corners.map(({x}) => x);
  const ys = corners.map(({y}) => y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  return {x: minX, y: minY, width: Math.max(1, Math.max(...xs) - minX), height: Math.max(1, Math.max(...ys) - minY)};
}

/** The box plus a margin of `share` of its larger side on every edge. */
export function padded(box: Box, share = 0.08): Box {
  const margin = Math.max(box.width, box.height) * share + 8;
  return {x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin};
}

export function findPath(nodes: readonly PlaygroundNode[], id: string): PlaygroundNode[] | undefined {
  for (const node of nodes) {
    if (node.id === id) {
      return [node];
    }
    const below = findPath(node.children, id);
    if (below) {
      return [node, ...below];
    }
  }
  return undefined;
}

export const nodeTransform = (node: Pick<PlaygroundNode, 'x' | 'y' | 'rotation'>): string =>
  `translate(${node.x} ${node.y})${node.rotation ? ` rotate(${-node.rotation})` : ''}`;

/** Zooms `box` by `factor` around the point (px, py), keeping that point fixed. */
export function zoomAround(box: Box, factor: number, px: number, py: number): Box {
  const width = box.width / factor;
  const height = box.height / factor;
  return {x: px - ((px - box.x) / box.width) * width, y: py - ((py - box.y) / box.height) * height, width, height};
}
