import { describe, expect, it } from 'vitest';
import { createApiClient, taskOutputCheck } from './client';
import type { TaskCreate } from './inputs';

// Requests written the way both dialects read them (newer §N1, §N4), and the output hot path.

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that records what was sent and answers `answer(path)` (204 by default). */
function recorder(answer: (path: string) => unknown = () => undefined) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    sent.push({ method: request.method, path, body: text === '' ? undefined : JSON.parse(text) });
    const value = answer(path);
    return value === undefined
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(value), {
          status: path.endsWith('/tasks') ? 201 : 200,
          headers: { 'content-type': 'application/json' },
        });
  };
  return { sent, fetch };
}

const createdTask = {
  id: 50,
  template_id: 7,
  project_id: 3,
  status: 'waiting',
  created: '2026-11-20T10:00:00Z',
};

async function bodyOf(input: TaskCreate) {
  const { sent, fetch } = recorder(() => createdTask);
  await createApiClient({ baseUrl: 'http://h/', fetch }).project(3).tasks.create(input);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/project/3/tasks' });
  return sent[0]!.body;
}

describe('tasks.create writes the run flags where each dialect reads them (newer §N4)', () => {
  it('top-level flags also go to params; limit stays a comma string and becomes a list there', async () => {
    const run = {
      template_id: 7,
      debug: true,
      dry_run: false,
      diff: true,
      limit: 'web1, web2,',
      environment: '{"region":"eu"}',
      secret: '{"token":"s3cret"}',
    };
    expect(await bodyOf(run)).toEqual({
      ...run,
      params: { debug: true, dry_run: false, diff: true, limit: ['web1', 'web2'] },
    });
  });

  it('never overrides a params key the caller set, and copies it to an unset top level', async () => {
    expect(
      await bodyOf({
        template_id: 7,
        debug: false,
        limit: 'db1',
        params: { debug: true, diff: true, limit: ['web1'], tags: ['deploy'], plan: true },
      }),
    ).toEqual({
      template_id: 7,
      debug: false,
      diff: true,
      limit: 'db1',
      params: { debug: true, diff: true, limit: ['web1'], tags: ['deploy'], plan: true },
    });
  });

  it('a params limit gives 2.10 its comma string', async () => {
    expect(await bodyOf({ template_id: 7, params: { limit: ['web1', 'web2'] } })).toEqual({
      template_id: 7,
      limit: 'web1,web2',
      params: { limit: ['web1', 'web2'] },
    });
  });

  it('sends no params when there is no flag at all', async () => {
    expect(await bodyOf({ template_id: 7, message: 'hi', limit: '' })).toEqual({
      template_id: 7,
      message: 'hi',
      limit: '',
    });
  });

  it('reads the created task with its flags from params', async () => {
    const { fetch } = recorder(() => ({ ...createdTask, params: { debug: true } }));
    const task = await createApiClient({ baseUrl: 'http://h/', fetch })
      .project(3)
      .tasks.create({ template_id: 7, debug: true });
    expect(task).toMatchObject({ debug: true, dry_run: false, diff: false, message: '' });
  });
});

describe('inventory writes send the owning template under both names (newer §N1)', () => {
  it.each([
    ['holder_id', { holder_id: 8 }],
    ['template_id', { template_id: 8 }],
  ])('given %s', async (_, owner) => {
    const inventory = { id: 2, name: 'ws', project_id: 3, type: 'terraform-workspace' };
    const { sent, fetch } = recorder(() => inventory);
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    const input = {
      name: 'ws',
      type: 'terraform-workspace' as const,
      inventory: 'default',
      ...owner,
    };
    await client.project(3).inventory.create(input);
    await client.project(3).inventory.update(2, input);
    expect(sent.map((request) => request.body)).toEqual([
      { ...input, holder_id: 8, template_id: 8, project_id: 3 },
      { ...input, holder_id: 8, template_id: 8, id: 2, project_id: 3 },
    ]);
  });

  it('leaves both out when neither is given', async () => {
    const { sent, fetch } = recorder();
    await createApiClient({ baseUrl: 'http://h/', fetch })
      .project(3)
      .inventory.update(2, { name: 'i', type: 'static', inventory: '' });
    expect(sent[0]!.body).toEqual({
      name: 'i',
      type: 'static',
      inventory: '',
      id: 2,
      project_id: 3,
    });
  });
});

