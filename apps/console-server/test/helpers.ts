import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { WebSocketServer } from 'ws';
import { securityHeaders } from '../src/headers';

export const INDEX = `<!doctype html><html><head><base href="/" /><script type="module" src="./assets/app-abc123.js"></script></head><body></body></html>`;
export const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built console in a temporary directory: index.html, one hashed asset with its twins. */
export function writeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'semaphore-unreachable.html'), '<h1>Semaphore cannot be reached</h1>');
  return root;
}

/** What the stand-in Semaphore of {@link startUpstream} received: the headers a proxy sets. */
export interface Received {
  method?: string;
  url?: string;
  cookie?: string;
  host?: string;
  'x-forwarded-host'?: string;
  'x-forwarded-proto'?: string;
  'x-forwarded-for'?: string;
}

function received(req: IncomingMessage): Received {
  const h = req.headers;
  const one = (name: string) => {
    const value = h[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: req.method,
    url: req.url,
    cookie: h.cookie,
    host: h.host,
    'x-forwarded-host': one('x-forwarded-host'),
    'x-forwarded-proto': one('x-forwarded-proto'),
    'x-forwarded-for': one('x-forwarded-for'),
  };
}

/**
 * Semaphore's newest Origin check (newer §N8): a POST/PUT/PATCH/DELETE with the session cookie
 * and no bearer token whose `Origin` (else `Referer`) host — host and port — is not the request's
 * `Host` is refused. (Semaphore also accepts the host of its `web_host`; the stand-in has none.)
 */
function crossOrigin(req: IncomingMessage): boolean {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method ?? '')) return false;
  if (/bearer/i.test(req.headers.authorization ?? '')) return false;
  for (const value of [req.headers.origin, req.headers.referer]) {
    if (!value) continue;
    let host: string;
    try {
      host = new URL(value).host;
    } catch {
      continue;
    }
    if (host) return host !== req.headers.host;
  }
  return false;
}

/**
 * A stand-in Semaphore under the web root path `/sem`: it echoes each API request (method, path,
 * cookie, `Host` and `X-Forwarded-*`, see {@link Received}) as JSON, refuses cross-origin writes
 * as the newest Semaphore does (403 `CROSS_ORIGIN_REQUEST_BLOCKED`, newer §N8), sets the session
 * cookie on `/sem/api/auth/login` (without `HttpOnly` or `SameSite`), and answers
 * websockets on `/sem/api/ws` with `hello <cookie>` then the {@link Received} JSON of the upgrade.
 */
export async function startUpstream(): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res) => {
    res.setHeader('content-type', 'application/json');
    // Semaphore's session cookie, as Semaphore sets it: no HttpOnly, no SameSite (API §2.1).
    if (req.url?.endsWith('/api/auth/login')) res.setHeader('set-cookie', 'semaphore=abc; Path=/');
    if (crossOrigin(req)) {
      res.statusCode = 403;
      res.end(JSON.stringify({ error: 'CROSS_ORIGIN_REQUEST_BLOCKED' }));
      return;
    }
    res.end(JSON.stringify(received(req)));
  });
  const wss = new WebSocketServer({ server, path: '/sem/api/ws' });
  wss.on('connection', (socket, req) => {
    socket.send(`hello ${req.headers.cookie ?? 'nobody'}`);
    socket.send(JSON.stringify(received(req)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/sem`, server };
}

/** Expects every header of {@link securityHeaders} on `response`, with its exact value. */
export function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers.get(name), name).toBe(value);
}
