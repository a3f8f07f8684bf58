import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX, expectSecurityHeaders, writeBuild } from '../test/helpers';
import { createConsoleServer, forwardedHeaders, normalizeBasePath, withBasePath } from './server';

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

describe('forwardedHeaders', () => {
  const request = (headers: Record<string, string | string[] | undefined>) => ({
    headers,
    ip: '192.0.2.9',
    protocol: 'http' as const,
  });

  it("puts the browser's Host in place of Semaphore's and appends to X-Forwarded-For", () => {
    const browser = { host: 'console.example:8443', 'x-forwarded-for': '203.0.113.7' };
    expect(forwardedHeaders(request(browser), { ...browser, host: '127.0.0.1:3000' })).toEqual({
      host: 'console.example:8443',
      'x-forwarded-host': 'console.example:8443',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.7, 192.0.2.9',
    });
  });

  it('keeps the proxy Host for a request without one (HTTP/1.0)', () => {
    expect(forwardedHeaders(request({}), { host: '127.0.0.1:3000' })).toEqual({
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '192.0.2.9',
    });
  });
});
