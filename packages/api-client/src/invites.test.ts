import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { HttpError } from './errors';

// Project invites (newer §N7): the requests sent and the answers read, both with every key and
// with the keys a server leaves out (newer §N1).

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function recorder(answer: (method: string, path: string) => Response) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    sent.push({ method: request.method, path, body: text === '' ? undefined : JSON.parse(text) });
    return answer(request.method, path);
  };
  return { sent, client: createApiClient({ baseUrl: 'http://h/', fetch }) };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

const full = {
  id: 4,
  project_id: 2,
  user_id: null,
  email: 'dana@example.com',
  role: 'guest',
  status: 'pending',
  inviter_user_id: 1,
  created: '2026-11-20T10:00:00Z',
  expires_at: '2026-11-27T10:00:00Z',
  accepted_at: null,
  inviter_user: { id: 1, username: 'admin', name: 'Admin', email: 'admin@example.com' },
  user: null,
};

describe('project invites (newer §N7)', () => {
  it('lists invites, reading left-out keys as zero values', async () => {
    const { sent, client } = recorder(() =>
      json([full, { id: 5, status: 'accepted', user_id: 9, role: 'manager' }]),
    );
    const invites = await client.project(2).invites.list();
    expect(sent).toEqual([{ method: 'GET', path: '/api/project/2/invites', body: undefined }]);
    expect(invites[0]).toMatchObject({ email: 'dana@example.com', status: 'pending' });
    expect(invites[0]!.inviter_user).toMatchObject({ username: 'admin' });
    expect(invites[1]).toMatchObject({
      id: 5,
      status: 'accepted',
      user_id: 9,
      email: null,
      expires_at: null,
      accepted_at: null,
      inviter_user: null,
      user: null,
      created: '',
      project_id: 0,
    });
  });

  it('creates by e-mail or by user, changes the status and deletes', async () => {
    const { sent, client } = recorder((method) =>
      method === 'POST' ? json(full, 201) : new Response(null, { status: 204 }),
    );
    const invites = client.project(2).invites;
    expect(
      await invites.create({
        email: 'dana@example.com',
        role: 'guest',
        expires_at: '2026-11-27T10:00:00Z',
      }),
    ).toMatchObject({ id: 4 });
    await invites.create({ user_id: 9, role: 'manager' });
    await invites.update(4, 'expired');
    await invites.delete(4);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/project/2/invites',
        body: { email: 'dana@example.com', role: 'guest', expires_at: '2026-11-27T10:00:00Z' },
      },
      { method: 'POST', path: '/api/project/2/invites', body: { user_id: 9, role: 'manager' } },
      { method: 'PUT', path: '/api/project/2/invites/4', body: { status: 'expired' } },
      { method: 'DELETE', path: '/api/project/2/invites/4', body: undefined },
    ]);
  });

  it('accepts by token and rejects with the server status', async () => {
    let status = 200;
    const { sent, client } = recorder(() =>
      status === 200 ? json({ project_id: 2 }) : json({ error: 'Invitation has expired' }, status),
    );
    expect(await client.invites.accept('abc')).toEqual({ project_id: 2 });
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/invites/accept',
      body: { token: 'abc' },
    });
    status = 400;
    const error = await client.invites.accept('abc').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
  });
});
