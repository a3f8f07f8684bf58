import { strip } from '@semaphore-console/ansi';
import { diffArrays } from 'diff';

/**
 * One run of the log diff, in line indexes (0-based) of the two logs: lines equal in both
 * (`same`), only in the first (`removed`) or only in the second (`added`).
 */
export type DiffHunk =
  | { readonly kind: 'same'; readonly a: number; readonly b: number; readonly count: number }
  | { readonly kind: 'removed'; readonly a: number; readonly count: number }
  | { readonly kind: 'added'; readonly b: number; readonly count: number };

/** Edits beyond which the middle of two logs is shown as one replaced block (Myers' D bound). */
export const MAX_EDIT_LENGTH = 20_000;

const ISO_TIME = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g;
const CLOCK = /\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g;
const DURATION = /\b\d+(?:\.\d+)?(?:ms|s)\b/g;
const TASK_ID = /\btask\s*#?\s*\d+/gi;

/**
 * A log line as the diff compares it: escapes stripped, then times (RFC 3339 / ISO dates, clock
 * times, `1.2s`-style durations) and task ids (`task #12`, and the compared tasks' own ids as
 * whole numbers) replaced by placeholders, so two runs of the same template differ only where
 * their work did.
 * @param ids the ids of the compared tasks.
 */
export function normalizeLine(output: string, ids: readonly number[] = []): string {
  // eslint-disable-next-line no-control-regex -- the escape character is what we look for
  let text = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/.test(output) ? strip(output) : output;
  if (/\d/.test(text)) {
    text = text
      .replace(ISO_TIME, '<time>')
      .replace(CLOCK, '<time>')
      .replace(DURATION, '<duration>')
      .replace(TASK_ID, 'task #<id>');
    for (const id of ids) {
      const token = String(id);
      if (text.includes(token)) text = text.replace(new RegExp(`\\b${token}\\b`, 'g'), '<id>');
    }
  }
  return text;
}

/**
 * Diffs two logs line by line after {@link normalizeLine}. The common start and end are taken
 * first (O(n)); the middle goes through jsdiff's Myers `diffArrays`, bounded by
 * {@link MAX_EDIT_LENGTH} edits (beyond it, the middle is one removed and one added block).
 * Pure and synchronous: run it in a worker for long logs (see `logDiffClient.ts`).
 * @param a the first log's raw output lines; @param b the second's.
 * @returns the hunks in order; consecutive hunks never have the same kind.
 */
export function diffLogs(
  a: readonly string[],
  b: readonly string[],
  ids: readonly number[] = [],
): DiffHunk[] {
  const na = a.map((line) => normalizeLine(line, ids));
  const nb = b.map((line) => normalizeLine(line, ids));
  let head = 0;
  while (head < na.length && head < nb.length && na[head] === nb[head]) head++;
  let tail = 0;
  while (
    tail < na.length - head &&
    tail < nb.length - head &&
    na[na.length - 1 - tail] === nb[nb.length - 1 - tail]
  ) {
    tail++;
  }
  const out: DiffHunk[] = [];
  const push = (hunk: DiffHunk) => {
    if (hunk.count === 0) return;
    const last = out[out.length - 1];
    if (last && last.kind === hunk.kind) {
      out[out.length - 1] = { ...last, count: last.count + hunk.count } as DiffHunk;
    } else out.push(hunk);
  };
  push({ kind: 'same', a: 0, b: 0, count: head });
  const midA = na.slice(head, na.length - tail);
  const midB = nb.slice(head, nb.length - tail);
  let ia = head;
  let ib = head;
  if (midA.length > 0 && midB.length > 0) {
    const changes = diffArrays(midA, midB, { maxEditLength: MAX_EDIT_LENGTH });
    if (changes) {
      for (const change of changes) {
        if (change.added) {
          push({ kind: 'added', b: ib, count: change.count });
          ib += change.count;
        } else if (change.removed) {
          push({ kind: 'removed', a: ia, count: change.count });
          ia += change.count;
        } else {
          push({ kind: 'same', a: ia, b: ib, count: change.count });
          ia += change.count;
          ib += change.count;
        }
      }
    }
  }
  // Whatever Myers did not place (too many edits, or one side empty): one block each.
  push({ kind: 'removed', a: ia, count: na.length - tail - ia });
  push({ kind: 'added', b: ib, count: nb.length - tail - ib });
  push({ kind: 'same', a: na.length - tail, b: nb.length - tail, count: tail });
  return out;
}
