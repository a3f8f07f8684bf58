import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Demo } from './demo';
import type { StoredOutputLine } from './model';
import { OutputWriter } from './outputWriter';

/** The part of the demo the writer uses: the delay, the tasks and their stored output. */
function demoWithDelay(outputDelayMs: number) {
  const state = { tasks: [{ id: 1 }], outputs: {} as Record<string, StoredOutputLine[]> };
  const demo = { settings: { outputDelayMs }, state, changed: () => undefined };
  return {
    writer: new OutputWriter(demo as unknown as Demo),
    stored: () => state.outputs['1'] ?? [],
  };
}

const line = (n: number): StoredOutputLine => ({
  time: '2026-11-28T10:00:00Z',
  output: `line ${n}`,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OutputWriter with the outputDelayMs fault option (API §7.5)', () => {
  it('reproduces a 10 s tail: a burst reaches /output only 10 s after it went out, in order', () => {
    vi.useFakeTimers();
    const { writer, stored } = demoWithDelay(10_000);
    for (let n = 0; n < 5000; n++) writer.write(1, line(n));
    vi.advanceTimersByTime(9_999);
    expect(stored()).toHaveLength(0);
    expect(writer.backlog).toBe(5000);
    vi.advanceTimersByTime(1);
    expect(stored().map((l) => l.output)).toEqual(
      Array.from({ length: 5000 }, (_, n) => `line ${n}`),
    );
    expect(writer.backlog).toBe(0);
  });

  it('lines sent over 3 s reach /output over the 3 s that follow the delay', () => {
    vi.useFakeTimers();
    const { writer, stored } = demoWithDelay(10_000);
    for (let s = 0; s < 3; s++) {
      writer.write(1, line(s));
      vi.advanceTimersByTime(1000);
    }
    vi.advanceTimersByTime(7_000);
    expect(stored()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(stored()).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(stored()).toHaveLength(3);
  });
});
