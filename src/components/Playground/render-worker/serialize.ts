/**
 * Turns figma-api-stub's nodes into the playground's document (shared/document.ts). `serializeDocument` reads
 * anything shaped like the Figma plugin API (duck-typed), so tests can feed it fixed node trees.
 */
import type {
  AutoLayoutData,
  EffectData,
  GradientType,
  PaintData,
  PlaygroundDocument,
  PlaygroundNode,
  PlaygroundPage,
  RGB,
  RGBA,
  TextData,
} from '../shared/document';
import {measureText} from '../shared/textMetrics';
import {typeLabel} from '../shared/format';

/** Enough of Figma's node interface for serialising; every field optional because stubs leave many unset. */
export type FigmaLikeNode = {
  readonly id?: string;
  readonly type?: string;
  readonly name?: string;
  readonly children?: readonly FigmaLikeNode[];
  readonly [key: string]: unknown;
};

const finite = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

function toRgb(value: unknown): RGB | undefined {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const {r, g, b} = value as Record<string, unknown>;
  return {r: clamp01(finite(r)), g: clamp01(finite(g)), b: clamp01(finite(b))};
}

function toRgba(value: unknown): RGBA | undefined {
  const rgb = toRgb(value);
  return rgb && {...rgb, a: clamp01(finite((value as Record<string, unknown>).a, 1))};
}

/** Each item of `value`, if it is an array, that `serializeOne` makes something of. */
function serializeAll<T>(value: unknown, serializeOne: (item: unknown) => T | undefined): T[] {
  return Array.isArray(value) ? value.flatMap((item: unknown) => serializeOne(item) ?? []) : [];
}

const gradientTypes = new Set(['GRADIENT_LINEAR', 'GRADIENT_RADIAL', 'GRADIENT_ANGULAR', 'GRADIENT_DIAMOND']);

export function serializePaint(value: unknown): PaintData | undefined {
  const paint = (value ?? {}) as Record<string, unknown>;
  if (paint.visible === false) {
    return undefined;
  }
  const opacity = clamp01(finite(paint.opacity, 1));
  if (paint.type === 'SOLID') {
    const color = toRgb(paint.color);
    return color && {type: 'SOLID', color, opacity};
  }
  if (typeof paint.type === 'string' && gradientTypes.has(paint.type)) {
    const matrix = Array.isArray(paint.gradientTransform) ? paint.gradientTransform : [];
    const row = (index: number, fallback: number[]): number[] => {
      const candidate: unknown = matrix[index];
      return Array.isArray(candidate) && candidate.length === 3 ? candidate.map((n) => finite(n)) : fallback;
    };
    return {
      type: paint.type as GradientType,
      gradientTransform: [row(0, [1, 0, 0]), row(1, [0, 1, 0])],
      gradientStops: serializeAll(paint.gradientStops, (stop) => {
        const {position, color} = (stop ?? {}) as Record<string, unknown>;
        const rgba = toRgba(color);
        return rgba && {position: clamp01(finite(position)), color: rgba};
      }),
      opacity,
    };
  }
  return paint.type === 'IMAGE' ? {type: 'IMAGE', opacity} : undefined;
}

const effectTypes = new Set(['DROP_SHADOW', 'INNER_SHADOW', 'LAYER_BLUR', 'BACKGROUND_BLUR']);

function serializeEffect(value: unknown): EffectData | undefined {
  const effect = (value ?? {}) as Record<string, unknown>;
  if (effect.visible === false || typeof effect.type !== 'string' || !effectTypes.has(effect.type)) {
    return undefined;
  }
  const offset = (effect.offset ?? {}) as Record<string, unknown>;
  return {
    type: effect.type as EffectData['type'],
    radius: Math.max(0, finite(effect.radius)),
    color: toRgba(effect.color),
    offset: {x: finite(offset.x), y: finite(offset.y)},
    spread: finite(effect.spread),
  };
}

function cornerRadii(node: FigmaLikeNode): [number, number, number, number] {
  const uniform = finite(node.cornerRadius);
  const corner = (key: string): number => Math.max(0, finite(node[key], uniform));
  return [corner('topLeftRadius'), corner('topRightRadius'), corner('bottomRightRadius'), corner('bottomLeftRadius')];
}

/** A Figma line height or letter spacing in px; undefined for AUTO. */
function unitValue(value: unknown, fontSize: number): number | undefined {
  const {unit, value: amount} = (value ?? {}) as {unit?: unknown; value?: unknown};
  return unit === 'PIXELS' ? finite(amount) : unit === 'PERCENT' ? (finite(amount) / 100) * fontSize : undefined;
}

/** What a text node is measured from, but its wrap width: read alike for the stub's sizes and for the document. */
export function textMetricsInput(node: FigmaLikeNode, fontSize: number) {
  const {style} = (node.fontName ?? {}) as {style?: unknown};
  return {
    characters: typeof node.characters === 'string' ? node.characters : '',
    fontSize,
    fontStyle: typeof style === 'string' ? style : 'Regular',
    textCase: typeof node.textCase === 'string' ? node.textCase : 'ORIGINAL',
    lineHeightPx: unitValue(node.lineHeight, fontSize),
    letterSpacingPx: unitValue(node.letterSpacing, fontSize),
  };
}

