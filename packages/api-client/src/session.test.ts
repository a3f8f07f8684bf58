import { describe, expect, it } from 'vitest';
import { createAuthClient, secondFactorStep } from './auth';
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
      'https://host.example/semaphore/api/auth/oidc/gh/login?return=%2Fproject%2F1&redirect=%2Fproject%2F1',
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

/** A 2.12+ server (newer §N3) answering the second-factor calls, recording each request. */
function secondFactorServer(options: { loginOptions?: unknown } = {}) {
  const requests: { method: string; url: string; search: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const body = await request.text();
    requests.push({ method: request.method, url: url.pathname, search: url.search, body });
    const sent = body ? (JSON.parse(body) as Record<string, string>) : {};
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/auth/login':
        return json(options.loginOptions ?? {});
      case 'POST /api/auth/login':
        return new Response(null, { status: 204 });
      case 'POST /api/auth/verify':
        return sent.passcode === '123456'
          ? new Response(null, { status: 204 })
          : json({ error: 'INVALID_PASSCODE' }, 401);
      case 'POST /api/auth/recovery':
        return sent.recovery_code === 'rc-1'
          ? new Response(null, { status: 204 })
          : json({ error: 'INVALID_RECOVERY_CODE' }, 401);
      case 'POST /api/auth/login/email':
      case 'POST /api/auth/login/email/resend':
        return new Response(null, { status: 204 });
      case 'GET /api/user':
        return json({ error: 'TOTP_REQUIRED' }, 401);
      default:
        return new Response(null, { status: 404 });
    }
  };
  const client = createAuthClient({ baseUrl: 'https://host.example/', fetch });
  return { requests, client };
}

describe('second-factor sign-in (newer §N3)', () => {
  it('sends the code, the recovery code, the e-mail calls with the bodies the server reads', async () => {
    const { requests, client } = secondFactorServer();
    await client.auth.verify('123456');
    await client.auth.recover('rc-1');
    await client.auth.resendEmailCode();
    await client.auth.emailLogin('ann@example.com');
    expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/auth/verify', body: '{"passcode":"123456"}' },
      { method: 'POST', url: '/api/auth/recovery', body: '{"recovery_code":"rc-1"}' },
      { method: 'POST', url: '/api/auth/login/email/resend', body: '' },
      { method: 'POST', url: '/api/auth/login/email', body: '{"email":"ann@example.com"}' },
    ]);
  });

  it('rejects a wrong code or recovery code with the 401 and its code', async () => {
    const { client } = secondFactorServer();
    await expect(client.auth.verify('000000')).rejects.toMatchObject({
      status: 401,
      serverError: 'INVALID_PASSCODE',
    });
    await expect(client.auth.recover('nope')).rejects.toMatchObject({
      status: 401,
      serverError: 'INVALID_RECOVERY_CODE',
    });
  });

  it('sends method and provider for an LDAP directory, nothing extra for the plain form', async () => {
    const { requests, client } = secondFactorServer();
    await client.auth.login({ auth: 'ann', password: 'pw', method: 'ldap', provider: 'corp' });
    await client.auth.login({ auth: 'ann', password: 'pw' });
    expect(requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { auth: 'ann', password: 'pw', method: 'ldap', provider: 'corp' },
      { auth: 'ann', password: 'pw' },
    ]);
  });

  it('sends the OIDC return path as both return= (2.12+) and redirect= (2.10)', () => {
    const { client } = secondFactorServer();
    const url = new URL(client.auth.oidcLoginUrl('corp sso', '/project/1?t=5'));
    expect(url.pathname).toBe('/api/auth/oidc/corp%20sso/login');
    expect(url.searchParams.get('return')).toBe('/project/1?t=5');
    expect(url.searchParams.get('redirect')).toBe('/project/1?t=5');
    expect(client.auth.oidcLoginUrl('gh')).toBe('https://host.example/api/auth/oidc/gh/login');
  });

  it('reads LDAP providers and second factors, each missing key as its zero value', async () => {
    const full = secondFactorServer({
      loginOptions: {
        oidc_providers: [],
        ldap_providers: [{ id: 'corp', name: 'Corp directory' }],
        login_with_password: false,
        login_with_ldap: true,
        auth_methods: { totp: { allow_recovery: true }, email: {} },
      },
    });
    expect(await full.client.auth.loginOptions()).toEqual({
      oidc_providers: [],
      ldap_providers: [{ id: 'corp', name: 'Corp directory', color: '', icon: '' }],
      login_with_password: false,
      login_with_ldap: true,
      auth_methods: { totp: { allow_recovery: true }, email: {} },
    });
    // A 2.10 server sends neither; a newer one leaves out `totp`/`email` when they are off.
    const bare = secondFactorServer({ loginOptions: { auth_methods: { totp: null } } });
    expect(await bare.client.auth.loginOptions()).toEqual({
      oidc_providers: [],
      ldap_providers: [],
      login_with_password: true,
      login_with_ldap: false,
      auth_methods: {},
    });
    const empty = secondFactorServer({ loginOptions: { auth_methods: { totp: {} } } });
    expect((await empty.client.auth.loginOptions()).auth_methods).toEqual({
      totp: { allow_recovery: false },
    });
  });
});

describe('secondFactorStep (newer §N3)', () => {
  const request = { method: 'GET', url: 'https://host.example/api/user', path: 'api/user' };
  const error = (status: number, body?: unknown) => new HttpError(request, status, '', body);

  it('maps the codes of an unverified session’s 401 to the step they ask for', async () => {
    expect(secondFactorStep(error(401, { error: 'TOTP_REQUIRED' }))).toBe('totp');
    expect(secondFactorStep(error(401, { error: 'SESSION_NOT_VERIFIED' }))).toBe('totp');
    expect(secondFactorStep(error(401, { error: 'EMAIL_OTP_REQUIRED' }))).toBe('email');
    expect(secondFactorStep(error(401, { error: 'TOTP_ENROLLMENT_REQUIRED' }))).toBe(
      'totp_enrollment',
    );
    // The error a real call rejects with carries the code too.
    const { client } = secondFactorServer();
    expect(secondFactorStep(await client.user.get().catch((e: unknown) => e))).toBe('totp');
  });

  it('is null for a 401 without a code, another status or another error', () => {
    expect(secondFactorStep(error(401))).toBeNull();
    expect(secondFactorStep(error(401, { error: 'INVALID_PASSCODE' }))).toBeNull();
    expect(secondFactorStep(error(401, { error: 'toString' }))).toBeNull();
    expect(secondFactorStep(error(403, { error: 'TOTP_REQUIRED' }))).toBeNull();
    expect(secondFactorStep(new Error('TOTP_REQUIRED'))).toBeNull();
    expect(secondFactorStep(undefined)).toBeNull();
  });
});
