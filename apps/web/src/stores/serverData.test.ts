import type { WsMessage } from '@semaphore-console/api-client';
import { HttpError } from '@semaphore-console/api-client/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedState, publishTaskEvent, startFeed } from '../server/feed';
import { startDemo, type DemoHarness } from '../test/demo';
import { resetAllStores } from './createAppStore';
import {
  createInflight,
  createServerStore,
  dropServerAnswers,
  preloading,
  type Query,
} from './serverData';

/** A promise with its resolve and reject functions. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface ListState {
  projectId: number | null;
  items: string[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
  load(projectId: number): Promise<void>;
  /** A write, then the invalidation of the list. */
  add(name: string): Promise<void>;
  applied: number[];
}

/**
 * A store over a fake server: each request of `project` waits for the test to answer it
 * (`answer(i, rows)` / `refuse(i, error)`, in the order sent).
 */
function listStore(onFeed?: (message: WsMessage, get: () => ListState) => void) {
  const requests: { projectId: number; answer: ReturnType<typeof deferred<string[]>> }[] = [];
  const useStore = createServerStore<ListState>(
    (set, _get, { query }) => {
      const list = query({
        key: (projectId: number) => String(projectId),
        fetch: (projectId: number) => {
          const answer = deferred<string[]>();
          requests.push({ projectId, answer });
          return answer.promise;
        },
        start(s, [projectId], switching) {
          if (switching) s.items = [];
          s.projectId = projectId;
        },
        done(s, items) {
          s.items = items;
        },
      });
      return {
        projectId: null,
        items: [],
        loading: false,
        loaded: false,
        error: null,
        applied: [],
        load: list.load,
        async add(name) {
          set((s) => {
            s.applied.push(name.length);
          });
          await list.invalidate();
        },
      };
    },
    onFeed ? { onFeed } : {},
  );
  return { useStore, requests };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let demo: DemoHarness | undefined;
let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  demo?.close();
  demo = undefined;
});

