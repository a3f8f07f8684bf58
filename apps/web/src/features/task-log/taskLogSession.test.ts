import type {
  TaskOutput,
  TaskOutputBatch,
  TaskOutputReadOptions,
  WsLog,
} from '@semaphore-console/api-client';
import { describe, expect, it, vi } from 'vitest';
import type { FrameScheduler } from '../../lib/scheduling';
import { LINE_BLOCK } from './lineStore';
import {
  FIRST_HOLD_CHARS,
  FIRST_HOLD_MS,
  FIRST_HOLD_RATE,
  FIRST_PROGRESS_MS,
  FREEZE_LINES,
  PROGRESS_NOTIFY_MS,
  PREVIEW_LINES,
  TaskLogSession,
  holdFirstRead,
  type TaskLogSource,
} from './taskLogSession';

const TASK = 7;

/** Line n of a synthetic log: distinct text, times 10 ms apart with nanoseconds (websocket form). */
function wsLine(n: number, taskId = TASK): WsLog {
  const ms = 1_730_000_000_000 + n * 10;
  const iso = new Date(ms).toISOString().replace('Z', '123456+00:00');
  return {
    type: 'log',
    task_id: taskId,
    project_id: 1,
    time: iso,
    output: `\x1b[32mline ${n}\x1b[0m`,
  };
}

/** The stored copy of line n: same text, time truncated to whole seconds in UTC (MySQL form). */
function stored(n: number): TaskOutput {
  const ms = 1_730_000_000_000 + n * 10;
  return {
    task_id: TASK,
    task: '',
    time: new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000', ''),
    output: `\x1b[32mline ${n}\x1b[0m`,
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/**
 * One read of `/output` by the session, driven by the test: the batches it is given are yielded to
 * the session's loop in order; `drained()` resolves once the session has handled every batch given
 * so far (it asks for the next one), as the real read waits for it before parsing further.
 */
function fakeRead(options: TaskOutputReadOptions) {
  type Item = { batch: TaskOutputBatch } | { end: true } | { error: unknown };
  const queue: Item[] = [];
  let waiting: ((item: Item) => void) | null = null;
  const drainedWaiters: Array<() => void> = [];
  let finished = false;
  const skip = options.skip ?? 0;
  /** The answer's index after the last records batch. */
  let cursor = skip;
  const give = (item: Item) => {
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(item);
    } else queue.push(item);
  };
  const settle = (item: Item): IteratorResult<TaskOutputBatch> => {
    if ('batch' in item) return { done: false, value: item.batch };
    finished = true;
    for (const resolve of drainedWaiters.splice(0)) resolve();
    if ('error' in item) throw item.error;
    return { done: true, value: undefined };
  };
  const iterable: AsyncIterable<TaskOutputBatch> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        const item = queue.shift();
        if (item) return settle(item);
        for (const resolve of drainedWaiters.splice(0)) resolve();
        return settle(await new Promise<Item>((resolve) => (waiting = resolve)));
      },
      return: async () => {
        finished = true;
        for (const resolve of drainedWaiters.splice(0)) resolve();
        return { done: true, value: undefined };
      },
    }),
  };
  return {
    iterable,
    options,
    skip,
    lastFirst: options.lastRecordsFirst,
    /** Yields stored lines `numbers` (those at answer positions `skip` on) as one batch. */
    push(records: readonly TaskOutput[], complete = false) {
      const index = cursor;
      cursor += records.length;
      give({ batch: { kind: 'records', records, index, end: cursor, complete } });
    },
    /** Yields a `'last'` batch: the answer's last records, `index` the first one's. */
    pushLast(records: readonly TaskOutput[], index: number) {
      give({
        batch: { kind: 'last', records, index, end: index + records.length, complete: false },
      });
    },
    end: () => give({ end: true }),
    fail: (error: unknown) => give({ error }),
    /** Resolves once the session asked for the batch after the last one given (or stopped). */
    drained: () =>
      new Promise<void>((resolve) => {
        if (finished || (waiting !== null && queue.length === 0)) resolve();
        else drainedWaiters.push(resolve);
      }),
  };
}

/**
 * Lets the session handle what it was given: a macrotask turn, or on fake timers (which hold
 * `setTimeout`) enough microtask turns for its read loop to end.
 */
const tick = async () => {
  if (vi.isFakeTimers()) for (let i = 0; i < 50; i++) await Promise.resolve();
  else await new Promise((r) => setTimeout(r, 0));
};

