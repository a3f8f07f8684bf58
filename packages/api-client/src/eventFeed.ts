/**
 * `createEventFeed`: the live websocket feed of task `update` and `log` messages
 * (API §7, spec core §4 "Live feed", §9 "feed reconnect 2000 ms").
 */
import * as v from 'valibot';
import { resolveBaseUrl } from './http';
import { WsMessageSchema } from './schemas';
import type { WsLog, WsUpdate } from './schemas';

/**
 * Whether `data` is a well-formed `log` message (API §7.3): what `WsMessageSchema` accepts for
 * `type: "log"` (numeric ids, string time and output; other fields kept as they are).
 */
function isLogMessage(data: unknown): data is WsLog {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return (
    m.type === 'log' &&
    typeof m.task_id === 'number' &&
    typeof m.project_id === 'number' &&
    typeof m.time === 'string' &&
    typeof m.output === 'string'
  );
}

/** Reconnect delay after a close, in milliseconds (spec core §9). */
export const FEED_RECONNECT_DELAY_MS = 2000;

/**
 * Connection state of the feed:
 * - `connecting`: the first connection attempt is under way;
 * - `open`: connected, messages flow;
 * - `reconnecting`: the connection closed (or never opened); a new attempt follows
 *   `reconnectDelayMs` after each close;
 * - `closed`: `dispose()` was called; final.
 */
export type EventFeedState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A message that was not an `update` or `log` message of the documented shape. */
export interface InvalidFeedMessage {
  /** The raw frame text. */
  data: string;
  /** Why it was rejected. */
  reason: string;
}

/** Events of the feed and their payloads. */
export interface EventFeedEvents {
  /** A task's status or timing changed (API §7.3). */
  update: WsUpdate;
  /** One line of task output (API §7.3). */
  log: WsLog;
  /**
   * The connection opened again after a close. The server never replays missed messages:
   * refetch what you display (task, output, lists) and merge.
   */
  reconnected: undefined;
  /** The connection state changed. */
  state: EventFeedState;
  /** A frame that is not valid JSON or not a documented message; it is otherwise ignored. */
  invalid: InvalidFeedMessage;
}

/** The minimal WebSocket surface the feed uses (browser WebSocket, `ws`, undici). */
export interface WebSocketLike {
  /** Adds a listener (`open`, `message`, `close`, `error`). */
  addEventListener(type: string, listener: (event: never) => void): void;
  /** Removes a listener added with `addEventListener`. */
  removeEventListener(type: string, listener: (event: never) => void): void;
  /** Closes the connection. */
  close(code?: number, reason?: string): void;
}

/**
 * A WebSocket constructor: the browser's `WebSocket`; in Node 20 `WebSocket` from the `ws`
 * package, or Node's own (`--experimental-websocket`). For a token, the feed calls
 * `new WebSocket(url, { headers })`, which both Node implementations accept.
 */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => object;

/** Options of {@link createEventFeed}. */
export interface EventFeedOptions {
  /** Base URL of the server including its web root (same as `createApiClient`). */
  baseUrl: string;
  /** WebSocket implementation; defaults to `globalThis.WebSocket`. */
  WebSocket?: WebSocketConstructor;
  /**
   * API token for non-browser clients: sent as `Authorization: Bearer <token>` on the
   * upgrade request (`ws`, or Node's WebSocket). Not used in the browser (cookie auth).
   */
  token?: string;
  /** Delay before reconnecting after a close, in ms (default 2,000, spec core §9). */
  reconnectDelayMs?: number;
}

/** The live feed returned by {@link createEventFeed}. */
export interface EventFeed {
  /** The websocket URL (`ws://…/api/ws` or `wss://…`). */
  readonly url: string;
  /** Current connection state. */
  readonly state: EventFeedState;
  /**
   * Subscribes to one event type. Returns the function that unsubscribes.
   * Listeners run synchronously, in subscription order; a throwing listener does not stop
   * the others (its error is reported with `reportError`/`console.error`).
   */
  on<K extends keyof EventFeedEvents>(
    type: K,
    listener: (payload: EventFeedEvents[K]) => void,
  ): () => void;
  /** Closes the connection for good, cancels a pending reconnect and drops every listener. */
  dispose(): void;
}

/**
 * Derives the websocket URL `<baseUrl>api/ws` with the scheme swapped to `ws:`/`wss:`.
 *
 * @throws {TypeError} when `baseUrl` is relative outside the browser.
 */
export function eventFeedUrl(baseUrl: string): string {
  const url = new URL('api/ws', resolveBaseUrl(baseUrl));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

function frameText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    return new TextDecoder().decode(data as ArrayBuffer | ArrayBufferView);
  }
  if (Array.isArray(data)) {
    // `ws` with binaryType "fragments"
    return data.map((part) => frameText(part) ?? '').join('');
  }
  return undefined;
}

function report(error: unknown): void {
  const reportError = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (reportError) reportError(error);
  else console.error(error);
}

