/**
 * The log follower: prints a task's log as it is written, exactly the lines `GET …/tasks/{id}/output`
 * ends up with, in order, and resolves with the finished task.
 *
 * Sources (API §7): the stored output (authoritative: record `i` is line `i`) and the websocket
 * `log` messages, merged by the api-client's task log merge (`createTaskLogMerge`). What is
 * printed is always a prefix of the merged log that can no longer change:
 * - while the live feed has been open without a break since the lines printed so far, every
 *   merged line (live lines are in log order on one socket);
 * - after a break (the server drops a flooded socket, API §7.5; or the feed opened while the
 *   task was already running), only the stored records: live lines after the break wait until a
 *   re-read of `/output` (every `pollMs`) has covered one of them, which proves the break's lines
 *   are stored; printing then goes on live.
 * At the end (`end` set, API §7.4, §8.3) `/output` is re-read until it has not grown for
 * `settleQuietMs` and holds every live line (it lags the websocket, API §7.5), or for
 * `settleTimeoutMs` at most.
 *
 * Memory: re-reads ask only for the records after those already read (`skip`), and the merge is
 * started again (`start`) every few thousand lines: past the printed lines while they come live
 * without a break (they are the log's first lines, one socket in log order), else past the stored
 * records, keeping only the live lines not stored yet. The follower holds O(lag), not O(log).
 */
import {
  isFinishedTaskStatus,
  createEventFeed,
  createTaskLogMerge,
  type EventFeed,
  type Task,
  type TaskLogLine,
  type TaskLogMerge,
  type WebSocketConstructor,
  type WsLog,
  type WsUpdate,
} from '@semaphore-console/api-client';
import type { Connection } from './connect';
import type { FollowTiming } from './io';

/** Where the follower sends what it learns. */
export interface FollowSink {
  /** Lines of the log in order; `first` is the 0-based index of `lines[0]` in the log. */
  lines(lines: readonly TaskLogLine[], first: number): void;
  /** The task's status changed (live `update`, or a re-read of the task). */
  status(status: string, task: { start: string | null; end: string | null }): void;
  /** The task waits for confirmation (Terraform/OpenTofu plan, API §8.2). */
  waitingConfirmation?(): void;
  /** What the follower does about the live feed (a break, a backfill); for `SEMAPHORE_CONSOLE_DEBUG`. */
  debug?(text: string): void;
}

/** What {@link followTask} resolves with. */
export interface FollowResult {
  /** The task as last read (status, start, end). */
  task: Task;
  /** How many lines were printed. */
  lines: number;
  /** `false` when `/output` was still changing when the settle gave up (`settleTimeoutMs`). */
  complete: boolean;
  /** `true` when the signal aborted the follow. */
  interrupted: boolean;
}

/** Options of {@link followTask}. */
export interface FollowOptions {
  /** The connection. */
  connection: Connection;
  /** Project of the task. */
  projectId: number;
  /** The task as read or created. */
  task: Task;
  /** The live feed (opened before the task was created for `run`). */
  feed: EventFeed;
  /**
   * Whether the feed was open, without a break, since before the task wrote its first line (it
   * was opened before the task was created): live lines are printed from the start.
   */
  liveFromStart: boolean;
  /** Messages received before the task's id was known (`run`: the POST may answer after them, API §6.12). */
  early?: readonly (WsLog | WsUpdate)[];
  /** Timings. */
  timing: FollowTiming;
  /** Receives lines and status changes. */
  sink: FollowSink;
  /** Aborts the follow (SIGINT). */
  signal?: AbortSignal;
}

/** Opens the live feed of the connection (`ws` in Node; a test's WebSocket when given). */
export async function openFeed(
  connection: Connection,
  WebSocket: WebSocketConstructor | undefined,
  timing: FollowTiming,
): Promise<EventFeed> {
  const Impl = WebSocket ?? ((await import('ws')).WebSocket as unknown as WebSocketConstructor);
  return createEventFeed({
    baseUrl: connection.baseUrl,
    token: connection.token,
    WebSocket: Impl,
    reconnectDelayMs: timing.reconnectDelayMs,
  });
}

/** Resolves once the feed is open, or after `ms` (a feed that cannot open leaves the follower polling). */
export function feedOpen(feed: EventFeed, ms: number): Promise<boolean> {
  if (feed.state === 'open') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(false);
    }, ms);
    const off = feed.on('state', (state) => {
      if (state === 'open') {
        clearTimeout(timer);
        off();
        resolve(true);
      }
    });
  });
}

/** Whether a task is over: `end` set (API §7.4), or a finished status. */
export function isOver(task: { status: string; end?: string | null }): boolean {
  return (
    (task.end !== null && task.end !== undefined && task.end !== '') ||
    isFinishedTaskStatus(task.status)
  );
}

/**
 * Follows a task until it is over and its stored log is settled, printing every line once, in
 * order (see the module notes). The feed is left open (the caller disposes it).
 */
