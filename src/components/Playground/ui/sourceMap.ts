/**
 * Links the Figma nodes a render made to the JSX that made them. The worker reports, for each node, where the
 * nearest JSX element of the reader's code starts (its line and column, from the compiler's development source
 * positions) and which props and style keys it was given; this module finds that element's extent in the code,
 * the innermost element around a cursor, and which prop an inspected value came from. Pure: no DOM, no worker.
 */
import type {ElementSource, SourceMap} from '../shared/protocol';

export type JsxAttribute = {
  readonly name: string;
  /** Offsets in the code: from the name's first character to the end of its value. */
  readonly from: number;
  readonly to: number;
};

export type JsxElement = {
  /** The tag as written, e.g. `View` or `Figma.Frame`; empty for a fragment. */
  readonly name: string;
  /** Offset of `<`. */
  readonly from: number;
  /** Offset just after the closing tag's `>` (or the `/>`). */
  readonly to: number;
  readonly attributes: readonly JsxAttribute[];
};

/** The offset of a 1-based line and column, or undefined when the code has no such place. */
export function offsetOf(code: string, line: number, column: number): number | undefined {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = code.indexOf('\n', offset);
    if (next === -1) {
      return undefined;
    }
    offset = next + 1;
  }
  const lineEnd = code.indexOf('\n', offset);
  const result = offset + column - 1;
  return column >= 1 && result <= (lineEnd === -1 ? code.length : lineEnd) ? result : undefined;
}

/** 1-based line and column of an offset. */
export function positionOf(code: string, offset: number): {line: number; column: number} {
  const before = code.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {line: before.split('\n').length, column: offset - lineStart + 1};
}

const isNameChar = (char: string | undefined): boolean => char !== undefined && /[\w$.:-]/.test(char);
const isNameStart = (char: string | undefined): boolean => char !== undefined && /[A-Za-z_$]/.test(char);

/**
 * A small scanner over the reader's code. It only has to find where elements begin and end, so it knows strings,
 * template literals, comments, braces and nested JSX, and nothing of JavaScript's grammar beyond that.
 */
class Scanner {
  constructor(private readonly code: string) {}

  /** Skips a quoted string or template literal starting at `at`; returns the offset after it. */
  private skipString(at: number): number {
    const quote = this.code[at];
    let index = at + 1;
    while (index < this.code.length) {
      const char = this.code[index];
      if (char === '\\') {
        index += 2;
        continue;
      }
      if (char === quote) {
        return index + 1;
      }
      if (quote === '`' && char === '$' && this.code[index + 1] === '{') {
        index = this.skipExpression(index + 1);
        continue;
      }
      if (char === '\n' && quote !== '`') {
        return index;
      }
      index += 1;
    }
    return index;
  }

  private skipComment(at: number): number {
    if (this.code[at + 1] === '/') {
      const end = this.code.indexOf('\n', at);
      return end === -1 ? this.code.length : end;
    }
    const end = this.code.indexOf('*/', at + 2);
    return end === -1 ? this.code.length : end + 2;
  }

  /** Could a `<` at `at` start JSX here (rather than compare)? Decided by the code before it. */
  private startsJsx(at: number): boolean {
    const next = this.code[at + 1];
    if (!isNameStart(next) && next !== '>') {
      return false;
    }
    let before = at - 1;
    while (before >= 0 && /\s/.test(this.code[before] ?? '')) {
      before -= 1;
    }
    if (before < 0) {
      return true;
    }
    const char = this.code[before] ?? '';
    if ('([{,=?:&|>;!'.includes(char)) {
      return true;
    }
    return /\breturn$/.test(this.code.slice(Math.max(0, before - 6), before + 1));
  }

  /** Skips a `{…}` expression starting at `at` (the `{`), with nested JSX; returns the offset after `}`. */
  skipExpression(at: number, found?: JsxElement[]): number {
    let depth = 0;
    let index = at;
    while (index < this.code.length) {
      const char = this.code[index];
      if (char === '"' || char === "'" || char === '`') {
        index = this.skipString(index);
        continue;
      }
      if (char === '/' && (this.code[index + 1] === '/' || this.code[index + 1] === '*')) {
        index = this.skipComment(index);
        continue;
      }
      if (char === '<' && this.startsJsx(index)) {
        index = this.element(index, found)?.to ?? index + 1;
        continue;
      }
      if (char === '{') {
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
        if (depth === 0) {
          return index + 1;
        }
      }
      index += 1;
    }
    return index;
  }

