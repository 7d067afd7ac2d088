import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {tsxLanguage} from '@codemirror/lang-javascript';
import {readLiveExamples} from '../../../../tests/support/liveExamples';
import {
  attributeRange,
  elementAt,
  elementOfNode,
  nodeAtOffset,
  offsetOf,
  propsForField,
  type JsxElement,
  type ParsedCode,
} from './sourceMap';
import {positionOf} from '../shared/codeErrors';
import type {ElementSource, SourceMap} from '../shared/protocol';

/** The code with the tree the editor has of it (Editor.tsx parses with the same TSX language). */
const parse = (code: string): ParsedCode => ({code, tree: tsxLanguage.parser.parse(code)});

const code = [
  "import {Page, Text, View, render} from 'react-figma';", // 1
  '', // 2
  'function Card({label}: {label: string}) {', // 3
  '  return (', // 4
  '    <View name="Card" style={{width: 200, backgroundColor: label > "m" ? "#fff" : "#000"}}>', // 5
  "      <Text style={{fontSize: 12}}>{label}'s {`card ${1 < 2}`}</Text>", // 6
  '      {/* a comment with <View> in it */}', // 7
  '      <View name="Dot" {...{x: 1}} /><View name="Bar" />', // 8
  '    </View>', // 9
  '  );', // 10
  '}', // 11
  '', // 12
  'render(<Page name="P" isCurrent><Card label="a" /></Page>);', // 13
].join('\n');
const parsed = parse(code);

const source = (line: number, column: number, props: string[] = [], style: string[] = []): ElementSource => ({
  line,
  column,
  props,
  style,
});

describe('offsetOf and positionOf', () => {
  it('convert between 1-based line/column and offsets, and reject places outside the code', () => {
    const offset = offsetOf(code, 5, 5)!;
    expect(code.slice(offset, offset + 5)).toBe('<View');
    expect(positionOf(code, offset)).toEqual({line: 5, column: 5});
    expect(offsetOf(code, 99, 1)).toBeUndefined();
    expect(offsetOf(code, 2, 5)).toBeUndefined();
  });
});

describe('elementAt', () => {
  it("finds an element's extent across lines, past strings, comparisons, templates and comments", () => {
    const card = elementAt(parsed, 5, 5)!;
    expect(card.name).toBe('View');
    expect(code.slice(card.from, card.to)).toMatch(/^<View name="Card"[\s\S]*<\/View>$/);
    expect(positionOf(code, card.to)).toEqual({line: 9, column: 12});
    expect(card.attributes.map((attribute) => attribute.name)).toEqual(['name', 'style']);
  });

  it('reads self-closing elements, spreads, and two elements on one line by their column', () => {
    const dot = elementAt(parsed, 8, 7)!;
    expect(code.slice(dot.from, dot.to)).toBe('<View name="Dot" {...{x: 1}} />');
    const bar = elementAt(parsed, 8, 38)!;
    expect(code.slice(bar.from, bar.to)).toBe('<View name="Bar" />');
  });

  it('reads an element nested in a call', () => {
    const page = elementAt(parsed, 13, 8)!;
    expect(page.name).toBe('Page');
    expect(code.slice(page.to - 7)).toBe('</Page>);');
  });

  it('returns nothing where no element starts', () => {
    expect(elementAt(parsed, 3, 1)).toBeUndefined();
  });
});

describe('node ↔ element', () => {
  // Nodes: the card frame (made by <View> on line 5), its text (line 6), the dot and the bar (line 8).
  const sources: SourceMap = {
    elements: [
      source(5, 5, ['name', 'style'], ['width', 'backgroundColor']),
      source(6, 7, ['style'], ['fontSize']),
      source(8, 7, ['name', 'x']),
      source(8, 38, ['name']),
    ],
    byNode: {'1:2': 0, '1:3': 1, '1:4': 2, '1:5': 3},
  };
  const order = ['1:2', '1:3', '1:4', '1:5'];

  it("gives a node's element from the worker's line and column", () => {
    const element = elementOfNode(parsed, sources, '1:3')!;
    expect(code.slice(element.from, element.to)).toMatch(/^<Text[\s\S]*<\/Text>$/);
    expect(elementOfNode(parsed, sources, 'unknown')).toBeUndefined();
  });

  it('selects the node of the innermost element around the cursor', () => {
    expect(nodeAtOffset(parsed, sources, order, code.indexOf('fontSize'))).toBe('1:3');
    expect(nodeAtOffset(parsed, sources, order, code.indexOf('"Bar"'))).toBe('1:5');
    expect(nodeAtOffset(parsed, sources, order, code.indexOf('"Dot"'))).toBe('1:4');
    // Inside the card but outside its children (the comment line): the card.
    expect(nodeAtOffset(parsed, sources, order, code.indexOf('a comment'))).toBe('1:2');
    // Outside every element that made a node.
    expect(nodeAtOffset(parsed, sources, order, code.indexOf('function Card'))).toBeUndefined();
  });

  it('names the props an inspected value came from, and the span to highlight for each', () => {
    const card = sources.elements[0]!;
    expect(propsForField(card, 'fills')).toEqual(['style.backgroundColor']);
    expect(propsForField(card, 'width')).toEqual(['style.width']);
    expect(propsForField(card, 'height')).toEqual([]);
    expect(propsForField(sources.elements[2]!, 'x')).toEqual(['x']);

    const element = elementAt(parsed, 5, 5)!;
    const style = attributeRange(element, 'style.backgroundColor');
    expect(code.slice(style.from, style.to)).toMatch(/^style=\{\{width: 200.*\}\}$/);
    // A prop that arrived through a spread: the whole element.
    const dot = elementAt(parsed, 8, 7)!;
    expect(attributeRange(dot, 'x')).toEqual({from: dot.from, to: dot.to});
  });
});

/** Every element TypeScript's own parser finds in the code, with the extents the source map must give. */
function elementsByTypeScript(code: string): JsxElement[] {
  const file = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: JsxElement[] = [];
  const visit = (node: ts.Node) => {
    const tag = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : undefined;
    if (tag || ts.isJsxFragment(node)) {
      found.push({
        name: tag ? tag.tagName.getText(file) : '',
        from: node.getStart(file),
        to: node.end,
        attributes: tag
          ? tag.attributes.properties.filter(ts.isJsxAttribute).map((attribute) => ({
              name: attribute.name.getText(file),
              from: attribute.getStart(file),
              to: attribute.end,
            }))
          : [],
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const liveExamples = readLiveExamples().map(({file, code}) => ({file, example: code}));

describe('every live example of the docs', () => {
  it('is found', () => {
    expect(liveExamples.length).toBeGreaterThanOrEqual(17);
  });

  it.each(liveExamples)('$file: each element has the extent and attributes TypeScript gives it', ({example}) => {
    const expected = elementsByTypeScript(example);
    expect(expected.length).toBeGreaterThan(3);
    const parsedExample = parse(example);
    const found = expected.map(({from}) => {
      const {line, column} = positionOf(example, from);
      return elementAt(parsedExample, line, column);
    });
    expect(found).toEqual(expected);
  });
});
