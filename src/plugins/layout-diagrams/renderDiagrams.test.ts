import {writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../../tests/support/temporaryDirectory';
import type {PlaygroundNode, PlaygroundPage} from '../../components/Playground/shared/document';
import {reactFigmaCompilerOptions} from '../shared/exampleCompilerOptions';
import {layoutDiagramExamples, type DiagramExample} from './examples';
import {renderLayoutDiagrams, type RenderedDiagram} from './renderDiagrams';

const siteDir = path.resolve(__dirname, '../../..');

/** The node at a path of names from the page, e.g. `node(page, 'Row', 'Label')`. */
function node(page: PlaygroundPage, ...names: readonly string[]): PlaygroundNode {
  let level: readonly PlaygroundNode[] = page.children;
  let found: PlaygroundNode | undefined;
  for (const name of names) {
    found = level.find((candidate) => candidate.name === name);
    if (!found) {
      throw new Error(`no node "${name}" among ${level.map((candidate) => candidate.name).join(', ')}`);
    }
    level = found.children;
  }
  return found!;
}

const box = ({x, y, width, height}: PlaygroundNode) => ({x, y, width, height});

function temporaryExample(name: string, source: string): DiagramExample {
  const file = path.join(temporaryDirectory('layout-diagram'), `${name}.tsx`);
  writeFileSync(file, source);
  return {name, file};
}

/** Renders a page's JSX (the components named in `imports`) through the same pipeline as the diagrams. */
async function renderPage(imports: string, pageJsx: string): Promise<PlaygroundPage> {
  const source = `import * as React from 'react';\nimport {${imports}, render} from 'react-figma';\nrender(${pageJsx});\n`;
  const [diagram] = await renderLayoutDiagrams([temporaryExample('claim', source)]);
  return diagram!.page;
}

describe('layout diagram examples', () => {
  let diagrams: Map<string, RenderedDiagram>;
  const page = (name: string): PlaygroundPage => diagrams.get(name)!.page;

  beforeAll(async () => {
    const rendered = await renderLayoutDiagrams(layoutDiagramExamples);
    diagrams = new Map(rendered.map((diagram) => [diagram.name, diagram]));
  });

  it('type-check against react-figma 0.31.0 as plugin UI code', () => {
    const program = ts.createProgram(
      layoutDiagramExamples.map(({file}) => file),
      reactFigmaCompilerOptions(siteDir),
    );
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (diagnostic) =>
          `${diagnostic.file?.fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  // Each block below holds the numbers the Styling page's "The layout model" section states.

  it('page-root: the Page is the root, so top-level frames stack in a column from 0, 0', () => {
    expect(box(node(page('page-root'), 'Header'))).toEqual({x: 0, y: 0, width: 200, height: 48});
    expect(box(node(page('page-root'), 'Content'))).toEqual({x: 0, y: 48, width: 200, height: 96});
  });

  it('page-root: a style on the Page is the root style (a row with padding here)', async () => {
    const rowPage = await renderPage(
      'Frame, Page',
      `<Page name="Row" isCurrent style={{flexDirection: 'row', padding: 20}}>
        <Frame name="Header" style={{width: 200, height: 48}} />
        <Frame name="Content" style={{width: 200, height: 96}} />
      </Page>`,
    );
    expect(box(node(rowPage, 'Header'))).toEqual({x: 20, y: 20, width: 200, height: 48});
    expect(box(node(rowPage, 'Content'))).toEqual({x: 220, y: 20, width: 200, height: 96});
  });

  it('auto-layout: the auto-layout props give Yoga the same row as the style, and only they reach Figma', () => {
    const styleRow = node(page('auto-layout'), 'Style row');
    const autoLayoutRow = node(page('auto-layout'), 'Auto-layout row');
    expect(box(styleRow)).toEqual({x: 0, y: 0, width: 104, height: 64});
    expect(box(autoLayoutRow)).toEqual({x: 0, y: 80, width: 104, height: 64});
    expect(styleRow.children.map(box)).toEqual(autoLayoutRow.children.map(box));
    expect(autoLayoutRow.children.map(({x}) => x)).toEqual([12, 52]);
    expect(styleRow.autoLayout).toBeUndefined();
    expect(autoLayoutRow.autoLayout).toEqual({
      layoutMode: 'HORIZONTAL',
      itemSpacing: 0,
      // The auto-layout props' padding reaches Figma too.
      padding: [12, 12, 12, 12],
      primaryAxisAlignItems: 'MIN',
      counterAxisAlignItems: 'MIN',
    });
  });

  it('leaf-sizes: a leaf keeps the size of its node, and text the size it measures', () => {
    const row = node(page('leaf-sizes'), 'Row');
    const swatch = node(page('leaf-sizes'), 'Row', 'Swatch');
    const label = node(page('leaf-sizes'), 'Row', 'Label');
    const note = node(page('leaf-sizes'), 'Note');
    const wrapped = node(page('leaf-sizes'), 'Note', 'Wrapped');
    // Width and height are props of the Rectangle, not style keys: Yoga reads them from the node.
    expect(box(swatch)).toEqual({x: 16, y: 16, width: 48, height: 48});
    expect(label.x).toBe(16 + 48 + 12);
    expect(row.width).toBe(16 + 48 + 12 + label.width + 16);
    expect(row.height).toBe(16 + 48 + 16);
    // A fixed width: the text wraps and grows downwards; its white frame hugs it.
    expect(wrapped.width).toBe(160);
    expect(wrapped.height).toBeGreaterThan(2 * label.height);
    expect(box(note)).toEqual({x: 0, y: row.height + 16, width: 160, height: wrapped.height});
  });

  it('item-spacing: Yoga places auto-layout children without the gap; margins are what Yoga sees', () => {
    const spaced = node(page('item-spacing'), 'itemSpacing 16');
    const margins = node(page('item-spacing'), 'marginLeft 16');
    expect(spaced.autoLayout).toEqual({
      layoutMode: 'HORIZONTAL',
      itemSpacing: 16,
      // The auto-layout props' padding reaches Figma too.
      padding: [12, 12, 12, 12],
      primaryAxisAlignItems: 'MIN',
      counterAxisAlignItems: 'MIN',
    });
    expect(spaced.children.map(({x}) => x)).toEqual([12, 52, 92]);
    expect(spaced.width).toBe(144);
    expect(margins.children.map(({x}) => x)).toEqual([12, 68, 124]);
    expect(margins.width).toBe(176);
  });

  it('zero-values: top: 0 and right: 0 are skipped, 8 is applied', () => {
    expect(box(node(page('zero-values'), 'top 0, right 0', 'Badge'))).toEqual({x: 0, y: 0, width: 24, height: 24});
    expect(box(node(page('zero-values'), 'top 8, right 8', 'Badge'))).toEqual({x: 128, y: 8, width: 24, height: 24});
  });

  it("zero-values: aligning the card to the end moves a badge that has no insets to the card's end", async () => {
    const alignedPage = await renderPage(
      'Frame, Page, View',
      `<Page name="Aligned" isCurrent>
        <Frame name="Card" style={{width: 160, height: 96, alignItems: 'flex-end'}}>
          <View name="Badge" style={{position: 'absolute', top: 0, right: 0, width: 24, height: 24}} />
        </Frame>
      </Page>`,
    );
    expect(box(node(alignedPage, 'Card', 'Badge'))).toEqual({x: 136, y: 0, width: 24, height: 24});
  });

  it('align-items: without alignItems a child keeps its own width; stretch fills the column', () => {
    const hugging = node(page('align-items'), 'No alignItems', 'Chip');
    const stretched = node(page('align-items'), 'alignItems stretch', 'Chip');
    expect(hugging.width).toBe(8 + hugging.children[0]!.width + 8);
    expect(hugging.width).toBeLessThan(224);
    expect(box(stretched)).toMatchObject({x: 8, y: 8, width: 240 - 2 * 8});
  });

  it('align-items: stretch does not widen a Text, a leaf with its own measured size', async () => {
    const textPage = await renderPage(
      'Page, Text, View',
      `<Page name="Stretch" isCurrent>
        <View name="Column" style={{width: 240, alignItems: 'stretch'}}>
          <Text name="Label">Short</Text>
          <View name="Row"><Text>Row</Text></View>
        </View>
      </Page>`,
    );
    expect(node(textPage, 'Column', 'Label').width).toBeLessThan(100);
    expect(node(textPage, 'Column', 'Row').width).toBe(240);
  });

  it('flex-fill: flex 1 fills the main axis only; stretch fills the cross axis of a frame, not of a leaf', () => {
    const [hugging, stretched, leaf] = ['Column', 'Column, stretch', 'Column, no children'].map((column) =>
      node(page('flex-fill'), column, 'Fill'),
    );
    expect(box(hugging!)).toEqual({x: 8, y: 8, width: hugging!.children[0]!.width, height: 72 - 2 * 8});
    expect(box(stretched!)).toEqual({x: 8, y: 8, width: 240 - 2 * 8, height: 56});
    // Figma creates a rectangle 100 × 100, and Yoga sizes a leaf from its node.
    expect(leaf!.type).toBe('RECTANGLE');
    expect(box(leaf!)).toEqual({x: 8, y: 8, width: 100, height: 56});
  });

  it('flex-fill: flex 1 drops the size the child has on the main axis, and width 100% fills a leaf', async () => {
    const columnPage = await renderPage(
      'Page, View',
      `<Page name="Tall" isCurrent>
        <View name="Column" style={{width: 360, height: 1280}}>
          <View name="Fill" style={{height: 640, flex: 1}} />
        </View>
        <View name="Full width" style={{width: 360, height: 400}}>
          <View name="Fill" style={{flex: 1, width: '100%'}} />
        </View>
      </Page>`,
    );
    expect(box(node(columnPage, 'Column', 'Fill'))).toEqual({x: 0, y: 0, width: 100, height: 1280});
    expect(box(node(columnPage, 'Full width', 'Fill'))).toEqual({x: 0, y: 0, width: 360, height: 400});
  });

  it('draws every node with its geometry and a numbered legend row', () => {
    for (const diagram of diagrams.values()) {
      expect(diagram.svg).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${diagram.width}" height="${diagram.height}"`),
      );
      expect(diagram.svg).not.toMatch(/<script|<foreignObject|href="http/);
      expect(diagram.legend.map(({number}) => number)).toEqual(diagram.legend.map((_, index) => index + 1));
    }
    const pageRoot = diagrams.get('page-root')!;
    expect(pageRoot.svg).toContain('data-node="Content" data-number="2" data-geometry="0,48,200,96"');
    expect(pageRoot.legend[1]).toMatchObject({kind: 'Frame', name: 'Content', x: '0', y: '48', size: '200 × 96'});
  });

  it('keeps the badges beside the page, clear of the drawing', () => {
    for (const diagram of diagrams.values()) {
      const canvasWidth = Number(/<rect width="([\d.]+)"[^>]*data-diagram-canvas/.exec(diagram.svg)?.[1]);
      const badgeCentres = [...diagram.svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="(\d+)"/g)];
      expect(badgeCentres).toHaveLength(diagram.legend.length);
      for (const [, cx, cy, r] of badgeCentres) {
        expect(Number(cx) - Number(r)).toBeGreaterThan(canvasWidth);
        expect(Number(cy) + Number(r)).toBeLessThanOrEqual(diagram.height);
      }
    }
  });
});

describe('renderLayoutDiagrams', () => {
  it('fails naming the example when one throws', async () => {
    const broken = temporaryExample(
      'broken',
      `import * as React from 'react';
import {Page, render} from 'react-figma';
const Broken = (): React.ReactElement => {
  throw new Error('this example is broken');
};
render(
  <Page name="Broken" isCurrent>
    <Broken />
  </Page>,
);
`,
    );
    await expect(renderLayoutDiagrams([broken])).rejects.toThrow(
      /layout-diagrams: example "broken" \(.*broken\.tsx\) failed \(runtime\) at line 4, column \d+: Error: this example is broken/,
    );
  });

  it('fails naming the example when it draws nothing', async () => {
    const empty = temporaryExample(
      'empty',
      `import * as React from 'react';
import {Page, render} from 'react-figma';
render(<Page name="Empty" isCurrent />);
`,
    );
    await expect(renderLayoutDiagrams([empty])).rejects.toThrow(/example "empty" .* drew no nodes/);
  });
});
