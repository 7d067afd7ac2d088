/**
 * Owns the playground worker on the page: sends the newest code, and terminates and restarts a worker that has not
 * answered for `renderTimeoutMs` (an endless loop or a render too slow), so the page never waits on reader code.
 */
import {isRenderResponse, messageTag, renderTimeoutMs, type RenderResponse} from '../shared/protocol';

export type RenderOutcome =
  | (Extract<RenderResponse, {kind: 'rendered'}> & {
      readonly elapsedMs: number;
      /** The code this document was rendered from, when it is the newest request's (source positions refer to it). */
      readonly code?: string;
    })
  | Extract<RenderResponse, {kind: 'failed'}>
  | {readonly kind: 'timeout'}
  | {readonly kind: 'unavailable'; readonly message: string};

/**
 * Loading a 1 MB script and its warm-up render (render-worker/index.ts) can be slow on a busy device; only the
 * reader's renders have the tight limit.
 */
export const startupTimeoutMs = 20_000;

export class RenderWorkerClient {
  private worker: Worker | undefined;
  private ready = false;
  private nextId = 1;
  private pending: {id: number; code: string; sentAt: number} | undefined;
  private timer: number | undefined;

  constructor(
    private readonly url: string,
    private readonly onOutcome: (outcome: RenderOutcome) => void,
  ) {}

  render(code: string): void {
    this.pending = {id: this.nextId++, code, sentAt: performance.now()};
    if (!this.worker) {
      this.start();
    } else if (this.ready) {
      this.send();
    }
  }

  dispose(): void {
    this.disarm();
    this.worker?.terminate();
    this.worker = undefined;
    this.pending = undefined;
  }

  private start(): void {
    this.ready = false;
    let worker: Worker;
    try {
      worker = new Worker(this.url, {name: 'react-figma playground'});
    } catch (error) {
      this.fail(`could not start: ${String(error)}`);
      return;
    }
    this.worker = worker;
    worker.addEventListener('message', (event: MessageEvent<unknown>) => this.receive(worker, event.data));
    worker.addEventListener('error', (event) => {
      if (!this.ready && worker === this.worker) {
        event.preventDefault();
        this.fail(`failed to load${event.message ? `: ${event.message}` : '.'}`);
      }
    });
    this.arm(startupTimeoutMs, () => this.fail(`did not start within ${startupTimeoutMs / 1000} s.`));
  }

  /** The worker is gone: the reader is told why (`reason` follows "The playground worker (url)"). */
  private fail(reason: string): void {
    this.dispose();
    this.onOutcome({kind: 'unavailable', message: `The playground worker (${this.url}) ${reason}`});
  }

  private send(): void {
    if (!this.worker || !this.pending) return;
    const {id, code} = this.pending;
    this.worker.postMessage({tag: messageTag, kind: 'render', id, code});
    if (this.timer === undefined) this.arm(renderTimeoutMs, () => this.timeout());
  }

  /** `onExpiry` disposes of the worker, which disarms the timer. */
  private arm(ms: number, onExpiry: () => void): void {
    this.disarm();
    this.timer = window.setTimeout(onExpiry, ms);
  }

  private disarm(): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private timeout(): void {
    this.dispose();
    this.onOutcome({kind: 'timeout'});
    // A fresh worker loads now, so the next edit renders without the start-up wait.
    this.start();
  }

  private receive(worker: Worker, data: unknown): void {
    if (worker !== this.worker || !isRenderResponse(data)) return;
    this.disarm();
    if (data.kind === 'ready') {
      this.ready = true;
      this.send();
      return;
    }
    const newest = this.pending?.id === data.id ? this.pending : undefined;
    if (newest) {
      this.pending = undefined;
    } else if (this.pending) {
      // An older request finished; the newest is still running, so the clock starts again for it.
      this.arm(renderTimeoutMs, () => this.timeout());
    }
    this.onOutcome(
      data.kind === 'rendered'
        ? {...data, elapsedMs: newest ? performance.now() - newest.sentAt : 0, code: newest?.code}
        : data,
    );
  }
}
