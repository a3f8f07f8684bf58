import {
  APITokenSchema,
  CurrentUserSchema,
  EventSchema,
  LoginOptionsSchema,
  ProjectSchema,
  ProjectUserSchema,
  RoleAnswerSchema,
  SystemInfoSchema,
  UserListItemSchema,
  UserSchema,
} from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import { Client, expectCreated, expectList, expectShape, signIn, startServer } from './helpers';

let server: DemoServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer({
    oidcProviders: [{ id: 'sso', name: 'Demo SSO', color: '', icon: '' }],
  });
  admin = await signIn(server.url, 'admin');
});
afterAll(() => server.close());

describe('system and conventions', () => {
  it('GET /api/ping answers text/plain pong without a session', async () => {
    const res = await new Client(server.url).get('/api/ping');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('pong');
  });

  it('answers 401 with an empty JSON-typed body without a session', async () => {
    const res = await new Client(server.url).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.text).toBe('');
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it('strips one trailing slash, answers 405 for a wrong method and plain-text 404 for unknown paths', async () => {
    expect((await admin.get('/api/projects/')).status).toBe(200);
    expect((await admin.request('PATCH', '/api/projects')).status).toBe(405);
    const missing = await admin.get('/api/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Not Found');
    expect(missing.headers.get('content-type')).toContain('text/plain');
  });

  it('GET /api/info has the system info shape', async () => {
    const info = expectShape(SystemInfoSchema, (await admin.get('/api/info')).body);
    expect(info.version.split('-').length).toBeGreaterThanOrEqual(3);
    expect(info.use_remote_runner).toBe(false);
    const remote = await startServer({ useRemoteRunner: true });
    const c = await signIn(remote.url, 'guest');
    expect(expectShape(SystemInfoSchema, (await c.get('/api/info')).body).use_remote_runner).toBe(
      true,
    );
    await remote.close();
  });

  it('HEAD works on GET routes without a body', async () => {
    const res = await admin.request('HEAD', '/api/projects');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('a non-integer id redirects to /404 when the request accepts text/html', async () => {
    const res = await fetch(`${server.url}/api/users/abc`, {
      headers: { accept: 'text/html', cookie: `semaphore=${admin.cookie}` },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/404');
  });

  it('a non-integer path id answers 400; a project id answers 400 JSON', async () => {
    expect((await admin.get('/api/users/abc')).status).toBe(400);
    const res = await admin.get('/api/project/abc');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid project ID' });
  });
});

describe('authentication', () => {
  it('login options list the configured OIDC provider', async () => {
    const res = await new Client(server.url).get('/api/auth/login');
    const options = expectShape(LoginOptionsSchema, res.body);
    expect(options.oidc_providers).toEqual([{ id: 'sso', name: 'Demo SSO', color: '', icon: '' }]);
    expect(options.login_with_password).toBe(true);
  });

  it('logs in by username or e-mail (case-insensitive) and sets the semaphore cookie with Path=/', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ auth: 'Manager@Example.com', password: 'changeme' }),
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^semaphore=[^;]+; Path=\//);
    expect(cookie).not.toMatch(/HttpOnly|Max-Age|Expires/i);
  });

  it('refuses a wrong password with 401 and a bad body with 400', async () => {
    const anon = new Client(server.url);
    expect((await anon.post('/api/auth/login', { auth: 'admin', password: 'nope' })).status).toBe(
      401,
    );
    expect(
      (await anon.post('/api/auth/login', { auth: 'nobody', password: 'changeme' })).status,
    ).toBe(401);
    expect((await anon.request('POST', '/api/auth/login', undefined, '{bad')).status).toBe(400);
  });

  it('logout answers 204 and expires the cookie, but the session stays valid server-side', async () => {
    const guest = await signIn(server.url, 'guest');
    const res = await fetch(`${server.url}/api/auth/logout`, { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^semaphore=; Path=\/; Expires=/);
    expect((await guest.get('/api/user')).status).toBe(200);
  });

  it('a session idle for more than 7 days answers 401', async () => {
    const owner = await signIn(server.url, 'owner');
    const session = server.state.sessions.find((x) => x.id === owner.cookie);
    expect(session).toBeDefined();
    if (session) session.last_active = Date.now() - 7 * 86_400_000 - 1000;
    expect((await owner.get('/api/user')).status).toBe(401);
  });

  it('the simulated OIDC flow signs in an external user', async () => {
    const login = await fetch(`${server.url}/api/auth/oidc/sso/login?redirect=/project/1`, {
      redirect: 'manual',
    });
    expect(login.status).toBe(307);
    const state = /oauthstate=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    const back = await fetch(server.url + (login.headers.get('location') ?? ''), {
      redirect: 'manual',
      headers: { cookie: `oauthstate=${state}` },
    });
    expect(back.status).toBe(307);
    expect(back.headers.get('location')).toBe('/project%2F1'.replace('%2F', '/'));
    const cookie = /semaphore=([^;]+)/.exec(back.headers.get('set-cookie') ?? '')?.[1];
    const me = expectShape(
      CurrentUserSchema,
      (await new Client(server.url, cookie).get('/api/user')).body,
    );
    expect(me.external).toBe(true);
    const unknown = await fetch(`${server.url}/api/auth/oidc/nope/login`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/auth/login');
  });

  it('API tokens: create (201), use as Bearer, list includes revoked, revoke (204)', async () => {
    const runner = await signIn(server.url, 'runner');
    const token = expectCreated(APITokenSchema, await runner.post('/api/user/tokens'), 201);
    expect(token.id).toMatch(/^[a-z0-9_=-]{44}$/);
    const viaToken = new Client(server.url, undefined, token.id);
    expect(expectShape(CurrentUserSchema, (await viaToken.get('/api/user')).body).username).toBe(
      'runner',
    );
    expect((await runner.delete(`/api/user/tokens/${token.id}`)).status).toBe(204);
    expect((await viaToken.get('/api/user')).status).toBe(401);
    const list = expectList(APITokenSchema, (await runner.get('/api/user/tokens')).body);
    expect(list.find((t) => t.id === token.id)?.expired).toBe(true);
    // An invalid bearer token fails even with a valid cookie.
    const both = new Client(server.url, runner.cookie, 'invalid');
    expect((await both.get('/api/user')).status).toBe(401);
  });
});

describe('users', () => {
  it('GET /api/user adds can_create_project', async () => {
    const me = expectShape(CurrentUserSchema, (await admin.get('/api/user')).body);
    expect(me).toMatchObject({ username: 'admin', admin: true, can_create_project: true });
    const guest = await signIn(server.url, 'guest');
    expect(
      expectShape(CurrentUserSchema, (await guest.get('/api/user')).body).can_create_project,
    ).toBe(false);
  });

  it('admins get full users, others the reduced form', async () => {
    const full = expectList(UserSchema, (await admin.get('/api/users')).body);
    expect(full.map((u) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'owner', 'manager', 'runner', 'guest']),
    );
    const guest = await signIn(server.url, 'guest');
    const reduced = expectList(UserListItemSchema, (await guest.get('/api/users')).body);
    expect(Object.keys(reduced[0] as object).sort()).toEqual(['id', 'name', 'username']);
  });

  it('create (201), update (204), password (204), delete (204); 401 for non-admins', async () => {
    const created = await admin.post('/api/users', {
      username: 'temp',
      name: 'Temp User',
      email: 'temp@example.com',
      password: 'pw1',
    });
    const user = expectCreated(UserSchema, created, 201);
    expect(created.body).not.toHaveProperty('password');
    const guest = await signIn(server.url, 'guest');
    expect(
      (await guest.post('/api/users', { username: 'x', name: 'x', email: 'x@x' })).status,
    ).toBe(401);
    expect((await guest.get(`/api/users/${user.id}`)).status).toBe(401);
    expect(
      (await admin.put(`/api/users/${user.id}`, { ...user, name: 'Renamed', admin: false })).status,
    ).toBe(204);
    expect(expectShape(UserSchema, (await admin.get(`/api/users/${user.id}`)).body).name).toBe(
      'Renamed',
    );
    expect((await admin.post(`/api/users/${user.id}/password`, { password: 'pw2' })).status).toBe(
      204,
    );
    const temp = await signIn(server.url, 'temp', 'pw2');
    // A user may not flip their own admin flag.
    expect((await temp.put(`/api/users/${user.id}`, { ...user, admin: true })).status).toBe(401);
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(204);
    expect((await admin.get(`/api/users/${user.id}`)).status).toBe(404);
  });
});

describe('projects', () => {
  it('lists projects by name; non-members see only their projects', async () => {
    const all = expectList(ProjectSchema, (await admin.get('/api/projects')).body);
    expect(all.map((p) => p.name)).toEqual([...all.map((p) => p.name)].sort());
    expect(all.some((p) => p.max_parallel_tasks > 0)).toBe(true);
    const dana = await signIn(server.url, 'dana');
    expect((await dana.get('/api/projects')).body).toEqual([]);
    expect((await dana.get(`/api/project/${all[0]?.id}`)).status).toBe(404);
  });

  it('creates a project (201) with None key and Empty environment; demo adds the demo set', async () => {
    const res = await admin.post('/api/projects', { name: 'Demo created', demo: true });
    expect(res.status).toBe(201);
    const project = expectShape(ProjectSchema, res.body);
    const keys = (await admin.get(`/api/project/${project.id}/keys`)).body as { name: string }[];
    expect(keys.map((k) => k.name).sort()).toEqual(['None', 'Vault Password']);
    const templates = (await admin.get(`/api/project/${project.id}/templates`)).body as {
      name: string;
    }[];
    expect(templates.map((t) => t.name).sort()).toEqual([
      'Build',
      'Deploy to Dev',
      'Deploy to Production',
      'Ping Site',
    ]);
    const envs = (await admin.get(`/api/project/${project.id}/environment`)).body as {
      name: string;
      json: string;
    }[];
    expect(envs).toEqual([expect.objectContaining({ name: 'Empty', json: '{}' })]);
    const role = expectShape(
      RoleAnswerSchema,
      (await admin.get(`/api/project/${project.id}/role`)).body,
    );
    expect(role).toEqual({ role: 'owner', permissions: 15 });
  });

  it('[SQL] create echoes alert/alert_chat/max_parallel_tasks but does not persist them', async () => {
    const res = await admin.post('/api/projects', {
      name: 'Echo',
      max_parallel_tasks: 4,
      alert: true,
      alert_chat: 'c1',
    });
    const echoed = expectShape(ProjectSchema, res.body);
    expect(echoed).toMatchObject({ max_parallel_tasks: 4, alert: true, alert_chat: 'c1' });
    const stored = expectShape(ProjectSchema, (await admin.get(`/api/project/${echoed.id}`)).body);
    expect(stored).toMatchObject({ max_parallel_tasks: 0, alert: false, alert_chat: null });
  });

  it('non-admins cannot create projects (401)', async () => {
    const owner = await signIn(server.url, 'owner');
    expect((await owner.post('/api/projects', { name: 'nope' })).status).toBe(401);
  });

  it('update needs the id in the body; delete removes the project', async () => {
    const project = expectShape(
      ProjectSchema,
      (await admin.post('/api/projects', { name: 'To edit' })).body,
    );
    const bad = await admin.put(`/api/project/${project.id}`, { ...project, id: project.id + 100 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Project ID in body and URL must be the same' });
    expect(
      (
        await admin.put(`/api/project/${project.id}`, {
          ...project,
          name: 'Edited',
          max_parallel_tasks: 3,
        })
      ).status,
    ).toBe(204);
    expect(
      expectShape(ProjectSchema, (await admin.get(`/api/project/${project.id}`)).body),
    ).toMatchObject({
      name: 'Edited',
      max_parallel_tasks: 3,
    });
    expect((await admin.delete(`/api/project/${project.id}`)).status).toBe(204);
    // A missing project answers 404, as the [Bolt] store does (§7.5).
    expect((await admin.get(`/api/project/${project.id}`)).status).toBe(404);
  });

  it('reports each seeded role with its permission bits; a non-member admin gets ""/0', async () => {
    const expected: Record<string, [string, number]> = {
      owner: ['owner', 15],
      manager: ['manager', 5],
      runner: ['task_runner', 1],
      guest: ['guest', 0],
    };
    for (const [login, [role, permissions]] of Object.entries(expected)) {
      const c = await signIn(server.url, login);
      expect(expectShape(RoleAnswerSchema, (await c.get('/api/project/1/role')).body)).toEqual({
        role,
        permissions,
      });
    }
    expect((await admin.get('/api/project/1/role')).body).toEqual({ role: '', permissions: 0 });
  });

  it('owners cannot leave (400); other members can (204)', async () => {
    const project = expectShape(
      ProjectSchema,
      (await admin.post('/api/projects', { name: 'Leave test' })).body,
    );
    const owner = await signIn(server.url, 'owner');
    const guest = await signIn(server.url, 'guest');
    const users = (await admin.get('/api/users')).body as { id: number; username: string }[];
    const id = (name: string) => users.find((u) => u.username === name)?.id;
    expect(
      (
        await admin.post(`/api/project/${project.id}/users`, {
          user_id: id('owner'),
          role: 'owner',
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await admin.post(`/api/project/${project.id}/users`, {
          user_id: id('guest'),
          role: 'guest',
        })
      ).status,
    ).toBe(204);
    expect((await owner.delete(`/api/project/${project.id}/me`)).status).toBe(400);
    expect((await guest.delete(`/api/project/${project.id}/me`)).status).toBe(204);
    expect((await guest.get(`/api/project/${project.id}`)).status).toBe(404);
  });
});

describe('team', () => {
  it('lists members with role, sorted; single member is a full user without role', async () => {
    const team = expectList(
      ProjectUserSchema,
      (await admin.get('/api/project/1/users?sort=username&order=desc')).body,
    );
    const names = team.map((m) => m.username);
    expect(names).toEqual([...names].sort().reverse());
    const member = await admin.get(`/api/project/1/users/${team[0]?.id}`);
    expect(expectShape(UserSchema, member.body)).not.toHaveProperty('role');
  });

  it('add (204), duplicate (409), bad role (400), change role (204), remove (204); bit 8 needed', async () => {
    const project = expectShape(
      ProjectSchema,
      (await admin.post('/api/projects', { name: 'Team test' })).body,
    );
    const users = (await admin.get('/api/users')).body as { id: number; username: string }[];
    const dana = users.find((u) => u.username === 'dana')?.id;
    const base = `/api/project/${project.id}/users`;
    expect((await admin.post(base, { user_id: dana, role: 'wizard' })).status).toBe(400);
    expect((await admin.post(base, { user_id: dana, role: 'manager' })).status).toBe(204);
    expect((await admin.post(base, { user_id: dana, role: 'guest' })).status).toBe(409);
    const danaClient = await signIn(server.url, 'dana');
    expect((await danaClient.put(`${base}/${dana}`, { role: 'owner' })).status).toBe(403);
    expect((await admin.put(`${base}/${dana}`, { role: 'task_runner' })).status).toBe(204);
    expect((await danaClient.get(`/api/project/${project.id}/role`)).body).toEqual({
      role: 'task_runner',
      permissions: 1,
    });
    expect((await admin.delete(`${base}/${dana}`)).status).toBe(204);
    expect((await admin.get(`${base}/${dana}`)).status).toBe(404);
  });
});

describe('events', () => {
  it('GET …/events has no cap and includes task events', async () => {
    const all = expectList(EventSchema, (await admin.get('/api/project/1/events')).body);
    expect(
      all.some(
        (e) =>
          e.object_type === 'task' &&
          /finished - (SUCCESS|ERROR|STOPPED)$/.test(e.description ?? ''),
      ),
    ).toBe(true);
    expect(all.every((e) => e.project_id === 1)).toBe(true);
  });

  it('project and global events are newest first with names filled', async () => {
    const events = expectList(EventSchema, (await admin.get('/api/project/1/events/last')).body);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(200);
    const times = events.map((e) => e.created);
    expect(times).toEqual([...times].sort().reverse());
    expect(events[0]?.project_name).toBe('Acme Web Platform');
    const owner = await signIn(server.url, 'owner');
    const global = expectList(EventSchema, (await owner.get('/api/events')).body);
    expect(new Set(global.map((e) => e.project_id)).size).toBeGreaterThan(1);
  });
});
