/**
 * The demo server as a real process (its `main.ts` from source with tsx and the source
 * condition, on a free loopback port) and the CLI as a real process (`src/bin.ts` the same way).
 * Every process started here is stopped by `stop()` / at the end of its run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, type ApiClient } from '@semaphore-console/api-client';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** tsx of this package. */
export const TSX = `${root}apps/cli/node_modules/.bin/tsx`;
const DEMO_MAIN = `${root}apps/demo-server/src/main.ts`;
/** The CLI's entry. */
export const CLI_BIN = `${root}apps/cli/src/bin.ts`;
const CONDITION = '--conditions=@semaphore-console/source';

/** A running demo server process. */
export interface DemoProcess {
  /** Base URL ending in `/`. */
  url: string;
  /** An admin api-client (cookie session). */
  admin: ApiClient;
  /** An API token of the admin. */
  token: string;
  /** Stops the process. */
  stop(): Promise<void>;
}

/** Stops a child: SIGTERM, then SIGKILL after 5 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** Starts `apps/demo-server/src/main.ts` with `args` and waits for its first line. */
export async function startDemoProcess(args: string[]): Promise<DemoProcess> {
  const child = spawn(
    TSX,
    [CONDITION, DEMO_MAIN, '--port', '0', '--host', '127.0.0.1', '--faults', ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`demo server did not start:\n${out}\n${err}`)),
      30_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`${match[1]!.replace(/\/$/, '')}/`);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`demo server exited with ${code}:\n${out}\n${err}`));
    });
  });
  const admin = createApiClient({ baseUrl: url });
  await admin.auth.login({ auth: 'admin', password: 'changeme' });
  const { id: token } = await admin.user.tokens.create();
  return { url, admin, token, stop: () => stopChild(child) };
}

/** What a CLI process did. */
export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A CLI process started by {@link spawnCli}. */
export interface CliProcess {
  child: ChildProcess;
  /** Output so far. */
  readonly stdout: string;
  readonly stderr: string;
  /** Resolves when it exits. */
  done: Promise<ProcessRun>;
  /** Resolves when stderr matches. */
  waitForStderr(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
}

/** Starts the CLI as a process with `env` added to a minimal environment. */
export function spawnCli(args: string[], env: Record<string, string>, input?: string): CliProcess {
  const child = spawn(TSX, [CONDITION, CLI_BIN, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: env.HOME ?? tmpdir(), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpExecArray) => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const waiter of [...waiters]) {
      const match = waiter.pattern.exec(stderr);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  });
  child.stdin!.end(input ?? '');
  const done = new Promise<ProcessRun>((resolve) => {
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
  return {
    child,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    done,
    waitForStderr(pattern, ms = 20_000) {
      const match = pattern.exec(stderr);
      if (match) return Promise.resolve(match);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`stderr never matched ${pattern}:\n${stderr}`)),
          ms,
        );
        waiters.push({
          pattern,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

/** A temporary folder with an executable `semaphore-console` that runs the CLI from source. */
export async function cliShim(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'semaphore-console-bin-'));
  const shim = join(dir, 'semaphore-console');
  await writeFile(shim, `#!/bin/sh\nexec "${TSX}" ${CONDITION} "${CLI_BIN}" "$@"\n`);
  await chmod(shim, 0o755);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
