import { describe, expect, it } from 'vitest';
import { createAuthClient } from './auth';
import { createApiClient } from './client';
import { HttpError, ResponseValidationError } from './errors';

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A server answering the session endpoints (API §2.2, §6.2), recording each request. */
function sessionServer() {
  const requests: { method: string; url: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, url: url.pathname, body: await request.text() });
    if (url.pathname.endsWith('/api/auth/login') && request.method === 'GET') {
      return json({
        oidc_providers: [{ id: 'gh', name: 'GitHub', color: '', icon: 'github' }],
        login_with_password: true,
      });
    }
    if (url.pathname.endsWith('/api/auth/login')) {
      const { password } = JSON.parse(requests.at(-1)!.body) as { password: string };
      return new Response(null, { status: password === 'changeme' ? 204 : 401 });
    }
    if (url.pathname.endsWith('/api/user')) return json({ id: 1, username: 'admin' });
    if (url.pathname.endsWith('/api/ping')) return new Response('pong');
    return new Response(null, { status: 404 });
  };
  return { requests, fetch };
}

describe('createAuthClient (@semaphore-console/api-client/auth)', () => {
  it('signs in under the web root and reads the sign-in options', async () => {
    const server = sessionServer();
    const client = createAuthClient({ baseUrl: 'https://host.example/semaphore', ...server });
    expect(client.baseUrl).toBe('https://host.example/semaphore/');
    expect((await client.auth.loginOptions()).oidc_providers).toEqual([
      { id: 'gh', name: 'GitHub', color: '', icon: 'github' },
    ]);
    await client.auth.login({ auth: 'admin', password: 'changeme' });
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      url: '/semaphore/api/auth/login',
      body: JSON.stringify({ auth: 'admin', password: 'changeme' }),
    });
    expect(await client.ping()).toBe('pong');
    expect(client.auth.oidcLoginUrl('gh', '/project/1')).toBe(
      'https://host.example/semaphore/api/auth/oidc/gh/login?redirect=%2Fproject%2F1',
    );
  });

  it('rejects like the whole client: 401 as HttpError, an answer off the schema as ResponseValidationError', async () => {
    const server = sessionServer();
    const options = { baseUrl: 'https://host.example/', ...server };
    const login = { auth: 'admin', password: 'wrong' };
    const alone = createAuthClient(options).auth.login(login);
    await expect(alone).rejects.toBeInstanceOf(HttpError);
    await expect(alone).rejects.toMatchObject({ status: 401 });
    await expect(createApiClient(options).auth.login(login)).rejects.toMatchObject({
      status: 401,
    });
    // `GET /api/user` answers without the documented fields here.
    await expect(createAuthClient(options).user.get()).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
  });
});