describe('team writes send role and role_id (newer §N1)', () => {
  const info = {
    version: 'v2.21.0',
    ansible: '',
    web_host: '',
    use_remote_runner: false,
    roles: [
      { id: 11, name: 'Owner', builtin_key: 'owner' },
      { id: 12, name: 'Manager', builtin_key: 'manager' },
      { id: 20, name: 'Auditors', builtin_key: null, slug: 'auditor' },
    ],
  };

  it('sends role alone while the server roles are unknown', async () => {
    const { sent, fetch } = recorder();
    const team = createApiClient({ baseUrl: 'http://h/', fetch }).project(3).team;
    await team.add({ user_id: 9, role: 'guest' });
    await team.updateRole(9, 'manager');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/project/3/users', body: { user_id: 9, role: 'guest' } },
      { method: 'PUT', path: '/api/project/3/users/9', body: { role: 'manager' } },
    ]);
  });

  it('adds the role_id given, or the one /api/info lists once capabilities() read it', async () => {
    const { sent, fetch } = recorder((path) =>
      path === '/api/info'
        ? info
        : path === '/api/auth/login'
          ? { login_with_password: true }
          : undefined,
    );
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await client.project(3).team.updateRole(9, 'manager', 30);
    await client.capabilities();
    await client.project(3).team.add({ user_id: 9, role: 'owner' });
    await client.project(3).team.updateRole(9, 'manager');
    await client.project(3).team.updateRole(9, 'guest');
    const writes = sent.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => request.body)).toEqual([
      { role: 'manager', role_id: 30 },
      { user_id: 9, role: 'owner', role_id: 11 },
      { role: 'manager', role_id: 12 },
      { role: 'guest' },
    ]);
  });
});

describe('team list names a numeric role_id by the roles of /api/info (newer §N1)', () => {
  const info = {
    version: 'v2.21.0',
    roles: [
      { id: 11, name: 'Owner', builtin_key: 'owner' },
      { id: 20, name: 'Auditors', builtin_key: null, slug: 'auditor' },
    ],
  };

  it('reads /api/info once, only for members without a role, and keeps an unknown id', async () => {
    const members = [
      { id: 1, username: 'ada', name: 'Ada', role_id: 11 },
      { id: 2, username: 'bo', name: 'Bo', role_id: 20 },
      { id: 3, username: 'cy', name: 'Cy', role_id: 99 },
    ];
    const { sent, fetch } = recorder((path) => (path === '/api/info' ? info : members));
    const team = createApiClient({ baseUrl: 'http://h/', fetch }).project(3).team;
    const listed = await team.list();
    expect(listed.map((m) => [m.role, m.role_id])).toEqual([
      ['owner', 11],
      ['auditor', 20],
      ['', 99],
    ]);
    await team.list();
    expect(sent.filter((r) => r.path === '/api/info')).toHaveLength(1);
  });

  it('sends no /api/info request when every member has its role (2.10 … 2.2x)', async () => {
    const { sent, fetch } = recorder(() => [
      { id: 1, username: 'ada', name: 'Ada', role: 'guest' },
    ]);
    const listed = await createApiClient({ baseUrl: 'http://h/', fetch }).project(3).team.list();
    expect(listed[0]!.role).toBe('guest');
    expect(sent.map((r) => r.path)).toEqual(['/api/project/3/users']);
  });
});

describe('tasks.reject (newer §N4)', () => {
  it('posts …/tasks/{id}/reject with no body', async () => {
    const { sent, fetch } = recorder();
    await createApiClient({ baseUrl: 'http://h/', fetch }).project(3).tasks.reject(41);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/project/3/tasks/41/reject', body: undefined },
    ]);
  });
});

describe('API token create (newer §N7)', () => {
  it('sends name and expiry when given, no body otherwise', async () => {
    const token = { id: 'abc', created: '2026-11-20T10:00:00Z', expired: false, user_id: 1 };
    const { sent, fetch } = recorder(() => token);
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await client.user.tokens.create();
    await client.user.tokens.create({ name: 'ci', expires_at: '2027-01-01T00:00:00Z' });
    expect(sent.map((request) => request.body)).toEqual([
      undefined,
      { name: 'ci', expires_at: '2027-01-01T00:00:00Z' },
    ]);
  });
});

describe('taskOutputCheck, the output hot path (newer §N2)', () => {
  it('accepts 2.10 records as they are', () => {
    const batch = [{ task_id: 1, task: '', time: 't', output: 'a' }];
    expect(taskOutputCheck()(batch)).toBe(true);
    expect(batch).toEqual([{ task_id: 1, task: '', time: 't', output: 'a' }]);
  });

  it('accepts 2.20 records as they are, with no task added (no key paid per line)', () => {
    const batch: Record<string, unknown>[] = [
      { id: 1, task_id: 1, time: 't', output: 'a', stage_id: null },
      { id: 2, task_id: 1, time: 't', output: 'b', stage_id: 4 },
    ];
    expect(taskOutputCheck()(batch)).toBe(true);
    expect(batch.map((record) => 'task' in record)).toEqual([false, false]);
  });

  it.each([
    ['a string id', { id: '1', task_id: 1, time: 't', output: 'a' }],
    ['a string stage', { task_id: 1, time: 't', output: 'a', stage_id: 'init' }],
    ['a numeric task', { task_id: 1, task: 0, time: 't', output: 'a' }],
    ['no time', { task_id: 1, task: '', output: 'a' }],
  ])('hands %s to the schema', (_, record) => {
    expect(taskOutputCheck()([record])).toBe(false);
  });
});
