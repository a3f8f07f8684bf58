import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A child process started by {@link startProcess}, with its collected output. */
export interface StartedProcess {
  readonly child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends SIGTERM and waits for the exit (SIGKILL after `graceMs`, default 5000 ms). */
  stop(graceMs?: number): Promise<void>;
}

/** Asks the kernel for a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

/**
 * Polls `url` until it answers with any HTTP status (a 401 counts: the server is up).
 * @throws Error after `timeoutMs` (default 60,000 ms) without an answer.
 */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/**
 * Starts a real process and waits until `readyUrl` answers.
 * @throws Error with the process output when it exits early or never becomes ready.
 */
export async function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; readyUrl: string; timeoutMs?: number },
): Promise<StartedProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    ),
  );
  try {
    await Promise.race([waitForHttp(options.readyUrl, options.timeoutMs), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n--- output ---\n${output}`);
  }
  exited.catch(() => undefined);
  return {
    child,
    output: () => output,
    stop: (graceMs = 5000) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
