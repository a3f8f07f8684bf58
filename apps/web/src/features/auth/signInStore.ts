import {
  errorMessage,
  isHttpError,
  secondFactorStep,
  type LdapProvider,
  type LoginAuthMethods,
  type OidcProvider,
  type SecondFactorStep,
} from '@semaphore-console/api-client/auth';
import { authClient } from '../../server/connection';
import { isUnauthorized, isUnreachable } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';

/** Sign-in states (spec core §4): idle, processing (inputs disabled), success or error. */
export type SignInStatus = 'idle' | 'processing' | 'success' | 'error';

/**
 * Why the last step failed: wrong credentials (401), a wrong or expired code (a 401 with the
 * server's reason, newer §N3), a code step whose session is gone (a 401 without one: sign in
 * again), no server reached (a network error, or a proxy's 502/503/504 without the server's own
 * text: spec core §4), or another failure with its text.
 */
export type SignInFailure =
  | { kind: 'credentials' }
  | { kind: 'code' }
  | { kind: 'expired' }
  | { kind: 'unreachable' }
  | { kind: 'other'; message: string };

/** The failure of a call that did not fail on the credentials or the code. */
function otherFailure(error: unknown): SignInFailure {
  return isUnreachable(error)
    ? { kind: 'unreachable' }
    : { kind: 'other', message: errorMessage(error) };
}

/** The sign-in screen's state and actions. */
export interface SignInState {
  status: SignInStatus;
  failure: SignInFailure | null;
  providers: OidcProvider[];
  /** LDAP directories the server offers beside the password form (newer §N3). */
  ldapProviders: LdapProvider[];
  /** The second factors the server offers (`auth_methods`, newer §N3); `{}` on 2.10. */
  authMethods: LoginAuthMethods;
  /** `true` once `GET /api/user` answered: a session exists, go to the base address. */
  hasSession: boolean;
  /**
   * The second-factor step the session waits for (newer §N3): after the password, or on a page
   * load with an unverified session. `null` shows the password form.
   */
  step: SecondFactorStep | null;
  /** `true` once a new e-mailed code was asked for (`POST /api/auth/login/email/resend`). */
  resent: boolean;
  /**
   * Checks for an existing session and loads the login options (OIDC and LDAP providers, second
   * factors). An unverified session (401 with a second-factor code) opens its code step.
   */
  prepare(): Promise<void>;
  /**
   * `POST /api/auth/login` (with `method: 'ldap'` and the provider when `ldapProvider` is given),
   * then `GET /api/user`: `success` when it answers, the code step when it asks for a second
   * factor (newer §N3), `error` when the login failed.
   */
  signIn(username: string, password: string, ldapProvider?: string): Promise<void>;
  /**
   * The code step: `POST /api/auth/verify` (authenticator or e-mailed code), or
   * `POST /api/auth/recovery` with `recovery` (which switches two-factor sign-in off for the
   * account). `success` on 204; a wrong code keeps the step with the `code` failure.
   */
  verify(code: string, recovery?: boolean): Promise<void>;
  /** E-mails a new code (`POST /api/auth/login/email/resend`). */
  resend(): Promise<void>;
  /** "Use another account": `POST /api/auth/logout`, then the password form (leaves the code step). */
  leave(): Promise<void>;
}

/**
 * The sign-in screen's store. Its read is the session check with the login options (a query whose
 * every `prepare()` asks again: an earlier call's answers arriving after it, from a remount or a
 * slow first read, are dropped, so stale login options never replace the current ones); the steps
 * of the sign-in are actions.
 */
export const useSignInStore = createServerStore<SignInState>((set, _get, { query }) => {
  const session = query({
    fields: false,
    // The page's start-up read, not read again on a reconnect: its own failed read (no server)
    // would have the next answer read it again, and again, while the person signs in.
    reconnect: false,
    fetch: () => {
      const api = authClient();
      return Promise.allSettled([api.user.get(), api.auth.loginOptions()]);
    },
    done(s, [user, options]) {
      const known = options.status === 'fulfilled' ? options.value : null;
      s.hasSession = user.status === 'fulfilled';
      s.step = user.status === 'rejected' ? secondFactorStep(user.reason) : null;
      s.providers = known?.oidc_providers ?? [];
      s.ldapProviders = known?.ldap_providers ?? [];
      s.authMethods = known?.auth_methods ?? {};
    },
  });
  return {
    status: 'idle',
    failure: null,
    providers: [],
    ldapProviders: [],
    authMethods: {},
    hasSession: false,
    step: null,
    resent: false,
    // `allSettled` never rejects: `request` only forces a new read.
    prepare: () => session.request([], true),
    async signIn(username, password, ldapProvider) {
      set({ status: 'processing', failure: null });
      const api = authClient();
      try {
        await api.auth.login(
          ldapProvider === undefined
            ? { auth: username, password }
            : { auth: username, password, method: 'ldap', provider: ldapProvider },
        );
      } catch (error) {
        set({
          status: 'error',
          failure: isUnauthorized(error) ? { kind: 'credentials' } : otherFailure(error),
        });
        return;
      }
      // 2.12+ answers 204 with an unverified session for a user with a second factor: the next
      // call says which code it waits for (newer §N3). Any other answer leaves it to the console.
      const step = await api.user.get().then(
        () => null,
        (error: unknown) => secondFactorStep(error),
      );
      set(step ? { status: 'idle', step, resent: false } : { status: 'success' });
    },
    async verify(code, recovery = false) {
      set({ status: 'processing', failure: null });
      const { auth } = authClient();
      try {
        await (recovery ? auth.recover(code) : auth.verify(code));
        set({ status: 'success' });
      } catch (error) {
        if (!isUnauthorized(error)) {
          set({ status: 'error', failure: otherFailure(error) });
        } else if (isHttpError(error) && error.serverError !== undefined) {
          // INVALID_PASSCODE, INVALID_RECOVERY_CODE or the server's text for an e-mailed code.
          set({ status: 'error', failure: { kind: 'code' } });
        } else {
          // A bare 401: the unverified session expired or was removed.
          set({ status: 'error', failure: { kind: 'expired' }, step: null });
        }
      }
    },
    async resend() {
      set({ status: 'processing', failure: null, resent: false });
      try {
        await authClient().auth.resendEmailCode();
        set({ status: 'idle', resent: true });
      } catch (error) {
        set({ status: 'error', failure: otherFailure(error) });
      }
    },
    async leave() {
      set({ status: 'processing', failure: null });
      await authClient()
        .auth.logout()
        .catch(() => undefined);
      set({ status: 'idle', step: null, resent: false });
    },
  };
});
