/**
 * Project invites of the 2.20 dialect with the `invites` option (newer §N7, `api/projects/invites.go`
 * of 2.16–2.17): `/api/info` `teams`, the invite routes, `POST /api/invites/accept` and its errors,
 * and the `--faults` token route.
 */
import { ProjectInviteSchema, SystemInfoSchema } from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import { type Client, expectShape, signIn, startServer } from './helpers';

type Obj = Record<string, unknown>;

let server: DemoServer;
let plain: DemoServer;
let admin: Client;
let dana: Client;
let pid: number;
let danaId: number;

beforeAll(async () => {
  [server, plain] = await Promise.all([
    startServer({ serverVersion: '2.20', invites: 'email' }),
    startServer({ serverVersion: '2.20' }),
  ]);
  admin = await signIn(server.url, 'admin');
  dana = await signIn(server.url, 'dana');
  pid = server.state.projects[0]!.id;
  danaId = server.state.users.find((u) => u.username === 'dana')!.id;
});
afterAll(async () => {
  await Promise.all([server.close(), plain.close()]);
});

const tokenOf = async (id: number): Promise<string> => {
  const res = await fetch(`${server.url}/api/demo/invites/${id}/token`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};

const invite = async (body: Obj): Promise<Obj> => {
  const res = await admin.post(`/api/project/${pid}/invites`, body);
  expect(res.status).toBe(201);
  return res.body as Obj;
};

describe('project invites (newer §N7)', () => {
  it('reports invites in /api/info only when switched on', async () => {
    const on = expectShape(SystemInfoSchema, (await admin.get('/api/info')).body);
    expect(on.teams).toEqual({ invites_enabled: true, invite_type: 'email' });
    const plainAdmin = await signIn(plain.url, 'admin');
    const off = expectShape(SystemInfoSchema, (await plainAdmin.get('/api/info')).body);
    expect(off.teams).toEqual({ invites_enabled: false, invite_type: '' });
    expect((await plainAdmin.get(`/api/project/${pid}/invites`)).status).toBe(404);
  });

  it('creates, lists, expires and deletes invites; the token is never listed', async () => {
    const created = await invite({ email: 'someone@example.com', role: 'guest' });
    const read = expectShape(ProjectInviteSchema, created);
    expect(read).toMatchObject({
      project_id: pid,
      email: 'someone@example.com',
      status: 'pending',
    });
    expect(read.inviter_user).toMatchObject({ username: 'admin' });
    expect(created).not.toHaveProperty('token');
    expect(created).not.toHaveProperty('user_id'); // omitempty
    expect(Date.parse(read.expires_at!) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);

    const listed = (await admin.get(`/api/project/${pid}/invites`)).body as Obj[];
    expect(listed.map((i) => i.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain('token');

    const path = `/api/project/${pid}/invites/${String(created.id)}`;
    expect((await admin.put(path, { status: 'expired' })).status).toBe(204);
    expect(((await admin.get(path)).body as Obj).status).toBe('expired');
    expect((await admin.put(path, { status: 'pending' })).status).toBe(400);
    expect((await admin.request('DELETE', path)).status).toBe(204);
    expect((await admin.get(path)).status).toBe(404);
  });

  it('refuses a body without exactly one of user_id and email, a bad role, a member, a non-manager', async () => {
    const base = `/api/project/${pid}/invites`;
    expect((await admin.post(base, { role: 'guest' })).status).toBe(400);
    expect(
      (await admin.post(base, { role: 'guest', email: 'a@example.com', user_id: danaId })).status,
    ).toBe(400);
    expect((await admin.post(base, { role: 'boss', email: 'a@example.com' })).status).toBe(400);
    const ownerId = server.state.users.find((u) => u.username === 'owner')!.id;
    expect((await admin.post(base, { role: 'guest', user_id: ownerId })).status).toBe(409);
    const guest = await signIn(server.url, 'guest');
    expect((await guest.post(base, { role: 'guest', email: 'a@example.com' })).status).toBe(403);
  });

  it('accepts: 404 unknown, 403 not yours, then joins with the role; 400 once used; 409 as a member', async () => {
    expect((await dana.post('/api/invites/accept', { token: 'nope' })).status).toBe(404);
    const forDana = await invite({ email: 'dana@example.com', role: 'task_runner' });
    const token = await tokenOf(forDana.id as number);
    const notYours = await admin.post('/api/invites/accept', { token });
    expect(notYours.status).toBe(403);
    expect(notYours.body).toEqual({ error: 'This invitation is not for your email address' });

    const accepted = await dana.post('/api/invites/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ project_id: pid });
    const projects = (await dana.get('/api/projects')).body as Obj[];
    expect(projects.map((p) => p.id)).toContain(pid);
    expect(((await dana.get(`/api/project/${pid}/role`)).body as Obj).role).toBe('task_runner');
    const after = expectShape(
      ProjectInviteSchema,
      (await admin.get(`/api/project/${pid}/invites/${String(forDana.id)}`)).body,
    );
    expect(after).toMatchObject({ status: 'accepted', user_id: danaId });
    expect(after.accepted_at).not.toBeNull();

    expect((await dana.post('/api/invites/accept', { token })).status).toBe(400);
    const again = await invite({ email: 'dana@example.com', role: 'guest' });
    const conflict = await dana.post('/api/invites/accept', {
      token: await tokenOf(again.id as number),
    });
    expect(conflict.status).toBe(409);
  });

  it('answers 400 for an expired invite', async () => {
    const old = await invite({
      email: 'late@example.com',
      role: 'guest',
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const res = await dana.post('/api/invites/accept', { token: await tokenOf(old.id as number) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invitation has expired' });
  });

  it('needs a session to accept', async () => {
    const res = await fetch(`${server.url}/api/invites/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(res.status).toBe(401);
  });
});
