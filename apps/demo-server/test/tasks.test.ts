import {
  ActiveTaskSchema,
  TaskOutputSchema,
  TaskSchema,
  TaskWithTplSchema,
  TemplateSchema,
  type WsLog,
  type WsUpdate,
} from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DemoServer } from '../src/index';
import {
  type Client,
  Feed,
  expectList,
  expectShape,
  signIn,
  startServer,
  waitForTask,
} from './helpers';

let server: DemoServer;
let admin: Client;
let feed: Feed;

/** Template ids of the seed, by name. */
let tpl: Record<string, number>;

beforeAll(async () => {
  server = await startServer({ timing: { tickMs: 10, lineMs: 2, startingMs: 5 } });
  admin = await signIn(server.url, 'admin');
  feed = await Feed.open(server.url, admin.cookie as string);
  tpl = Object.fromEntries(server.state.templates.map((t) => [t.name, t.id]));
});
afterAll(async () => {
  feed.close();
  await server.close();
});

const updates = (taskId: number) =>
  feed.of(taskId).filter((m): m is WsUpdate => m.type === 'update');
const logs = (taskId: number) => feed.of(taskId).filter((m): m is WsLog => m.type === 'log');
const finished = (t: { end: string | null }) => t.end !== null;

async function run(client: Client, projectId: number, body: Record<string, unknown>) {
  const res = await client.post(`/api/project/${projectId}/tasks`, body);
  expect(res.status).toBe(201);
  return expectShape(TaskSchema, res.body);
}

describe('task lifecycle', () => {
  it('a task goes waiting → starting → running → success, streams logs and stores them', async () => {
    const task = await run(admin, 1, {
      template_id: tpl['Ping hosts'],
      environment: '{"ping_timeout":"5"}',
    });
    expect(task).toMatchObject({
      status: 'waiting',
      secret: '{}',
      start: null,
      end: null,
      project_id: 1,
    });
    await feed.until(() => updates(task.id).some((u) => u.end !== null));
    const statuses = updates(task.id).map((u) => u.status);
    expect(statuses).toEqual(['waiting', 'starting', 'running', 'success', 'success']);
    const last = updates(task.id).at(-1) as WsUpdate;
    expect(last.start).not.toBeNull();
    expect(updates(task.id).at(-2)?.end).toBeNull();
    expect(logs(task.id)[0]?.output).toBe(`Task ${task.id} added to queue`);
    expect(logs(task.id).some((l) => l.output.includes('PLAY RECAP'))).toBe(true);
    expect(logs(task.id).some((l) => l.output.includes('\u001b[0;32m'))).toBe(true);

    const output = expectList(
      TaskOutputSchema,
      (await admin.get(`/api/project/1/tasks/${task.id}/output`)).body,
    );
    expect(output.map((o) => o.output)).toEqual(logs(task.id).map((l) => l.output));
    expect(output[0]).toEqual({
      task_id: task.id,
      task: '',
      time: expect.any(String),
      output: expect.any(String),
    });

    const stored = expectShape(
      TaskSchema,
      (await admin.get(`/api/project/1/tasks/${task.id}`)).body,
    );
    expect(stored).toMatchObject({
      status: 'success',
      secret: '',
      environment: '{"ping_timeout":"5"}',
    });
    expect(stored).not.toHaveProperty('tpl_alias');
  });

  it('demo_fail makes a run end in error', async () => {
    const task = await run(admin, 1, {
      template_id: tpl['Rotate logs'],
      environment: '{"demo_fail":true}',
    });
    expect((await waitForTask(admin, 1, task.id, finished)).status).toBe('error');
  });

  it('Terraform and OpenTofu plans wait for confirmation; confirm applies', async () => {
    for (const name of ['Provision network', 'Provision database cluster']) {
      const task = await run(admin, 1, { template_id: tpl[name] });
      await waitForTask(admin, 1, task.id, (t) => t.status === 'waiting_confirmation');
      expect(logs(task.id).some((l) => l.output.includes('1 to add, 1 to change'))).toBe(true);
      expect((await admin.post(`/api/project/1/tasks/${task.id}/confirm`)).status).toBe(204);
      const done = await waitForTask(admin, 1, task.id, finished);
      expect(done.status).toBe('success');
      expect(updates(task.id).map((u) => u.status)).toEqual([
        'waiting',
        'starting',
        'running',
        'waiting_confirmation',
        'confirmed',
        'running',
        'success',
        'success',
      ]);
      // Confirming a task that is no longer active answers 400.
      expect((await admin.post(`/api/project/1/tasks/${task.id}/confirm`)).status).toBe(400);
    }
  });

  it('a plan without changes goes straight to success', async () => {
    const task = await run(admin, 1, {
      template_id: tpl['Provision network'],
      environment: '{"demo_no_changes":true}',
    });
    const done = await waitForTask(admin, 1, task.id, finished);
    expect(done.status).toBe('success');
    expect(updates(task.id).map((u) => u.status)).not.toContain('waiting_confirmation');
  });
});