  /** Reads the element whose `<` is at `at`, and every element nested in it into `found`. */
  element(at: number, found?: JsxElement[]): JsxElement | undefined {
    if (this.code[at] !== '<') {
      return undefined;
    }
    let index = at + 1;
    while (isNameChar(this.code[index])) {
      index += 1;
    }
    const name = this.code.slice(at + 1, index);
    const attributes: JsxAttribute[] = [];
    // Attributes, up to `>` or `/>`.
    while (index < this.code.length) {
      const char = this.code[index] ?? '';
      if (/\s/.test(char)) {
        index += 1;
      } else if (char === '/' && this.code[index + 1] === '>') {
        const element = {name, from: at, to: index + 2, attributes};
        found?.push(element);
        return element;
      } else if (char === '>') {
        index += 1;
        break;
      } else if (char === '{') {
        // A spread: `{...props}`.
        index = this.skipExpression(index, found);
      } else if (isNameStart(char)) {
        const nameStart = index;
        while (isNameChar(this.code[index])) {
          index += 1;
        }
        const attributeName = this.code.slice(nameStart, index);
        while (/\s/.test(this.code[index] ?? '')) {
          index += 1;
        }
        if (this.code[index] === '=') {
          index += 1;
          while (/\s/.test(this.code[index] ?? '')) {
            index += 1;
          }
          const value = this.code[index];
          index =
            value === '{'
              ? this.skipExpression(index, found)
              : value === '"' || value === "'"
                ? this.skipString(index)
                : value === '<'
                  ? (this.element(index, found)?.to ?? index + 1)
                  : index;
        }
        attributes.push({name: attributeName, from: nameStart, to: index});
      } else {
        return undefined;
      }
    }
    // Children, up to the matching closing tag.
    const placeholder = {name, from: at, to: at, attributes};
    const position = found?.length ?? 0;
    found?.push(placeholder);
    while (index < this.code.length) {
      const char = this.code[index];
      if (char === '{') {
        index = this.skipExpression(index, found);
      } else if (char === '<' && this.code[index + 1] === '/') {
        const close = this.code.indexOf('>', index);
        const element = {name, from: at, to: close === -1 ? this.code.length : close + 1, attributes};
        if (found) {
          found[position] = element;
        }
        return element;
      } else if (char === '<') {
        index = this.element(index, found)?.to ?? index + 1;
      } else {
        index += 1;
      }
    }
    return undefined;
  }
}

/** The JSX element starting at a 1-based line and column (where the worker says a node's element begins). */
export function elementAt(code: string, line: number, column: number): JsxElement | undefined {
  const offset = offsetOf(code, line, column);
  return offset === undefined ? undefined : new Scanner(code).element(offset);
}

/** The element of a node, read from the code the node was rendered from. */
export function elementOfNode(code: string, sources: SourceMap, nodeId: string): JsxElement | undefined {
  const source = sourceOfNode(sources, nodeId);
  return source && elementAt(code, source.line, source.column);
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
  code: string,
  sources: SourceMap,
  nodeOrder: readonly string[],
  offset: number,
): string | undefined {
  const starts = sources.elements.map((source) => offsetOf(code, source.line, source.column));
  const scanner = new Scanner(code);
  let best: {index: number; size: number} | undefined;
  starts.forEach((start, index) => {
    if (start === undefined || start > offset) {
      return;
    }
    const element = scanner.element(start);
    if (element && offset >= element.from && offset <= element.to) {
      const size = element.to - element.from;
      if (!best || size < best.size) {
        best = {index, size};
      }
    }
  });
  const chosen = best?.index;
  return chosen === undefined ? undefined : nodeOrder.find((id) => sources.byNode[id] === chosen);
}

/**
 * Where an inspected value comes from, as prop paths on the element that made the node, most specific first:
 * `style.backgroundColor`, `layoutMode`, … The inspector shows the first path the element was given.
 */
export const fieldProps = {
  x: ['x', 'style.left', 'style.right', 'style.marginLeft', 'style.position'],
  y: ['y', 'style.top', 'style.bottom', 'style.marginTop', 'style.position'],
  width: [
    'width',
    'style.width',
    'style.minWidth',
    'style.maxWidth',
    'style.flex',
    'style.flexGrow',
    'style.aspectRatio',
  ],
  height: [
    'height',
    'style.height',
    'style.minHeight',
    'style.maxHeight',
    'style.flex',
    'style.flexGrow',
    'style.aspectRatio',
  ],
  rotation: ['rotation', 'style.transform'],
  opacity: ['opacity', 'style.opacity'],
  layoutMode: ['layoutMode', 'style.flexDirection'],
  itemSpacing: ['itemSpacing'],
  padding: [
    'paddingLeft',
    'paddingRight',
    'paddingTop',
    'paddingBottom',
    'horizontalPadding',
    'verticalPadding',
    'style.padding',
    'style.paddingHorizontal',
    'style.paddingVertical',
    'style.paddingLeft',
    'style.paddingRight',
    'style.paddingTop',
    'style.paddingBottom',
  ],
  alignment: ['primaryAxisAlignItems', 'counterAxisAlignItems', 'style.justifyContent', 'style.alignItems'],
  fills: ['fills', 'backgrounds', 'style.backgroundColor', 'style.backgroundImage', 'style.color'],
  strokes: ['strokes', 'strokeWeight', 'style.borderColor', 'style.borderWidth'],
  cornerRadius: [
    'cornerRadius',
    'topLeftRadius',
    'topRightRadius',
    'bottomLeftRadius',
    'bottomRightRadius',
    'style.borderRadius',
    'style.borderTopLeftRadius',
    'style.borderTopRightRadius',
    'style.borderBottomLeftRadius',
    'style.borderBottomRightRadius',
  ],
  effects: ['effects', 'style.shadowColor', 'style.shadowOffset', 'style.shadowRadius', 'style.shadowSpread'],
  characters: ['characters', 'children'],
  font: ['fontName', 'style.fontFamily', 'style.fontWeight', 'style.fontStyle'],
  fontSize: ['fontSize', 'style.fontSize'],
  lineHeight: ['lineHeight', 'style.lineHeight'],
  letterSpacing: ['letterSpacing', 'style.letterSpacing'],
  textAlign: ['textAlignHorizontal', 'style.textAlign'],
} as const satisfies Record<string, readonly string[]>;

export type InspectedField = keyof typeof fieldProps;

/** The prop paths of `field` that the element was given (e.g. `['style.backgroundColor']`). */
export function propsForField(source: ElementSource, field: InspectedField): string[] {
  const given = new Set([...source.props, ...source.style.map((key) => `style.${key}`)]);
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
