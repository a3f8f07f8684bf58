import { isHttpError, type Runner, type RunnerInput } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { withErrorText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';

/** Rows per page of the runners table (spec resources §9). */
export const RUNNERS_PAGE_SIZE = 20;

/** Which runners a screen shows: the global ones (`null`) or a project's (its id). */
export type RunnerScope = number | null;

/** The calls of one scope: `/api/runners` (API §6.17.2) or `/api/project/{id}/runners`. */
function runnersApi(scope: RunnerScope) {
  return scope === null ? client().runners : client().project(scope).runners;
}

/** The runners screens' state and actions (spec resources §2 "Runners"). */
export interface RunnersState {
  /** The scope the list belongs to. */
  scope: RunnerScope;
  runners: Runner[];
  loading: boolean;
  /** Whether the list was loaded at least once for {@link RunnersState.scope}. */
  loaded: boolean;
  /**
   * The server has no runners endpoint for the scope (404): the open-source server has no project
   * runners (API §9). Not an error: the screen shows the PRO banner and an empty state.
   */
  unavailable: boolean;
  /** Text of the last failed load (spec resources §8); cleared by the next good one. */
  error: string | null;
  /** Runner ids with an active-flag call under way. */
  toggling: number[];
  /** Loads the runners of `scope`. Never rejects: a failure is kept in `error`. */
  load(scope: RunnerScope): Promise<void>;
  /**
   * Creates (`POST`, answered with the one-time `token`) or updates (`PUT`) a runner, then
   * reloads. Returns the created runner (with `token`), or `null` after an update.
   * @throws Error with the server's text when the call fails.
   */
  save(runnerId: number | null, input: RunnerInput): Promise<Runner | null>;
  /**
   * Posts the active flag at once (`POST …/runners/{id}/active`, spec resources §4), showing it
   * before the answer; a failure puts the old flag back and rejects with the server's text.
   */
  setActive(runnerId: number, active: boolean): Promise<void>;
  /**
   * Deletes a runner and reloads.
   * @throws Error with the server's text when the call fails.
   */
  remove(runnerId: number): Promise<void>;
}

/** The runners store: one scope at a time (the screen that is open). */
export const useRunnersStore = createServerStore<RunnersState>((set, get, { query }) => {
  const list = query({
    fetch: (scope: RunnerScope) => runnersApi(scope).list(),
    start(s, [scope], switching) {
      if (!switching) return;
      s.scope = scope;
      s.runners = [];
      s.loaded = false;
      s.unavailable = false;
      s.error = null;
    },
    done(s, runners) {
      s.runners = runners;
      s.unavailable = false;
    },
    fail(s, _text, error, [scope]) {
      // Not an error: the open-source server has no project runners (API §9).
      if (scope !== null && isHttpError(error, 404)) {
        s.runners = [];
        s.unavailable = true;
        s.error = null;
      }
    },
  });
  return {
    scope: null,
    runners: [],
    loading: false,
    loaded: false,
    unavailable: false,
    error: null,
    toggling: [],
    load: list.load,

    async save(runnerId, input) {
      const { scope } = get();
      const api = runnersApi(scope);
      const created =
        runnerId === null
          ? await withErrorText(() => api.create(input))
          : (await withErrorText(() => api.update(runnerId, input)), null);
      await list.invalidate(scope);
      return created;
    },

    async setActive(runnerId, active) {
      const { scope } = get();
      const before = get().runners.find((r) => r.id === runnerId)?.active;
      set((s) => {
        s.toggling.push(runnerId);
        const runner = s.runners.find((r) => r.id === runnerId);
        if (runner) runner.active = active;
      });
      try {
        await withErrorText(() => runnersApi(scope).setActive(runnerId, active));
      } catch (error) {
        set((s) => {
          const runner = s.runners.find((r) => r.id === runnerId);
          if (runner && before !== undefined) runner.active = before;
        });
        throw error;
      } finally {
        set((s) => {
          s.toggling = s.toggling.filter((id) => id !== runnerId);
        });
      }
    },

    async remove(runnerId) {
      const { scope } = get();
      await withErrorText(() => runnersApi(scope).delete(runnerId));
      await list.invalidate(scope);
    },
  };
});
