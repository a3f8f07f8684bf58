import { describe, expect, it } from 'vitest';
import { createInflight } from './inflight';

/** A promise with its resolve function. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

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
