import { describe, expect, it } from 'vitest';
import { capabilitiesFrom, parseServerVersion } from './capabilities';
import { createApiClient } from './client';
import type { LoginOptions, SystemInfo } from './schemas';

// The capability map (newer §N9): decided from the fields the answers carry.

const info210: SystemInfo = {
  version: '2.10.43-d4a2713-1729815528',
  ansible: 'ansible [core 2.17.5]',
  web_host: '',
  use_remote_runner: false,
};
// As the client reads a 2.10 answer: the newer keys at their zero values.
const login210: LoginOptions = {
  oidc_providers: [],
  login_with_password: true,
  ldap_providers: [],
  login_with_ldap: false,
  auth_methods: {},
};

describe('parseServerVersion', () => {
  it.each([
    ['v2.20.2-3f2c1ab-1763000000', { major: 2, minor: 20, patch: 2 }],
    ['2.10.43-d4a2713-1729815528', { major: 2, minor: 10, patch: 43 }],
    ['2.16', { major: 2, minor: 16, patch: 0 }],
  ])('%s', (raw, parts) => {
    expect(parseServerVersion(raw)).toEqual({ raw, ...parts });
  });

  it.each(['', 'develop', undefined, null])('%s is no version', (raw) => {
    expect(parseServerVersion(raw)).toBeNull();
  });
});

describe('capabilitiesFrom', () => {
  it('a 2.10 server has none of the newer features', () => {
    expect(capabilitiesFrom(info210, login210)).toEqual({
      version: { raw: info210.version, major: 2, minor: 10, patch: 43 },
      runFlagsInParams: false,
      totp: false,
      totpRecovery: false,
      emailOtp: false,
      ldap: false,
      premiumFeatures: {},
      scheduleTimezone: 'UTC',
      teams: { invitesEnabled: false, inviteType: '' },
      useRemoteRunner: false,
      edition: null,
    });
  });

  it('a 2.20 server: every field decided from the fields it sent', () => {
    const info: SystemInfo = {
      version: 'v2.20.2-3f2c1ab-1763000000',
      ansible: '',
      web_host: 'https://semaphore.example',
      use_remote_runner: true,
      auth_methods: { totp: { allow_recovery: true } },
      premium_features: { project_runners: false, terraform_backend: true },
      schedule_timezone: 'Europe/Berlin',
      teams: { invites_enabled: true, invite_type: 'email' },
      edition: 'community',
    };
    expect(capabilitiesFrom(info, login210)).toEqual({
      version: { raw: info.version, major: 2, minor: 20, patch: 2 },
      runFlagsInParams: true,
      totp: true,
      totpRecovery: true,
      emailOtp: false,
      ldap: false,
      premiumFeatures: { project_runners: false, terraform_backend: true },
      scheduleTimezone: 'Europe/Berlin',
      teams: { invitesEnabled: true, inviteType: 'email' },
      useRemoteRunner: true,
      edition: 'community',
    });
  });

  it('reads second factors and LDAP from the login options, tolerating their absence', () => {
    const login = {
      ...login210,
      auth_methods: { totp: { allow_recovery: false }, email: {} },
      ldap_providers: [{ id: 'corp', name: 'Corp' }],
      login_with_ldap: true,
    } as LoginOptions;
    expect(capabilitiesFrom(info210, login)).toMatchObject({
      runFlagsInParams: false,
      totp: true,
      totpRecovery: false,
      emailOtp: true,
      ldap: true,
    });
    expect(capabilitiesFrom(info210, null)).toMatchObject({ totp: false, ldap: false });
    const malformed = { oidc_providers: [], auth_methods: 'on', ldap_providers: 3 } as unknown;
    expect(capabilitiesFrom(info210, malformed as LoginOptions)).toMatchObject({
      runFlagsInParams: false,
      totp: false,
      ldap: false,
    });
  });

  it('a server that sends no newer field but a version from 2.12 on reads its flags from params', () => {
    expect(capabilitiesFrom({ ...info210, version: '2.12.4' }, null).runFlagsInParams).toBe(true);
    expect(capabilitiesFrom({ ...info210, version: '2.11.9' }, null).runFlagsInParams).toBe(false);
    expect(capabilitiesFrom({ ...info210, version: '' }, null).version).toBeNull();
  });

  it('takes the boolean entries of features beside premium_features, which wins', () => {
    const info: SystemInfo = {
      ...info210,
      premium_features: { task_result: false },
      features: { task_result: true, secret_storages: true, limits: { tasks: 3 } },
    };
    expect(capabilitiesFrom(info, null).premiumFeatures).toEqual({
      task_result: false,
      secret_storages: true,
    });
  });
});