describe('stop', () => {
  it('a normal stop of a running task ends as error (the killed process reports a failure)', async () => {
    const task = await run(admin, 1, { template_id: tpl['Soak test (long running)'] });
    await waitForTask(admin, 1, task.id, (t) => t.status === 'running');
    expect((await admin.post(`/api/project/1/tasks/${task.id}/stop`, {})).status).toBe(204);
    const done = await waitForTask(admin, 1, task.id, finished);
    expect(done.status).toBe('error');
    expect(updates(task.id).map((u) => u.status)).toContain('stopping');
  });

  it('force stop ends as stopped at once', async () => {
    const task = await run(admin, 1, { template_id: tpl['Soak test (long running)'] });
    await waitForTask(admin, 1, task.id, (t) => t.status === 'running');
    expect((await admin.post(`/api/project/1/tasks/${task.id}/stop`, { force: true })).status).toBe(
      204,
    );
    const done = await waitForTask(admin, 1, task.id, finished, 200);
    expect(done.status).toBe('stopped');
  });

  it('a normal stop at waiting_confirmation hangs in stopping until a force stop', async () => {
    const task = await run(admin, 1, { template_id: tpl['Provision network'] });
    await waitForTask(admin, 1, task.id, (t) => t.status === 'waiting_confirmation');
    await admin.post(`/api/project/1/tasks/${task.id}/stop`, { force: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(
      ((await admin.get(`/api/project/1/tasks/${task.id}`)).body as { status: string }).status,
    ).toBe('stopping');
    await admin.post(`/api/project/1/tasks/${task.id}/stop`, { force: true });
    expect((await waitForTask(admin, 1, task.id, finished)).status).toBe('stopped');
  });

  it('stopping a finished task rewrites its status to stopped and sends an update', async () => {
    const task = await run(admin, 1, { template_id: tpl['Rotate logs'] });
    await waitForTask(admin, 1, task.id, finished);
    const before = updates(task.id).length;
    expect((await admin.post(`/api/project/1/tasks/${task.id}/stop`, {})).status).toBe(204);
    expect(
      ((await admin.get(`/api/project/1/tasks/${task.id}`)).body as { status: string }).status,
    ).toBe('stopped');
    await feed.until(() => updates(task.id).length === before + 1);
    expect(updates(task.id).at(-1)?.status).toBe('stopped');
  });

  it('/output is UTF-8 with its byte length, and follows lines written after it was served', async () => {
    const task = await run(admin, 1, { template_id: tpl['Rotate logs'] });
    await waitForTask(admin, 1, task.id, finished);
    const lines = server.state.outputs[String(task.id)] ?? [];
    const time = lines[0]?.time ?? new Date().toISOString();
    lines.push({ time, output: 'déployé ✓ 部署 \u001b[0;32mok\u001b[0m "quoted"' });
    const first = await admin.get(`/api/project/1/tasks/${task.id}/output`);
    expect(Number(first.headers.get('content-length'))).toBe(Buffer.byteLength(first.text));
    const output = expectList(TaskOutputSchema, first.body);
    expect(output.map((o) => o.output)).toEqual(lines.map((l) => l.output));
    expect(output.at(-1)?.output).toBe('déployé ✓ 部署 \u001b[0;32mok\u001b[0m "quoted"');
    // A line written after the answer was cached is in the next answer.
    lines.push({ time, output: 'one more' });
    const second = expectList(
      TaskOutputSchema,
      (await admin.get(`/api/project/1/tasks/${task.id}/output`)).body,
    );
    expect(second.map((o) => o.output)).toEqual([...output.map((o) => o.output), 'one more']);
  });

  it('stop needs a JSON body; unknown tasks answer 400', async () => {
    const task = await run(admin, 1, { template_id: tpl['Rotate logs'] });
    expect((await admin.request('POST', `/api/project/1/tasks/${task.id}/stop`)).status).toBe(400);
    expect((await admin.get('/api/project/1/tasks/999999')).status).toBe(400);
    expect((await admin.get('/api/project/1/tasks/999999/output')).status).toBe(400);
    expect((await admin.post('/api/project/1/tasks/999999/stop', {})).status).toBe(400);
    // The real server answers 500 for a missing template (§6.12); the demo never answers 5xx.
    const missing = await admin.post('/api/project/1/tasks', { template_id: 999999 });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'template_id: no template 999999 in this project' });
    await waitForTask(admin, 1, task.id, finished);
  });
});

