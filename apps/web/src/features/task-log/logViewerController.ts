import { inSecondFrame, type TaskScheduler } from '../../lib/scheduling';
import type { LogLines, LogPreview } from './logLines';
import {
  LogSearch,
  prepareSearchWhenIdle,
  scheduleSearch,
  type SearchMatch,
  type SearchTask,
} from './logSearch';
import { isHeaderKind, LogRows } from './outline/logRows';
import type { OutlineFeed } from './outline/outlineFeed';
import type { RowWindow, RowWindowItem } from './rowWindow';

/** How long after a wheel/touch/key/pointer input a scroll event counts as the reader's (ms). */
export const USER_SCROLL_WINDOW_MS = 600;

/** Whether `target` takes typing (an input, a text area, a select, an editable element). */
export function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** The part of a key event the controller reads (a React or DOM `KeyboardEvent`). */
export interface LogKeyInput {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** A section header line's fold (see {@link LogViewerController.foldAt}). */
export interface LineFold {
  /** The section's id in the outline. */
  id: number;
  folded: boolean;
  /** The section's title (server text). */
  title: string;
  /** The section's duration in ms, `null` when unknown. */
  durationMs: number | null;
}

/** What one render of the viewer shows ({@link LogViewerController.prepare}). */
export interface LogView {
  /** The preview standing for the end of the log (only while following), or `null`. */
  shown: LogPreview | null;
  /** The length the log is shown as, in lines (the preview's end while it is shown). */
  count: number;
  /** The rows shown: the lines folds and the summary's filter leave. */
  rowCount: number;
}

/** Options of {@link LogViewerController}. */
export interface LogViewerControllerOptions {
  /** Follow the end from the start (off when the address has a `#L123` permalink). */
  following: boolean;
  /** Height of one unwrapped row, in px (a page of the keyboard cursor is the viewport in rows). */
  rowHeight: number;
  /** Clock in ms (default `performance.now`). */
  now?: () => number;
  /** Runs a task once the rows a search moved to are drawn (default `inSecondFrame`). */
  afterRows?: TaskScheduler;
}

/**
 * The task log viewer's behaviour without React (spec core §2): follow and scroll, the keyboard
 * cursor (the active line and its focus), search scheduling, permalinks and folds. The viewer
 * reads it through `useSyncExternalStore` ({@link subscribe}, {@link revision}) and hands it
 * what a render knows: the lines ({@link prepare}), the row window ({@link window}), the
 * scroller and canvas elements ({@link scrollerRef}, {@link canvasRef}) and where a permalink
 * goes ({@link onPermalink}). Its methods are bound (stable event handlers for memoized rows).
 */
export class LogViewerController {
  /** Where a line's permalink goes (`#L{n}` in the address); set by the viewer each render. */
  onPermalink: (lineNumber: number) => void = () => undefined;
  /** The row window of the current render. */
  window: RowWindow | null = null;
  /** The search over the lines (one per viewer; a new query cancels the older scan). */
  readonly search = new LogSearch();
  /** The rows shown: every line, or what folds and the summary's filter leave. */
  readonly rows = new LogRows();

  private readonly listeners = new Set<() => void>();
  private revisionValue = 0;
  private readonly rowHeight: number;
  private readonly now: () => number;
  private readonly afterRows: TaskScheduler;
  private lines: LogLines | null = null;
  private outline: OutlineFeed | undefined;
  private scroller: HTMLElement | null = null;
  private canvas: HTMLElement | null = null;
  private followingValue: boolean;
  private queryValue = '';
  private activeLineValue = -1;
  private countValue = 0;
  private rowCountValue = 0;
  /** The lines' generation the search was last (re)started on. */
  private searchGeneration = -1;
  /** Scroll to the current match once the scan has found it (a new query). */
  private revealMatch = false;
  private searchTask: SearchTask | null = null;
  private searchPreparation: SearchTask | null = null;
  private userInputAt = Number.NEGATIVE_INFINITY;
  private lastScrollTop = 0;
  /** The permalink line (1-based) already scrolled to. */
  private handledLink: number | undefined;
  /** A line (0-based) to scroll to once the rows are redrawn (a fold opened for it). */
  private pendingReveal = -1;
  /** End was pressed: the active line stays on the last line while following. */
  private activeAtEnd = false;
  /** A line whose permalink takes focus once its row is rendered (after a keyboard move). */
  private focusLine = -1;
  /** Focus is on a line of the log (kept there when its row is redrawn or unmounted). */
  private focusInLog = false;

