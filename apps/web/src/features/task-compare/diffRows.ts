import type { DiffHunk } from './logDiff';

/** Unchanged lines kept around a change when the rest of an unchanged run is collapsed. */
export const CONTEXT_LINES = 3;

/** One row of the shown diff: a line (with its 0-based index in each log, -1 when absent) or a collapsed run. */
export type DiffRow =
  | { readonly kind: 'same' | 'removed' | 'added'; readonly a: number; readonly b: number }
  | { readonly kind: 'gap'; readonly hunk: number; readonly count: number };

/**
 * The rows of a diff: changed lines, with {@link CONTEXT_LINES} unchanged lines around each
 * change and the rest of each unchanged run collapsed into one `gap` row, unless its hunk index
 * is in `expanded`. O(rows shown + hunks).
 */
export function diffRows(hunks: readonly DiffHunk[], expanded: ReadonlySet<number>): DiffRow[] {
  const rows: DiffRow[] = [];
  hunks.forEach((hunk, h) => {
    if (hunk.kind === 'removed') {
      for (let i = 0; i < hunk.count; i++) rows.push({ kind: 'removed', a: hunk.a + i, b: -1 });
      return;
    }
    if (hunk.kind === 'added') {
      for (let i = 0; i < hunk.count; i++) rows.push({ kind: 'added', a: -1, b: hunk.b + i });
      return;
    }
    const lead = h === 0 ? 0 : CONTEXT_LINES;
    const trail = h === hunks.length - 1 ? 0 : CONTEXT_LINES;
    const line = (i: number) => rows.push({ kind: 'same', a: hunk.a + i, b: hunk.b + i });
    if (expanded.has(h) || hunk.count <= lead + trail + 1) {
      for (let i = 0; i < hunk.count; i++) line(i);
      return;
    }
    for (let i = 0; i < lead; i++) line(i);
    rows.push({ kind: 'gap', hunk: h, count: hunk.count - lead - trail });
    for (let i = hunk.count - trail; i < hunk.count; i++) line(i);
  });
  return rows;
}

/** Index of the first changed row, or -1 when the logs are the same. */
export function firstChange(rows: readonly DiffRow[]): number {
  return rows.findIndex((row) => row.kind === 'removed' || row.kind === 'added');
}