describe('createServerStore (STYLE.md: one store factory for server data)', () => {
  it('shares one request in flight per key, and starts a new one once it settled', async () => {
    const { useStore, requests } = listStore();
    const a = useStore.getState().load(1);
    const b = useStore.getState().load(1);
    expect(requests).toHaveLength(1);
    expect(useStore.getState().loading).toBe(true);
    requests[0]!.answer.resolve(['web']);
    await Promise.all([a, b]);
    expect(useStore.getState()).toMatchObject({ items: ['web'], loading: false, loaded: true });
    void useStore.getState().load(1);
    expect(requests).toHaveLength(2);
  });

  it('drops the answer of a project no longer shown (project switch)', async () => {
    const { useStore, requests } = listStore();
    const first = useStore.getState().load(1);
    const second = useStore.getState().load(2);
    requests[1]!.answer.resolve(['two']);
    await second;
    requests[0]!.answer.resolve(['one']);
    await first;
    expect(useStore.getState()).toMatchObject({ projectId: 2, items: ['two'] });
  });

  it('shows the answer of the key shown again while its request was on its way', async () => {
    const { useStore, requests } = listStore();
    void useStore.getState().load(1);
    void useStore.getState().load(2);
    const back = useStore.getState().load(1);
    expect(requests).toHaveLength(2);
    requests[1]!.answer.resolve(['two']);
    requests[0]!.answer.resolve(['one']);
    await back;
    expect(useStore.getState()).toMatchObject({ projectId: 1, items: ['one'], loading: false });
  });

  it('rejects request() with the failure for an action to report; load never rejects', async () => {
    const answers: ReturnType<typeof deferred<string>>[] = [];
    let one!: Query<[id: number]>;
    const useOne = createServerStore<{ value: string; error: string | null }>(
      (_set, _get, { query }) => {
        one = query({
          fetch: (_id: number) => {
            const answer = deferred<string>();
            answers.push(answer);
            return answer.promise;
          },
          done(s, value) {
            s.value = value;
          },
        });
        return { value: '', error: null };
      },
    );
    const loaded = one.load(1);
    answers[0]!.reject(new Error('refused'));
    await expect(loaded).resolves.toBeUndefined();
    const failing = one.request([1]);
    answers[1]!.reject(new Error('refused again'));
    await expect(failing).rejects.toThrow('refused again');
    expect(useOne.getState().error).toBe('refused again');
    const ok = one.request([1], true);
    answers[2]!.resolve('good');
    await ok;
    expect(useOne.getState()).toMatchObject({ value: 'good', error: null });
    // A failure that arrives after a sign-out is nobody's to report.
    const stale = one.request([1], true);
    dropServerAnswers();
    answers[3]!.reject(new Error('late'));
    await expect(stale).resolves.toBeUndefined();
    expect(useOne.getState().error).toBeNull();
  });

  it('drops answers that arrive after a sign-out or a reset', async () => {
    const { useStore, requests } = listStore();
    const before = useStore.getState().load(1);
    dropServerAnswers();
    requests[0]!.answer.resolve(['old session']);
    await before;
    expect(useStore.getState().items).toEqual([]);

    const pending = useStore.getState().load(1);
    resetAllStores();
    requests[1]!.answer.resolve(['before the reset']);
    await pending;
    expect(useStore.getState()).toMatchObject({ items: [], loading: false, projectId: null });
  });

  it('keeps the failure as the text to show, and clears it with the next good answer', async () => {
    const { useStore, requests } = listStore();
    const failing = useStore.getState().load(1);
    // The server's `error` field is the text to show (spec core §8).
    requests[0]!.answer.reject({ error: 'Project not found' });
    await expect(failing).resolves.toBeUndefined();
    expect(useStore.getState()).toMatchObject({ loading: false, loaded: true });
    expect(useStore.getState().error).toBe('Project not found');

    const again = useStore.getState().load(1);
    requests[1]!.answer.resolve(['back']);
    await again;
    expect(useStore.getState()).toMatchObject({ items: ['back'], error: null });
  });

  it('sends a new request after a write and drops the answer of the older one', async () => {
    const { useStore, requests } = listStore();
    const load = useStore.getState().load(1);
    const write = useStore.getState().add('deploy');
    expect(requests).toHaveLength(2);
    requests[1]!.answer.resolve(['web', 'deploy']);
    await write;
    requests[0]!.answer.resolve(['web']);
    await load;
    expect(useStore.getState().items).toEqual(['web', 'deploy']);
  });

  it('keeps every key of an `each` query, and drops answers after forget', async () => {
    const answers: ReturnType<typeof deferred<string>>[] = [];
    let rows: Query<[number]> | undefined;
    const useRows = createServerStore<{ rows: Record<number, string> }>((_set, _get, { query }) => {
      rows = query({
        each: true,
        fetch: (_id: number) => {
          const answer = deferred<string>();
          answers.push(answer);
          return answer.promise;
        },
        done(s, value, [id]) {
          s.rows[id] = value;
        },
      });
      return { rows: {} };
    });
    const one = rows!.load(1);
    const two = rows!.load(2);
    answers[0]!.resolve('one');
    answers[1]!.resolve('two');
    await Promise.all([one, two]);
    expect(useRows.getState().rows).toEqual({ 1: 'one', 2: 'two' });

    // A reload reads every key again.
    const again = rows!.invalidate();
    expect(answers).toHaveLength(4);
    rows!.forget();
    answers[2]!.resolve('late');
    answers[3]!.resolve('late');
    await again;
    expect(useRows.getState().rows).toEqual({ 1: 'one', 2: 'two' });
  });

  it('lets a route preload what the screen then loads, with one request', async () => {
    const { useStore, requests } = listStore();
    preloading(() => useStore.getState().load(3));
    expect(requests).toHaveLength(1);
    requests[0]!.answer.resolve(['preloaded']);
    await flush();
    // A load before the screen shows (the preload's own next step) shares it and keeps it.
    await useStore.getState().load(3);
    expect(requests).toHaveLength(1);
    // The screen mounts after the answer came (its hook watches the store): its load is the
    // preload's.
    stops.push(useStore.watch());
    await useStore.getState().load(3);
    expect(requests).toHaveLength(1);
    expect(useStore.getState().items).toEqual(['preloaded']);
    // A later load (a retry) asks again.
    void useStore.getState().load(3);
    expect(requests).toHaveLength(2);
  });

  it('applies the live feed while the store is shown, and not after', async () => {
    const seen: number[] = [];
    const { useStore } = listStore((message) => seen.push(message.task_id));
    const update = (taskId: number) =>
      ({ type: 'update', task_id: taskId, project_id: 1 }) as unknown as WsMessage;
    publishTaskEvent(update(1));
    const stop = useStore.watch();
    publishTaskEvent(update(2));
    const second = useStore.watch();
    stop();
    publishTaskEvent(update(3));
    second();
    publishTaskEvent(update(4));
    expect(seen).toEqual([2, 3]);
  });

  it(
    'reloads the key it shows after the console is back in contact (spec core §4)',
    { timeout: 20_000 },
    async () => {
      demo = await startDemo({ run: false });
      stops.push(startFeed(() => undefined));
      await vi.waitFor(() => expect(feedState()).toBe('open'));
      const { useStore, requests } = listStore();
      const shown = useStore.getState().load(5);
      requests[0]!.answer.resolve(['before']);
      await shown;
      stops.push(useStore.watch());

      demo.serverDown();
      await vi.waitFor(() => expect(feedState()).toBe('reconnecting'));
      demo.serverBack();
      await vi.waitFor(() => expect(requests).toHaveLength(2), { timeout: 15_000 });
      expect(requests[1]!.projectId).toBe(5);
      requests[1]!.answer.resolve(['after']);
      await vi.waitFor(() => expect(useStore.getState().items).toEqual(['after']));
    },
  );
});

