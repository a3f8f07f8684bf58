/**
 * Vitest global setup: starts the demo server FROM SOURCE (tsx, source condition) with fault
 * controls on a free loopback port, and provides its URL to the tests as `demoUrl`; and a second
 * one speaking the 2.20 dialect (`--server-version 2.20`, newer-servers.md) as `demoUrl220`.
 * The demo server is not a dependency of this package (it depends on us): it is started
 * from the workspace by path.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the demo server, e.g. `http://127.0.0.1:40713/`. */
    demoUrl: string;
    /** Base URL of the demo server speaking the 2.20 dialect. */
    demoUrl220: string;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = `${root}apps/demo-server/node_modules/.bin/tsx`;
const main = `${root}apps/demo-server/src/main.ts`;
const FIRST_LINE = /^Semaphore demo server listening on (http:\/\/\S+)$/;

const children: ChildProcess[] = [];

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(tsx) || !existsSync(main)) {
    throw new Error(`The demo server was not found at ${main} (run pnpm install)`);
  }
  const [url, url220] = await Promise.all([start([]), start(['--server-version', '2.20'])]);
  project.provide('demoUrl', url);
  project.provide('demoUrl220', url220);
}

/** Starts one demo server with `extra` arguments; resolves with its base URL (ending in `/`). */
async function start(extra: string[]): Promise<string> {
  const started = spawn(
    tsx,
    [
      '--conditions=@semaphore-console/source',
      main,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--faults',
      ...extra,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(started);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`The demo server did not start within 30 s:\n${out}\n${err}`)),
      30_000,
    );
    started.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const firstLine = out.split('\n')[0]!;
      if (out.includes('\n')) {
        const match = FIRST_LINE.exec(firstLine.trim());
        clearTimeout(timer);
        if (match) resolve(match[1]!);
        else reject(new Error(`Unexpected first line from the demo server: ${firstLine}`));
      }
    });
    started.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    started.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The demo server exited with ${code}:\n${out}\n${err}`));
    });
  });
  return url.endsWith('/') ? url : `${url}/`;
}

export async function teardown(): Promise<void> {
  const running = children.splice(0).filter((child) => child.exitCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}
