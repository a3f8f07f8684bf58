import { randomBytes } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { type Demo, sessionIdleMs } from './demo';
import type { StoredUser } from './model';

/** Name of the session cookie (§2.1). */
export const sessionCookie = 'semaphore';

/** Request headers the authenticator reads. */
export interface AuthInput {
  authorization: string | undefined;
  cookie: string | undefined;
}

/**
 * Resolves the caller like the real server (§2.1): an `Authorization` header containing `bearer`
 * selects token auth (an invalid token fails even with a valid cookie); otherwise the `semaphore`
 * cookie's session must exist and have been active within 7 days (the idle time slides).
 * Returns undefined for "401".
 */
export function authenticate(demo: Demo, input: AuthInput): StoredUser | undefined {
  const header = input.authorization?.toLowerCase();
  if (header?.includes('bearer')) {
    const token = header.replace(/^.*bearer\s*/, '').trim();
    const row = demo.state.tokens.find((t) => t.id === token && !t.expired);
    // 2.20: a token past its `expires_at` answers 401 (newer §N7).
    const expires = row ? demo.state.v220?.tokens?.[row.id]?.expires_at : undefined;
    if (expires && Date.parse(expires) <= Date.now()) return undefined;
    return row ? demo.user(row.user_id) : undefined;
  }
  const sessionId = input.cookie;
  if (!sessionId) return undefined;
  const session = demo.state.sessions.find((s) => s.id === sessionId);
  // A 2.20 session that still waits for its second factor authenticates nothing (newer §N3).
  if (!session || session.pending) return undefined;
  const now = Date.now();
  if (now - session.last_active > sessionIdleMs) return undefined;
  session.last_active = now;
  return demo.user(session.user_id);
}

/** Reads the `semaphore` cookie of a Hono request. */
export function sessionFromCookie(c: Parameters<typeof getCookie>[0]): string | undefined {
  return getCookie(c, sessionCookie);
}

/** Parses a raw `Cookie` header (for the websocket upgrade) and returns the `semaphore` value. */
export function sessionFromHeader(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === sessionCookie) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Creates a session for `userId` and returns its cookie value. */
export function createSession(demo: Demo, userId: number): string {
  const id = randomBytes(24).toString('hex');
  demo.state.sessions.push({ id, user_id: userId, last_active: Date.now() });
  demo.changed();
  return id;
}
