import {
  createApiClient,
  createEventFeed,
  type WsLog,
  type WsUpdate,
} from '@semaphore-console/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDemoApp,
  type DemoApp,
  type DemoAppOptions,
  type DemoServer,
  memoryTransport,
} from '../src/index';
import { Feed, signIn, startServer, until } from './helpers';

// The real server's behaviours of API §7.5 as fault options: a per-socket send buffer that closes
// a flooded socket, and log lines that reach `/output` after a delay.

let app: DemoApp | undefined;
let server: DemoServer | undefined;
afterEach(async () => {
  app?.close();
  app = undefined;
  await server?.close();
  server = undefined;
});

/** A demo app in memory with an admin session and one raw in-memory socket collecting frames. */
async function memorySocket(options: DemoAppOptions) {
  app = createDemoApp({
    schedules: false,
    faults: true,
    timing: { tickMs: 5, lineMs: 1, startingMs: 1 },
    ...options,
  });
  const transport = memoryTransport(app);
  const client = createApiClient({ baseUrl: `${transport.origin}/`, fetch: transport.fetch });
  await client.auth.login({ auth: 'admin', password: 'changeme' });
  const socket = new transport.WebSocket(`${transport.origin}/api/ws`);
  const received: string[] = [];
  const closed: { code?: number } = {};
  socket.addEventListener('message', ((event: { data: string }) => {
    received.push(event.data);
  }) as never);
  socket.addEventListener('close', ((event: { code: number }) => {
    closed.code = event.code;
  }) as never);
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', resolve));
  await opened;
  const admin = app.state.users.find((u) => u.username === 'admin');
  if (!admin) throw new Error('no admin');
  return { app, client, transport, socket, received, closed, adminId: admin.id };
}

