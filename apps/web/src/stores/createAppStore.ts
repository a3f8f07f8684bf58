import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Draft } from 'immer';

const resets = new Set<() => void>();

/** A store built by {@link createAppStore}: a React hook plus `getState` / `setState` (immer). */
export type AppStore<S> = UseBoundStore<
  Omit<StoreApi<S>, 'setState'> & {
    setState(
      nextStateOrUpdater: S | Partial<S> | ((state: Draft<S>) => void),
      shouldReplace?: false,
    ): void;
    setState(nextStateOrUpdater: S | ((state: Draft<S>) => void), shouldReplace: true): void;
  }
>;

/**
 * Creates a zustand store with the immer middleware applied once (STYLE.md "State"). Compose slices
 * in `initializer` (`(...a) => ({ ...sessionSlice(...a), ...projectsSlice(...a) })`). The store is
 * registered so {@link resetAllStores} puts it back to its initial state.
 */
export function createAppStore<S extends object>(
  initializer: StateCreator<S, [['zustand/immer', never]], []>,
): AppStore<S> {
  const store = create<S>()(immer(initializer));
  const initial = store.getInitialState();
  resets.add(() => (store as unknown as StoreApi<S>).setState(initial, true));
  return store as AppStore<S>;
}

/** Puts every store created by {@link createAppStore} back to its initial state (tests). */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}

/** The immer-aware slice creator type for a slice `T` of the combined store `S`. */
export type Slice<S, T> = StateCreator<S, [['zustand/immer', never]], [], T>;
