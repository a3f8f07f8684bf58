import {
  createTaskLogMerge,
  type EventFeedState,
  type HeldOutput,
  type TaskLogChange,
  type TaskLogMerge,
  type TaskOutput,
  type TaskOutputBatch,
  type TaskOutputReadOptions,
  type WsLog,
} from '@semaphore-console/api-client';
import { LINE_BLOCK } from './lineStore';
import { LogLines, type LogPreview } from './logLines';
import { parseLogTime } from './logTime';
import { OutlineFeed } from './outline/outlineFeed';
import {
  afterPaint,
  createFrameBatcher,
  type FrameBatcher,
  type FrameScheduler,
} from '../../lib/scheduling';

/** Where a session's lines come from; the app wires it to the api-client and the event feed. */
export interface TaskLogSource {
  /**
   * `GET /api/project/{project_id}/tasks/{task_id}/output` read while it downloads (API §6.12):
   * the api-client's `tasks.outputBatches` with these options (batches of the records each
   * network chunk completed; `end` is where the next read's `skip` starts).
   */
  readOutput(options: TaskOutputReadOptions): AsyncIterable<TaskOutputBatch>;
  /** Subscribes to the websocket `log` messages (API §7.3; any task, the session filters); returns the unsubscribe. */
  subscribeLines(listener: (message: WsLog) => void): () => void;
  /** Subscribes to the feed's `reconnected` event (the socket came back after a drop). */
  subscribeReconnected(listener: () => void): () => void;
  /** The feed's connection state now (without it the socket is taken as always open). */
  feedState?(): EventFeedState;
  /** Subscribes to the feed's state changes; returns the unsubscribe. */
  subscribeFeedState?(listener: (state: EventFeedState) => void): () => void;
  /**
   * How many websocket `log` messages of this task the console's feed received since the page
   * loaded, also before this session started: the stored output holds at least as many lines
   * once it is complete (API §7.5).
   */
  linesSeen?(): number;
}

/** How many of a long log's last lines are read and shown first ({@link LogPreview}). */
export const PREVIEW_LINES = 200;

/**
 * Whether the lines shown are the whole log (API §7.5): `live` while the task runs; `settling`
 * after it ended, while `/output` is read again until it stops growing; `complete` once it did
 * (and holds every line the websocket brought); `incomplete` when the reads stopped bringing new
 * lines for {@link TaskLogSessionOptions.settleTimeoutMs} before it did, or it was still growing
 * after {@link TaskLogSessionOptions.settleCeilingMs} ("the server is still writing the log", with
 * a retry: {@link TaskLogSession.settle}).
 */
export type TaskLogCompleteness = 'live' | 'settling' | 'complete' | 'incomplete';

/** Timing of a {@link TaskLogSession} (tests shorten it), in ms. */
export interface TaskLogSessionOptions {
  /** Frame scheduler for batching live lines (`requestAnimationFrame` by default). */
  schedule?: FrameScheduler;
  /**
   * Runs a task once the page has painted ({@link LogPreview}: the rest of the log is parsed
   * after the preview's paint); `afterPaint` of the outline feed by default. Returns the cancel.
   */
  afterPaint?: (task: () => void) => () => void;
  /**
   * Time between two reads of `/output` after the task ended, at first and after a read that
   * brought new lines (default 500); it grows by half after each read that brought none, up to
   * {@link TaskLogSessionOptions.settleMaxIntervalMs}.
   */
  settleIntervalMs?: number;
  /** The longest time between two settle reads (default 4,000). */
  settleMaxIntervalMs?: number;
  /** `/output` is complete once it has not changed for this long (default 1,000). */
  settleQuietMs?: number;
  /**
   * Give up settling (state `incomplete`) once no read brought new lines for this long, counted
   * from the round's start or the last read that did (default 12,000: the real server wrote the
   * last lines of a 5,000-line burst 8-11 s after the task's end, API §7.5).
   */
  settleTimeoutMs?: number;
  /** Give up settling after this long in any case, even while reads still bring lines (default 120,000). */
  settleCeilingMs?: number;
  /** While the task runs and the socket is down, `/output` is read this often (default 2,000). */
  pollMs?: number;
  /**
   * A task that ended longer ago than this when the log opens is not settled: its first read is
   * the whole log (default 300,000).
   */
  settledAfterMs?: number;
}

