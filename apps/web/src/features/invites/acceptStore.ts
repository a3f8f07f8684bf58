import { isHttpError } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';
import { createAppStore } from '../../stores/createAppStore';
import { useShellStore } from '../../stores/session';

/**
 * Why an invite could not be accepted, from the server's answer to `POST /api/invites/accept`
 * (newer §N7; 2.16–2.17 `AcceptInvite`): `expired` 400 (expired, or no longer pending: used or
 * revoked), `notYours` 403 (for another account or e-mail address), `member` 409 (already a
 * member), `unknown` 404 (no such token, or a server without invites), `other` anything else.
 */
export type AcceptFailure = 'expired' | 'notYours' | 'member' | 'unknown' | 'other';

/** State of the accept-invite page. */
export interface AcceptState {
  status: 'idle' | 'accepting' | 'accepted' | 'failed';
  failure: AcceptFailure | null;
  /** The failed call's text, for `other`. */
  message: string | null;
  /**
   * Accepts the invite `token` as the signed-in user, then reloads the shell's project list (the
   * project is new in it). Resolves with the project id, or `null` after a failure (kept in the
   * state).
   */
  accept(token: string): Promise<number | null>;
}

/** Reads a failed accept's answer as an {@link AcceptFailure}. */
export function acceptFailure(error: unknown): AcceptFailure {
  if (isHttpError(error, 400)) return 'expired';
  if (isHttpError(error, 403)) return 'notYours';
  if (isHttpError(error, 409)) return 'member';
  if (isHttpError(error, 404)) return 'unknown';
  return 'other';
}

/** The accept-invite store, over the one api-client. */
export const useAcceptStore = createAppStore<AcceptState>((set) => ({
  status: 'idle',
  failure: null,
  message: null,
  async accept(token) {
    set({ status: 'accepting', failure: null, message: null });
    try {
      const { project_id } = await client().invites.accept(token);
      await useShellStore
        .getState()
        .reloadProjects()
        .catch(() => undefined);
      set({ status: 'accepted' });
      return project_id;
    } catch (error) {
      set({ status: 'failed', failure: acceptFailure(error), message: failureText(error) });
      return null;
    }
  },
}));