function serializeText(node: FigmaLikeNode): TextData {
  const {family} = (node.fontName ?? {}) as {family?: unknown};
  const align = node.textAlignHorizontal;
  const decoration = node.textDecoration;
  const autoResize = node.textAutoResize;
  const text = {
    ...textMetricsInput(node, Math.max(1, finite(node.fontSize, 12))),
    fontFamily: typeof family === 'string' ? family : 'Inter',
    textAlignHorizontal: align === 'CENTER' || align === 'RIGHT' || align === 'JUSTIFIED' ? align : 'LEFT',
    textDecoration: decoration === 'UNDERLINE' || decoration === 'STRIKETHROUGH' ? decoration : 'NONE',
    wrapWidth:
      (autoResize === 'HEIGHT' || autoResize === 'NONE') && finite(node.width) > 0 ? finite(node.width) : undefined,
  } as const;
  return {...text, layout: measureText(text)};
}

/** Frames keep react-figma's background colour in `backgrounds`; Figma draws fills and backgrounds alike. */
const framelike = new Set(['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE', 'GROUP']);

/** Counts every node; the first `limit` are kept. */
type Budget = {count: number; readonly limit: number};

function serializeNode(node: FigmaLikeNode, budget: Budget): PlaygroundNode | undefined {
  budget.count += 1;
  if (budget.count > budget.limit) {
    return undefined;
  }
  const type = typeof node.type === 'string' ? node.type : 'UNKNOWN';
  const ownFills = serializeAll(node.fills, serializePaint);
  const fills =
    ownFills.length === 0 && framelike.has(type) ? serializeAll(node.backgrounds, serializePaint) : ownFills;
  const text = type === 'TEXT' ? serializeText(node) : undefined;
  const children = serializeChildren(node, budget);
  const autoLayout = autoLayoutOf(node);
  const vectorPaths = serializeAll(node.vectorPaths, (path) => {
    const data = (path as {data?: unknown} | null)?.data;
    return typeof data === 'string' ? data : undefined;
  });
  return {
    id: typeof node.id === 'string' ? node.id : `node-${budget.count}`,
    type,
    name: typeof node.name === 'string' && node.name !== '' ? node.name : defaultName(type, text),
    x: finite(node.x),
    y: finite(node.y),
    // A text node without a size is as big as its measured text.
    width: finite(node.width, text?.layout.width),
    height: finite(node.height, text?.layout.height),
    rotation: finite(node.rotation),
    opacity: clamp01(finite(node.opacity, 1)),
    visible: node.visible !== false,
    fills,
    strokes: serializeAll(node.strokes, serializePaint),
    strokeWeight: Math.max(0, finite(node.strokeWeight)),
    cornerRadii: cornerRadii(node),
    effects: serializeAll(node.effects, serializeEffect),
    clipsContent: node.clipsContent === true,
    ...(text ? {text} : {}),
    ...(type === 'STAR' ? {pointCount: finite(node.pointCount, 5), innerRadius: finite(node.innerRadius, 0.382)} : {}),
    ...(vectorPaths.length > 0 ? {vectorPaths} : {}),
    ...(typeof node.svgSource === 'string' ? {svgSource: node.svgSource} : {}),
    ...(autoLayout ? {autoLayout} : {}),
    children,
  };
}

function serializeChildren(node: FigmaLikeNode, budget: Budget): PlaygroundNode[] {
  return (node.children ?? []).flatMap((child) => serializeNode(child, budget) ?? []);
}

function autoLayoutOf(node: FigmaLikeNode): AutoLayoutData | undefined {
  const mode = node.layoutMode;
  const alignment = (value: unknown): string => (typeof value === 'string' ? value : 'MIN');
  return mode === 'HORIZONTAL' || mode === 'VERTICAL'
    ? {
        layoutMode: mode,
        itemSpacing: finite(node.itemSpacing),
        padding: [
          finite(node.paddingTop),
          finite(node.paddingRight),
          finite(node.paddingBottom),
          finite(node.paddingLeft),
        ],
        primaryAxisAlignItems: alignment(node.primaryAxisAlignItems),
        counterAxisAlignItems: alignment(node.counterAxisAlignItems),
      }
    : undefined;
}

function defaultName(type: string, text: TextData | undefined): string {
  return text ? text.characters.slice(0, 40) || 'Text' : typeLabel(type);
}

/** The nodes a preview shows: react-figma's pages, or the current page when the code made none. */
export function serializeDocument(
  root: FigmaLikeNode,
  currentPage: FigmaLikeNode | undefined,
  nodeLimit: number,
): PlaygroundDocument {
  const allPages = (root.children ?? []).filter((page) => page.type === 'PAGE');
  const filled = allPages.filter((page) => (page.children ?? []).length > 0);
  const withContent = filled.length > 0 ? filled : allPages.filter((page) => page === currentPage);
  const budget: Budget = {count: 0, limit: nodeLimit};
  const pages = withContent.map((page): PlaygroundPage => ({
    id: typeof page.id === 'string' ? page.id : 'page',
    name: typeof page.name === 'string' && page.name !== '' ? page.name : 'Page',
    backgrounds: serializeAll(page.backgrounds, serializePaint),
    children: serializeChildren(page, budget),
  }));
  const current = pages.find((page) => page.id === currentPage?.id && page.children.length > 0);
  const firstWithNodes = pages.find((page) => page.children.length > 0);
  return {
    pages,
    currentPageId: (current ?? firstWithNodes ?? pages[0])?.id ?? '',
    nodeCount: budget.count,
    truncated: budget.count > nodeLimit,
    nodeLimit,
  };
}
