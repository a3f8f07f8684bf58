import type { User } from '@semaphore-console/api-client';
import { client } from '../../client';
import { createAppStore } from '../../stores/createAppStore';
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
  /** Text of the last failed load, or `null`. */
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
export const useUsersStore = createAppStore<UsersState>((set, get) => ({
  users: [],
  loading: false,
  error: null,
  async load() {
    set({ loading: true, error: null });
    try {
      // The screen is for admins, who get full user objects (API §6.3).
      set({ users: (await client().users.list()) as User[], loading: false });
    } catch (error) {
      set({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  },
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
