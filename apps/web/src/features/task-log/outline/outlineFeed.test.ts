import { LogOutline } from '@semaphore-console/log-outline';
import { describe, expect, it, vi } from 'vitest';
import { LogLines, SEARCH_CHUNK_LINES, type LogRecord } from '../logLines';
import { holdBackground } from '../../../lib/scheduling';
import { CATCH_UP_ANNOUNCE_MS, OutlineFeed, SYNC_LINES } from './outlineFeed';

/** An Ansible-like run of `n` lines: a play, a task every 50 lines, coloured results, failures. */
function run(n: number, from = 0): LogRecord[] {
  const out: LogRecord[] = [];
  for (let i = from; i < from + n; i++) {
    let output: string;
    if (i === 0) output = 'PLAY [Deploy] ***';
    else if (i % 50 === 1) output = `TASK [step ${i}] ***`;
    else if (i % 997 === 5) output = `\x1b[0;31mfatal: [web-${i % 7}]: FAILED! => {}\x1b[0m`;
    else if (i % 3 === 0) output = `\x1b[0;32mok: [web-${i % 7}]\x1b[0m`;
    else if (i % 3 === 1) output = `changed: [web-${i % 7}]`;
    else output = `plain text ${i}`;
    out.push({
      time: `2024-10-25T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:00Z`,
      output,
    });
  }
  return out;
}

/** The outline of `records` fed line by line, as the feed must end up. */
function direct(records: readonly LogRecord[]): LogOutline {
  const lines = new LogLines(records);
  const outline = new LogOutline();
  for (let i = 0; i < lines.length; i++) outline.push(lines.plain(i), lines.time(i));
  return outline;
}

function same(actual: LogOutline, expected: LogOutline): void {
  expect(actual.length).toBe(expected.length);
  expect(actual.hosts).toEqual(expected.hosts);
  expect(actual.sections).toEqual(expected.sections);
  expect(actual.errorCount).toBe(expected.errorCount);
  for (let k = 0; k < expected.errorCount; k++) expect(actual.error(k)).toBe(expected.error(k));
  for (let i = 0; i < expected.length; i += 37) {
    expect([actual.kind(i), actual.host(i), actual.section(i)]).toEqual([
      expected.kind(i),
      expected.host(i),
      expected.section(i),
    ]);
  }
}

/** A scheduler that runs nothing until asked: `runAll()` runs the slices one by one. */
function manualSchedule() {
  let tasks: Array<() => void> = [];
  return {
    schedule: (task: () => void) => {
      tasks.push(task);
      return () => {
        tasks = tasks.filter((t) => t !== task);
      };
    },
    get pending() {
      return tasks.length;
    },
    /** Runs the first scheduled slice. */
    runOne(): void {
      (tasks.shift() as () => void)();
    },
    /** Runs the scheduled slices until none is left; returns how many ran. */
    runAll(): number {
      let ran = 0;
      while (tasks.length > 0) {
        const task = tasks.shift() as () => void;
        task();
        ran++;
      }
      return ran;
    },
  };
}

