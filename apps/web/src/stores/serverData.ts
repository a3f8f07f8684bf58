import type { WsMessage } from '@semaphore-console/api-client';
import type { Draft } from 'immer';
import { useEffect } from 'react';
import type { StateCreator, StoreApi } from 'zustand';
import { failureText, isUnauthorized } from '../server/failures';
import { createAppStore, type AppStore } from './createAppStore';

/*
 * Server data (STYLE.md "One path to the server"): every store that holds what the server said is
 * made by {@link createServerStore}. A store declares its reads as queries ({@link QuerySpec}): a
 * key per parameters (project id + params), the call, and how the answer and a failure are
 * written into the store's own fields. The factory gives each query one request in flight per
 * key, drops stale answers (another key shown since, a newer request, a reset, a sign-out),
 * turns failures into the text to show (`failureText`, spec core §8), reloads what a shown store
 * shows once the console is back in contact with its server (spec core §4, API §7.1: missed
 * messages are never replayed; the rest reloads when its screen next loads it), and applies the
 * live feed (API §7.3) to the stores that want it.
 * The feed (server/feed.ts, loaded with the shell) delivers both to {@link shownServerStores}: this
 * module does not import it, so the sign-in page's store costs the factory alone.
 */

/** A store a screen shows ({@link ServerStore.watch}), as the feed (server/feed.ts) reaches it. */
export interface ShownServerStore {
  /** Reads again what the store's queries show: the console is back in contact (spec core §4). */
  reload(): void;
  /** Applies a feed message (the store's `onFeed`, API §7.3); nothing without one. */
  feed(message: WsMessage): void;
}

const shown = new Set<ShownServerStore>();

/** The stores screens show now (a copy), in the order they were first shown. */
export function shownServerStores(): ShownServerStore[] {
  return [...shown];
}

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
  /** Forgets the pending request of `key` (the next `run` sends a new one); its answer stays current. */
  forget(key: K): void;
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
    forget(key) {
      pending.delete(key);
    },
    clear() {
      pending.clear();
      generation += 1;
    },
  };
}

/** Bumped by {@link dropServerAnswers}: an answer to a request sent before is stale. */
let session = 0;

/**
 * Marks every server answer still on its way as stale (sign-out, spec core §4): it is dropped when
 * it arrives, in every store made by {@link createServerStore}.
 */
export function dropServerAnswers(): void {
  session += 1;
}

/** Set while {@link preloading} runs its start function. */
let priming = false;

/**
 * Runs `start` (which calls store loads, synchronously) so that each query load it begins is a
 * route's preload (a react-router `loader`): the next load of the same key, the screen's own when
 * it mounts, shares that request and its answer instead of sending another. A preload refused
 * with 401 (no session yet, spec core §4) is never shown as a failure: its answer is dropped and
 * the screen's load asks again.
 */
export function preloading(start: () => unknown): void {
  priming = true;
  try {
    void start();
  } finally {
    priming = false;
  }
}

/**
 * One read of a server store: what it asks and where the answer goes. `P` are the load's
 * parameters (e.g. `[projectId: number]`), `D` the answer.
 */
export interface QuerySpec<S, P extends unknown[], D> {
  /**
   * The key of a load's parameters: loads with the same key share one request, and only the
   * answer for the key shown last is stored. Defaults to the parameters as JSON.
   */
  key?: (...params: P) => string;
  /** The server call(s); rejects with the api-client's error. */
  fetch: (...params: P) => Promise<D>;
  /**
   * Whether the factory keeps the store's status fields, where the store has them: `loading`
   * (`true` while a request of the shown key is on its way), `loaded` (`true` after the first
   * answer or failure) and `error` (the text of the last failure, `null` after a good answer).
   * Default `true`; `false` for a query whose spec writes its own status (another load's fields).
   */
  fields?: boolean;
  /**
   * Whether every key loaded is shown at once (the rows of a table, e.g. the last tasks of each
   * expanded template): an answer is then stored unless a newer request of its key, a reset or a
   * {@link Query.forget} came since, and a reload after a reconnect reads every key again.
   * Default `false`: one key is shown, the last one loaded.
   */
  each?: boolean;
  /**
   * Whether a reconnect reloads what the query shows (default `true`); `false` for a read whose
   * answer cannot have changed meanwhile or that other queries' reloads cover (the start-up).
   */
  reconnect?: boolean;
  /**
   * Writes the start of a load besides the status fields: `switching` is `true` when the key
   * differs from the one shown (clear that key's rows here).
   */
  start?: (draft: Draft<S>, params: P, switching: boolean) => void;
  /** Writes a current answer. */
  done: (draft: Draft<S>, data: D, params: P) => void;
  /**
   * Writes a current failure besides the status fields; `text` is the text to show
   * (`failureText`: the server's `error`, else the message, spec core §8; a bare 403 "not
   * allowed", newer §N7).
   */
  fail?: (draft: Draft<S>, text: string, error: unknown, params: P) => void;
}

