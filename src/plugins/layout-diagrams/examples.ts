/** The layout diagrams on the Styling page: one react-figma program each, in ./examples/<name>.tsx. */
import path from 'node:path';

export type DiagramExample = {
  /** The file's base name, also the name MDX uses: `<LayoutDiagram name="page-root" alt="…" />`. */
  readonly name: string;
  /** The SVG's title. */
  readonly title: string;
  readonly file: string;
};

export const examplesDir = path.join(__dirname, 'examples');

const example = (name: string, title: string): DiagramExample => ({
  name,
  title,
  file: path.join(examplesDir, `${name}.tsx`),
});

export const layoutDiagramExamples: readonly DiagramExample[] = [
  example('page-root', 'The Page is the Yoga root: top-level frames stack in a column'),
  example('auto-layout', 'A style row and an auto-layout row get the same Yoga geometry'),
  example('leaf-sizes', 'Leaves keep their node size; text is measured'),
  example('item-spacing', 'itemSpacing is written to Figma but not passed to Yoga'),
  example('zero-values', 'top: 0 and right: 0 are skipped'),
  example('align-items', 'alignItems defaults to flex-start'),
];
