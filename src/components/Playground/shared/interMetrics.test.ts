/**
 * The glyph advances the playground measures text with come from the very font files it draws with: this test reads
 * them out of @fontsource/inter (the faces its `<weight>.css` files declare, each for its unicode-range) and checks
 * that ./interMetrics.json holds exactly that. After updating @fontsource/inter, or changing the weights the
 * playground ships, write the file anew with `npx vitest run -u src/components/Playground/shared/interMetrics.test.ts`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import opentype, {type Font} from 'opentype.js';
import {describe, expect, it} from 'vitest';
import {fontsourceInterDir} from '../../../plugins/playground/interFont';
import {shippedWeights} from './drawingFont';
import type {FontMetricsTable} from './textMetrics';

type FaceRule = {readonly file: string; readonly ranges: readonly (readonly [number, number])[]};

/** The @font-face rules of one weight's stylesheet, in the order the stylesheet declares them. */
function faceRules(weight: number): FaceRule[] {
  const css = readFileSync(path.join(fontsourceInterDir, `${weight}.css`), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range) {
      throw new Error(`@fontsource/inter/${weight}.css: a face without a WOFF file or a unicode-range`);
    }
    const ranges = range.split(',').map((part): [number, number] => {
      const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(first, 16), parseInt(last, 16)];
    });
    return {file, ranges};
  });
}

function readFont(file: string): Font {
  const bytes = readFileSync(path.join(fontsourceInterDir, file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** Advance of every character a weight's faces draw; where ranges overlap, the face declared last is the browser's. */
function advancesOf(weight: number): {advances: Map<number, number>; font: Font} {
  const advances = new Map<number, number>();
  let font: Font | undefined;
  for (const rule of faceRules(weight).reverse()) {
    font = readFont(rule.file);
    const inRange = (codepoint: number) => rule.ranges.some(([first, last]) => codepoint >= first && codepoint <= last);
    for (const [key, glyphIndex] of Object.entries(font.tables.cmap.glyphIndexMap)) {
      const codepoint = Number(key);
      if (inRange(codepoint) && !advances.has(codepoint)) {
        advances.set(codepoint, font.glyphs.get(glyphIndex).advanceWidth ?? 0);
      }
    }
  }
  return {advances, font: font!};
}

function metricsFromFontFiles(): FontMetricsTable {
  const perWeight = shippedWeights.map((weight) => ({weight, ...advancesOf(weight)}));
  const codepoints = [...perWeight[0]!.advances.keys()].sort((a, b) => a - b);
  for (const {weight, advances} of perWeight) {
    expect(
      [...advances.keys()].sort((a, b) => a - b),
      `weight ${weight} draws the same characters`,
    ).toEqual(codepoints);
  }
  const runs: [number, number][] = [];
  for (const codepoint of codepoints) {
    const last = runs.at(-1);
    if (last && last[0] + last[1] === codepoint) {
      last[1] += 1;
    } else {
      runs.push([codepoint, 1]);
    }
  }
  const {font} = perWeight[0]!;
  const version = (JSON.parse(readFileSync(path.join(fontsourceInterDir, 'package.json'), 'utf8')) as {version: string})
    .version;
  return {
    font: `@fontsource/inter ${version}`,
    unitsPerEm: font.unitsPerEm,
    ascender: font.ascender,
    descender: font.descender,
    runs,
    advances: Object.fromEntries(
      perWeight.map(({weight, advances}) => [String(weight), codepoints.map((codepoint) => advances.get(codepoint)!)]),
    ),
  };
}

/** One key per line: the file stays diffable without a line per number. */
const formatTable = (table: FontMetricsTable): string =>
  `{\n${Object.entries(table)
    .map(([key, value]) =>
      key === 'advances'
        ? `  "advances": {\n${Object.entries(value as Record<string, number[]>)
            .map(([weight, list]) => `    ${JSON.stringify(weight)}: ${JSON.stringify(list)}`)
            .join(',\n')}\n  }`
        : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    )
    .join(',\n')}\n}\n`;

describe('interMetrics.json', () => {
  it('holds the advances of the faces @fontsource/inter declares for the weights the playground ships', async () => {
    const table = metricsFromFontFiles();
    // Every face's latin subset at least: the printable ASCII range is one run.
    expect(table.runs.some(([first, count]) => first <= 0x20 && first + count > 0x7e)).toBe(true);
    await expect(formatTable(table)).toMatchFileSnapshot('./interMetrics.json');
  });
});
