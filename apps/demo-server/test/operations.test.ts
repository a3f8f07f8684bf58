import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskOutputSchema, TaskSchema, type WsLog } from '@semaphore-console/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, Feed, expectList, expectShape, signIn, startServer, waitForTask } from './helpers';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('--data persistence', () => {
  it('saves changes to the file and loads them after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-server-'));
    dirs.push(dir);
    const file = join(dir, 'state.json');
    const first = await startServer({ dataFile: file });
    const admin = await signIn(first.url, 'admin');
    const created = await admin.post('/api/projects', { name: 'Survives restart' });
    expect(created.status).toBe(201);
    await first.close();
    expect(
      JSON.parse(readFileSync(file, 'utf8')).projects.some(
        (p: { name: string }) => p.name === 'Survives restart',
      ),
    ).toBe(true);

    const second = await startServer({ dataFile: file });
    // The session survives too: the same cookie works against the restarted server.
    const sameCookie = new Client(second.url, admin.cookie);
    const names = ((await sameCookie.get('/api/projects')).body as { name: string }[]).map(
      (p) => p.name,
    );
    expect(names).toContain('Survives restart');
    await second.close();
  });

  it('fails at start when the data file cannot be written', async () => {
    await expect(startServer({ dataFile: '/nonexistent-dir/state.json' })).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('refuses a file that is not a demo data file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-server-'));
    dirs.push(dir);
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"hello":1}');
    await expect(startServer({ dataFile: file })).rejects.toThrow(/not a demo server data file/);
  });
});

describe('fault controls (--faults)', () => {
  it('fail the next N matching requests with a status, then recover; reset clears rules', async () => {
    const server = await startServer();
    const admin = await signIn(server.url, 'admin');
    expect(
      (
        await admin.post('/api/demo/faults/requests', {
          count: 2,
          status: 503,
          path: '/api/projects',
        })
      ).status,
    ).toBe(204);
    expect((await admin.get('/api/user')).status).toBe(200);
    expect((await admin.get('/api/projects')).status).toBe(503);
    expect((await admin.get('/api/projects')).status).toBe(503);
    expect((await admin.get('/api/projects')).status).toBe(200);
    await admin.post('/api/demo/faults/requests', { count: 1, delayMs: 150 });
    const started = Date.now();
    expect((await admin.get('/api/user')).status).toBe(200);
    const delayed = Date.now() - started;
    console.log(`delayed request took ${delayed} ms (delayMs 150)`);
    expect(delayed).toBeGreaterThanOrEqual(140);
    await admin.post('/api/demo/faults/requests', { count: 5, status: 500 });
    expect((await admin.post('/api/demo/faults/reset')).status).toBe(204);
    expect((await admin.get('/api/user')).status).toBe(200);
    expect((await admin.post('/api/demo/faults/requests', { count: 0 })).status).toBe(400);
    await server.close();
  });

  it('drop-websockets closes every open socket', async () => {
    const server = await startServer();
    const admin = await signIn(server.url, 'admin');
    const feed = await Feed.open(server.url, admin.cookie as string);
    const closed = new Promise<number>((resolve) => feed.ws.on('close', (code) => resolve(code)));
    expect((await admin.post('/api/demo/faults/drop-websockets')).status).toBe(204);
    expect(await closed).toBe(1006);
    await server.close();
  });

  it('the demo routes do not exist without --faults', async () => {
    const server = await startServer({ faults: false });
    const admin = await signIn(server.url, 'admin');
    expect((await admin.post('/api/demo/faults/reset')).status).toBe(404);
    await server.close();
  });
});

describe('synthetic tasks', () => {
  it('serves a 100,000-line stored output', async () => {
    const server = await startServer();
    const admin = await signIn(server.url, 'admin');
    const started = Date.now();
    const res = await admin.post('/api/demo/project/1/tasks/synthetic', {
      template_id: 4,
      lines: 100_000,
    });
    const createdMs = Date.now() - started;
    expect(res.status).toBe(201);
    const task = expectShape(TaskSchema, res.body);
    expect(task.status).toBe('success');
    const t0 = Date.now();
    const out = await admin.get(`/api/project/1/tasks/${task.id}/output`);
    const fetchMs = Date.now() - t0;
    const lines = out.body as unknown[];
    console.log(
      `synthetic 100,000 lines: create ${createdMs} ms, GET output ${fetchMs} ms, ${(out.text.length / 1e6).toFixed(1)} MB`,
    );
    expect(lines.length).toBe(100_000);
    expectList(TaskOutputSchema, lines.slice(0, 100));
    await server.close();
  }, 60_000);

  it('makes every line line_length characters long, and refuses a bad length', async () => {
    const server = await startServer();
    const admin = await signIn(server.url, 'admin');
    const res = await admin.post('/api/demo/project/1/tasks/synthetic', {
      template_id: 4,
      lines: 3,
      line_length: 1_048_576,
    });
    const task = expectShape(TaskSchema, res.body);
    const out = (await admin.get(`/api/project/1/tasks/${task.id}/output`)).body as {
      output: string;
    }[];
    expect(out.map((l) => l.output.length)).toEqual([1_048_576, 1_048_576, 1_048_576]);
    expect(out[1]?.output.startsWith('[000002] synthetic output line')).toBe(true);
    const bad = await admin.post('/api/demo/project/1/tasks/synthetic', {
      template_id: 4,
      lines: 3,
      line_length: 0,
    });
    expect(bad.status).toBe(400);
    await server.close();
  }, 60_000);

  it('streams lines at the requested rate over the websocket and stores them', async () => {
    const server = await startServer();
    const admin = await signIn(server.url, 'admin');
    const feed = await Feed.open(server.url, admin.cookie as string);
    const started = Date.now();
    const res = await admin.post('/api/demo/project/1/tasks/synthetic', {
      template_id: 4,
      lines: 1000,
      lines_per_second: 1000,
    });
    const task = expectShape(TaskSchema, res.body);
    await waitForTask(admin, 1, task.id, (t) => t.end !== null, 10_000);
    const elapsed = Date.now() - started;
    await feed.until(
      (m) => m.filter((x) => x.task_id === task.id && x.type === 'log').length >= 1001,
    );
    const logs = feed.of(task.id).filter((m): m is WsLog => m.type === 'log');
    console.log(`synthetic stream: 1000 lines at 1000/s took ${elapsed} ms`);
    expect(logs.length).toBe(1001);
    const stored = (await admin.get(`/api/project/1/tasks/${task.id}/output`)).body as unknown[];
    expect(stored.length).toBe(1001);
    feed.close();
    await server.close();
  });
});

describe('CLI', () => {
  it('prints the listening URL first, then the demo sign-in, and answers pong', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@semaphore-console/source',
        'src/main.ts',
        '--port',
        '0',
        '--faults',
      ],
      { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += String(chunk);
        if (text.split('\n').length > 2) resolve(text);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
      setTimeout(() => reject(new Error(`no output: ${text}`)), 15_000);
    });
    const [first, second] = output.split('\n');
    expect(first).toMatch(/^Semaphore demo server listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(second).toContain('admin / changeme');
    const url = first?.replace('Semaphore demo server listening on ', '') ?? '';
    expect(await (await fetch(`${url}/api/ping`)).text()).toBe('pong');
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }, 20_000);

  it('rejects a bad --port with a clear message', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@semaphore-console/source', 'src/main.ts', '--port', 'abc'],
      { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (c) => (err += String(c)));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(2);
    expect(err).toContain('--port must be an integer from 0 to 65535');
  }, 20_000);
});
