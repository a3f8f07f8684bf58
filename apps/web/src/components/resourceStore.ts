import type { Draft } from 'immer';
import { createServerStore } from '../stores/serverData';
import type { DeleteObjectKind, DeleteTarget, Referrers } from './deleteFlow';

/** The api-client group of a project resource a {@link createResourceStore} store calls. */
export interface ResourceCalls<T, TCreate, TUpdate> {
  list(): Promise<T[]>;
  create(input: TCreate): Promise<unknown>;
  update(id: number, input: TUpdate): Promise<void>;
  delete(id: number): Promise<void>;
  refs?(id: number): Promise<Referrers>;
}

/** State of a project resource list (spec resources §2). */
export interface ResourceState<T, TCreate, TUpdate> {
  /** The project the list belongs to (`null` before the first load). */
  projectId: number | null;
  items: T[];
  loading: boolean;
  /** Text of the failed load (spec resources §8), or `null`. */
  error: string | null;
  /** Loads the list of a project (keeps the rows of the same project while reloading). */
  load(projectId: number): Promise<void>;
  /**
   * Creates (`id === null`) or updates an object, then reloads the list (creates of keys,
   * repositories and environments answer 204 without a body, API §13.1 item 1). Rejects with the
   * api-client's error; the list is unchanged then.
   */
  save(projectId: number, id: number | null, input: TCreate | TUpdate): Promise<void>;
  /** The delete flow's target for a row: its refs, the delete, and a reload afterwards. */
  deleteTarget(projectId: number, row: T & { id: number; name: string }): DeleteTarget;
}

/**
 * A Zustand store for one project resource over the one api-client (`client().project(id)…`):
 * the list with loading and error states, save with a reload, and delete through the generic
 * delete flow (spec resources §4).
 *
 * @param kind - the object kind of the delete flow's texts.
 * @param calls - picks the api-client group, e.g. `(p) => client().project(p).inventory`.
 */
export function createResourceStore<T extends { id: number }, TCreate, TUpdate = TCreate>(
  kind: DeleteObjectKind,
  calls: (projectId: number) => ResourceCalls<T, TCreate, TUpdate>,
) {
  return createServerStore<ResourceState<T, TCreate, TUpdate>>((set, get, { query }) => {
    const list = query({
      key: (projectId: number) => String(projectId),
      fetch: (projectId: number) => calls(projectId).list(),
      start(s, [projectId], switching) {
        if (switching) s.items = [];
        s.projectId = projectId;
        s.error = null;
      },
      done(s, items) {
        s.items = items as Draft<T>[];
      },
    });
    return {
      projectId: null,
      items: [],
      loading: false,
      error: null,
      load: list.load,
      async save(projectId, id, input) {
        if (id === null) await calls(projectId).create(input as TCreate);
        else await calls(projectId).update(id, input as TUpdate);
        await list.invalidate(projectId);
      },
      deleteTarget(projectId, row) {
        const api = calls(projectId);
        const refs = api.refs?.bind(api);
        return {
          kind,
          name: row.name,
          projectId,
          ...(refs ? { refs: () => refs(row.id) } : {}),
          remove: () => api.delete(row.id),
          onDeleted: () => list.invalidate(projectId),
        };
      },
    };
  });
}

/**
 * The {@link ResourceList} props a project resource store's state gives (spec resources §2, §4):
 * the rows keyed by id, the load state, Retry (loads the project's list again) and each row's
 * delete flow target.
 *
 * @param state - the store's state as the screen reads it (`useInventoryStore()`).
 * @param projectId - the project of the screen.
 */
export function resourceListProps<T extends { id: number; name: string }>(
  state: Pick<
    ResourceState<T, never, never>,
    'items' | 'loading' | 'error' | 'load' | 'deleteTarget'
  >,
  projectId: number,
) {
  return {
    rows: state.items,
    rowKey: (row: T) => row.id,
    loading: state.loading,
    error: state.error,
    onRetry: () => void state.load(projectId),
    deleteTarget: (row: T) => state.deleteTarget(projectId, row),
  };
}