/** A fake server + feed: the test answers each read of `/output`; `emit` delivers websocket lines. */
function fakeSource() {
  let lineListeners: Array<(m: WsLog) => void> = [];
  let reconnectListeners: Array<() => void> = [];
  const pending: ReturnType<typeof fakeRead>[] = [];
  const source: TaskLogSource = {
    readOutput: (options) => {
      const read = fakeRead(options);
      pending.push(read);
      return read.iterable;
    },
    subscribeLines: (listener) => {
      lineListeners.push(listener);
      return () => (lineListeners = lineListeners.filter((l) => l !== listener));
    },
    subscribeReconnected: (listener) => {
      reconnectListeners.push(listener);
      return () => (reconnectListeners = reconnectListeners.filter((l) => l !== listener));
    },
  };
  /** The stored lines `numbers` at answer positions `skip` on. */
  const after = (numbers: number[], skip: number) => numbers.slice(skip).map(stored);
  return {
    source,
    emit: (...lines: WsLog[]) => lines.forEach((line) => lineListeners.forEach((l) => l(line))),
    reconnect: () => reconnectListeners.forEach((l) => l()),
    /** Answers the oldest pending read with stored lines `numbers` in one batch, complete. */
    answer: async (numbers: number[]) => {
      const read = pending.shift();
      read?.push(after(numbers, read.skip), true);
      read?.end();
      await tick();
    },
    /**
     * Streams the oldest pending read: one batch per part (the records at answer positions after
     * its `skip`), `between` called once the session handled each, then the array's end and the
     * body's. Returns whether it was a first read (the end read first, no skip).
     */
    stream: async (parts: number[][], between?: () => void): Promise<boolean> => {
      const read = pending.shift();
      let at = 0;
      for (const part of parts) {
        const batch: TaskOutput[] = [];
        for (const n of part) if (at++ >= (read?.skip ?? 0)) batch.push(stored(n));
        read?.push(batch);
        await read?.drained();
        between?.();
      }
      read?.push([], true);
      read?.end();
      await tick();
      return read?.lastFirst !== undefined;
    },
    /**
     * Streams the oldest pending read, its last part with `complete` (the answer's array ended),
     * and leaves it pending: the returned function ends the body.
     */
    streamUntilComplete: async (parts: number[][]): Promise<() => Promise<void>> => {
      const read = pending.shift();
      parts.forEach((part, k) => read?.push(part.map(stored), k === parts.length - 1));
      await read?.drained();
      return async () => {
        read?.end();
        await tick();
      };
    },
    /** Streams the first parts of the oldest pending read, then fails it. */
    streamThenFail: async (parts: number[][], error: unknown) => {
      const read = pending.shift();
      for (const part of parts) read?.push(part.map(stored));
      read?.fail(error);
      await tick();
    },
    fail: async (error: unknown) => {
      pending.shift()?.fail(error);
      await tick();
    },
    pendingFetches: () => pending.length,
    /** Takes the oldest pending read, to drive by hand. */
    take: () => pending.shift(),
    /** The `skip` of every pending read (records the session asked to leave out). */
    pendingSkips: () => pending.map((read) => read.skip),
    listenerCount: () => lineListeners.length + reconnectListeners.length,
  };
}

function manualFrames(): { schedule: FrameScheduler; run(): void } {
  let callbacks: Array<() => void> = [];
  return {
    schedule: (cb) => {
      callbacks.push(cb);
      return () => (callbacks = callbacks.filter((c) => c !== cb));
    },
    run: () => {
      const now = callbacks;
      callbacks = [];
      now.forEach((cb) => cb());
    },
  };
}

/** A started session on a fake source whose paints (`afterPaint`) run when the test says. */
function previewSession() {
  const server = fakeSource();
  const paints = manualFrames();
  const session = new TaskLogSession(TASK, server.source, {
    schedule: manualFrames().schedule,
    afterPaint: paints.schedule,
  });
  session.start();
  return { server, paints, session };
}

const texts = (session: TaskLogSession) => session.lines.records().map((r) => r.output);
const expected = (numbers: number[]) => numbers.map((n) => `\x1b[32mline ${n}\x1b[0m`);

