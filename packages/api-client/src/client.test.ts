import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { type InvalidItemReport, invalidItemsOf } from './listItems';
import {
  HttpError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
  errorMessage,
} from './errors';
import { projectFixture } from './testing';
import { integrationSample } from '../test/wireSamples';

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

type Responder = (request: Request) => Response | Promise<Response>;

function recorder(respond: Responder = () => new Response(null, { status: 204 })) {
  const calls: Recorded[] = [];
  const fetch = async (request: Request) => {
    calls.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body: await request.clone().text(),
    });
    return respond(request);
  };
  return { calls, fetch };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const project = projectFixture({ id: 3, name: 'P', created: '2024-10-25T00:43:48Z' });

describe('request descriptions', () => {
  it('sends Accept, the bearer token and resolves paths under the web root', async () => {
    const { calls, fetch } = recorder(() => json([project]));
    const client = createApiClient({
      baseUrl: 'https://host.example/semaphore',
      token: 'tok123',
      fetch,
    });
    expect(client.baseUrl).toBe('https://host.example/semaphore/');
    await client.projects.list();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://host.example/semaphore/api/projects',
      body: '',
    });
    expect(calls[0]!.headers.accept).toBe('application/json');
    expect(calls[0]!.headers.authorization).toBe('Bearer tok123');
    expect(calls[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const { calls, fetch } = recorder(() => json([]));
    await createApiClient({ baseUrl: 'http://h/', fetch }).projects.list();
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('rejects a relative base URL outside the browser', () => {
    expect(() => createApiClient({ baseUrl: '/semaphore/' })).toThrow(TypeError);
  });

  // [call, method, path (+query), body or undefined]
  const cases: Array<[string, (c: ApiClient) => Promise<unknown>, string, string, unknown]> = [
    [
      'auth.login',
      (c) => c.auth.login({ auth: 'admin', password: 'pw' }),
      'POST',
      'api/auth/login',
      { auth: 'admin', password: 'pw' },
    ],
    ['auth.logout', (c) => c.auth.logout(), 'POST', 'api/auth/logout', undefined],
    [
      'user.tokens.delete',
      (c) => c.user.tokens.delete('ab=='),
      'DELETE',
      'api/user/tokens/ab%3D%3D',
      undefined,
    ],
    [
      'users.update',
      (c) =>
        c.users.update(5, { username: 'u', name: 'U', email: 'e', admin: false, alert: false }),
      'PUT',
      'api/users/5',
      { username: 'u', name: 'U', email: 'e', admin: false, alert: false, id: 5 },
    ],
    ['users.delete', (c) => c.users.delete(5), 'DELETE', 'api/users/5', undefined],
    [
      'users.setPassword',
      (c) => c.users.setPassword(5, 'new'),
      'POST',
      'api/users/5/password',
      { password: 'new' },
    ],
    [
      'project.update',
      (c) =>
        c.project(3).update({ name: 'N', alert: true, alert_chat: null, max_parallel_tasks: 2 }),
      'PUT',
      'api/project/3',
      { name: 'N', alert: true, alert_chat: null, max_parallel_tasks: 2, id: 3 },
    ],
    ['project.delete', (c) => c.project(3).delete(), 'DELETE', 'api/project/3', undefined],
    ['project.leave', (c) => c.project(3).leave(), 'DELETE', 'api/project/3/me', undefined],
    [
      'team.add',
      (c) => c.project(3).team.add({ user_id: 9, role: 'guest' }),
      'POST',
      'api/project/3/users',
      { user_id: 9, role: 'guest' },
    ],
    [
      'team.updateRole',
      (c) => c.project(3).team.updateRole(9, 'manager'),
      'PUT',
      'api/project/3/users/9',
      { role: 'manager' },
    ],
    [
      'team.remove',
      (c) => c.project(3).team.remove(9),
      'DELETE',
      'api/project/3/users/9',
      undefined,
    ],
    [
      'keys.create',
      (c) => c.project(3).keys.create({ name: 'k', type: 'none' }),
      'POST',
      'api/project/3/keys',
      { name: 'k', type: 'none', project_id: 3 },
    ],
    [
      'keys.update',
      (c) => c.project(3).keys.update(4, { name: 'k', type: 'none', override_secret: false }),
      'PUT',
      'api/project/3/keys/4',
      { name: 'k', type: 'none', override_secret: false, id: 4, project_id: 3 },
    ],
    [
      'keys.delete',
      (c) => c.project(3).keys.delete(4),
      'DELETE',
      'api/project/3/keys/4',
      undefined,
    ],
    [
      'repositories.create',
      (c) =>
        c
          .project(3)
          .repositories.create({ name: 'r', git_url: '/x', git_branch: 'main', ssh_key_id: 4 }),
      'POST',
      'api/project/3/repositories',
      { name: 'r', git_url: '/x', git_branch: 'main', ssh_key_id: 4, project_id: 3 },
    ],
    [
      'environment.create',
      (c) => c.project(3).environment.create({ name: 'e', json: '{}' }),
      'POST',
      'api/project/3/environment',
      { name: 'e', json: '{}', project_id: 3 },
    ],
    [
      'environment.update',
      (c) =>
        c.project(3).environment.update(6, {
          name: 'e',
          json: '{}',
          secrets: [{ id: 1, type: 'var', name: 'a', operation: 'delete' }],
        }),
      'PUT',
      'api/project/3/environment/6',
      {
        name: 'e',
        json: '{}',
        secrets: [{ id: 1, type: 'var', name: 'a', operation: 'delete' }],
        id: 6,
        project_id: 3,
      },
    ],
    [
      'inventory.delete',
      (c) => c.project(3).inventory.delete(2),
      'DELETE',
      'api/project/3/inventory/2',
      undefined,
    ],
    [
      'templates.update',
      (c) =>
        c
          .project(3)
          .templates.update(7, { name: 't', app: 'bash', playbook: 'a.sh', repository_id: 1 }),
      'PUT',
      'api/project/3/templates/7',
      { name: 't', app: 'bash', playbook: 'a.sh', repository_id: 1, id: 7, project_id: 3 },
    ],
    [
      'views.update',
      (c) => c.project(3).views.update(8, { title: 'V', position: 1 }),
      'PUT',
      'api/project/3/views/8',
      { title: 'V', position: 1, id: 8, project_id: 3 },
    ],
    [
      'views.setPositions',
      (c) => c.project(3).views.setPositions({ 3: 0, 7: 1 }),
      'POST',
      'api/project/3/views/positions',
      { 3: 0, 7: 1 },
    ],
    [
      'tasks.stop',
      (c) => c.project(3).tasks.stop(11),
      'POST',
      'api/project/3/tasks/11/stop',
      { force: false },
    ],
    [
      'tasks.stop force',
      (c) => c.project(3).tasks.stop(11, { force: true }),
      'POST',
      'api/project/3/tasks/11/stop',
      { force: true },
    ],
    [
      'tasks.confirm',
      (c) => c.project(3).tasks.confirm(11),
      'POST',
      'api/project/3/tasks/11/confirm',
      undefined,
    ],
    [
      'tasks.delete',
      (c) => c.project(3).tasks.delete(11),
      'DELETE',
      'api/project/3/tasks/11',
      undefined,
    ],
    [
      'schedules.setActive',
      (c) => c.project(3).schedules.setActive(12, true),
      'PUT',
      'api/project/3/schedules/12/active',
      { active: true },
    ],
    [
      'schedules.validate',
      (c) => c.project(3).schedules.validate('* * * * *'),
      'POST',
      'api/project/3/schedules/validate',
      { cron_format: '* * * * *' },
    ],
    [
      'integrations.update',
      (c) => c.project(3).integrations.update(13, { name: 'i', template_id: 7 }),
      'PUT',
      'api/project/3/integrations/13',
      { name: 'i', template_id: 7, id: 13, project_id: 3 },
    ],
    [
      'integrations.aliases.delete',
      (c) => c.project(3).integrations.aliases.delete(14),
      'DELETE',
      'api/project/3/integrations/aliases/14',
      undefined,
    ],
    [
      'matchers.update',
      (c) =>
        c.project(3).integration(13).matchers.update(15, {
          name: 'm',
          match_type: 'header',
          method: 'equals',
          body_data_type: 'string',
          key: 'X',
          value: 'v',
        }),
      'PUT',
      'api/project/3/integrations/13/matchers/15',
      {
        name: 'm',
        match_type: 'header',
        method: 'equals',
        body_data_type: 'string',
        key: 'X',
        value: 'v',
        id: 15,
        integration_id: 13,
      },
    ],
    [
      'values.delete',
      (c) => c.project(3).integration(13).values.delete(16),
      'DELETE',
      'api/project/3/integrations/13/values/16',
      undefined,
    ],
    [
      'integration aliases.delete',
      (c) => c.project(3).integration(13).aliases.delete(17),
      'DELETE',
      'api/project/3/integrations/13/aliases/17',
      undefined,
    ],
    [
      'project runners.update',
      (c) =>
        c
          .project(3)
          .runners.update(18, { name: 'r', webhook: '', max_parallel_tasks: 0, active: true }),
      'PUT',
      'api/project/3/runners/18',
      { name: 'r', webhook: '', max_parallel_tasks: 0, active: true, id: 18, project_id: 3 },
    ],
    [
      'project runners.setActive',
      (c) => c.project(3).runners.setActive(18, false),
      'POST',
      'api/project/3/runners/18/active',
      { active: false },
    ],
    [
      'projects.restore with a name',
      (c) => c.projects.restore('{"meta":{"name":"A"}}', { name: 'B' }),
      'POST',
      'api/project/restore',
      { name: 'B', backup: { meta: { name: 'A' } } },
    ],
    ['tasks (admin).stop', (c) => c.tasks.stop(19), 'DELETE', 'api/tasks/19', undefined],
    [
      'runners.setActive',
      (c) => c.runners.setActive(20, false),
      'POST',
      'api/runners/20/active',
      { active: false },
    ],
    [
      'runners.update',
      (c) => c.runners.update(20, { name: 'r', webhook: 'w', max_parallel_tasks: 1, active: true }),
      'PUT',
      'api/runners/20',
      { name: 'r', webhook: 'w', max_parallel_tasks: 1, active: true, id: 20 },
    ],
    [
      'apps.save',
      (c) =>
        c.apps.save('py', {
          active: true,
          priority: 1,
          title: 'Py',
          icon: '',
          color: '',
          dark_color: '',
          path: '',
          args: null,
        }),
      'PUT',
      'api/apps/py',
      {
        active: true,
        priority: 1,
        title: 'Py',
        icon: '',
        color: '',
        dark_color: '',
        path: '',
        args: null,
      },
    ],
    [
      'apps.setActive',
      (c) => c.apps.setActive('python', true),
      'POST',
      'api/apps/python/active',
      { active: true },
    ],
    ['apps.delete', (c) => c.apps.delete('python'), 'DELETE', 'api/apps/python', undefined],
  ];

  it.each(cases)('%s', async (_name, call, method, path, body) => {
    const { calls, fetch } = recorder();
    // the recorder answers 204: methods that expect a JSON answer reject after sending
    await call(createApiClient({ baseUrl: 'http://h/root/', fetch })).catch((error: unknown) => {
      if (!(error instanceof ResponseValidationError)) throw error;
    });
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(`http://h/root/${path}`);
    if (body === undefined) {
      expect(sent.body).toBe('');
    } else {
      expect(sent.headers['content-type']).toBe('application/json');
      expect(JSON.parse(sent.body)).toEqual(body);
    }
  });

  it('sends list queries and limits as query parameters', async () => {
    const { calls, fetch } = recorder(() => json([]));
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await client.project(3).keys.list({ sort: 'type', order: 'desc' });
    await client.project(3).tasks.last(5);
    await client.project(3).templates.lastTasks(7, 20);
    await client.project(3).tasks.last();
    expect(calls.map((c) => c.url)).toEqual([
      'http://h/api/project/3/keys?sort=type&order=desc',
      'http://h/api/project/3/tasks/last?limit=5',
      'http://h/api/project/3/templates/7/tasks/last?limit=20',
      'http://h/api/project/3/tasks/last',
    ]);
  });

  it('sends a raw backup text unchanged and a backup object as JSON', async () => {
    const { calls, fetch } = recorder(() => json(project));
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    const raw = '{"meta":{"name":"X"},  "templates":[]}';
    await client.projects.restore(raw);
    await client.projects.restore({ meta: { name: 'Y' } });
    expect(calls[0]!.body).toBe(raw);
    expect(JSON.parse(calls[1]!.body)).toEqual({ meta: { name: 'Y' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST http://h/api/projects/restore',
      'POST http://h/api/projects/restore',
    ]);
  });

  it('refuses a named restore of a backup text that is not JSON, before sending', async () => {
    const { calls, fetch } = recorder();
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await expect(client.projects.restore('{"meta":', { name: 'X' })).rejects.toThrow(
      /^The backup must be valid JSON/,
    );
    expect(calls).toHaveLength(0);
  });

  it('builds the OIDC login link under the web root', () => {
    const client = createApiClient({ baseUrl: 'https://h/sem/', fetch: recorder().fetch });
    expect(client.auth.oidcLoginUrl('my idp', '/project/1')).toBe(
      'https://h/sem/api/auth/oidc/my%20idp/login?return=%2Fproject%2F1&redirect=%2Fproject%2F1',
    );
  });
});

describe('answers', () => {
  it('validates answers and names the offending field', async () => {
    const { fetch } = recorder(() => json({ ...project, id: 'x' }));
    const error = await createApiClient({ baseUrl: 'http://h/', fetch })
      .project(3)
      .get()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    const invalid = error as ResponseValidationError;
    expect(invalid.path).toBe('api/project/3');
    expect(invalid.field).toBe('id');
    expect(invalid.message).toContain('GET /api/project/3');
    expect(invalid.message).toContain('id');
  });

  it('reports a malformed or empty success body as a validation error', async () => {
    for (const body of ['{"id": 3,', '', 'pong']) {
      const { fetch } = recorder(() => new Response(body, { status: 200 }));
      const error = await createApiClient({ baseUrl: 'http://h/', fetch })
        .project(3)
        .get()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect((error as ResponseValidationError).field).toBe('(root)');
    }
  });

  it('maps error statuses with empty, JSON and plain-text bodies', async () => {
    const answers: Array<[Response, number, string | undefined, string]> = [
      [
        new Response(null, { status: 401, statusText: 'Unauthorized' }),
        401,
        undefined,
        '401 Unauthorized',
      ],
      [
        new Response('', { status: 403, headers: { 'content-type': 'application/json' } }),
        403,
        undefined,
        'Request failed with status code 403',
      ],
      [
        new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } }),
        404,
        undefined,
        'Request failed with status code 404',
      ],
      [
        json({ error: 'title can not be empty' }, 400),
        400,
        'title can not be empty',
        'title can not be empty',
      ],
      [
        new Response('{"error": "bro', { status: 400 }),
        400,
        undefined,
        'Request failed with status code 400',
      ],
    ];
    for (const [response, status, serverError, message] of answers) {
      const { fetch } = recorder(() => response);
      const error = await createApiClient({ baseUrl: 'http://h/', fetch })
        .project(3)
        .views.create({ title: '', position: 0 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(status);
      expect((error as HttpError).serverError).toBe(serverError);
      expect(errorMessage(error)).toBe(message);
    }
  });

  it('maps a failed fetch to NetworkError', async () => {
    const fetch = () => Promise.reject(new TypeError('fetch failed'));
    const error = await createApiClient({ baseUrl: 'http://h/', fetch })
      .info()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error)).toBe('Network error on GET /api/info: fetch failed');
  });

  it('maps a slow answer to TimeoutError', async () => {
    const fetch = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const error = await createApiClient({ baseUrl: 'http://h/', fetch, timeout: 30 })
      .info()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(30);
  });

  it('withSignal cancels requests with an AbortError, the plain client is unaffected', async () => {
    const fetch = (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        // like the real fetch: an aborted signal rejects at once, a later abort too
        if (request.signal.aborted) reject(request.signal.reason);
        else if (request.url.endsWith('/api/info')) {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        } else resolve(json([]));
      });
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    const controller = new AbortController();
    const pending = client.withSignal(controller.signal).info();
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    await expect(client.withSignal(controller.signal).projects.list()).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(client.projects.list()).resolves.toEqual([]);
    const other = new AbortController();
    await expect(
      client.withSignal(controller.signal).withSignal(other.signal).projects.list(),
    ).resolves.toEqual([]);
  });

  it('resolves void for 204 creates and keeps unknown fields of objects', async () => {
    const { fetch } = recorder((request) =>
      request.url.endsWith('/keys')
        ? new Response(null, { status: 204 })
        : json({ ...project, future_field: 1 }),
    );
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await expect(
      client.project(3).keys.create({ name: 'k', type: 'none' }),
    ).resolves.toBeUndefined();
    const got = await client.project(3).get();
    expect((got as unknown as Record<string, unknown>).future_field).toBe(1);
  });
});

