import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import {
  errorMessage,
  HttpError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from '../src/errors';
import { clientFor, demoUrl, fault, unique } from './helpers';

describe('error paths against the demo server', () => {
  it('401 without credentials: empty body, "401 Unauthorized"', async () => {
    const error = await createApiClient({ baseUrl: demoUrl() })
      .projects.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body: undefined, serverError: undefined });
    expect(errorMessage(error)).toBe('401 Unauthorized');
  });

  it('401 with a bearer token that does not exist', async () => {
    const client = createApiClient({ baseUrl: demoUrl(), token: 'no-such-token' });
    await expect(client.user.get()).rejects.toMatchObject({ status: 401 });
  });

  it('400 with an empty body for an unknown task, 400 with {"error"} for a bad project id', async () => {
    const admin = await clientFor('admin');
    const project = await admin.projects.create({ name: unique('errors') });
    const unknownTask = await admin
      .project(project.id)
      .tasks.get(123456789)
      .catch((e: unknown) => e);
    expect(unknownTask).toMatchObject({ status: 400, body: undefined, serverError: undefined });
    expect(errorMessage(unknownTask)).toBe('Request failed with status code 400');
    const badId = await admin
      .project(Number.NaN)
      .get()
      .catch((e: unknown) => e);
    expect(badId).toMatchObject({ status: 400, serverError: 'Invalid project ID' });
    expect(errorMessage(badId)).toBe('Invalid project ID');
  });

  it('an injected 500 with an empty body, then the next call succeeds', async () => {
    const admin = await clientFor('admin');
    const project = await admin.projects.create({ name: unique('faulty') });
    await fault('requests', { count: 1, status: 500, path: `/api/project/${project.id}/views` });
    const error = await admin
      .project(project.id)
      .views.list()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, body: undefined });
    expect(errorMessage(error)).toBe('Request failed with status code 500');
    await expect(admin.project(project.id).views.list()).resolves.toEqual([]);
  });

  it('a delayed answer beyond the timeout is a TimeoutError', async () => {
    const admin = await clientFor('admin');
    const project = await admin.projects.create({ name: unique('slow') });
    await fault('requests', { count: 1, delayMs: 1500, path: `/api/project/${project.id}/role` });
    const session = createApiClient({ baseUrl: demoUrl(), timeout: 300 });
    await session.auth.login({ auth: 'admin', password: 'changeme' });
    const error = await session
      .project(project.id)
      .role()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(300);
  });
});

describe('error paths against a misbehaving local server', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const answers: Record<string, [number, string]> = {
        '/api/projects': [200, '[{"id": 1, "name": '],
        '/api/info': [200, ''],
        '/api/user': [200, '<html>login</html>'],
        '/api/events': [502, '<html>Bad gateway</html>'],
        '/api/events/last': [400, '{"error": "truncated'],
        '/api/apps': [409, '   '],
        '/api/runners': [400, '{"error":"Runner busy","inUse":true}'],
      };
      if (request.url === '/api/tasks') {
        request.socket.destroy(); // connection dropped without an answer (a server panic)
        return;
      }
      const [status, body] = answers[request.url ?? ''] ?? [404, 'Not Found'];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${port}/`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('malformed, empty and non-JSON success bodies are validation errors naming the path', async () => {
    const client = createApiClient({ baseUrl });
    for (const call of [
      () => client.projects.list(),
      () => client.info(),
      () => client.user.get(),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect((error as ResponseValidationError).field).toBe('(root)');
    }
    const error = await client.info().catch((e: unknown) => e);
    expect(errorMessage(error)).toBe(
      'Unexpected response from GET /api/info: (root): the body is empty',
    );
  });

  it('non-JSON, truncated and blank error bodies never crash', async () => {
    const client = createApiClient({ baseUrl });
    const gateway = await client.events.list().catch((e: unknown) => e);
    expect(gateway).toMatchObject({
      status: 502,
      body: '<html>Bad gateway</html>',
      serverError: undefined,
    });
    const truncated = await client.events.last().catch((e: unknown) => e);
    expect(truncated).toMatchObject({ status: 400, serverError: undefined });
    const blank = await client.apps.list().catch((e: unknown) => e);
    expect(blank).toMatchObject({ status: 409, body: undefined });
    const inUse = await client.runners.list().catch((e: unknown) => e);
    expect(inUse).toMatchObject({ status: 400, serverError: 'Runner busy', inUse: true });
    expect(errorMessage(inUse)).toBe('Runner busy');
  });

  it('a dropped connection and a closed port are NetworkErrors', async () => {
    const client = createApiClient({ baseUrl });
    const dropped = await client.tasks.list().catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(NetworkError);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await createApiClient({ baseUrl: `http://127.0.0.1:${port}/` })
      .ping()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NetworkError);
    expect(errorMessage(refused)).toMatch(/^Network error on GET \/api\/ping: fetch failed/);
  });
});
