/**
 * Sign-in with a second factor, 2.20 mode only (newer §N3): TOTP, recovery codes, e-mailed codes,
 * TOTP enrolment, LDAP sign-in of the demo users, and the seeded users that need them.
 */
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { createSession, sessionCookie, sessionFromCookie } from './auth';
import { type Demo, hashPassword, randomToken } from './demo';
import type { Ctx, DemoEnv } from './http';
import { empty, fail, failJson, idParam, json, nowIso, readBody } from './http';
import {
  type DemoState,
  type SessionCheck,
  type StoredSecondFactor,
  type StoredSession,
  type StoredTotp,
  type StoredUser,
  nextId,
  v220Of,
} from './model';
import { demoPassword } from './seed';

/**
 * Base32 TOTP secret of the seeded users `totp` and `recovery` (SHA-1, 6 digits, 30 s): add it to
 * an authenticator app, or compute codes with any TOTP library, to sign in as them.
 */
export const demoTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Recovery code of the seeded users `totp` and `recovery`; it removes their TOTP (newer §N3). */
export const demoRecoveryCode = 'demo-recovery-0000';

/** The 401 error codes of an unverified session (newer §N3). */
export const sessionCheckError: Readonly<Record<SessionCheck, string>> = {
  totp: 'TOTP_REQUIRED',
  email: 'EMAIL_OTP_REQUIRED',
  totp_enrollment: 'TOTP_ENROLLMENT_REQUIRED',
};

