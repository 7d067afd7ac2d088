/**
 * figma-api-stub lacks some factories react-figma calls (ellipse, star, line, vector, slice, SVG import, variants),
 * makes nodes without a size and does not measure text: this fills those gaps on one stub instance, so each component
 * renders to a node of the right type and the size Figma would give it.
 */
import {createFigma} from 'figma-api-stub';
import {measureText} from '../shared/textMetrics';
import {textMetricsInput} from './serialize';

type StubNode = Record<string, unknown> & {
  appendChild?: (child: StubNode) => void;
  resize?: (width: number, height: number) => void;
};

type Stub = Record<'createRectangle' | 'createFrame' | 'createText' | 'createComponent', () => StubNode>;

const retype = (node: StubNode, type: string, extra = {}): StubNode => Object.assign(node, {type}, extra);

/**
 * Figma makes a rectangle, frame, ellipse, star, polygon or component 100 × 100 and a line 100 wide. react-figma
 * skips a Yoga size under 0.01, so a node Yoga gives no width keeps this one; Yoga measures a leaf by it.
 */
function sizedAsInFigma(node: StubNode, width = 100, height = 100): StubNode {
  node.resize?.(width, height);
  return node;
}

/** Width/height accessors on a text node: explicit sizes win on a fixed axis, the rest is measured in Inter. */
function measureOnRead(node: StubNode): StubNode {
  const fixed: {width?: number; height?: number} = {};
  const metrics = () =>
    measureText({
      ...textMetricsInput(node, typeof node.fontSize === 'number' ? node.fontSize : 12),
      wrapWidth: node.textAutoResize === 'WIDTH_AND_HEIGHT' ? undefined : fixed.width,
    });
  const measured = {
    width: () => node.textAutoResize === 'WIDTH_AND_HEIGHT' || fixed.width === undefined,
    height: () => node.textAutoResize !== 'NONE' || fixed.height === undefined,
  };
  for (const axis of ['width', 'height'] as const) {
    Object.defineProperty(node, axis, {
      get: () => (measured[axis]() ? metrics()[axis] : fixed[axis]),
      set: (value: unknown) => {
        fixed[axis] = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
      },
      configurable: true,
    });
  }
  return node;
}

type UiListener = (message: unknown) => void;
const uiListeners = new Set<UiListener>();

/**
 * The plugin UI's end of figma-jsonrpc, shared by the worker's stubs (figma-jsonrpc listens on the first one).
 * react-figma tells the UI about every node it makes (`uiApi.bindReactIdWithNode`); there is no UI, so each request
 * is answered at once. Unanswered, each failed 60 s later ('Request bindReactIdWithNode timed out') as an error of
 * whatever code was rendering then.
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
