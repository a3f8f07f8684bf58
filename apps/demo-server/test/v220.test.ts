/**
 * The 2.20 dialect (`serverVersion: '2.20'`, newer-servers.md): omitempty encoding, output records
 * and stages, run flags in `params`, survey-strict runs, history paging, 403s, the Origin check
 * and `/api/info` — each beside the 2.10 answer where the two differ.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import { type Client, Feed, signIn, startServer, waitForTask } from './helpers';

type Obj = Record<string, unknown>;

/** A 2.20 task is over once it has an `end` (absent while it runs: omitempty). */
const over = (t: { end?: string | null }) => Boolean(t.end);

let v20: DemoServer;
let v10: DemoServer;
let admin: Client;
let admin10: Client;
/** Template ids of the seed, by name. */
let tpl: Record<string, number>;

beforeAll(async () => {
  [v20, v10] = await Promise.all([
    startServer({ serverVersion: '2.20', webHost: 'https://console.example.com' }),
    startServer(),
  ]);
  admin = await signIn(v20.url, 'admin');
  admin10 = await signIn(v10.url, 'admin');
  tpl = Object.fromEntries(v20.state.templates.map((t) => [t.name, t.id]));
});
afterAll(async () => {
  await Promise.all([v20.close(), v10.close()]);
});

const list = async (c: Client, path: string): Promise<Obj[]> => {
  const res = await c.get(path);
  expect(res.status).toBe(200);
  return res.body as Obj[];
};
const one = async (c: Client, path: string): Promise<Obj> => {
  const res = await c.get(path);
  expect(res.status).toBe(200);
  return res.body as Obj;
};

