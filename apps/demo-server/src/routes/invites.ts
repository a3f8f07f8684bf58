/**
 * Project invites of the 2.20 dialect when the `invites` option is on (newer §N7; the behaviour of
 * Semaphore 2.16–2.17 `api/projects/invites.go`): `GET/POST /api/project/{p}/invites`,
 * `GET/PUT/DELETE …/invites/{id}`, `POST /api/invites/accept {token}`. There is no mail: with
 * `--faults`, `GET /api/demo/invites/{id}/token` hands out an invite's token.
 */
import { Permission } from '@semaphore-console/permissions';
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Demo } from '../demo';
import { need, projectEvent } from '../guard';
import type { Ctx, DemoEnv } from '../http';
import { empty, fail, failJson, idParam, json, nowIso, readBody } from '../http';
import { type DemoState, nextId, v220Of } from '../model';

/** Which invites the server offers (`/api/info` `teams.invite_type`); `''` = invites are off. */
export type InviteType = '' | 'email' | 'user' | 'both';

/** The invite kinds accepted by the `invites` option and `--invites`. */
export const inviteTypes: readonly Exclude<InviteType, ''>[] = ['email', 'user', 'both'];

/**
 * The `invites` option as a setting: off (`false`, undefined) is `''`, `true` is `'both'`; only a
 * 2.20 server has invites.
 * @throws RangeError for another value.
 */
export function inviteSetting(option: boolean | InviteType | undefined, v220: boolean): InviteType {
  if (option === undefined || option === false || option === '') return '';
  const type = option === true ? 'both' : option;
  if (!inviteTypes.includes(type as Exclude<InviteType, ''>))
    throw new RangeError(`invites must be true, false or one of ${inviteTypes.join(', ')}`);
  return v220 ? type : '';
}

/** `teams` of `GET /api/info` in 2.20 mode (newer §N7, §N9). */
export function inviteTeams(demo: Demo): { invites_enabled: boolean; invite_type: string } {
  const type = demo.settings.invites;
  return { invites_enabled: type !== '', invite_type: type };
}

/** An invite as stored: the wire fields plus its secret token (never listed). */
interface StoredInvite {
  id: number;
  project_id: number;
  user_id: number | null;
  email: string | null;
  role: string;
  status: 'pending' | 'accepted' | 'declined' | 'expired';
  inviter_user_id: number;
  created: string;
  expires_at: string | null;
  accepted_at: string | null;
  token: string;
}

const statuses: readonly StoredInvite['status'][] = ['pending', 'accepted', 'declined', 'expired'];
const roles = ['owner', 'manager', 'task_runner', 'guest'] as const;

/** The state's invites (kept with the other 2.20 records, so a data file keeps them). */
function invitesOf(state: DemoState): StoredInvite[] {
  const records = v220Of(state) as ReturnType<typeof v220Of> & { invites?: StoredInvite[] };
  records.invites ??= [];
  return records.invites;
}

/** The wire shape (newer §N7), Go `omitempty` style: empty optional fields are left out. */
function inviteOut(demo: Demo, invite: StoredInvite): Record<string, unknown> {
  const userOf = (id: number | null) => {
    const user = demo.user(id);
    return user && { id: user.id, username: user.username, name: user.name, email: user.email };
  };
  const { token: _token, ...fields } = invite;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null) out[key] = value;
  const inviter = userOf(invite.inviter_user_id);
  const user = userOf(invite.user_id);
  if (inviter) out.inviter_user = inviter;
  if (user) out.user = user;
  return out;
}

/** Whether a pending invite's expiry has passed. */
function expired(invite: StoredInvite, now = Date.now()): boolean {
  return invite.expires_at !== null && Date.parse(invite.expires_at) < now;
}

function findInvite(c: Ctx, demo: Demo): StoredInvite {
  const id = idParam(c, 'invite_id');
  const pid = c.get('project').id;
  const invite = invitesOf(demo.state).find((i) => i.id === id && i.project_id === pid);
  if (!invite) fail(404);
  return invite;
}

