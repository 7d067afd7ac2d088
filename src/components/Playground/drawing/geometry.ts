/** Where nodes are on the canvas: page bounds for fit-to-view, and the chain of transforms to a node. */
import {rotatedBounds} from './paint';
import type {PlaygroundNode, PlaygroundPage} from '../shared/document';

export type Box = {readonly x: number; readonly y: number; readonly width: number; readonly height: number};

export function pageBounds(page: PlaygroundPage): Box {
  const boxes = page.children.filter((node) => node.visible).map(rotatedBounds);
  if (boxes.length === 0) {
    return {x: 0, y: 0, width: 100, height: 100};
  }
  const minX = Math.min(...boxes.map((box) => box.minX));
  const minY = Math.min(...boxes.map((box) => box.minY));
  const maxX = Math.max(...boxes.map((box) => box.maxX));
  const maxY = Math.max(...boxes.map((box) => box.maxY));
  return {x: minX, y: minY, width: Math.max(1, maxX - minX), height: Math.max(1, maxY - minY)};
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
