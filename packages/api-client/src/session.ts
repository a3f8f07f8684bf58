/**
 * The session part of the client (API §2 sign-in, §6.2 the signed-in user), on its own: a sign-in
 * page imports it from `@semaphore-console/api-client/auth` without downloading the methods and
 * schemas of every resource. `createApiClient`'s `ping`, `auth` and `user.get` are built by the same
 * functions, over the same request core, with the same errors.
 */
import type { ApiClientOptions } from './client';
import { Transport, type TransportLike } from './http';
import type { LoginRequest } from './inputs';
import {
  CurrentUserSchema,
  LoginOptionsSchema,
  type CurrentUser,
  type LoginOptions,
} from './sessionSchemas';

/** Sign-in (API §2): the options, password login, logout and the OIDC login address. */
export interface AuthApi {
  /** `GET /api/auth/login`: OIDC providers and whether password login is on. */
  loginOptions(): Promise<LoginOptions>;
  /** `POST /api/auth/login` (204, sets the session cookie). @throws {HttpError} 401 on bad credentials. */
  login(credentials: LoginRequest): Promise<void>;
  /** `POST /api/auth/logout` (204; clears the cookie). */
  logout(): Promise<void>;
  /** Absolute URL of `/api/auth/oidc/{provider}/login` to navigate to (optional `redirect` path). */
  oidcLoginUrl(providerId: string, redirect?: string): string;
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
      logout: () => t.void('POST', 'api/auth/logout'),
      oidcLoginUrl: (providerId, redirect) => {
        const url = new URL(`api/auth/oidc/${encodeURIComponent(providerId)}/login`, t.baseUrl);
        if (redirect !== undefined) url.searchParams.set('redirect', redirect);
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
