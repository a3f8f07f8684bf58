import {
  type AssignableProjectRole,
  type ProjectUser,
  type UserListItem,
} from '@semaphore-console/api-client';
import { client } from '../../client';
import type { DeleteTarget } from '../../components/deleteFlow';
import { createAppStore } from '../../stores/createAppStore';
import { failureText } from '../../failures';

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
export const useTeamStore = createAppStore<TeamState>((set, get) => ({
  projectId: null,
  members: [],
  users: [],
  loading: false,
  error: null,
  async load(projectId) {
    if (get().projectId !== projectId) set({ members: [] });
    set({ projectId, loading: true, error: null });
    try {
      const [members, users] = await Promise.all([
        client().project(projectId).team.list({ sort: 'name', order: 'asc' }),
        client()
          .users.list()
          .catch(() => [] as UserListItem[]),
      ]);
      if (get().projectId === projectId) set({ members, users, loading: false });
    } catch (error) {
      if (get().projectId === projectId) set({ loading: false, error: failureText(error) });
    }
  },
  async add(projectId, userId, role) {
    await client().project(projectId).team.add({ user_id: userId, role });
    await get().load(projectId);
  },
  async changeRole(projectId, userId, role) {
    await client().project(projectId).team.updateRole(userId, role);
    await get().load(projectId);
  },
  removeTarget(projectId, member) {
    return {
      kind: 'teamMember',
      name: member.name || member.username,
      projectId,
      remove: () => client().project(projectId).team.remove(member.id),
      onDeleted: () => get().load(projectId),
    };
  },
}));
