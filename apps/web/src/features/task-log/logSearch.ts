import { createDefer, holdBackground, runInIdleSlice } from '../../lib/scheduling';

/** The lines a {@link LogSearch} reads: their count and each line's text without ANSI escapes. */
export interface SearchableLines {
  readonly length: number;
  /** Line `index` (0-based) as plain text (escapes stripped). */
  plain(index: number): string;
  /**
   * The prepared index: the chunk of lines that holds line `line`, or `undefined` to read that
   * line with {@link SearchableLines.plain} (e.g. lines of megabytes).
   */
  searchChunk?(line: number): SearchChunk | undefined;
  /**
   * Does work ahead of a search that makes {@link SearchableLines.searchChunk} cheaper later,
   * asking `shouldYield` between steps; true once nothing is left to do
   * ({@link prepareSearchWhenIdle} calls it).
   */
  prepareSearch?(shouldYield: () => boolean): boolean;
}

/**
 * Consecutive lines prepared for search: their plain texts joined by `\n` (a query never holds a
 * line break, so no match spans two lines), or their raw texts when the only escapes in them are
 * colour sequences (`escapes`), searched with one native regular expression scan.
 */
export interface SearchChunk {
  /** 0-based index of the chunk's first line. */
  first: number;
  /** The lines' plain texts joined by `\n`. */
  text: string;
  /**
   * Offset in `text` (UTF-16) where each line starts; one more entry than lines, the last being
   * `text.length + 1`.
   */
  starts: Int32Array;
  /**
   * `text` is the lines' raw text with their colour sequences (SGR: `ESC [ … m`), and nothing
   * else to strip: a match steps over the sequences, and its offsets are mapped to the plain text.
   */
  escapes?: boolean;
}