/**
 * Opens the live feed at `<baseUrl>api/ws` and keeps it open: after every close it waits
 * `reconnectDelayMs` (2,000 ms) and connects again, emitting `reconnected` when it is back.
 * Works in the browser (session cookie) and in Node 20 with `ws` (pass `WebSocket` and a
 * `token`). The client never sends anything on the socket (API §7.1).
 *
 * ```ts
 * const feed = createEventFeed({ baseUrl: '/' });
 * const off = feed.on('log', (line) => console.log(line.task_id, line.output));
 * feed.on('reconnected', () => refetch());
 * // later: off(); feed.dispose();
 * ```
 *
 * @throws {TypeError} when no WebSocket implementation is available or `baseUrl` is invalid.
 */
export function createEventFeed(options: EventFeedOptions): EventFeed {
  const url = eventFeedUrl(options.baseUrl);
  const Found = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!Found) {
    throw new TypeError(
      'No WebSocket implementation: pass `WebSocket` (e.g. from the "ws" package) to createEventFeed',
    );
  }
  const Impl: WebSocketConstructor = Found;
  const delay = options.reconnectDelayMs ?? FEED_RECONNECT_DELAY_MS;
  const listeners: { [K in keyof EventFeedEvents]: Set<(payload: EventFeedEvents[K]) => void> } = {
    update: new Set(),
    log: new Set(),
    reconnected: new Set(),
    state: new Set(),
    invalid: new Set(),
  };
  let state: EventFeedState = 'connecting';
  let socket: WebSocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closedBefore = false;
  let disposed = false;

  function emit<K extends keyof EventFeedEvents>(type: K, payload: EventFeedEvents[K]): void {
    for (const listener of [...listeners[type]]) {
      try {
        listener(payload);
      } catch (error) {
        report(error);
      }
    }
  }

  function setState(next: EventFeedState): void {
    if (state === next) return;
    state = next;
    emit('state', next);
  }

  const onOpen = (): void => {
    setState('open');
    if (closedBefore) emit('reconnected', undefined);
  };

  const onMessage = (event: { data: unknown }): void => {
    const text = frameText(event.data);
    if (text === undefined) {
      emit('invalid', { data: String(event.data), reason: 'not a text frame' });
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      emit('invalid', { data: text, reason: 'not valid JSON' });
      return;
    }
    // The common message of a busy feed (thousands a second while a task prints): checked by hand,
    // the same rules as the schema (API §7.3), without building a copy of it.
    if (isLogMessage(data)) {
      emit('log', data);
      return;
    }
    const result = v.safeParse(WsMessageSchema, data);
    if (!result.success) {
      const issue = result.issues[0];
      emit('invalid', {
        data: text,
        reason: `${(issue && v.getDotPath(issue)) ?? '(root)'}: ${issue?.message ?? 'invalid'}`,
      });
      return;
    }
    if (result.output.type === 'update') emit('update', result.output);
    else emit('log', result.output);
  };

  const onClose = (): void => {
    detach();
    closedBefore = true;
    if (disposed) return;
    setState('reconnecting');
    timer = setTimeout(connect, delay);
  };

  const onError = (): void => {
    // A close event always follows; reconnecting is handled there.
  };

  function detach(): void {
    if (!socket) return;
    socket.removeEventListener('open', onOpen);
    socket.removeEventListener('message', onMessage as (event: never) => void);
    socket.removeEventListener('close', onClose);
    socket.removeEventListener('error', onError);
    socket = undefined;
  }

  function connect(): void {
    timer = undefined;
    if (disposed) return;
    try {
      // `ws` and Node's own WebSocket (undici) both take `{ headers }` as the second argument;
      // a browser cannot send headers (it sends the session cookie), so no token is passed there.
      const withHeaders = Impl as unknown as new (url: string, init: object) => object;
      const created =
        options.token && typeof document === 'undefined'
          ? new withHeaders(url, { headers: { Authorization: `Bearer ${options.token}` } })
          : new Impl(url);
      socket = created as WebSocketLike;
    } catch (error) {
      report(error);
      onClose();
      return;
    }
    socket.addEventListener('open', onOpen);
    socket.addEventListener('message', onMessage as (event: never) => void);
    socket.addEventListener('close', onClose);
    socket.addEventListener('error', onError);
  }

  connect();

  return {
    url,
    get state() {
      return state;
    },
    on(type, listener) {
      const set = listeners[type] as Set<typeof listener>;
      if (disposed) return () => {};
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const current = socket;
      detach();
      if (current) {
        // Keep an error listener until the close completes: `ws` emits `error` when a
        // connecting socket is closed, and an EventEmitter without listener would throw.
        const finish = (): void => {
          current.removeEventListener('error', onError);
          current.removeEventListener('close', finish);
        };
        current.addEventListener('error', onError);
        current.addEventListener('close', finish);
        try {
          current.close(1000, 'disposed');
        } catch {
          finish();
        }
      }
      setState('closed');
      for (const set of Object.values(listeners)) set.clear();
    },
  };
}
