/**
 * The canvas drawing as a standalone SVG document (Figma pastes SVG markup as vector layers) and as a PNG.
 * The same <Drawing> the canvas shows, rendered off screen without the view's zoom, pan or selection.
 */
import {flushSync} from 'react-dom';
import {createRoot} from 'react-dom/client';
import Drawing from '../drawing/Drawing';
import {pageBounds, type Box} from '../drawing/geometry';
import type {PlaygroundPage} from '../shared/document';

export type DrawingSvg = {readonly markup: string; readonly bounds: Box};

export function drawingSvg(page: PlaygroundPage): DrawingSvg {
  const bounds = pageBounds(page);
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={bounds.width}
        height={bounds.height}
        viewBox={`${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`}>
        <Drawing page={page} idPrefix="react-figma" />
      </svg>,
    ),
  );
  const svg = container.querySelector('svg');
  const markup = svg ? new XMLSerializer().serializeToString(svg) : '';
  root.unmount();
  return {markup, bounds};
}

/** Browsers refuse canvases much larger than this on a side. */
const maxCanvasSide = 8192;

/** The drawing at twice its size (like Figma's 2x export), as a PNG blob. */
export async function drawingPng({markup, bounds}: DrawingSvg): Promise<Blob> {
  const fit = Math.min(2, maxCanvasSide / bounds.width, maxCanvasSide / bounds.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bounds.width * fit));
  canvas.height = Math.max(1, Math.round(bounds.height * fit));
  const url = URL.createObjectURL(new Blob([markup], {type: 'image/svg+xml'}));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const context = canvas.getContext('2d');
    if (!context) {
      throw new Error('This browser gave no 2D canvas to draw on.');
    }
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
  } finally {
    URL.revokeObjectURL(url);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no PNG.'))), 'image/png'),
  );
}