/** Loading state of a {@link TaskLogSession}. */
export type TaskLogLoadState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'error'; readonly error: unknown };

/**
 * The data path of one open task log (spec core §2, task log dialog), outside React:
 *
 * 1. subscribes to the websocket `log` messages first and keeps this task's lines while loading;
 * 2. fetches the stored output and merges the kept lines into it with the api-client's
 *    `createTaskLogMerge` (lines can arrive before the fetch answers). An answer that downloads
 *    within {@link FIRST_HOLD_MS}, or fast, shows its end first ({@link TaskLogSession.preview}:
 *    its last {@link PREVIEW_LINES} records, read before the rest is parsed), then the whole; a
 *    slower one is read while it downloads: its records are merged chunk by chunk (the state
 *    turns `ready` {@link FIRST_PROGRESS_MS} after the first chunk, so the viewer shows them),
 *    and the viewer is told about them at most every {@link PROGRESS_NOTIFY_MS}, so parsing,
 *    merging and colour checkpoints are done before the last byte arrives and only the last
 *    chunk is left to show;
 * 3. then merges live lines in batches of one animation frame: O(batch), never O(log);
 * 4. on the feed's `reconnected` event, fetches the output again and merges it, so the lines
 *    missed while the websocket was down are filled in place: none lost, none duplicated, order
 *    kept. Only the lines from the first change on are touched ({@link LogLines.splice});
 * 5. while the task runs and the socket is down, reads the output every
 *    {@link TaskLogSessionOptions.pollMs} (the lines stopped arriving);
 * 6. once the task ended ({@link TaskLogSession.setTask}), reads the output again until it has not
 *    changed for {@link TaskLogSessionOptions.settleQuietMs} and holds every line the websocket
 *    brought: the real server stores lines through a queue, so `/output` keeps growing for seconds
 *    after the final `update`, and a burst of lines drops the socket (API §7.5). It goes on while
 *    the reads still bring new lines, reading less often while they do not, bounded by
 *    {@link TaskLogSessionOptions.settleTimeoutMs} without new lines and
 *    {@link TaskLogSessionOptions.settleCeilingMs} in all; see {@link TaskLogCompleteness}.
 */

/**
 * How long (ms) a settle's re-read of the output waits at most for the run summary to catch up
 * with a long log that just arrived (1,000,000 lines: about 0.7 s on a 2-core machine).
 */
export const SUMMARY_WAIT_MS = 3000;

/**
 * How much older than a live line a stored record can be and still be the same line, in ms, with
 * a margin: the stored time's precision (1 s at most) and the merge's 2 s of clock slack
 * (api-client `createTaskLogMerge`).
 */
export const PAIRING_WINDOW_MS = 5000;

/**
 * Live lines are frozen ({@link TaskLogSession.freeze}) once the merge holds this many that no
 * stored record confirmed yet: a stream of 100,000 lines is then kept as compactly as a loaded log.
 */
export const FREEZE_LINES = LINE_BLOCK;

/**
 * How far apart (ms) a frozen line's time and its stored copy's may be: the stored time's
 * precision (whole seconds at most, truncated or rounded: API §5.11).
 */
const SAME_LINE_MS = 1000;

/** While the first output downloads, the viewer is told about new lines at most this often (ms). */
export const PROGRESS_NOTIFY_MS = 500;
/**
 * The first output's first records are shown this long after they arrive (ms), unless the answer
 * completes first: a small log is then drawn once, whole, instead of a first part whose drawing
 * (the dialog's rows, style and layout) held up the reading of the rest of the answer.
 */
export const FIRST_PROGRESS_MS = 100;
/**
 * The first output's answer is held unparsed this long (ms) from its first chunk, and longer
 * while it comes at {@link FIRST_HOLD_RATE} or faster: a log that downloads meanwhile (a finished
 * log of 1,000,000 lines from a server nearby) shows its end first, read from the held text's
 * end, and is parsed after, its download not slowed by the parse (on a 2-core machine the parse
 * had doubled it); a slower download is parsed from then on, as it arrives. Until then the
 * dialog shows that it is loading.
 */
