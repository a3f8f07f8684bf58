/**
 * Sign-in with a second factor in 2.20 mode (newer §N3): the seeded `totp`, `recovery`,
 * `emailotp` and `enrol` users, verify/recovery/e-mail routes, TOTP setup, LDAP sign-in, and none
 * of it in 2.10 mode.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DemoServer } from '../src/index';
import { demoRecoveryCode, demoTotpSecret, totpCode } from '../src/secondFactor';
import { type Client, signIn, startServer } from './helpers';

type Obj = Record<string, unknown>;

let v20: DemoServer;
let v10: DemoServer;

beforeAll(async () => {
  [v20, v10] = await Promise.all([
    startServer({
      serverVersion: '2.20',
      ldapProviders: [{ id: 'demo-ldap', name: 'Demo LDAP' }],
    }),
    startServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([v20.close(), v10.close()]);
});

/** The demo's current code for a user (`GET /api/demo/totp/{username}`). */
async function demoCode(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/demo/totp/${username}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

describe('login options', () => {
  it('2.20 lists auth methods and LDAP providers; 2.10 does not', async () => {
    const opts = (await (await fetch(`${v20.url}/api/auth/login`)).json()) as Obj;
    expect(opts).toMatchObject({
      auth_methods: { totp: { allow_recovery: true }, email: {} },
      ldap_providers: [{ id: 'demo-ldap', name: 'Demo LDAP' }],
      login_with_ldap: true,
      login_with_password: true,
    });
    const old = (await (await fetch(`${v10.url}/api/auth/login`)).json()) as Obj;
    expect(Object.keys(old).sort()).toEqual(['login_with_password', 'oidc_providers']);
  });

  it('the second-factor users exist only in 2.20 mode', async () => {
    const names = (s: DemoServer) => s.state.users.map((u) => u.username);
    expect(names(v20)).toEqual(expect.arrayContaining(['totp', 'recovery', 'emailotp', 'enrol']));
    expect(names(v10)).not.toContain('totp');
    expect(names(v10)).not.toContain('enrol');
  });
});

describe('TOTP', () => {
  it('an unverified session answers 401 TOTP_REQUIRED until a right code is verified', async () => {
    const c = await signIn(v20.url, 'totp');
    const before = await c.get('/api/user');
    expect(before.status).toBe(401);
    expect(before.body).toEqual({ error: 'TOTP_REQUIRED' });
    expect((await c.get('/api/projects')).body).toEqual({ error: 'TOTP_REQUIRED' });
    const wrong = await c.post('/api/auth/verify', { passcode: '000000' });
    expect(wrong.status).toBe(401);
    expect((await c.get('/api/user')).status).toBe(401);
    const code = await demoCode(v20.url, 'totp');
    expect(code).toBe(totpCode(demoTotpSecret));
    expect((await c.post('/api/auth/verify', { passcode: code })).status).toBe(204);
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'totp', totp: { state: 'confirmed' } });
  });

  it('the documented secret computes the codes (any TOTP library)', async () => {
    const c = await signIn(v20.url, 'totp');
    const code = new OTPAuth.TOTP({ secret: demoTotpSecret }).generate();
    expect((await c.post('/api/auth/verify', { passcode: code })).status).toBe(204);
  });

  it('an unverified session cannot open the websocket', async () => {
    const c = await signIn(v20.url, 'totp');
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${v20.url.replace('http', 'ws')}/api/ws`, {
        headers: { cookie: `semaphore=${String(c.cookie)}` },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
    });
    expect(status).toBe(401);
  });

  it('a recovery code verifies the session and removes TOTP', async () => {
    const c = await signIn(v20.url, 'recovery');
    expect((await c.post('/api/auth/recovery', { recovery_code: 'nope' })).status).toBe(401);
    const ok = await c.post('/api/auth/recovery', { recovery_code: demoRecoveryCode });
    expect(ok.status).toBe(204);
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).not.toHaveProperty('totp');
    // The next sign-in asks for nothing.
    const again = await signIn(v20.url, 'recovery');
    expect((await again.get('/api/user')).status).toBe(200);
  });

  it('recovery switched off answers 403 TOTP_DISABLED', async () => {
    const strict = await startServer({ serverVersion: '2.20', totpAllowRecovery: false });
    try {
      const opts = (await (await fetch(`${strict.url}/api/auth/login`)).json()) as Obj;
      expect(opts.auth_methods).toMatchObject({ totp: { allow_recovery: false } });
      const c = await signIn(strict.url, 'totp');
      const res = await c.post('/api/auth/recovery', { recovery_code: demoRecoveryCode });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'TOTP_DISABLED' });
    } finally {
      await strict.close();
    }
  });

  it('enrolment: 401 TOTP_ENROLLMENT_REQUIRED until TOTP is set up and confirmed', async () => {
    const c = await signIn(v20.url, 'enrol');
    const blocked = await c.get('/api/projects');
    expect(blocked.body).toEqual({ error: 'TOTP_ENROLLMENT_REQUIRED' });
    const id = v20.state.users.find((u) => u.username === 'enrol')?.id as number;
    const setup = await c.post(`/api/users/${id}/2fas/totp`);
    expect(setup.status).toBe(200);
    const body = setup.body as { id: number; user_id: number; url: string; recovery_code: string };
    expect(body.user_id).toBe(id);
    expect(body.url).toMatch(/^otpauth:\/\/totp\//);
    expect(body.recovery_code.length).toBeGreaterThan(5);
    // The enrolling session may read its QR code too.
    expect((await c.get(`/api/users/${id}/2fas/totp/${body.id}/qr`)).status).toBe(200);
    const secret = OTPAuth.URI.parse(body.url).secret.base32;
    expect((await c.post('/api/auth/verify', { passcode: totpCode(secret) })).status).toBe(204);
    expect((await c.get('/api/projects')).status).toBe(200);
    // From now on the account asks for TOTP.
    const next = await signIn(v20.url, 'enrol');
    expect((await next.get('/api/user')).body).toEqual({ error: 'TOTP_REQUIRED' });
  });

  it('a signed-in user sets up and removes TOTP', async () => {
    const admin = await signIn(v20.url, 'admin');
    const setup = await admin.post('/api/users/1/2fas/totp');
    expect(setup.status).toBe(200);
    const totp = setup.body as { id: number };
    expect((await admin.get('/api/user')).body).toMatchObject({ totp: { id: totp.id } });
    expect((await admin.delete(`/api/users/1/2fas/totp/${totp.id}`)).status).toBe(204);
    expect((await admin.get('/api/user')).body).not.toHaveProperty('totp');
    const guest = await signIn(v20.url, 'guest');
    expect((await guest.post('/api/users/1/2fas/totp')).status).toBe(403);
  });

  it('a setup from the account settings waits for a current code; its QR code is a PNG', async () => {
    const owner = await signIn(v20.url, 'owner');
    const id = v20.state.users.find((u) => u.username === 'owner')?.id as number;
    const setup = await owner.post(`/api/users/${id}/2fas/totp`);
    expect(setup.status).toBe(200);
    const totp = setup.body as { id: number; url: string };
    expect((await owner.get('/api/user')).body).toMatchObject({
      totp: { id: totp.id, user_id: id, state: 'pending' },
    });
    expect((await owner.get('/api/user')).body).not.toHaveProperty('totp.confirmed_at');
    // Not confirmed yet: sign-in still takes the password alone.
    expect((await (await signIn(v20.url, 'owner')).get('/api/user')).status).toBe(200);

    const qr = await fetch(`${v20.url}/api/users/${id}/2fas/totp/${totp.id}/qr`, {
      headers: { cookie: `semaphore=${owner.cookie}` },
    });
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await qr.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await owner.get(`/api/users/${id}/2fas/totp/${totp.id + 1000}/qr`)).status).toBe(404);

    const secret = OTPAuth.URI.parse(totp.url).secret.base32;
    const code = totpCode(secret);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await owner.post(`/api/users/${id}/2fas/totp/${totp.id}/confirm`, {
      passcode: wrong,
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'INVALID_PASSCODE' });
    const confirm = `/api/users/${id}/2fas/totp/${totp.id}/confirm`;
    expect((await owner.post(confirm, { passcode: code })).status).toBe(204);
    const me = (await owner.get('/api/user')).body as { totp: Obj };
    expect(me.totp).toMatchObject({ id: totp.id, state: 'confirmed' });
    expect(typeof me.totp.confirmed_at).toBe('string');
    // Confirmed: a second setup is refused, and the next sign-in asks for the code.
    expect((await owner.post(`/api/users/${id}/2fas/totp`)).status).toBe(400);
    const next = await signIn(v20.url, 'owner');
    expect((await next.get('/api/user')).body).toEqual({ error: 'TOTP_REQUIRED' });
    expect((await owner.delete(`/api/users/${id}/2fas/totp/${totp.id}`)).status).toBe(204);
    expect((await (await signIn(v20.url, 'owner')).get('/api/user')).status).toBe(200);
  });
});

describe('e-mailed codes', () => {
  it('password sign-in of emailotp waits for the e-mailed code', async () => {
    const c = await signIn(v20.url, 'emailotp');
    expect((await c.get('/api/user')).body).toEqual({ error: 'EMAIL_OTP_REQUIRED' });
    const wrong = await c.post('/api/auth/verify', { passcode: 'xxxxxx' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid verification code.' });
    const code = await demoCode(v20.url, 'emailotp');
    expect(code).toMatch(/^\d{6}$/);
    expect((await c.post('/api/auth/verify', { passcode: code })).status).toBe(204);
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('POST /api/auth/login/email signs in by address; resend sends a new code', async () => {
    const login = await fetch(`${v20.url}/api/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'emailotp@example.com' }),
    });
    expect(login.status).toBe(204);
    const cookie = /semaphore=([^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    const { Client } = await import('./helpers');
    const c: Client = new Client(v20.url, cookie);
    const first = await demoCode(v20.url, 'emailotp');
    expect((await c.post('/api/auth/login/email/resend')).status).toBe(200);
    const second = await demoCode(v20.url, 'emailotp');
    if (first !== second)
      expect((await c.post('/api/auth/verify', { passcode: first })).status).toBe(401);
    expect((await c.post('/api/auth/verify', { passcode: second })).status).toBe(204);
    expect((await c.get('/api/user')).body).toMatchObject({ username: 'emailotp' });
  });
});

describe('LDAP and 2.10', () => {
  it('LDAP sign-in through a listed provider accepts a demo user', async () => {
    const ldapLogin = (provider: string) =>
      fetch(`${v20.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auth: 'owner', password: 'changeme', method: 'ldap', provider }),
      });
    expect((await ldapLogin('demo-ldap')).status).toBe(204);
    expect((await ldapLogin('x')).status).toBe(401);
  });

  it('2.10 has none of the second-factor routes', async () => {
    const admin = await signIn(v10.url, 'admin');
    expect((await admin.post('/api/auth/verify', { passcode: '1' })).status).toBe(404);
    expect((await admin.post('/api/users/1/2fas/totp')).status).toBe(404);
    expect((await admin.get('/api/users/1/2fas/totp/1/qr')).status).toBe(404);
    expect((await fetch(`${v10.url}/api/demo/totp/admin`)).status).toBe(404);
  });
});
