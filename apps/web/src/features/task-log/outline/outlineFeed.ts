import { LogOutline } from '@semaphore-console/log-outline';
import type { LogLines } from '../logLines';

// eslint-disable-next-line no-control-regex -- escapes are what we look for
const SGR = /\x1b\[[\d;:]*m/g;
/** Control characters other than tab: the line needs the full `strip`. */
// eslint-disable-next-line no-control-regex -- control characters are what we look for
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/;

/**
 * The plain text of a raw line for the outline, cheaply: most coloured lines hold only SGR
 * colour sequences, which one native replace removes; anything else (cursor moves, carriage
 * returns, OSC links) goes through the lines' full `strip` (cached for search).
 */
function plainOf(lines: LogLines, index: number): string {
  const raw = lines.output(index);
  if (!CONTROL.test(raw)) return raw;
  const text = raw.replace(SGR, '');
  return CONTROL.test(text) ? lines.plain(index) : text;
}

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
    for (let i = outline.length; i < lines.length; i++)
      outline.push(plainOf(lines, i), lines.time(i));
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
