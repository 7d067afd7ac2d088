/**
 * Records what one render asked of the stub's `figma`: the nodes it created, the properties and methods it used on
 * them, the nodes it removed, and its other `figma.*` calls. Methods are wrapped on the stub instance and property
 * writes become accessors on each created node, so react-figma and the stub keep working on the very same objects
 * (a Proxy would hand out a second identity for each node).
 */
import type {CallLog, CallLogEntry} from '../shared/callLog';

type AnyFunction = (...args: unknown[]) => unknown;
type StubObject = Record<string, unknown>;

/** The node properties react-figma's mixins assign (see react-figma's src/mixins), as the Calls tab names them. */
const recordedProperties = [
  'name',
  'visible',
  'locked',
  'x',
  'y',
  'rotation',
  'relativeTransform',
  'layoutAlign',
  'layoutGrow',
  'layoutPositioning',
  'constraints',
  'opacity',
  'blendMode',
  'isMask',
  'effects',
  'effectStyleId',
  'fills',
  'fillStyleId',
  'strokes',
  'strokeStyleId',
  'strokeWeight',
  'strokeAlign',
  'strokeCap',
  'strokeJoin',
  'dashPattern',
  'cornerRadius',
  'cornerSmoothing',
  'topLeftRadius',
  'topRightRadius',
  'bottomLeftRadius',
  'bottomRightRadius',
  'backgrounds',
  'backgroundStyleId',
  'clipsContent',
  'layoutMode',
  'primaryAxisSizingMode',
  'counterAxisSizingMode',
  'primaryAxisAlignItems',
  'counterAxisAlignItems',
  'paddingLeft',
  'paddingRight',
  'paddingTop',
  'paddingBottom',
  'itemSpacing',
  'characters',
  'fontName',
  'fontSize',
  'lineHeight',
  'letterSpacing',
  'textAlignHorizontal',
  'textAlignVertical',
  'textAutoResize',
  'textCase',
  'textDecoration',
  'paragraphIndent',
  'paragraphSpacing',
  'exportSettings',
  'pointCount',
  'innerRadius',
  'vectorPaths',
  'arcData',
  'description',
] as const;

const recordedMethods = ['resize', 'resizeWithoutConstraints', 'appendChild', 'insertChild'] as const;

/** A render of 5,000 nodes writes hundreds of thousands of properties; the page shows the first entries. */
const entryLimit = 1500;

function findDescriptor(target: object, key: string): PropertyDescriptor | undefined {
  for (
    let object: object | null = target;
    object && object !== Object.prototype;
    object = Object.getPrototypeOf(object)
  ) {
    const descriptor = Object.getOwnPropertyDescriptor(object, key);
    if (descriptor) return descriptor;
  }
  return undefined;
}

export class FigmaCallRecorder {
  private entries: CallLogEntry[] = [];
  private total = 0;
  private readonly updates = new Map<string, {properties: Set<string>; writes: number; index: number}>();
  private readonly calls = new Map<string, number>();
  private recording = true;

  /** Wraps the stub's methods in place and returns it. */
  wrap<T>(figma: T): T {
    const stub = figma as unknown as StubObject;
    const names = new Set<string>();
    for (
      let object: object | null = stub;
      object && object !== Object.prototype;
      object = Object.getPrototypeOf(object)
    ) {
      Object.getOwnPropertyNames(object).forEach((name) => names.add(name));
    }
    for (const name of names) {
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

  private push(entry: CallLogEntry): number {
    this.total += 1;
    if (this.entries.length >= entryLimit) return -1;
    return this.entries.push(entry) - 1;
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
    const index = this.calls.get(method);
    const existing = index === undefined ? undefined : this.entries[index];
    if (existing?.kind === 'call') {
      this.entries[index!] = {...existing, count: existing.count + 1};
      this.total += 1;
      return;
    }
    const added = this.push({kind: 'call', method, count: 1});
    if (added >= 0) this.calls.set(method, added);
  }

  private update(node: StubObject, what: string): void {
    if (!this.recording || typeof node.id !== 'string') return;
    const update = this.updates.get(node.id);
    if (update) {
      update.properties.add(what);
      update.writes += 1;
      this.total += 1;
      const entry = this.entries[update.index];
      if (entry?.kind === 'update') {
        this.entries[update.index] = {...entry, properties: [...update.properties], writes: update.writes};
      }
      return;
    }
    const index = this.push({kind: 'update', nodeId: node.id, properties: [what], writes: 1});
    if (index >= 0) this.updates.set(node.id, {properties: new Set([what]), writes: 1, index});
  }

  /** Turns a created node's recorded properties into logging accessors, and wraps its methods. */
  private watch(node: StubObject): void {
    for (const key of recordedProperties) {
      const descriptor = findDescriptor(node, key);
      if (descriptor && !descriptor.configurable && Object.prototype.hasOwnProperty.call(node, key)) continue;
      let value: unknown = descriptor && 'value' in descriptor ? descriptor.value : undefined;
      const get = descriptor?.get;
      const set = descriptor?.set;
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
