/**
 * Text size estimate shared by the worker (so Yoga lays text out with a size) and the SVG drawer (so it wraps
 * lines the same way). figma-api-stub does not measure text, and the real font is not available here.
 */

/** Average advance of a glyph of Inter/Roboto, as a share of the font size. */
const averageGlyphWidth = 0.56;
const defaultLineHeightFactor = 1.21;

export type TextMetricsInput = {
  readonly characters: string;
  readonly fontSize: number;
  /** Line height in px, or undefined for Figma's "Auto". */
  readonly lineHeightPx?: number;
  readonly letterSpacingPx?: number;
  /** Fixed width to wrap into; undefined grows the text to its longest line. */
  readonly wrapWidth?: number;
};

export type TextMetrics = {
  readonly lines: readonly string[];
  readonly width: number;
  readonly height: number;
  readonly lineHeight: number;
};

export function glyphWidth(fontSize: number, letterSpacingPx = 0): number {
  return fontSize * averageGlyphWidth + letterSpacingPx;
}

function wrapParagraph(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) {
    return [paragraph];
  }
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/(?<=\s)/)) {
    if (line !== '' && (line + word).trimEnd().length > maxChars) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += word;
  }
  lines.push(line.trimEnd());
  return lines;
}

export function measureText({
  characters,
  fontSize,
  lineHeightPx,
  letterSpacingPx = 0,
  wrapWidth,
}: TextMetricsInput): TextMetrics {
  const advance = glyphWidth(fontSize, letterSpacingPx);
  const paragraphs = characters.split('\n');
  const maxChars = wrapWidth === undefined ? Infinity : Math.max(1, Math.floor(wrapWidth / advance));
  const lines = paragraphs.flatMap((paragraph) => wrapParagraph(paragraph, maxChars));
  const lineHeight = lineHeightPx ?? Math.round(fontSize * defaultLineHeightFactor);
  const longest = Math.max(0, ...lines.map((line) => line.length));
  return {
    lines,
    width: wrapWidth ?? Math.ceil(longest * advance),
    height: Math.ceil(lines.length * lineHeight),
    lineHeight,
  };
}