export const FIRST_HOLD_MS = 1000;
/**
 * {@link FIRST_HOLD_MS}: a download at least this fast (characters per ms: about 20 MB/s of log
 * text) is held to its end (at most 256 Mi characters, the api-client's bound).
 */
export const FIRST_HOLD_RATE = 20_000;
/**
 * {@link FIRST_HOLD_MS}: at most this many characters are held (256 Mi: the text of about
 * 1,400,000 log lines), a bound on memory.
 */
export const FIRST_HOLD_CHARS = 256 * 1024 * 1024;

/**
 * The first read's hold policy (`tasks.outputBatches`'s `holdWhile`): whether to go on holding
 * the answer unparsed with `held.chars` characters held, the first `held.ms` ms ago — for
 * {@link FIRST_HOLD_MS}, and on while it came at {@link FIRST_HOLD_RATE} or faster, up to
 * {@link FIRST_HOLD_CHARS}. The read stops holding by itself once the answer has ended.
 */
export function holdFirstRead(held: HeldOutput): boolean {
  if (held.chars >= FIRST_HOLD_CHARS) return false;
  return held.ms < FIRST_HOLD_MS || held.chars >= FIRST_HOLD_RATE * held.ms;
}

/** Default {@link TaskLogSessionOptions}. */
const TIMING = {
  settleIntervalMs: 500,
  settleMaxIntervalMs: 4000,
  settleQuietMs: 1000,
  settleTimeoutMs: 12_000,
  settleCeilingMs: 120_000,
  pollMs: 2000,
  settledAfterMs: 300_000,
};

export class TaskLogSession {
  /** The lines, for the viewer. */
  readonly lines = new LogLines();
  /** The lines' outline (run summary, sections, errors), fed as lines arrive. */
  readonly outline = new OutlineFeed(this.lines);
  /**
   * The merge of stored records and live lines, made when the first live line comes
   * ({@link TaskLogSession.mergeFor}). Until then the stored records are the log, in order: they
   * go straight into {@link TaskLogSession.lines}, which keeps them compactly, and no merge keeps
   * a second copy (a finished task's log never has one).
   */
  private merge: TaskLogMerge | null = null;
  /**
   * Live lines `from` to `to` (exclusive) that neither the merge nor any stored record holds: kept
   * by {@link TaskLogSession.lines} only, sealed into blocks, and taken as the stored records at
   * the same positions until a read of `/output` confirms them ({@link TaskLogSession.freeze}).
   */
  private frozen: { from: number; to: number } | null = null;
  private loadState: TaskLogLoadState = { kind: 'loading' };
  private previewValue: LogPreview | null = null;
  /** Ends the wait for the preview's paint (the read goes on); set while it waits. */
  private previewPainted: (() => void) | undefined;
  private readonly afterPaint: (task: () => void) => () => void;
  private early: WsLog[] = [];
  /** Live lines are kept in `early` until the first complete fetch. */
  private buffering = true;
  private progressTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly batcher: FrameBatcher<WsLog>;
  private readonly listeners = new Set<() => void>();
  private unsubscribes: Array<() => void> = [];
  /** Aborts the reads of `/output` under way when the session stops. */
  private readonly aborts = new AbortController();
  private fetching: Promise<void> | undefined;
  private fetchAgain = false;
  private stopped = false;
  private readonly timing: Required<Omit<TaskLogSessionOptions, 'schedule' | 'afterPaint'>>;
  /**
   * What the last complete `/output` answer held: its number of records (those left out as
   * invalid included: the next re-read skips them all) and its last record. Re-reads ask only
   * for the records after `total` (the stored output only grows, API §7.5), so a re-read of a
   * 1,000,000-line log parses none of the lines held and keeps no second copy of them.
   */
  private stored: { total: number; last: TaskOutput | undefined } | undefined;
  /** Complete `/output` answers so far. */
  private reads = 0;
  /** When the last complete answer was merged (`Date.now()`, ms). */
  private readAt = 0;
  private completenessValue: TaskLogCompleteness = 'live';
  /** The task is known to run / to have ended ({@link TaskLogSession.setTask}). */
  private running = false;
  private ended = false;
  private feedDown = false;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  /** Increases with every settle round started: an older round stops. */
  private settleRound = 0;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private wakeSettle: (() => void) | undefined;

