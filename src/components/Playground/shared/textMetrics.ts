/**
 * Text layout with Inter's glyph advances (./interMetrics.json, from the @fontsource/inter files the playground draws
 * with). figma-api-stub has no font engine: the worker sizes text nodes and breaks lines with this, so Yoga and the
 * drawing (live or built) agree. The drawing turns off kerning and ligatures, which these sums leave out.
 */
import {shippedWeights, type ShippedWeight} from './drawingFont';
import table from './interMetrics.json';

export type FontMetricsTable = {
  /** The package and version the advances were read from. */
  readonly font: string;
  readonly unitsPerEm: number;
  readonly ascender: number;
  readonly descender: number;
  /** The characters the advances are for: runs of consecutive code points, `[first, count]`. */
  readonly runs: readonly (readonly number[])[];
  /** Per shipped weight, the advance of each character of `runs`, in font units. */
  readonly advances: Readonly<Record<string, readonly number[]>>;
};

/** Advance of a character Inter does not have, as a share of the font size: a typical sans-serif glyph. */
const missingAdvanceEm = 0.6;

const metrics: FontMetricsTable = table;

/** Each character's place in the advances: its index in the characters of `runs`, in order. */
const advanceIndex = new Map(
  metrics.runs
    .flatMap(([first = 0, count = 0]) => Array.from({length: count}, (_, offset) => first + offset))
    .map((codepoint, index) => [codepoint, index] as const),
);

/** The numeric weight a Figma font style names ("Semi Bold" → 600, "Bold Italic" → 700). */
function fontWeight(style: string): number {
  const weights: readonly [RegExp, number][] = [
    [/thin|hairline/i, 100],
    [/extra\s*light|ultra\s*light/i, 200],
    [/light/i, 300],
    [/medium/i, 500],
    [/semi\s*bold|demi\s*bold/i, 600],
    [/extra\s*bold|ultra\s*bold/i, 800],
    [/black|heavy/i, 900],
    [/bold/i, 700],
  ];
  return weights.find(([pattern]) => pattern.test(style))?.[1] ?? 400;
}

/** The shipped face a weight is drawn with: the lighter ones with Regular, the heavier with Bold. */
export function shippedWeight(weight: number): ShippedWeight {
  return shippedWeights.reduce((best, candidate) =>
    Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best,
  );
}

/** Figma's text cases other than ORIGINAL, as drawn. */
const textCases = new Map<string | undefined, (characters: string) => string>([
  ['UPPER', (characters) => characters.toUpperCase()],
  ['LOWER', (characters) => characters.toLowerCase()],
  ['TITLE', (characters) => characters.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())],
]);

export type TextMetricsInput = {
  readonly characters: string;
  readonly fontSize: number;
  /** Figma's font style ("Regular", "Bold", "Semi Bold Italic", …); Regular when undefined. */
  readonly fontStyle?: string;
  /** Figma's textCase (UPPER, LOWER, TITLE, ORIGINAL): the characters are measured as drawn. */
  readonly textCase?: string;
  /** Line height in px, or undefined for Figma's "Auto". */
  readonly lineHeightPx?: number;
  readonly letterSpacingPx?: number;
  /** Fixed width to wrap into; undefined grows the text to its longest line. */
  readonly wrapWidth?: number;
};

export type TextLayout = {
  /** Each line as drawn (text case applied, no trailing spaces), with its advance in px, letter spacing included. */
  readonly lines: readonly {readonly text: string; readonly width: number}[];
  readonly width: number;
  readonly height: number;
  readonly lineHeight: number;
  /** From the top of a line to its baseline, in px. */
  readonly baseline: number;
  /** The Inter face the text is measured and drawn with. */
  readonly fontWeight: ShippedWeight;
  /** Characters Inter has no glyph for, measured at a typical width and drawn in a fallback font. */
  readonly missingCharacters: string;
};

type Measure = (text: string) => number;

function measurer(fontSize: number, weight: ShippedWeight, letterSpacingPx: number, missing: Set<string>): Measure {
  const advances = metrics.advances[String(weight)] ?? [];
  const scale = fontSize / metrics.unitsPerEm;
  return (text) => {
    let width = 0;
    for (const character of text) {
      const codepoint = character.codePointAt(0) ?? 0;
      if (codepoint < 0x20) {
        continue;
      }
      const index = advanceIndex.get(codepoint);
      if (index === undefined) {
        missing.add(character);
      }
      width += (index === undefined ? fontSize * missingAdvanceEm : (advances[index] ?? 0) * scale) + letterSpacingPx;
    }
    return width;
  };
}

/** Tolerance for sums of fractions: a line exactly as wide as its box fits. */
const epsilon = 1e-6;

/** Splits a word wider than the box into pieces that fit, as Figma does; each piece keeps at least one character. */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && measure(piece + character) > maxWidth + epsilon) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  pieces.push(piece);
  return pieces;
}

function wrapParagraph(paragraph: string, maxWidth: number, measure: Measure): string[] {
  if (measure(paragraph.trimEnd()) <= maxWidth + epsilon) {
    return [paragraph];
  }
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/(?<=\s)/)) {
    if (line !== '' && measure((line + word).trimEnd()) > maxWidth + epsilon) {
      lines.push(line);
      line = '';
    }
    if (line === '' && measure(word.trimEnd()) > maxWidth + epsilon) {
      const pieces = breakWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    } else {
      line += word;
    }
  }
  lines.push(line);
  return lines;
}

export function measureText({
  characters,
  fontSize,
  fontStyle = 'Regular',
  textCase,
  lineHeightPx,
  letterSpacingPx = 0,
  wrapWidth,
}: TextMetricsInput): TextLayout {
  const weight = shippedWeight(fontWeight(fontStyle));
  const missing = new Set<string>();
  const measure = measurer(fontSize, weight, letterSpacingPx, missing);
  const paragraphs = (textCases.get(textCase)?.(characters) ?? characters).split('\n');
  const texts =
    wrapWidth === undefined
      ? paragraphs
      : paragraphs.flatMap((paragraph) => wrapParagraph(paragraph, wrapWidth, measure));
  const lines = texts.map((text) => text.trimEnd()).map((text) => ({text, width: measure(text)}));
  const em = fontSize / metrics.unitsPerEm;
  const contentHeight = (metrics.ascender - metrics.descender) * em;
  const lineHeight = lineHeightPx ?? Math.round(contentHeight);
  const longest = Math.max(0, ...lines.map(({width}) => width));
  return {
    lines,
    width: wrapWidth ?? Math.ceil(longest - epsilon),
    height: Math.ceil(lines.length * lineHeight),
    lineHeight,
    baseline: (lineHeight - contentHeight) / 2 + metrics.ascender * em,
    fontWeight: weight,
    missingCharacters: [...missing].join(''),
  };
}
