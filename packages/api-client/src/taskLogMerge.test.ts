import { describe, expect, it } from 'vitest';
import { seededRandom } from '@semaphore-console/vitest-config/random';
import {
  createTaskLogMerge,
  mergeTaskLog,
  type TaskLogChange,
  type TaskLogLine,
} from './taskLogMerge';
import type { TaskOutput, WsLog } from './schemas';

const BASE_MS = Date.UTC(2024, 9, 25, 10, 0, 0);

interface TruthLine {
  ms: number;
  output: string;
}

function iso(ms: number, offsetMinutes: number, digits: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString(); // …THH:MM:SS.mmmZ
  const base = local.slice(0, 19);
  const fraction = local.slice(20, 23).padEnd(digits, '0').slice(0, digits);
  const zone =
    offsetMinutes === 0
      ? 'Z'
      : `${offsetMinutes > 0 ? '+' : '-'}${String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0')}:${String(Math.abs(offsetMinutes) % 60).padStart(2, '0')}`;
  return digits > 0 ? `${base}.${fraction}${zone}` : `${base}${zone}`;
}

type StoreMode = 'mysql-truncate' | 'mysql-round' | 'postgres' | 'bolt';

function storedTime(ms: number, mode: StoreMode): string {
  switch (mode) {
    case 'mysql-truncate':
      return iso(Math.floor(ms / 1000) * 1000, 0, 0);
    case 'mysql-round':
      return iso(Math.round(ms / 1000) * 1000, 0, 0);
    case 'postgres':
      return iso(ms, 0, 6);
    case 'bolt':
      return iso(ms, 300, 9);
  }
}

const liveTime = (ms: number) => iso(ms, 300, 9);

function generateLog(random: () => number, count: number, texts: number): TruthLine[] {
  const lines: TruthLine[] = [];
  let ms = BASE_MS;
  for (let i = 0; i < count; i++) {
    // many lines share a millisecond; texts repeat (identical lines at the same time happen)
    if (random() < 0.6) ms += Math.floor(random() * 400);
    const output =
      texts === 0 ? `line ${i}` : `\u001b[32mok: [host${Math.floor(random() * texts)}]\u001b[0m`;
    lines.push({ ms, output });
  }
  return lines;
}

type Step = { kind: 'output'; prefix: number } | { kind: 'events'; from: number; to: number };

/**
 * A realistic history: websocket lines from `start` with one reconnect gap, several fetches
 * of the stored output at random moments (answers may arrive late, out of order, twice),
 * and a final fetch after everything (the refetch on `reconnected`).
 */
function generateSteps(
  random: () => number,
  total: number,
): { steps: Step[]; delivered: number[] } {
  const start = Math.floor(random() * total * 0.3);
  const gapFrom = start + Math.floor(random() * (total - start));
  const gapTo = Math.min(total, gapFrom + Math.floor(random() * total * 0.2));
  const delivered: number[] = [];
  for (let i = start; i < total; i++) if (i < gapFrom || i >= gapTo) delivered.push(i);
  // websocket batches in order
  const batches: Step[] = [];
  let i = 0;
  while (i < delivered.length) {
    const size = 1 + Math.floor(random() * 12);
    const slice = delivered.slice(i, i + size);
    // contiguous runs only (a batch never spans the gap)
    let end = 1;
    while (end < slice.length && slice[end] === slice[end - 1]! + 1) end++;
    batches.push({ kind: 'events', from: slice[0]!, to: slice[end - 1]! + 1 });
    i += end;
  }
  // fetches: prefix lengths taken at random moments, answers inserted at random later positions
  const steps: Step[] = [...batches];
  const fetches = 1 + Math.floor(random() * 4);
  for (let f = 0; f < fetches; f++) {
    const prefix = Math.floor(random() * (total + 1));
    const at = Math.floor(random() * (steps.length + 1));
    steps.splice(at, 0, { kind: 'output', prefix });
    if (random() < 0.3)
      steps.splice(Math.floor(random() * (steps.length + 1)), 0, { kind: 'output', prefix });
  }
  steps.push({ kind: 'output', prefix: total });
  return { steps, delivered };
}

function applyChange(mirror: TaskLogLine[], change: TaskLogChange | null): TaskLogLine[] {
  if (!change) return mirror;
  const copy = mirror.slice();
  copy.splice(change.index, change.removed, ...change.added);
  return copy;
}

function isSubsequence(lines: readonly TaskLogLine[], truth: readonly TruthLine[]): boolean {
  let t = 0;
  for (const line of lines) {
    while (t < truth.length && truth[t]!.output !== line.output) t++;
    if (t === truth.length) return false;
    t++;
  }
  return true;
}