  constructor(options: LogViewerControllerOptions) {
    this.followingValue = options.following;
    this.rowHeight = options.rowHeight;
    this.now = options.now ?? (() => performance.now());
    this.afterRows = options.afterRows ?? inSecondFrame;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every change of what the viewer shows (a `useSyncExternalStore` snapshot). */
  get revision(): number {
    return this.revisionValue;
  }

  /** Whether the viewer follows the end of the log. */
  get following(): boolean {
    return this.followingValue;
  }

  /** The search box's text. */
  get query(): string {
    return this.queryValue;
  }

  /** The keyboard cursor's line (0-based; -1: none yet, the first line in view is the Tab stop). */
  get activeLine(): number {
    return this.activeLineValue;
  }

  /** The scroller element's ref callback (stable). */
  readonly scrollerRef = (element: HTMLElement | null): void => {
    this.scroller = element;
  };

  /** The canvas element's ref callback (stable): its height changes with the rows. */
  readonly canvasRef = (element: HTMLElement | null): void => {
    this.canvas = element;
  };

  /** The scroller element, for the row window (stable). */
  readonly getScroller = (): HTMLElement | null => this.scroller;

  private changed(): void {
    this.revisionValue++;
    for (const listener of this.listeners) listener();
  }

  private setFollowing(following: boolean): void {
    if (this.followingValue === following) return;
    this.followingValue = following;
    this.changed();
  }

  /**
   * Takes a render's inputs and returns what it shows: the preview stands for the end only while
   * the end is shown. While following after End, the active line moves to the last line. Call
   * once per render, before the row window.
   */
  prepare(lines: LogLines, outline: OutlineFeed | undefined, preview: LogPreview | null): LogView {
    this.lines = lines;
    this.outline = outline;
    if (this.searchGeneration < 0) this.searchGeneration = lines.generation;
    const shown = this.followingValue ? preview : null;
    const count = shown ? shown.index + shown.lines.length : lines.length;
    const rowCount = this.rows.update(count, outline?.outline ?? null);
    this.countValue = count;
    this.rowCountValue = rowCount;
    const lastLine = rowCount > 0 ? this.rows.line(rowCount - 1) : -1;
    if (this.activeAtEnd && this.followingValue && lastLine >= 0) {
      if (this.activeLineValue !== lastLine) {
        if (this.focusInLog) this.focusLine = lastLine;
        this.activeLineValue = lastLine;
      }
    }
    if (this.activeAtEnd && !this.followingValue) this.activeAtEnd = false;
    return { shown, count, rowCount };
  }

  // --- Search -----------------------------------------------------------------------------

  /**
   * Runs the search over `lines` in slices of a few ms (`scheduleSearch`), never in a render,
   * and prepares its index while the reader reads; returns the stop function (the viewer goes).
   */
  connect(lines: LogLines): () => void {
    const task = scheduleSearch(this.search, lines, { onProgress: () => this.searchProgress() });
    const preparation = prepareSearchWhenIdle(lines);
    this.searchTask = task;
    this.searchPreparation = preparation;
    task.wake();
    preparation.wake();
    return () => {
      task.cancel();
      preparation.cancel();
      if (this.searchTask === task) this.searchTask = null;
      if (this.searchPreparation === preparation) this.searchPreparation = null;
    };
  }

  /**
   * Keeps the search in step with the lines (call after a render that saw them change): new
   * lines are scanned by the next slice, a rewrite scans again, keeping the current match's line.
   */
  linesChanged(): void {
    this.searchPreparation?.wake();
    const lines = this.lines;
    if (!this.search.query || !lines) return;
    if (this.searchGeneration !== lines.generation) {
      this.searchGeneration = lines.generation;
      this.search.restart(this.search.currentMatch()?.line ?? 0);
    }
    this.searchTask?.wake();
  }

  /** A new query: the older scan stops at once; the first match at or after the line in view is current. */
  readonly setQuery = (value: string): void => {
    this.queryValue = value;
    if (this.lines) this.searchGeneration = this.lines.generation;
    const firstVisible = this.rows.line(this.window?.firstVisibleIndex() ?? 0);
    this.search.setQuery(value, firstVisible);
    this.revealMatch = value !== '';
    this.changed();
    this.searchTask?.wake();
  };

  /** Moves to the next match (after the last, the first). */
  readonly next = (): void => {
    this.revealMatch = false;
    this.goToMatch(this.search.next());
  };

  /** Moves to the previous match (before the first, the last). */
  readonly previous = (): void => {
    this.revealMatch = false;
    this.goToMatch(this.search.previous());
  };

  private searchProgress(): void {
    if (this.revealMatch && this.search.current >= 0) {
      this.revealMatch = false;
      this.goToMatch(this.search.currentMatch());
    } else {
      this.changed();
    }
  }

  /** Shows a match: stops following, makes its line the active one and scrolls its mark into view. */
  private goToMatch(match: SearchMatch | undefined): void {
    this.changed();
    if (!match) return;
    this.setFollowing(false);
    // Tab from the search lands on the match's line.
    this.activeAtEnd = false;
    this.activeLineValue = match.line;
    this.revealLine(match.line);
    this.afterRows(() => {
      const mark = this.scroller?.querySelector('[data-current-match]');
      mark?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
  }

  // --- Follow and scroll ------------------------------------------------------------------

  /** Follows the end again and scrolls to it. */
  readonly resumeFollow = (): void => {
    this.setFollowing(true);
    const el = this.scroller;
    if (el) el.scrollTop = el.scrollHeight;
  };

  /** Following, scrolls to the bottom (call after a commit that may have changed the height). */
  stickToEnd(): void {
    const el = this.scroller;
    if (this.followingValue && el && this.lines && this.lines.length > 0) {
      el.scrollTop = el.scrollHeight;
    }
  }

  /**
   * Following, keeps the bottom in view whichever height changes: the canvas's (new lines;
   * wrapped rows measured after paint) or the viewport's (the run summary appearing above the
   * lines, a narrower window). Returns the stop function; nothing without `ResizeObserver`.
   */
  observeResize(): () => void {
    const canvas = this.canvas;
    const scroller = this.scroller;
    if (!canvas || !scroller || typeof ResizeObserver === 'undefined') return () => undefined;
    const heights = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const height = entry.contentRect.height;
        if (heights.get(entry.target) === height) continue;
        heights.set(entry.target, height);
        changed = true;
      }
      const el = this.scroller;
      if (changed && this.followingValue && el) el.scrollTop = el.scrollHeight;
    });
    observer.observe(canvas);
    observer.observe(scroller);
    return () => observer.disconnect();
  }

