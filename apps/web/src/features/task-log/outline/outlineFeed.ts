import { LogOutline } from '@semaphore-console/log-outline';
import type { LogLines } from '../logLines';

/**
 * Keeps a {@link LogOutline} (`@semaphore-console/log-outline`) in step with a {@link LogLines}:
 * appended lines are fed to it once each, from their plain text (the text search reads too,
 * cached by `LogLines.plain`) and their time, so the per-line cost is the outline's O(1) push.
 * When lines already read change (a backfill that rewrites the middle: `LogLines.generation`),
 * the outline is read again from the start — once per such change, never per update.
 *
 * It syncs on every change notification of the lines (it subscribes first, so it is in step
 * before the viewer redraws) and whenever {@link OutlineFeed.sync} is called (while an output
 * downloads, lines change without notifications).
 */
export class OutlineFeed {
  private current = new LogOutline();
  private generation: number;
  private revisionValue = 0;
  private seenOutlineRevision = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly lines: LogLines) {
    this.generation = lines.generation;
    lines.subscribe(() => this.sync());
    this.sync();
  }

  /** The outline of the lines read so far. Replaced by a new object after a rewrite. */
  get outline(): LogOutline {
    return this.current;
  }

  /**
   * Changes whenever the summary changes (the outline's revision, or a new outline after a
   * rewrite): a cheap snapshot for `useSyncExternalStore`.
   */
  get revision(): number {
    return this.revisionValue;
  }

  /** Feeds the lines added since the last sync (or all of them after a rewrite). O(new lines). */
  sync(): void {
    const lines = this.lines;
    if (lines.generation !== this.generation || this.current.length > lines.length) {
      this.generation = lines.generation;
      this.current = new LogOutline();
      this.seenOutlineRevision = -1;
    }
    const outline = this.current;
    for (let i = outline.length; i < lines.length; i++) outline.push(lines.plain(i), lines.time(i));
    if (outline.revision !== this.seenOutlineRevision) {
      this.seenOutlineRevision = outline.revision;
      this.revisionValue++;
      for (const listener of [...this.listeners]) listener();
    }
  }

  /** Subscribes to summary changes; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
