import { shellApi, type UserInput } from '../../api';
import { createAppStore } from '../../stores/createAppStore';
import { useShellStore } from '../../stores/session';
import type { SiteUser } from '../../wire';

interface UsersState {
  users: SiteUser[];
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
      set({ users: await shellApi().users(), loading: false });
    } catch (error) {
      set({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  },
  async save(userId, input) {
    const api = shellApi();
    if (userId === null) await api.createUser(input);
    else await api.updateUser(userId, input);
    const me = useShellStore.getState().user;
    if (me && userId === me.id) {
      useShellStore.getState().setUser(await api.currentUser());
    }
    if (me?.admin) await get().load();
  },
  async changePassword(userId, password) {
    await shellApi().changePassword(userId, password);
  },
}));