export async function followTask(options: FollowOptions): Promise<FollowResult> {
  const { connection, projectId, feed, timing, sink, signal } = options;
  const taskId = options.task.id;
  const tasks = connection.client.project(projectId).tasks;

  let task: Task = options.task;
  let merge: TaskLogMerge = createTaskLogMerge({ taskId });
  /** Stored records given to the merge (record `i` is line `i`). */
  let stored = 0;
  /** Records of `/output` already read, invalid ones included (the next read's `skip`). */
  let skip = 0;
  let printed = 0;
  /** A break in the live feed since the last printed line: print only stored records. */
  let gapOpen = !options.liveFromStart;
  /**
   * Live lines received since the latest break, held out of the merge until the stored log has
   * one of them: the first one's stored copy at record `p` makes `held[i]` record `p + i` (one
   * socket, log order), so the held lines already stored are dropped and the rest go on live.
   */
  let held: WsLog[] = [];
  /** Lines printed when the latest break began: the held lines' stored copies come after them. */
  let gapStart = 0;
  /** The last stored records read (times and texts), to find a held line read before it came. */
  const recent = new RecentRecords(RECENT_RECORDS);
  let lastStatus = '';
  let over = false;
  let interrupted = false;
  let wake: (() => void) | undefined;

  const rouse = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        if (wake === done) wake = undefined;
        resolve();
      }
      wake = done;
    });

  const onAbort = (): void => {
    interrupted = true;
    rouse();
  };
  signal?.addEventListener('abort', onAbort);
  if (signal?.aborted) interrupted = true;

  /** Prints the merged lines that can no longer change. */
  const flush = (): void => {
    const frontier = gapOpen ? Math.min(stored, merge.length) : merge.length;
    if (frontier <= printed) return;
    const lines = merge.lines;
    const offset = merge.length - lines.length;
    sink.lines(lines.slice(printed - offset, frontier - offset), printed);
    printed = frontier;
    if (!gapOpen && printed === merge.length && lines.length >= REBASE_LINES) {
      // Live without a break since the last stored record read: the printed lines are the log's
      // first `printed` lines, so the stored records before them need not be read or kept.
      skip += printed - stored;
      stored = printed;
      merge = createTaskLogMerge({ taskId, start: printed });
    } else if (stored - offset >= REBASE_LINES && stored <= printed) {
      // Let go of the stored lines once the merge holds many (they are all printed by now).
      rebase();
    }
  };

  /**
   * Starts the merge again at the stored records (`start`): it keeps only the live lines that
   * are not stored yet, given again as messages (they pair with records as before).
   */
  const rebase = (): void => {
    const offset = merge.length - merge.lines.length;
    const unstored = merge.lines.slice(stored - offset);
    merge = createTaskLogMerge({ taskId, start: stored });
    if (unstored.length > 0) merge.addLogEvents(unstored.map(asMessage));
  };
  const asMessage = (line: { time: string; output: string }): WsLog => ({
    type: 'log',
    task_id: taskId,
    project_id: projectId,
    time: line.time,
    output: line.output,
  });

  /** The break is over: `held[0]` is stored record `at`. */
  const closeGap = (at: number): void => {
    const rest = held.slice(Math.max(0, stored - at));
    held = [];
    gapOpen = false;
    sink.debug?.(`stored log caught up at line ${at}: printing live lines again`);
    flush();
    if (rest.length > 0 && merge.addLogEvents(rest)) flush();
  };

  const onStatus = (status: string, start: string | null, end: string | null): void => {
    if (status !== lastStatus) {
      lastStatus = status;
      sink.status(status, { start, end });
      if (status === 'waiting_confirmation') sink.waitingConfirmation?.();
    }
    if (isOver({ status, end })) {
      over = true;
      rouse();
    }
  };

  const onLog = (message: WsLog): void => {
    if (message.task_id !== taskId) return;
    if (gapOpen) {
      held.push(message);
      if (held.length === 1) {
        const at = recent.find(message, gapStart);
        if (at >= 0) closeGap(at);
      }
      return;
    }
    if (merge.addLogEvents([message])) flush();
  };
  const onUpdate = (message: WsUpdate): void => {
    if (message.task_id !== taskId) return;
    task = { ...task, status: message.status, start: message.start, end: message.end };
    onStatus(message.status, message.start, message.end);
  };

  let reading: Promise<boolean> | undefined;
  let readAgain = false;
  /** Reads the records after those read; resolves with whether there were new ones. */
  const read = (): Promise<boolean> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      let grew = false;
      do {
        readAgain = false;
        for await (const batch of tasks.outputBatches(taskId, { skip })) {
          // The next read starts after these (records left out as invalid count too).
          skip = batch.end;
          const records = batch.records;
          if (records.length === 0) continue;
          grew = true;
          const first = stored;
          merge.addOutput(records, { after: true });
          stored += records.length;
          recent.add(records, first);
          if (gapOpen && held.length > 0) {
            const at = findRecord(records, held[0]!, Math.max(0, gapStart - first));
            if (at >= 0) {
              closeGap(first + at);
              continue;
            }
          }
          flush();
        }
        flush();
      } while (readAgain && !interrupted);
      return grew;
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  };

  const refreshTask = async (): Promise<void> => {
    task = await tasks.get(taskId);
    onStatus(task.status, task.start ?? null, task.end ?? null);
  };

  const offs = [
    feed.on('log', onLog),
    feed.on('update', onUpdate),
    feed.on('state', (state) => {
      // Every break counts from its own start: live lines are printed again once one received
      // after the LATEST break is stored.
      if (state === 'reconnecting') {
        gapOpen = true;
        held = [];
        gapStart = printed;
        sink.debug?.(
          `live feed closed after line ${printed}: printing stored lines until a live one is stored`,
        );
      }
    }),
    feed.on('reconnected', () => {
      sink.debug?.('live feed reconnected');
      rouse();
    }),
  ];

  try {
    for (const message of options.early ?? []) {
      if (message.type === 'log') onLog(message);
      else onUpdate(message);
    }
    onStatus(task.status, task.start ?? null, task.end ?? null);
    await read();
    let lastTaskRead = Date.now();
    while (!over && !interrupted) {
      const degraded = gapOpen || feed.state !== 'open';
      await sleep(degraded ? timing.pollMs : Math.min(timing.pollMs * 2, timing.statusPollMs));
      if (interrupted) break;
      // While lines come live the stored log is not read (the merge lets go of printed lines,
      // see `flush`); after a break it is read every `pollMs` until a live line is stored.
      const live = !gapOpen && feed.state === 'open';
      if (!live) await read();
      if (over) break;
      if (!live || Date.now() - lastTaskRead >= timing.statusPollMs) {
        await refreshTask();
        lastTaskRead = Date.now();
      }
    }
    // The end: `/output` lags the websocket (API §7.5); re-read until it has settled.
    let complete = true;
    if (!interrupted) {
      const deadline = Date.now() + timing.settleTimeoutMs;
      let quietSince = Date.now();
      for (;;) {
        if (await read()) quietSince = Date.now();
        const holdsLive = merge.length <= stored && held.length === 0;
        if (holdsLive && Date.now() - quietSince >= timing.settleQuietMs) break;
        if (Date.now() >= deadline || interrupted) {
          complete = holdsLive && !interrupted;
          break;
        }
        await sleep(timing.pollMs);
      }
      // Every stored line is printed; a live line the server never stored is not (API §7.5).
      gapOpen = true;
      flush();
      if (!interrupted) await refreshTask().catch(() => undefined);
    }
    return { task, lines: printed, complete, interrupted };
  } finally {
    for (const off of offs) off();
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Merge lines kept before the merge is started again past the stored records. */
const REBASE_LINES = 4096;

/** How many of the last stored records are remembered to find a held live line in. */
const RECENT_RECORDS = 8192;

/**
 * How far a stored line's time may be from its live copy's: the stored time's precision (whole
 * seconds on MySQL, API §7.3) and 2 s of clock slack, as the task log merge allows.
 */
const SAME_LINE_MS = 3000;

/** Milliseconds since the epoch of an RFC 3339 time (NaN when it does not parse). */
function timeMs(time: string): number {
  return Date.parse(time);
}

/** Whether a stored record is the stored copy of a live line: same text, times within {@link SAME_LINE_MS}. */
function sameLine(record: { time: string; output: string }, live: WsLog, liveMs: number): boolean {
  if (record.output !== live.output) return false;
  const ms = timeMs(record.time);
  if (Number.isNaN(ms) || Number.isNaN(liveMs)) return record.time === live.time;
  return Math.abs(ms - liveMs) <= SAME_LINE_MS;
}

/** The index in `records`, from `from` on, of the stored copy of `live`, or -1. */
function findRecord(
  records: readonly { time: string; output: string }[],
  live: WsLog,
  from: number,
): number {
  const liveMs = timeMs(live.time);
  for (let i = from; i < records.length; i++) if (sameLine(records[i]!, live, liveMs)) return i;
  return -1;
}

/** A ring of the last stored records (their index, time and text). */
class RecentRecords {
  private readonly times: string[] = [];
  private readonly outputs: string[] = [];
  private next = 0;
  private count = 0;
  /** Index of the oldest record held. */
  private firstIndex = 0;

  constructor(private readonly size: number) {}

  /** Adds records `first`, `first + 1`, … */
  add(records: readonly { time: string; output: string }[], first: number): void {
    for (let i = 0; i < records.length; i++) {
      this.times[this.next] = records[i]!.time;
      this.outputs[this.next] = records[i]!.output;
      this.next = (this.next + 1) % this.size;
      if (this.count < this.size) this.count++;
    }
    this.firstIndex = first + records.length - this.count;
  }

  /** The index of the oldest record from `from` on that is the stored copy of `live`, or -1. */
  find(live: WsLog, from: number): number {
    const liveMs = timeMs(live.time);
    for (let k = this.count - 1; k >= 0; k--) {
      const index = this.firstIndex + this.count - 1 - k;
      if (index < from) continue;
      const slot = (this.next - 1 - k + this.size) % this.size;
      if (sameLine({ time: this.times[slot]!, output: this.outputs[slot]! }, live, liveMs)) {
        return index;
      }
    }
    return -1;
  }
}
