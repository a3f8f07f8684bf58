/**
 * The CLI against the demo server in memory (STYLE.md: the api-client's `fetch` and WebSocket
 * are the demo app's): a freshly seeded app per test, fast runner timing, and `cli(argv)` that
 * runs `main` with captured output.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient, type TaskOutput } from '@semaphore-console/api-client';
import {
  createDemoApp,
  demoPassword,
  memoryTransport,
  type DemoAppOptions,
} from '@semaphore-console/demo-server';
import { type CliIO, type ExitCode, main } from '../src/index';

/** What one CLI run printed and returned. */
export interface CliRun {
  code: ExitCode;
  stdout: string;
  stderr: string;
}

/** A captured output stream. */
export class Capture {
  text = '';
  isTTY = false;
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

/** One request the demo app received. */
export interface SeenRequest {
  method: string;
  path: string;
  body: string;
}

/** The harness of {@link startMemoryDemo}. */
export interface MemoryDemo {
  /** An api-client signed in as the user (for setup and checks). */
  client: ApiClient;
  /** The API token the CLI uses. */
  token: string;
  /** Requests the app received (from the CLI and the harness). */
  requests: SeenRequest[];
  /** The config folder (`XDG_CONFIG_HOME`) of this harness. */
  configHome: string;
  /** The memory transport (drop sockets, …). */
  transport: ReturnType<typeof memoryTransport>;
  /** How many websockets the CLI opened (reconnects included). */
  sockets(): number;
  /** The demo app. */
  app: ReturnType<typeof createDemoApp>;
  /** Runs the CLI; `io` overrides parts of its IO. */
  cli(argv: string[], io?: Partial<CliIO>): Promise<CliRun>;
  /** The stored output of a task, as the server has it. */
  output(projectId: number, taskId: number): Promise<TaskOutput[]>;
  /** Switches the demo's real-server faults (API §7.5) at run time. */
  realServerFaults(faults: {
    socketBuffer?: number | boolean | null;
    outputDelayMs?: number;
  }): Promise<void>;
  /** Stops the app and deletes the config folder. */
  close(): Promise<void>;
}

/** Fast follower timings for tests. */
export const FAST_TIMING = {
  reconnectDelayMs: 20,
  pollMs: 20,
  statusPollMs: 200,
  settleQuietMs: 150,
  settleTimeoutMs: 5000,
};

/**
 * A fresh, seeded demo app in memory, signed in as `user` (the memory websocket authenticates
 * with the transport's session cookie), with an API token for the CLI.
 */
export async function startMemoryDemo(
  options: DemoAppOptions & { user?: string } = {},
): Promise<MemoryDemo> {
  const { user = 'admin', ...appOptions } = options;
  const app = createDemoApp({
    schedules: false,
    faults: true,
    ...appOptions,
    timing: { tickMs: 5, lineMs: 1, startingMs: 2, ...appOptions.timing },
  });
  const requests: SeenRequest[] = [];
  const handle = app.fetch.bind(app);
  app.fetch = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.body ? await request.clone().text() : '';
    requests.push({ method: request.method, path: url.pathname, body });
    return handle(request);
  };
  const transport = memoryTransport(app);
  const baseUrl = `${transport.origin}/`;
  const client = createApiClient({ baseUrl, fetch: transport.fetch });
  await client.auth.login({ auth: user, password: demoPassword });
  const { id: token } = await client.user.tokens.create();
  app.start();
  let socketCount = 0;
  const Base = transport.WebSocket;
  class CountingWebSocket extends Base {
    constructor(url: string) {
      super(url);
      socketCount++;
    }
  }
  const configHome = await mkdtemp(join(tmpdir(), 'semaphore-console-test-'));
  return {
    client,
    token,
    requests,
    configHome,
    transport,
    app,
    sockets: () => socketCount,
    async cli(argv, io = {}) {
      const stdout = new Capture();
      const stderr = new Capture();
      const code = await main(argv, {
        stdout,
        stderr,
        env: {
          SEMAPHORE_URL: baseUrl,
          SEMAPHORE_TOKEN: token,
          XDG_CONFIG_HOME: configHome,
          HOME: configHome,
        },
        fetch: transport.fetch,
        WebSocket: CountingWebSocket,
        timing: FAST_TIMING,
        ...io,
      });
      return { code, stdout: stdout.text, stderr: stderr.text };
    },
    output: (projectId, taskId) => client.project(projectId).tasks.output(taskId),
    async realServerFaults(faults) {
      const response = await handle(
        new Request(`${baseUrl}api/demo/faults/real-server`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(faults),
        }),
      );
      if (!response.ok) throw new Error(`faults refused: ${response.status}`);
    },
    async close() {
      await app.close();
      await rm(configHome, { recursive: true, force: true });
    },
  };
}