describe('edge cases of §8.2', () => {
  it('a stop while starting lets the job finish with end set but status stopping', async () => {
    const slow = await startServer({ timing: { tickMs: 10, lineMs: 1, startingMs: 300 } });
    const c = await signIn(slow.url, 'admin');
    const res = await c.post('/api/project/1/tasks', { template_id: tpl['Rotate logs'] });
    const task = expectShape(TaskSchema, res.body);
    await waitForTask(c, 1, task.id, (t) => t.status === 'starting');
    await c.post(`/api/project/1/tasks/${task.id}/stop`, {});
    const done = await waitForTask(c, 1, task.id, finished);
    expect(done.status).toBe('stopping');
    await slow.close();
  });

  it('confirming a running Ansible task leaves it confirmed with end set', async () => {
    const task = await run(admin, 1, { template_id: tpl['Soak test (long running)'] });
    await waitForTask(admin, 1, task.id, (t) => t.status === 'running');
    expect((await admin.post(`/api/project/1/tasks/${task.id}/confirm`)).status).toBe(204);
    const done = await waitForTask(admin, 1, task.id, finished);
    expect(done.status).toBe('confirmed');
  });

  it('a run from a git repository records a commit', async () => {
    const task = await run(admin, 1, { template_id: tpl['Ping hosts'] });
    await waitForTask(admin, 1, task.id, finished);
    const stored = expectShape(
      TaskSchema,
      (await admin.get(`/api/project/1/tasks/${task.id}`)).body,
    );
    expect(stored.commit_hash).toMatch(/^[0-9a-f]{40}$/);
    expect(stored.commit_message).not.toBe('');
  });
});

describe('[Bolt] task ids', () => {
  it('with boltTaskIds tasks get decreasing ids from 2147483646 and lists still sort by created', async () => {
    const bolt = await startServer({
      boltTaskIds: true,
      timing: { tickMs: 10, lineMs: 1, startingMs: 2 },
    });
    const c = await signIn(bolt.url, 'admin');
    const ids = bolt.state.tasks.map((t) => t.id);
    expect(Math.max(...ids)).toBe(2147483646);
    const a = expectShape(
      TaskSchema,
      (await c.post('/api/project/1/tasks', { template_id: tpl['Rotate logs'] })).body,
    );
    const b = expectShape(
      TaskSchema,
      (await c.post('/api/project/1/tasks', { template_id: tpl['Ping hosts'] })).body,
    );
    expect(a.id).toBeLessThan(Math.min(...ids));
    expect(b.id).toBe(a.id - 1);
    const last = expectList(
      TaskWithTplSchema,
      (await c.get('/api/project/1/tasks/last?limit=2')).body,
    );
    expect(last.map((t) => t.id)).toEqual([b.id, a.id]);
    await bolt.close();
  });
});

describe('deleting what a task runs in', () => {
  it('deleting a project drops its queued and running tasks from the runner', async () => {
    const project = (await admin.post('/api/projects', { name: 'Doomed', demo: true })).body as {
      id: number;
    };
    const ping = server.state.templates.find(
      (t) => t.project_id === project.id && t.name === 'Ping Site',
    );
    const task = await run(admin, project.id, { template_id: ping?.id });
    expect(
      expectList(ActiveTaskSchema, (await admin.get('/api/tasks')).body).map((t) => t.task_id),
    ).toContain(task.id);
    expect((await admin.delete(`/api/project/${project.id}`)).status).toBe(204);
    expect(
      expectList(ActiveTaskSchema, (await admin.get('/api/tasks')).body).map((t) => t.task_id),
    ).not.toContain(task.id);
    expect(server.state.outputs[String(task.id)]).toBeUndefined();
  });
});

