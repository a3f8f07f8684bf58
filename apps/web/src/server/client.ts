import {
  createApiClient,
  createEventFeed,
  type ApiClient,
  type EventFeed,
  type FetchFunction,
  type WebSocketConstructor,
} from '@semaphore-console/api-client';
import { connectServer, serverConnection, type ConnectOptions } from './connection';
import { createWorkerWebSocket } from './feedSocket';
import { noteInvalidItem } from '../invalid-items/noteInvalidItem';

export type { ConnectOptions } from './connection';
export { serverReachability, subscribeServerReachability } from './connection';

/** The whole api-client of the connection it was made for. */
let made: { for: object; client: ApiClient } | undefined;

/**
 * Connects the console to its server (connection.ts `connectServer`) and returns the one
 * api-client instance every store calls (STYLE.md "One path to the server"). Called by tests with
 * the in-memory demo server (`src/test/demo.ts`); the app connects once at start-up (apiClient.ts).
 */
export function connect(options: ConnectOptions): ApiClient {
  connectServer(options);
  return client();
}

/**
 * The one api-client instance (API §4): stores call it directly, e.g.
 * `client().project(id).keys.list()`. Made on first use from the connection (its tracked `fetch`),
 * so the sign-in page, which calls only `authClient()`, never loads the whole client.
 *
 * @throws Error when called before {@link connect} (or connection.ts `connectServer`).
 */
export function client(): ApiClient {
  const connection = serverConnection();
  if (made?.for !== connection) {
    const client = createApiClient({
      baseUrl: connection.options.baseUrl,
      fetch: earlyFirst(connection.fetch),
      // An item a newer server sent that does not parse is left out of its list, with a note.
      onInvalidItem: noteInvalidItem,
    });
    made = { for: connection, client };
  }
  return made.client;
}

/**
 * `fetch` that first takes the answer boot.ts already requested for a `GET` of the same address
 * (each once: a later call of the address asks the server again).
 */
function earlyFirst(fetch: FetchFunction): FetchFunction {
  return (request, init) => {
    const early = typeof window === 'undefined' ? undefined : window.__consoleEarly;
    if (!early?.size || (init?.method ?? request.method) !== 'GET') return fetch(request, init);
    const answer = early.get(request.url);
    early.delete(request.url);
    return answer ?? fetch(request, init);
  };
}

/**
 * Opens a new live event feed (websocket `api/ws`, API §7) on the connected server; the caller
 * disposes it. The app opens one after start-up (spec core §4).
 *
 * @throws Error when called before {@link connect}.
 */
export function openFeed(): EventFeed {
  const { baseUrl, WebSocket, reconnectDelayMs } = serverConnection().options;
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