describe('lists the server may answer loosely (API §5.15, §13.3)', () => {
  it('reads a null list answer as an empty list', async () => {
    const { fetch } = recorder(() => json(null));
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await expect(client.project(3).integrations.list()).resolves.toEqual([]);
    await expect(client.runners.list()).resolves.toEqual([]);
    await expect(client.project(3).integration(1).matchers.list()).resolves.toEqual([]);
  });

  it('keeps an auth method it does not know instead of rejecting the list', async () => {
    const { fetch } = recorder(() =>
      json([integrationSample, { ...integrationSample, id: 2, auth_method: 'gitlab' }]),
    );
    const list = await createApiClient({ baseUrl: 'http://h/', fetch })
      .project(3)
      .integrations.list();
    expect(list.map((i) => i.auth_method)).toEqual(['token', 'gitlab']);
  });

  it('leaves out an item that does not parse, keeps the others and reports it', async () => {
    const { fetch } = recorder(() =>
      json([integrationSample, { id: 'x' }, null, { ...integrationSample, id: 4 }]),
    );
    const reports: InvalidItemReport[] = [];
    const client = createApiClient({
      baseUrl: 'http://h/',
      fetch,
      onInvalidItem: (report) => reports.push(report),
    });
    const list = await client.project(3).integrations.list();
    expect(list.map((i) => i.id)).toEqual([1, 4]);
    expect(invalidItemsOf(list).map((i) => [i.index, i.item])).toEqual([
      [1, { id: 'x' }],
      [2, null],
    ]);
    expect(invalidItemsOf(list)[0]?.problems[0]).toMatch(/^id: /);
    expect(reports.map((r) => [r.index, r.request.method, r.request.path])).toEqual([
      [1, 'GET', 'api/project/3/integrations'],
      [2, 'GET', 'api/project/3/integrations'],
    ]);
    // A list where everything parses has nothing left out.
    const clean = await createApiClient({
      baseUrl: 'http://h/',
      fetch: recorder(() => json([integrationSample])).fetch,
    })
      .project(3)
      .integrations.list();
    expect(invalidItemsOf(clean)).toEqual([]);
  });

  it('still rejects an answer that is not a list at all', async () => {
    const { fetch } = recorder(() => json({ id: 1 }));
    await expect(
      createApiClient({ baseUrl: 'http://h/', fetch }).project(3).integrations.list(),
    ).rejects.toBeInstanceOf(ResponseValidationError);
  });
});