describe('TaskLogSession', () => {
  it('merges lines that arrive before the output answer, without duplicates', async () => {
    const server = fakeSource();
    const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
    session.start();
    expect(session.state.kind).toBe('loading');
    // Lines 8-11 arrive over the websocket while GET …/output (which has 0-9) is in flight.
    server.emit(...range(8, 12).map((n) => wsLine(n)), wsLine(99, 8));
    await server.answer(range(0, 10));
    expect(session.state.kind).toBe('ready');
    expect(texts(session)).toEqual(expected(range(0, 12)));
  });

  it('keeps a long stored log once: the merge, made for the first live line, holds only the last seconds', async () => {
    const server = fakeSource();
    const frames = manualFrames();
    const session = new TaskLogSession(TASK, server.source, frames.schedule);
    /** The lines the session's merge keeps (its own copies; the log is in `lines`). */
    const mergeHeld = () =>
      (session as unknown as { merge: { lines: unknown[] } | null }).merge?.lines.length ?? null;
    session.start();
    // 3,000 stored lines, 10 ms apart (30 s): a finished log read whole. No merge.
    await server.answer(range(0, 3000));
    expect(session.lines.length).toBe(3000);
    expect(mergeHeld()).toBeNull();
    // The task ran on: its next line comes live, with a copy of line 2,990 (already stored).
    server.emit(wsLine(2990), wsLine(3000));
    frames.run();
    expect(texts(session)).toEqual(expected(range(0, 3001)));
    // The merge holds the records of the last PAIRING_WINDOW_MS before line 2,990 (5 s: 500
    // lines, plus the 1 s the stored times were truncated to), and the live line.
    const held = mergeHeld() ?? 0;
    expect(held).toBeGreaterThan(500);
    expect(held).toBeLessThanOrEqual(700);
    // A backfill after a reconnect still merges in place: none lost, none duplicated.
    server.emit(wsLine(3005));
    frames.run();
    server.reconnect();
    await server.answer(range(0, 3006));
    frames.run();
    expect(texts(session)).toEqual(expected(range(0, 3006)));
  });

  it('appends live lines once per animation frame, ignoring other tasks', async () => {
    const server = fakeSource();
    const frames = manualFrames();
    const session = new TaskLogSession(TASK, server.source, frames.schedule);
    session.start();
    await server.answer(range(0, 3));
    let notifications = 0;
    session.lines.subscribe(() => notifications++);
    server.emit(wsLine(3), wsLine(4), wsLine(1000, 99), wsLine(5));
    expect(session.lines.length).toBe(3);
    frames.run();
    expect(notifications).toBe(1);
    expect(texts(session)).toEqual(expected(range(0, 6)));
  });

  it('backfills the lines missed while the websocket was down: none lost, none duplicated, order kept', async () => {
    const server = fakeSource();
    const frames = manualFrames();
    const session = new TaskLogSession(TASK, server.source, frames.schedule);
    session.start();
    await server.answer(range(0, 5));
    server.emit(...range(5, 20).map((n) => wsLine(n)));
    frames.run();
    // The socket drops: lines 20-39 are never delivered. It comes back and 40-44 arrive live.
    server.emit(...range(40, 45).map((n) => wsLine(n)));
    frames.run();
    expect(session.lines.length).toBe(25);
    server.reconnect();
    // More lines arrive while the backfill fetch is in flight; the server stored up to 46.
    server.emit(wsLine(45), wsLine(46), wsLine(47));
    await server.answer(range(0, 47));
    frames.run();
    expect(texts(session)).toEqual(expected(range(0, 48)));
  });

  it('a re-read asks only for the records after the last answer (API §7.5: /output only grows)', async () => {
    const server = fakeSource();
    const frames = manualFrames();
    const session = new TaskLogSession(TASK, server.source, frames.schedule);
    session.start();
    expect(server.pendingSkips()).toEqual([0]);
    await server.answer(range(0, 5));
    server.emit(...range(5, 8).map((n) => wsLine(n)));
    frames.run();
    server.reconnect();
    expect(server.pendingSkips()).toEqual([5]);
    await server.answer(range(0, 12));
    expect(texts(session)).toEqual(expected(range(0, 12)));
    server.reconnect();
    expect(server.pendingSkips()).toEqual([12]);
    await server.answer(range(0, 12));
    expect(texts(session)).toEqual(expected(range(0, 12)));
  });

  it('coalesces reconnects during a backfill into one more fetch', async () => {
    const server = fakeSource();
    const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
    session.start();
    await server.answer(range(0, 2));
    server.reconnect();
    server.reconnect();
    server.reconnect();
    expect(server.pendingFetches()).toBe(1);
    await server.answer(range(0, 3));
    expect(server.pendingFetches()).toBe(1);
    await server.answer(range(0, 4));
    expect(server.pendingFetches()).toBe(0);
    expect(texts(session)).toEqual(expected(range(0, 4)));
  });

  it('reports a failed first load and loads again on retry; a failed backfill keeps the lines', async () => {
    const server = fakeSource();
    const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
    session.start();
    await server.fail(new Error('boom'));
    expect(session.state).toEqual({ kind: 'error', error: new Error('boom') });
    void session.refetch();
    expect(session.state.kind).toBe('loading');
    await server.answer(range(0, 3));
    expect(session.state.kind).toBe('ready');
    server.reconnect();
    await server.fail(new Error('offline'));
    expect(session.state.kind).toBe('ready');
    expect(texts(session)).toEqual(expected(range(0, 3)));
  });

  it('stop unsubscribes and ignores a late answer', async () => {
    const server = fakeSource();
    const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
    session.start();
    expect(server.listenerCount()).toBe(2);
    session.stop();
    expect(server.listenerCount()).toBe(0);
    await server.answer(range(0, 3));
    expect(session.lines.length).toBe(0);
  });

  it('shows the first fetch while it downloads: ready shortly after the first part, the screen told at its pace', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeSource();
      const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
      session.start();
      let notifications = 0;
      session.lines.subscribe(() => notifications++);
      const seen: { state: string; length: number; notifications: number }[] = [];
      // A live line arrives during the download: kept until the fetch completes.
      server.emit(wsLine(700));
      const asked = server.stream([range(0, 300), range(300, 600), range(600, 700)], () =>
        seen.push({
          state: session.state.kind,
          length: session.lines.length,
          notifications,
        }),
      );
      expect(await asked).toBe(true);
      // The first part: shown after FIRST_PROGRESS_MS; later parts merged but not yet announced.
      expect(seen).toEqual([
        { state: 'loading', length: 300, notifications: 0 },
        { state: 'loading', length: 600, notifications: 0 },
        { state: 'loading', length: 700, notifications: 0 },
      ]);
      // The answer completed within FIRST_PROGRESS_MS: its records announced at once, without
      // waiting, and the live line after the body's end, in order.
      expect(session.state.kind).toBe('ready');
      expect(texts(session)).toEqual(expected(range(0, 701)));
      expect(notifications).toBe(2);
      await vi.advanceTimersByTimeAsync(FIRST_PROGRESS_MS + PROGRESS_NOTIFY_MS * 2);
      expect(notifications).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the lines once the answer is complete, without waiting for the body to end', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeSource();
      const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
      session.start();
      let notifications = 0;
      session.lines.subscribe(() => notifications++);
      const endBody = await server.streamUntilComplete([range(0, 300), range(300, 500)]);
      // No FIRST_PROGRESS_MS wait: the records are all there.
      expect(session.state.kind).toBe('ready');
      expect(texts(session)).toEqual(expected(range(0, 500)));
      expect(notifications).toBe(1);
      // A live line that comes before the body's end waits for it (then it is merged in order).
      server.emit(wsLine(500));
      await vi.advanceTimersByTimeAsync(FIRST_PROGRESS_MS * 2);
      expect(notifications).toBe(1);
      const ended = endBody();
      await vi.advanceTimersByTimeAsync(0);
      await ended;
      expect(texts(session)).toEqual(expected(range(0, 501)));
      expect(notifications).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the run summary waits while the first output downloads, then reads every line', async () => {
    const server = fakeSource();
    const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
    session.start();
    const fed: number[] = [];
    const asked = server.stream([range(0, 300), range(300, 600)], () =>
      fed.push(session.outline.outline.length),
    );
    expect(await asked).toBe(true);
    expect(fed).toEqual([0, 0]);
    // The lines are drawn first; the summary catches up after the paint.
    expect(session.lines.length).toBe(600);
    expect(session.outline.outline.length).toBe(0);
    await vi.waitFor(() => expect(session.outline.outline.length).toBe(600));
    // A download that fails midway lets the summary read the lines it kept.
    const retry = fakeSource();
    const failed = new TaskLogSession(TASK, retry.source, manualFrames().schedule);
    failed.start();
    await retry.streamThenFail([range(0, 50)], new Error('reset'));
    await vi.waitFor(() => expect(failed.outline.outline.length).toBe(50));
  });

  it('announces a long download at most every PROGRESS_NOTIFY_MS', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeSource();
      const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
      session.start();
      let notifications = 0;
      session.lines.subscribe(() => notifications++);
      let beforeEnd = 0;
      await server.stream(
        Array.from({ length: 10 }, (_, k) => range(k * 10, k * 10 + 10)),
        () => {
          vi.advanceTimersByTime(PROGRESS_NOTIFY_MS / 2);
          beforeEnd = notifications;
        },
      );
      // 10 parts over 5 periods: the first at once, then one per period.
      expect(beforeEnd).toBeGreaterThanOrEqual(4);
      expect(beforeEnd).toBeLessThanOrEqual(6);
      expect(texts(session)).toEqual(expected(range(0, 100)));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a download that fails midway keeps its lines, reports the error and completes on retry', async () => {
    const server = fakeSource();
    const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
    session.start();
    server.emit(wsLine(50));
    await server.streamThenFail([range(0, 20)], new Error('connection reset'));
    expect(session.state.kind).toBe('error');
    expect(session.lines.length).toBe(20);
    void session.refetch();
    expect(session.state.kind).toBe('loading');
    await server.stream([range(0, 30), range(30, 50)]);
    expect(session.state.kind).toBe('ready');
    expect(texts(session)).toEqual(expected(range(0, 51)));
    // Every record handed over counts, those of the failed read too: a backfill skips them all.
    server.reconnect();
    expect(server.pendingSkips()).toEqual([50]);
  });

  it('takes the first load chunk by chunk, keeps none of its records, and skips them all on a backfill', async () => {
    const server = fakeSource();
    const session = new TaskLogSession(TASK, server.source, manualFrames().schedule);
    session.start();
    expect(await server.stream([range(0, 300), range(300, 301), range(301, 700)])).toBe(true);
    expect(session.state.kind).toBe('ready');
    expect(texts(session)).toEqual(expected(range(0, 700)));
    server.reconnect();
    expect(server.pendingSkips()).toEqual([700]);
    await server.stream([range(0, 700), range(700, 705)]);
    expect(texts(session)).toEqual(expected(range(0, 705)));
  });

  it('a backfill is parsed while it downloads but merged only once complete', async () => {
    const server = fakeSource();
    const frames = manualFrames();
    const session = new TaskLogSession(TASK, server.source, frames.schedule);
    session.start();
    await server.answer(range(0, 5));
    server.reconnect();
    const shown: number[] = [];
    // Asked with `skip`, so the api-client parses each network chunk as it arrives (a
    // 1,000,000-line re-read is not one long task) and keeps the records: the lines wait for the
    // whole answer, merged once.
    expect(server.pendingSkips()).toEqual([5]);
    const asked = server.stream([range(0, 6), range(6, 8)], () => shown.push(session.lines.length));
    expect(await asked).toBe(false);
    expect(shown).toEqual([5, 5]);
    expect(texts(session)).toEqual(expected(range(0, 8)));
  });

  it('shows the end of a long first answer before the rest is parsed, then the whole', async () => {
    const { server, paints, session } = previewSession();
    let changes = 0;
    session.subscribe(() => changes++);
    const read = server.take()!;
    // The first read: the end read first, held by the session's policy.
    expect(read.lastFirst).toBe(PREVIEW_LINES);
    expect(read.options.holdWhile).toBe(holdFirstRead);
    read.push(range(0, 300).map(stored));
    // The chunk that ends the answer: its last records first, at their index in the log.
    read.pushLast(range(800, 1000).map(stored), 800);
    await tick();
    expect(changes).toBe(1);
    expect(session.preview?.index).toBe(800);
    expect(session.preview?.lines.records().map((r) => r.output)).toEqual(
      expected(range(800, 1000)),
    );
    expect(session.lines.length).toBe(300);
    // The read goes on (asks for the next batch) once the preview is painted.
    let painted = false;
    const drained = read.drained().then(() => (painted = true));
    await tick();
    expect(painted).toBe(false);
    paints.run();
    await drained;
    read.push(range(300, 1000).map(stored), true);
    await read.drained();
    expect(session.preview).toBeNull();
    expect(session.state.kind).toBe('ready');
    expect(texts(session)).toEqual(expected(range(0, 1000)));
    read.end();
    await tick();
    // A re-read does not ask for it.
    server.reconnect();
    const reread = server.take();
    expect(reread?.skip).toBe(1000);
    expect(reread?.lastFirst).toBeUndefined();
    expect(reread?.options.holdWhile).toBeUndefined();
  });

  it('shows no preview over lines held or of another task; a failed read or stop drops it', async () => {
    const { server, paints, session } = previewSession();
    const read = server.take()!;
    read.push(range(0, 300).map(stored));
    // Lines held beyond the index (a retry's answer starts with them): nothing to wait for.
    read.pushLast(range(250, 450).map(stored), 250);
    await read.drained();
    expect(session.preview).toBeNull();
    read.pushLast(
      range(800, 1000).map((n) => ({ ...stored(n), task_id: 8 })),
      800,
    );
    await read.drained();
    expect(session.preview).toBeNull();
    // Shown, then the read fails (at its next network read, after the paint): the preview goes,
    // the lines read stay, the error is shown.
    read.pushLast(range(800, 1000).map(stored), 800);
    await tick();
    expect(session.preview?.index).toBe(800);
    read.fail(new Error('reset'));
    paints.run();
    await tick();
    expect(session.preview).toBeNull();
    expect(session.state.kind).toBe('error');
    expect(session.lines.length).toBe(300);
    // Stopped while waiting for the paint: the read is left.
    void session.refetch();
    const again = server.take()!;
    again.pushLast(range(800, 1000).map(stored), 800);
    await tick();
    expect(session.preview?.index).toBe(800);
    session.stop();
    await again.drained();
  });

  it('holds the first read for FIRST_HOLD_MS, on while it comes at FIRST_HOLD_RATE, up to FIRST_HOLD_CHARS', () => {
    expect(holdFirstRead({ chars: 1000, ms: 0 })).toBe(true);
    expect(holdFirstRead({ chars: 1000, ms: FIRST_HOLD_MS - 1 })).toBe(true);
    expect(holdFirstRead({ chars: 1000, ms: FIRST_HOLD_MS })).toBe(false);
    // A fast download (a finished log from a server nearby) is held to its end.
    expect(holdFirstRead({ chars: FIRST_HOLD_RATE * 3000, ms: 3000 })).toBe(true);
    expect(holdFirstRead({ chars: FIRST_HOLD_RATE * 3000 - 1, ms: 3000 })).toBe(false);
    expect(holdFirstRead({ chars: FIRST_HOLD_CHARS, ms: 0 })).toBe(false);
  });
});