/** A colour sequence (SGR), which a chunk with `escapes` holds (no other escape). */
// eslint-disable-next-line no-control-regex -- the escape character is what we look for
const SGR = /\x1b\[[\d;:]*m/g;

/** The length of `text.slice(from, to)` without its colour sequences. */
function plainLength(text: string, from: number, to: number): number {
  const raw = text.slice(from, to);
  return raw.indexOf('\x1b') === -1 ? raw.length : raw.replace(SGR, '').length;
}

/**
 * The offset in `text` where the line starting at `from` reaches `plain` characters of plain
 * text (colour sequences skipped): where a scan stopped inside the line goes on.
 */
function rawOffset(text: string, from: number, plain: number): number {
  let raw = from;
  let counted = 0;
  SGR.lastIndex = from;
  for (let m = SGR.exec(text); m; m = SGR.exec(text)) {
    const gap = m.index - raw;
    if (counted + gap >= plain) break;
    counted += gap;
    raw = m.index + m[0].length;
  }
  return raw + (plain - counted);
}

/** Characters that no plain text holds (stripped with the escapes; tab is kept). */
// eslint-disable-next-line no-control-regex -- control characters are what we look for
const NEVER_PLAIN = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/;

/** Escapes the characters of a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One match: 0-based line index and the match's UTF-16 offsets in that line's plain text. */
export interface SearchMatch {
  line: number;
  start: number;
  end: number;
}

/** A match inside one line ({@link LogSearch.matchesInLine}): offsets and its 0-based match index. */
export interface LineMatch {
  start: number;
  end: number;
  index: number;
}

/**
 * Most matches a search keeps (8 bytes each): a one-letter query over a log of 1 MB lines can
 * match millions of times; past this the count stops and shows as "at least" ({@link LogSearch.capped}).
 */
export const MAX_SEARCH_MATCHES = 5_000_000;

/** Lines scanned between two calls of the `shouldYield` callback of {@link LogSearch.scan}. */
const LINES_PER_CHECK = 16;
/** Matches recorded inside one line between two calls of `shouldYield` (a 1 MB line can hold 10⁶). */
const MATCHES_PER_CHECK = 256;

/**
 * Case-insensitive literal text search over the stripped log lines that runs in slices: the
 * caller sets a query ({@link LogSearch.setQuery}, O(1)) and then calls {@link LogSearch.scan}
 * with a `shouldYield` callback as often as it likes; each call continues where the previous one
 * stopped — inside a line too, so a line of 1 MB never has to be searched in one go — until every
 * line is scanned. Lines that arrive while the task runs are scanned by the next call (O(new
 * lines)). A new query (or {@link LogSearch.restart}) drops the old scan at once: that is the
 * cancellation. {@link scheduleSearch} drives the slices with a time budget in the browser.
 *
 * Matches are kept in flat typed arrays (line, start), in log order, at most
 * {@link MAX_SEARCH_MATCHES}. The current match is the first match at or after the `fromLine`
 * given with the query (e.g. the first visible line), or the first match when there is none
 * after it; while the scan has not reached such a match {@link LogSearch.current} is -1.
 */
export class LogSearch {
  private needle = '';
  private pattern: RegExp | undefined;
  /** {@link LogSearch.pattern} for chunks with colour sequences ({@link SearchChunk.escapes}). */
  private colourPattern: RegExp | undefined;
  private lines = new Int32Array(1024);
  private starts = new Int32Array(1024);
  private total = 0;
  /** The next line to scan. */
  private scanned = 0;
  /** Where the scan of line `scanned` continues (UTF-16 offset); 0 when it has not started. */
  private offset = 0;
  private lineCount = 0;
  private currentIndex = -1;
  /** The current match is the first one at or after this line (until the scan finds it). */
  private anchor = 0;
  private anchored = false;
  private full = false;
  private done = true;

  /** The current query as typed (the search itself ignores case). */
  query = '';

  /** Number of matches found so far. */
  get count(): number {
    return this.total;
  }

  /** 0-based index of the current match, or -1 when there is none (yet). */
  get current(): number {
    return this.currentIndex;
  }

  /** Lines scanned so far (0..length of the lines the last {@link LogSearch.scan} saw). */
  get scannedLines(): number {
    return this.scanned;
  }

  /**
   * Whether the last {@link LogSearch.scan} stopped before the end of its lines (more work to
   * do). New lines arriving later do not make it true until `scan` sees them.
   */
  get scanning(): boolean {
    return this.pattern !== undefined && !this.done;
  }

  /** Whether the search stopped at {@link MAX_SEARCH_MATCHES}: the count is a lower bound. */
  get capped(): boolean {
    return this.full;
  }

  /**
   * Share of the lines scanned, 0..1 (1 without a query or when done), for a progress display.
   */
  get progress(): number {
    if (!this.scanning) return 1;
    return this.lineCount === 0 ? 0 : this.scanned / this.lineCount;
  }

  /** Match `index` (0-based, in log order). */
  match(index: number): SearchMatch | undefined {
    if (index < 0 || index >= this.total) return undefined;
    const start = this.starts[index] ?? 0;
    return { line: this.lines[index] ?? 0, start, end: start + this.needle.length };
  }

  /** The current match, if any. */
  currentMatch(): SearchMatch | undefined {
    return this.match(this.currentIndex);
  }

  /**
   * Sets a new query and drops the previous search (its matches and its unfinished scan): O(1);
   * nothing is scanned until {@link LogSearch.scan}. The current match will be the first match at
   * or after line `fromLine` (0-based, e.g. the first visible line), else the first match.
   */
  setQuery(query: string, fromLine = 0): void {
    this.query = query;
    this.needle = query;
    this.pattern = query ? new RegExp(escapeRegExp(query), 'gi') : undefined;
    // Over raw text with colour sequences: the query's characters with any sequences between
    // them, not starting inside a sequence (where "31m" or "[" would match).
    // A query with a control character matches no plain text.
    this.colourPattern = NEVER_PLAIN.test(query)
      ? /(?!)/g
      : query
        ? new RegExp(
            `(?<!\\x1b(?:\\[[\\d;:]*)?)${query.split('').map(escapeRegExp).join('(?:\\x1b\\[[\\d;:]*m)*')}`,
            'gi',
          )
        : undefined;
    this.restart(fromLine);
  }

  /**
   * Scans again from the first line with the same query (the lines were rewritten: a reset, or a
   * backfill inserting lines). The current match will be the first at or after `fromLine`.
   */
  restart(fromLine = 0): void {
    this.total = 0;
    this.scanned = 0;
    this.offset = 0;
    this.lineCount = 0;
    this.currentIndex = -1;
    this.anchor = Math.max(0, fromLine);
    this.anchored = this.pattern !== undefined;
    this.full = false;
    this.done = this.pattern === undefined;
  }

  /**
   * Continues the scan over `source` until every line is scanned or `shouldYield()` answers true
   * (it is asked every few lines, and every 256 matches inside one line). Call again later to
   * go on; lines appended to `source` meanwhile are included.
   * @returns true when every line of `source` has been scanned (or the match limit was reached).
   */
  scan(source: SearchableLines, shouldYield: () => boolean): boolean {
    const pattern = this.pattern;
    this.lineCount = source.length;
    if (!pattern || this.full) {
      if (!pattern) this.scanned = source.length;
      this.done = true;
      return true;
    }
    const min = this.needle.length;
    const length = source.length;
    let sinceCheck = 0;
    while (this.scanned < length) {
      const chunk = source.searchChunk?.(this.scanned);
      if (chunk) {
        const outcome = this.scanChunk(chunk, pattern, shouldYield);
        if (outcome === 'full') return this.finish();
        this.settleAnchor();
        if (outcome === 'yield' || (this.scanned < length && shouldYield())) {
          this.done = false;
          return false;
        }
        continue;
      }
      const line = this.scanned;
      const text = source.plain(line);
      if (text.length >= min) {
        pattern.lastIndex = this.offset;
        let found = 0;
        for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
          if (!this.add(line, m.index)) return this.finish();
          if (++found === MATCHES_PER_CHECK) {
            found = 0;
            if (pattern.lastIndex < text.length && shouldYield()) {
              this.offset = pattern.lastIndex;
              this.done = false;
              return false;
            }
          }
        }
      }
      this.scanned = line + 1;
      this.offset = 0;
      this.settleAnchor();
      if (++sinceCheck === LINES_PER_CHECK || text.length > 16_384) {
        sinceCheck = 0;
        if (this.scanned < length && shouldYield()) {
          this.done = false;
          return false;
        }
      }
    }
    return this.finish();
  }

  /**
   * Scans a prepared chunk from the scan position (which is inside it) with one regular
   * expression pass, mapping each match to its line; asks `shouldYield` every
   * {@link MATCHES_PER_CHECK} matches. Leaves the scan position after the chunk (`done`), where
   * it stopped (`yield`), or reports the match limit (`full`).
   */
  private scanChunk(
    chunk: SearchChunk,
    pattern: RegExp,
    shouldYield: () => boolean,
  ): 'done' | 'yield' | 'full' {
    const { first, text, starts, escapes } = chunk;
    const count = starts.length - 1;
    let j = this.scanned - first;
    const regex = escapes ? (this.colourPattern ?? pattern) : pattern;
    // Offsets in a line are plain text offsets; in a chunk with escapes, raw ones. There they are
    // counted on from the line's last match (from the line's start each time, a 1 MB line's
    // thousands of matches cost its length each: one slice took 20-50 ms).
    let cursorLine = -1;
    let cursorRaw = 0;
    let cursorPlain = 0;
    const lineOffset = (line: number, at: number) => {
      const start = starts[line] ?? 0;
      if (!escapes) return at - start;
      if (cursorLine !== line || at < cursorRaw) {
        cursorLine = line;
        cursorRaw = start;
        cursorPlain = 0;
      }
      cursorPlain += plainLength(text, cursorRaw, at);
      cursorRaw = at;
      return cursorPlain;
    };
    regex.lastIndex =
      escapes && this.offset > 0
        ? rawOffset(text, starts[j] ?? 0, this.offset)
        : (starts[j] ?? 0) + this.offset;
    let found = 0;
    for (let m = regex.exec(text); m; m = regex.exec(text)) {
      const at = m.index;
      while ((starts[j + 1] ?? Number.POSITIVE_INFINITY) <= at) j++;
      if (!this.add(first + j, lineOffset(j, at))) return 'full';
      if (++found === MATCHES_PER_CHECK) {
        found = 0;
        if (shouldYield()) {
          const next = regex.lastIndex;
          while ((starts[j + 1] ?? Number.POSITIVE_INFINITY) <= next) j++;
          this.scanned = first + j;
          this.offset = lineOffset(j, next);
          return 'yield';
        }
      }
    }
    this.scanned = first + count;
    this.offset = 0;
    return 'done';
  }

  /** Once the scan has passed the anchor line, the current match is the first at or after it. */
  private settleAnchor(): void {
    if (this.anchored && this.scanned > this.anchor && this.total > 0) {
      const first = this.firstAtOrAfter(this.anchor);
      if (first >= 0) {
        this.currentIndex = first;
        this.anchored = false;
      }
    }
  }

  /** Moves to the next match (wrapping to the first); returns it. */
  next(): SearchMatch | undefined {
    if (this.total === 0) return undefined;
    this.anchored = false;
    this.currentIndex = (this.currentIndex + 1) % this.total;
    return this.currentMatch();
  }

  /** Moves to the previous match (wrapping to the last); returns it. */
  previous(): SearchMatch | undefined {
    if (this.total === 0) return undefined;
    this.anchored = false;
    this.currentIndex = (Math.max(0, this.currentIndex) - 1 + this.total) % this.total;
    return this.currentMatch();
  }

  /**
   * Up to `limit` matches of line `line` that overlap its plain-text window `[from, to)`, for
   * highlighting: with the current match in the line, the ones around it (it is always included);
   * otherwise the first ones. Binary search: O(log matches + limit), whatever the line holds.
   */
  matchesInLine(line: number, from = 0, to = Number.POSITIVE_INFINITY, limit = 100): LineMatch[] {
    const out: LineMatch[] = [];
    if (this.total === 0 || limit <= 0) return out;
    const width = this.needle.length;
    // First match of the line ending after `from`, and first one starting at or after `to`.
    let first = this.lowerBound(line, from - width + 1);
    const end = this.lowerBound(line, to);
    if (first >= end) return out;
    const current = this.currentIndex;
    if (current >= first && current < end && current - first >= limit) {
      first = Math.max(first, Math.min(current - (limit >> 1), end - limit));
    }
    for (let i = first; i < end && out.length < limit; i++) {
      const start = this.starts[i] ?? 0;
      out.push({ start, end: start + width, index: i });
    }
    return out;
  }

  /** Index of the first match with (line, start) >= (`line`, `start`), or `total`. */
  private lowerBound(line: number, start: number): number {
    let lo = 0;
    let hi = this.total;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const l = this.lines[mid] ?? 0;
      if (l < line || (l === line && (this.starts[mid] ?? 0) < start)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the first match on a line >= `line`, or -1 when none. */
  private firstAtOrAfter(line: number): number {
    const index = this.lowerBound(line, Number.NEGATIVE_INFINITY);
    return index < this.total ? index : -1;
  }

  /** The scan is over (end of the lines or the match limit): settle the current match. */
  private finish(): boolean {
    if (!this.full) {
      this.scanned = this.lineCount;
      this.offset = 0;
    }
    if (this.total > 0 && this.currentIndex === -1) {
      const first = this.anchored ? this.firstAtOrAfter(this.anchor) : -1;
      this.currentIndex = first >= 0 ? first : 0;
    }
    this.anchored = false;
    this.done = true;
    return true;
  }

  /** Records a match; false (and the search stops) at {@link MAX_SEARCH_MATCHES}. */
  private add(line: number, start: number): boolean {
    if (this.total >= MAX_SEARCH_MATCHES) {
      this.full = true;
      return false;
    }
    if (this.total === this.lines.length) {
      const size = Math.min(this.lines.length * 2, MAX_SEARCH_MATCHES);
      const lines = new Int32Array(size);
      lines.set(this.lines);
      this.lines = lines;
      const starts = new Int32Array(size);
      starts.set(this.starts);
      this.starts = starts;
    }
    this.lines[this.total] = line;
    this.starts[this.total] = start;
    this.total++;
    return true;
  }
}

/** A running search loop from {@link scheduleSearch}. */
export interface SearchTask {
  /** Makes sure the loop runs (after new lines or a new query); cheap when it already does. */
  wake(): void;
  /** Stops the loop for good (the viewer unmounts). */
  cancel(): void;
}

/** Options of {@link scheduleSearch}. */
export interface ScheduleSearchOptions {
  /** Longest slice of scanning before yielding to the browser, in ms (default 5). */
  budgetMs?: number;
  /**
   * Called after a slice when the search changed (at most every `notifyEveryMs`, and always when
   * a scan completes), to redraw the count.
   */
  onProgress(): void;
  /** Least time between two `onProgress` calls while the scan goes on, in ms (default 100). */
  notifyEveryMs?: number;
  /** Clock in ms (default `performance.now`). */
  now?: () => number;
  /** Runs `task` soon, after pending input and rendering (default: a `MessageChannel` message). */
  defer?: (task: () => void) => void;
}

/** How long one search slice holds background catch-ups back ({@link holdBackground}), in ms. */
const BACKGROUND_HOLD_MS = 50;

/**
 * Drives `search` over `source` in slices of at most `budgetMs` of main-thread time, each in its
 * own task, so typing, scrolling and painting go on while a 1,000,000-line log or a log of 1 MB
 * lines is searched. A new query ({@link LogSearch.setQuery}) cancels the old scan; call
 * {@link SearchTask.wake} after it (and after new lines) to get the loop going.
 */
export function scheduleSearch(
  search: LogSearch,
  source: SearchableLines,
  options: ScheduleSearchOptions,
): SearchTask {
  const budget = options.budgetMs ?? 5;
  const every = options.notifyEveryMs ?? 100;
  const now = options.now ?? (() => performance.now());
  const defer = options.defer ?? createDefer();
  let pending = false;
  let cancelled = false;
  let notifiedAt = Number.NEGATIVE_INFINITY;
  /** The search changed since the last `onProgress`. */
  let dirty = false;
  const run = () => {
    pending = false;
    if (cancelled) return;
    const { count, current, scannedLines, scanning } = search;
    const deadline = now() + budget;
    const done = search.scan(source, () => now() >= deadline);
    dirty ||=
      search.count !== count ||
      search.current !== current ||
      search.scannedLines !== scannedLines ||
      search.scanning !== scanning;
    const at = now();
    if (dirty && (done || at - notifiedAt >= every)) {
      dirty = false;
      notifiedAt = at;
      options.onProgress();
    }
    // While the scan goes on, the run summary's catch-up waits (it took every other slice).
    holdBackground(done ? 0 : BACKGROUND_HOLD_MS);
    if (!done) schedule();
  };
  const schedule = () => {
    if (pending || cancelled) return;
    pending = true;
    defer(run);
  };
  return {
    wake: schedule,
    cancel: () => {
      cancelled = true;
    },
  };
}

/** Options of {@link prepareSearchWhenIdle}. */
export interface PrepareSearchOptions {
  /**
   * The lines must not have changed for this long before the preparation starts, in ms (default
   * {@link PREPARE_QUIET_MS}): a download or a stream of lines goes first.
   */
  quietMs?: number;
  /**
   * Runs `task` when the page is idle, with a function giving the idle time left in ms (default:
   * `requestIdleCallback`, else a 0 ms timer with 5 ms); returns the cancel function.
   */
  idle?: (task: (timeRemaining: () => number) => void) => () => void;
}

/**
 * Default {@link PrepareSearchOptions.quietMs}, in ms. Short: a log that has just arrived is
 * searched soon after, and after a finished task's log comes the settle re-read of its output
 * (spec core §7.5), which leaves no idle time; the preparation runs in idle slices anyway, so a
 * download or a stream still goes first.
 */
export const PREPARE_QUIET_MS = 250;

/** Idle time (ms) left unused in an idle period, for the browser's own work. */
const IDLE_RESERVE_MS = 2;

/**
 * Prepares `source`'s search index ({@link SearchableLines.prepareSearch}) in the page's idle
 * time once its lines have not changed for {@link PrepareSearchOptions.quietMs}, so that the
 * first search of a large log has less to do. Call {@link SearchTask.wake} whenever the lines
 * change (it restarts the quiet period) and {@link SearchTask.cancel} when the viewer goes.
 */
export function prepareSearchWhenIdle(
  source: SearchableLines,
  options: PrepareSearchOptions = {},
): SearchTask {
  const quietMs = options.quietMs ?? PREPARE_QUIET_MS;
  const idle = options.idle ?? runInIdleSlice;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const step = (timeRemaining: () => number) => {
    cancelIdle = undefined;
    if (cancelled || !source.prepareSearch) return;
    if (!source.prepareSearch(() => timeRemaining() < IDLE_RESERVE_MS)) cancelIdle = idle(step);
  };
  return {
    wake: () => {
      if (cancelled || !source.prepareSearch) return;
      clearTimeout(timer);
      cancelIdle?.();
      cancelIdle = undefined;
      timer = setTimeout(() => {
        timer = undefined;
        cancelIdle = idle(step);
      }, quietMs);
    },
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
      cancelIdle?.();
    },
  };
}
