import {
  createTaskLogMerge,
  type TaskLogChange,
  type TaskLogMerge,
  type TaskOutput,
  type WsLog,
} from '@semaphore-console/api-client';
import { createFrameBatcher, type FrameBatcher, type FrameScheduler } from './frameBatcher';
import { LogLines } from './logLines';

/** Where a session's lines come from; the app wires it to the api-client and the event feed. */
export interface TaskLogSource {
  /** `GET /api/project/{project_id}/tasks/{task_id}/output`: the complete stored log (API §6.12). */
  fetchOutput(): Promise<readonly TaskOutput[]>;
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
 * The data path of one open task log (issue 7 "The log viewer"), outside React:
 *
 * 1. subscribes to the websocket `log` messages first and keeps this task's lines while loading;
 * 2. fetches the stored output and merges the kept lines into it with the api-client's
 *    `createTaskLogMerge` (lines can arrive before the fetch answers);
 * 3. then merges live lines in batches of one animation frame: O(batch), never O(log);
 * 4. on the feed's `reconnected` event, fetches the output again and merges it, so the lines
 *    missed while the websocket was down are filled in place: none lost, none duplicated, order
 *    kept. Only the lines from the first change on are touched ({@link LogLines.splice}).
 */
export class TaskLogSession {
  /** The lines, for the viewer. */
  readonly lines = new LogLines();
  private readonly merge: TaskLogMerge;
  private loadState: TaskLogLoadState = { kind: 'loading' };
  private early: WsLog[] = [];
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
        if (this.loadState.kind === 'ready') this.batcher.push(message);
        else this.early.push(message);
      }),
      this.source.subscribeReconnected(() => void this.refetch()),
    );
    void this.refetch();
  }

  /** Stops listening and drops pending lines. */
  stop(): void {
    this.stopped = true;
    this.batcher.cancel();
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
        const first = this.loadState.kind !== 'ready';
        if (first && this.loadState.kind === 'error') this.setState({ kind: 'loading' });
        try {
          const records = await this.source.fetchOutput();
          if (this.stopped) return;
          this.batcher.flush();
          this.apply(this.merge.addOutput(records));
          if (first) {
            const early = this.early;
            this.early = [];
            this.apply(this.merge.addLogEvents(early));
            this.setState({ kind: 'ready' });
          }
        } catch (error) {
          if (first && !this.stopped) this.setState({ kind: 'error', error });
        }
      } while (this.fetchAgain && !this.stopped);
    })().finally(() => {
      this.fetching = undefined;
    });
    return this.fetching;
  }

  private apply(change: TaskLogChange | null): void {
    if (change) this.lines.splice(change.index, change.removed, change.added);
  }

  private setState(state: TaskLogLoadState): void {
    this.loadState = state;
    for (const listener of [...this.listeners]) listener();
  }
}
