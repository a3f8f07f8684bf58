import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { authenticate, sessionFromCookie, sessionFromHeader } from './auth';
import type { Hub } from './hub';
import {
  Demo,
  type DemoSettings,
  type LdapProvider,
  type OidcProvider,
  type RunnerTiming,
  type ServerVersion,
  serverVersions,
} from './demo';
import { Faults, outputDelay, socketBufferSize } from './faults';
import { type DemoEnv, HttpError } from './http';
import { type DemoState, type StoredUser, emptyState } from './model';
import { registerAdminRoutes } from './routes/admin';
import { registerBackupRoutes, registerRestoreRoutes } from './routes/backup';
import { registerDemoRoutes } from './routes/demo';
import { registerIntegrationRoutes } from './routes/integrations';
import { registerProjectRoutes } from './routes/projects';
import { registerResourceRoutes } from './routes/resources';
import { registerPublicRoutes, registerUserRoutes } from './routes/session';
import { registerTaskRoutes } from './routes/tasks';
import { registerTemplateRoutes } from './routes/templates';
import { TaskRunner } from './runner';
import {
  checkSession,
  enrollingUser,
  enrolmentPaths,
  registerSecondFactorRoutes,
  seedSecondFactorUsers,
} from './secondFactor';
import { encode220 } from './wire220';
import { originCheck, registerV220Routes } from './routes/v220';
import { registerStatsRoutes } from './routes/stats';
import { registerTemplateInventoryRoutes } from './routes/templateInventories';
import { type InviteType, inviteSetting, registerInviteRoutes } from './routes/invites';
import { Scheduler } from './scheduler';
import { defaultApps, seedState } from './seed';
import { seedLarge } from './seedLarge';

/** Options of {@link createDemoApp}: everything but the listener. */
export interface DemoAppOptions {
  /**
   * The Semaphore dialect to speak (default `'2.10'`, the API document). `'2.20'` follows
   * `newer-servers.md`: omitempty JSON (§N1), output records without `task` and task stages (§N2),
   * second-factor sign-in with the extra seeded users `totp`, `recovery`, `emailotp`, `enrol` (§N3),
   * run flags in `params` and survey-strict runs (§N4), `X-Has-Next` paging (§N5), 403 on admin
   * routes (§N7), the Origin check (§N8) and the newer `/api/info` (§N9).
   * @throws RangeError (from createDemoApp) for another value.
   */
  serverVersion?: ServerVersion;
  /**
   * The server's `web_host` URL (default none). In 2.20 mode a cookie-authenticated write whose
   * Origin (or Referer) host is neither the request's `Host` nor this URL's host answers 403
   * `{"error":"CROSS_ORIGIN_REQUEST_BLOCKED"}` (newer §N8). `/api/info` reports it as `web_host`.
   */
  webHost?: string;
  /** LDAP providers listed by `GET /api/auth/login` in 2.20 mode (newer §N3). Default none. */
  ldapProviders?: LdapProvider[];
  /**
   * 2.20 mode: whether a TOTP user may sign in with a recovery code (`auth_methods.totp.allow_recovery`,
   * newer §N3). Default true; false makes `POST /api/auth/recovery` answer 403 `TOTP_DISABLED`.
   */
  totpAllowRecovery?: boolean;
  /**
   * JSON file the state is loaded from (when it exists) and saved to after every change, so a demo
   * survives a restart. Undefined = memory only. A file that is not a demo data file throws.
   */
  dataFile?: string;
  /** Enables the `/api/demo/…` fault controls and synthetic tasks (COMMON.md). Default false. */
  faults?: boolean;
  /** OIDC providers listed by `GET /api/auth/login` (§2.2); the demo acts as their identity provider. */
  oidcProviders?: OidcProvider[];
  /** `login_with_password` of the login options (advisory only, §2.2). Default true. */
  loginWithPassword?: boolean;
  /** The server's `non_admin_can_create_project` setting (§6.4). Default false. */
  nonAdminCanCreateProject?: boolean;
  /** Simulated runner speeds in ms (defaults: tick 2000, line 120, starting 800). Tests use a few ms. */
  timing?: Partial<RunnerTiming>;
  /**
   * 2.20 mode: project invites (newer §N7) — `/api/info` `teams.invites_enabled` and
   * `invite_type`, the `…/invites` routes and `POST /api/invites/accept`. `true` = `'both'` (by
   * e-mail and by user); default off. Ignored in 2.10 mode.
   * @throws RangeError (from createDemoApp) for another value.
   */
  invites?: boolean | InviteType;
  /** Whether schedules fire on their cron (default true). */
  schedules?: boolean;
  /** Start from an empty state instead of the seed data (default false). */
  empty?: boolean;
  /**
   * Seed a large installation on top of the demo data (seedLarge.ts: 200 projects, 1,000 users,
   * a project of 5,000 templates in 20 views with 100,000 tasks). Default false; ignored with
   * `empty` or a loaded `dataFile`.
   */
  large?: boolean;
  /** Global cap of parallel tasks (default 10, like the real server). */
  maxParallelTasks?: number;
  /**
   * `use_remote_runner` of `GET /api/info` (default false). Only the answer changes: tasks still run
   * in the simulated runner; the console shows its Runners page when this is true.
   */
  useRemoteRunner?: boolean;
  /**
   * 2.20 mode: the zone cron schedules run in, reported as `/api/info` `schedule_timezone` (newer
   * §N7; an IANA name, default `UTC`). 2.10 runs cron in the process's local zone.
   * @throws RangeError (from createDemoApp) for a zone Intl does not know.
   */
  scheduleTimezone?: string;
  /**
   * Give tasks [Bolt] ids (§1.3): `2147483647 − sequence`, newest = smallest. Applies to a new state
   * (seeded or empty); a loaded `dataFile` keeps its own setting. Default false ([SQL] ids).
   */
  boltTaskIds?: boolean;
  /**
   * Fault option (API §7.5): model the real server's per-socket send buffer. A websocket is closed
   * when a message arrives while this many are queued for it (`true` = 256, the real server's
   * size); the queued ones are still sent, then a close frame without a status code (1005). A
   * burst of log lines therefore drops the socket mid-run. Default off (unbounded).
   * @throws RangeError (from createDemoApp) for a number that is not a positive integer.
   */
  socketBuffer?: number | boolean;
  /**
   * Fault option (API §7.5): log lines reach `GET …/tasks/{id}/output` this many ms after they were
   * sent over the websocket, so `/output` keeps growing after the final `update`. Default 0.
   * @throws RangeError (from createDemoApp) for a negative or fractional number.
   */
  outputDelayMs?: number;
}

