/**
 * The playground's picture of a Figma document: plain, structured-clone-safe data that the render worker makes
 * from figma-api-stub's nodes (render-worker/serialize.ts) and the page draws.
 */

import type {TextLayout, TextMetricsInput} from './textMetrics';

export type RGB = {readonly r: number; readonly g: number; readonly b: number};
export type RGBA = RGB & {readonly a: number};

export type GradientType = 'GRADIENT_LINEAR' | 'GRADIENT_RADIAL' | 'GRADIENT_ANGULAR' | 'GRADIENT_DIAMOND';

export type PaintData =
  | {readonly type: 'SOLID'; readonly color: RGB; readonly opacity: number}
  | {
      readonly type: GradientType;
      /** Figma's 2×3 matrix from the node's unit square to gradient space. */
      readonly gradientTransform: readonly (readonly number[])[];
      readonly gradientStops: readonly {readonly position: number; readonly color: RGBA}[];
      readonly opacity: number;
    }
  | {readonly type: 'IMAGE'; readonly opacity: number};

export type EffectData = {
  readonly type: 'DROP_SHADOW' | 'INNER_SHADOW' | 'LAYER_BLUR' | 'BACKGROUND_BLUR';
  readonly radius: number;
  readonly color?: RGBA;
  readonly offset?: {readonly x: number; readonly y: number};
  readonly spread?: number;
};

/** A text node's text: what it was measured from (with its style and case always set), and how it is drawn. */
export type TextData = TextMetricsInput & {
  readonly fontFamily: string;
  readonly fontStyle: string;
  readonly textCase: string;
  readonly textAlignHorizontal: 'LEFT' | 'CENTER' | 'RIGHT' | 'JUSTIFIED';
  readonly textDecoration: 'NONE' | 'UNDERLINE' | 'STRIKETHROUGH';
  /** The lines as the worker measured them (shared/textMetrics.ts): the drawing draws these. */
  readonly layout: TextLayout;
};

/** A frame's Figma auto layout, present only when `layoutMode` is HORIZONTAL or VERTICAL. */
export type AutoLayoutData = {
  readonly layoutMode: 'HORIZONTAL' | 'VERTICAL';
  readonly itemSpacing: number;
  /** Top, right, bottom, left. */
  readonly padding: readonly [number, number, number, number];
  /** Along the layout direction: MIN, CENTER, MAX or SPACE_BETWEEN. */
  readonly primaryAxisAlignItems: string;
  /** Across it: MIN, CENTER, MAX or BASELINE. */
  readonly counterAxisAlignItems: string;
};

export type PlaygroundNode = {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Degrees, counter-clockwise, around the node's top-left corner (Figma's convention). */
  readonly rotation: number;
  readonly opacity: number;
  readonly visible: boolean;
  readonly fills: readonly PaintData[];
  readonly strokes: readonly PaintData[];
  readonly strokeWeight: number;
  /** Top-left, top-right, bottom-right, bottom-left. */
  readonly cornerRadii: readonly [number, number, number, number];
  readonly effects: readonly EffectData[];
  readonly clipsContent: boolean;
  readonly text?: TextData;
  readonly pointCount?: number;
  readonly innerRadius?: number;
  readonly vectorPaths?: readonly string[];
  readonly svgSource?: string;
  /** What Figma's auto layout would use to re-place the children; the stub itself does not apply it. */
  readonly autoLayout?: AutoLayoutData;
  readonly children: readonly PlaygroundNode[];
};

export type PlaygroundPage = {
  readonly id: string;
  readonly name: string;
  readonly backgrounds: readonly PaintData[];
  readonly children: readonly PlaygroundNode[];
};

export type PlaygroundDocument = {
  readonly pages: readonly PlaygroundPage[];
  readonly currentPageId: string;
  /** Nodes in the document (pages excluded). */
  readonly nodeCount: number;
  /** Set when the document had more nodes than the limit and only the first `nodeLimit` were kept. */
  readonly truncated: boolean;
  readonly nodeLimit: number;
};
