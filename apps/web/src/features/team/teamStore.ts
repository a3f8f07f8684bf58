import {
  type AssignableProjectRole,
  type ProjectUser,
  type UserListItem,
} from '@semaphore-console/api-client';
import { client } from '../../server/client';
import type { DeleteTarget } from '../../components/deleteFlow';
import { createServerStore } from '../../stores/serverData';

/** State of the team screen (spec resources §2 Team; API §6.6). */
export interface TeamState {
  projectId: number | null;
  members: ProjectUser[];
  /** Site users to add (`GET /api/users`; non-admins get `{id, username, name}`). */
  users: UserListItem[];
  loading: boolean;
  error: string | null;
  /** `GET …/users?sort=name&order=asc` and `GET /api/users`. */
  load(projectId: number): Promise<void>;
  /** `POST …/users` with `{user_id, role}` (204), then reloads. Rejects (409 when a member). */
  add(projectId: number, userId: number, role: AssignableProjectRole): Promise<void>;
  /** `PUT …/users/{userId}` with `{role}`, then reloads. */
  changeRole(projectId: number, userId: number, role: AssignableProjectRole): Promise<void>;
  /** The delete flow's target for removing a member (`DELETE …/users/{userId}`, no refs). */
  removeTarget(projectId: number, member: ProjectUser): DeleteTarget;
}

/** The team screen's store, over the one api-client. */
export const useTeamStore = createServerStore<TeamState>((_set, _get, { query }) => {
  const team = query({
    fetch: (projectId: number) =>
      Promise.all([
        client().project(projectId).team.list({ sort: 'name', order: 'asc' }),
        client()
          .users.list()
          .catch(() => [] as UserListItem[]),
      ]),
    start(s, [projectId], switching) {
      if (switching) s.members = [];
      s.projectId = projectId;
      s.error = null;
    },
    done(s, [members, users]) {
      s.members = members;
      s.users = users;
    },
  });
  return {
    projectId: null,
    members: [],
    users: [],
    loading: false,
    error: null,
    load: team.load,
    async add(projectId, userId, role) {
      await client().project(projectId).team.add({ user_id: userId, role });
      await team.invalidate(projectId);
    },
    async changeRole(projectId, userId, role) {
      await client().project(projectId).team.updateRole(userId, role);
      await team.invalidate(projectId);
    },
    removeTarget(projectId, member) {
      return {
        kind: 'teamMember',
        name: member.name || member.username,
        projectId,
        remove: () => client().project(projectId).team.remove(member.id),
        onDeleted: () => team.invalidate(projectId),
      };
    },
  };
});