describe('queue', () => {
  it('max_parallel_tasks holds tasks back in the queue; /api/tasks lists queue then running', async () => {
    const p2 = server.state.projects.find((p) => p.max_parallel_tasks > 0);
    expect(p2?.max_parallel_tasks).toBe(2);
    const pid = p2?.id as number;
    const a = await run(admin, pid, { template_id: tpl['Core network'] });
    const b = await run(admin, pid, { template_id: tpl['Kubernetes cluster'] });
    await waitForTask(admin, pid, a.id, (t) => t.status === 'waiting_confirmation');
    await waitForTask(admin, pid, b.id, (t) => t.status === 'waiting_confirmation');
    const c = await run(admin, pid, { template_id: tpl['Backup databases'] });
    await new Promise((r) => setTimeout(r, 80));
    expect(
      ((await admin.get(`/api/project/${pid}/tasks/${c.id}`)).body as { status: string }).status,
    ).toBe('waiting');
    const active = expectList(ActiveTaskSchema, (await admin.get('/api/tasks')).body);
    expect(active[0]).toMatchObject({
      task_id: c.id,
      username: 'admin',
      location: 'queue',
      status: 'waiting',
    });
    expect(
      active
        .filter((t) => t.location === 'running')
        .map((t) => t.task_id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await admin.get('/api/tasks/123')).body).toEqual(active);
    // Freeing a slot lets the held task run.
    await admin.post(`/api/project/${pid}/tasks/${a.id}/stop`, { force: true });
    expect((await waitForTask(admin, pid, c.id, finished)).status).toBe('success');
    await admin.post(`/api/project/${pid}/tasks/${b.id}/stop`, { force: true });
  });

  it('active-task records carry the login name of the user who started the task (§5.19)', async () => {
    const manager = await signIn(server.url, 'manager');
    const task = await run(manager, 1, { template_id: tpl['Soak test (long running)'] });
    const record = expectList(ActiveTaskSchema, (await admin.get('/api/tasks')).body).find(
      (t) => t.task_id === task.id,
    );
    expect(record?.username).toBe('manager');
    await admin.post(`/api/project/1/tasks/${task.id}/stop`, { force: true });
  });

  it('a second task of the same template waits for the first', async () => {
    const first = await run(admin, 1, { template_id: tpl['Soak test (long running)'] });
    const second = await run(admin, 1, { template_id: tpl['Soak test (long running)'] });
    await waitForTask(admin, 1, first.id, (t) => t.status === 'running');
    await new Promise((r) => setTimeout(r, 60));
    expect(
      ((await admin.get(`/api/project/1/tasks/${second.id}`)).body as { status: string }).status,
    ).toBe('waiting');
    // DELETE /api/tasks/{id} requests a normal stop.
    expect((await admin.delete(`/api/tasks/${first.id}`)).status).toBe(204);
    await waitForTask(admin, 1, first.id, finished);
    await waitForTask(admin, 1, second.id, (t) => t.status === 'running');
    await admin.post(`/api/project/1/tasks/${second.id}/stop`, { force: true });
  });

  it('a stopped waiting task becomes stopped without running', async () => {
    const first = await run(admin, 1, { template_id: tpl['Soak test (long running)'] });
    const second = await run(admin, 1, { template_id: tpl['Soak test (long running)'] });
    await admin.post(`/api/project/1/tasks/${second.id}/stop`, {});
    await admin.post(`/api/project/1/tasks/${first.id}/stop`, { force: true });
    const done = await waitForTask(admin, 1, second.id, finished);
    expect(done.status).toBe('stopped');
    expect(done.start).toBeNull();
  });
});

