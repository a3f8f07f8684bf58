import type { ProjectInvite, ProjectInviteCreate } from '@semaphore-console/api-client';
import { client } from '../../client';
import { failureText } from '../../failures';
import { createAppStore } from '../../stores/createAppStore';

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
export const useInvitesStore = createAppStore<InvitesState>((set, get) => ({
  projectId: null,
  invites: [],
  loading: false,
  error: null,
  async load(projectId) {
    if (get().projectId !== projectId) set({ invites: [] });
    set({ projectId, loading: true, error: null });
    try {
      const invites = await client().project(projectId).invites.list();
      // Newest first: the one just sent is on top.
      invites.sort((a, b) => b.id - a.id);
      if (get().projectId === projectId) set({ invites, loading: false });
    } catch (error) {
      if (get().projectId === projectId) set({ loading: false, error: failureText(error) });
    }
  },
  async create(projectId, input) {
    await client().project(projectId).invites.create(input);
    await get().load(projectId);
  },
  async resend(projectId, invite) {
    const api = client().project(projectId).invites;
    const target =
      invite.email !== null && invite.email !== ''
        ? { email: invite.email }
        : { user_id: invite.user_id ?? 0 };
    await api.create({ ...target, role: invite.role, expires_at: expiryIn(DEFAULT_INVITE_DAYS) });
    if (invite.status === 'pending') await api.update(invite.id, 'expired');
    await get().load(projectId);
  },
  async revoke(projectId, invite) {
    await client().project(projectId).invites.delete(invite.id);
    await get().load(projectId);
  },
}));
