import { readFileSync } from 'node:fs';
import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { IMMUTABLE, REVALIDATE, securityHeaders } from './headers';

/** Options of {@link createConsoleServer}. */
export interface ConsoleServerOptions {
  /**
   * Directory of the built console (`apps/web/dist`): `index.html` with its `<base href>`,
   * `assets/` (hashed, with `.br`/`.gz` twins) and `semaphore-unreachable.html`.
   */
  root: string;
  /**
   * Semaphore's address, with its web root path if it has one: `http://host:3000`,
   * `https://host/semaphore`. `/api` and the websocket `/api/ws` are proxied below it (API §1.1).
   */
  semaphoreUrl: string;
  /** The console's web root path (`/`, `/semaphore/`); see {@link normalizeBasePath}. Default `/`. */
  basePath?: string;
  /** Fastify's request log (JSON lines on stdout). Default `false`. */
  logger?: boolean;
  /**
   * When Semaphore's cookies get the `Secure` flag: `'auto'` (default) when the browser reached
   * the console over HTTPS (a TLS socket, or `X-Forwarded-Proto: https` from the TLS terminator in
   * front), `'always'`, or `'never'`. See {@link hardenCookie}.
   */
  cookieSecure?: CookieSecure;
  /**
   * Origins besides the console's own (`https://console.example:8443`, scheme, host and port) whose
   * pages may open the websocket `/api/ws`. See {@link originAllowed}. Default none.
   */
  allowedOrigins?: readonly string[];
}

/** When the console server adds `Secure` to Semaphore's cookies ({@link ConsoleServerOptions}). */
export type CookieSecure = 'auto' | 'always' | 'never';

/**
 * One `Set-Cookie` value of Semaphore with the flags the console server adds: `HttpOnly` (the
 * console never reads the session cookie, so no script needs to), `SameSite=Lax` unless Semaphore
 * chose a `SameSite` itself, and `Secure` when `secure`. Flags already there are not repeated.
 * @param setCookie - one `Set-Cookie` header value, e.g. `semaphore=abc; Path=/`.
 * @param secure - whether to add `Secure` (the browser reached the console over HTTPS).
 */
export function hardenCookie(setCookie: string, secure: boolean): string {
  const flags = setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().split('=')[0]?.toLowerCase());
  let hardened = setCookie.replace(/;\s*$/, '');
  if (!flags.includes('httponly')) hardened += '; HttpOnly';
  if (!flags.includes('samesite')) hardened += '; SameSite=Lax';
  if (secure && !flags.includes('secure')) hardened += '; Secure';
  return hardened;
}

/**
 * Whether a websocket upgrade with this `Origin` may reach Semaphore: no `Origin` (not a browser,
 * e.g. the command-line client), an `Origin` whose host and port are the `Host` the request came
 * with (the console's own pages), or one of `allowed` (compared as origins: scheme, host, port).
 * A page of another site (`http://evil.example`) would otherwise open the live feed with the
 * person's session cookie.
 * @param origin - the upgrade's `Origin` header, if any.
 * @param host - the upgrade's `Host` header, if any.
 * @param allowed - further allowed origins ({@link ConsoleServerOptions.allowedOrigins}).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[] = [],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return allowed.some((entry) => {
    try {
      return new URL(entry).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}

/**
 * Whether a path names a file rather than a route of the console: a segment starting with a dot
 * (`/.env`, `/.git/config`) or a last segment with an extension (`/wp-login.php`, `/robots.txt`).
 * The console's routes have neither, so these answer 404 instead of the app page.
 * @param path - the URL path, without the query.
 */
export function isFileLike(path: string): boolean {
  const segments = path.split('/');
  return (
    segments.some((segment) => segment.startsWith('.') || /^%2e/i.test(segment)) ||
    /\.[A-Za-z0-9]{1,10}$/.test(segments.at(-1) ?? '')
  );
}

/** Characters allowed in a web root path: it is written into HTML and URL routes as is. */
const SAFE_PATH = /^[A-Za-z0-9._~\-/]*$/;