describe('builds and lists', () => {
  it('build tasks get the next version; a successful build autoruns the autorun deploy', async () => {
    const build = await run(admin, 1, { template_id: tpl['Build web app'] });
    expect(build.version).toBe('1.4.4');
    await waitForTask(admin, 1, build.id, finished);
    const deploys = expectList(
      TaskWithTplSchema,
      (await admin.get(`/api/project/1/templates/${tpl['Deploy to staging']}/tasks/last?limit=1`))
        .body,
    );
    expect(deploys[0]).toMatchObject({
      build_task_id: build.id,
      user_id: null,
      tpl_alias: 'Deploy to staging',
    });
    expect(deploys[0]?.build_task?.id).toBe(build.id);
  });

  it('task lists are TaskWithTpl newest first; last honours limit 1–200', async () => {
    const list = expectList(TaskWithTplSchema, (await admin.get('/api/project/1/tasks')).body);
    const created = list.map((t) => t.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(list.find((t) => t.user_id !== null)?.user_name).toMatch(/ /);
    expect(((await admin.get('/api/project/1/tasks/last?limit=2')).body as unknown[]).length).toBe(
      2,
    );
    expect(
      ((await admin.get('/api/project/1/tasks/last?limit=abc')).body as unknown[]).length,
    ).toBe(Math.min(200, list.length));
  });

  it('template list items are partial, single templates are full', async () => {
    const list = expectList(TemplateSchema, (await admin.get('/api/project/1/templates')).body);
    const deploy = list.find((t) => t.name === 'Deploy to production');
    expect(deploy).toMatchObject({ survey_vars: null, vaults: null, autorun: false });
    expect(deploy?.last_task?.tpl_alias).toBe('Deploy to production');
    const full = expectShape(
      TemplateSchema,
      (await admin.get(`/api/project/1/templates/${deploy?.id}`)).body,
    );
    expect(full.survey_vars?.map((v) => v.type)).toEqual(['', 'int', 'enum', 'secret']);
    expect(full.vaults?.length).toBe(2);
  });
});

describe('permissions on tasks', () => {
  it('guests cannot run (403); task runners can; only admins delete (401 for others)', async () => {
    const guest = await signIn(server.url, 'guest');
    const runner = await signIn(server.url, 'runner');
    const manager = await signIn(server.url, 'manager');
    expect(
      (await guest.post('/api/project/1/tasks', { template_id: tpl['Rotate logs'] })).status,
    ).toBe(403);
    const task = await run(runner, 1, { template_id: tpl['Rotate logs'] });
    expect(task.user_id).toBe(server.state.users.find((u) => u.username === 'runner')?.id);
    expect((await admin.delete(`/api/project/1/tasks/${task.id}`)).status).toBe(400);
    await waitForTask(admin, 1, task.id, finished);
    expect((await guest.post(`/api/project/1/tasks/${task.id}/stop`, {})).status).toBe(403);
    expect((await runner.delete(`/api/project/1/tasks/${task.id}`)).status).toBe(403);
    expect((await manager.delete(`/api/project/1/tasks/${task.id}`)).status).toBe(401);
    expect((await admin.delete(`/api/project/1/tasks/${task.id}`)).status).toBe(204);
    expect((await admin.get(`/api/project/1/tasks/${task.id}`)).status).toBe(400);
    expect((await manager.get('/api/tasks')).status).toBe(403);
    // Guests may read everything, including output.
    expect((await guest.get('/api/project/1/tasks/last')).status).toBe(200);
  });
});

describe('websocket', () => {
  it('refuses the upgrade without a session (401)', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });

  it('delivers messages to project members and admins only, fixed at task creation', async () => {
    const dana = await signIn(server.url, 'dana');
    const guest = await signIn(server.url, 'guest');
    const danaFeed = await Feed.open(server.url, dana.cookie as string);
    const guestFeed = await Feed.open(server.url, guest.cookie as string);
    const task = await run(admin, 1, { template_id: tpl['Rotate logs'] });
    const ended = (m: { task_id: number; type: string; end?: string | null }[]) =>
      m.some(
        (x) =>
          x.task_id === task.id && x.type === 'update' && x.end !== null && x.end !== undefined,
      );
    await guestFeed.until(ended);
    await feed.until(ended);
    expect(danaFeed.of(task.id)).toEqual([]);
    expect(guestFeed.of(task.id).length).toBe(feed.of(task.id).length);
    danaFeed.close();
    guestFeed.close();
  });

  it('closes a socket that sends a frame over 512 bytes', async () => {
    const f = await Feed.open(server.url, admin.cookie as string);
    const closed = new Promise<number>((resolve) => f.ws.on('close', (code) => resolve(code)));
    f.ws.send('x'.repeat(600));
    expect(await closed).toBe(1009);
  });
});