  /**
   * @param taskId the task whose lines are kept (other tasks' messages are ignored).
   * @param source output fetch and feed subscriptions.
   * @param options frame scheduler and timing; a function is taken as the frame scheduler.
   */
  constructor(
    readonly taskId: number,
    private readonly source: TaskLogSource,
    options: TaskLogSessionOptions | FrameScheduler = {},
  ) {
    const {
      schedule,
      afterPaint: paint,
      ...timing
    } = typeof options === 'function' ? { schedule: options } : options;
    this.timing = { ...TIMING, ...timing };
    this.afterPaint = paint ?? afterPaint;
    this.batcher = createFrameBatcher((batch) => {
      this.apply(this.mergeFor(batch).addLogEvents(batch));
      this.freeze();
    }, schedule);
  }

  /** Whether the lines are the whole log (see {@link TaskLogCompleteness}). */
  get completeness(): TaskLogCompleteness {
    return this.completenessValue;
  }

  /**
   * Tells the session what the task is doing (the dialog calls it with every change of the task):
   * `ended` once its status is success, error or stopped or its `end` is set (API §7.4), with that
   * `end` (RFC 3339) when known. The first time it has ended, the session settles the log
   * ({@link TaskLogSession.settle}), unless it ended more than
   * {@link TaskLogSessionOptions.settledAfterMs} ago.
   */
  setTask({ ended, end }: { ended: boolean; end?: string | null }): void {
    if (this.stopped) return;
    this.running = !ended;
    if (ended && !this.ended) {
      this.ended = true;
      const endedAt = end ? Date.parse(end) : Number.NaN;
      if (Date.now() - endedAt > this.timing.settledAfterMs) this.setCompleteness('complete');
      else void this.settle();
    }
    this.updatePolling();
  }

  /**
   * Reads `/output` again until it has not changed for {@link TaskLogSessionOptions.settleQuietMs}
   * and holds at least as many lines as shown and as the feed received
   * ({@link TaskLogSource.linesSeen}: no websocket line is missing from it), merging each read
   * (API §7.5). The reads are {@link TaskLogSessionOptions.settleIntervalMs} apart, half as long
   * again after each read that brought no new line (at most
   * {@link TaskLogSessionOptions.settleMaxIntervalMs}). Sets `settling`, then `complete`, or
   * `incomplete` once no read brought a new line for {@link TaskLogSessionOptions.settleTimeoutMs}
   * or after {@link TaskLogSessionOptions.settleCeilingMs}: a log that the server still writes is
   * read for as long as it grows. Calling it again (the retry) starts over. Resolves when the
   * round ends.
   */
  async settle(): Promise<void> {
    if (this.stopped) return;
    const round = ++this.settleRound;
    this.wakeSettle?.();
    this.setCompleteness('settling');
    const { settleIntervalMs, settleMaxIntervalMs, settleQuietMs, settleTimeoutMs } = this.timing;
    const startedAt = Date.now();
    const ceiling = startedAt + this.timing.settleCeilingMs;
    let signature = '';
    let quietSince = startedAt;
    /** When a read last brought new lines (or the round started), ms. */
    let grewAt = startedAt;
    let interval = settleIntervalMs;
    // A read under way, or one that ended less than an interval ago (the log was just opened:
    // the task's details come right after its output), is the round's first read: reading
    // again at once had the server send the whole output again while the page drew its lines.
    let first = true;
    for (;;) {
      const before = this.reads;
      /** The read that just ended stands for this round's read. */
      let reused = false;
      if (first && this.fetching && !this.fetchAgain) await this.fetching;
      else if (first && this.reads > 0 && Date.now() - this.readAt < settleIntervalMs)
        reused = true;
      else {
        await this.summaryFirst(Math.min(ceiling, grewAt + settleTimeoutMs));
        if (this.stopped || round !== this.settleRound) return;
        await this.refetch();
      }
      first = false;
      if (this.stopped || round !== this.settleRound) return;
      const stored = this.stored;
      if (stored && (reused || this.reads !== before)) {
        const { total, last } = stored;
        const next = `${total}\n${last?.time ?? ''}\n${last?.output ?? ''}`;
        if (next !== signature) {
          // The first read's signature is where the round starts, not growth.
          if (signature !== '') grewAt = Date.now();
          signature = next;
          quietSince = Date.now();
          interval = settleIntervalMs;
        } else {
          interval = Math.min(settleMaxIntervalMs, interval * 1.5);
        }
      }
      const seen = Math.max(this.lines.length, this.source.linesSeen?.() ?? 0);
      const covers = stored !== undefined && stored.total >= seen;
      if (covers && Date.now() - quietSince >= settleQuietMs) {
        this.setCompleteness('complete');
        return;
      }
      const now = Date.now();
      if (now - grewAt >= settleTimeoutMs || now >= ceiling) {
        this.setCompleteness('incomplete');
        return;
      }
      await new Promise<void>((resolve) => {
        this.wakeSettle = resolve;
        this.settleTimer = setTimeout(resolve, interval);
      });
      this.wakeSettle = undefined;
      if (this.stopped || round !== this.settleRound) return;
    }
  }