describe('OutlineFeed', () => {
  it('feeds a few new lines at once, in step before the viewer redraws', () => {
    const clock = manualSchedule();
    const lines = new LogLines(run(100));
    const feed = new OutlineFeed(lines, { schedule: clock.schedule });
    expect(feed.outline.length).toBe(100);
    const listener = vi.fn();
    feed.subscribe(listener);
    lines.append(run(200, 100));
    expect(clock.pending).toBe(0);
    same(feed.outline, direct(run(300)));
    expect(listener).toHaveBeenCalled();
  });

  it('feeds a long log in slices after it is shown, to the same outline', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const feed = new OutlineFeed(lines, { schedule: clock.schedule, sliceMs: 0 });
    const listener = vi.fn();
    feed.subscribe(listener);
    const records = run(SYNC_LINES * 3);
    lines.append(records);
    // Nothing yet: the lines are drawn first.
    expect(feed.outline.length).toBe(0);
    expect(clock.runAll()).toBeGreaterThan(3);
    same(feed.outline, direct(records));
    expect(listener).toHaveBeenCalled();
    const revision = feed.revision;
    // In step again: the next small batch is fed at once.
    lines.append(run(10, records.length));
    expect(feed.outline.length).toBe(records.length + 10);
    expect(clock.pending).toBe(0);
    expect(feed.revision).toBeGreaterThanOrEqual(revision);
  });

  it('tells the subscribers about a catch-up now and then, not after every slice, and at its end', () => {
    let now = 1000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const schedule = manualSchedule();
      const lines = new LogLines();
      const feed = new OutlineFeed(lines, { schedule: schedule.schedule, sliceMs: 0 });
      const listener = vi.fn();
      feed.subscribe(listener);
      lines.append(run(SYNC_LINES * 4));
      // The first slice tells at once: the summary shows its start.
      schedule.runOne();
      expect(listener).toHaveBeenCalledTimes(1);
      // Slices within the period tell nothing.
      for (let k = 0; k < 3; k++) schedule.runOne();
      expect(listener).toHaveBeenCalledTimes(1);
      now += CATCH_UP_ANNOUNCE_MS;
      schedule.runOne();
      expect(listener).toHaveBeenCalledTimes(2);
      // The end is told however soon it comes.
      expect(schedule.runAll()).toBeGreaterThan(1);
      expect(feed.outline.length).toBe(SYNC_LINES * 4);
      expect(listener).toHaveBeenCalledTimes(3);
      // The next catch-up tells its first slice at once again.
      lines.append(run(SYNC_LINES * 2, SYNC_LINES * 4));
      schedule.runOne();
      expect(listener).toHaveBeenCalledTimes(4);
    } finally {
      clock.mockRestore();
    }
  });

  it('tells the search index, chunk by chunk, whether the lines hold more than colours to strip', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const note = vi.spyOn(lines, 'noteColourOnly');
    new OutlineFeed(lines, { schedule: clock.schedule, sliceMs: 0 });
    const S = SEARCH_CHUNK_LINES;
    const records = run(S * 3 + 10);
    // Chunk 1 holds a carriage return (more than colours to strip); chunks 0 and 2 colours only.
    records[S + 17] = { time: records[S + 17]!.time, output: 'progress 10%\rprogress 20%' };
    lines.append(records);
    clock.runAll();
    // The incomplete fourth chunk is not told about.
    expect(note.mock.calls).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    // The index uses what it was told: chunk 0 is its raw lines, chunk 1 their plain texts.
    expect(lines.searchChunk(0)?.escapes).toBe(true);
    expect(lines.searchChunk(S)?.text.split('\n')[17]).toBe('progress 20%');
    // After a rewrite from the middle of chunk 1 the feed starts over, and tells again.
    note.mockClear();
    lines.splice(S + 17, 1, [{ time: 't', output: '\u001b[32mok\u001b[0m' }]);
    clock.runAll();
    expect(note.mock.calls).toEqual([
      [0, true],
      [1, true],
      [2, true],
    ]);
    expect(lines.searchChunk(S)?.escapes).toBe(true);
  });

  it('waits while a search holds the background back, then goes on', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const feed = new OutlineFeed(lines, { schedule: clock.schedule, sliceMs: 0 });
    lines.append(run(SYNC_LINES * 2));
    holdBackground(60_000);
    try {
      // Each slice looks, feeds nothing and looks again later.
      for (let i = 0; i < 5; i++) {
        expect(clock.pending).toBe(1);
        clock.runOne();
      }
      expect(feed.outline.length).toBe(0);
    } finally {
      holdBackground(0);
    }
    clock.runAll();
    same(feed.outline, direct(run(SYNC_LINES * 2)));
  });

  it('announces the end of a catch-up even when the summary did not change', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const feed = new OutlineFeed(lines, { schedule: clock.schedule });
    const records = Array.from({ length: SYNC_LINES + 1 }, (_, i) => ({
      time: '2024-10-25T10:00:00Z',
      output: `plain ${i}`,
    }));
    lines.append(records);
    const before = feed.revision;
    clock.runAll();
    expect(feed.outline.length).toBe(records.length);
    expect(feed.revision).toBeGreaterThan(before);
  });

  it('keeps lines that arrive during a catch-up in order', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const feed = new OutlineFeed(lines, { schedule: clock.schedule, sliceMs: 0 });
    lines.append(run(SYNC_LINES * 2));
    const first = clock.pending;
    lines.append(run(5, SYNC_LINES * 2));
    // Still one catch-up, not a second feeder.
    expect(clock.pending).toBe(first);
    clock.runAll();
    same(feed.outline, direct(run(SYNC_LINES * 2 + 5)));
  });

  it('feeds nothing while held, and catches up when let go', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const feed = new OutlineFeed(lines, { schedule: clock.schedule });
    feed.hold(true);
    lines.append(run(10));
    feed.sync();
    expect(feed.outline.length).toBe(0);
    lines.append(run(SYNC_LINES * 2, 10));
    expect(clock.pending).toBe(0);
    feed.hold(false);
    clock.runAll();
    same(feed.outline, direct(run(SYNC_LINES * 2 + 10)));
  });

  it('feeds the few lines that waited during a hold after the paint, not when let go', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const feed = new OutlineFeed(lines, { schedule: clock.schedule });
    const listener = vi.fn();
    feed.subscribe(listener);
    feed.hold(true);
    lines.append(run(1000));
    feed.hold(false);
    // The small log's lines are drawn first: its summary waits for the catch-up.
    expect(feed.outline.length).toBe(0);
    expect(listener).not.toHaveBeenCalled();
    expect(clock.pending).toBe(1);
    // Lines notified before the catch-up runs do not feed at once either.
    lines.append(run(5, 1000));
    expect(feed.outline.length).toBe(0);
    expect(clock.runAll()).toBe(1);
    same(feed.outline, direct(run(1005)));
    expect(listener).toHaveBeenCalledTimes(1);
    // In step again: a stream's batch is fed at once.
    lines.append(run(3, 1005));
    expect(clock.pending).toBe(0);
    expect(feed.outline.length).toBe(1008);
  });

  it('schedules nothing when let go with no line waiting', () => {
    const clock = manualSchedule();
    const lines = new LogLines(run(10));
    const feed = new OutlineFeed(lines, { schedule: clock.schedule });
    feed.hold(true);
    feed.hold(false);
    expect(clock.pending).toBe(0);
    expect(feed.outline.length).toBe(10);
  });

  it('a hold cancels the catch-up under way; a rewrite during one reads the new lines', () => {
    const clock = manualSchedule();
    const lines = new LogLines();
    const feed = new OutlineFeed(lines, { schedule: clock.schedule, sliceMs: 0 });
    lines.append(run(SYNC_LINES * 2));
    feed.hold(true);
    expect(clock.pending).toBe(0);
    feed.hold(false);
    // A backfill rewrites the middle: the outline starts over from the new lines.
    const rewritten = run(SYNC_LINES * 2).map((r, i) =>
      i === 3 ? { ...r, output: 'ERROR! rewritten' } : r,
    );
    lines.replaceWith(rewritten);
    clock.runAll();
    same(feed.outline, direct(rewritten));
    expect(feed.outline.error(0)).toBe(3);
  });
});
