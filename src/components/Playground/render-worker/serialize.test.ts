import {describe, expect, it} from 'vitest';
import {serializeDocument, serializePaint, type FigmaLikeNode} from './serialize';

const solid = (r: number, g: number, b: number, opacity = 1) => ({type: 'SOLID', color: {r, g, b}, opacity});

function page(children: FigmaLikeNode[], extra: Record<string, unknown> = {}): FigmaLikeNode {
  return {id: '1:1', type: 'PAGE', name: 'Cards', backgrounds: [solid(0.96, 0.96, 0.96)], children, ...extra};
}

describe('serializeDocument', () => {
  it('keeps geometry, names, nesting and frame backgrounds as fills', () => {
    const card: FigmaLikeNode = {
      id: '1:2',
      type: 'FRAME',
      name: 'Card',
      x: 10,
      y: 20,
      width: 240,
      height: 120,
      rotation: 15,
      opacity: 0.5,
      fills: [],
      backgrounds: [solid(1, 1, 1)],
      cornerRadius: 12,
      strokes: [solid(0, 0, 0)],
      strokeWeight: 2,
      children: [
        {
          id: '1:3',
          type: 'RECTANGLE',
          name: 'Avatar',
          x: 16,
          y: 16,
          width: 48,
          height: 48,
          fills: [solid(0.5, 0.2, 1)],
          topLeftRadius: 4,
        },
      ],
    };
    const root: FigmaLikeNode = {
      id: '0:0',
      type: 'DOCUMENT',
      children: [{id: '0:1', type: 'PAGE', children: []}, page([card])],
    };
    const document = serializeDocument(root, root.children?.[0], 100);
    expect(document.pages.map((p) => p.name)).toEqual(['Cards']);
    expect(document.currentPageId).toBe('1:1');
    expect(document.nodeCount).toBe(2);
    const [frame] = document.pages[0]!.children;
    expect(frame).toMatchObject({
      type: 'FRAME',
      name: 'Card',
      x: 10,
      y: 20,
      width: 240,
      height: 120,
      rotation: 15,
      opacity: 0.5,
    });
    expect(frame!.fills).toEqual([solid(1, 1, 1)]);
    expect(frame!.strokes).toEqual([solid(0, 0, 0)]);
    expect(frame!.strokeWeight).toBe(2);
    expect(frame!.cornerRadii).toEqual([12, 12, 12, 12]);
    expect(frame!.children[0]).toMatchObject({type: 'RECTANGLE', name: 'Avatar', cornerRadii: [4, 0, 0, 0]});
  });

  it('serialises gradients, effects and text styles', () => {
    const gradient = {
      type: 'GRADIENT_LINEAR',
      gradientTransform: [
        [1, 0, 0],
        [0, 1, 0],
      ],
      gradientStops: [
        {position: 0, color: {r: 1, g: 0, b: 0, a: 1}},
        {position: 1, color: {r: 0, g: 0, b: 1, a: 0.5}},
      ],
    };
    const text: FigmaLikeNode = {
      id: '1:4',
      type: 'TEXT',
      characters: 'Hello\nworld',
      fontSize: 20,
      fontName: {family: 'Roboto', style: 'Bold Italic'},
      textAlignHorizontal: 'CENTER',
      lineHeight: {unit: 'PERCENT', value: 150},
      letterSpacing: {unit: 'PIXELS', value: 1},
      fills: [gradient],
      effects: [
        {type: 'DROP_SHADOW', radius: 4, offset: {x: 0, y: 2}, color: {r: 0, g: 0, b: 0, a: 0.3}, visible: true},
      ],
    };
    const document = serializeDocument({children: [page([text])]}, undefined, 100);
    const node = document.pages[0]!.children[0]!;
    expect(node.name).toBe('Hello\nworld');
    expect(node.text).toMatchObject({
      fontSize: 20,
      fontFamily: 'Roboto',
      fontStyle: 'Bold Italic',
      textAlignHorizontal: 'CENTER',
      lineHeightPx: 30,
      letterSpacingPx: 1,
    });
    // A node without a size is measured like the stub's text nodes: in Inter (the bold face, at the playground's
    // weights), with its line height and letter spacing.
    expect(node.text?.layout).toMatchObject({fontWeight: 700, lineHeight: 30, missingCharacters: ''});
    expect(node.text?.layout.lines.map(({text}) => text)).toEqual(['Hello', 'world']);
    expect(node.width).toBe(Math.ceil(Math.max(...node.text!.layout.lines.map(({width}) => width))));
    expect(node.height).toBe(60);
    expect(node.fills[0]).toMatchObject({
      type: 'GRADIENT_LINEAR',
      opacity: 1,
      gradientStops: [{position: 0}, {position: 1, color: {a: 0.5}}],
    });
    expect(node.effects).toEqual([
      {type: 'DROP_SHADOW', radius: 4, offset: {x: 0, y: 2}, color: {r: 0, g: 0, b: 0, a: 0.3}, spread: 0},
    ]);
  });

  it('drops invisible paints, unknown paints and mixed (symbol) values', () => {
    expect(serializePaint({...solid(1, 0, 0), visible: false})).toBeUndefined();
    expect(serializePaint({type: 'VIDEO'})).toBeUndefined();
    const document = serializeDocument(
      {children: [page([{id: '1:5', type: 'RECTANGLE', cornerRadius: Symbol('mixed'), width: 10, height: 10}])]},
      undefined,
      10,
    );
    expect(document.pages[0]!.children[0]!.cornerRadii).toEqual([0, 0, 0, 0]);
    expect(() => structuredClone(document)).not.toThrow();
  });

  it("keeps an auto-layout frame's mode, spacing, padding and alignment, and nothing for frames without auto layout", () => {
    const document = serializeDocument(
      {
        children: [
          page([
            {
              id: '1:6',
              type: 'FRAME',
              layoutMode: 'HORIZONTAL',
              itemSpacing: 16,
              paddingTop: 4,
              paddingRight: 8,
              paddingBottom: 12,
              paddingLeft: 16,
              primaryAxisAlignItems: 'SPACE_BETWEEN',
            },
            {id: '1:7', type: 'FRAME', layoutMode: 'NONE', itemSpacing: 0},
          ]),
        ],
      },
      undefined,
      10,
    );
    const [autoLayout, plain] = document.pages[0]!.children;
    expect(autoLayout!.autoLayout).toEqual({
      layoutMode: 'HORIZONTAL',
      itemSpacing: 16,
      padding: [4, 8, 12, 16],
      primaryAxisAlignItems: 'SPACE_BETWEEN',
      counterAxisAlignItems: 'MIN',
    });
    expect(plain).not.toHaveProperty('autoLayout');
  });

  it('keeps at most nodeLimit nodes and says how many there were', () => {
    const cells = Array.from({length: 50}, (_, index): FigmaLikeNode => ({
      id: `2:${index}`,
      type: 'RECTANGLE',
      width: 1,
      height: 1,
    }));
    const document = serializeDocument(
      {children: [page([{id: '1:9', type: 'FRAME', children: cells}])]},
      undefined,
      20,
    );
    expect(document.truncated).toBe(true);
    expect(document.nodeCount).toBe(51);
    expect(document.pages[0]!.children[0]!.children).toHaveLength(19);
  });
});
