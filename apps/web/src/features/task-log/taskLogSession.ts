import {
  createTaskLogMerge,
  type TaskLogChange,
  type TaskLogMerge,
  type TaskOutput,
  type WsLog,
} from '@semaphore-console/api-client';
import { createFrameBatcher, type FrameBatcher, type FrameScheduler } from './frameBatcher';
import { LogLines } from './logLines';
import { OutlineFeed } from './outline/outlineFeed';

/** Where a session's lines come from; the app wires it to the api-client and the event feed. */
export interface TaskLogSource {
  /**
   * `GET /api/project/{project_id}/tasks/{task_id}/output`: the complete stored log (API §6.12).
   * When given `onProgress`, calls it while the answer downloads with the records read so far
   * (one growing array, the one it resolves with).
   */
  fetchOutput(
    onProgress?: (records: readonly TaskOutput[]) => void,
  ): Promise<readonly TaskOutput[]>;
  /** Subscribes to the websocket `log` messages (API §7.3; any task, the session filters); returns the unsubscribe. */
  subscribeLines(listener: (message: WsLog) => void): () => void;
  /** Subscribes to the feed's `reconnected` event (the socket came back after a drop). */
  subscribeReconnected(listener: () => void): () => void;
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
 *    `createTaskLogMerge` (lines can arrive before the fetch answers). The first fetch is read
 *    while it downloads: its records are merged chunk by chunk (the state turns `ready` with the
 *    first chunk, so the viewer shows them), and the viewer is told about them at most every
 *    {@link PROGRESS_NOTIFY_MS}, so parsing, merging and colour checkpoints are done before the
 *    last byte arrives and only the last chunk is left to show;
 * 3. then merges live lines in batches of one animation frame: O(batch), never O(log);
 * 4. on the feed's `reconnected` event, fetches the output again and merges it, so the lines
 *    missed while the websocket was down are filled in place: none lost, none duplicated, order
 *    kept. Only the lines from the first change on are touched ({@link LogLines.splice}).
 */
/** While the first output downloads, the viewer is told about new lines at most this often (ms). */
export const PROGRESS_NOTIFY_MS = 500;

export class TaskLogSession {
  /** The lines, for the viewer. */
  readonly lines = new LogLines();
  /** The lines' outline (run summary, sections, errors), fed as lines arrive. */
  readonly outline = new OutlineFeed(this.lines);
  private readonly merge: TaskLogMerge;
  private loadState: TaskLogLoadState = { kind: 'loading' };
  private early: WsLog[] = [];
  /** Live lines are kept in `early` until the first complete fetch. */
  private buffering = true;
  private progressTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly batcher: FrameBatcher<WsLog>;
  private readonly listeners = new Set<() => void>();
  private unsubscribes: Array<() => void> = [];
  private fetching: Promise<void> | undefined;
  private fetchAgain = false;
  private stopped = false;

  /**
   * @param taskId the task whose lines are kept (other tasks' messages are ignored).
   * @param source output fetch and feed subscriptions.
   * @param schedule frame scheduler for batching (`requestAnimationFrame` by default).
   */
  constructor(
    readonly taskId: number,
    private readonly source: TaskLogSource,
    schedule?: FrameScheduler,
  ) {
    this.merge = createTaskLogMerge({ taskId });
    this.batcher = createFrameBatcher(
      (batch) => this.apply(this.merge.addLogEvents(batch)),
      schedule,
    );
  }

  /** The current loading state (`loading` until the first fetch answered). */
  get state(): TaskLogLoadState {
    return this.loadState;
  }

  /** Subscribes to state changes (not line changes: use `lines.subscribe`); returns the unsubscribe. */
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
    void this.refetch();
  }

  /** Stops listening and drops pending lines. */
  stop(): void {
    this.stopped = true;
    this.batcher.cancel();
    clearTimeout(this.progressTimer);
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
          const records = await this.source
            .fetchOutput(first ? (sofar) => this.progress(sofar) : undefined)
            .finally(() => this.endProgress());
          if (this.stopped) return;
          this.batcher.flush();
          this.apply(this.merge.addOutput(records));
          if (first) {
            const early = this.early;
            this.early = [];
            this.buffering = false;
            this.apply(this.merge.addLogEvents(early));
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

  /** The download ended (either way): no more paced notifications. */
  private endProgress(): void {
    clearTimeout(this.progressTimer);
    this.progressTimer = undefined;
  }

  /** Records of the first fetch read so far: merged now, shown at the viewer's pace. */
  private progress(records: readonly TaskOutput[]): void {
    if (this.stopped) return;
    this.apply(this.merge.addOutput(records), false);
    this.lines.prepareCheckpoints();
    this.outline.sync();
    if (this.loadState.kind !== 'ready') {
      this.lines.notify();
      this.setState({ kind: 'ready' });
    } else {
      this.progressTimer ??= setTimeout(() => {
        this.progressTimer = undefined;
        if (!this.stopped) this.lines.notify();
      }, PROGRESS_NOTIFY_MS);
    }
  }

  private apply(change: TaskLogChange | null, notify = true): void {
    if (change) this.lines.splice(change.index, change.removed, change.added, notify);
  }

  private setState(state: TaskLogLoadState): void {
    this.loadState = state;
    for (const listener of [...this.listeners]) listener();
  }
}
