/**
 * Follow benchmark (not a test): the CLI as a process (`dist/bin.js` when built, else the source
 * through tsx) against the demo server (in this process, real HTTP and websocket).
 *
 * 1. `logs <id>` of a finished 100,000-line task: read throughput (lines/s).
 * 2. `logs <id> --follow` of a task printing 100,000 lines at 10,000 and 20,000 lines/s: whether
 *    the CLI keeps up (how long after the task's end it exits) and its throughput.
 * 3. Peak memory (VmHWM from /proc, Linux) for 10,000 and 100,000 lines: flat in the log's length.
 *
 * Run: `pnpm --filter @semaphore-console/cli bench` (build first for `dist/bin.js` figures).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@semaphore-console/api-client';
import { createDemoServer } from '@semaphore-console/demo-server';

const here = fileURLToPath(new URL('..', import.meta.url));
const built = `${here}dist/bin.js`;
const command = existsSync(built)
  ? [process.execPath, built]
  : [`${here}node_modules/.bin/tsx`, '--conditions=@semaphore-console/source', `${here}src/bin.ts`];

/** The V8 old-space cap of the flat-memory runs, in MB. */
const HEAP_CAP_MB = 48;

const server = await createDemoServer({ port: 0, faults: true, schedules: false });
const baseUrl = `${server.url}/`;
const admin = createApiClient({ baseUrl });
await admin.auth.login({ auth: 'admin', password: 'changeme' });
const { id: token } = await admin.user.tokens.create();

/** Peak resident memory (kB) of a process, from /proc (0 where there is none). */
function peakKb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Creates a synthetic task: finished at once, or streaming at `rate` lines/s. */
async function synthetic(lines: number, rate?: number): Promise<{ id: number; createdAt: number }> {
  const response = await fetch(`${baseUrl}api/demo/project/1/tasks/synthetic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ template_id: 9, lines, ...(rate ? { lines_per_second: rate } : {}) }),
  });
  const task = (await response.json()) as { id: number };
  return { id: task.id, createdAt: Date.now() };
}

/** Runs the CLI; counts the lines it prints, its wall time and peak memory. */
function cli(
  args: string[],
  nodeOptions = '',
): Promise<{ code: number | null; lines: number; ms: number; peakMb: number; endedAt: number }> {
  const started = Date.now();
  const child = spawn(command[0]!, [...command.slice(1), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      SEMAPHORE_URL: baseUrl,
      SEMAPHORE_TOKEN: token,
      NODE_OPTIONS: nodeOptions,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let lines = 0;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, peakKb(child.pid!))), 20);
  child.stdout.on('data', (chunk: Buffer) => {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    peak = Math.max(peak, peakKb(child.pid!));
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearInterval(sampler);
      const endedAt = Date.now();
      resolve({
        code,
        lines,
        ms: endedAt - started,
        peakMb: Math.round(peak / 102.4) / 10,
        endedAt,
      });
    });
  });
}

/** Waits for a task's end and returns when it ended (ms since the epoch). */
async function endOf(id: number): Promise<number> {
  for (;;) {
    const task = await admin.project(1).tasks.get(id);
    if (task.end) return Date.parse(task.end);
    await new Promise((r) => setTimeout(r, 50));
  }
}

console.log(
  `semaphore-console follow bench (${existsSync(built) ? 'dist/bin.js' : 'source via tsx'}, Node ${process.version})`,
);

for (const lines of [10_000, 100_000]) {
  const task = await synthetic(lines);
  const run = await cli(['logs', String(task.id), '-p', '1']);
  console.log(
    `read a finished ${lines.toLocaleString('en')}-line log: ${run.lines.toLocaleString('en')} lines in ${run.ms} ms = ${Math.round((run.lines / run.ms) * 1000).toLocaleString('en')} lines/s, peak RSS ${run.peakMb} MB (exit ${run.code})`,
  );
}

for (const [lines, rate] of [
  [10_000, 10_000],
  [100_000, 10_000],
  [100_000, 20_000],
] as const) {
  const task = await synthetic(lines, rate);
  const runPromise = cli(['logs', String(task.id), '-p', '1', '--follow']);
  const ended = await endOf(task.id);
  const run = await runPromise;
  const stored = (await admin.project(1).tasks.output(task.id)).length;
  console.log(
    `follow ${lines.toLocaleString('en')} lines at ${rate.toLocaleString('en')}/s: printed ${run.lines.toLocaleString('en')}/${stored.toLocaleString('en')}, exited ${run.endedAt - ended} ms after the task's end (incl. the 1 s settle), ${Math.round((run.lines / (run.endedAt - task.createdAt)) * 1000).toLocaleString('en')} lines/s overall, peak RSS ${run.peakMb} MB (exit ${run.code})`,
  );
}

// Flat memory: the same follow under a small V8 heap cap (a log held whole would not fit).
for (const lines of [10_000, 100_000]) {
  const task = await synthetic(lines, 10_000);
  const run = await cli(
    ['logs', String(task.id), '-p', '1', '--follow'],
    `--max-old-space-size=${HEAP_CAP_MB}`,
  );
  console.log(
    `follow ${lines.toLocaleString('en')} lines at 10,000/s under a ${HEAP_CAP_MB} MB heap cap: printed ${run.lines.toLocaleString('en')}, peak RSS ${run.peakMb} MB (exit ${run.code})`,
  );
}

await server.close();