describe('socketBuffer fault option (API §7.5)', () => {
  it('closes a socket flooded in one turn after sending what it had queued (1005), and only that', async () => {
    const { app, received, closed, adminId } = await memorySocket({ socketBuffer: 8 });
    for (let i = 0; i < 20; i++) app.hub.send([adminId], { type: 'log', n: i });
    await until(() => closed.code !== undefined);
    // One frame in flight plus eight queued went out; the ninth queued message closed the socket.
    expect(received.map((t) => (JSON.parse(t) as { n: number }).n)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(closed.code).toBe(1005);
    expect(app.hub.size).toBe(0);
  });

  it('keeps a socket whose queue drains between messages', async () => {
    const { app, received, closed, adminId } = await memorySocket({ socketBuffer: 8 });
    for (let i = 0; i < 20; i++) {
      app.hub.send([adminId], { type: 'log', n: i });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await until(() => received.length === 20);
    expect(closed.code).toBeUndefined();
    expect(app.hub.size).toBe(1);
  });

  it('is off by default: a burst of 1,000 messages all arrive', async () => {
    const { app, received, closed, adminId } = await memorySocket({});
    for (let i = 0; i < 1000; i++) app.hub.send([adminId], { type: 'log', n: i });
    await until(() => received.length === 1000);
    expect(closed.code).toBeUndefined();
  });

  it('drops a websocket mid-run on a 5,000-line burst over TCP; /output keeps every line', async () => {
    server = await startServer({ socketBuffer: true });
    const admin = await signIn(server.url, 'admin');
    const feed = await Feed.open(server.url, admin.cookie ?? '');
    const closed = new Promise<number>((resolve) => feed.ws.once('close', resolve));
    const res = await admin.post('/api/demo/project/1/tasks/synthetic', {
      template_id: 1,
      lines: 5000,
      lines_per_second: 1_000_000,
    });
    expect(res.status).toBe(201);
    const taskId = (res.body as { id: number }).id;
    expect(await closed).toBe(1005);
    const logs = feed.of(taskId).filter((m): m is WsLog => m.type === 'log');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.length).toBeLessThan(5000);
    await until(() => server?.state.tasks.find((t) => t.id === taskId)?.end != null);
    const output = await admin.get(`/api/project/1/tasks/${taskId}/output`);
    const stored = (output.body as { output: string }[]).map((l) => l.output);
    expect(stored).toHaveLength(5001); // the queue notice plus 5,000 lines
    // What the socket delivered is the stored log's beginning, in order, without gaps.
    expect(logs.map((l) => l.output)).toEqual(stored.slice(0, logs.length));
  });

  it('keeps the socket of a normal run open', async () => {
    server = await startServer({ socketBuffer: true });
    const admin = await signIn(server.url, 'admin');
    const feed = await Feed.open(server.url, admin.cookie ?? '');
    let closed = false;
    feed.ws.once('close', () => (closed = true));
    const task = (await admin.post('/api/project/1/tasks', { template_id: 1 })).body as {
      id: number;
    };
    await feed.until(
      (ms) => ms.some((m) => m.type === 'update' && m.task_id === task.id && m.end !== null),
      10_000,
    );
    expect(closed).toBe(false);
    feed.close();
  });
});

describe('outputDelayMs fault option (API §7.5)', () => {
  it('stores log lines after the delay: /output grows after the final update, then equals the websocket log', async () => {
    app = createDemoApp({
      schedules: false,
      faults: true,
      outputDelayMs: 300,
      timing: { tickMs: 5, lineMs: 1, startingMs: 1 },
    });
    app.start();
    const transport = memoryTransport(app);
    const baseUrl = `${transport.origin}/`;
    const client = createApiClient({ baseUrl, fetch: transport.fetch });
    await client.auth.login({ auth: 'admin', password: 'changeme' });
    const feed = createEventFeed({ baseUrl, WebSocket: transport.WebSocket });
    const logs: WsLog[] = [];
    let final: WsUpdate | undefined;
    feed.on('log', (m) => logs.push(m));
    await until(() => feed.state === 'open');

    const res = await transport.fetch(`${baseUrl}api/demo/project/1/tasks/synthetic`, {
      method: 'POST',
      body: JSON.stringify({ template_id: 1, lines: 200, lines_per_second: 2000 }),
    });
    const taskId = ((await res.json()) as { id: number }).id;
    const firstRead = await new Promise<number>((resolve) => {
      feed.on('update', (m) => {
        if (m.task_id !== taskId || m.end === null) return;
        final = m;
        // Read at once, as a console does on the final update.
        void client
          .project(1)
          .tasks.output(taskId)
          .then((lines) => resolve(lines.length));
      });
    });
    expect(final?.status).toBe('success');
    const sent = logs.filter((l) => l.task_id === taskId).map((l) => l.output);
    expect(sent).toHaveLength(201);
    expect(firstRead).toBeLessThan(sent.length);
    let stored: string[] = [];
    await until(() => {
      void client
        .project(1)
        .tasks.output(taskId)
        .then((lines) => (stored = lines.map((l) => l.output)));
      return stored.length === sent.length;
    });
    expect(stored).toEqual(sent);
    feed.dispose();
  });

  it('stores lines at once by default', async () => {
    app = createDemoApp({ schedules: false, faults: true });
    const transport = memoryTransport(app);
    const baseUrl = `${transport.origin}/`;
    const client = createApiClient({ baseUrl, fetch: transport.fetch });
    await client.auth.login({ auth: 'admin', password: 'changeme' });
    const res = await transport.fetch(`${baseUrl}api/demo/project/1/tasks/synthetic`, {
      method: 'POST',
      body: JSON.stringify({ template_id: 1, lines: 5, lines_per_second: 1_000_000 }),
    });
    const taskId = ((await res.json()) as { id: number }).id;
    // The queue notice is logged while the request is handled: stored before the answer.
    expect((await client.project(1).tasks.output(taskId)).length).toBeGreaterThan(0);
  });
});

describe('POST /api/demo/faults/real-server', () => {
  it('switches both options at run time, rejects bad values with a JSON 400, and reset restores the startup values', async () => {
    server = await startServer();
    const post = (path: string, body: unknown) =>
      fetch(`${server?.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post('/api/demo/faults/real-server', { socketBuffer: true })).status).toBe(204);
    const admin = await signIn(server.url, 'admin');
    const feed = await Feed.open(server.url, admin.cookie ?? '');
    const closed = new Promise<number>((resolve) => feed.ws.once('close', resolve));
    await admin.post('/api/demo/project/1/tasks/synthetic', {
      template_id: 1,
      lines: 2000,
      lines_per_second: 1_000_000,
    });
    expect(await closed).toBe(1005);

    for (const bad of [
      { socketBuffer: 0 },
      { socketBuffer: 'many' },
      { socketBuffer: 2.5 },
      { outputDelayMs: -1 },
      { outputDelayMs: null },
    ]) {
      const res = await post('/api/demo/faults/real-server', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/socketBuffer|outputDelayMs/);
    }

    expect((await post('/api/demo/faults/reset', {})).status).toBe(204);
    const again = await Feed.open(server.url, admin.cookie ?? '');
    let dropped = false;
    again.ws.once('close', () => (dropped = true));
    const res = await admin.post('/api/demo/project/1/tasks/synthetic', {
      template_id: 1,
      lines: 2000,
      lines_per_second: 1_000_000,
    });
    const taskId = (res.body as { id: number }).id;
    await again.until((ms) =>
      ms.some((m) => m.task_id === taskId && m.type === 'update' && m.end !== null),
    );
    expect(dropped).toBe(false);
    expect(again.of(taskId).filter((m) => m.type === 'log')).toHaveLength(2001);
    again.close();
  });
});
