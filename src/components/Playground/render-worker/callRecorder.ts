/**
 * Records what one render asked of the stub's `figma`: the nodes it created, the properties and methods it used on
 * them, the nodes it removed, and its other `figma.*` calls. Methods are wrapped on the stub instance and property
 * writes become accessors on each created node, so react-figma and the stub keep working on the very same objects
 * (a Proxy would hand out a second identity for each node).
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

const recordedMethods = ['resize', 'resizeWithoutConstraints', 'appendChild', 'insertChild'] as const;

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

export class FigmaCallRecorder {
  private readonly entries: CallLogEntry[] = [];
  private total = 0;
  /** The kept entries that later writes and calls count up in place: per node id, and per method. */
  private readonly updates = new Map<string, {properties: string[]; writes: number}>();
  private readonly calls = new Map<string, {count: number}>();
  private recording = true;

  /** Wraps the stub's methods in place and returns it. */
  wrap<T>(figma: T): T {
    const stub = figma as unknown as StubObject;
    for (const name of new Set(propertyNames(stub))) {
      const descriptor = findDescriptor(stub, name);
      if (name === 'constructor' || typeof descriptor?.value !== 'function') continue;
      const original = descriptor.value as AnyFunction;
      const record = (result: unknown) => this.figmaCall(name, result);
      stub[name] = function recorded(this: unknown, ...args: unknown[]) {
        const result = original.apply(this, args);
        record(result);
        return result;
      };
    }
    return figma;
  }

  /** The log so far; recording stops, so reading the document afterwards is not logged. */
  finish(): CallLog {
    this.recording = false;
    return {entries: this.entries, total: this.total};
  }

  /** Counts the entry, and keeps it if there is room. */
  private push(entry: CallLogEntry): boolean {
    this.total += 1;
    if (this.entries.length >= entryLimit) return false;
    this.entries.push(entry);
    return true;
  }

  private figmaCall(method: string, result: unknown): void {
    if (!this.recording) return;
    const node = result as StubObject | null;
    if (method.startsWith('create') && typeof node?.id === 'string' && typeof node.type === 'string') {
      this.push({kind: 'create', method, nodeId: node.id, nodeType: node.type});
      this.watch(node);
      return;
    }
    // Repeated reads such as getNodeById are one line with a count.
    const call = this.calls.get(method);
    if (call) {
      call.count += 1;
      this.total += 1;
      return;
    }
    const entry = {kind: 'call' as const, method, count: 1};
    if (this.push(entry)) this.calls.set(method, entry);
  }

  private update(node: StubObject, what: string): void {
    if (!this.recording || typeof node.id !== 'string') return;
    const update = this.updates.get(node.id);
    if (update) {
      if (!update.properties.includes(what)) update.properties.push(what);
      update.writes += 1;
      this.total += 1;
      return;
    }
    const entry = {kind: 'update' as const, nodeId: node.id, properties: [what], writes: 1};
    if (this.push(entry)) this.updates.set(node.id, entry);
  }

  /** Turns a created node's recorded properties into logging accessors, and wraps its methods. */
  private watch(node: StubObject): void {
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
          this.update(node, key);
          if (set) set.call(node, next);
          else if (!get) value = next;
        },
      });
    }
    for (const method of recordedMethods) {
      const original = node[method];
      if (typeof original !== 'function') continue;
      node[method] = (...args: unknown[]) => {
        this.update(node, `${method}()`);
        return (original as AnyFunction).apply(node, args);
      };
    }
    const remove = node.remove;
    if (typeof remove === 'function') {
      node.remove = (...args: unknown[]) => {
        if (this.recording && typeof node.id === 'string') this.push({kind: 'remove', nodeId: node.id});
        return (remove as AnyFunction).apply(node, args);
      };
    }
  }
}