describe('TaskLogSession: a long stream is kept as compactly as a loaded log', () => {
  /** What the session holds per line beyond its lines: the merge's lines, and the unsealed lines. */
  function held(session: TaskLogSession) {
    const inside = session as unknown as {
      merge: { lines: unknown[] } | null;
      lines: { items: { openOutputs: unknown[] } };
    };
    return {
      merge: inside.merge?.lines.length ?? 0,
      open: inside.lines.items.openOutputs.length,
    };
  }

  /** A session that read 10 stored lines, then got `lines` more live, 500 a frame. */
  async function streamed(lines: number) {
    const server = fakeSource();
    const frames = manualFrames();
    const session = new TaskLogSession(TASK, server.source, frames.schedule);
    session.start();
    await server.answer(range(0, 10));
    for (let from = 10; from < 10 + lines; from += 500) {
      server.emit(...range(from, Math.min(10 + lines, from + 500)).map((n) => wsLine(n)));
      frames.run();
    }
    // The batcher spreads a long frame's lines over the next frames.
    for (let k = 0; k < 100 && session.lines.length < 10 + lines; k++) frames.run();
    return { server, frames, session };
  }

  it('holds no merge line and no string per line for the lines an open socket brought', async () => {
    const { server, session } = await streamed(30_000);
    expect(session.lines.length).toBe(30_010);
    // Without the freeze: the merge held all 30,000 live lines, and the lines a string each.
    expect(held(session).merge).toBeLessThan(FREEZE_LINES);
    expect(held(session).open).toBeLessThan(3 * LINE_BLOCK);
    // The stored log agrees: nothing changes, and the lines are confirmed.
    server.reconnect();
    await server.answer(range(0, 30_010));
    expect(texts(session)).toEqual(expected(range(0, 30_010)));
    expect(held(session).merge).toBeLessThan(FREEZE_LINES);
    expect((session as unknown as { frozen: unknown }).frozen).toBeNull();
  });

  it('a stored line the socket never brought is put in place, and a stored log read in parts too', async () => {
    const { server, frames, session } = await streamed(12_000);
    server.reconnect();
    // The stored log has one more line, between lines 6,000 and 6,001: read in two parts.
    const lost: TaskOutput = { ...stored(6000), output: 'a line the socket never brought' };
    const log = [...range(0, 6001).map(stored), lost, ...range(6001, 12_010).map(stored)];
    const first = server.take()!;
    first.push(log.slice(first.skip, 3000), true);
    first.end();
    await tick();
    expect(texts(session)).toEqual(expected(range(0, 12_010)));
    server.reconnect();
    const second = server.take()!;
    expect(second.skip).toBe(3000);
    second.push(log.slice(3000), true);
    second.end();
    await tick();
    expect(texts(session)).toEqual(log.map((record) => record.output));
    // Live lines after that are merged as usual.
    server.emit(wsLine(12_010));
    for (let k = 0; k < 10 && session.lines.length < 12_012; k++) frames.run();
    expect(texts(session).at(-1)).toBe(expected([12_010])[0]);
    expect(session.lines.length).toBe(12_012);
  });
});

