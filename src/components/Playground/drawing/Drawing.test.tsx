// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import Drawing from './Drawing';
import type {PaintData, PlaygroundNode, PlaygroundPage} from '../shared/document';
import {measureText} from '../shared/textMetrics';

const red: PaintData = {type: 'SOLID', color: {r: 1, g: 0, b: 0}, opacity: 1};

function node(overrides: Partial<PlaygroundNode>): PlaygroundNode {
  return {
    id: '1:2',
    type: 'RECTANGLE',
    name: 'Shape',
    x: 0,
    y: 0,
    width: 100,
    height: 50,
    rotation: 0,
    opacity: 1,
    visible: true,
    fills: [red],
    strokes: [],
    strokeWeight: 0,
    cornerRadii: [0, 0, 0, 0],
    effects: [],
    clipsContent: false,
    children: [],
    ...overrides,
  };
}

function draw(children: PlaygroundNode[]): Document {
  const page: PlaygroundPage = {id: '1:1', name: 'Page', backgrounds: [], children};
  const markup = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg">
      <Drawing page={page} idPrefix="t" />
    </svg>,
  );
  return new DOMParser().parseFromString(markup, 'image/svg+xml');
}

describe('Drawing', () => {
  it('draws a solid fill with rounded corners at the node position', () => {
    const svg = draw([node({x: 10, y: 20, cornerRadii: [8, 8, 8, 8]})]);
    const group = svg.querySelector('g[data-node-id="1:2"]')!;
    expect(group.getAttribute('transform')).toBe('translate(10 20)');
    const path = group.querySelector('path')!;
    expect(path.getAttribute('fill')).toBe('rgb(255, 0, 0)');
    expect(path.getAttribute('d')).toContain('A8,8');
  });

  it('rotates counter-clockwise around the top-left corner, as Figma does', () => {
    const svg = draw([node({x: 5, y: 5, rotation: 30})]);
    expect(svg.querySelector('g[data-node-id="1:2"]')!.getAttribute('transform')).toBe('translate(5 5) rotate(-30)');
  });

  it('defines a linear gradient and fills with it', () => {
    const gradient: PaintData = {
      type: 'GRADIENT_LINEAR',
      gradientTransform: [
        [0, 1, 0],
        [-1, 0, 1],
      ],
      gradientStops: [
        {position: 0, color: {r: 1, g: 0, b: 0, a: 1}},
        {position: 1, color: {r: 0, g: 0, b: 1, a: 1}},
      ],
      opacity: 1,
    };
    const svg = draw([node({fills: [gradient]})]);
    const definition = svg.querySelector('linearGradient')!;
    const id = definition.getAttribute('id');
    expect(svg.querySelector('g[data-node-id="1:2"] > path')!.getAttribute('fill')).toBe(`url(#${id})`);
    expect(Array.from(definition.querySelectorAll('stop')).map((stop) => stop.getAttribute('stop-color'))).toEqual([
      'rgb(255, 0, 0)',
      'rgb(0, 0, 255)',
    ]);
    // This transform turns the gradient by 90°: it runs top to bottom.
    expect(Number(definition.getAttribute('y2')) - Number(definition.getAttribute('y1'))).toBeCloseTo(1);
    expect(Number(definition.getAttribute('x2')) - Number(definition.getAttribute('x1'))).toBeCloseTo(0);
  });

  it("draws the worker's lines in Inter, each held to its measured width", () => {
    const textData = {
      characters: 'Hello\nworld',
      fontSize: 16,
      fontFamily: 'Inter',
      fontStyle: 'Bold',
      textAlignHorizontal: 'CENTER',
      textDecoration: 'NONE',
      textCase: 'UPPER',
    } as const;
    const layout = measureText(textData);
    const svg = draw([node({type: 'TEXT', width: 200, height: 40, text: {...textData, layout}})]);
    const element = svg.querySelector('text')!;
    expect(element.getAttribute('font-size')).toBe('16');
    expect(element.getAttribute('font-family')).toMatch(/^Inter,/);
    expect(element.getAttribute('font-weight')).toBe('700');
    expect(element.getAttribute('text-anchor')).toBe('middle');
    expect(element.getAttribute('fill')).toBe('rgb(255, 0, 0)');
    expect(element.getAttribute('style')).toMatch(/font-kerning:\s*none/);
    const lines = Array.from(element.querySelectorAll('tspan'));
    expect(lines.map((line) => line.textContent)).toEqual(['HELLO', 'WORLD']);
    expect(lines.map((line) => Number(line.getAttribute('textLength')))).toEqual(layout.lines.map(({width}) => width));
    expect(lines.map((line) => Number(line.getAttribute('y')))).toEqual([
      layout.baseline,
      layout.lineHeight + layout.baseline,
    ]);
  });

  it('nests children inside their parent, clipped when the frame clips content', () => {
    const child = node({id: '1:3', type: 'ELLIPSE', x: 4, y: 6, width: 20, height: 10});
    const svg = draw([node({type: 'FRAME', clipsContent: true, children: [child]})]);
    const inner = svg.querySelector('g[data-node-id="1:2"] g[data-node-id="1:3"]')!;
    expect(inner.getAttribute('transform')).toBe('translate(4 6)');
    expect(inner.querySelector('ellipse')!.getAttribute('rx')).toBe('10');
    const clip = inner.parentElement!.getAttribute('clip-path');
    expect(clip).toMatch(/^url\(#t-clip0-1_2\)$/);
    expect(svg.querySelector('clipPath#t-clip0-1_2')).not.toBeNull();
  });

  it('skips hidden nodes and draws drop shadows as a filter', () => {
    const svg = draw([
      node({id: '1:4', visible: false}),
      node({
        id: '1:5',
        effects: [{type: 'DROP_SHADOW', radius: 6, offset: {x: 0, y: 3}, color: {r: 0, g: 0, b: 0, a: 0.2}}],
      }),
    ]);
    expect(svg.querySelector('g[data-node-id="1:4"]')).toBeNull();
    const shadow = svg.querySelector('filter feDropShadow')!;
    expect(shadow.getAttribute('dy')).toBe('3');
    expect(shadow.getAttribute('flood-opacity')).toBe('0.2');
  });
});
