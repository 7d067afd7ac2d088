/** The layout diagrams on the Styling page: one react-figma program each, in ./examples/<name>.tsx. */
import path from 'node:path';

export type DiagramExample = {
  /** The file's base name, also the name MDX uses: `<LayoutDiagram name="page-root" alt="…" />`. */
  readonly name: string;
  readonly file: string;
};

export const layoutDiagramExamples: readonly DiagramExample[] = [
  'page-root',
  'auto-layout',
  'leaf-sizes',
  'item-spacing',
  'zero-values',
  'align-items',
  'flex-fill',
].map((name) => ({name, file: path.join(__dirname, 'examples', `${name}.tsx`)}));
