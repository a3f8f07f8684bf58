import type { ApiClient } from '@semaphore-console/api-client';
import {
  createDemoApp,
  demoPassword,
  memoryTransport,
  type DemoApp,
  type DemoAppOptions,
  type MemoryTransport,
} from '@semaphore-console/demo-server';
import { connect } from '../server/client';

/** The demo server in memory, connected as the console's one api-client. */
export interface DemoHarness {
  /** The demo app: its `state` (read-only in tests), `tick()`, `hub`. */
  app: DemoApp;
  /** The in-memory fetch and websocket (`dropSockets()` simulates a dropped feed). */
  transport: MemoryTransport;
  /** The connected api-client (the same instance `client()` returns). */
  client: ApiClient;
  /** Every request the demo app received, oldest first (what a test asserts was sent). */
  requests: DemoRequest[];
  /** Signs in as a seeded user (`admin`, `owner`, `manager`, `runner`, `guest`, `dana`). */
  signIn(username: string): Promise<void>;
  /** The first seeded project's id (or the given name's). */
  projectId(name?: string): number;
  /**
   * Makes the demo server answer the next `count` (default 1) requests under `path` with `status`
   * (an empty body) and/or after `delayMs` — the demo's request faults (`POST
   * /api/demo/faults/requests`). Needs `startDemo({ faults: true })`.
   * @throws Error when the demo refused the rule (e.g. started without `faults`).
   */
  fault(rule: DemoFault): Promise<void>;
  /**
   * The server goes away, as a stopped process would: every request fails with a network error
   * (`TypeError`, what `fetch` throws) and the websockets drop and cannot reconnect, until
   * {@link DemoHarness.serverBack}.
   */
  serverDown(): void;
  /** The server answers again (requests and websockets); the state is unchanged. */
  serverBack(): void;
  /** Stops the runner's timers. */
  close(): void;
}

/** A request fault of {@link DemoHarness.fault}. */
export interface DemoFault {
  /** Path prefix of the affected requests, starting with `/api/`. */
  path: string;
  /** Status to answer instead of handling the request; undefined = handle it (after the delay). */
  status?: number;
  /** Delay before answering, in ms. */
  delayMs?: number;
  /** How many requests to affect (default 1). */
  count?: number;
}

/** A request the demo app received. */
export interface DemoRequest {
  /** HTTP method, upper case. */
  method: string;
  /** URL path, e.g. `/api/project/1/tasks/7/stop`. */
  path: string;
  /** The query with its `?` (`''` when none). */
  search: string;
  /** The body text (`''` when none). */
  body: string;
}

/** Options of {@link startDemo}. */
export interface StartDemoOptions extends DemoAppOptions {
  /** Seeded user to sign in as (default `admin`); `null` stays signed out. */
  user?: string | null;
  /** Start the task runner (default true): tasks created in the test run on fast timing. */
  run?: boolean;
}

/**
 * Connects the console to a fresh, seeded demo server in memory (STYLE.md "One path to the
 * server"): `client()` then reaches the demo app's request handler, and `openFeed()` its hub. Fast
 * runner timing and no schedule timer unless given. Call `close()` after the test.
 */
export async function startDemo(options: StartDemoOptions = {}): Promise<DemoHarness> {
  const { user = 'admin', run = true, ...appOptions } = options;
  const app = createDemoApp({
    schedules: false,
    ...appOptions,
    timing: { tickMs: 5, lineMs: 1, startingMs: 1, ...appOptions.timing },
  });
  const requests: DemoRequest[] = [];
  const handle = app.fetch;
  const authenticate = app.authenticate.bind(app);
  let down = false;
  app.authenticate = (auth) => (down ? undefined : authenticate(auth));
  app.fetch = async (request) => {
    if (down) throw new TypeError('fetch failed');
    const body = request.body ? await request.clone().text() : '';
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, search: url.search, body });
    return handle(request);
  };
  const transport = memoryTransport(app);
  const client = connect({
    baseUrl: `${transport.origin}/`,
    fetch: transport.fetch,
    WebSocket: transport.WebSocket,
    reconnectDelayMs: 20,
    probeDelay: { firstMs: 20, maxMs: 100 },
  });
  const harness: DemoHarness = {
    app,
    transport,
    client,
    requests,
    signIn: (username) => client.auth.login({ auth: username, password: demoPassword }),
    projectId(name) {
      const project = name
        ? app.state.projects.find((p) => p.name === name)
        : app.state.projects[0];
      if (!project) throw new Error(`No seeded project ${name ?? ''}`);
      return project.id;
    },
    async fault({ count = 1, ...rule }) {
      const response = await handle(
        new Request(`${transport.origin}/api/demo/faults/requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...rule, count }),
        }),
      );
      if (!response.ok) throw new Error(`The demo refused the fault: ${response.status}`);
    },
    serverDown() {
      down = true;
      transport.dropSockets();
    },
    serverBack() {
      down = false;
    },
    close: () => app.close(),
  };
  if (user) await harness.signIn(user);
  if (run) app.start();
  return harness;
}