/**
 * Normalizes a web root path to a leading and a trailing slash: `semaphore`, `/semaphore` and
 * `/semaphore/` all give `/semaphore/`; `''` gives `/`.
 * @throws Error when the path has characters other than letters, digits, `.`, `_`, `~`, `-`
 *   and `/`, or a `.`/`..` segment.
 */
export function normalizeBasePath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (!SAFE_PATH.test(path) || segments.some((s) => s === '.' || s === '..'))
    throw new Error(`The web root path "${path}" may only use letters, digits, "-", "_", "~", "."`);
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/**
 * The console's index.html with its `<base href>` set to `basePath`, so one build serves every
 * web root path.
 * @throws Error when `html` has no `<base href="…">` element (a console built before it had one).
 */
export function withBasePath(html: string, basePath: string): string {
  const base = /<base href="[^"]*"\s*\/?>/;
  if (!base.test(html))
    throw new Error('index.html has no <base href> element: rebuild the console (apps/web)');
  return html.replace(base, `<base href="${basePath}" />`);
}

/** The API prefix of Semaphore at `semaphoreUrl`: its origin and `<path>/api`. */
function upstreamOf(semaphoreUrl: string): { origin: string; apiPath: string } {
  const url = new URL(semaphoreUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SEMAPHORE_URL must be an http:// or https:// address, got "${semaphoreUrl}"`);
  return { origin: url.origin, apiPath: `${url.pathname.replace(/\/+$/, '')}/api` };
}

/**
 * The request headers the console server sends to Semaphore for `request`, from the `headers`
 * the proxy would send: the browser's `Host` (the proxy would put Semaphore's own), and
 * `X-Forwarded-Host`, `X-Forwarded-Proto` and `X-Forwarded-For` (the browser's address appended
 * to any it sent). The newest Semaphore refuses a cookie-authenticated write whose `Origin` host
 * (host and port) is neither the request's `Host` nor its `web_host` (newer §N8): with Semaphore's
 * address in `Host`, every write from the console would answer 403.
 * A request without `Host` (HTTP/1.0) keeps the proxy's.
 */
export function forwardedHeaders<T extends IncomingHttpHeaders>(
  request: Pick<FastifyRequest, 'headers' | 'ip' | 'protocol'>,
  headers: T,
): T {
  const browserHost = request.headers.host;
  const sent = request.headers['x-forwarded-for'];
  const chain = [...(Array.isArray(sent) ? sent : sent ? [sent] : []), request.ip];
  return {
    ...headers,
    ...(browserHost ? { host: browserHost, 'x-forwarded-host': browserHost } : {}),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-for': chain.join(', '),
  };
}

/**
 * Creates (without listening) the production server of the console:
 * - `<base>` and `<base>index.html`: index.html with the `<base href>` rewritten, `no-cache`;
 * - `<base>assets/…`: the hashed files, `immutable` for a year, their precompressed brotli or
 *   gzip twin when the browser accepts it; 404 when missing;
 * - `<base>api/…` and the websocket `<base>api/ws`: proxied to `semaphoreUrl` + `/api/…` with
 *   the browser's `Host` and the `X-Forwarded-*` headers ({@link forwardedHeaders}, newer §N8);
 *   when Semaphore cannot be reached, 502 (504 on a timeout) with `semaphore-unreachable.html`;
 * - `<base>healthz`: 200 `{ status: 'ok', semaphore: 'reachable' | 'unreachable' }`;
 * - any other GET under `<base>` that is not file-like ({@link isFileLike}): the SPA fallback
 *   (index.html); a file-like miss answers 404;
 * - `/` and `<base>` without its slash redirect to `<base>`;
 * - every answer carries {@link securityHeaders}; Semaphore's cookies get `HttpOnly`,
 *   `SameSite=Lax` and, behind TLS, `Secure` ({@link hardenCookie});
 * - a websocket upgrade from a foreign `Origin` answers 403 ({@link originAllowed});
 * - error answers are the status and its reason phrase in plain text, nothing about the server.
 * @throws Error when `root` has no index.html with a `<base href>`, or `semaphoreUrl` is not an
 *   http(s) address.
 */
export async function createConsoleServer(options: ConsoleServerOptions): Promise<FastifyInstance> {
  const basePath = normalizeBasePath(options.basePath ?? '/');
  const upstream = upstreamOf(options.semaphoreUrl);
  const indexHtml = withBasePath(readFileSync(join(options.root, 'index.html'), 'utf8'), basePath);
  const unreachableHtml = readOptional(join(options.root, 'semaphore-unreachable.html'));

  const cookieSecure = options.cookieSecure ?? 'auto';
  const allowedOrigins = options.allowedOrigins ?? [];

  // The security headers too: Fastify sends a framework error without the onSend hooks.
  const sendStatus = (reply: FastifyReply, status: number) =>
    reply
      .code(status)
      .headers(securityHeaders)
      .type('text/plain; charset=utf-8')
      .send(STATUS_CODES[status] ?? 'Error');

  const app = Fastify({
    logger: options.logger ?? false,
    // A malformed URL or header: the status, not Fastify's error code and message.
    frameworkErrors: (error, _request, reply) => sendStatus(reply, error.statusCode ?? 400),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(securityHeaders);
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined) return;
    const secure =
      cookieSecure === 'always' || (cookieSecure === 'auto' && reachedOverTls(request));
    const list = Array.isArray(cookies) ? cookies : [String(cookies)];
    // reply.header appends to set-cookie: remove Semaphore's first.
    reply.removeHeader('set-cookie');
    reply.header(
      'set-cookie',
      list.map((cookie) => hardenCookie(cookie, secure)),
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade === undefined) return;
    if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigins))
      return sendStatus(reply, 403);
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return sendStatus(reply, status);
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml);

  const sendUnreachable = (reply: FastifyReply, status: number) => {
    reply.code(status).header('cache-control', 'no-store');
    if (unreachableHtml) return reply.type('text/html; charset=utf-8').send(unreachableHtml);
    return reply.type('text/plain; charset=utf-8').send('Semaphore cannot be reached.');
  };

  // @fastify/http-proxy reads rewriteRequestHeaders from its websocket client options, which its
  // types leave out (they are the ws client's).
  const wsClientOptions = {
    rewriteRequestHeaders: (headers: IncomingHttpHeaders, request: FastifyRequest) =>
      forwardedHeaders(request, {
        ...headers,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      }),
  };
  await app.register(fastifyHttpProxy, {
    upstream: upstream.origin,
    prefix: `${basePath}api`,
    rewritePrefix: upstream.apiPath,
    websocket: true,
    // The websocket carries the session cookie, as before, and the same Host and X-Forwarded-*.
    wsClientOptions: wsClientOptions as FastifyHttpProxyOptions['wsClientOptions'],
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers),
      onError: (reply, { error }) => {
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        void sendUnreachable(reply as FastifyReply, timedOut ? 504 : 502);
      },
    },
  });

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: basePath,
    index: false,
    wildcard: true,
    preCompressed: true,
    // index.html is always sent rewritten, by the routes below.
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(join(options.root, 'assets'));
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });

  app.get(basePath, (_request, reply) => sendIndex(reply));
  app.get(`${basePath}index.html`, (_request, reply) => sendIndex(reply));
  app.get(`${basePath}healthz`, async (_request, reply) => {
    const semaphore = await ping(`${upstream.origin}${upstream.apiPath}/ping`);
    return reply.header('cache-control', 'no-store').send({ status: 'ok', semaphore });
  });
  if (basePath !== '/') {
    app.get('/', (_request, reply) => reply.redirect(basePath));
    app.get(basePath.slice(0, -1), (_request, reply) => reply.redirect(basePath, 301));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const spaRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path.startsWith(basePath) &&
      !path.startsWith(`${basePath}assets/`) &&
      !path.startsWith(`${basePath}api/`) &&
      !isFileLike(path);
    if (spaRoute) return sendIndex(reply);
    return sendStatus(reply, 404);
  });

  return app;
}

/** Whether the browser reached the console over HTTPS: a TLS socket, or the terminator says so. */
function reachedOverTls(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first?.toLowerCase() === 'https';
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `GET url` within 3 s: `reachable` for any HTTP answer, `unreachable` otherwise. */
async function ping(url: string): Promise<'reachable' | 'unreachable'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await response.body?.cancel();
    return 'reachable';
  } catch {
    return 'unreachable';
  }
}