describe('omitempty encoding (newer §N1)', () => {
  it('projects leave out alert, alert_chat and a zero max_parallel_tasks', async () => {
    const [web, infra] = await list(admin, '/api/projects').then((l) =>
      ['Acme Web Platform', 'Infrastructure'].map((n) => l.find((p) => p.name === n) as Obj),
    );
    expect(Object.keys(web as Obj).sort()).toEqual(['created', 'id', 'name', 'type']);
    expect(infra).toMatchObject({ max_parallel_tasks: 2 });
    const web10 = (await list(admin10, '/api/projects')).find(
      (p) => p.name === 'Acme Web Platform',
    );
    expect(web10).toMatchObject({ alert: false, alert_chat: null, max_parallel_tasks: 0 });
  });

  it('a template has environment_ids, no empty keys, a default vault without name', async () => {
    const t = await one(admin, `/api/project/1/templates/${tpl['Deploy to production']}`);
    expect(t).not.toHaveProperty('autorun');
    expect(t).not.toHaveProperty('suppress_success_alerts');
    expect(t).not.toHaveProperty('arguments');
    expect(t).not.toHaveProperty('allow_parallel_tasks');
    expect(typeof t.environment_id).toBe('number');
    expect(t.environment_ids).toEqual([t.environment_id]);
    const vaults = t.vaults as Obj[];
    expect(vaults[0]).not.toHaveProperty('name');
    expect(vaults[0]).toMatchObject({ type: 'password' });
    expect(vaults[1]).toMatchObject({ name: 'prod' });
    const survey = t.survey_vars as Obj[];
    const notes = survey.find((v) => v.name === 'release_notes') as Obj;
    expect(notes).not.toHaveProperty('required');
    expect(notes).not.toHaveProperty('type');
    expect(survey.find((v) => v.name === 'api_token')).toMatchObject({ type: 'secret' });
    const t10 = await one(admin10, `/api/project/1/templates/${tpl['Deploy to production']}`);
    expect(t10).toMatchObject({ autorun: false, arguments: null });
    expect(t10).not.toHaveProperty('environment_ids');
  });

  it('template list items leave out survey_vars and vaults', async () => {
    const items = await list(admin, '/api/project/1/templates');
    expect(items.length).toBeGreaterThan(0);
    for (const t of items) {
      expect(t).not.toHaveProperty('survey_vars');
      expect(t).not.toHaveProperty('vaults');
    }
  });

  it('tasks have no debug/dry_run/diff and no empty keys; limit is still sent', async () => {
    const tasks = await list(admin, '/api/project/1/tasks');
    expect(tasks.length).toBeGreaterThan(0);
    for (const t of tasks) {
      for (const k of ['debug', 'dry_run', 'diff']) expect(t).not.toHaveProperty(k);
      for (const [k, value] of Object.entries(t)) {
        if (['limit', 'playbook', 'tpl_playbook', 'tpl_alias'].includes(k)) continue;
        expect(value === null || value === '' || value === false, `${k} is empty`).toBe(false);
      }
      expect(t).toHaveProperty('limit');
      expect(t).toHaveProperty('tpl_alias');
    }
    const t10 = (await list(admin10, '/api/project/1/tasks'))[0] as Obj;
    expect(t10).toHaveProperty('dry_run');
  });

  it('inventories carry template_id instead of holder_id', async () => {
    const items = await list(admin, '/api/project/1/inventory');
    for (const i of items) {
      expect(i).not.toHaveProperty('holder_id');
      expect(i).toHaveProperty('template_id');
    }
    expect(items.some((i) => typeof i.template_id === 'number')).toBe(true);
    expect((await list(admin10, '/api/project/1/inventory'))[0]).toHaveProperty('holder_id');
  });

  it('environments leave out secrets when there are none', async () => {
    const items = await list(admin, '/api/project/1/environment');
    for (const e of items) expect(e).not.toHaveProperty('secrets');
    const withSecrets = await Promise.all(
      items.map((e) => one(admin, `/api/project/1/environment/${String(e.id)}`)),
    );
    expect(withSecrets.some((e) => Array.isArray(e.secrets))).toBe(true);
    expect(withSecrets.some((e) => !('secrets' in e))).toBe(true);
  });

  it('access keys answer ssh: {} and login_password: {} without string/override_secret', async () => {
    const keys = await list(admin, '/api/project/1/keys');
    for (const k of keys) {
      expect(k.ssh).toEqual({});
      expect(k.login_password).toEqual({});
      expect(k).not.toHaveProperty('string');
      expect(k).not.toHaveProperty('override_secret');
    }
  });

  it('apps, team members, schedules, runners and tokens take their 2.20 shapes', async () => {
    for (const a of await list(admin, '/api/apps')) {
      expect(a).not.toHaveProperty('path');
      expect(a).not.toHaveProperty('args');
    }
    const team = await list(admin, '/api/project/1/users');
    expect(team.find((m) => m.username === 'owner')).toEqual({
      id: expect.any(Number),
      username: 'owner',
      name: 'Olivia Owner',
      role_id: 1,
    });
    expect((await list(admin10, '/api/project/1/users'))[0]).toHaveProperty('role');
    const schedules = await list(admin, '/api/project/1/schedules');
    expect(schedules[0]).toMatchObject({ type: '', delete_after_run: false });
    expect(schedules[0]).toHaveProperty('repository_id');
    expect(schedules[0]).not.toHaveProperty('run_at');
    expect((await list(admin, '/api/runners'))[0]).toMatchObject({ is_default: false, tags: [] });
    const created = await admin.post('/api/user/tokens', { name: 'ci' });
    expect(created.status).toBe(201);
    const secret = (created.body as Obj).id as string;
    expect(secret.length).toBeGreaterThan(8);
    const tokens = await list(admin, '/api/user/tokens');
    const listed = tokens.find((t) => t.name === 'ci') as Obj;
    expect(listed.id).toBe(secret.slice(0, 8));
    expect(typeof listed.token_ref).toBe('string');
    expect(listed).not.toHaveProperty('expires_at');
    expect((await admin.delete(`/api/user/tokens/${String(listed.id)}`)).status).toBe(204);
    const bearer = await fetch(`${v20.url}/api/user`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(bearer.status).toBe(401);
  });

  it('an API token past its expires_at answers 401', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const res = await admin.post('/api/user/tokens', { name: 'old', expires_at: past });
    const secret = (res.body as Obj).id as string;
    const call = await fetch(`${v20.url}/api/user`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(call.status).toBe(401);
  });

  it('users carry pro; a TOTP user carries totp', async () => {
    const users = await list(admin, '/api/users');
    expect(users.find((u) => u.username === 'admin')).toMatchObject({ pro: false });
    expect(users.find((u) => u.username === 'admin')).not.toHaveProperty('totp');
    expect(users.find((u) => u.username === 'totp')).toMatchObject({
      totp: { state: 'confirmed', user_id: expect.any(Number) },
    });
  });
});

describe('output records and stages (newer §N2)', () => {
  it('output records carry id and stage_id, not task; stages cover them', async () => {
    const tasks = await list(admin, '/api/project/1/tasks');
    const done = tasks.find((t) => t.status === 'success') as Obj;
    const out = await list(admin, `/api/project/1/tasks/${String(done.id)}/output`);
    expect(out.length).toBeGreaterThan(3);
    expect(Object.keys(out[0] as Obj).sort()).toEqual([
      'id',
      'output',
      'stage_id',
      'task_id',
      'time',
    ]);
    expect(new Set(out.map((o) => o.id)).size).toBe(out.length);
    const stages = await list(admin, `/api/project/1/tasks/${String(done.id)}/stages`);
    expect(stages.map((s) => s.type)).toEqual(['init', 'running']);
    const [init, running] = stages as [Obj, Obj];
    expect(out[0]).toMatchObject({ stage_id: init.id });
    expect(out.at(-1)).toMatchObject({ stage_id: running.id });
    expect(init.start_output_id).toBe(out[0]?.id);
    expect(running.end_output_id).toBe(out.at(-1)?.id);
    const out10 = await list(admin10, `/api/project/1/tasks/${String(done.id)}/output`);
    expect(out10[0]).toHaveProperty('task', '');
    expect((await admin10.get(`/api/project/1/tasks/${String(done.id)}/stages`)).status).toBe(404);
  });
});

describe('websocket (newer §N1)', () => {
  it('log messages keep their 2.10 shape', async () => {
    const feed = await Feed.open(v20.url, String(admin.cookie));
    try {
      const res = await admin.post('/api/project/1/tasks', { template_id: tpl['Ping hosts'] });
      const id = (res.body as Obj).id as number;
      await feed.until((m) => m.some((x) => x.task_id === id && x.type === 'log'));
      const log = feed.of(id).find((m) => m.type === 'log') as unknown as Obj;
      expect(Object.keys(log).sort()).toEqual(['output', 'project_id', 'task_id', 'time', 'type']);
      await waitForTask(admin, 1, id, over);
    } finally {
      feed.close();
    }
  });
});

describe('runs (newer §N4)', () => {
  it('reads the flags from params only; a top-level limit becomes params.limit', async () => {
    const top = await admin.post('/api/project/1/tasks', {
      template_id: tpl['Ping hosts'],
      dry_run: true,
      limit: 'web-01, web-02',
    });
    expect(top.status).toBe(201);
    const topTask = top.body as Obj;
    expect(topTask).not.toHaveProperty('dry_run');
    expect(topTask.params).toMatchObject({ dry_run: false, limit: ['web-01', 'web-02'] });
    const inParams = await admin.post('/api/project/1/tasks', {
      template_id: tpl['Ping hosts'],
      params: { dry_run: true, tags: ['deploy'] },
    });
    expect(inParams.status).toBe(201);
    const task = inParams.body as Obj;
    expect(task.params).toMatchObject({ dry_run: true, tags: ['deploy'], limit: [] });
    const id = task.id as number;
    await waitForTask(admin, 1, id, over);
    const read = await one(admin, `/api/project/1/tasks/${id}`);
    expect(read.params).toMatchObject({ dry_run: true });
    const lines = (await list(admin, `/api/project/1/tasks/${id}/output`)).map((l) => l.output);
    expect(lines.some((l) => String(l).includes('check mode'))).toBe(true);
    const topLines = await waitForTask(admin, 1, topTask.id as number, over).then(() =>
      list(admin, `/api/project/1/tasks/${String(topTask.id)}/output`),
    );
    expect(topLines.some((l) => String(l.output).includes('check mode'))).toBe(false);
  });

  it('a params flag of the wrong type answers 400', async () => {
    const res = await admin.post('/api/project/1/tasks', {
      template_id: tpl['Ping hosts'],
      params: { dry_run: 'yes' },
    });
    expect(res.status).toBe(400);
    expect((res.body as Obj).error).toMatch(/params\.dry_run/);
  });

  it('survey-strict: an undeclared variable or a secret in environment answers 400', async () => {
    const id = tpl['Deploy to production'];
    const undeclared = await admin.post('/api/project/1/tasks', {
      template_id: id,
      environment: '{"foo": 1}',
    });
    expect(undeclared.status).toBe(400);
    expect(undeclared.body).toEqual({
      error: 'variable foo is not declared in the template survey',
    });
    const secretInEnv = await admin.post('/api/project/1/tasks', {
      template_id: id,
      environment: '{"api_token": "x"}',
    });
    expect(secretInEnv.body).toEqual({
      error: 'survey variable api_token must be sent in the task secret',
    });
    const ok = await admin.post('/api/project/1/tasks', {
      template_id: id,
      environment: '{"region": "eu-west-1", "canary_percent": 5}',
      secret: '{"api_token": "x"}',
    });
    expect(ok.status).toBe(201);
    const on210 = await admin10.post('/api/project/1/tasks', {
      template_id: id,
      environment: '{"foo": 1}',
    });
    expect(on210.status).toBe(201);
  });

  it('template writes keep task_params, the allow flags and environment_ids', async () => {
    const id = tpl['Ping hosts'];
    const path = `/api/project/1/templates/${id}`;
    const t = await one(admin, path);
    const envs = (await list(admin, '/api/project/1/environment')).map((e) => e.id as number);
    const [a, b] = envs as [number, number];
    const put = await admin.put(path, {
      ...t,
      environment_ids: [b, a],
      task_params: { allow_debug: true },
      allow_any_vars_in_task: true,
      allow_parallel_tasks: true,
    });
    expect(put.status).toBe(204);
    const saved = await one(admin, path);
    expect(saved).toMatchObject({
      environment_ids: [b, a],
      environment_id: b,
      task_params: { allow_debug: true },
      allow_any_vars_in_task: true,
      allow_parallel_tasks: true,
    });
    const { environment_ids: _ids, ...withoutIds } = saved;
    expect((await admin.put(path, withoutIds)).status).toBe(204);
    expect(await one(admin, path)).toMatchObject({ environment_ids: [b, a] });
    // allow_any_vars_in_task lets any key through.
    const run = await admin.post('/api/project/1/tasks', {
      template_id: id,
      environment: '{"anything": true}',
    });
    expect(run.status).toBe(201);
  });
});

describe('paging, roles, Origin, info (newer §N5, §N7, §N8, §N9)', () => {
  it('tasks/last pages with count and before and answers X-Has-Next', async () => {
    const all = await list(admin, '/api/project/1/tasks/last');
    expect(all.length).toBeGreaterThan(4);
    const first = await admin.get('/api/project/1/tasks/last?count=2&limit=50');
    expect(first.headers.get('x-has-next')).toBe('true');
    const page = first.body as Obj[];
    expect(page.map((t) => t.id)).toEqual(all.slice(0, 2).map((t) => t.id));
    const next = await admin.get(`/api/project/1/tasks/last?count=2&before=${String(page[1]?.id)}`);
    expect((next.body as Obj[]).map((t) => t.id)).toEqual(all.slice(2, 4).map((t) => t.id));
    const last = all.at(-2) as Obj;
    const end = await admin.get(`/api/project/1/tasks/last?count=5&before=${String(last.id)}`);
    expect(end.headers.get('x-has-next')).toBe('false');
    expect((end.body as Obj[]).length).toBe(1);
    const tplPage = await admin.get(
      `/api/project/1/templates/${tpl['Deploy to staging']}/tasks/last?count=1`,
    );
    expect(tplPage.headers.get('x-has-next')).toMatch(/^(true|false)$/);
    expect((tplPage.body as Obj[]).length).toBe(1);
    const old = await admin10.get('/api/project/1/tasks/last?count=2');
    expect(old.headers.get('x-has-next')).toBeNull();
  });

  it('non-admins get 403 on admin routes (2.10: 401)', async () => {
    const guest = await signIn(v20.url, 'guest');
    const guest10 = await signIn(v10.url, 'guest');
    const body = { username: 'x', name: 'X', email: 'x@example.com', password: 'pw' };
    expect((await guest.post('/api/users', body)).status).toBe(403);
    expect((await guest10.post('/api/users', body)).status).toBe(401);
    expect((await guest.get('/api/users/1')).status).toBe(403);
    expect((await guest.get('/api/runners')).status).toBe(403);
  });

  it('blocks cookie writes from a foreign Origin, lets same-host, web_host and bearer through', async () => {
    const write = (headers: Record<string, string>, url = v20.url) =>
      fetch(`${url}/api/project/1/views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ project_id: 1, title: 'Origin view', position: 9 }),
      });
    const cookie = `semaphore=${String(admin.cookie)}`;
    const blocked = await write({ cookie, origin: 'http://evil.example.com' });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ error: 'CROSS_ORIGIN_REQUEST_BLOCKED' });
    const byReferer = await write({ cookie, referer: 'http://evil.example.com/page' });
    expect(byReferer.status).toBe(403);
    expect((await write({ cookie, origin: v20.url })).status).toBe(201);
    expect((await write({ cookie, origin: 'https://console.example.com' })).status).toBe(201);
    expect((await write({ cookie })).status).toBe(201);
    const token = ((await admin.post('/api/user/tokens', {})).body as Obj).id as string;
    const bearer = { authorization: `Bearer ${token}`, origin: 'http://evil.example.com' };
    expect((await write(bearer)).status).toBe(201);
    const cookie10 = `semaphore=${String(admin10.cookie)}`;
    expect(
      (await write({ cookie: cookie10, origin: 'http://evil.example.com' }, v10.url)).status,
    ).toBe(201);
  });

  it('/api/info reports the 2.20 version, auth methods, premium features and teams', async () => {
    const info = await one(admin, '/api/info');
    expect(info.version).toMatch(/^v2\.20\.\d+-[0-9a-f]+-\d+$/);
    expect(info).toMatchObject({
      web_host: 'https://console.example.com',
      auth_methods: { totp: { allow_recovery: true }, email: {} },
      premium_features: { project_runners: false, terraform_backend: false },
      schedule_timezone: 'UTC',
      teams: { invites_enabled: false },
    });
    // The built-in roles, so a team member's role_id can be named (newer §N1).
    expect(info.roles).toContainEqual(
      expect.objectContaining({ id: 1, builtin_key: 'owner', project_id: null }),
    );
    expect((info.roles as Obj[]).map((r) => r.builtin_key)).toEqual([
      'owner',
      'manager',
      'task_runner',
      'guest',
    ]);
    const info10 = await one(admin10, '/api/info');
    expect(info10).not.toHaveProperty('auth_methods');
    expect(info10).not.toHaveProperty('roles');
    expect(String(info10.version)).toMatch(/^2\.10\./);
  });
});

describe('reject and stop_all_tasks (newer §N4)', () => {
  it('rejects a plan waiting for confirmation; refuses a task that is not', async () => {
    const res = await admin.post('/api/project/1/tasks', {
      template_id: tpl['Provision network'],
    });
    expect(res.status).toBe(201);
    const id = (res.body as Obj).id as number;
    await waitForTask(admin, 1, id, (t) => t.status === 'waiting_confirmation', 10_000);
    expect((await admin.post(`/api/project/1/tasks/${id}/reject`)).status).toBe(204);
    const done = await waitForTask(admin, 1, id, over);
    expect(done.status).toBe('stopped');
    expect((await admin.post(`/api/project/1/tasks/${id}/reject`)).status).toBe(400);
  });

  it('stop_all_tasks stops the active tasks of one template', async () => {
    const id = tpl['Provision network'];
    const run = await admin.post('/api/project/1/tasks', { template_id: id });
    const taskId = (run.body as Obj).id as number;
    await waitForTask(admin, 1, taskId, (t) => t.status === 'waiting_confirmation', 10_000);
    const stop = await admin.post(`/api/project/1/templates/${id}/stop_all_tasks`, { force: true });
    expect(stop.status).toBe(204);
    expect((await waitForTask(admin, 1, taskId, over)).status).toBe('stopped');
  });
});

describe('team writes (newer §N1)', () => {
  it('take role_id (or role) and answer role_id', async () => {
    const dana = v20.state.users.find((u) => u.username === 'dana')?.id as number;
    expect((await admin.post('/api/project/1/users', { user_id: dana, role_id: 3 })).status).toBe(
      204,
    );
    const member = async () =>
      (await list(admin, '/api/project/1/users')).find((m) => m.id === dana);
    expect(await member()).toMatchObject({ role_id: 3 });
    expect((await admin.put(`/api/project/1/users/${dana}`, { role: 'guest' })).status).toBe(204);
    expect(await member()).toMatchObject({ role_id: 4 });
    expect((await admin.put(`/api/project/1/users/${dana}`, { role_id: 99 })).status).toBe(400);
    expect((await admin.delete(`/api/project/1/users/${dana}`)).status).toBe(204);
  });
});

describe('--server-version', () => {
  const cli = (args: string[]) =>
    spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@semaphore-console/source', 'src/main.ts', ...args],
      { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );

  it('2.20 starts a 2.20 server', async () => {
    const child = cli(['--port', '0', '--server-version', '2.20']);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk) => {
          text += String(chunk);
          const m = /listening on (\S+)/.exec(text);
          if (m?.[1]) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited ${String(code)}`)));
        setTimeout(() => reject(new Error(`no output: ${text}`)), 15_000);
      });
      const opts = (await (await fetch(`${url}/api/auth/login`)).json()) as Obj;
      expect(opts).toHaveProperty('auth_methods');
    } finally {
      child.kill();
    }
  }, 20_000);

  it('another value exits 2', async () => {
    const child = cli(['--server-version', '2.15']);
    let err = '';
    child.stderr.on('data', (c) => (err += String(c)));
    expect(await new Promise((r) => child.on('exit', r))).toBe(2);
    expect(err).toContain('--server-version must be one of 2.10, 2.20');
  }, 20_000);
});

