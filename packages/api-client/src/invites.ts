/**
 * Project invites (newer §N7; Semaphore 2.16–2.17 `api/projects/invites.go`): a project's invites
 * (`/api/project/{p}/invites`) and accepting one by its token (`POST /api/invites/accept`). The
 * server has them when `GET /api/info` says `teams.invites_enabled`
 * (`ServerCapabilities.teams.invitesEnabled`); other servers answer 404.
 */
import * as v from 'valibot';
import type { TransportLike } from './http';
import { listOf } from './listItems';
import type { Fields, OpenEnum, WireSchema } from './schemas';

const int = v.number();
const str = v.string();
// A key the server left out (Go `omitempty`, newer §N1) is its zero value.
const optStr = v.optional(str, '');
const optInt = v.optional(int, 0);
const optNullableInt = v.optional(v.nullable(int), null);
const optNullableStr = v.optional(v.nullable(str), null);

/** The state of an invite (newer §N7); newer servers may add states. */
export type ProjectInviteStatus = OpenEnum<'pending' | 'accepted' | 'declined' | 'expired'>;

/** The inviter or the invitee as an invite embeds them (`db.User`); any key may be left out. */
const inviteUserEntries = {
  /** User id (`0` when left out). */
  id: optInt,
  /** Login name. */
  username: optStr,
  /** Display name. */
  name: optStr,
  /** E-mail address. */
  email: optStr,
};

/** A user embedded in a {@link ProjectInvite} (`inviter_user`, `user`). */
export interface ProjectInviteUser extends Fields<typeof inviteUserEntries> {}

const inviteUser = v.optional(
  v.fallback(v.nullable(v.looseObject(inviteUserEntries)), null),
  null,
) as unknown as WireSchema<ProjectInviteUser | null>;

const projectInviteEntries = {
  /** Invite id. */
  id: int,
  /** Project the invite is for. */
  project_id: optInt,
  /** The invited user (an invite by user; after acceptance, whoever accepted); `null` when absent. */
  user_id: optNullableInt,
  /** The invited e-mail address (an invite by e-mail); `null` when absent. */
  email: optNullableStr,
  /** Project role given on acceptance (`owner`, `manager`, `task_runner`, `guest`, …). */
  role: optStr,
  /** `pending`, `accepted`, `declined` or `expired` (kept as sent). */
  status: v.custom<ProjectInviteStatus>((input) => typeof input === 'string'),
  /** Who created the invite (`0` when left out). */
  inviter_user_id: optInt,
  /** Creation time (RFC 3339). */
  created: optStr,
  /** When it stops being valid (RFC 3339); `null` when absent (the server's default is 7 days). */
  expires_at: optNullableStr,
  /** When it was accepted (RFC 3339); `null` until then. */
  accepted_at: optNullableStr,
  /** The inviter, when the server embeds them; `null` otherwise. */
  inviter_user: inviteUser,
  /** The invited user, when the server embeds them; `null` otherwise. */
  user: inviteUser,
};

/**
 * A project invite (newer §N7): `{id, project_id, user_id?, email?, role, status, inviter_user_id,
 * created, expires_at?, accepted_at?, inviter_user, user}`. The secret token is never listed.
 */
export interface ProjectInvite extends Fields<typeof projectInviteEntries> {}

/** `ProjectInvite` (newer §N7). */
export const ProjectInviteSchema: WireSchema<ProjectInvite> = v.looseObject(projectInviteEntries);

const inviteAcceptedEntries = {
  /** The project the person joined. */
  project_id: optInt,
};

/** The answer of `POST /api/invites/accept` (`{project_id}`). */
export interface InviteAccepted extends Fields<typeof inviteAcceptedEntries> {}

/** `InviteAccepted`. */
export const InviteAcceptedSchema: WireSchema<InviteAccepted> =
  v.looseObject(inviteAcceptedEntries);

/**
 * The body of `POST …/invites`: exactly one of `user_id` (an existing user) and `email`; the role
 * to give; `expires_at` (RFC 3339; the server uses 7 days from now when left out).
 */
export type ProjectInviteCreate = (
  { user_id: number; email?: never } | { email: string; user_id?: never }
) & {
  role: string;
  expires_at?: string;
};

/** A project's invites: `/api/project/{p}/invites` (newer §N7). */
export interface ProjectInvitesApi {
  /** `GET …/invites`: every invite of the project, whatever its status. */
  list(): Promise<ProjectInvite[]>;
  /**
   * `POST …/invites` (201): the new invite (pending). The server makes its token and, for an
   * e-mail invite, mails it.
   * @throws {HttpError} 400 without exactly one of `user_id` and `email` or with an unknown role;
   * 409 when the user is already a member.
   */
  create(input: ProjectInviteCreate): Promise<ProjectInvite>;
  /**
   * `PUT …/invites/{id}` with `{status}` (204). Only a pending invite changes (any invite may be
   * set `expired`). @throws {HttpError} 400 otherwise.
   */
  update(inviteId: number, status: ProjectInviteStatus): Promise<void>;
  /** `DELETE …/invites/{id}` (204): revokes the invite. */
  delete(inviteId: number): Promise<void>;
}

/** Accepting an invite as the signed-in user (newer §N7). */
export interface InvitesApi {
  /**
   * `POST /api/invites/accept` with `{token}`: makes the signed-in user a member with the invite's
   * role; resolves with the project id.
   * @throws {HttpError} 404 for an unknown token; 400 when the invite expired or is no longer
   * pending; 403 when it is for another user or e-mail address; 409 when already a member.
   */
  accept(token: string): Promise<InviteAccepted>;
}

/** The invites of the project at `base` (`api/project/{p}`). */
export function projectInvitesApi(t: TransportLike, base: string): ProjectInvitesApi {
  const path = `${base}/invites`;
  return {
    list: () => t.json('GET', path, listOf(ProjectInviteSchema)),
    create: (input) => t.json('POST', path, ProjectInviteSchema, { json: input }),
    update: (inviteId, status) =>
      t.void('PUT', `${path}/${encodeURIComponent(String(inviteId))}`, { json: { status } }),
    delete: (inviteId) => t.void('DELETE', `${path}/${encodeURIComponent(String(inviteId))}`),
  };
}

/** `POST /api/invites/accept`. */
export function invitesApi(t: TransportLike): InvitesApi {
  return {
    accept: (token) =>
      t.json('POST', 'api/invites/accept', InviteAcceptedSchema, { json: { token } }),
  };
}
