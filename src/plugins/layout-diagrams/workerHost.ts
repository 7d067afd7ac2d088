/**
 * Runs the live playground's worker bundle (src/plugins/playground/buildScripts.ts) in Node, in a VM context shaped
 * like a Web Worker's global scope, so build-time diagrams come from the very script readers' browsers run.
 */
import vm from 'node:vm';
import {
  isRenderResponse,
  messageTag,
  type RenderRequest,
  type RenderResponse,
} from '../../components/Playground/shared/protocol';

type Listener = (event: unknown) => void;
type TimerCallback = (...args: unknown[]) => void;
const ignore = () => undefined;

/**
 * A diagram is drawn only from a finished layout, and a build has no page waiting on it. Each example lays out in
 * milliseconds, but a build sharing its cores with two test runs once took over the page's 1.5 s.
 */
const layoutDeadlineMs = 60_000;

export type WorkerHost = ReturnType<typeof startWorkerHost>;

export function startWorkerHost(bundle: string) {
  const listeners = new Map<string, Listener[]>();
  const dispatch = (type: string, event: object): boolean => {
    const handlers = listeners.get(type) ?? [];
    handlers.forEach((handler) => handler({type, preventDefault: () => undefined, ...event}));
    return handlers.length > 0;
  };
  let onResponse: ((response: RenderResponse) => void) | undefined;

  // A Worker reports an exception thrown by a timer callback as an `error` event; Node would end the process.
  const timers = new Set<NodeJS.Timeout>();
  const run = (callback: TimerCallback, args: unknown[]) => {
    try {
      callback(...args);
    } catch (error) {
      if (!dispatch('error', {error, message: String(error)})) throw error;
    }
  };
  const inWorker =
    (schedule: typeof setTimeout | typeof setInterval, once: boolean) =>
    (callback: TimerCallback, ms?: number, ...args: unknown[]) => {
      const timer: NodeJS.Timeout = schedule(() => {
        if (once) timers.delete(timer);
        run(callback, args);
      }, ms);
      timers.add(timer);
      return timer;
    };
  const clearTimer = (timer: NodeJS.Timeout | undefined) => {
    if (timer) timers.delete(timer);
    clearTimeout(timer);
  };

  const scope: Record<string, unknown> = {
    console: {log: ignore, info: ignore, warn: ignore, error: ignore, debug: ignore},
    setTimeout: inWorker(setTimeout, true),
    clearTimeout: clearTimer,
    setInterval: inWorker(setInterval, false),
    clearInterval: clearTimer,
    queueMicrotask,
    performance,
    TextEncoder,
    TextDecoder,
    URL,
    fetch: () => Promise.reject(new TypeError('The diagram renderer has no network.')),
    // Like a Worker's postMessage, hands over a structured clone (which also leaves the VM's realm behind).
    postMessage: (message: unknown) => {
      const copy: unknown = structuredClone(message);
      if (isRenderResponse(copy)) onResponse?.(copy);
    },
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    removeEventListener: (type: string, listener: Listener) => {
      listeners.set(type, listeners.get(type)?.filter((candidate) => candidate !== listener) ?? []);
    },
  };
  scope.self = scope;
  const context = vm.createContext(scope);
  const workerPromise = vm.runInContext('Promise', context) as PromiseConstructor;

  // A rejection nobody handles inside the worker goes to its `unhandledrejection` listeners, as in a browser;
  // one from elsewhere in this process keeps Node's default (an uncaught exception) unless others listen too.
  const onUnhandledRejection = (reason: unknown, promise: Promise<unknown>) => {
    if (promise instanceof workerPromise && dispatch('unhandledrejection', {reason, promise})) return;
    if (process.listenerCount('unhandledRejection') === 1) throw reason;
  };
  process.on('unhandledRejection', onUnhandledRejection);

  vm.runInContext(bundle, context, {filename: 'playground-render-worker.js'});

  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const renderOne = (code: string) =>
    new Promise<Exclude<RenderResponse, {kind: 'ready'}>>((resolve) => {
      const id = ++nextId;
      onResponse = (response) => {
        if (response.kind !== 'ready' && response.id === id) {
          onResponse = undefined;
          resolve(response);
        }
      };
      dispatch('message', {
        data: {tag: messageTag, kind: 'render', id, code, layoutDeadlineMs} satisfies RenderRequest,
      });
    });

  return {
    /**
     * Sends one program to the worker and resolves with its answer (`rendered` or `failed`). The worker keeps only
     * the newest waiting request, so requests go one at a time.
     */
    render: (code: string) => {
      const result = queue.then(() => renderOne(code));
      queue = result.catch(() => undefined);
      return result;
    },
    /** Stops the worker's timers and stops listening for its unhandled rejections. */
    close: () => {
      process.off('unhandledRejection', onUnhandledRejection);
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
