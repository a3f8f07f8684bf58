import { LogOutline } from '@semaphore-console/log-outline';
import { afterPaint, backgroundHeld, inNewTask, type TaskScheduler } from '../../../lib/scheduling';
import { SEARCH_CHUNK_LINES, type LogLines } from '../logLines';

// eslint-disable-next-line no-control-regex -- escapes are what we look for
const SGR = /\x1b\[[\d;:]*m/g;
/** Control characters other than tab: the line needs the full `strip`. */
// eslint-disable-next-line no-control-regex -- control characters are what we look for
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/;

/**
 * The plain text of a raw line for the outline, cheaply: most coloured lines hold only SGR
 * colour sequences, which one native replace removes. `null` when the line holds anything else
 * (cursor moves, carriage returns, OSC links): it needs the lines' full `strip` (cached for
 * search).
 */
function colourStripped(raw: string): string | null {
  if (!CONTROL.test(raw)) return raw;
  const text = raw.replace(SGR, '');
  return CONTROL.test(text) ? null : text;
}

/** Options of {@link OutlineFeed}. */
export interface OutlineFeedOptions {
  /**
   * Schedules the slices of a catch-up (default: a new macrotask, `inNewTask`, and for its
   * first slice the next frame's paint first, `afterPaint`; both of `scheduling.ts`).
   */
  schedule?: TaskScheduler;
  /** Time a slice of a catch-up may take, in ms (default {@link SLICE_MS}). */
  sliceMs?: number;
}

/**
 * Lines fed at once, in the call that brought them (a stream's batch, a small log). More (a long
 * log read whole, a rewrite) are fed in slices: see {@link OutlineFeed}.
 */
export const SYNC_LINES = 4096;
/** Time a slice of a catch-up may take, in ms (a frame's share: input and paints go between). */
const SLICE_MS = 8;
/** Lines fed between two looks at the clock. */
const LINES_PER_CHECK = 512;
/**
 * During a catch-up, the summary's changes are told to the subscribers at most this often, in
 * ms (and at its end). Told after every slice, the summary bar was drawn again every 8 ms: a
 * third of a 1,000,000-line catch-up went to that drawing, not to the summary.
 */
export const CATCH_UP_ANNOUNCE_MS = 250;

/**
 * Keeps a {@link LogOutline} (`@semaphore-console/log-outline`) in step with a {@link LogLines}:
 * appended lines are fed to it once each, from their plain text (the text search reads too,
 * cached by `LogLines.plain`) and their time, so the per-line cost is the outline's O(1) push.
 * When lines already read change (a backfill that rewrites the middle: `LogLines.generation`),
 * the outline is read again from the start — once per such change, never per update.
 *
 * It syncs on every change notification of the lines (it subscribes first, so it is in step
 * before the viewer redraws) and whenever {@link OutlineFeed.sync} is called. Up to
 * {@link SYNC_LINES} new lines are fed at once; more (a log of a million lines) are fed in
 * slices of {@link OutlineFeedOptions.sliceMs} after the lines are shown, so the summary follows
 * the log instead of delaying it, and the page answers meanwhile. While
 * {@link OutlineFeed.hold} is on (an output downloading), nothing is fed.
 */
export class OutlineFeed {
  private current = new LogOutline();
  /** The lines of the chunk being fed ({@link SEARCH_CHUNK_LINES}) hold only colours to strip. */
  private chunkColourOnly = true;
  private generation: number;
  private revisionValue = 0;
  private seenOutlineRevision = 0;
  private readonly listeners = new Set<() => void>();
  private readonly schedule: TaskScheduler;
  /** Schedules the first slice of a catch-up. */
  private readonly scheduleFirst: TaskScheduler;
  private readonly sliceMs: number;
  /** The scheduled slice's cancel function; undefined when no catch-up is under way. */
  private cancelSlice: (() => void) | undefined;
  private held = false;
  /** When the summary was last told during the current catch-up (`performance.now()`, ms). */
  private announcedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly lines: LogLines,
    options: OutlineFeedOptions = {},
  ) {
    this.schedule = options.schedule ?? inNewTask;
    this.scheduleFirst = options.schedule ?? afterPaint;
    this.sliceMs = options.sliceMs ?? SLICE_MS;
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
   * rewrite), and when a catch-up in slices ends: a cheap snapshot for `useSyncExternalStore`.
   */
  get revision(): number {
    return this.revisionValue;
  }

  /**
   * Whether lines wait for the summary while the feed is not held: a catch-up is under way (or
   * about to start). Its end is announced to the subscribers.
   */
  get catchingUp(): boolean {
    return !this.held && this.current.length < this.lines.length;
  }

  /**
   * Holds the feed (`true`: new lines wait) or lets it go on (`false`: it catches up). The task
   * log holds it while its first output downloads: the lines, not their summary, come first.
   * Let go, the lines that waited are fed after the next paint however few they are (a catch-up,
   * {@link afterPaint}): fed at once, the 1,000 lines of a small log and their summary's
   * drawing came between the log's last byte and the paint of its lines.
   */
  hold(held: boolean): void {
    if (this.held === held) return;
    this.held = held;
    if (held) {
      this.cancelSlice?.();
      this.cancelSlice = undefined;
    } else {
      this.sync(true);
    }
  }

  /**
   * Feeds the lines added since the last sync (or all of them after a rewrite): at once when
   * they are few, else in slices (a catch-up); `later`: in a catch-up however few. O(new lines).
   */
  sync(later = false): void {
    const lines = this.lines;
    if (lines.generation !== this.generation || this.current.length > lines.length) {
      this.generation = lines.generation;
      this.current = new LogOutline();
      this.seenOutlineRevision = -1;
    }
    if (this.held || this.cancelSlice) return;
    const waiting = lines.length - this.current.length;
    if (waiting > SYNC_LINES || (later && waiting > 0)) {
      this.cancelSlice = this.scheduleFirst(this.slice);
      return;
    }
    this.feed(lines.length);
    this.announce(false);
  }

  /** Subscribes to summary changes; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** One slice of a catch-up: feeds lines for {@link OutlineFeed.sliceMs}, then yields. */
  private slice = (): void => {
    this.cancelSlice = undefined;
    if (this.held) return;
    if (backgroundHeld()) {
      // A search is scanning: it goes first (`holdBackground`); look again in the next slice.
      this.cancelSlice = this.schedule(this.slice);
      return;
    }
    const lines = this.lines;
    if (lines.generation !== this.generation || this.current.length > lines.length) {
      this.sync();
      return;
    }
    const end = performance.now() + this.sliceMs;
    while (this.current.length < lines.length) {
      this.feed(Math.min(lines.length, this.current.length + LINES_PER_CHECK));
      if (performance.now() >= end) break;
    }
    const done = this.current.length >= lines.length;
    if (!done) this.cancelSlice = this.schedule(this.slice);
    // The end of a catch-up is announced even when the summary is the same: the lines' kinds
    // (fold buttons, rows under folds) are new. Before it, now and then.
    const now = performance.now();
    if (done || now - this.announcedAt >= CATCH_UP_ANNOUNCE_MS) {
      this.announcedAt = done ? Number.NEGATIVE_INFINITY : now;
      this.announce(done);
    }
  };

  /**
   * Feeds lines up to `end` (exclusive), and tells the lines' search index, for every chunk of
   * lines read whole, whether they hold anything but colour sequences to strip
   * ({@link LogLines.noteColourOnly}: the index then need not test them again).
   */
  private feed(end: number): void {
    const lines = this.lines;
    const outline = this.current;
    for (let i = outline.length; i < end; i++) {
      const quick = colourStripped(lines.output(i));
      outline.push(quick ?? lines.plain(i), lines.storedTime(i));
      if (i % SEARCH_CHUNK_LINES === 0) this.chunkColourOnly = true;
      if (quick === null) this.chunkColourOnly = false;
      if ((i + 1) % SEARCH_CHUNK_LINES === 0) {
        lines.noteColourOnly((i + 1) / SEARCH_CHUNK_LINES - 1, this.chunkColourOnly);
      }
    }
  }

  /** Tells the listeners when the summary changed (or `always`). */
  private announce(always: boolean): void {
    const outline = this.current;
    if (!always && outline.revision === this.seenOutlineRevision) return;
    this.seenOutlineRevision = outline.revision;
    this.revisionValue++;
    for (const listener of [...this.listeners]) listener();
  }
}
