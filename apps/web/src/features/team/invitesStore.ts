import type { ProjectInvite, ProjectInviteCreate } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';

/** Days an invite stays valid when the person does not pick another expiry (the server's default). */
export const DEFAULT_INVITE_DAYS = 7;

/** `expires_at` (RFC 3339) `days` days from `now` (ms since the epoch). */
export function expiryIn(days: number, now = Date.now()): string {
  return new Date(now + days * 24 * 60 * 60 * 1000).toISOString();
}

/** State of the Invites tab of the team screen (newer §N7). */
export interface InvitesState {
  projectId: number | null;
  invites: ProjectInvite[];
  loading: boolean;
  error: string | null;
  /** `GET …/invites`. */
  load(projectId: number): Promise<void>;
  /** `POST …/invites` (201), then reloads. Rejects with the server's answer (409: a member). */
  create(projectId: number, input: ProjectInviteCreate): Promise<void>;
  /**
   * Resend as new: `POST …/invites` for the same user or address and role, valid for
   * {@link DEFAULT_INVITE_DAYS} days (the server makes a new token and mails it); a still pending
   * old invite is then set `expired` (`PUT …/invites/{id}`), so only the new token works. Reloads.
   */
  resend(projectId: number, invite: ProjectInvite): Promise<void>;
  /** Revoke: `DELETE …/invites/{id}` (204), then reloads. */
  revoke(projectId: number, invite: ProjectInvite): Promise<void>;
}

/** The invites store, over the one api-client. */
export const useInvitesStore = createServerStore<InvitesState>((_set, _get, { query }) => {
  const list = query({
    fetch: (projectId: number) => client().project(projectId).invites.list(),
    start(s, [projectId], switching) {
      if (switching) s.invites = [];
      s.projectId = projectId;
      s.error = null;
    },
    done(s, invites) {
      // Newest first: the one just sent is on top.
      s.invites = invites.sort((a, b) => b.id - a.id);
    },
  });
  return {
    projectId: null,
    invites: [],
    loading: false,
    error: null,
    load: list.load,
    async create(projectId, input) {
      await client().project(projectId).invites.create(input);
      await list.invalidate(projectId);
    },
    async resend(projectId, invite) {
      const api = client().project(projectId).invites;
      const target =
        invite.email !== null && invite.email !== ''
          ? { email: invite.email }
          : { user_id: invite.user_id ?? 0 };
      await api.create({ ...target, role: invite.role, expires_at: expiryIn(DEFAULT_INVITE_DAYS) });
      if (invite.status === 'pending') await api.update(invite.id, 'expired');
      await list.invalidate(projectId);
    },
    async revoke(projectId, invite) {
      await client().project(projectId).invites.delete(invite.id);
      await list.invalidate(projectId);
    },
  };
});