  /** A wheel, touch, pointer or key input: the scrolls that follow are the reader's. */
  readonly markUserInput = (): void => {
    this.userInputAt = this.now();
  };

  /** The scroller scrolled: the reader scrolling up pauses following, reaching the bottom resumes it. */
  readonly onScroll = (): void => {
    const el = this.scroller;
    if (!el) return;
    const top = el.scrollTop;
    const atBottom = el.scrollHeight - top - el.clientHeight <= 2;
    if (this.now() - this.userInputAt < USER_SCROLL_WINDOW_MS) {
      if (atBottom && !this.followingValue) this.setFollowing(true);
      else if (!atBottom && top < this.lastScrollTop && this.followingValue) {
        this.setFollowing(false);
      }
    }
    this.lastScrollTop = top;
  };

  /** Shows line `line` (0-based): unfolds what hides it, then scrolls to it (after the redraw). */
  private revealLine(line: number): void {
    const before = this.rows.version;
    const row = this.rows.reveal(line);
    if (this.rows.version !== before) {
      this.pendingReveal = line;
      this.changed();
    } else if (row >= 0) {
      this.window?.scrollToIndex(row);
    }
  }

  // --- Permalinks -------------------------------------------------------------------------

  /**
   * The address's `#L{n}` permalink (1-based, `undefined` without one) for a log shown `count`
   * lines long: scrolls to the line once it exists, marks it active and stops following.
   */
  followLink(linkedLine: number | undefined): void {
    if (linkedLine === undefined) {
      this.handledLink = undefined;
      return;
    }
    if (this.handledLink === linkedLine || linkedLine > this.countValue) return;
    this.handledLink = linkedLine;
    this.setFollowing(false);
    this.activeLineValue = linkedLine - 1;
    this.changed();
    this.revealLine(linkedLine - 1);
  }