/** Options of {@link createDemoServer}. */
export interface DemoServerOptions extends DemoAppOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Address to listen on (default `127.0.0.1`). */
  host?: string;
}

/**
 * The demo server without a listener: its request handler and websocket hub, for tests that run
 * the api-client against it in memory (see {@link memoryTransport}) and for {@link createDemoServer}.
 */
export interface DemoApp {
  /** The request handler (Hono's `fetch`): `Request` in, `Response` out; answers `/api/…` (API §4). */
  fetch(request: Request): Promise<Response>;
  /** The live state (for tests and tools; mutate only through the HTTP API). */
  readonly state: DemoState;
  /**
   * Resolves the user of a websocket upgrade (cookie `semaphore` value or `Authorization` header,
   * API §7.1), undefined for "401".
   */
  authenticate(auth: { cookie?: string; authorization?: string }): StoredUser | undefined;
  /** The websocket fan-out (API §7.2): add an open socket of a user to receive its messages. */
  readonly hub: Hub;
  /**
   * Every route it answers: method (`GET`, `POST`, `PUT`, `DELETE`) and Hono path pattern
   * (`/api/project/:project_id/templates`), in registration order (for tests and tools).
   */
  readonly routes: readonly { method: string; path: string }[];
  /** Runs one queue tick now (tests). */
  tick(): void;
  /** Checks schedules as if the time were `now` (ms since the epoch); returns the queued task ids. */
  checkSchedules(now: number): number[];
  /** Starts the runner and (when enabled) the schedule timer. */
  start(): void;
  /** Stops timers and writes the data file. */
  close(): void;
}

/** A running demo server. */
export interface DemoServer {
  /** Base URL, `http://HOST:PORT`. */
  url: string;
  /** The port it listens on. */
  port: number;
  /** Stops timers, closes websockets and the listener, and writes the data file. */
  close(): Promise<void>;
  /** The live state (for tests and tools; mutate only through the HTTP API). */
  readonly state: DemoState;
  /** Runs one queue tick now (tests). */
  tick(): void;
  /** Checks schedules as if the time were `now` (ms since the epoch); returns the queued task ids. */
  checkSchedules(now: number): number[];
}