/** The TOTP generator of a base32 secret (SHA-1, 6 digits, 30 s, like the real server). */
export function totpOf(secret: string, label = 'demo'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Semaphore',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The current 6-digit code of a base32 secret (at `now`, ms since the epoch). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** Whether `code` is the secret's code now or one 30 s step either side. */
function totpValid(secret: string, code: string): boolean {
  return totpOf(secret).validate({ token: code, window: 1 }) !== null;
}

/** The second-factor record of a user (created empty). */
function factorOf(state: DemoState, userId: number): StoredSecondFactor {
  const all = v220Of(state).secondFactor;
  all[String(userId)] ??= {};
  return all[String(userId)] as StoredSecondFactor;
}

/** The second factor a new session of `user` must pass, or undefined (newer §N3). */
export function pendingCheck(state: DemoState, user: StoredUser): SessionCheck | undefined {
  const factor = state.v220?.secondFactor[String(user.id)];
  if (!factor) return undefined;
  if (factor.totp?.state === 'confirmed') return 'totp';
  if (factor.email_otp) return 'email';
  if (factor.enrol) return 'totp_enrollment';
  return undefined;
}

/** The `totp` and `email_otp` fields of a 2.20 user (`db/User.go`; omitempty, newer §N1). */
export function userFactorFields(state: DemoState, userId: number): Record<string, unknown> {
  const factor = state.v220?.secondFactor[String(userId)];
  const out: Record<string, unknown> = {};
  if (factor?.totp) {
    const t = factor.totp;
    out.totp = {
      id: t.id,
      created: t.created,
      user_id: userId,
      state: t.state,
      ...(t.confirmed_at ? { confirmed_at: t.confirmed_at } : {}),
    };
  }
  if (factor?.email_code) {
    out.email_otp = {
      id: factor.email_code.id,
      created: factor.email_code.created,
      user_id: userId,
      code: '',
      attempts: 0,
    };
  }
  return out;
}

/** "Sends" a new 6-digit code to the user (stored; `GET /api/demo/totp/{username}` reads it). */
function sendEmailCode(state: DemoState, userId: number): void {
  factorOf(state, userId).email_code = {
    id: nextId(state, 'email_otps'),
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    created: nowIso(),
  };
}

/** Starts a session for `user` that waits for its second factor (2.20) and sets the cookie. */
export function signIn(c: Ctx, demo: Demo, user: StoredUser): void {
  const id = createSession(demo, user.id);
  const pending = pendingCheck(demo.state, user);
  if (pending) {
    const session = demo.state.sessions.find((s) => s.id === id) as StoredSession;
    session.pending = pending;
    if (pending === 'email') sendEmailCode(demo.state, user.id);
  }
  setCookie(c, sessionCookie, id, { path: '/' });
}

/**
 * Seeds the second-factor users of 2.20 mode (all with the demo password, managers of every
 * project): `totp` (TOTP with {@link demoTotpSecret}, recovery code {@link demoRecoveryCode}),
 * `recovery` (the same TOTP and recovery code), `emailotp` (a code by e-mail) and `enrol` (must
 * set up TOTP before anything else).
 */
export function seedSecondFactorUsers(state: DemoState, now = Date.now()): void {
  const add = (username: string, name: string, factor: StoredSecondFactor): void => {
    const salt = randomToken(8);
    const id = nextId(state, 'users');
    state.users.push({
      id,
      created: new Date(now - 30 * 86_400_000).toISOString(),
      username,
      name,
      email: `${username}@example.com`,
      admin: false,
      external: false,
      alert: false,
      salt,
      password_hash: hashPassword(demoPassword, salt),
    });
    for (const p of state.projects)
      state.members.push({ project_id: p.id, user_id: id, role: 'manager' });
    v220Of(state).secondFactor[String(id)] = factor;
  };
  const totp = (): StoredTotp => ({
    id: nextId(state, 'totps'),
    created: new Date(now - 20 * 86_400_000).toISOString(),
    secret: demoTotpSecret,
    recovery_code: demoRecoveryCode,
    state: 'confirmed',
    confirmed_at: new Date(now - 20 * 86_400_000).toISOString(),
  });
  add('totp', 'Tess Totp', { totp: totp() });
  add('recovery', 'Remy Recovery', { totp: totp() });
  add('emailotp', 'Emil Mailcode', { email_otp: true });
  add('enrol', 'Enzo Enrol', { enrol: true });
}

/** The cookie session of a request, if any (for the routes that run before authentication). */
function cookieSession(c: Ctx, demo: Demo): StoredSession | undefined {
  const id = sessionFromCookie(c);
  return id ? demo.state.sessions.find((s) => s.id === id) : undefined;
}

/**
 * Registers the 2.20 second-factor routes (newer §N3): `POST /api/auth/verify {passcode}`,
 * `POST /api/auth/recovery {recovery_code}`, the e-mail code routes, TOTP setup of the signed-in
 * user (setup, its QR code, confirmation with a code, removal), and with `--faults`
 * `GET /api/demo/totp/{username}`.
 */
export function registerSecondFactorRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  const { state } = demo;

  /** Verifies a session: 204 when its pending check is passed (or none is pending). */
  const verify = async (c: Ctx): Promise<Response> => {
    const session = cookieSession(c, demo);
    if (!session) fail(401);
    if (!session.pending) return empty(c);
    const body = await readBody(c);
    const passcode = typeof body.passcode === 'string' ? body.passcode.trim() : '';
    const factor = factorOf(state, session.user_id);
    if (session.pending === 'email') {
      const sent = factor.email_code;
      if (!sent || sent.code !== passcode) failJson(401, 'Invalid verification code.');
      if (Date.now() - Date.parse(sent.created) > 10 * 60_000)
        failJson(401, 'The verification code has expired.');
      delete factor.email_code;
    } else {
      // A TOTP session, or an enrolling one that set up TOTP and now confirms it with a code.
      if (!factor.totp) fail(400);
      if (!totpValid(factor.totp.secret, passcode)) failJson(401, 'INVALID_PASSCODE');
      if (factor.totp.state === 'pending') {
        factor.totp.state = 'confirmed';
        factor.totp.confirmed_at = nowIso();
        delete factor.enrol;
      }
    }
    delete session.pending;
    demo.changed();
    return empty(c);
  };
  app.post('/api/auth/verify', verify);
  app.post('/api/auth/verify/email', verify);

  app.post('/api/auth/recovery', async (c) => {
    const session = cookieSession(c, demo);
    if (!session) fail(401);
    if (!session.pending) return empty(c);
    if (session.pending !== 'totp') fail(500);
    if (!demo.settings.totpAllowRecovery) failJson(403, 'TOTP_DISABLED');
    const body = await readBody(c);
    const factor = factorOf(state, session.user_id);
    if (!factor.totp) fail(400);
    const code = typeof body.recovery_code === 'string' ? body.recovery_code.trim() : '';
    if (!factor.totp.recovery_code || code !== factor.totp.recovery_code)
      failJson(401, 'INVALID_RECOVERY_CODE');
    // Recovery removes TOTP from the account (newer §N3).
    delete factor.totp;
    delete session.pending;
    demo.changed();
    return empty(c);
  });

  // Passwordless sign-in by e-mail code (`api/login_email.go`): `{email}` → 204 and an unverified
  // session; the code arrives by "e-mail" (read it with `GET /api/demo/totp/{username}`).
  app.post('/api/auth/login/email', async (c) => {
    const body = await readBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email) fail(400);
    const user = state.users.find((u) => u.email.toLowerCase() === email);
    // The real server creates an external user for an unknown address; the demo refuses it.
    if (!user) fail(401);
    const id = createSession(demo, user.id);
    const session = state.sessions.find((s) => s.id === id) as StoredSession;
    session.pending = 'email';
    sendEmailCode(state, user.id);
    setCookie(c, sessionCookie, id, { path: '/' });
    c.header('content-type', 'application/json');
    return c.body(null, 204);
  });
  app.post('/api/auth/login/email/resend', (c) => {
    const session = cookieSession(c, demo);
    if (!session) fail(401);
    sendEmailCode(state, session.user_id);
    demo.changed();
    // The real handler writes nothing: 200 with an empty body.
    return empty(c, 200);
  });

  /** The signed-in user's own TOTP routes (an enrolling session may use them too). */
  const me = (c: Ctx): StoredUser => {
    const user = c.get('user');
    const id = idParam(c, 'user_id');
    if (!user.admin && user.id !== id) fail(403);
    const target = demo.user(id);
    if (!target) fail(404);
    return target;
  };
  app.post('/api/users/:user_id/2fas/totp', (c) => {
    const user = me(c);
    const factor = factorOf(state, user.id);
    // A confirmed TOTP stays until it is removed; a pending one is replaced by the new setup.
    if (factor.totp?.state === 'confirmed') failJson(400, 'TOTP already enabled');
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const recovery = randomToken(12)
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 16);
    const totp: StoredTotp = {
      id: nextId(state, 'totps'),
      created: nowIso(),
      secret,
      recovery_code: recovery,
      // Newest servers: the setup waits for a current code (`totp.state`, newer §N3), given to
      // `…/confirm` from the account settings or to `POST /api/auth/verify` by an enrolling session.
      state: 'pending',
      confirmed_at: null,
    };
    factor.totp = totp;
    demo.changed();
    return json(c, {
      id: totp.id,
      user_id: user.id,
      url: totpOf(secret, user.username).toString(),
      recovery_code: recovery,
    });
  });
  /** The user's TOTP of the route's `totp_id` (404 when it is not theirs or gone). */
  const totpOfRoute = (c: Ctx, user: StoredUser): StoredTotp => {
    const totp = factorOf(state, user.id).totp;
    if (!totp || totp.id !== idParam(c, 'totp_id')) fail(404);
    return totp;
  };
  // The QR code of the setup (`api/users.go` TotpQr): a PNG of the `otpauth://` URL.
  app.get('/api/users/:user_id/2fas/totp/:totp_id/qr', async (c) => {
    const user = me(c);
    const totp = totpOfRoute(c, user);
    const png = await QRCode.toBuffer(totpOf(totp.secret, user.username).toString(), {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      scale: 6,
    });
    return new Response(new Uint8Array(png), {
      status: 200,
      headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
    });
  });
  // Newest servers' confirmation of a pending setup with a current code (`{passcode}` → 204;
  // 401 INVALID_PASSCODE). A confirmed TOTP answers 204 again.
  app.post('/api/users/:user_id/2fas/totp/:totp_id/confirm', async (c) => {
    const user = me(c);
    const totp = totpOfRoute(c, user);
    const body = await readBody(c);
    const passcode = typeof body.passcode === 'string' ? body.passcode.trim() : '';
    if (totp.state === 'confirmed') return empty(c);
    if (!totpValid(totp.secret, passcode)) failJson(401, 'INVALID_PASSCODE');
    totp.state = 'confirmed';
    totp.confirmed_at = nowIso();
    delete factorOf(state, user.id).enrol;
    demo.changed();
    return empty(c);
  });
  app.delete('/api/users/:user_id/2fas/totp/:totp_id', (c) => {
    const user = me(c);
    const factor = factorOf(state, user.id);
    if (!factor.totp || factor.totp.id !== idParam(c, 'totp_id')) fail(404);
    delete factor.totp;
    demo.changed();
    return empty(c);
  });

  if (demo.settings.faults) {
    // The current code of a TOTP user, or the last code e-mailed to an e-mail-code user.
    app.get('/api/demo/totp/:username', (c) => {
      const user = state.users.find((u) => u.username === c.req.param('username'));
      const factor = user ? state.v220?.secondFactor[String(user.id)] : undefined;
      if (factor?.totp) return json(c, { code: totpCode(factor.totp.secret) });
      if (factor?.email_code) return json(c, { code: factor.email_code.code });
      return fail(404);
    });
  }
}

/** Routes an enrolling session may call before it is verified (newer §N3). */
export const enrolmentPaths = /^\/api\/users\/\d+\/2fas\/totp(\/\d+(\/qr|\/confirm)?)?$/;

/** The user of an enrolling (TOTP_ENROLLMENT_REQUIRED) cookie session, for {@link enrolmentPaths}. */
export function enrollingUser(demo: Demo, c: Ctx): StoredUser | undefined {
  const session = cookieSession(c, demo);
  return session?.pending === 'totp_enrollment' ? demo.user(session.user_id) : undefined;
}

/** 401 `{"error": CODE}` when the request's cookie session waits for a second factor. */
export function checkSession(demo: Demo, c: Ctx): void {
  if (c.req.header('authorization')?.toLowerCase().includes('bearer')) return;
  const session = cookieSession(c, demo);
  if (session?.pending) failJson(401, sessionCheckError[session.pending]);
}