  /** Puts line `lineNumber`'s (1-based) permalink in the address and stops following. */
  readonly openLine = (lineNumber: number): void => {
    this.handledLink = lineNumber;
    this.setFollowing(false);
    this.onPermalink(lineNumber);
  };

  /** An error jumped to from the summary (0-based): shown, marked and put in the address. */
  readonly jumpToLine = (line: number): void => {
    this.setFollowing(false);
    this.revealLine(line);
    this.openLine(line + 1);
  };

  // --- Folds ------------------------------------------------------------------------------

  /** The fold of section header line `line` (0-based); `undefined` for other lines. */
  foldAt(line: number): LineFold | undefined {
    const outline = this.outline?.outline;
    if (!outline || !isHeaderKind(outline.kind(line))) return undefined;
    const id = outline.section(line);
    const section = outline.sections[id];
    if (!section || section.start !== line) return undefined;
    return {
      id,
      folded: this.rows.isFolded(id),
      title: section.title,
      durationMs: outline.sectionDuration(id),
    };
  }

  /** Folds or unfolds section `id`. */
  readonly toggleFold = (id: number): void => {
    this.rows.toggle(id);
    this.changed();
  };

  /** The folds or the filter changed outside (the run summary): the rows are drawn again. */
  readonly rowsChanged = (): void => this.changed();

  // --- Keyboard cursor --------------------------------------------------------------------

  /** Moves the active line to row `row` (clamped), scrolls to it and focuses its permalink. */
  private moveToRow(row: number): void {
    const rowCount = this.rowCountValue;
    if (rowCount === 0) return;
    const target = Math.min(rowCount - 1, Math.max(0, row));
    const line = this.rows.line(target);
    this.activeAtEnd = false;
    this.focusLine = line;
    this.activeLineValue = line;
    this.setFollowing(false);
    this.changed();
    this.window?.scrollToIndex(target, 'auto');
  }

  /** A key on line `line`'s permalink; whether it was handled. */
  private lineKey(key: string, line: number): boolean {
    const row = this.rows.rowOf(line);
    const height = this.scroller?.clientHeight ?? this.rowHeight;
    const page = Math.max(1, Math.floor(height / this.rowHeight) - 1);
    switch (key) {
      case 'ArrowDown':
        this.moveToRow(row + 1);
        return true;
      case 'ArrowUp':
        this.moveToRow(row - 1);
        return true;
      case 'PageDown':
        this.moveToRow(row + page);
        return true;
      case 'PageUp':
        this.moveToRow(row - page);
        return true;
      case 'Home':
        this.moveToRow(0);
        return true;
      case 'End': {
        if (this.rowCountValue === 0) return true;
        const last = this.rows.line(this.rowCountValue - 1);
        this.activeAtEnd = true;
        this.focusLine = last;
        this.activeLineValue = last;
        this.changed();
        this.resumeFollow();
        return true;
      }
      case 'ArrowRight':
      case 'ArrowLeft': {
        const fold = this.foldAt(line);
        if (!fold || fold.folded !== (key === 'ArrowRight')) return false;
        this.focusLine = line;
        this.toggleFold(fold.id);
        return true;
      }
      default:
        return false;
    }
  }

