import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  createEventFeed,
  eventFeedUrl,
  type EventFeed,
  type EventFeedOptions,
  type EventFeedState,
  type InvalidFeedMessage,
} from './eventFeed';
import type { WsLog, WsUpdate } from './schemas';
import { wsUpdateSample } from '../test/wireSamples';

interface TestServer {
  wss: WebSocketServer;
  baseUrl: string;
  upgrades: IncomingMessage[];
  connections: WebSocket[];
  nextConnection(): Promise<WebSocket>;
  close(): Promise<void>;
}

async function startServer(
  pathPrefix = '/',
  accepting: () => boolean = () => true,
): Promise<TestServer> {
  const upgrades: IncomingMessage[] = [];
  const connections: WebSocket[] = [];
  let waiters: Array<(socket: WebSocket) => void> = [];
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    path: `${pathPrefix}api/ws`,
    // refused upgrades answer 401, like the server without a session (API §7.1)
    verifyClient: (_info, done) => done(accepting(), 401),
  });
  wss.on('connection', (socket, request) => {
    upgrades.push(request);
    connections.push(socket);
    const pending = waiters;
    waiters = [];
    for (const resolve of pending) resolve(socket);
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as { port: number };
  return {
    wss,
    baseUrl: `http://127.0.0.1:${port}${pathPrefix}`,
    upgrades,
    connections,
    nextConnection: () => new Promise((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}

/** Records every WebSocket the feed creates, to inspect their listeners. */
function recordingWebSocket() {
  const created: WebSocket[] = [];
  class Recording extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      created.push(this);
    }
  }
  return { created, Recording };
}

function waitFor(feed: EventFeed, type: 'state', value: EventFeedState): Promise<void>;
function waitFor<T>(feed: EventFeed, type: 'update' | 'log' | 'reconnected'): Promise<T>;
function waitFor(
  feed: EventFeed,
  type: 'state' | 'update' | 'log' | 'reconnected',
  value?: string,
) {
  return new Promise((resolve) => {
    if (type === 'state' && feed.state === value) return resolve(undefined);
    const off = feed.on(type, (payload: unknown) => {
      if (type === 'state' && payload !== value) return;
      off();
      resolve(payload);
    });
  });
}

const log: WsLog = {
  type: 'log',
  task_id: 41,
  project_id: 3,
  time: '2024-10-25T10:00:06.5+05:00',
  output: '\u001b[32mok: [localhost]\u001b[0m',
};

let server: TestServer | undefined;
let feed: EventFeed | undefined;

afterEach(async () => {
  feed?.dispose();
  feed = undefined;
  await server?.close();
  server = undefined;
});

describe('eventFeedUrl', () => {
  it('swaps the scheme and keeps the web root', () => {
    expect(eventFeedUrl('http://h:3000/semaphore')).toBe('ws://h:3000/semaphore/api/ws');
    expect(eventFeedUrl('https://h/')).toBe('wss://h/api/ws');
  });
});

describe('createEventFeed against a ws server', () => {
  it('connects under the web root and parses update and log messages', async () => {
    server = await startServer('/sem/');
    const states: EventFeedState[] = [];
    const connection = server.nextConnection();
    feed = createEventFeed({ baseUrl: server.baseUrl, WebSocket });
    expect(feed.state).toBe('connecting');
    feed.on('state', (state) => states.push(state));
    const socket = await connection;
    await waitFor(feed, 'state', 'open');
    const updates: WsUpdate[] = [];
    const logs: WsLog[] = [];
    const invalid: InvalidFeedMessage[] = [];
    feed.on('update', (message) => updates.push(message));
    feed.on('log', (message) => logs.push(message));
    feed.on('invalid', (message) => invalid.push(message));
    const lastLog = waitFor<WsLog>(feed, 'log');
    socket.send(JSON.stringify(wsUpdateSample));
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'update', task_id: 'x' }));
    socket.send(JSON.stringify({ ...log, output: 7 }));
    socket.send(JSON.stringify({ ...log, extra: 1 }));
    await lastLog;
    expect(updates).toEqual([wsUpdateSample]);
    expect(logs).toEqual([{ ...log, extra: 1 }]);
    expect(invalid.map((item) => item.reason)).toEqual([
      'not valid JSON',
      expect.stringContaining('task_id'),
      expect.stringContaining('output'),
    ]);
    expect(states).toEqual(['open']);
    expect(server.upgrades[0]!.url).toBe('/sem/api/ws');
  });

  /**
   * Starts the test server and a feed on it with the `ws` WebSocket and `options` (both are also
   * kept for the clean-up after each test); resolves once the server holds the feed's first
   * connection, with `socket` its side of it.
   */
  async function startFeed(options: Partial<EventFeedOptions> = {}) {
    const started = await startServer();
    server = started;
    const connection = started.nextConnection();
    const created = createEventFeed({ baseUrl: started.baseUrl, WebSocket, ...options });
    feed = created;
    return { server: started, feed: created, socket: await connection };
  }

  it('sends the token as a bearer header on the upgrade', async () => {
    const { server } = await startFeed({ token: 'tok' });
    expect(server.upgrades[0]!.headers.authorization).toBe('Bearer tok');
  });

  it("uses Node's own WebSocket when none is injected, with the token header", async () => {
    expect(typeof globalThis.WebSocket).toBe('function'); // --experimental-websocket
    server = await startServer();
    const connection = server.nextConnection();
    feed = createEventFeed({ baseUrl: server.baseUrl, token: 'native' });
    const socket = await connection;
    expect(server.upgrades[0]!.headers.authorization).toBe('Bearer native');
    await waitFor(feed, 'state', 'open');
    const received = waitFor<WsLog>(feed, 'log');
    socket.send(JSON.stringify(log));
    expect(await received).toEqual(log);
  });

  it('reconnects 2,000 ms after a close and emits reconnected', async () => {
    const { server, feed, socket: first } = await startFeed();
    await waitFor(feed, 'state', 'open');
    const reconnected = waitFor(feed, 'reconnected');
    const connection = server.nextConnection();
    const closedAt = Date.now();
    first.terminate();
    await waitFor(feed, 'state', 'reconnecting');
    const second = await connection;
    const waited = Date.now() - closedAt;
    await reconnected;
    expect(feed.state).toBe('open');
    expect(waited).toBeGreaterThanOrEqual(1900);
    const received = waitFor<WsLog>(feed, 'log');
    second.send(JSON.stringify(log));
    expect(await received).toEqual(log);
  });

  it('keeps retrying while upgrades are refused and reports every state', async () => {
    let accepting = true;
    server = await startServer('/', () => accepting);
    const states: EventFeedState[] = [];
    const first = server.nextConnection();
    feed = createEventFeed({ baseUrl: server.baseUrl, WebSocket, reconnectDelayMs: 50 });
    feed.on('state', (state) => states.push(state));
    const socket = await first;
    await waitFor(feed, 'state', 'open');
    accepting = false;
    socket.terminate();
    await waitFor(feed, 'state', 'reconnecting');
    await new Promise((resolve) => setTimeout(resolve, 300)); // several refused attempts
    expect(feed.state).toBe('reconnecting');
    expect(server.connections).toHaveLength(1);
    const reconnected = waitFor(feed, 'reconnected');
    const second = server.nextConnection();
    accepting = true;
    await second;
    await reconnected;
    expect(states).toEqual(['open', 'reconnecting', 'open']);
  });

  it('leaks no listeners or timers after dispose', async () => {
    server = await startServer();
    const { created, Recording } = recordingWebSocket();
    let connection = server.nextConnection();
    feed = createEventFeed({ baseUrl: server.baseUrl, WebSocket: Recording, reconnectDelayMs: 50 });
    const first = await connection;
    await waitFor(feed, 'state', 'open');
    connection = server.nextConnection();
    first.terminate();
    await connection;
    await waitFor(feed, 'state', 'open');
    expect(created).toHaveLength(2);
    // the closed first socket has no listeners left
    for (const type of ['open', 'message', 'close', 'error']) {
      expect(created[0]!.listenerCount(type)).toBe(0);
    }
    const serverSide = server.connections[1]!;
    const serverClosed = new Promise((resolve) => serverSide.once('close', resolve));
    const states: EventFeedState[] = [];
    feed.on('state', (state) => states.push(state));
    feed.dispose();
    await serverClosed;
    await new Promise((resolve) => setTimeout(resolve, 200)); // > reconnect delay
    expect(states).toEqual(['closed']);
    expect(feed.state).toBe('closed');
    expect(created).toHaveLength(2); // no reconnect after dispose
    for (const socket of created) {
      for (const type of ['open', 'message', 'close', 'error']) {
        expect(socket.listenerCount(type)).toBe(0);
      }
    }
    expect(server.connections).toHaveLength(2);
  });

  it('cancels a pending reconnect and closes a connecting socket on dispose', async () => {
    server = await startServer();
    const { created, Recording } = recordingWebSocket();
    const connection = server.nextConnection();
    feed = createEventFeed({ baseUrl: server.baseUrl, WebSocket: Recording, reconnectDelayMs: 50 });
    feed.dispose(); // while connecting
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(created).toHaveLength(1);
    for (const type of ['open', 'message', 'close', 'error']) {
      expect(created[0]!.listenerCount(type)).toBe(0);
    }
    void connection;
  });

  it('unsubscribes a listener and survives a throwing one', async () => {
    const { feed, socket } = await startFeed();
    await waitFor(feed, 'state', 'open');
    const seen: string[] = [];
    const off = feed.on('log', () => seen.push('removed'));
    off();
    const originalError = console.error;
    const reported: unknown[] = [];
    console.error = (error: unknown) => reported.push(error);
    const g = globalThis as { reportError?: unknown };
    const savedReport = g.reportError;
    g.reportError = undefined;
    try {
      feed.on('log', () => {
        throw new Error('listener bug');
      });
      feed.on('log', (line) => seen.push(line.output));
      const received = waitFor<WsLog>(feed, 'log');
      socket.send(JSON.stringify(log));
      await received;
    } finally {
      console.error = originalError;
      g.reportError = savedReport;
    }
    expect(seen).toEqual([log.output]);
    expect(String(reported[0])).toContain('listener bug');
  });
});
