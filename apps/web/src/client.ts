import {
  createApiClient,
  createEventFeed,
  type ApiClient,
  type EventFeed,
  type FetchFunction,
  type WebSocketConstructor,
} from '@semaphore-console/api-client';
import { createWorkerWebSocket } from './feedSocket';
import { noteInvalidItem } from './invalid-items/noteInvalidItem';

/** How the console reaches its server: the base address and, in tests, a `fetch` and `WebSocket`. */
export interface ConnectOptions {
  /** Base URL of the server including its web root, with a trailing `/` (API §1.1). */
  baseUrl: string;
  /** `fetch` to use instead of the browser's (tests: the in-memory demo server). */
  fetch?: FetchFunction;
  /** WebSocket constructor to use instead of the browser's (tests: the in-memory demo server). */
  WebSocket?: WebSocketConstructor;
  /** Delay before the feed reconnects after a drop, in ms (default 2,000, API §7; tests: less). */
  reconnectDelayMs?: number;
  /**
   * While the server does not answer, `GET api/ping` (API §4) is sent after this delay, doubling
   * after each failed probe up to `maxMs` (default `{ firstMs: 1,000, maxMs: 10,000 }`; tests: less).
   */
  probeDelay?: { firstMs: number; maxMs: number };
}

/**
 * Whether the server answers REST calls (spec core §4 "the console says when it is offline"),
 * tracked at the one api-client's `fetch` for every call the console makes.
 */
export interface ServerReachability {
  /**
   * `false` after a call failed with a network error or a gateway answer (502, 503, 504), until a
   * call or a `GET api/ping` probe gets any other answer.
   */
  reachable: boolean;
  /** When the server last answered a call (ms since the epoch), `null` before the first answer. */
  lastContact: number | null;
}

/** Answers of a proxy in front of a server that is gone or restarting. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
const DEFAULT_PROBE_DELAY = { firstMs: 1_000, maxMs: 10_000 };

let reachability: ServerReachability = { reachable: true, lastContact: null };
const reachabilityListeners = new Set<(value: ServerReachability) => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let nextProbeMs = DEFAULT_PROBE_DELAY.firstMs;

function setReachability(next: ServerReachability): void {
  const changed = next.reachable !== reachability.reachable;
  reachability = next;
  if (changed) for (const listener of [...reachabilityListeners]) listener(next);
}

function answered(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  nextProbeMs = current?.options.probeDelay?.firstMs ?? DEFAULT_PROBE_DELAY.firstMs;
  setReachability({ reachable: true, lastContact: Date.now() });
}

function unanswered(): void {
  setReachability({ ...reachability, reachable: false });
  if (probeTimer === undefined) probeTimer = setTimeout(probe, nextProbeMs);
}

/**
 * Pings the server while it does not answer, with a doubling delay (exponential backoff): a
 * failed ping passes {@link unanswered}, which schedules the next one.
 */
function probe(): void {
  probeTimer = undefined;
  const connection = current;
  if (!connection) return;
  const { maxMs } = connection.options.probeDelay ?? DEFAULT_PROBE_DELAY;
  nextProbeMs = Math.min(nextProbeMs * 2, maxMs);
  connection.client.ping().catch(() => undefined);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Wraps `fetch` so every call's outcome updates {@link serverReachability}. */
function tracked(fetchFn: FetchFunction | undefined): FetchFunction {
  const base: FetchFunction = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      // An aborted call (a closed screen, a newer query) says nothing about the server.
      if (!isAbort(error)) unanswered();
      throw error;
    }
    if (GATEWAY_STATUSES.has(response.status)) unanswered();
    else answered();
    return response;
  };
}

interface Connection {
  client: ApiClient;
  options: ConnectOptions;
}

let current: Connection | undefined;

/**
 * Connects the console to its server: creates the one api-client instance every store calls
 * (STYLE.md "One path to the server"). Called once by main.tsx at start-up with the console's base
 * address, and by tests with the in-memory demo server (`src/test/demo.ts`). Returns the client.
 */
export function connect(options: ConnectOptions): ApiClient {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  nextProbeMs = options.probeDelay?.firstMs ?? DEFAULT_PROBE_DELAY.firstMs;
  setReachability({ reachable: true, lastContact: null });
  const client = createApiClient({
    baseUrl: options.baseUrl,
    // Every call passes here: the one place the console learns the server stopped answering.
    fetch: tracked(options.fetch),
    // An item a newer server sent that does not parse is left out of its list, with a note.
    onInvalidItem: noteInvalidItem,
  });
  current = { client, options };
  return client;
}

/**
 * The one api-client instance (API §4): stores call it directly, e.g.
 * `client().project(id).keys.list()`.
 *
 * @throws Error when called before {@link connect}.
 */
export function client(): ApiClient {
  if (!current) throw new Error('The console is not connected: call connect() first');
  return current.client;
}

/**
 * Opens a new live event feed (websocket `api/ws`, API §7) on the connected server; the caller
 * disposes it. The app opens one after start-up (spec core §4).
 *
 * @throws Error when called before {@link connect}.
 */
export function openFeed(): EventFeed {
  if (!current) throw new Error('The console is not connected: call connect() first');
  const { baseUrl, WebSocket, reconnectDelayMs } = current.options;
  return createEventFeed({ baseUrl, WebSocket: WebSocket ?? browserSocket(), reconnectDelayMs });
}

/**
 * The browser's websocket for the feed: in a worker (`feedSocket.ts`: the messages reach the
 * page in batches, not one task each) where workers exist, else the browser's own `WebSocket`.
 */
function browserSocket(): WebSocketConstructor | undefined {
  if (typeof Worker === 'undefined' || typeof WebSocket === 'undefined') return undefined;
  workerSocket ??= createWorkerWebSocket(
    () => new Worker(new URL('./feedSocket.worker.ts', import.meta.url), { type: 'module' }),
    WebSocket,
  );
  return workerSocket;
}
let workerSocket: WebSocketConstructor | undefined;

/** Whether the connected server answers REST calls, and when it last did ({@link ServerReachability}). */
export function serverReachability(): ServerReachability {
  return reachability;
}

/**
 * Calls `listener` each time the server stops or starts answering REST calls (not on every
 * answer). While it does not answer, `GET api/ping` probes it with backoff. Returns the
 * unsubscribe function.
 */
export function subscribeServerReachability(
  listener: (value: ServerReachability) => void,
): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}