/** A query of a server store ({@link ServerStoreTools.query}). */
export interface Query<P extends unknown[]> {
  /**
   * Loads `params` and shows that key: shares a pending request of the key (or the route's
   * preload, {@link preloading}). Never rejects: a failure is written by the spec's `fail`.
   */
  load(...params: P): Promise<void>;
  /**
   * Sends a new request (after a write, or after a reconnect) for `params` and shows that key,
   * or without parameters for the key shown; the answer of an earlier request of the key still
   * on its way is dropped. Resolves at once when nothing was loaded yet. Never rejects.
   */
  invalidate(...params: P | []): Promise<void>;
  /** The parameters of the key shown, or `null` before the first load (and after a reset). */
  params(): P | null;
  /** Forgets the keys shown and drops the answers on their way (e.g. on a project switch). */
  forget(): void;
  /**
   * {@link Query.load} (or with `fresh`, {@link Query.invalidate}) of `params` for an action that
   * reports a failure itself: the failure is written as by `load`, and the promise rejects with
   * the api-client's error. A dropped (stale) answer resolves.
   */
  request(params: P, fresh?: boolean): Promise<void>;
}

/** What {@link createServerStore} gives the store's initializer besides `set` and `get`. */
export interface ServerStoreTools<S> {
  /** Declares a query of the store (see {@link QuerySpec}). */
  query<P extends unknown[], D>(spec: QuerySpec<S, P, D>): Query<P>;
}

/** Options of {@link createServerStore}. */
export interface ServerStoreOptions<S> {
  /**
   * Applies a live feed message (API §7.3) to the store while a screen shows it (the one place
   * where the feed reaches stores). Filter on `project_id` / `task_id` yourself.
   */
  onFeed?: (message: WsMessage, get: () => S) => void;
}

/** A store made by {@link createServerStore}. */
export type ServerStore<S> = AppStore<S> & {
  /**
   * Marks the store as shown until the returned function is called: while shown, it receives the
   * feed (`onFeed`) and, after a reconnect (spec core §4), reloads the keys of the queries loaded
   * since it was last not shown (what its mounted screens show). The queries of screens no longer
   * shown stay as they are until their screen loads them again (a load always asks the server).
   * The store's React hook does this for every component that uses it.
   */
  watch(): () => void;
};

type Status = { loading?: unknown; loaded?: unknown; error?: unknown };

/** Writes the end of a load into the status fields the store has. */
function status(draft: unknown, loading: boolean, error: string | null): void {
  const d = draft as Status;
  if ('loading' in d) d.loading = loading;
  if ('loaded' in d) d.loaded = true;
  if ('error' in d) d.error = error;
}

/**
 * Creates a zustand store (immer, reset by `resetAllStores`) for server data: `initializer` is
 * createAppStore's, with a third argument whose `query` declares the store's reads. Returns the
 * React hook (which also {@link ServerStore.watch}es the store while mounted) with the store API.
 */
export function createServerStore<S extends object>(
  initializer: (
    set: Parameters<StateCreator<S, [['zustand/immer', never]], []>>[0],
    get: () => S,
    tools: ServerStoreTools<S>,
  ) => S,
  options: ServerStoreOptions<S> = {},
): ServerStore<S> {
  const queries: QueryControl[] = [];
  let watchers = 0;
  /** Bumped each time the store stops being shown: a query loaded before is not on screen. */
  let hidden = 0;
  const store = createAppStore<S>((set, get) =>
    initializer(set, get, {
      query: (spec) => {
        const control = makeQuery(
          () => watchers > 0,
          () => hidden,
          spec,
          set as unknown as (update: (draft: Draft<S>) => void) => void,
        );
        queries.push(control);
        return control.query;
      },
    }),
  );

  // A reset to the initial state (tests) forgets what the queries showed and had pending.
  store.subscribe((state) => {
    if (state === store.getInitialState()) for (const q of queries) q.reset();
  });

  const entry: ShownServerStore = {
    reload() {
      for (const q of queries) if (q.shown()) void q.invalidate();
    },
    feed(message) {
      options.onFeed?.(message, store.getState);
    },
  };
  const watch = () => {
    watchers += 1;
    shown.add(entry);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      watchers -= 1;
      if (watchers === 0) {
        hidden += 1;
        shown.delete(entry);
      }
    };
  };

  function useServerStore<U>(selector?: (state: S) => U) {
    useEffect(watch, []);
    return selector ? store(selector) : store();
  }
  const api = store as unknown as StoreApi<S>;
  return Object.assign(useServerStore, {
    getState: api.getState,
    setState: api.setState,
    subscribe: api.subscribe,
    getInitialState: api.getInitialState,
    watch,
  }) as unknown as ServerStore<S>;
}

/** A current failed answer: the api-client's error. */
interface Failure {
  error: unknown;
}

interface QueryControl {
  /** The query's {@link Query.invalidate} after a reconnect (unless `reconnect` is `false`). */
  invalidate(): Promise<void>;
  /** Whether the query was loaded since the store was last not shown (its screen is mounted). */
  shown(): boolean;
  reset(): void;
}