/** The stored records (times as `mode` stores them) and the websocket lines of task 5's log. */
function historyOf(
  truth: readonly TruthLine[],
  mode: StoreMode,
): { records: TaskOutput[]; events: WsLog[] } {
  return {
    records: truth.map((line) => ({
      task_id: 5,
      task: '',
      time: storedTime(line.ms, mode),
      output: line.output,
    })),
    events: truth.map((line) => ({
      type: 'log',
      task_id: 5,
      project_id: 1,
      time: liveTime(line.ms),
      output: line.output,
    })),
  };
}

function run(seed: number, mode: StoreMode, texts: number) {
  const random = seededRandom(seed);
  const total = 20 + Math.floor(random() * 120);
  const truth = generateLog(random, total, texts);
  const { records, events } = historyOf(truth, mode);
  const { steps } = generateSteps(random, total);
  const merge = createTaskLogMerge({ taskId: 5 });
  let mirror: TaskLogLine[] = [];
  let maxPrefix = 0;
  const seen = new Set<number>();
  for (const step of steps) {
    let change: TaskLogChange | null;
    if (step.kind === 'output') {
      change = merge.addOutput(records.slice(0, step.prefix));
      maxPrefix = Math.max(maxPrefix, step.prefix);
    } else {
      // another task's line in the batch must be ignored
      const batch = [...events.slice(step.from, step.to), { ...events[step.from]!, task_id: 6 }];
      change = merge.addLogEvents(batch);
      // a consumer may apply a buffered batch twice: the same message objects add nothing
      if (random() < 0.2) expect(merge.addLogEvents(batch)).toBeNull();
      for (let i = step.from; i < step.to; i++) seen.add(i);
    }
    mirror = applyChange(mirror, change);
    // the incremental changes describe the list exactly
    expect(mirror).toEqual(merge.lines);
    // order kept, nothing duplicated, nothing stored lost
    expect(isSubsequence(merge.lines, truth)).toBe(true);
    const known = new Set(seen);
    for (let i = 0; i < maxPrefix; i++) known.add(i);
    expect(merge.lines.length).toBeLessThanOrEqual(known.size);
    expect(merge.lines.length).toBeGreaterThanOrEqual(maxPrefix);
    if (texts === 0) {
      // unambiguous texts: the list is exactly the stored prefix + the later live lines
      const expected = [...known].sort((a, b) => a - b).map((i) => truth[i]!.output);
      expect(merge.lines.map((line) => line.output)).toEqual(expected);
    }
    // keys are unique
    expect(new Set(merge.lines.map((line) => line.key)).size).toBe(merge.lines.length);
  }
  // after the final full fetch: exactly the log, in order
  expect(merge.lines.map((line) => line.output)).toEqual(truth.map((line) => line.output));
  // A shown time is the line's own, or (identical text after a gap, stored in whole seconds)
  // that of an identical line paired within the 1 s precision: never more than 2 s away.
  for (const [i, line] of merge.lines.entries()) {
    const ms = Date.parse(line.time);
    expect(Math.abs(ms - truth[i]!.ms)).toBeLessThanOrEqual(texts === 0 ? 1000 : 2000);
  }
}

describe('createTaskLogMerge: generated interleavings', () => {
  const modes: StoreMode[] = ['mysql-truncate', 'mysql-round', 'postgres', 'bolt'];
  for (const mode of modes) {
    it(`unique lines, stored as ${mode} (60 seeds)`, () => {
      for (let seed = 1; seed <= 60; seed++) run(seed * 7919, mode, 0);
    });
    it(`repeated identical lines at the same time, stored as ${mode} (60 seeds)`, () => {
      for (let seed = 1; seed <= 60; seed++) run(seed * 104729, mode, 2);
    });
  }
});

