/**
 * Source positions for the inspector: which JSX element of the reader's code made each Figma node.
 *
 * Compiled in sucrase's development mode, every element goes through `jsxDEV` with its line (`withColumns` adds the
 * column sucrase lacks, so two elements on one line stay apart). Our `jsxDEV` builds the element with React 16's
 * `jsx` and remembers its props object with the source. After the render, a host fiber's instance carries
 * react-figma's `reactId`, also stored on the Figma node; the nearest fiber above it with remembered props made it.
 */
import type * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import JSXTransformer from 'sucrase/dist/esm/transformers/JSXTransformer';
import type {ElementSource, SourceMap} from '../shared/protocol';
import type {FigmaLikeNode} from './serialize';

type LocationCode = {getElementLocationCode(start: number): string; tokens: {code: string}};
const transformer = JSXTransformer.prototype as unknown as LocationCode;
const lineOnly = transformer.getElementLocationCode;
transformer.getElementLocationCode = function withColumns(this: LocationCode, start: number): string {
  const column = start - this.tokens.code.lastIndexOf('\n', start - 1);
  return `${lineOnly.call(this, start)}, columnNumber: ${column}`;
};

function styleKeys(style: unknown): string[] {
  if (Array.isArray(style)) return [...new Set(style.flatMap(styleKeys))];
  return typeof style === 'object' && style !== null ? Object.keys(style) : [];
}

/** One run's record of elements, and the `react/jsx-dev-runtime` module the reader's compiled code requires. */
export function createSourceRecorder() {
  const sources = new WeakMap<object, ElementSource>();
  const jsxDEV = (
    type: React.ElementType,
    props: Record<string, unknown>,
    key: React.Key | undefined,
    _isStatic: boolean,
    source?: {readonly lineNumber?: unknown; readonly columnNumber?: unknown},
  ) => {
    const element = jsxRuntime.jsx(type, props, key) as React.ReactElement<Record<string, unknown>>;
    if (source && typeof source.lineNumber === 'number' && typeof source.columnNumber === 'number') {
      sources.set(element.props, {
        line: source.lineNumber,
        column: source.columnNumber,
        props: Object.keys(props).filter((name) => name !== 'children'),
        style: styleKeys(props.style),
      });
    }
    return element;
  };
  return {sources, runtime: {Fragment: jsxRuntime.Fragment, jsxDEV}};
}

/** The parts of a React 16 fiber this module reads. */
type Fiber = {
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly return: Fiber | null;
  readonly memoizedProps: unknown;
  readonly stateNode: unknown;
};

/**
 * For every Figma node under `figmaRoot` that react-figma made, the element that made it, as a `SourceMap`.
 * `instance` is a mounted class component of the run; undefined without one.
 */
export function mapNodesToSources(
  instance: unknown,
  sources: WeakMap<object, ElementSource>,
  figmaRoot: FigmaLikeNode,
): SourceMap | undefined {
  // React 16 keeps an instance's fiber on it, maybe the stale alternate: the walk starts from its root's current tree.
  let fiber = (instance as {_reactInternalFiber?: Fiber} | null)?._reactInternalFiber;
  if (!fiber) return undefined;
  while (fiber.return) fiber = fiber.return;
  const root = (fiber.stateNode as {current?: Fiber} | null)?.current;
  const byReactId = new Map<string, ElementSource>();
  const stack: [Fiber, ElementSource | undefined][] = root ? [[root, undefined]] : [];
  while (stack.length > 0) {
    const [node, inherited] = stack.pop()!;
    const props = node.memoizedProps;
    const own = (typeof props === 'object' && props !== null && sources.get(props)) || inherited;
    const reactId = (node.stateNode as {reactId?: unknown} | null)?.reactId;
    if (own && typeof reactId === 'string') byReactId.set(reactId, own);
    if (node.sibling) stack.push([node.sibling, inherited]);
    if (node.child) stack.push([node.child, own]);
  }

  // Each distinct source once, in the order the nodes name them.
  const indexes = new Map<ElementSource, number>();
  const byNode: Record<string, number> = {};
  const visit = (node: FigmaLikeNode) => {
    const getPluginData = node.getPluginData as ((key: string) => string) | undefined;
    const source = typeof getPluginData === 'function' ? byReactId.get(getPluginData.call(node, 'reactId')) : undefined;
    if (source && typeof node.id === 'string') {
      if (!indexes.has(source)) indexes.set(source, indexes.size);
      byNode[node.id] = indexes.get(source)!;
    }
    node.children?.forEach(visit);
  };
  visit(figmaRoot);
  return {elements: [...indexes.keys()], byNode};
}
