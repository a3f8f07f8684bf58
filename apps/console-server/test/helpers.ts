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

/**
 * A stand-in Semaphore under the web root path `/sem`: it echoes each API request (method,
 * path, cookie) as JSON and answers websockets on `/sem/api/ws` with the cookie it received.
 */
export async function startUpstream(): Promise<{ url: string; server: Server }> {
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

/** Expects every header of {@link securityHeaders} on `response`, with its exact value. */
export function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers.get(name), name).toBe(value);
}