describe('createTaskLogMerge: identity rules', () => {
  const record = (time: string, output: string): TaskOutput => ({
    task_id: 1,
    task: '',
    time,
    output,
  });
  const event = (time: string, output: string): WsLog => ({
    type: 'log',
    task_id: 1,
    project_id: 1,
    time,
    output,
  });

  it('keeps two identical lines at the same time from both sources', () => {
    const lines = mergeTaskLog(
      [record('2024-10-25T05:00:05Z', 'ok'), record('2024-10-25T05:00:05Z', 'ok')],
      [event('2024-10-25T10:00:05.25+05:00', 'ok'), event('2024-10-25T10:00:05.25+05:00', 'ok')],
    );
    expect(lines.map((line) => line.output)).toEqual(['ok', 'ok']);
  });

  it('skips a message object applied twice, keeps an equal copy', () => {
    const merge = createTaskLogMerge();
    const message = event('2024-10-25T05:00:05.5Z', 'ok');
    merge.addLogEvents([message]);
    expect(merge.addLogEvents([message])).toBeNull();
    expect(merge.addLogEvents([{ ...message }])?.added).toHaveLength(1);
    expect(merge.lines).toHaveLength(2);
  });

  it('pairs a whole-second stored copy with its nanosecond live line, across zones', () => {
    const merge = createTaskLogMerge();
    merge.addLogEvents([event('2024-10-25T10:00:05.600000001+05:00', 'a')]);
    // MySQL rounding moved it to the next second
    expect(merge.addOutput([record('2024-10-25T05:00:06Z', 'a')])).toBeNull();
    expect(merge.lines).toHaveLength(1);
  });

  it('does not pair equal texts that are further apart than the stored precision', () => {
    const merge = createTaskLogMerge();
    merge.addOutput([record('2024-10-25T05:00:05.123456Z', 'a')]);
    const change = merge.addLogEvents([event('2024-10-25T05:00:05.124Z', 'a')]);
    expect(change).toEqual({
      index: 1,
      removed: 0,
      added: [expect.objectContaining({ output: 'a' })],
    });
  });

  it('never keys by text: the same text at other times stays', () => {
    const lines = mergeTaskLog(
      [record('2024-10-25T05:00:01Z', 'same'), record('2024-10-25T05:00:09Z', 'same')],
      [event('2024-10-25T05:00:20Z', 'same')],
    );
    expect(lines).toHaveLength(3);
  });

  it('ignores a stale, shorter fetch and reports a gap fill as one splice', () => {
    const merge = createTaskLogMerge();
    merge.addLogEvents([event('2024-10-25T05:00:01Z', 'l0'), event('2024-10-25T05:00:02Z', 'l1')]);
    // reconnect gap: l2, l3 missed
    merge.addLogEvents([event('2024-10-25T05:00:05Z', 'l4')]);
    const fill = merge.addOutput(
      ['l0', 'l1', 'l2', 'l3'].map((text, i) => record(`2024-10-25T05:00:0${i + 1}Z`, text)),
    );
    expect(fill).toEqual({
      index: 2,
      removed: 0,
      added: [expect.objectContaining({ output: 'l2' }), expect.objectContaining({ output: 'l3' })],
    });
    expect(merge.addOutput([record('2024-10-25T05:00:01Z', 'l0')])).toBeNull();
    expect(merge.lines.map((line) => line.output)).toEqual(['l0', 'l1', 'l2', 'l3', 'l4']);
    const keys = merge.lines.map((line) => line.key);
    expect(keys.slice(0, 2)).toEqual([0, 1]); // first-seen keys survive
  });

  it('appends in-order live lines after the stored log as a single change', () => {
    const merge = createTaskLogMerge();
    merge.addOutput([record('2024-10-25T05:00:01Z', 'a'), record('2024-10-25T05:00:02Z', 'b')]);
    const change = merge.addLogEvents([
      event('2024-10-25T05:00:02.1Z', 'b'), // the stored b (whole seconds): paired, not repeated
      event('2024-10-25T05:00:03Z', 'c'),
    ]);
    expect(change?.index).toBe(2);
    expect(change?.added.map((line) => line.output)).toEqual(['c']);
    merge.reset();
    expect(merge.lines).toEqual([]);
  });
});

