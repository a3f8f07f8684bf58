import { errorMessage, type OidcProvider } from '@semaphore-console/api-client/auth';
import { authClient } from '../../connection';
import { isUnauthorized } from '../../failures';
import { createAppStore } from '../../stores/createAppStore';

/** Sign-in states (spec core §4): idle, processing (inputs disabled), success or error. */
export type SignInStatus = 'idle' | 'processing' | 'success' | 'error';

/** Why the last sign-in failed: wrong credentials (401) or another failure with its text. */
export type SignInFailure = { kind: 'credentials' } | { kind: 'other'; message: string };

interface SignInState {
  status: SignInStatus;
  failure: SignInFailure | null;
  providers: OidcProvider[];
  /** `true` once `GET /api/user` answered: a session exists, go to the base address. */
  hasSession: boolean;
  /** Checks for an existing session and loads the login options (OIDC providers). */
  prepare(): Promise<void>;
  /** `POST /api/auth/login`; `success` on 204, `error` otherwise. */
  signIn(username: string, password: string): Promise<void>;
}

/** The sign-in screen's store. */
export const useSignInStore = createAppStore<SignInState>((set) => ({
  status: 'idle',
  failure: null,
  providers: [],
  hasSession: false,
  async prepare() {
    const api = authClient();
    const [user, options] = await Promise.allSettled([api.user.get(), api.auth.loginOptions()]);
    set({
      hasSession: user.status === 'fulfilled',
      providers: options.status === 'fulfilled' ? options.value.oidc_providers : [],
    });
  },
  async signIn(username, password) {
    set({ status: 'processing', failure: null });
    try {
      await authClient().auth.login({ auth: username, password });
      set({ status: 'success' });
    } catch (error) {
      set({
        status: 'error',
        failure: isUnauthorized(error)
          ? { kind: 'credentials' }
          : { kind: 'other', message: errorMessage(error) },
      });
    }
  },
}));