/** Compiles a Hono route path into a regular expression over the request path. */
function routeRegex(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const custom = /^:\w+\{(.+)\}$/.exec(segment);
      if (custom) return custom[1];
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The path of a request URL without the query, with one trailing `/` stripped (§1.1). */
export function requestPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  let end = url.length;
  for (const ch of ['?', '#']) {
    const i = url.indexOf(ch, start);
    if (i >= 0 && i < end) end = i;
  }
  let path = start < 0 ? '/' : url.slice(start, end);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

const publicPath = /^\/api\/(ping|auth\/.*|integrations\/[^/]+|demo\/.*)$/;

/** The `scheduleTimezone` option, checked: an IANA zone Intl knows (default `UTC`). */
function scheduleZone(zone: string | undefined): string {
  if (zone === undefined || zone === '') return 'UTC';
  // Throws RangeError for an unknown zone.
  new Intl.DateTimeFormat('en', { timeZone: zone });
  return zone;
}

/**
 * Builds the demo server's state, runner, scheduler and request handler without listening. Loads
 * `dataFile` when it exists, else seeds the demo data. Call `start()` to run the queue and
 * schedules, `close()` to stop. Source: the Semaphore API document (every route of §4 except the
 * internal runner protocol and project runners, which the snapshot does not have).
 */
export function createDemoApp(options: DemoAppOptions = {}): DemoApp {
  const serverVersion = options.serverVersion ?? '2.10';
  if (!serverVersions.includes(serverVersion))
    throw new RangeError(`serverVersion must be one of ${serverVersions.join(', ')}`);
  const settings: DemoSettings = {
    serverVersion,
    webHost: options.webHost ?? '',
    ldapProviders: options.ldapProviders ?? [],
    totpAllowRecovery: options.totpAllowRecovery ?? true,
    dataFile: options.dataFile,
    faults: options.faults ?? false,
    oidcProviders: options.oidcProviders ?? [],
    loginWithPassword: options.loginWithPassword ?? true,
    nonAdminCanCreateProject: options.nonAdminCanCreateProject ?? false,
    timing: { tickMs: 2000, lineMs: 120, startingMs: 800, ...options.timing },
    schedules: options.schedules ?? true,
    maxParallelTasks: options.maxParallelTasks ?? 10,
    useRemoteRunner: options.useRemoteRunner ?? false,
    scheduleTimezone: scheduleZone(options.scheduleTimezone),
    invites: inviteSetting(options.invites, serverVersion === '2.20'),
    socketBuffer: socketBufferSize(options.socketBuffer),
    outputDelayMs: outputDelay(options.outputDelayMs),
  };
  const loaded = options.dataFile ? Demo.load(options.dataFile) : undefined;
  if (loaded) TaskRunner.settleLoaded(loaded.tasks);
  const bolt = options.boltTaskIds ?? false;
  const state =
    loaded ??
    (options.empty
      ? { ...emptyState(), apps: defaultApps(), boltTaskIds: bolt }
      : seedState(Date.now(), { boltTaskIds: bolt }));
  const demo = new Demo(state, settings);
  // 2.20 mode seeds the second-factor users too (newer §N3); 2.10 users and lists stay as they were.
  if (!loaded && !options.empty && serverVersion === '2.20') seedSecondFactorUsers(state);
  if (!loaded && !options.empty && options.large) seedLarge(state);
  // Write the seeded state at once, so an unusable --data path fails at start with a clear message.
  if (!loaded) demo.flush();
  const runner = new TaskRunner(demo);
  const scheduler = new Scheduler(demo, runner);
  const faults = new Faults(settings);

  const app = new Hono<DemoEnv>({ getPath: (req) => requestPath(req.url) });
  let routes: { method: string; regex: RegExp }[] = [];
  const known = (path: string) => routes.filter((r) => r.regex.test(path));

  if (settings.faults) app.use('/api/*', faults.middleware());
  const v220 = serverVersion === '2.20';
  app.use('/api/*', async (c, next) => {
    const path = c.req.path;
    if (publicPath.test(path) || known(path).length === 0) return next();
    if (v220) {
      originCheck(c, demo);
      // An enrolling session may set up its TOTP before anything else (newer §N3).
      const enrolling = enrolmentPaths.test(path) ? enrollingUser(demo, c) : undefined;
      if (enrolling) {
        c.set('user', enrolling);
        await next();
        demo.changed();
        return;
      }
      checkSession(demo, c);
    }
    const user = authenticate(demo, {
      authorization: c.req.header('authorization'),
      cookie: sessionFromCookie(c),
    });
    if (!user) throw new HttpError(401);
    c.set('user', user);
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') demo.changed();
  });

  if (v220) app.use('/api/*', encode220(demo));
  registerPublicRoutes(app, demo);
  if (v220) registerSecondFactorRoutes(app, demo);
  if (settings.faults) registerDemoRoutes(app, demo, runner, faults);
  registerUserRoutes(app, demo);
  registerRestoreRoutes(app, demo);
  registerProjectRoutes(app, demo, runner);
  registerResourceRoutes(app, demo);
  registerTemplateRoutes(app, demo, runner, () => scheduler.refresh());
  registerTaskRoutes(app, demo, runner);
  if (v220) registerV220Routes(app, demo, runner);
  if (v220) registerStatsRoutes(app, demo);
  if (v220) registerTemplateInventoryRoutes(app, demo);
  if (v220) registerInviteRoutes(app, demo);
  registerIntegrationRoutes(app, demo, runner);
  registerBackupRoutes(app, demo);
  registerAdminRoutes(app, demo);
  app.get(
    '/api/ws',
    () => new Response(null, { status: 400, headers: { 'content-type': 'application/json' } }),
  );

  const handlers = app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path }));
  routes = handlers.map((r) => ({ method: r.method, regex: routeRegex(r.path) }));

  app.notFound((c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api') {
      if (known(path).length > 0)
        return new Response(null, { status: 405, headers: { 'content-type': 'application/json' } });
      return new Response('Not Found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  });
  app.onError((error) => {
    if (error instanceof HttpError) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (error.location) headers.location = error.location;
      return new Response(error.body === undefined ? null : JSON.stringify(error.body), {
        status: error.status,
        headers,
      });
    }
    console.error(error);
    return new Response(null, { status: 500, headers: { 'content-type': 'application/json' } });
  });

  let started = false;
  return {
    fetch: (request) => Promise.resolve(app.fetch(request)),
    get state() {
      return demo.state;
    },
    authenticate: (auth) =>
      authenticate(demo, {
        authorization: auth.authorization,
        cookie: auth.cookie,
      }),
    hub: demo.hub,
    routes: handlers,
    tick: () => runner.tick(),
    checkSchedules: (now) => scheduler.check(now),
    start() {
      if (started) return;
      started = true;
      runner.start();
      if (settings.schedules) scheduler.start();
    },
    close() {
      runner.close();
      scheduler.close();
      demo.flush();
    },
  };
}

/**
 * Starts a demo server and resolves once it listens: {@link createDemoApp} behind a Node HTTP
 * listener with the websocket `/api/ws` (API §7).
 */
export async function createDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const demoApp = createDemoApp(options);
  const host = options.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: demoApp.fetch, port: options.port, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });

  // Websocket (§7): cookie or bearer auth on the upgrade request, 401 before the upgrade otherwise.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 512 });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = requestPath(`http://x${req.url ?? '/'}`);
    const reject = (status: string) => {
      socket.end(
        `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`,
      );
    };
    if (path !== '/api/ws') return reject('404 Not Found');
    const user = demoApp.authenticate({
      authorization: req.headers.authorization,
      cookie: sessionFromHeader(req.headers.cookie),
    });
    if (!user) return reject('401 Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      wss.emit('connection', ws, req);
      demoApp.hub.add(user.id, ws);
      // Anything the client sends is discarded; frames over 512 bytes close the socket (maxPayload).
      ws.on('message', () => undefined);
      ws.on('error', () => ws.terminate());
    });
  });
  // Keep-alive (§7.1): a ping every 54 s; a socket that answered nothing since the last ping is dropped.
  const alive = new WeakSet<object>();
  wss.on('connection', (ws) => {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('message', () => alive.add(ws));
  });
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, 54_000);
  pinger.unref();

  demoApp.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const displayHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${displayHost}:${port}`,
    port,
    get state() {
      return demoApp.state;
    },
    tick: () => demoApp.tick(),
    checkSchedules: (now) => demoApp.checkSchedules(now),
    close: async () => {
      clearInterval(pinger);
      demoApp.close();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}
