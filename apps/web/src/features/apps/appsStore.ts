import { type App, type AppInput } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { withErrorText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';

/** Rows per page of the apps table (spec resources §9). */
export const APPS_PAGE_SIZE = 20;

/** The apps screen's state and actions (spec resources §2 "Apps", API §6.17.3). */
export interface AppsState {
  /** `GET /api/apps`: every app with its `id`, highest priority first (inactive ones included). */
  apps: App[];
  loading: boolean;
  /** Whether the list was loaded at least once. */
  loaded: boolean;
  /** Text of the last failed load (spec resources §8); cleared by the next good one. */
  error: string | null;
  /** App ids with an active-flag call under way. */
  toggling: string[];
  /** Loads the list. Never rejects: a failure is kept in `error`. */
  load(): Promise<void>;
  /**
   * Posts the active flag at once (`POST /api/apps/{id}/active`, spec resources §4) and shows it
   * before the answer; a failure puts the old flag back and rejects with the server's text.
   */
  setActive(appId: string, active: boolean): Promise<void>;
  /**
   * Creates or updates an app (`PUT /api/apps/{id}`) and reloads the list.
   * @throws Error with the server's text when the call fails.
   */
  save(appId: string, input: AppInput): Promise<void>;
  /**
   * Deletes an app (`DELETE /api/apps/{id}`) and reloads the list.
   * @throws Error with the server's text when the call fails.
   */
  remove(appId: string): Promise<void>;
}

/** The apps store (site admin screen `/apps`). */
export const useAppsStore = createServerStore<AppsState>((set, get, { query }) => {
  const list = query({
    fetch: () => client().apps.list(),
    done(s, apps) {
      s.apps = apps;
    },
  });
  return {
    apps: [],
    loading: false,
    loaded: false,
    error: null,
    toggling: [],
    load: list.load,

    async setActive(appId, active) {
      const before = get().apps.find((app) => app.id === appId)?.active;
      set((s) => {
        s.toggling.push(appId);
        const app = s.apps.find((a) => a.id === appId);
        if (app) app.active = active;
      });
      try {
        await withErrorText(() => client().apps.setActive(appId, active));
      } catch (error) {
        set((s) => {
          const app = s.apps.find((a) => a.id === appId);
          if (app && before !== undefined) app.active = before;
        });
        throw error;
      } finally {
        set((s) => {
          s.toggling = s.toggling.filter((id) => id !== appId);
        });
      }
    },

    async save(appId, input) {
      await withErrorText(() => client().apps.save(appId, input));
      await list.invalidate();
    },

    async remove(appId) {
      await withErrorText(() => client().apps.delete(appId));
      await list.invalidate();
    },
  };
});
