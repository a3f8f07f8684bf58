import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, type StartedProcess } from './processes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The demo server's seeded site administrator (see apps/demo-server's README). */
export const DEMO_ADMIN = { username: 'admin', password: 'changeme' } as const;

/** A running console, in front of the demo server or of a real Semaphore server. */
export interface Stack {
  /** The console's address, e.g. `http://127.0.0.1:41234/`. */
  consoleUrl: string;
  /** The API server's address (demo server or `E2E_BASE_URL`). */
  serverUrl: string;
  /** The demo server process, absent when running against a real server. */
  demoServer?: StartedProcess;
  console: StartedProcess;
  stop(): Promise<void>;
}

/** Options of {@link startStack}. */
export interface StackOptions {
  /** Run against this server instead of starting the demo server. */
  serverUrl?: string;
  /** Extra flags for the demo server, e.g. `['--faults']`. */
  demoArgs?: string[];
  /** The console's web root path, e.g. `/semaphore/`. Default `/`. */
  basePath?: string;
}

/**
 * Starts the built demo server (`apps/demo-server/dist/main.js`) on a free loopback port.
 * @throws Error when it is not built or does not answer `GET /api/ping` within 60 s.
 */
export async function startDemoServer(
  args: string[] = [],
): Promise<{ url: string; process: StartedProcess }> {
  const entry = join(repoRoot, 'apps/demo-server/dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the demo server first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const process = await startProcess(
    'node',
    [entry, '--port', String(port), '--host', '127.0.0.1', ...args],
    {
      readyUrl: `${url}/api/ping`,
    },
  );
  return { url, process };
}

/**
 * Serves the built console (`apps/web/dist`) with the production console server
 * (`apps/console-server/dist/main.js`) on a free loopback port, proxying `/api` and the websocket
 * `/api/ws` to `serverUrl`, at the web root path `basePath` (default `/`).
 * @throws Error when the console or the console server is not built, or it does not answer.
 */
export async function startConsole(
  serverUrl: string,
  basePath = '/',
): Promise<{ url: string; process: StartedProcess }> {
  const webDist = join(repoRoot, 'apps/web/dist');
  const entry = join(repoRoot, 'apps/console-server/dist/main.js');
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: build the console first');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the console server first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${basePath}`;
  const process = await startProcess(
    'node',
    [
      entry,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--semaphore-url',
      serverUrl,
      '--base',
      basePath,
      '--root',
      webDist,
    ],
    { readyUrl: `${url}healthz` },
  );
  return { url, process };
}

/** Starts the demo server (unless `serverUrl` is given) and the console in front of it. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  let demo: { url: string; process: StartedProcess } | undefined;
  if (!options.serverUrl) demo = await startDemoServer(options.demoArgs);
  const serverUrl = options.serverUrl ?? demo!.url;
  try {
    const web = await startConsole(serverUrl, options.basePath);
    return {
      consoleUrl: web.url,
      serverUrl,
      demoServer: demo?.process,
      console: web.process,
      stop: async () => {
        await web.process.stop();
        await demo?.process.stop();
      },
    };
  } catch (error) {
    await demo?.process.stop();
    throw error;
  }
}
