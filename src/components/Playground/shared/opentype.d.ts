// opentype.js 2 ships no types; the metrics test reads a font's units, vertical metrics and character map with it.
declare module 'opentype.js' {
  export type Glyph = {readonly advanceWidth?: number};
  export type Font = {
    readonly unitsPerEm: number;
    readonly ascender: number;
    readonly descender: number;
    readonly tables: {readonly cmap: {readonly glyphIndexMap: Readonly<Record<string, number>>}};
    readonly glyphs: {get(index: number): Glyph};
  };
  const opentype: {parse(buffer: ArrayBuffer): Font};
  export default opentype;
}
