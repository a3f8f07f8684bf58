import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';

/** Options of {@link createDemoServer}. */
export interface DemoServerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Address to listen on (default `127.0.0.1`). */
  host?: string;
}

/**
 * Starts the demo server and resolves with its address once it listens.
 * Source: `GET /api/ping` of the Semaphore API (API document §6.1).
 */
export async function createDemoServer(
  options: DemoServerOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono();
  app.get('/api/ping', (c) => c.text('pong'));
  app.all('/api/*', (c) => c.body(null, 401));
  const host = options.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
