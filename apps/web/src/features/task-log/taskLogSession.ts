import { createFrameBatcher, type FrameBatcher, type FrameScheduler } from './frameBatcher';
import { LogLines, type LogRecord } from './logLines';

/** Where the session's lines come from; the app wires it to the api-client (see `taskLogBackend.ts`). */
export interface TaskLogSource {
  /** `GET /api/project/{project_id}/tasks/{task_id}/output`: the complete stored log (API §6.12). */
  fetchOutput(): Promise<readonly LogRecord[]>;
  /** Subscribes to the websocket `log` lines of this task only (API §7.3); returns the unsubscribe. */
  subscribeLines(listener: (line: LogRecord) => void): () => void;
  /** Subscribes to the feed's `reconnected` event (the socket came back after a drop). */
  subscribeReconnected(listener: () => void): () => void;
  /**
   * The api-client's merge helper: the ordered, de-duplicated union of a fetched output and the
   * lines received over the websocket (no line lost, none duplicated, order kept).
   */
  merge(fetched: readonly LogRecord[], received: readonly LogRecord[]): LogRecord[];
}

/** Loading state of a {@link TaskLogSession}. */
export type TaskLogLoadState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'error'; readonly error: unknown };

/**
 * The data path of one open task log (issue 7 "The log viewer"), outside React:
 *
 * 1. subscribes to the task's websocket lines first, buffering them;
 * 2. fetches the stored output and merges the buffered lines into it (lines can arrive before the
 *    fetch answers);
 * 3. then appends live lines in batches of one animation frame (O(batch), never O(log));
 * 4. on the feed's `reconnected` event, fetches the output again and merges it with what it has,
 *    so the lines missed while the websocket was down are filled in place: none lost, none
 *    duplicated, order kept. Only the lines from the first difference on are touched.
 */
export class TaskLogSession {
  /** The lines, for the viewer. */
  readonly lines = new LogLines();
  private loadState: TaskLogLoadState = { kind: 'loading' };
  private buffered: LogRecord[] = [];
  private batcher: FrameBatcher<LogRecord>;
  private listeners = new Set<() => void>();
  private unsubscribes: Array<() => void> = [];
  private backfilling: Promise<void> | undefined;
  private backfillAgain = false;
  private stopped = false;

  constructor(
    private readonly source: TaskLogSource,
    schedule?: FrameScheduler,
  ) {
    this.batcher = createFrameBatcher((batch) => this.lines.append(batch), schedule);
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
      this.source.subscribeLines((line) => {
        if (this.stopped) return;
        if (this.loadState.kind === 'ready') this.batcher.push(line);
        else this.buffered.push(line);
      }),
      this.source.subscribeReconnected(() => void this.backfill()),
    );
    void this.load();
  }

  /** Stops listening and drops pending lines. */
  stop(): void {
    this.stopped = true;
    this.batcher.cancel();
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  /** (Re)loads the stored output; lines received meanwhile are merged in. */
  async load(): Promise<void> {
    this.setState({ kind: 'loading' });
    try {
      const fetched = await this.source.fetchOutput();
      if (this.stopped) return;
      this.batcher.flush();
      const received = [...this.lines.records(), ...this.buffered];
      this.buffered = [];
      this.lines.replaceWith(this.source.merge(fetched, received));
      this.setState({ kind: 'ready' });
    } catch (error) {
      if (!this.stopped) this.setState({ kind: 'error', error });
    }
  }

  /**
   * Fills the lines missed while the websocket was down: fetches the output and merges it with
   * the lines held (including those that arrived during the fetch). Concurrent calls coalesce
   * into one more round. Resolves when done; a failed fetch keeps the lines and rejects nothing.
   */
  backfill(): Promise<void> {
    if (this.loadState.kind !== 'ready') return this.load();
    if (this.backfilling) {
      this.backfillAgain = true;
      return this.backfilling;
    }
    this.backfilling = (async () => {
      do {
        this.backfillAgain = false;
        try {
          const fetched = await this.source.fetchOutput();
          if (this.stopped) return;
          this.batcher.flush();
          this.lines.replaceWith(this.source.merge(fetched, this.lines.records()));
        } catch {
          // Keep what we have; the next reconnect tries again.
        }
      } while (this.backfillAgain && !this.stopped);
    })().finally(() => {
      this.backfilling = undefined;
    });
    return this.backfilling;
  }

  private setState(state: TaskLogLoadState): void {
    this.loadState = state;
    for (const listener of [...this.listeners]) listener();
  }
}