describe('createTaskLogMerge: a growing output array (onProgress)', () => {
  const record = (taskId: number, second: number, output: string): TaskOutput => ({
    task_id: taskId,
    task: '',
    time: `2024-10-25T05:00:${String(second).padStart(2, '0')}Z`,
    output,
  });

  it('adds each part of the same growing array once, and the result equals one whole add', () => {
    const all = Array.from({ length: 50 }, (_, i) => record(i % 7 === 3 ? 9 : 1, i, `l${i}`));
    const merge = createTaskLogMerge({ taskId: 1 });
    const growing: TaskOutput[] = [];
    const changes: (TaskLogChange | null)[] = [];
    for (let at = 0; at < all.length; at += 8) {
      growing.push(...all.slice(at, at + 8));
      changes.push(merge.addOutput(growing));
    }
    const whole = createTaskLogMerge({ taskId: 1 });
    whole.addOutput(all);
    expect(merge.lines.map((l) => [l.key, l.output])).toEqual(
      whole.lines.map((l) => [l.key, l.output]),
    );
    // Every change is a plain append of the new records of task 1.
    let expectedIndex = 0;
    for (const change of changes) {
      expect(change?.index).toBe(expectedIndex);
      expect(change?.removed).toBe(0);
      expectedIndex += change?.added.length ?? 0;
    }
    expect(expectedIndex).toBe(all.filter((r) => r.task_id === 1).length);
    // The same array again adds nothing; a new array (a refetch) is filtered anew.
    expect(merge.addOutput(growing)).toBeNull();
    expect(merge.addOutput([...all])).toBeNull();
  });

  it('merges batches handed over one by one as `after` answers like the whole answer', () => {
    const all = Array.from({ length: 50 }, (_, i) =>
      record(i < 20 || i % 7 !== 3 ? 1 : 9, i, `l${i}`),
    );
    const merge = createTaskLogMerge({ taskId: 1 });
    for (let at = 0; at < all.length; at += 8)
      merge.addOutput(all.slice(at, at + 8), { after: true });
    const whole = createTaskLogMerge({ taskId: 1 });
    whole.addOutput(all);
    expect(merge.lines.map((l) => [l.key, l.output])).toEqual(
      whole.lines.map((l) => [l.key, l.output]),
    );
    expect(merge.lines).toHaveLength(all.filter((r) => r.task_id === 1).length);
  });

  it('a refetch after live lines still pairs them (a new array object)', () => {
    const merge = createTaskLogMerge({ taskId: 1 });
    const growing = [record(1, 1, 'a')];
    merge.addOutput(growing);
    merge.addLogEvents([
      { type: 'log', task_id: 1, project_id: 1, time: '2024-10-25T05:00:02.2Z', output: 'b' },
    ]);
    merge.addOutput([record(1, 1, 'a'), record(1, 2, 'b'), record(1, 3, 'c')]);
    expect(merge.lines.map((l) => l.output)).toEqual(['a', 'b', 'c']);
  });

  it('merges an `after` answer (the records after the last answer) like the whole answer', () => {
    const all = Array.from({ length: 40 }, (_, i) => record(i % 9 === 4 ? 9 : 1, i, `l${i}`));
    const live = (second: number, output: string): WsLog => ({
      type: 'log',
      task_id: 1,
      project_id: 1,
      time: `2024-10-25T05:00:${String(second).padStart(2, '0')}.2Z`,
      output,
    });
    const events = [live(20, 'l20'), live(21, 'l21'), live(45, 'extra')];
    const whole = createTaskLogMerge({ taskId: 1 });
    whole.addOutput(all.slice(0, 20));
    whole.addLogEvents(events);
    whole.addOutput(all);
    const tail = createTaskLogMerge({ taskId: 1 });
    tail.addOutput(all.slice(0, 20));
    tail.addLogEvents(events);
    // The tail arrives in two growing parts of one array, then again (nothing new).
    const growing = all.slice(20, 30);
    tail.addOutput(growing, { after: true });
    growing.push(...all.slice(30));
    tail.addOutput(growing, { after: true });
    expect(tail.lines.map((l) => [l.key, l.output])).toEqual(
      whole.lines.map((l) => [l.key, l.output]),
    );
    expect(tail.lines.map((l) => l.output)).toContain('extra');
    expect(tail.addOutput(growing, { after: true })).toBeNull();
    // An empty `after` answer (nothing new stored) changes nothing.
    expect(tail.addOutput([], { after: true })).toBeNull();
    const more = record(1, 50, 'l50');
    expect(tail.addOutput([more], { after: true })?.added.map((l) => l.output)).toEqual(['l50']);
  });
});

