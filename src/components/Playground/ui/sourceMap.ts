/**
 * Links the Figma nodes a render made to the JSX that made them. The worker reports, for each node, where the
 * nearest JSX element of the reader's code starts (its line and column, from the compiler's development source
 * positions) and which props and style keys it was given; this module finds that element's extent in the editor's
 * syntax tree (Lezer's TSX grammar), the innermost element around a cursor, and which prop an inspected value came
 * from. Pure: no DOM, no worker.
 */
import type {SyntaxNode, Tree} from '@lezer/common';
import type {ElementSource, SourceMap} from '../shared/protocol';

/** The code a render came from, with its syntax tree (the editor's, `syntaxTree(state)`, while it shows that code). */
export type ParsedCode = {readonly code: string; readonly tree: Tree};

export type JsxElement = {
  /** The tag as written, e.g. `View` or `Figma.Frame`; empty for a fragment. */
  readonly name: string;
  /** Offset of `<`. */
  readonly from: number;
  /** Offset just after the closing tag's `>` (or the `/>`). */
  readonly to: number;
  /** The attributes written on it (not spreads, `{...props}`), each from its name to the end of its value. */
  readonly attributes: readonly {readonly name: string; readonly from: number; readonly to: number}[];
};

/** The offset of a 1-based line and column, or undefined when the code has no such place. */
export function offsetOf(code: string, line: number, column: number): number | undefined {
  const lines = code.split('\n');
  const text = lines[line - 1];
  if (text === undefined || column < 1 || column > text.length + 1) return undefined;
  return lines.slice(0, line - 1).reduce((offset, before) => offset + before.length + 1, column - 1);
}

const tagNameNodes = new Set(['JSXIdentifier', 'JSXBuiltin', 'JSXMemberExpression', 'JSXNamespacedName']);

/** The JSX element starting at a 1-based line and column (where the worker says a node's element begins). */
export function elementAt({code, tree}: ParsedCode, line: number, column: number): JsxElement | undefined {
  const offset = offsetOf(code, line, column);
  if (offset === undefined) return undefined;
  // Of the nodes that start at the offset, the element.
  let node: SyntaxNode | null = tree.resolveInner(offset, 1);
  while (node && node.from === offset && node.name !== 'JSXElement') {
    node = node.parent;
  }
  // An open, self-closing or fragment tag: `<`, the name (none for a fragment), the attributes, `>` or `/>`.
  const tag = node?.from === offset ? node.firstChild : null;
  if (!node || !tag) return undefined;
  const nameNode = tag.firstChild?.nextSibling;
  return {
    name: nameNode && tagNameNodes.has(nameNode.name) ? code.slice(nameNode.from, nameNode.to) : '',
    from: node.from,
    to: node.to,
    attributes: tag.getChildren('JSXAttribute').map((attribute) => ({
      name: code.slice(attribute.from, attribute.firstChild?.to ?? attribute.to),
      from: attribute.from,
      to: attribute.to,
    })),
  };
}

/** The element of a node, read from the code the node was rendered from. */
export function elementOfNode(parsed: ParsedCode, sources: SourceMap, nodeId: string): JsxElement | undefined {
  const source = sourceOfNode(sources, nodeId);
  return source && elementAt(parsed, source.line, source.column);
}

export function sourceOfNode(sources: SourceMap, nodeId: string): ElementSource | undefined {
  const index = sources.byNode[nodeId];
  return index === undefined ? undefined : sources.elements[index];
}

/**
 * The node to select for a cursor at `offset`: one made by the innermost element around the cursor that made any
 * node (an element that only wraps others, like a component of the reader's own, passes on to its parent).
 * `nodeOrder` lists node ids in document order, so the first node an element made wins.
 */
export function nodeAtOffset(
  parsed: ParsedCode,
  sources: SourceMap,
  nodeOrder: readonly string[],
  offset: number,
): string | undefined {
  let best: {index: number; size: number} | undefined;
  for (const [index, source] of sources.elements.entries()) {
    const element = elementAt(parsed, source.line, source.column);
    const size = element && offset >= element.from && offset <= element.to ? element.to - element.from : Infinity;
    if (size < (best?.size ?? Infinity)) best = {index, size};
  }
  return best && nodeOrder.find((id) => sources.byNode[id] === best.index);
}

const style = (...keys: string[]) => keys.map((key) => `style.${key}`);

/**
 * Where an inspected value comes from, as prop paths on the element that made the node, most specific first:
 * `style.backgroundColor`, `layoutMode`, … The inspector shows the first path the element was given.
 */
const fieldProps = {
  x: ['x', ...style('left', 'right', 'marginLeft', 'position')],
  y: ['y', ...style('top', 'bottom', 'marginTop', 'position')],
  width: ['width', ...style('width', 'minWidth', 'maxWidth', 'flex', 'flexGrow', 'aspectRatio')],
  height: ['height', ...style('height', 'minHeight', 'maxHeight', 'flex', 'flexGrow', 'aspectRatio')],
  rotation: ['rotation', ...style('transform')],
  opacity: ['opacity', ...style('opacity')],
  layoutMode: ['layoutMode', ...style('flexDirection')],
  itemSpacing: ['itemSpacing'],
  padding: [
    ...['paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom', 'horizontalPadding', 'verticalPadding'],
    ...style('padding', 'paddingHorizontal', 'paddingVertical'),
    ...style('paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom'),
  ],
  alignment: ['primaryAxisAlignItems', 'counterAxisAlignItems', ...style('justifyContent', 'alignItems')],
  fills: ['fills', 'backgrounds', ...style('backgroundColor', 'backgroundImage', 'color')],
  strokes: ['strokes', 'strokeWeight', ...style('borderColor', 'borderWidth')],
  cornerRadius: [
    ...['cornerRadius', 'topLeftRadius', 'topRightRadius', 'bottomLeftRadius', 'bottomRightRadius'],
    ...style('borderRadius', 'borderTopLeftRadius', 'borderTopRightRadius'),
    ...style('borderBottomLeftRadius', 'borderBottomRightRadius'),
  ],
  effects: ['effects', ...style('shadowColor', 'shadowOffset', 'shadowRadius', 'shadowSpread')],
  characters: ['characters', 'children'],
  font: ['fontName', ...style('fontFamily', 'fontWeight', 'fontStyle')],
  fontSize: ['fontSize', ...style('fontSize')],
  lineHeight: ['lineHeight', ...style('lineHeight')],
  letterSpacing: ['letterSpacing', ...style('letterSpacing')],
  textAlign: ['textAlignHorizontal', ...style('textAlign')],
} satisfies Record<string, readonly string[]>;

export type InspectedField = keyof typeof fieldProps;

/** The prop paths of `field` that the element was given (e.g. `['style.backgroundColor']`). */
export function propsForField(source: ElementSource, field: InspectedField): string[] {
  const given = new Set([...source.props, ...style(...source.style)]);
  return fieldProps[field].filter((path) => given.has(path));
}

/**
 * The span to highlight for a prop path on an element: the attribute itself (`style={…}` for `style.*`), or the
 * whole element when the attribute is not written there (it came through a spread or a variable).
 */
export function attributeRange(element: JsxElement, path: string): {from: number; to: number} {
  const attributeName = path.split('.')[0] ?? path;
  const attribute = element.attributes.find((candidate) => candidate.name === attributeName);
  return attribute ? {from: attribute.from, to: attribute.to} : {from: element.from, to: element.to};
}
