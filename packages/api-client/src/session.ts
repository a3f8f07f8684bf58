/**
 * The session part of the client (API §2 sign-in, §6.2 the signed-in user), on its own: a sign-in
 * page imports it from `@semaphore-console/api-client/auth` without downloading the methods and
 * schemas of every resource. `createApiClient`'s `ping`, `auth` and `user.get` are built by the same
 * functions, over the same request core, with the same errors.
 */
import type { ApiClientOptions } from './client';
import { HttpError } from './errors';
import { Transport, type TransportLike } from './http';
import type { LoginRequest } from './inputs';
import {
  CurrentUserSchema,
  LoginOptionsSchema,
  type CurrentUser,
  type LoginOptions,
} from './sessionSchemas';

/**
 * Sign-in (API §2; newer §N3 for LDAP providers and the second factor): the options, the
 * password/LDAP login, the code step, logout and the OIDC login address.
 *
 * On 2.12+ a user with a second factor gets 204 from {@link AuthApi.login} with an *unverified*
 * session: every authenticated call then answers 401 `{"error": CODE}` until {@link AuthApi.verify}
 * (or {@link AuthApi.recover}) succeeds. {@link secondFactorStep} reads CODE from such an error.
 */
export interface AuthApi {
  /** `GET /api/auth/login`: OIDC and LDAP providers, whether password login is on, second factors. */
  loginOptions(): Promise<LoginOptions>;
  /**
   * `POST /api/auth/login` (204, sets the session cookie). `method: 'ldap'` with `provider` signs in
   * through that LDAP directory (2.12+). @throws {HttpError} 401 on bad credentials, 400 for an
   * unknown LDAP provider.
   */
  login(credentials: LoginRequest): Promise<void>;
  /**
   * `POST /api/auth/verify {passcode}` (2.12+, newer §N3): the 6-digit code of the authenticator
   * app, or the e-mailed code — the server checks whichever the session waits for. 204 = the
   * session is verified. @throws {HttpError} 401 on a wrong or expired code (`serverError`
   * `INVALID_PASSCODE` or the server's text) or without a session, 403 `TOTP_DISABLED`.
   */
  verify(passcode: string): Promise<void>;
  /**
   * `POST /api/auth/recovery {recovery_code}` (2.12+, newer §N3): signs in with the account's
   * recovery code instead of the authenticator code, and **removes two-factor sign-in from the
   * account**. Offer it only when `auth_methods.totp.allow_recovery`. @throws {HttpError} 401
   * `INVALID_RECOVERY_CODE`, 403 `TOTP_DISABLED` when recovery is switched off.
   */
  recover(recoveryCode: string): Promise<void>;
  /**
   * `POST /api/auth/login/email/resend` (≈2.16+, newer §N3; no body): e-mails a new code for the
   * session that waits for one. @throws {HttpError} 401 without a session.
   */
  resendEmailCode(): Promise<void>;
  /**
   * `POST /api/auth/login/email {email}` (≈2.16+, newer §N3; verify on the server you target):
   * passwordless sign-in — the server starts a session that waits for the code it e-mails, to be
   * sent with {@link AuthApi.verify}. 204.
   */
  emailLogin(email: string): Promise<void>;
  /** `POST /api/auth/logout` (204; clears the cookie). */
  logout(): Promise<void>;
  /**
   * Absolute URL of `/api/auth/oidc/{provider}/login` to navigate to. With a `returnPath` (a path
   * of the console, e.g. `/project/1`), it is sent both as `return=` (read by 2.12+) and
   * `redirect=` (read by 2.10), newer §N3.
   */
  oidcLoginUrl(providerId: string, returnPath?: string): string;
}

/** The second-factor step a 401 asks for (newer §N3); `null` = no such step (signed out). */
export type SecondFactorStep = 'totp' | 'email' | 'totp_enrollment';

/** The `error` codes of an unverified session's 401 and the step each asks for (newer §N3). */
const SECOND_FACTOR_CODES: Readonly<Record<string, SecondFactorStep>> = {
  TOTP_REQUIRED: 'totp',
  // A session waiting for an unnamed method: 2.12–2.1x only had TOTP.
  SESSION_NOT_VERIFIED: 'totp',
  EMAIL_OTP_REQUIRED: 'email',
  TOTP_ENROLLMENT_REQUIRED: 'totp_enrollment',
};

/**
 * The second-factor step a failed call asks for: an {@link HttpError} 401 whose `serverError` is
 * `TOTP_REQUIRED` or `SESSION_NOT_VERIFIED` (→ `'totp'`), `EMAIL_OTP_REQUIRED` (→ `'email'`) or
 * `TOTP_ENROLLMENT_REQUIRED` (→ `'totp_enrollment'`), newer §N3. Anything else gives `null`: a 401
 * without one of these codes means there is no session.
 */
export function secondFactorStep(error: unknown): SecondFactorStep | null {
  if (!(error instanceof HttpError) || error.status !== 401) return null;
  const code = error.serverError;
  return code !== undefined && Object.hasOwn(SECOND_FACTOR_CODES, code)
    ? (SECOND_FACTOR_CODES[code] ?? null)
    : null;
}

/**
 * The client returned by {@link createAuthClient}: what a sign-in page calls. The same methods
 * as `ping`, `auth` and `user.get` of `createApiClient`'s client.
 */
export interface AuthClient {
  /** Absolute base URL (ending in `/`) every path is relative to. */
  readonly baseUrl: string;
  /** `GET /api/ping`: resolves with `pong` (no auth). */
  ping(): Promise<string>;
  /** Sign-in (API §2). */
  auth: AuthApi;
  /** The signed-in user (API §6.2). */
  user: {
    /** `GET /api/user`. @throws {HttpError} 401 when not signed in. */
    get(): Promise<CurrentUser>;
  };
}

/** The session methods over a request core (the root transport or a view bound to a signal). */
export function authMethods(t: TransportLike): AuthClient {
  return {
    baseUrl: t.baseUrl,
    ping: () => t.text('GET', 'api/ping'),
    auth: {
      loginOptions: () => t.json('GET', 'api/auth/login', LoginOptionsSchema),
      login: (credentials) => t.void('POST', 'api/auth/login', { json: credentials }),
      verify: (passcode) => t.void('POST', 'api/auth/verify', { json: { passcode } }),
      recover: (recoveryCode) =>
        t.void('POST', 'api/auth/recovery', { json: { recovery_code: recoveryCode } }),
      resendEmailCode: () => t.void('POST', 'api/auth/login/email/resend'),
      emailLogin: (email) => t.void('POST', 'api/auth/login/email', { json: { email } }),
      logout: () => t.void('POST', 'api/auth/logout'),
      oidcLoginUrl: (providerId, returnPath) => {
        const url = new URL(`api/auth/oidc/${encodeURIComponent(providerId)}/login`, t.baseUrl);
        if (returnPath !== undefined) {
          url.searchParams.set('return', returnPath);
          url.searchParams.set('redirect', returnPath);
        }
        return url.href;
      },
    },
    user: {
      get: () => t.json('GET', 'api/user', CurrentUserSchema),
    },
  };
}

/**
 * Creates the session part of the client alone (API §2, §6.2) with the options of
 * `createApiClient`: for a sign-in page that should not download every resource's methods and
 * schemas. Every method rejects with an `ApiError` subclass like `createApiClient`'s
 * (e.g. `HttpError` 401 from `auth.login` on wrong credentials, from `user.get` without a session).
 */
export function createAuthClient(options: ApiClientOptions): AuthClient {
  return authMethods(new Transport(options));
}