describe('variable groups, template_name, parallel tasks (newer §N4, §N6)', () => {
  it('merges the variable groups in order, later groups overriding earlier ones', async () => {
    const group = async (name: string, vars: Obj) => {
      const res = await admin.post('/api/project/1/environment', {
        project_id: 1,
        name,
        json: JSON.stringify(vars),
        env: '{}',
      });
      expect(res.status).toBe(204); // created without a body (§6.10)
      const all = await list(admin, '/api/project/1/environment');
      return all.find((e) => e.name === name)?.id as number;
    };
    const failing = await group('Fails', { demo_fail: true });
    const healing = await group('Heals', { demo_fail: false });
    const id = tpl['Deploy to staging'];
    const path = `/api/project/1/templates/${id}`;
    const t = await one(admin, path);
    const runWith = async (groups: number[]) => {
      expect((await admin.put(path, { ...t, environment_ids: groups })).status).toBe(204);
      const res = await admin.post('/api/project/1/tasks', { template_id: id });
      expect(res.status).toBe(201);
      return waitForTask(admin, 1, (res.body as Obj).id as number, over, 10_000);
    };
    expect((await runWith([healing, failing])).status).toBe('error');
    expect((await runWith([failing, healing])).status).toBe('success');
  });

  it('runs a template named by template_name', async () => {
    const res = await admin.post('/api/project/1/tasks', { template_name: 'Ping hosts' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ template_id: tpl['Ping hosts'] });
    const old = await admin10.post('/api/project/1/tasks', { template_name: 'Ping hosts' });
    expect(old.status).toBe(400);
  });

  it('allow_parallel_tasks lets two tasks of one template run at once', async () => {
    const id = tpl['Provision network'];
    const path = `/api/project/1/templates/${id}`;
    const t = await one(admin, path);
    const twoRuns = async () => {
      const ids: number[] = [];
      for (let i = 0; i < 2; i++)
        ids.push(
          ((await admin.post('/api/project/1/tasks', { template_id: id })).body as Obj)
            .id as number,
        );
      return ids as [number, number];
    };
    expect((await admin.put(path, { ...t, allow_parallel_tasks: true })).status).toBe(204);
    const [a, b] = await twoRuns();
    const waiting = (x: { status: string }) => x.status === 'waiting_confirmation';
    await waitForTask(admin, 1, a, waiting, 10_000);
    await waitForTask(admin, 1, b, waiting, 10_000);
    await admin.post(`/api/project/1/templates/${id}/stop_all_tasks`, { force: true });
    expect((await admin.put(path, { ...t, allow_parallel_tasks: false })).status).toBe(204);
    const [c, d] = await twoRuns();
    await waitForTask(admin, 1, c, waiting, 10_000);
    await new Promise((r) => setTimeout(r, 200));
    expect((await one(admin, `/api/project/1/tasks/${d}`)).status).toBe('waiting');
    await admin.post(`/api/project/1/templates/${id}/stop_all_tasks`, { force: true });
  });
});
