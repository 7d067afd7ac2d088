/**
 * The font every text layer is measured (./textMetrics.ts) and drawn in: the playground ships Inter only, Figma's
 * default. Apart from the metrics, so that drawing code does not load the metrics table.
 */
export const drawingFontFamily = 'Inter';

/** The weights of Inter the playground loads (src/plugins/playground/interFont.ts) and has metrics for. */
export const shippedWeights = [400, 500, 600, 700] as const;
export type ShippedWeight = (typeof shippedWeights)[number];

/** Before Inter loads, or where it can't, the reader's own sans-serif, held to Inter's widths. */
export const drawingFontStack = `${drawingFontFamily}, system-ui, sans-serif`;
