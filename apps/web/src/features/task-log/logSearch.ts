/** The lines a {@link LogSearch} reads: their count and each line's text without ANSI escapes. */
export interface SearchableLines {
  readonly length: number;
  /** Line `index` (0-based) as plain text (escapes stripped). */
  plain(index: number): string;
}

/** One match: 0-based line index and the match's UTF-16 offsets in that line's plain text. */
export interface SearchMatch {
  line: number;
  start: number;
  end: number;
}

/**
 * Case-insensitive text search over the stripped log lines, incremental while the task runs:
 * {@link LogSearch.extend} scans only the lines added since the last scan, so a stream of new lines
 * costs O(new lines), not O(all lines). Matches are kept in flat typed arrays (line, start).
 */
export class LogSearch {
  private needle = '';
  private pattern: RegExp | undefined;
  private lines = new Int32Array(1024);
  private starts = new Int32Array(1024);
  private total = 0;
  private scanned = 0;
  private currentIndex = -1;

  /** The current query as typed (the search itself ignores case). */
  query = '';

  /** Number of matches found so far. */
  get count(): number {
    return this.total;
  }

  /** 0-based index of the current match, or -1 when there is none. */
  get current(): number {
    return this.currentIndex;
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
   * Sets a new query and scans every line. The current match becomes the first match at or after
   * line `fromLine` (e.g. the first visible line), or the first match. O(total text length).
   */
  setQuery(query: string, source: SearchableLines, fromLine = 0): void {
    this.query = query;
    this.needle = query;
    this.pattern = query
      ? new RegExp(query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')
      : undefined;
    this.total = 0;
    this.scanned = 0;
    this.currentIndex = -1;
    this.extend(source);
    if (this.total > 0) this.currentIndex = Math.max(0, this.firstAtOrAfter(fromLine));
  }

  /** Scans the lines added since the last scan (O(new lines)); the current match stays. */
  extend(source: SearchableLines): void {
    const pattern = this.pattern;
    if (!pattern) {
      this.scanned = source.length;
      return;
    }
    const min = this.needle.length;
    for (let i = this.scanned; i < source.length; i++) {
      const text = source.plain(i);
      if (text.length < min) continue;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) this.add(i, m.index);
    }
    this.scanned = source.length;
    if (this.currentIndex === -1 && this.total > 0) this.currentIndex = 0;
  }

  /** Moves to the next match (wrapping to the first); returns it. */
  next(): SearchMatch | undefined {
    if (this.total === 0) return undefined;
    this.currentIndex = (this.currentIndex + 1) % this.total;
    return this.currentMatch();
  }

  /** Moves to the previous match (wrapping to the last); returns it. */
  previous(): SearchMatch | undefined {
    if (this.total === 0) return undefined;
    this.currentIndex = (this.currentIndex - 1 + this.total) % this.total;
    return this.currentMatch();
  }

  /**
   * The matches inside line `line` as [start, end) offsets of its plain text, for highlighting.
   * Binary search: O(log matches + matches in the line).
   */
  matchesInLine(line: number): Array<{ start: number; end: number; index: number }> {
    const out: Array<{ start: number; end: number; index: number }> = [];
    if (this.total === 0) return out;
    for (let i = this.firstAtOrAfter(line); i >= 0 && i < this.total; i++) {
      if (this.lines[i] !== line) break;
      const start = this.starts[i] ?? 0;
      out.push({ start, end: start + this.needle.length, index: i });
    }
    return out;
  }

  /** Index of the first match on a line >= `line`, or -1 when none. */
  private firstAtOrAfter(line: number): number {
    let lo = 0;
    let hi = this.total;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.lines[mid] ?? 0) < line) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.total ? lo : -1;
  }

  private add(line: number, start: number): void {
    if (this.total === this.lines.length) {
      const lines = new Int32Array(this.lines.length * 2);
      lines.set(this.lines);
      this.lines = lines;
      const starts = new Int32Array(this.starts.length * 2);
      starts.set(this.starts);
      this.starts = starts;
    }
    this.lines[this.total] = line;
    this.starts[this.total] = start;
    this.total++;
  }
}
