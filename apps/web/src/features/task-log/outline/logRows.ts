import { LINE_KIND, type LineKind, type LogOutline } from '@semaphore-console/log-outline';

/**
 * Which lines to show: one host's lines, or lines of some kinds, or both (host and kinds). The
 * play, task and handler headers around the shown lines are shown too.
 */
export interface LineFilter {
  /** Index in `LogOutline.hosts`, or `-1` for every host. */
  readonly host: number;
  /** The {@link LineKind}s to show; empty for every kind. */
  readonly kinds: readonly LineKind[];
}

const HEADER_KINDS = new Set<LineKind>([
  LINE_KIND.play,
  LINE_KIND.task,
  LINE_KIND.handler,
  LINE_KIND.recap,
  LINE_KIND.groupStart,
]);

/** Whether line kind `kind` is a section header (it can be folded). */
export function isHeaderKind(kind: LineKind): boolean {
  return HEADER_KINDS.has(kind);
}

/**
 * The rows the log viewer shows, as 0-based line indexes: every line (the identity, free), or the
 * lines left once folded sections are closed and a {@link LineFilter} is applied. Built once when
 * the folds or the filter change (O(lines)), then extended as lines arrive (O(new lines), each
 * line checked against the folds of its enclosing sections: O(nesting depth)). Kept outside
 * React; {@link LogRows.version} changes with every change.
 */
export class LogRows {
  private folded = new Set<number>();
  private filterValue: LineFilter | null = null;
  /** `null` = every line is a row (no folds, no filter). */
  private rows: Int32Array | null = null;
  private rowCount = 0;
  /** Lines checked so far (when `rows` is not null). */
  private built = 0;
  /** Sections whose header was added because a filtered line inside them was shown. */
  private headerShown = new Set<number>();
  private outline: LogOutline | null = null;
  private versionValue = 0;

  /** Changes whenever the rows may have changed order or membership (not for plain appends). */
  get version(): number {
    return this.versionValue;
  }

  /** The active filter, or `null`. */
  get filter(): LineFilter | null {
    return this.filterValue;
  }

  /** Whether section `id` is folded. */
  isFolded(id: number): boolean {
    return this.folded.has(id);
  }

  /** Whether any section is folded. */
  get anyFolded(): boolean {
    return this.folded.size > 0;
  }

  /**
   * Brings the rows up to date with `lineCount` lines described by `outline`: extends them with
   * the new lines, or rebuilds them when the outline is another one (the log was rewritten).
   * Returns the number of rows.
   */
  update(lineCount: number, outline: LogOutline | null): number {
    if (outline !== this.outline) {
      this.outline = outline;
      if (this.rows) this.rebuild();
    }
    if (!this.rows) return lineCount;
    const end = Math.min(lineCount, outline?.length ?? 0);
    for (let i = this.built; i < end; i++) this.consider(i);
    this.built = Math.max(this.built, end);
    return this.rowCount;
  }

  /** The line shown at row `row` (0-based). */
  line(row: number): number {
    return this.rows ? (this.rows[row] ?? -1) : row;
  }

  /** The row showing line `line`, or `-1` when it is hidden. O(log rows). */
  rowOf(line: number): number {
    const rows = this.rows;
    if (!rows) return line;
    let lo = 0;
    let hi = this.rowCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((rows[mid] ?? 0) < line) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.rowCount && rows[lo] === line ? lo : -1;
  }

  /** Folds or unfolds section `id`. */
  toggle(id: number): void {
    if (this.folded.has(id)) this.folded.delete(id);
    else this.folded.add(id);
    this.rebuild();
  }

  /** Folds every section known now (sections that start later stay open). */
  foldAll(): void {
    const sections = this.outline?.sections ?? [];
    for (const section of sections) if (section.kind !== 'recap') this.folded.add(section.id);
    this.rebuild();
  }

  /** Unfolds every section. */
  unfoldAll(): void {
    this.folded.clear();
    this.rebuild();
  }

  /** Sets or clears (`null`) the filter. */
  setFilter(filter: LineFilter | null): void {
    this.filterValue = filter;
    this.rebuild();
  }

  /**
   * Makes line `line` visible: unfolds the sections around it and clears a filter that hides it
   * (a search match or an error jumped to). Returns its row.
   */
  reveal(line: number): number {
    if (this.rowOf(line) !== -1) return this.rowOf(line);
    const outline = this.outline;
    let changed = false;
    if (outline) {
      for (let id = outline.section(line); id !== -1; id = outline.sections[id]?.parent ?? -1) {
        if (this.folded.delete(id)) changed = true;
      }
    }
    if (changed) this.rebuild();
    if (this.rowOf(line) === -1 && this.filterValue) this.setFilter(null);
    return this.rowOf(line);
  }

  private rebuild(): void {
    this.versionValue++;
    this.headerShown.clear();
    this.built = 0;
    this.rowCount = 0;
    if (this.folded.size === 0 && !this.filterValue) {
      this.rows = null;
      return;
    }
    this.rows ??= new Int32Array(1024);
    const end = this.outline?.length ?? 0;
    for (let i = 0; i < end; i++) this.consider(i);
    this.built = end;
  }

  /** Adds line `i` (and, under a filter, the headers around it) when it is shown. */
  private consider(i: number): void {
    const outline = this.outline;
    if (!outline) return;
    const section = outline.section(i);
    if (this.hiddenByFold(i, section)) return;
    const filter = this.filterValue;
    if (filter) {
      const kind = outline.kind(i);
      if (isHeaderKind(kind)) return; // shown only around a shown line (below)
      if (filter.host !== -1 && outline.host(i) !== filter.host) return;
      if (filter.kinds.length > 0 && !filter.kinds.includes(kind)) return;
      this.showHeaders(section);
    }
    this.add(i);
  }

  /** Whether line `i`, inside section `section`, is inside a folded section (not its header). */
  private hiddenByFold(i: number, section: number): boolean {
    if (this.folded.size === 0) return false;
    const sections = this.outline?.sections ?? [];
    for (let id = section; id !== -1; id = sections[id]?.parent ?? -1) {
      if (this.folded.has(id) && (sections[id]?.start ?? -1) < i) return true;
    }
    return false;
  }

  /** Adds the headers of `section` and its parents not shown yet, outermost first. */
  private showHeaders(section: number): void {
    const sections = this.outline?.sections ?? [];
    const missing: number[] = [];
    for (
      let id = section;
      id !== -1 && !this.headerShown.has(id);
      id = sections[id]?.parent ?? -1
    ) {
      missing.push(id);
    }
    for (let k = missing.length - 1; k >= 0; k--) {
      const id = missing[k] as number;
      this.headerShown.add(id);
      const start = sections[id]?.start ?? -1;
      if (start >= 0 && !this.hiddenByFold(start, sections[id]?.parent ?? -1)) this.add(start);
    }
  }

  private add(line: number): void {
    let rows = this.rows as Int32Array;
    if (this.rowCount >= rows.length) {
      const next = new Int32Array(rows.length * 2);
      next.set(rows);
      rows = next;
      this.rows = rows;
    }
    rows[this.rowCount++] = line;
  }
}