/** A store with two screens' queries (a list and one item), each answered by the test. */
function twoScreenStore() {
  const sent: { what: 'list' | 'item'; answer: ReturnType<typeof deferred<string>> }[] = [];
  const ask = (what: 'list' | 'item') => {
    const answer = deferred<string>();
    sent.push({ what, answer });
    return answer.promise;
  };
  const useStore = createServerStore<{
    list: string;
    item: string;
    loadList(projectId: number): Promise<void>;
    loadItem(itemId: number): Promise<void>;
  }>((_set, _get, { query }) => ({
    list: '',
    item: '',
    loadList: query({
      fetch: (_projectId: number) => ask('list'),
      done(s, value) {
        s.list = value;
      },
    }).load,
    loadItem: query({
      fetch: (_itemId: number) => ask('item'),
      done(s, value) {
        s.item = value;
      },
    }).load,
  }));
  /** Answers every request still open with `value`. */
  const answerAll = async (value: string) => {
    for (const request of sent) request.answer.resolve(value);
    await flush();
  };
  return { useStore, sent, answerAll };
}

describe('reload after a reconnect (spec core §4)', { timeout: 30_000 }, () => {
  it('reloads now only what mounted screens show; the rest when its screen loads it', async () => {
    demo = await startDemo({ run: false });
    stops.push(startFeed(() => undefined));
    await vi.waitFor(() => expect(feedState()).toBe('open'));
    const { useStore, sent, answerAll } = twoScreenStore();
    const other = twoScreenStore();
    // The item's screen was shown and closed; then the list's screen opened and stays.
    const itemScreen = useStore.watch();
    const item = useStore.getState().loadItem(7);
    await answerAll('item before');
    await item;
    itemScreen();
    stops.push(useStore.watch());
    void useStore.getState().loadList(1);
    // Another store's screen was shown and closed.
    const otherScreen = other.useStore.watch();
    void other.useStore.getState().loadList(2);
    await other.answerAll('other before');
    otherScreen();
    await answerAll('list before');
    expect(sent.map((r) => r.what)).toEqual(['item', 'list']);

    demo.serverDown();
    await vi.waitFor(() => expect(feedState()).toBe('reconnecting'));
    demo.serverBack();
    await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 15_000 });
    expect(sent[2]!.what).toBe('list');
    await answerAll('list after');
    expect(useStore.getState().list).toBe('list after');
    // Neither the closed item screen's query nor the closed store reloaded.
    expect(sent).toHaveLength(3);
    expect(other.sent).toHaveLength(1);
    expect(useStore.getState().item).toBe('item before');

    // Shown again, the item's screen loads it afresh.
    const again = useStore.getState().loadItem(7);
    expect(sent).toHaveLength(4);
    await answerAll('item after');
    await again;
    expect(useStore.getState().item).toBe('item after');
  });
});

