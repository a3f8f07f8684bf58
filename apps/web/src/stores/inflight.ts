/**
 * One request per fact at a time: concurrent callers asking for the same key share the pending
 * promise instead of each sending the request. `clear()` forgets the pending requests and marks
 * their answers stale (after sign-out or when a project goes away), so an answer that arrives
 * afterwards is not stored.
 */
export interface Inflight<K> {
  /**
   * Runs `load(isCurrent)` unless a request for `key` is pending, else returns that one's promise.
   * `isCurrent()` is `false` once {@link Inflight.clear} ran after the request started: the
   * caller then drops the answer instead of storing it.
   */
  run<V>(key: K, load: (isCurrent: () => boolean) => Promise<V>): Promise<V>;
  /** Forgets every pending request; their answers become stale. */
  clear(): void;
}

/** Creates an {@link Inflight} request table. */
export function createInflight<K>(): Inflight<K> {
  const pending = new Map<K, Promise<unknown>>();
  let generation = 0;
  return {
    run<V>(key: K, load: (isCurrent: () => boolean) => Promise<V>): Promise<V> {
      const known = pending.get(key);
      if (known) return known as Promise<V>;
      const started = generation;
      const promise = load(() => started === generation).finally(() => {
        if (pending.get(key) === promise) pending.delete(key);
      });
      pending.set(key, promise);
      return promise;
    },
    clear() {
      pending.clear();
      generation += 1;
    },
  };
}
