/**
 * figma-api-stub lacks some factories react-figma calls (ellipse, star, line, vector, slice, SVG import,
 * variants), makes nodes without a size and does not measure text. This fills those gaps on one stub instance so
 * every react-figma component renders to a node of the right type with the size Figma would give it.
 */
import {createFigma} from 'figma-api-stub';
import {measureText} from '../shared/textMetrics';
import {unitValue} from './serialize';

type StubNode = Record<string, unknown> & {
  appendChild?: (child: StubNode) => void;
  resize?: (width: number, height: number) => void;
};

type Stub = Record<'createRectangle' | 'createFrame' | 'createText' | 'createComponent', () => StubNode>;

const retype = (node: StubNode, type: string, extra = {}): StubNode => Object.assign(node, {type}, extra);

/**
 * Figma's factories make a rectangle, frame, ellipse, star, polygon or component 100 × 100 and a line 100 wide. The
 * size matters: react-figma skips a size under 0.01 from Yoga, so a node Yoga gives no width keeps this one, and Yoga
 * measures a leaf by its node's size.
 */
function sizedAsInFigma(node: StubNode, width = 100, height = 100): StubNode {
  node.resize?.(width, height);
  return node;
}

/** Width/height accessors on a text node: explicit sizes win on a fixed axis, the rest is measured in Inter. */
function measureOnRead(node: StubNode): StubNode {
  let fixedWidth: number | undefined;
  let fixedHeight: number | undefined;
  const metrics = () => {
    const fontSize = typeof node.fontSize === 'number' ? node.fontSize : 12;
    const {style} = (node.fontName ?? {}) as {style?: unknown};
    return measureText({
      characters: typeof node.characters === 'string' ? node.characters : '',
      fontSize,
      fontStyle: typeof style === 'string' ? style : undefined,
      textCase: typeof node.textCase === 'string' ? node.textCase : undefined,
      lineHeightPx: unitValue(node.lineHeight, fontSize),
      letterSpacingPx: unitValue(node.letterSpacing, fontSize),
      wrapWidth: node.textAutoResize === 'WIDTH_AND_HEIGHT' ? undefined : fixedWidth,
    });
  };
  Object.defineProperty(node, 'width', {
    get: () => (node.textAutoResize === 'WIDTH_AND_HEIGHT' || fixedWidth === undefined ? metrics().width : fixedWidth),
    set: (value: unknown) => {
      fixedWidth = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    },
    configurable: true,
  });
  Object.defineProperty(node, 'height', {
    get: () => (node.textAutoResize === 'NONE' && fixedHeight !== undefined ? fixedHeight : metrics().height),
    set: (value: unknown) => {
      fixedHeight = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    },
    configurable: true,
  });
  return node;
}

type UiListener = (message: unknown) => void;
const uiListeners = new Set<UiListener>();

/**
 * The plugin UI's end of figma-jsonrpc in the worker, shared by its stubs (figma-jsonrpc listens on the first one).
 * react-figma tells the UI about every node it makes (`uiApi.bindReactIdWithNode`, which gives up after 60 s); the
 * playground has no UI, so each request is answered at once with an empty result. Unanswered, each one was rejected a
 * minute later, and the rejection showed as an error of whatever code was rendering then ('Request
 * bindReactIdWithNode timed out').
 */
const playgroundUi = {
  on: (type: string, listener: UiListener) => void (type === 'message' && uiListeners.add(listener)),
  off: (type: string, listener: UiListener) => void (type === 'message' && uiListeners.delete(listener)),
  once(type: string, listener: UiListener) {
    const onceListener: UiListener = (message) => {
      uiListeners.delete(onceListener);
      listener(message);
    };
    playgroundUi.on(type, onceListener);
  },
  postMessage(message: unknown) {
    const {id, method} = (message ?? {}) as {id?: unknown; method?: unknown};
    if (id === undefined || typeof method !== 'string') return;
    queueMicrotask(() => uiListeners.forEach((listener) => listener({jsonrpc: '2.0', id, result: null})));
  },
};

export function completeFigmaStub<T>(figma: T): T {
  const stub = figma as unknown as Stub;
  const createText = stub.createText.bind(stub);
  const createUnsizedRectangle = stub.createRectangle.bind(stub);
  const createUnsizedFrame = stub.createFrame.bind(stub);
  const createUnsizedComponent = stub.createComponent.bind(stub);
  const createRectangle = () => sizedAsInFigma(createUnsizedRectangle());
  Object.assign(stub, {
    createRectangle,
    createFrame: () => sizedAsInFigma(createUnsizedFrame()),
    createComponent: () => sizedAsInFigma(createUnsizedComponent()),
    createText: () => measureOnRead(createText()),
    createEllipse: () =>
      retype(createRectangle(), 'ELLIPSE', {arcData: {startingAngle: 0, endingAngle: 2 * Math.PI, innerRadius: 0}}),
    createStar: () => retype(createRectangle(), 'STAR', {pointCount: 5, innerRadius: 0.382}),
    createPolygon: () => retype(createRectangle(), 'POLYGON', {pointCount: 3}),
    createLine: () => sizedAsInFigma(retype(createUnsizedRectangle(), 'LINE'), 100, 0),
    createVector: () => retype(createUnsizedRectangle(), 'VECTOR', {vectorPaths: []}),
    createSlice: () => retype(createUnsizedRectangle(), 'SLICE'),
    createNodeFromSvg: (source: string) => retype(createUnsizedFrame(), 'FRAME', {svgSource: String(source)}),
    combineAsVariants: (nodes: StubNode[], parent: StubNode) => {
      const set = retype(createUnsizedFrame(), 'COMPONENT_SET');
      parent.appendChild?.(set);
      nodes.forEach((node) => set.appendChild?.(node));
      return set;
    },
    importStyleByKeyAsync: () => Promise.reject(new Error('Team library styles are not available in the playground.')),
    viewport: {center: {x: 0, y: 0}, zoom: 1, scrollAndZoomIntoView: () => undefined},
  });
  return figma;
}

/** The worker's `figma`: a completed stub with the playground's UI end (one per run, one before react-figma loads). */
export function createPlaygroundFigma(): unknown {
  return Object.assign(completeFigmaStub(createFigma({simulateErrors: false, isWithoutTimeout: true})), {
    ui: playgroundUi,
  });
}
