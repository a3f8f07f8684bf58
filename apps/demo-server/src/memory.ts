import { sessionCookie } from './auth';
import type { HubSocket } from './hub';
import type { DemoApp } from './server';

/** The browser-like WebSocket surface of {@link memoryTransport}'s sockets. */
interface MemoryEventMap {
  open: Record<string, never>;
  message: { data: string };
  close: { code: number; reason: string; wasClean: boolean };
  error: Record<string, never>;
}

type AnyListener = (event: never) => void;

/** What {@link memoryTransport} gives the api-client: `fetch` and a `WebSocket` constructor. */
export interface MemoryTransport {
  /** The origin requests are addressed to (`http://demo.test`); use `${origin}/` as the base URL. */
  readonly origin: string;
  /**
   * A `fetch` that hands every request to the demo app's handler, with a cookie jar for the
   * `semaphore` session cookie (API §2.1) like a browser on one origin.
   */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /**
   * A WebSocket constructor whose sockets join the demo app's hub with the jar's session
   * (API §7.1): they open on the next task turn, receive the hub's messages and close like a
   * dropped socket (code 1006) when the server side terminates them, or with code 1005 when the
   * server closes them after a send-buffer overflow (API §7.5).
   */
  readonly WebSocket: new (url: string) => {
    addEventListener(type: string, listener: AnyListener): void;
    removeEventListener(type: string, listener: AnyListener): void;
    close(code?: number, reason?: string): void;
  };
  /** The current session cookie value, if signed in. */
  session(): string | undefined;
  /** Drops every socket opened through this transport, as a flooded or restarted server would. */
  dropSockets(): void;
}

/**
 * Connects an api-client to a demo app in memory: no port, no network. Requests go straight to
 * the app's `fetch`; websockets are in-memory pairs registered with its hub (API §7).
 *
 * ```ts
 * const app = createDemoApp({ schedules: false });
 * const transport = memoryTransport(app);
 * const client = createApiClient({ baseUrl: `${transport.origin}/`, fetch: transport.fetch });
 * const feed = createEventFeed({ baseUrl: `${transport.origin}/`, WebSocket: transport.WebSocket });
 * ```
 */
export function memoryTransport(app: DemoApp, origin = 'http://demo.test'): MemoryTransport {
  let cookie: string | undefined;
  const open = new Set<{ drop(): void }>();

  async function memoryFetch(input: Request | string | URL, init?: RequestInit) {
    const request = new Request(input instanceof URL ? input.href : input, init);
    if (cookie && !request.headers.has('cookie')) {
      request.headers.set('cookie', `${sessionCookie}=${encodeURIComponent(cookie)}`);
    }
    const known = new Set(app.state.sessions.map((session) => session.id));
    const response = await app.fetch(request);
    // The jar follows the server's sessions rather than `Set-Cookie`, which a DOM test
    // environment hides from responses as a browser does: a session created by this request is
    // the caller's (sign-in, API §2.1); a session that is gone (sign-out) clears the cookie.
    // Sign-out answers an expired cookie, so the jar drops it.
    const created = app.state.sessions.find((session) => !known.has(session.id));
    if (created) cookie = created.id;
    else if (
      (response.ok && new URL(request.url).pathname.endsWith('/api/auth/logout')) ||
      (cookie && !app.state.sessions.some((session) => session.id === cookie))
    ) {
      cookie = undefined;
    }
    return response;
  }

  class MemoryWebSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 0;
    readonly url: string;
    private readonly listeners = new Map<string, Set<AnyListener>>();
    private serverClose: (() => void)[] = [];

    constructor(url: string) {
      this.url = url;
      setTimeout(() => this.connect(), 0);
    }

    private emit<K extends keyof MemoryEventMap>(type: K, event: MemoryEventMap[K]): void {
      for (const listener of [...(this.listeners.get(type) ?? [])]) {
        (listener as (e: MemoryEventMap[K]) => void)(event);
      }
    }

    private connect(): void {
      if (this.readyState !== 0) return;
      const user = app.authenticate({ cookie });
      if (!user) {
        this.readyState = 3;
        this.emit('error', {});
        this.emit('close', { code: 1006, reason: '', wasClean: false });
        return;
      }
      this.readyState = 1;
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      const client = this;
      const server: HubSocket = {
        get readyState() {
          return client.readyState;
        },
        OPEN: 1,
        // Delivered on a later microtask; the callback runs after delivery, so a hub queue drains
        // asynchronously and a burst sent in one turn fills it (API §7.5).
        send(text, callback) {
          queueMicrotask(() => {
            if (client.readyState !== 1) {
              callback?.(new Error('socket closed'));
              return;
            }
            client.emit('message', { data: text });
            callback?.();
          });
        },
        close: () => this.finish(1005),
        terminate: () => this.finish(1006),
        on: (_event, listener) => {
          this.serverClose.push(listener);
        },
      };
      const handle = { drop: () => this.finish(1006) };
      open.add(handle);
      this.serverClose.push(() => open.delete(handle));
      app.hub.add(user.id, server);
      this.emit('open', {});
    }

    private finish(code: number): void {
      if (this.readyState === 3) return;
      const wasOpen = this.readyState === 1;
      this.readyState = 3;
      for (const listener of this.serverClose.splice(0)) listener();
      if (wasOpen) this.emit('close', { code, reason: '', wasClean: code !== 1006 });
    }

    addEventListener(type: string, listener: AnyListener): void {
      let set = this.listeners.get(type);
      if (!set) this.listeners.set(type, (set = new Set()));
      set.add(listener);
    }

    removeEventListener(type: string, listener: AnyListener): void {
      this.listeners.get(type)?.delete(listener);
    }

    close(code = 1000): void {
      if (this.readyState === 0) this.readyState = 3;
      this.finish(code);
    }
  }

  return {
    origin,
    fetch: memoryFetch,
    WebSocket: MemoryWebSocket,
    session: () => cookie,
    dropSockets() {
      for (const handle of [...open]) handle.drop();
    },
  };
}