describe('createTaskLogMerge: start (the records before held elsewhere)', () => {
  /**
   * A reader holds a log's first `loaded` records (read whole, no merge); the first websocket
   * batch comes; it creates a merge at the first record that batch's first line could be (not
   * older than it by more than 3 s: 1 s precision and 2 s slack), gives it the records from there
   * with `after`, and goes on. Every change and every line must be the whole merge's.
   */
  function runFromStart(seed: number, mode: StoreMode, texts: number) {
    const random = seededRandom(seed);
    const total = 40 + Math.floor(random() * 160);
    const truth = generateLog(random, total, texts);
    const { records, events } = historyOf(truth, mode);
    const loaded = Math.floor(random() * total * 0.7);
    // The socket's first line: some stored lines before it were missed, some were stored already.
    const first = Math.max(0, loaded - Math.floor(random() * 40));
    const whole = createTaskLogMerge({ taskId: 5 });
    whole.addOutput(records.slice(0, loaded));
    const firstMs = Date.parse(events[first]!.time);
    let start = loaded;
    while (start > 0 && Date.parse(records[start - 1]!.time) >= firstMs - 3000) start--;
    const merge = createTaskLogMerge({ taskId: 5, start });
    const seeded = merge.addOutput(records.slice(start, loaded), { after: true });
    expect(seeded?.index ?? start).toBe(start);
    expect(merge.length).toBe(loaded);
    // Then the same history for both: websocket batches in order, later fetches.
    let at = first;
    while (at < total) {
      let change: [TaskLogChange | null, TaskLogChange | null];
      if (random() < 0.15) {
        const prefix = Math.min(total, loaded + Math.floor(random() * (total - loaded + 1)));
        change = [
          whole.addOutput(records.slice(0, prefix)),
          merge.addOutput(records.slice(0, prefix)),
        ];
      } else {
        const batch = events.slice(at, at + 1 + Math.floor(random() * 8));
        at += batch.length;
        change = [whole.addLogEvents(batch), merge.addLogEvents(batch)];
      }
      const shape = (c: TaskLogChange | null) =>
        c && { index: c.index, removed: c.removed, added: c.added.map((l) => [l.time, l.output]) };
      expect(shape(change[1])).toEqual(shape(change[0]));
      expect(merge.length).toBe(whole.lines.length);
      expect(merge.lines.map((l) => [l.time, l.output])).toEqual(
        whole.lines.slice(start).map((l) => [l.time, l.output]),
      );
    }
    whole.addOutput(records);
    merge.addOutput(records);
    expect(merge.lines.map((l) => l.output)).toEqual(truth.slice(start).map((l) => l.output));
  }

  const modes: StoreMode[] = ['mysql-truncate', 'mysql-round', 'postgres', 'bolt'];
  for (const mode of modes) {
    it(`changes exactly as the whole merge, stored as ${mode} (60 seeds)`, () => {
      for (let seed = 1; seed <= 60; seed++) {
        runFromStart(seed * 7919, mode, 0);
        runFromStart(seed * 104729, mode, 2);
      }
    });
  }

  it('does not keep the records before `start`, and counts them', () => {
    const merge = createTaskLogMerge({ taskId: 1, start: 1000 });
    expect(merge.length).toBe(1000);
    expect(merge.lines).toHaveLength(0);
    const change = merge.addLogEvents([
      { type: 'log', task_id: 1, project_id: 1, time: '2024-10-25T05:00:01Z', output: 'x' },
    ]);
    expect(change).toMatchObject({ index: 1000, removed: 0 });
    expect(merge.length).toBe(1001);
    expect(merge.lines.map((l) => l.output)).toEqual(['x']);
    // A whole answer of 1,002 records: record i is line i; the live line is record 1000.
    const stored: TaskOutput[] = Array.from({ length: 1002 }, (_, i) => ({
      task_id: 1,
      task: '',
      time: i === 1000 ? '2024-10-25T05:00:01Z' : '2024-10-25T05:00:00Z',
      output: i === 1000 ? 'x' : `r${i}`,
    }));
    expect(merge.addOutput(stored)).toMatchObject({ index: 1001, removed: 0 });
    expect(merge.lines.map((l) => l.output)).toEqual(['x', 'r1001']);
  });
});

describe('createTaskLogMerge: cost of pairing live lines', () => {
  it('looks only at stored records of the same text (20,000 records and lines in one second)', () => {
    // At 10,000 lines/s the log opens with seconds of stored records that new live lines are
    // still compared with (the 2 s slack): a scan of every such record per line was quadratic
    // (4·10⁸ comparisons here, seconds of main thread); with the records indexed by text it is
    // one lookup per line. The bound leaves a margin of 10x and more on a loaded machine.
    const n = 20_000;
    const merge = createTaskLogMerge({ taskId: 1 });
    const records: TaskOutput[] = Array.from({ length: n }, (_, i) => ({
      task_id: 1,
      task: '',
      time: '2024-10-25T05:00:01Z',
      output: `stored ${i}`,
    }));
    merge.addOutput(records);
    const events: WsLog[] = Array.from({ length: n }, (_, i) => ({
      type: 'log',
      task_id: 1,
      project_id: 1,
      time: '2024-10-25T05:00:01.5Z',
      output: i === n - 1 ? 'stored 5' : `live ${i}`,
    }));
    const started = performance.now();
    for (let at = 0; at < n; at += 100) merge.addLogEvents(events.slice(at, at + 100));
    const ms = performance.now() - started;
    // Every live line but the last is new; the last is the same line as stored record 5.
    expect(merge.lines).toHaveLength(2 * n - 1);
    expect(ms).toBeLessThan(1000);
  });
});
