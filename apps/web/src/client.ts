import {
  createApiClient,
  createEventFeed,
  type ApiClient,
  type EventFeed,
  type FetchFunction,
  type WebSocketConstructor,
} from '@semaphore-console/api-client';
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
  const client = createApiClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
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
  return createEventFeed({ baseUrl, WebSocket, reconnectDelayMs });
}
