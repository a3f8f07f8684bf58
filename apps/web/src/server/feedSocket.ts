import type { WebSocketConstructor } from '@semaphore-console/api-client';

/**
 * The live feed's websocket off the page's main thread (API §7).
 *
 * The server sends one websocket message per log line (API §7.3): a task printing 10,000 lines a
 * second is 10,000 messages a second, and in the page each one is a task of its own (the
 * browser's message delivery, a `MessageEvent`, the listeners), about a tenth of a millisecond of
 * main thread each before any line is shown. That alone filled most of every frame. So the socket
 * lives in a dedicated worker (`feedSocket.worker.ts`), which passes the messages' texts to the
 * page in batches ({@link createFlushPacer}: at most one batch per {@link FEED_BATCH_MS}); the page
 * side ({@link createWorkerWebSocket}) looks like a `WebSocket` to the api-client's feed and
 * delivers a batch's messages one after another in one task. Nothing changes on the wire.
 */

/** The worker sends the messages received at most this often (ms): about one batch per frame. */
export const FEED_BATCH_MS = 16;

/** Page → worker. */
export type FeedSocketCommand =
  { kind: 'open'; url: string } | { kind: 'close'; code?: number; reason?: string };

/** Worker → page, in the order things happened on the socket. */
export type FeedSocketEvent =
  | { kind: 'open' }
  | { kind: 'messages'; data: string[] }
  | { kind: 'error' }
  | { kind: 'close'; code: number; reason: string; wasClean: boolean };

/** Collects items and hands them over in batches, at most one batch per interval. */
export interface FlushPacer<T> {
  /** Queues an item: delivered at once when the last batch is an interval old, else at the next slot. */
  push(item: T): void;
  /** Delivers what is queued now (e.g. before a `close` event, to keep the order). */
  flush(): void;
  /** Drops the queue and the scheduled delivery. */
  cancel(): void;
}

/**
 * Paces deliveries: the first item after a quiet interval goes out at once (no added latency
 * for a single `update`), later ones wait for the next slot `intervalMs` after the previous batch,
 * so a flood becomes at most one batch per interval.
 *
 * @param deliver receives the queued items in push order (never empty).
 * @param intervalMs the shortest time between two batches, in ms.
 * @param clock `now()` in ms and a one-shot timer (injectable in tests).
 */
export function createFlushPacer<T>(
  deliver: (items: T[]) => void,
  intervalMs: number,
  clock: {
    now(): number;
    setTimeout(callback: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
  } = {
    now: () => performance.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): FlushPacer<T> {
  let queue: T[] = [];
  let timer: unknown;
  let lastAt = -Infinity;

  const flush = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    lastAt = clock.now();
    deliver(items);
  };

  return {
    push(item) {
      queue.push(item);
      if (timer !== undefined) return;
      const wait = lastAt + intervalMs - clock.now();
      if (wait <= 0) flush();
      else timer = clock.setTimeout(flush, wait);
    },
    flush,
    cancel() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}

/** What the page side needs of a `Worker` (a fake in tests). */
export interface FeedWorker {
  postMessage(command: FeedSocketCommand): void;
  addEventListener(type: 'message', listener: (event: { data: FeedSocketEvent }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  terminate(): void;
}

type Listener = (event: never) => void;

/** `WebSocket.readyState` values. */
const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

/**
 * A `WebSocket` constructor for the api-client's `createEventFeed` whose socket runs in a worker
 * made by `createWorker` (one worker per connection, ended when the socket closes). Each batch
 * from the worker is delivered as `message` events `{ data }`, in order, in one task; `open`,
 * `error` and `close` come in their place between the messages.
 *
 * When a worker cannot run (its script fails to load, e.g. a policy forbids it) the connection
 * reports `error` and `close` (code 1006), and every later connection uses `fallback` (the
 * browser's own `WebSocket`) on the main thread: the feed reconnects as after any drop.
 */
export function createWorkerWebSocket(
  createWorker: () => FeedWorker,
  fallback: WebSocketConstructor,
): WebSocketConstructor {
  let workersFail = false;

  class WorkerWebSocket {
    readyState = CONNECTING;
    private readonly listeners = new Map<string, Set<Listener>>();
    private worker: FeedWorker | undefined;
    private native: WebSocket | undefined;

    constructor(url: string) {
      if (workersFail) {
        const Native = fallback as unknown as typeof WebSocket;
        const native = new Native(url);
        this.native = native;
        for (const type of ['open', 'message', 'error', 'close']) {
          native.addEventListener(type, (event) => {
            this.readyState = native.readyState;
            this.dispatch(type, event);
          });
        }
        return;
      }
      const worker = createWorker();
      this.worker = worker;
      worker.addEventListener('message', ({ data: event }) => this.receive(event));
      worker.addEventListener('error', () => {
        // The worker's script did not run: this connection failed, later ones skip workers.
        workersFail = true;
        this.receive({ kind: 'error' });
        this.receive({ kind: 'close', code: 1006, reason: '', wasClean: false });
      });
      worker.postMessage({ kind: 'open', url });
    }

    addEventListener(type: string, listener: Listener): void {
      let set = this.listeners.get(type);
      if (!set) {
        set = new Set();
        this.listeners.set(type, set);
      }
      set.add(listener);
    }

    removeEventListener(type: string, listener: Listener): void {
      this.listeners.get(type)?.delete(listener);
    }

    close(code?: number, reason?: string): void {
      if (this.native) {
        this.native.close(code, reason);
        return;
      }
      if (this.readyState === CLOSED) return;
      this.readyState = CLOSING;
      this.worker?.postMessage({ kind: 'close', code, reason });
    }

    /** Turns one event of the worker into the socket's events. */
    private receive(event: FeedSocketEvent): void {
      if (this.readyState === CLOSED) return;
      switch (event.kind) {
        case 'open':
          this.readyState = OPEN;
          this.dispatch('open', { type: 'open' });
          break;
        case 'messages':
          for (const data of event.data) this.dispatch('message', { type: 'message', data });
          break;
        case 'error':
          this.dispatch('error', { type: 'error' });
          break;
        case 'close':
          this.readyState = CLOSED;
          this.worker?.terminate();
          this.worker = undefined;
          this.dispatch('close', {
            type: 'close',
            code: event.code,
            reason: event.reason,
            wasClean: event.wasClean,
          });
          break;
      }
    }

    private dispatch(type: string, event: unknown): void {
      const set = this.listeners.get(type);
      if (!set) return;
      for (const listener of [...set]) (listener as (event: unknown) => void)(event);
    }
  }

  return WorkerWebSocket;
}