describe('TaskLogSession settle: re-reads /output while it still grows (API §7.5)', () => {
  /**
   * A session whose feed saw `seen` lines, its first read answered with 10 lines, told that the
   * task just ended; then every read is answered with `storedAt(ms since the end)` lines, on fake
   * timers, for `forMs`. Returns the completeness at each read, and when it left `settling`.
   */
  async function settleAgainst(storedAt: (ms: number) => number, forMs = 60_000) {
    vi.useFakeTimers();
    try {
      const server = fakeSource();
      const seen = 100;
      const session = new TaskLogSession(
        TASK,
        { ...server.source, linesSeen: () => seen },
        manualFrames().schedule,
      );
      session.start();
      void server.answer(range(0, 10));
      await vi.advanceTimersByTimeAsync(0);
      const endedAt = Date.now();
      session.setTask({ ended: true, end: new Date(endedAt).toISOString() });
      let reads = 0;
      let settledAfter = Number.NaN;
      for (let t = 0; t < forMs; t += 50) {
        await vi.advanceTimersByTimeAsync(50);
        if (server.pendingFetches() > 0) {
          reads++;
          void server.answer(range(0, storedAt(Date.now() - endedAt)));
          await vi.advanceTimersByTimeAsync(0);
        }
        if (session.completeness !== 'settling') {
          settledAfter = Date.now() - endedAt;
          break;
        }
      }
      const result = {
        completeness: session.completeness,
        settledAfter,
        reads,
        lines: texts(session),
      };
      session.stop();
      return result;
    } finally {
      vi.useRealTimers();
    }
  }

  it('a log the server writes for 10 s after the end, each read bringing lines: read to its end', async () => {
    // The real server under load: /output grows steadily until 10 s after the task's end.
    const result = await settleAgainst((ms) => Math.min(100, 10 + Math.floor((ms / 10_000) * 90)));
    expect(result.completeness).toBe('complete');
    expect(result.settledAfter).toBeGreaterThanOrEqual(10_000);
    expect(result.lines).toEqual(expected(range(0, 100)));
  });

  it('a log whose tail reaches /output 10 s after the end at once: still read to its end', async () => {
    const result = await settleAgainst((ms) => (ms < 10_000 ? 10 : 100));
    expect(result.completeness).toBe('complete');
    expect(result.lines).toEqual(expected(range(0, 100)));
  });

  it('reads less often while nothing comes, and says the log may be incomplete only after 12 s without a new line', async () => {
    const result = await settleAgainst(() => 10);
    expect(result.completeness).toBe('incomplete');
    expect(result.settledAfter).toBeGreaterThanOrEqual(12_000);
    expect(result.settledAfter).toBeLessThan(17_000);
    // Without the backoff a read every 500 ms: 24 reads.
    expect(result.reads).toBeLessThanOrEqual(10);
  });

  it('stops at the ceiling even while every read still brings lines', async () => {
    const result = await settleAgainst((ms) => 10 + Math.floor(ms / 1000), 200_000);
    expect(result.completeness).toBe('incomplete');
    expect(result.settledAfter).toBeGreaterThanOrEqual(120_000);
    expect(result.settledAfter).toBeLessThan(125_000);
  });
});