/** A fetch answering by path, counting the requests. */
function server(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    const answer = answers[pathname];
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('fetch failed'));
  };
  return { calls, fetch };
}

const json =
  (value: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(value), {
      status,
      headers: { 'content-type': 'application/json' },
    });
const status = (code: number) => () => new Response('', { status: code });

describe('client.capabilities', () => {
  it('reads /api/info and the login options once, and again on refresh', async () => {
    const { calls, fetch } = server({
      '/api/info': json({ ...info210, schedule_timezone: 'Asia/Tokyo' }),
      '/api/auth/login': json(login210),
    });
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    const first = await client.capabilities();
    expect(first.scheduleTimezone).toBe('Asia/Tokyo');
    expect(await client.capabilities()).toBe(first);
    // A view bound to a signal shares the map.
    expect(await client.withSignal(new AbortController().signal).capabilities()).toBe(first);
    expect(calls.sort()).toEqual(['GET /api/auth/login', 'GET /api/info']);
    await client.capabilities({ refresh: true });
    expect(calls).toHaveLength(4);
  });

  it('counts failed login options as a 2.10 answer, and does not keep a failed info read', async () => {
    let infoStatus = 401;
    const { calls, fetch } = server({
      '/api/info': () => (infoStatus === 401 ? status(401)() : json(info210)()),
      '/api/auth/login': status(500),
    });
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await expect(client.capabilities()).rejects.toMatchObject({ status: 401 });
    infoStatus = 200;
    expect(await client.capabilities()).toMatchObject({ totp: false, ldap: false });
    expect(calls.filter((call) => call === 'GET /api/info')).toHaveLength(2);
  });
});

describe('client.info', () => {
  it('reads /api/info afresh each time, and capabilities() builds on the last answer', async () => {
    let zone = 'UTC';
    const { calls, fetch } = server({
      '/api/info': () => json({ ...info210, schedule_timezone: zone })(),
      '/api/auth/login': json(login210),
    });
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await client.info();
    zone = 'Europe/Berlin';
    expect((await client.info()).schedule_timezone).toBe('Europe/Berlin');
    expect((await client.capabilities()).scheduleTimezone).toBe('Europe/Berlin');
    expect(calls.filter((call) => call === 'GET /api/info')).toHaveLength(2);
  });
});

describe('client.probe', () => {
  it('404 is absent; 2xx, 401, 403 and 405 are present; each path asked once', async () => {
    const { calls, fetch } = server({
      '/api/runner_tags': status(404),
      '/api/project/1/invites': status(403),
      '/api/project/1/stats': status(401),
      '/api/user/tokens': json([]),
      '/api/auth/recovery': status(405),
    });
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    expect(await client.probe('api/runner_tags')).toBe(false);
    expect(await client.probe('/api/runner_tags')).toBe(false);
    expect(await client.probe('api/project/1/invites')).toBe(true);
    expect(await client.probe('api/project/1/stats')).toBe(true);
    expect(await client.probe('api/user/tokens')).toBe(true);
    expect(await client.probe('api/auth/recovery')).toBe(true);
    expect(calls.filter((call) => call === 'GET /api/runner_tags')).toHaveLength(1);
  });

  it('does not keep a probe that got no answer', async () => {
    let up = false;
    const fetch = (request: Request) =>
      up
        ? Promise.resolve(new Response('', { status: 404 }))
        : Promise.reject(new TypeError(`fetch failed: ${request.url}`));
    const client = createApiClient({ baseUrl: 'http://h/', fetch });
    await expect(client.probe('api/runner_tags')).rejects.toMatchObject({ name: 'NetworkError' });
    up = true;
    expect(await client.probe('api/runner_tags')).toBe(false);
  });
});
