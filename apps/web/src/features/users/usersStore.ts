import type { User } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';
import { useShellStore } from '../../stores/session';

/** Fields of a user the user dialog sends (API §6.3); `password` only for a new user or a reset. */
export interface UserInput {
  name: string;
  username: string;
  email: string;
  alert: boolean;
  admin: boolean;
  password?: string;
}

interface UsersState {
  users: User[];
  loading: boolean;
  /** Text of the last failed load (spec core §8), or `null`. */
  error: string | null;
  /** `GET /api/users` (admins get full user objects). */
  load(): Promise<void>;
  /**
   * Creates (`POST /api/users`) or updates (`PUT /api/users/{id}`) a user and refreshes the list.
   * Editing oneself also refreshes the signed-in user. Rejects with the api-client's error.
   */
  save(userId: number | null, input: UserInput): Promise<void>;
  /** `POST /api/users/{id}/password`. */
  changePassword(userId: number, password: string): Promise<void>;
}

/** The users screen's store (site admin, spec core §2, resources). */
export const useUsersStore = createServerStore<UsersState>((_set, get, { query }) => ({
  users: [],
  loading: false,
  error: null,
  load: query({
    // The screen is for admins, who get full user objects (API §6.3).
    fetch: async () => (await client().users.list()) as User[],
    start(s) {
      s.error = null;
    },
    done(s, users) {
      s.users = users;
    },
  }).load,
  async save(userId, input) {
    const api = client();
    if (userId === null) await api.users.create({ ...input, password: input.password ?? '' });
    else await api.users.update(userId, input);
    const me = useShellStore.getState().user;
    if (me && userId === me.id) {
      useShellStore.getState().setUser(await api.user.get());
    }
    if (me?.admin) await get().load();
  },
  async changePassword(userId, password) {
    await client().users.setPassword(userId, password);
  },
}));