function makeQuery<S, P extends unknown[], D>(
  /** Whether a screen shows the store: then a route's preload is a plain load. */
  watched: () => boolean,
  /** How many times the store stopped being shown (`hidden` of {@link createServerStore}). */
  hiddenCount: () => number,
  spec: QuerySpec<S, P, D>,
  set: (update: (draft: Draft<S>) => void) => void,
): QueryControl & { query: Query<P> } {
  const keyOf = spec.key ?? ((...params: P) => JSON.stringify(params));
  const fields = spec.fields ?? true;
  const each = spec.each ?? false;
  /** With `each`: every key loaded, with its parameters. */
  const loaded = new Map<string, P>();
  const inflight = createInflight<string>();
  let shown: { key: string; params: P } | null = null;
  /** Number of the last request sent per key: only its answer is stored. */
  const latest = new Map<string, number>();
  let sent = 0;
  /**
   * The key preloaded by a route, its request, and whether the server refused it for want of a
   * session (401: nothing to show, the screen asks again).
   */
  let primed: { key: string; request: Promise<Failure | undefined>; refused: boolean } | null =
    null;
  /** `hiddenCount()` at the last load: equal to it while the query's screen is shown. */
  let loadedIn = -1;

  /** The request table's key: a request sent before a sign-out is never shared after it. */
  const slot = (key: string) => `${session} ${key}`;
  /**
   * Sends the request of `key`; resolves with its failure when that is current. `onRefused`: a
   * preload's, which drops a 401 answer.
   */
  const send = (key: string, params: P, onRefused?: () => void): Promise<Failure | undefined> =>
    inflight.run(slot(key), async (isCurrent) => {
      const number = ++sent;
      latest.set(key, number);
      const since = session;
      const current = () =>
        isCurrent() &&
        number === latest.get(key) &&
        since === session &&
        (each ? loaded.has(key) : shown?.key === key);
      try {
        const data = await spec.fetch(...params);
        if (!current()) return undefined;
        set((draft) => {
          if (fields) status(draft, false, null);
          spec.done(draft, data, params);
        });
        return undefined;
      } catch (error) {
        if (!current()) return undefined;
        if (onRefused && isUnauthorized(error)) {
          onRefused();
          return undefined;
        }
        const text = failureText(error);
        set((draft) => {
          if (fields) status(draft, false, text);
          spec.fail?.(draft, text, error, params);
        });
        return { error };
      }
    });

  const begin = (params: P): string => {
    const key = keyOf(...params);
    const switching = shown?.key !== key;
    loadedIn = hiddenCount();
    shown = { key, params };
    if (each) loaded.set(key, params);
    set((draft) => {
      if (fields && 'loading' in (draft as Status)) (draft as Status).loading = true;
      spec.start?.(draft, params, switching);
    });
    return key;
  };

  /** Loads (or with `fresh`, sends a new request for) `params` and shows that key. */
  const open = (params: P, fresh: boolean): Promise<Failure | undefined> => {
    const key = keyOf(...params);
    if (!fresh && primed?.key === key && !priming && !primed.refused) {
      // The screen's load of what its route preloaded: that request's answer (or, refused for
      // want of a session when it comes, a new request). Before a screen shows the store (the
      // preload's own next step), the preload stays for the screen.
      const preload = primed;
      if (watched()) primed = null;
      loadedIn = hiddenCount();
      shown = { key, params };
      if (each) loaded.set(key, params);
      return preload.request.then((failure) => (preload.refused ? open(params, false) : failure));
    }
    if (fresh) inflight.forget(slot(key));
    begin(params);
    // A preload for a screen not mounted yet; one already mounted loads (or loaded) it itself.
    if (!fresh && priming && !watched()) {
      const preload = {
        key,
        request: Promise.resolve<Failure | undefined>(undefined),
        refused: false,
      };
      preload.request = send(key, params, () => {
        preload.refused = true;
      });
      primed = preload;
      return preload.request;
    }
    return send(key, params);
  };
  const settled = () => undefined;

  const query: Query<P> = {
    load: (...params) => open(params, false).then(settled),
    invalidate(...given) {
      if (given.length === 0 && each) {
        return Promise.all([...loaded.values()].map((params) => query.invalidate(...params))).then(
          settled,
        );
      }
      const params = given.length > 0 ? (given as P) : shown?.params;
      return params ? open(params, true).then(settled) : Promise.resolve();
    },
    async request(params, fresh = false) {
      const failure = await open(params, fresh);
      if (failure) throw failure.error;
    },
    params: () => shown?.params ?? null,
    forget,
  };
  function forget() {
    shown = null;
    primed = null;
    loaded.clear();
    latest.clear();
    inflight.clear();
  }
  const reconnect = spec.reconnect ?? true;
  return {
    query,
    invalidate: () => (reconnect ? query.invalidate() : Promise.resolve()),
    shown: () => loadedIn === hiddenCount(),
    reset: forget,
  };
}