describe('a preload refused for want of a session (spec core §4)', () => {
  it('is not shown as a failure, and the screen asks again once shown', async () => {
    const { useStore, requests } = listStore();
    preloading(() => useStore.getState().load(3));
    const refused = new HttpError(
      { method: 'GET', url: 'https://host.example/api/project/3/x', path: 'api/project/3/x' },
      401,
      '',
      undefined,
    );
    requests[0]!.answer.reject(refused);
    await flush();
    expect(useStore.getState()).toMatchObject({ error: null, loaded: false });

    // The screen mounts (after the sign-in): its load sends a new request.
    const shown = useStore.getState().load(3);
    expect(requests).toHaveLength(2);
    requests[1]!.answer.resolve(['signed in']);
    await shown;
    expect(useStore.getState()).toMatchObject({ items: ['signed in'], error: null });
  });

  it('asks again when the refusal comes after the screen took the preload', async () => {
    const { useStore, requests } = listStore();
    preloading(() => useStore.getState().load(4));
    const shown = useStore.getState().load(4);
    requests[0]!.answer.reject(
      new HttpError(
        { method: 'GET', url: 'https://h.example/api/x', path: 'api/x' },
        401,
        '',
        undefined,
      ),
    );
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.answer.resolve(['again']);
    await shown;
    expect(useStore.getState()).toMatchObject({ items: ['again'], error: null });
  });
});

describe('createInflight', () => {
  it('shares one pending request per key and starts a new one once it settled', async () => {
    const table = createInflight<number>();
    let calls = 0;
    const answer = deferred<string>();
    const load = () => {
      calls += 1;
      return answer.promise;
    };
    const a = table.run(1, load);
    const b = table.run(1, load);
    expect(calls).toBe(1);
    answer.resolve('owner');
    expect(await a).toBe('owner');
    expect(await b).toBe('owner');
    await table.run(1, async () => {
      calls += 1;
      return 'guest';
    });
    expect(calls).toBe(2);
  });

  it('keeps keys apart', () => {
    const table = createInflight<number>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<never>(() => undefined);
    };
    void table.run(1, load);
    void table.run(2, load);
    expect(calls).toBe(2);
  });

  it('marks answers stale after clear and starts afresh', async () => {
    const table = createInflight<number>();
    const answer = deferred<string>();
    let staleCurrent: boolean | undefined;
    const old = table.run(1, async (isCurrent) => {
      const value = await answer.promise;
      staleCurrent = isCurrent();
      return value;
    });
    table.clear();
    let fresh: boolean | undefined;
    await table.run(1, async (isCurrent) => {
      fresh = isCurrent();
      return 'new';
    });
    answer.resolve('old');
    await old;
    expect(staleCurrent).toBe(false);
    expect(fresh).toBe(true);
  });
});