  /**
   * Waits while the run summary catches up with the lines (a long log that just arrived), for
   * {@link SUMMARY_WAIT_MS} and until `deadline` (ms since the epoch) at most. A re-read of the
   * output shares the main thread with that catch-up, and a 1,000,000-line log's is 180 MB to
   * download, decode and skip: run together, both took twice as long. The summary, which the
   * person sees, goes first; the settle's re-read only confirms that no line is missing. Woken
   * like the settle's wait.
   */
  private async summaryFirst(deadline: number): Promise<void> {
    const outline = this.outline;
    if (!outline.catchingUp) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        unsubscribe();
        clearTimeout(timer);
        this.wakeSettle = undefined;
        resolve();
      };
      const unsubscribe = outline.subscribe(() => {
        if (!outline.catchingUp) done();
      });
      const until = Math.min(deadline, Date.now() + SUMMARY_WAIT_MS);
      const timer = setTimeout(done, Math.max(0, until - Date.now()));
      this.wakeSettle = done;
    });
  }

  /**
   * The end of the log while the rest of a long first answer that arrived at once is parsed
   * (`null` otherwise): the viewer shows it in place of the lines (following the end), and the
   * session drops it, notifying {@link TaskLogSession.subscribe}'s listeners, once the lines hold
   * the whole answer (or the read failed).
   */
  get preview(): LogPreview | null {
    return this.previewValue;
  }

  /** The current loading state (`loading` until the first fetch answered). */
  get state(): TaskLogLoadState {
    return this.loadState;
  }

  /**
   * Subscribes to changes of {@link TaskLogSession.state} and {@link TaskLogSession.completeness}
   * (not line changes: use `lines.subscribe`); returns the unsubscribe.
   */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts listening and loads the output. Call {@link TaskLogSession.stop} when done. */
  start(): void {
    this.unsubscribes.push(
      this.source.subscribeLines((message) => {
        if (this.stopped || message.task_id !== this.taskId) return;
        if (this.buffering) this.early.push(message);
        else this.batcher.push(message);
      }),
      this.source.subscribeReconnected(() => void this.refetch()),
    );
    if (this.source.subscribeFeedState) {
      this.feedDown = this.source.feedState?.() === 'reconnecting';
      this.unsubscribes.push(
        this.source.subscribeFeedState((state) => {
          this.feedDown = state === 'reconnecting';
          this.updatePolling();
        }),
      );
    }
    void this.refetch();
  }

  /** Stops listening and drops pending lines. */
  stop(): void {
    this.stopped = true;
    this.aborts.abort();
    this.outline.hold(true);
    this.batcher.cancel();
    this.previewPainted?.();
    clearTimeout(this.progressTimer);
    clearTimeout(this.settleTimer);
    this.wakeSettle?.();
    this.updatePolling();
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  /**
   * Fetches the stored output and merges it with the lines held (the first load, a retry after an
   * error, and the backfill after a reconnect). Calls during a fetch coalesce into one more
   * round. Resolves when done; a failed first load sets the `error` state, a failed backfill keeps
   * the lines (the next reconnect tries again).
   */
  refetch(): Promise<void> {
    if (this.fetching) {
      this.fetchAgain = true;
      return this.fetching;
    }
    this.fetching = (async () => {
      do {
        this.fetchAgain = false;
        const first = this.buffering;
        if (first && this.loadState.kind === 'error') this.setState({ kind: 'loading' });
        try {
          // A re-read asks only for the records after those of the last answer (the api-client
          // reads a skipping answer while it downloads: not one parse of the whole body).
          const skip = first ? 0 : (this.stored?.total ?? 0);
          // The first read takes its records batch by batch: merged (copied into lines) as they
          // arrive, never all kept. Those a failed first read merged already are left out of a
          // retry's batches (the stored output only grows, API §7.5). A re-read's records (the
          // few after `skip`) are merged once complete.
          const held = this.lines.length;
          let handed = 0;
          let lastHanded: TaskOutput | undefined;
          /** The answer's records read so far, skipped and invalid ones included. */
          let total = skip;
          const records: TaskOutput[] = [];
          // The run summary waits while the first output downloads: its lines come first, and
          // the summary catches up once they are shown (`OutlineFeed`).
          if (first) this.outline.hold(true);
          const options: TaskOutputReadOptions = first
            ? {
                signal: this.aborts.signal,
                lastRecordsFirst: PREVIEW_LINES,
                holdWhile: holdFirstRead,
              }
            : { signal: this.aborts.signal, skip };
          try {
            for await (const batch of this.source.readOutput(options)) {
              if (this.stopped) break;
              if (batch.kind === 'last') {
                // The end of a long log that arrived at once: painted before the rest is parsed.
                await this.showPreview(batch.records, batch.index);
                continue;
              }
              total = batch.end;
              if (first) {
                const from = Math.max(0, held - handed);
                handed += batch.records.length;
                lastHanded = batch.records[batch.records.length - 1] ?? lastHanded;
                this.progress(
                  from === 0 ? batch.records : batch.records.slice(from),
                  batch.complete,
                );
              } else {
                for (const record of batch.records) records.push(record);
              }
            }
          } finally {
            this.endProgress();
          }
          if (this.stopped) return;
          this.stored = {
            total,
            last: records[records.length - 1] ?? lastHanded ?? this.stored?.last,
          };
          this.reads++;
          this.readAt = Date.now();
          this.batcher.flush();
          if (records.length > 0) {
            this.addStored(records, skip > 0, true, skip);
          }
          if (first) {
            const early = this.early;
            this.early = [];
            this.buffering = false;
            if (early.length > 0) this.apply(this.mergeFor(early).addLogEvents(early));
            this.freeze();
            this.lines.notify();
            if (this.loadState.kind !== 'ready') this.setState({ kind: 'ready' });
          }
        } catch (error) {
          if (first && !this.stopped) {
            // Show the lines merged before the failure.
            this.lines.notify();
            this.setState({ kind: 'error', error });
          }
        }
      } while (this.fetchAgain && !this.stopped);
    })().finally(() => {
      this.fetching = undefined;
    });
    return this.fetching;
  }

  /** Reads the output every `pollMs` while the task runs and the socket is down (§7.5). */
  private updatePolling(): void {
    const poll = this.running && this.feedDown && !this.stopped;
    if (poll && !this.pollTimer) {
      this.pollTimer = setInterval(() => void this.refetch(), this.timing.pollMs);
    } else if (!poll && this.pollTimer) {
      clearInterval(this.pollTimer);
      this.pollTimer = undefined;
    }
  }

  private setCompleteness(value: TaskLogCompleteness): void {
    if (this.completenessValue === value) return;
    this.completenessValue = value;
    for (const listener of [...this.listeners]) listener();
  }

  /** The download ended (either way): no more paced notifications; the summary catches up. */
  private endProgress(): void {
    clearTimeout(this.progressTimer);
    this.progressTimer = undefined;
    this.outline.hold(false);
    this.dropPreview();
  }

  /**
   * The first read's last records (`index`: the first one's index in the answer, which starts
   * with the lines held): shown as the {@link LogPreview}; resolves after its paint, or at once
   * when it cannot be shown so (live lines merged already, records of another task, or lines
   * held beyond `index`).
   */
  private showPreview(records: readonly TaskOutput[], index: number): Promise<void> {
    if (this.stopped || this.merge || index < this.lines.length) return Promise.resolve();
    if (!records.every((record) => record.task_id === this.taskId)) return Promise.resolve();
    const lines = new LogLines();
    lines.splice(0, 0, records, false);
    this.previewValue = { index, lines };
    for (const listener of [...this.listeners]) listener();
    return new Promise<void>((resolve) => {
      const cancel = this.afterPaint(() => {
        this.previewPainted = undefined;
        resolve();
      });
      this.previewPainted = () => {
        this.previewPainted = undefined;
        cancel();
        resolve();
      };
    });
  }

  /** Drops the {@link LogPreview}: the lines hold the whole answer now (or the read failed). */
  private dropPreview(): void {
    if (this.previewValue === null) return;
    this.previewValue = null;
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Records of the first fetch that one chunk completed (those after the ones merged): merged
   * now, shown at the viewer's pace, or at once when they are `complete` (the answer's array
   * ended: the body's end, which resolves the fetch, can come a task or more later, and the lines
   * need not wait for it).
   */
  private progress(records: readonly TaskOutput[], complete: boolean): void {
    if (this.stopped) return;
    if (records.length > 0) this.addStored(records, true, false);
    this.lines.prepareCheckpoints();
    if (complete) {
      clearTimeout(this.progressTimer);
      this.progressTimer = undefined;
      // The lines hold the whole answer: they replace the preview in the same render.
      const previewed = this.previewValue !== null;
      this.previewValue = null;
      this.lines.notify();
      if (this.loadState.kind !== 'ready') this.setState({ kind: 'ready' });
      else if (previewed) for (const listener of [...this.listeners]) listener();
      return;
    }
    const first = this.loadState.kind !== 'ready';
    this.progressTimer ??= setTimeout(
      () => {
        this.progressTimer = undefined;
        if (this.stopped) return;
        this.lines.notify();
        if (this.loadState.kind !== 'ready') this.setState({ kind: 'ready' });
      },
      first ? FIRST_PROGRESS_MS : PROGRESS_NOTIFY_MS,
    );
  }

  /**
   * Adds stored records: the records after those of the last answer (`after`, the first at
   * position `at` of the log), or a whole answer. Before the first live line they are appended as
   * they are (those of other tasks left out; a whole answer adds its records after the lines
   * held); then the merge decides, after the frozen lines are checked against them
   * ({@link TaskLogSession.confirmFrozen}).
   */
  private addStored(records: readonly TaskOutput[], after: boolean, notify = true, at = 0): void {
    if (this.merge) {
      if (this.frozen) {
        const rest = this.confirmFrozen(records, after ? at : 0, notify);
        // A record differed: the merge was made again from there and took the records.
        if (rest === null) return;
        if (rest.length > 0) this.apply(this.merge.addOutput(rest, { after: true }), notify);
        return;
      }
      this.apply(this.merge.addOutput(records, after ? { after: true } : undefined), notify);
      return;
    }
    const own = records.every((record) => record.task_id === this.taskId)
      ? records
      : records.filter((record) => record.task_id === this.taskId);
    const fresh = after ? own : own.slice(this.lines.length);
    if (fresh.length > 0) this.lines.splice(this.lines.length, 0, fresh, notify);
  }

  /**
   * Freezes the live lines that no stored record confirmed yet once there are
   * {@link FREEZE_LINES} of them: the merge is made again, empty, after them, and the lines may
   * seal them into blocks. Live lines come in log order, so a line to come is newer than these
   * and than every stored record: it cannot be a copy of one, and the merge needs none of them. A stream of lines
   * over a socket that stays open is the log in order (API §7.3), so they are taken as the stored
   * records at their positions; the next read of `/output` checks that
   * ({@link TaskLogSession.confirmFrozen}). The merge keeps no line of a long stream, and the
   * lines keep no string per line: a streamed line costs what a loaded one does.
   */
  private freeze(): void {
    const merge = this.merge;
    const confirmed = this.stored?.total ?? 0;
    const end = this.lines.length;
    if (merge === null || merge.lines.length < FREEZE_LINES || end - confirmed < FREEZE_LINES)
      return;
    this.frozen = { from: this.frozen?.from ?? confirmed, to: end };
    this.merge = createTaskLogMerge({ taskId: this.taskId, start: end });
    this.lines.keepOpenFrom(end);
  }

  /**
   * Checks the frozen lines against stored `records` (the first at position `start` of the log):
   * those equal to the line at their position (same text, times within {@link SAME_LINE_MS}) are
   * confirmed. Returns the records after the frozen lines, for the merge; or `null` when one
   * differs (a line the socket never brought): the merge is then made again from there, with the
   * lines after it as live lines, and given the records from there on, which puts every line
   * where the stored log has it (API §7.5).
   */
  private confirmFrozen(
    records: readonly TaskOutput[],
    start: number,
    notify: boolean,
  ): readonly TaskOutput[] | null {
    const frozen = this.frozen as { from: number; to: number };
    let i = Math.max(0, frozen.from - start);
    for (; i < records.length && start + i < frozen.to; i++) {
      const record = records[i] as TaskOutput;
      if (record.task_id !== this.taskId || !this.isLine(record, start + i)) {
        this.thaw(start + i, records.slice(i), notify);
        return null;
      }
    }
    frozen.from = Math.max(frozen.from, start + i);
    if (frozen.from < frozen.to) return [];
    this.frozen = null;
    return records.slice(Math.max(0, frozen.to - start));
  }

  /** Whether stored `record` is line `index` (same text, times within {@link SAME_LINE_MS}). */
  private isLine(record: TaskOutput, index: number): boolean {
    if (record.output !== this.lines.output(index)) return false;
    const time = this.lines.time(index);
    const apart = Math.abs(parseLogTime(record.time) - parseLogTime(time));
    return apart <= SAME_LINE_MS || record.time === time;
  }

  /**
   * Ends the freeze at line `index`, where a stored record differs: a merge from there learns the
   * lines after it as live lines (they are shown already) and takes `records` (from `index` on).
   */
  private thaw(index: number, records: readonly TaskOutput[], notify: boolean): void {
    const merge = createTaskLogMerge({ taskId: this.taskId, start: index });
    merge.addLogEvents(
      this.lines.records(index).map(({ time, output }) => ({
        type: 'log',
        task_id: this.taskId,
        project_id: 0,
        time,
        output,
      })),
    );
    this.lines.keepOpenFrom(index);
    this.merge = merge;
    this.frozen = null;
    this.apply(merge.addOutput(records, { after: true }), notify);
  }

  /**
   * The merge, made for the first live lines `events` (in arrival order) if there is none: it
   * starts at the first stored record that the earliest of them could be the same line as, and is
   * given the records from there (the lines before stay in {@link TaskLogSession.lines} only). A
   * live line is never the same line as a stored record older than itself by more than
   * {@link PAIRING_WINDOW_MS} (the record's precision, 1 s at most, and the merge's 2 s of clock
   * slack), and live lines come in log order. Records whose time cannot be read are kept.
   */
  private mergeFor(events: readonly WsLog[]): TaskLogMerge {
    if (this.merge) return this.merge;
    const firstMs = events.length > 0 ? parseLogTime(events[0]!.time) : Number.NaN;
    let start = this.lines.length;
    if (Number.isNaN(firstMs)) start = 0;
    while (start > 0) {
      const ms = parseLogTime(this.lines.time(start - 1));
      if (!Number.isNaN(ms) && ms < firstMs - PAIRING_WINDOW_MS) break;
      start--;
    }
    const merge = createTaskLogMerge({ taskId: this.taskId, start });
    // Those lines are shown already: the merge only learns them (its change is not applied).
    const held = this.lines
      .records(start)
      .map(({ time, output }) => ({ task_id: this.taskId, task: '', time, output }));
    merge.addOutput(held, { after: true });
    // The merge holds the lines from `start` on, and every line after: stored once, as strings.
    this.lines.keepOpenFrom(start);
    this.merge = merge;
    return merge;
  }

  private apply(change: TaskLogChange | null, notify = true): void {
    if (change) this.lines.splice(change.index, change.removed, change.added, notify);
  }

  private setState(state: TaskLogLoadState): void {
    this.loadState = state;
    for (const listener of [...this.listeners]) listener();
  }
}
