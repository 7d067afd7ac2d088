/**
 * Records what one render asked of the stub's `figma`: the nodes it created, the properties and methods it used on
 * them, the nodes it removed, its other `figma.*` calls. Methods are wrapped in place and property writes become
 * accessors on each created node, so everyone keeps the very same objects (a Proxy would give each a second identity).
 */
import type {CallLog, CallLogEntry} from '../shared/callLog';

type AnyFunction = (...args: unknown[]) => unknown;
type StubObject = Record<string, unknown>;

/**
 * The node properties react-figma's mixins assign (see react-figma's src/mixins), as the Calls tab names them,
 * grouped by what they set.
 */
const recordedProperties = Object.values({
  scene: ['name', 'visible', 'locked'],
  layout: ['x', 'y', 'rotation', 'relativeTransform', 'layoutAlign', 'layoutGrow', 'layoutPositioning', 'constraints'],
  blend: ['opacity', 'blendMode', 'isMask', 'effects', 'effectStyleId'],
  fills: ['fills', 'fillStyleId'],
  strokes: ['strokes', 'strokeStyleId', 'strokeWeight', 'strokeAlign', 'strokeCap', 'strokeJoin', 'dashPattern'],
  corners: ['cornerRadius', 'cornerSmoothing'],
  rectangleCorners: ['topLeftRadius', 'topRightRadius', 'bottomLeftRadius', 'bottomRightRadius'],
  frame: ['backgrounds', 'backgroundStyleId', 'clipsContent'],
  autoLayout: ['layoutMode', 'primaryAxisSizingMode', 'counterAxisSizingMode'],
  autoLayoutAlignment: ['primaryAxisAlignItems', 'counterAxisAlignItems'],
  autoLayoutSpacing: ['paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom', 'itemSpacing'],
  text: ['characters', 'fontName', 'fontSize', 'lineHeight', 'letterSpacing'],
  textBox: ['textAlignHorizontal', 'textAlignVertical', 'textAutoResize'],
  paragraph: ['textCase', 'textDecoration', 'paragraphIndent', 'paragraphSpacing'],
  export: ['exportSettings'],
  shapes: ['pointCount', 'innerRadius', 'vectorPaths', 'arcData'],
  component: ['description'],
}).flat();

const recordedMethods = ['resize', 'resizeWithoutConstraints', 'appendChild', 'insertChild'];

/** A render of 5,000 nodes writes hundreds of thousands of properties; the page shows the first entries. */
const entryLimit = 1500;

/** Where `key` is found on `object` or its prototypes, short of Object.prototype. */
function findDescriptor(object: object | null, key: string): PropertyDescriptor | undefined {
  if (!object || object === Object.prototype) return undefined;
  return Object.getOwnPropertyDescriptor(object, key) ?? findDescriptor(Object.getPrototypeOf(object), key);
}

/** The property names of `object` and its prototypes, short of Object.prototype. */
function propertyNames(object: object | null): string[] {
  if (!object || object === Object.prototype) return [];
  return [...Object.getOwnPropertyNames(object), ...propertyNames(Object.getPrototypeOf(object))];
}

/**
 * Wraps the stub's methods in place and starts recording; the returned `finish` gives the log and stops recording,
 * so reading the document afterwards is not logged.
 */
export function recordFigmaCalls(figma: unknown): () => CallLog {
  const entries: CallLogEntry[] = [];
  let total = 0;
  let recording = true;
  /** The kept entries that later writes and calls count up in place: per node id, and per method. */
  const updates = new Map<string, {properties: string[]; writes: number}>();
  const calls = new Map<string, {count: number}>();

  /** Counts the entry, and keeps it if there is room. */
  const push = (entry: CallLogEntry): boolean => {
    total += 1;
    if (entries.length >= entryLimit) return false;
    entries.push(entry);
    return true;
  };

  const update = (node: StubObject, what: string): void => {
    if (!recording || typeof node.id !== 'string') return;
    const kept = updates.get(node.id);
    if (kept) {
      if (!kept.properties.includes(what)) kept.properties.push(what);
      kept.writes += 1;
      total += 1;
      return;
    }
    const entry = {kind: 'update' as const, nodeId: node.id, properties: [what], writes: 1};
    if (push(entry)) updates.set(node.id, entry);
  };

  /** Turns a created node's recorded properties into logging accessors, and wraps its methods. */
  const watch = (node: StubObject): void => {
    for (const key of recordedProperties) {
      const descriptor = findDescriptor(node, key);
      if (descriptor && !descriptor.configurable && Object.prototype.hasOwnProperty.call(node, key)) continue;
      const {get, set} = descriptor ?? {};
      let value: unknown = descriptor?.value;
      Object.defineProperty(node, key, {
        configurable: true,
        enumerable: true,
        get: get ? () => get.call(node) : () => value,
        set: (next: unknown) => {
          update(node, key);
          if (set) set.call(node, next);
          else if (!get) value = next;
        },
      });
    }
    const logCalls = (method: string, log: () => void) => {
      const original = node[method];
      if (typeof original !== 'function') return;
      node[method] = (...args: unknown[]) => {
        log();
        return (original as AnyFunction).apply(node, args);
      };
    };
    recordedMethods.forEach((method) => logCalls(method, () => update(node, `${method}()`)));
    logCalls('remove', () => {
      if (recording && typeof node.id === 'string') push({kind: 'remove', nodeId: node.id});
    });
  };

  const figmaCall = (method: string, result: unknown): void => {
    if (!recording) return;
    const node = result as StubObject | null;
    if (method.startsWith('create') && typeof node?.id === 'string' && typeof node.type === 'string') {
      push({kind: 'create', method, nodeId: node.id, nodeType: node.type});
      watch(node);
      return;
    }
    // Repeated reads such as getNodeById are one line with a count.
    const call = calls.get(method);
    if (call) {
      call.count += 1;
      total += 1;
      return;
    }
    const entry = {kind: 'call' as const, method, count: 1};
    if (push(entry)) calls.set(method, entry);
  };

  const stub = figma as StubObject;
  for (const name of new Set(propertyNames(stub))) {
    const descriptor = findDescriptor(stub, name);
    if (name === 'constructor' || typeof descriptor?.value !== 'function') continue;
    const original = descriptor.value as AnyFunction;
    stub[name] = function recorded(this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      figmaCall(name, result);
      return result;
    };
  }
  return () => {
    recording = false;
    return {entries, total};
  };
}