  /**
   * A key pressed in the viewer: on a line's permalink, the arrows, Page, Home/End move the
   * active line and ArrowRight/Left unfold/fold a header; elsewhere End resumes following.
   * Returns whether the key was used (the caller prevents its default).
   */
  readonly keyDown = (event: LogKeyInput): boolean => {
    const { target } = event;
    if (isEditable(target)) return false;
    const lineLink =
      target instanceof HTMLElement && target.dataset.lineLink !== undefined
        ? Number(target.dataset.lineLink)
        : -1;
    if (lineLink >= 0 && !event.altKey && !event.ctrlKey && !event.metaKey) {
      return this.lineKey(event.key, lineLink);
    }
    if (event.key === 'End') {
      this.resumeFollow();
      return true;
    }
    if (/^(ArrowUp|PageUp|Home)$/.test(event.key)) this.markUserInput();
    return false;
  };

  /**
   * Focus moved into the log: a line's permalink that got focus (Tab, a click, a keyboard move)
   * is the active line, and a reader on an earlier line stops following.
   */
  readonly focusIn = (target: EventTarget | null): void => {
    if (!(target instanceof HTMLElement) || target.dataset.lineLink === undefined) return;
    this.focusInLog = true;
    const line = Number(target.dataset.lineLink);
    if (line !== this.activeLineValue) {
      this.activeAtEnd = false;
      this.activeLineValue = line;
      this.changed();
    }
    const last = (this.lines?.length ?? 0) - 1;
    if (!this.activeAtEnd && this.followingValue && line !== last) this.setFollowing(false);
  };

  /** Focus left the log for another control (a row unmounted under focus gives no related target). */
  readonly focusOut = (relatedTarget: EventTarget | null): void => {
    if (relatedTarget !== null) this.focusInLog = false;
  };

  /** The line (0-based) whose permalink is the log's one Tab stop among the rendered `items`. */
  tabStopLine(items: readonly RowWindowItem[], scrollOffset: number): number {
    const activeLine = this.activeLineValue;
    const activeRow = activeLine >= 0 ? this.rows.rowOf(activeLine) : -1;
    if (items.some((item) => item.index === activeRow)) return activeLine;
    return this.rows.line(
      (items.find((item) => item.start >= scrollOffset) ?? items[0])?.index ?? 0,
    );
  }

  /**
   * After each commit: scrolls to a line waiting for its rows, then gives focus to the permalink
   * of the line moved to once its row is rendered, or, if the focused row was unmounted
   * (scrolled out, folded, the log rewritten), to the log's Tab stop.
   */
  afterRender(): void {
    if (this.pendingReveal >= 0) {
      const row = this.rows.rowOf(this.pendingReveal);
      this.pendingReveal = -1;
      if (row >= 0) this.window?.scrollToIndex(row);
    }
    const scroller = this.scroller;
    if (!scroller) return;
    if (this.focusLine >= 0) {
      const link = scroller.querySelector<HTMLElement>(`[data-line-link="${this.focusLine}"]`);
      if (link) {
        this.focusLine = -1;
        link.focus({ preventScroll: true });
      }
      return;
    }
    const active = scroller.ownerDocument.activeElement;
    if (this.focusInLog && (active === null || active === scroller.ownerDocument.body)) {
      scroller.querySelector<HTMLElement>('[data-line-link][tabindex="0"]')?.focus({
        preventScroll: true,
      });
    }
  }
}