/** Registers the invite routes when the `invites` option is on (2.20 mode); else none (404). */
export function registerInviteRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  if (demo.settings.invites === '') return;
  const base = '/api/project/:project_id/invites';

  app.get(base, (c) => {
    const pid = c.get('project').id;
    return json(
      c,
      invitesOf(demo.state)
        .filter((i) => i.project_id === pid)
        .map((i) => inviteOut(demo, i)),
    );
  });

  app.get(`${base}/:invite_id`, (c) => {
    return json(c, inviteOut(demo, findInvite(c, demo)));
  });

  app.post(base, async (c) => {
    need(c, Permission.manageProjectUsers);
    const body = await readBody(c);
    const pid = c.get('project').id;
    if (typeof body.role !== 'string' || !(roles as readonly string[]).includes(body.role))
      failJson(400, 'Invalid role');
    const hasUser = body.user_id !== undefined && body.user_id !== null;
    const hasEmail = body.email !== undefined && body.email !== null;
    if (hasUser === hasEmail)
      failJson(400, 'Either user_id or email must be provided, but not both');
    let userId: number | null = null;
    let email: string | null = null;
    if (hasUser) {
      if (typeof body.user_id !== 'number' || !Number.isInteger(body.user_id))
        failJson(400, 'user_id must be an integer');
      if (!demo.user(body.user_id)) failJson(400, 'user not found');
      if (demo.memberRole(pid, body.user_id))
        failJson(409, 'User is already a member of this project');
      userId = body.user_id;
    } else {
      if (typeof body.email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(body.email))
        failJson(400, 'email must be an e-mail address');
      email = body.email;
    }
    let expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    if (body.expires_at !== undefined && body.expires_at !== null) {
      if (typeof body.expires_at !== 'string' || Number.isNaN(Date.parse(body.expires_at)))
        failJson(400, 'expires_at must be an RFC 3339 time');
      expiresAt = body.expires_at;
    }
    const invite: StoredInvite = {
      id: nextId(demo.state, 'invites'),
      project_id: pid,
      user_id: userId,
      email,
      role: body.role,
      status: 'pending',
      inviter_user_id: c.get('user').id,
      created: nowIso(),
      expires_at: expiresAt,
      accepted_at: null,
      token: randomBytes(32).toString('hex'),
    };
    invitesOf(demo.state).push(invite);
    projectEvent(
      demo,
      c,
      'project_invite',
      invite.id,
      `Project invitation created for ${email ?? `User ID ${userId}`} with role ${invite.role}`,
    );
    return json(c, inviteOut(demo, invite), 201);
  });

  app.put(`${base}/:invite_id`, async (c) => {
    need(c, Permission.manageProjectUsers);
    const invite = findInvite(c, demo);
    const body = await readBody(c);
    const status = body.status;
    if (typeof status !== 'string' || !(statuses as readonly string[]).includes(status))
      failJson(400, 'Invalid invite status');
    // Only a pending invite changes; any invite may be marked expired (`UpdateInvite`).
    if (invite.status !== 'pending' && status !== 'expired')
      failJson(400, 'Cannot modify non-pending invitations');
    invite.status = status as StoredInvite['status'];
    return empty(c);
  });

  app.delete(`${base}/:invite_id`, (c) => {
    need(c, Permission.manageProjectUsers);
    const invite = findInvite(c, demo);
    const list = invitesOf(demo.state);
    list.splice(list.indexOf(invite), 1);
    demo.event({
      user_id: c.get('user').id,
      project_id: invite.project_id,
      object_id: invite.id,
      object_type: 'project_invite',
      description: `Project invitation deleted for ${invite.email ?? `User ID ${invite.user_id}`}`,
    });
    return empty(c);
  });

  // `AcceptInvite`: 404 unknown token, 400 no longer pending or expired, 403 for someone else,
  // 409 already a member; else the caller joins with the invite's role.
  app.post('/api/invites/accept', async (c) => {
    const body = await readBody(c);
    const token = typeof body.token === 'string' ? body.token : '';
    if (token === '') failJson(400, 'token is required');
    const invite = invitesOf(demo.state).find((i) => i.token === token);
    if (!invite || !demo.project(invite.project_id))
      failJson(404, 'Invalid or expired invitation token');
    if (invite.status !== 'pending') failJson(400, 'Invitation is no longer valid');
    if (expired(invite)) failJson(400, 'Invitation has expired');
    const user = c.get('user');
    if (invite.user_id !== null && invite.user_id !== user.id)
      failJson(403, 'This invitation is not for your account');
    if (invite.email !== null && invite.email !== user.email)
      failJson(403, 'This invitation is not for your email address');
    if (demo.memberRole(invite.project_id, user.id))
      failJson(409, 'You are already a member of this project');
    demo.state.members.push({
      project_id: invite.project_id,
      user_id: user.id,
      role: invite.role as (typeof roles)[number],
    });
    invite.status = 'accepted';
    invite.accepted_at = nowIso();
    invite.user_id = user.id;
    demo.event({
      user_id: user.id,
      project_id: invite.project_id,
      object_id: invite.id,
      object_type: 'project_invite',
      description: `Project invitation accepted by ${user.username}`,
    });
    return json(c, { project_id: invite.project_id });
  });

  // No mail is sent: tests read the token here (fault controls only, no session).
  if (demo.settings.faults) {
    app.get('/api/demo/invites/:invite_id/token', (c) => {
      const id = idParam(c, 'invite_id');
      const invite = invitesOf(demo.state).find((i) => i.id === id);
      if (!invite) fail(404);
      return json(c, { token: invite.token });
    });
  }
}
