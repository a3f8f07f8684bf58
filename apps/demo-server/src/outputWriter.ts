import type { Demo } from './demo';
import type { StoredOutputLine } from './model';

/** A line waiting to be stored. */
interface PendingLine {
  taskId: number;
  line: StoredOutputLine;
  /** When it may be stored (ms since the epoch). */
  due: number;
}

/**
 * Stores task output lines for `GET …/tasks/{id}/output` (API §5.11), in the order they were
 * produced. Without a delay a line is stored at once. With the `outputDelayMs` fault option (API
 * §7.5: the real server writes lines through a queue, one transaction per line) each line is stored
 * that many ms after it was sent over the websocket, so `/output` keeps growing after the task's
 * final `update`. Lines of a task deleted in the meantime are dropped.
 */
export class OutputWriter {
  private pending: PendingLine[] = [];
  private head = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly demo: Demo) {}

  /** Stores `line` for task `taskId` now, or after the configured delay. */
  write(taskId: number, line: StoredOutputLine): void {
    const delay = this.demo.settings.outputDelayMs;
    if (delay <= 0 && this.head === this.pending.length) {
      this.store(taskId, line);
      return;
    }
    this.pending.push({ taskId, line, due: Date.now() + Math.max(0, delay) });
    this.schedule();
  }

  /** Number of lines not stored yet. */
  get backlog(): number {
    return this.pending.length - this.head;
  }

  /** Stores every line that is due by `now` (ms since the epoch; default: all of them). */
  flush(now = Infinity): void {
    const live = new Set(this.demo.state.tasks.map((t) => t.id));
    while (this.head < this.pending.length) {
      const next = this.pending[this.head] as PendingLine;
      if (next.due > now) break;
      this.head++;
      if (live.has(next.taskId)) this.store(next.taskId, next.line);
    }
    if (this.head === this.pending.length) {
      this.pending = [];
      this.head = 0;
    } else if (this.head > 4096 && this.head * 2 > this.pending.length) {
      this.pending = this.pending.slice(this.head);
      this.head = 0;
    }
    this.demo.changed();
  }

  /** Stops the timer after storing every pending line (server shutdown). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flush();
  }

  private store(taskId: number, line: StoredOutputLine): void {
    (this.demo.state.outputs[String(taskId)] ??= []).push(line);
  }

  private schedule(): void {
    if (this.timer) return;
    const next = this.pending[this.head];
    if (!next) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.flush(Date.now());
        this.schedule();
      },
      Math.max(0, next.due - Date.now()),
    );
    this.timer.unref();
  }
}
