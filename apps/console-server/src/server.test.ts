import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { INDEX, expectSecurityHeaders, startUpstream, writeBuild } from '../test/helpers';
import * as consoleServer from './server';

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('normalizeBasePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['semaphore', '/semaphore/'],
    ['/semaphore', '/semaphore/'],
    ['/tools/semaphore/', '/tools/semaphore/'],
  ])('%j gives %j', (input, expected) => {
    expect(consoleServer.normalizeBasePath(input)).toBe(expected);
  });

  it.each(['/a b/', '/"x/', '/../etc/', '/a?b'])('refuses %j', (input) => {
    expect(() => consoleServer.normalizeBasePath(input)).toThrow(/web root path/);
  });
});

describe('withBasePath', () => {
  it('rewrites the base element', () => {
    expect(consoleServer.withBasePath(INDEX, '/semaphore/')).toContain(
      '<base href="/semaphore/" />',
    );
  });
  it('refuses an index.html without a base element', () => {
    expect(() => consoleServer.withBasePath('<html></html>', '/')).toThrow(/no <base href>/);
  });
});

describe('the console server under /semaphore/', () => {
  let root: string;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    root = writeBuild();
    app = await consoleServer.createConsoleServer({
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
      consoleServer.createConsoleServer({ root, semaphoreUrl: 'http://127.0.0.1:3000' }),
    ).rejects.toThrow(/index\.html/);
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a Semaphore address that is not http(s)', async () => {
    const root = writeBuild();
    await expect(
      consoleServer.createConsoleServer({ root, semaphoreUrl: 'ftp://host' }),
    ).rejects.toThrow(/SEMAPHORE_URL/);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('forwardedHeaders', () => {
  const request = (headers: Record<string, string | string[] | undefined>) => ({
    headers,
    ip: '192.0.2.9',
    protocol: 'http' as const,
  });

  it("puts the browser's Host in place of Semaphore's and appends to X-Forwarded-For", () => {
    const browser = { host: 'console.example:8443', 'x-forwarded-for': '203.0.113.7' };
    expect(
      consoleServer.forwardedHeaders(request(browser), { ...browser, host: '127.0.0.1:3000' }),
    ).toEqual({
      host: 'console.example:8443',
      'x-forwarded-host': 'console.example:8443',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.7, 192.0.2.9',
    });
  });

  it('keeps the proxy Host for a request without one (HTTP/1.0)', () => {
    expect(consoleServer.forwardedHeaders(request({}), { host: '127.0.0.1:3000' })).toEqual({
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '192.0.2.9',
    });
  });
});

describe('hardenCookie', () => {
  it.each([
    ['semaphore=abc; Path=/', false, 'semaphore=abc; Path=/; HttpOnly; SameSite=Lax'],
    ['semaphore=abc; Path=/', true, 'semaphore=abc; Path=/; HttpOnly; SameSite=Lax; Secure'],
    ['a=1; httponly; SameSite=Strict; secure', true, 'a=1; httponly; SameSite=Strict; secure'],
    ['a=1; Path=/;', false, 'a=1; Path=/; HttpOnly; SameSite=Lax'],
  ])('%j (secure %j) gives %j', (cookie, secure, expected) => {
    expect(consoleServer.hardenCookie(cookie, secure)).toBe(expected);
  });
});

describe('originAllowed', () => {
  it.each([
    [undefined, 'console.example:8080', [], true],
    ['http://console.example:8080', 'console.example:8080', [], true],
    ['https://Console.Example:8443', 'console.example:8443', [], true],
    ['http://evil.example', 'console.example:8080', [], false],
    ['http://console.example', 'console.example:8080', [], false],
    ['https://other.example', 'console.example', ['https://other.example/'], true],
    ['http://other.example', 'console.example', ['https://other.example'], false],
    ['null', 'console.example', [], false],
  ] as const)('Origin %j with Host %j and %j: %j', (origin, host, allowed, expected) => {
    expect(consoleServer.originAllowed(origin, host, allowed)).toBe(expected);
  });
});

describe('isFileLike', () => {
  it.each(['/.env', '/semaphore/.git/config', '/wp-login.php', '/robots.txt', '/%2e%2e/x'])(
    '%j is a file',
    (path) => expect(consoleServer.isFileLike(path)).toBe(true),
  );
  it.each(['/', '/project/1/templates/3', '/semaphore/runners', '/auth/login'])(
    '%j is a route',
    (path) => expect(consoleServer.isFileLike(path)).toBe(false),
  );
});

describe('the console server options', () => {
  let root: string;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    root = writeBuild();
    upstream = await startUpstream();
  });

  afterAll(async () => {
    await new Promise((resolve) => upstream.server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('adds Secure always, or never, as configured', async () => {
    for (const [cookieSecure, expected] of [
      ['always', 'semaphore=abc; Path=/; HttpOnly; SameSite=Lax; Secure'],
      ['never', 'semaphore=abc; Path=/; HttpOnly; SameSite=Lax'],
    ] as const) {
      const app = await consoleServer.createConsoleServer({
        root,
        semaphoreUrl: upstream.url,
        cookieSecure,
      });
      const origin = await listen(app);
      const response = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('set-cookie')).toBe(expected);
      await app.close();
    }
  });

  it('lets the pages of an allowed origin open the websocket', async () => {
    const app = await consoleServer.createConsoleServer({
      root,
      semaphoreUrl: upstream.url,
      allowedOrigins: ['https://console.example'],
    });
    const origin = await listen(app);
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/ws`, {
      headers: { origin: 'https://console.example', cookie: 'semaphore=abc' },
    });
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()));
      socket.once('error', reject);
    });
    socket.close();
    expect(first).toBe('hello semaphore=abc');
    await app.close();
  });

  it('answers a malformed URL with its status alone, naming no framework', async () => {
    const app = await consoleServer.createConsoleServer({ root, semaphoreUrl: upstream.url });
    const origin = await listen(app);
    const response = await fetch(`${origin}/foo%`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Bad Request');
    expectSecurityHeaders(response);
    await app.close();
  });
});
