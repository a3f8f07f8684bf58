import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { IMMUTABLE, securityHeaders } from './headers';
import { createConsoleServer, normalizeBasePath, withBasePath } from './server';

const INDEX = `<!doctype html><html><head><base href="/" /><script type="module" src="./assets/app-abc123.js"></script></head><body></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built console in a temporary directory: index.html, one hashed asset with its twins. */
function writeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'semaphore-unreachable.html'), '<h1>Semaphore cannot be reached</h1>');
  return root;
}

/**
 * A stand-in Semaphore under the web root path `/sem`: it echoes each API request (method,
 * path, cookie) as JSON and answers websockets on `/sem/api/ws` with the cookie it received.
 */
async function startUpstream(): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, url: req.url, cookie: req.headers.cookie }));
  });
  const wss = new WebSocketServer({ server, path: '/sem/api/ws' });
  wss.on('connection', (socket, req) => socket.send(`hello ${req.headers.cookie ?? 'nobody'}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/sem`, server };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers.get(name), name).toBe(value);
}

describe('normalizeBasePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['semaphore', '/semaphore/'],
    ['/semaphore', '/semaphore/'],
    ['/tools/semaphore/', '/tools/semaphore/'],
  ])('%j gives %j', (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });

  it.each(['/a b/', '/"x/', '/../etc/', '/a?b'])('refuses %j', (input) => {
    expect(() => normalizeBasePath(input)).toThrow(/web root path/);
  });
});

describe('withBasePath', () => {
  it('rewrites the base element', () => {
    expect(withBasePath(INDEX, '/semaphore/')).toContain('<base href="/semaphore/" />');
  });
  it('refuses an index.html without a base element', () => {
    expect(() => withBasePath('<html></html>', '/')).toThrow(/no <base href>/);
  });
});

describe.each(['/', '/semaphore/'])('the console server at %s', (basePath) => {
  let root: string;
  let upstream: { url: string; server: Server };
  let app: FastifyInstance;
  let origin: string;
  const at = (path: string) => `${origin}${basePath}${path}`;

  beforeAll(async () => {
    root = writeBuild();
    upstream = await startUpstream();
    app = await createConsoleServer({ root, semaphoreUrl: upstream.url, basePath });
    origin = await listen(app);
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => upstream.server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html with its base path, revalidated on every load', async () => {
    const response = await fetch(at(''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<base href="${basePath}" />`);
    expectSecurityHeaders(response);
    const direct = await fetch(at('index.html'));
    expect(await direct.text()).toContain(`<base href="${basePath}" />`);
  });

  it('answers every client route with index.html (SPA fallback)', async () => {
    const response = await fetch(at('project/3/history?t=12'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<base href="${basePath}" />`);
    expectSecurityHeaders(response);
  });

  it('serves hashed assets immutable, brotli or gzip by Accept-Encoding', async () => {
    const plain = await fetch(at('assets/app-abc123.js'), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(at('assets/app-abc123.js'), {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await response.text()).toBe(SCRIPT); // fetch decodes both
      expectSecurityHeaders(response);
    }
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    const response = await fetch(at('assets/gone-123.js'));
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it('proxies /api below the web root path of Semaphore, with the cookie', async () => {
    const response = await fetch(at('api/project/1/tasks?limit=5'), {
      method: 'POST',
      headers: { cookie: 'semaphore=abc', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/sem/api/project/1/tasks?limit=5',
      cookie: 'semaphore=abc',
    });
    expectSecurityHeaders(response);
  });

  it('proxies the websocket /api/ws with the session cookie', async () => {
    const socket = new WebSocket(at('api/ws').replace(/^http/, 'ws'), {
      headers: { cookie: 'semaphore=abc' },
    });
    const message = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()));
      socket.once('error', reject);
    });
    socket.close();
    expect(message).toBe('hello semaphore=abc');
  });

  it('reports itself and Semaphore on healthz', async () => {
    const response = await fetch(at('healthz'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The stand-in answers /sem/api/ping like any other API path.
    expect(await response.json()).toEqual({ status: 'ok', semaphore: 'reachable' });
  });
});

describe('the console server under /semaphore/', () => {
  let root: string;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    root = writeBuild();
    app = await createConsoleServer({
      root,
      semaphoreUrl: 'http://127.0.0.1:9',
      basePath: '/semaphore',
    });
    origin = await listen(app);
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('redirects / and the path without its slash to the web root path', async () => {
    const top = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(top.status).toBe(302);
    expect(top.headers.get('location')).toBe('/semaphore/');
    const bare = await fetch(`${origin}/semaphore`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/semaphore/');
  });

  it('answers 404 outside its web root path', async () => {
    expect((await fetch(`${origin}/project/1`)).status).toBe(404);
  });

  it('answers 502 with the human page when Semaphore cannot be reached', async () => {
    const response = await fetch(`${origin}/semaphore/api/ping`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('Semaphore cannot be reached');
    expectSecurityHeaders(response);
  });

  it('reports Semaphore unreachable on healthz, still answering 200', async () => {
    const response = await fetch(`${origin}/semaphore/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', semaphore: 'unreachable' });
  });
});

describe('createConsoleServer', () => {
  it('refuses a build without index.html', async () => {
    const root = mkdtempSync(join(tmpdir(), 'console-empty-'));
    await expect(
      createConsoleServer({ root, semaphoreUrl: 'http://127.0.0.1:3000' }),
    ).rejects.toThrow(/index\.html/);
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a Semaphore address that is not http(s)', async () => {
    const root = writeBuild();
    await expect(createConsoleServer({ root, semaphoreUrl: 'ftp://host' })).rejects.toThrow(
      /SEMAPHORE_URL/,
    );
    rmSync(root, { recursive: true, force: true });
  });
});
