import { createAuthClient, type AuthClient } from '@semaphore-console/api-client/auth';
import type { FetchFunction, WebSocketConstructor } from '@semaphore-console/api-client';

/*
 * The console's connection to its server: the options of `connect`, the `fetch` every call passes
 * (which tracks whether the server answers, spec core §4) and the session part of the api-client
 * (`authClient()`, API §2, §6.2). The sign-in page needs nothing more, so this module imports only
 * `@semaphore-console/api-client/auth`; the whole client is `client()` in client.ts, made from this
 * connection on first use (STYLE.md "One path to the server": one connection, one library).
 */

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
  connection.auth.ping().catch(() => undefined);
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

/** One connection to the server: its options, the tracked `fetch` and the session client. */
export interface ServerConnection {
  options: ConnectOptions;
  /** The `fetch` every call of the console passes, tracking {@link serverReachability}. */
  fetch: FetchFunction;
  /** The session part of the api-client over {@link ServerConnection.fetch}. */
  auth: AuthClient;
}

let current: ServerConnection | undefined;

/**
 * Connects the console to its server (the base address, API §1.1): resets what is known about
 * its reachability and creates the session client. Called once at start-up (apiClient.ts) and by
 * tests through `connect` (client.ts). Returns the connection.
 */
export function connectServer(options: ConnectOptions): ServerConnection {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  nextProbeMs = options.probeDelay?.firstMs ?? DEFAULT_PROBE_DELAY.firstMs;
  setReachability({ reachable: true, lastContact: null });
  // Every call passes here: the one place the console learns the server stopped answering.
  const fetch = tracked(options.fetch);
  current = { options, fetch, auth: createAuthClient({ baseUrl: options.baseUrl, fetch }) };
  return current;
}

/**
 * The connection made by {@link connectServer}.
 * @throws Error when called before it.
 */
export function serverConnection(): ServerConnection {
  if (!current) throw new Error('The console is not connected: call connect() first');
  return current;
}

/**
 * The session part of the api-client (API §2 sign-in, §6.2 `GET /api/user`): what the sign-in
 * screen calls, e.g. `authClient().auth.login(…)`. The same calls as `client().auth`.
 * @throws Error when called before {@link connectServer}.
 */
export function authClient(): AuthClient {
  return serverConnection().auth;
}

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
