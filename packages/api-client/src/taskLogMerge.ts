/**
 * The task-log merge: one ordered, de-duplicated line list for one task, built from the
 * stored output (`GET …/tasks/{id}/output`, API §5.11) and the websocket `log` messages
 * (API §7.3), under any interleaving, duplicates and reconnect gaps.
 *
 * What identifies a line. Output lines have NO id (API §5.11, §13.2 item 18), and the REST
 * copy of a websocket line may carry a different time string: truncated or rounded to whole
 * seconds ([SQL] MySQL), microseconds (PostgreSQL), converted to UTC, or identical ([Bolt]).
 * Two identical lines can share a time. So a line is identified by its POSITION, never by
 * its text alone:
 * - the stored output is the log's authoritative prefix: record `i` of any fetch is line `i`
 *   (a longer fetch extends a shorter one; a shorter, stale fetch changes nothing);
 * - websocket lines arrive in log order (one socket), each message a distinct line (the same
 *   message OBJECT applied twice counts once; equal copies are distinct lines); one is the same
 *   line as a stored record when the texts are equal AND the times agree within the stored
 *   time's precision (1 s for whole seconds, 10^-d s for d fractional digits), matched in
 *   order (the k-th such websocket line pairs with the k-th unpaired such record);
 * - the merged list is: the stored records in their order, then the websocket lines not yet
 *   covered by them, in arrival order.
 * After a fetch that covers everything (e.g. the refetch on `reconnected`), the list is
 * exactly the stored log. Between fetches, a line lost in a reconnect gap is simply absent,
 * and in the rare case where a websocket line after a gap has the same text and second as
 * an unpaired stored line, they are taken as one until the next fetch shows both.
 *
 * Cost: appending websocket lines in order is O(batch); a fetch costs O(new records +
 * uncovered websocket lines); nothing is ever O(total) in the in-order case.
 */
import type { TaskOutput, WsLog } from './schemas';

/** One line of the merged log. `key` is stable for the life of the merge (use it as a list key). */
export interface TaskLogLine {
  /** Stable, unique key (0, 1, 2, … in order of first appearance). */
  readonly key: number;
  /** Time as first received (RFC 3339; REST and websocket copies may differ in form). */
  readonly time: string;
  /** The line text (ANSI escapes kept). */
  readonly output: string;
}

/**
 * What changed in `lines`, as a splice: remove `removed` lines at `index`, insert `added`
 * there. In the in-order case this is an append (`index` = old length, `removed` = 0).
 */
export interface TaskLogChange {
  /** 0-based index of the first changed line. */
  index: number;
  /** How many lines were removed at `index`. */
  removed: number;
  /** Lines inserted at `index`. */
  added: TaskLogLine[];
}

/** The incremental merge returned by {@link createTaskLogMerge}. */
export interface TaskLogMerge {
  /**
   * The merged lines (a live, read-only view: it changes with every call that returns a change).
   * With {@link TaskLogMergeOptions.start}, the lines from `start` on: `lines[0]` is line `start`.
   */
  readonly lines: readonly TaskLogLine[];
  /** How many lines the log has: {@link TaskLogMergeOptions.start} plus `lines.length`. */
  readonly length: number;
  /**
   * Adds a fetched output (the whole `GET …/tasks/{id}/output` answer, oldest first).
   * Returns what changed, or `null` when nothing did (e.g. a stale, shorter fetch).
   *
   * It may also be given one growing array again and again (the records of a read collected as
   * its batches arrive): each call then costs O(records added since the last call). An array
   * object is taken as appended to, never rewritten, between calls.
   *
   * With `options.after` true, `records` are only the stored records that follow those of the
   * last answer given (a batch of `tasks.outputBatches`, or a re-read with its `skip` set to that
   * answer's length: the stored output only grows, API §7.5), and are merged as if the whole
   * answer had been given.
   */
  addOutput(records: readonly TaskOutput[], options?: { after?: boolean }): TaskLogChange | null;
  /**
   * Adds websocket `log` messages in the order they arrived (other tasks' messages are
   * ignored when a `taskId` was given; a message object already added is skipped).
   * Returns the appended lines, or `null`.
   */
  addLogEvents(events: readonly WsLog[]): TaskLogChange | null;
  /** Forgets everything (keys restart at 0). */
  reset(): void;
}

/** Options of {@link createTaskLogMerge}. */
export interface TaskLogMergeOptions {
  /** Only records and messages of this task are used. */
  taskId?: number;
  /**
   * How many stored records come before the merge's first line and are held elsewhere (default
   * 0): the merge starts as if it had been given them, never pairs a websocket line with one of
   * them, and does not keep them. Its changes' indexes count them. Give the records that follow
   * with `addOutput(records, { after: true })`.
   *
   * A reader that holds a long log already (a finished task's output, read whole) creates its
   * merge when the first websocket line comes, with `start` at the first record that line could
   * be: a websocket line is never the same line as a stored record older than itself by more
   * than the record's precision (at most 1 s) and 2 s of clock slack (see the module notes).
   * The million records before it are then held once, by the reader, not also as merge lines.
   */
  start?: number;
}

/**
 * A line of the merge and what pairing needs to know about it. It is also the line handed out
 * (as a {@link TaskLogLine}): one object per line, not two, and a small one (a log of 1,000,000
 * lines); the parsed time is a separate object made only for the lines that are compared.
 */
interface Entry extends TaskLogLine {
  /** The line's key, given (the next one) when the entry is first shown; -1 before. */
  key: number;
  /** Time as received. */
  readonly time: string;
  /** Line text. */
  readonly output: string;
  /** A stored record (its time sets the matching tolerance). */
  isRecord: boolean;
  /** Stored record: has a websocket partner. Websocket tail line: consumed by a record. */
  matched: boolean;
  /** The time parsed, on the first comparison; `null` before. */
  at: EntryTime | null;
}

/** An entry's time, parsed. */
interface EntryTime {
  /** Whole seconds since the epoch (NaN when the time could not be parsed). */
  readonly sec: number;
  /** Nanoseconds within the second. */
  readonly nano: number;
  /** Matching tolerance of a stored record's time, in ns (0 for websocket lines). */
  readonly tol: number;
}

/** Extra slack for clock jitter when deciding that a line is too old or too new, in ns. */
const SLACK_NS = 2e9;

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})$/;

/** Parses an RFC 3339 time into seconds, nanoseconds and the number of fraction digits. */
function parseTime(time: string): { sec: number; nano: number; digits: number } {
  const m = RFC3339.exec(time);
  if (!m) return { sec: Number.NaN, nano: 0, digits: 0 };
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  const zone = m[8]!;
  let offset = 0;
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone[0] === '-' ? -1 : 1;
    offset = sign * (+zone.slice(1, 3) * 3600 + +zone.slice(4, 6) * 60);
  }
  const fraction = m[7] ?? '';
  return {
    sec: ms / 1000 - offset,
    nano: fraction ? +fraction.slice(0, 9).padEnd(9, '0') : 0,
    digits: fraction.length,
  };
}

/** An entry's time, parsed on first use (most stored records are never compared). */
function ready(e: Entry): EntryTime {
  if (e.at === null) {
    const parsed = parseTime(e.time);
    e.at = {
      sec: parsed.sec,
      nano: parsed.nano,
      tol: e.isRecord ? (parsed.digits === 0 ? 1e9 : 10 ** (9 - Math.min(parsed.digits, 9))) : 0,
    };
  }
  return e.at;
}

/** `a - b` in nanoseconds; NaN when either time is unparsable (every comparison is then false). */
function diff(a: Entry, b: Entry): number {
  const x = ready(a);
  const y = ready(b);
  return (x.sec - y.sec) * 1e9 + (x.nano - y.nano);
}

/** Tolerance of a stored record's time, in ns. */
function tol(record: Entry): number {
  return ready(record).tol;
}

/** Whether stored record `record` and websocket line `live` are the same line. */
function sameLine(record: Entry, live: Entry): boolean {
  if (record.output !== live.output) return false;
  const delta = diff(record, live);
  if (Number.isNaN(delta)) return record.time === live.time;
  return Math.abs(delta) <= tol(record);
}

/**
 * Creates an incremental task-log merge (see the module notes for what identifies a line).
 *
 * ```ts
 * const merge = createTaskLogMerge({ taskId });
 * const early = []; feed.on('log', (e) => early.push(e));          // while fetching
 * merge.addOutput(await project.tasks.output(taskId));
 * merge.addLogEvents(early);
 * feed.on('log', (e) => apply(merge.addLogEvents([e])));
 * feed.on('reconnected', async () => apply(merge.addOutput(await project.tasks.output(taskId))));
 * ```
 */
export function createTaskLogMerge(options: TaskLogMergeOptions = {}): TaskLogMerge {
  const taskId = options.taskId;
  /**
   * Lines of the log before the merge's first line, held elsewhere ({@link TaskLogMergeOptions.start}):
   * line `k` of the log is `entries[k - base]`. Every other index here counts them.
   */
  const base = Math.max(0, Math.floor(options.start ?? 0));
  let entries: Entry[] = [];
  /** Number of stored records known: lines [0, restCount) are records, the rest websocket lines. */
  let restCount = base;
  /** First stored record that a future websocket line may still pair with. */
  let cursor = base;
  let nextKey = 0;
  /** Websocket message objects already applied (a buffer applied twice adds nothing). */
  let seenEvents = new WeakSet<WsLog>();
  /**
   * Where the filtering of the last `records` array given to `addOutput` stopped, so that the same
   * array given again after it grew (a read's records collected as they arrive) is filtered from there:
   * O(new records), not O(all). The array is held weakly and the records already merged are not
   * held at all (a log of a million records is not kept twice).
   */
  let filtered: {
    source: WeakRef<readonly TaskOutput[]>;
    scanned: number;
    /** Records of `taskId` counted so far, with those before `source` (an `after` answer). */
    counted: number;
    /** Whether `source` was given as an `after` answer. */
    after: boolean;
  } | null = null;

  /**
   * The records of `taskId` in `records` not filtered yet (`fresh`), and how many of the task's
   * stored records come before them (`before`; see `addOutput`).
   */
  function ofTask(
    records: readonly TaskOutput[],
    after: boolean,
  ): { fresh: readonly TaskOutput[]; before: number } {
    if (
      filtered === null ||
      filtered.source.deref() !== records ||
      filtered.scanned > records.length ||
      filtered.after !== after
    ) {
      filtered = {
        source: new WeakRef(records),
        scanned: 0,
        counted: after ? restCount : 0,
        after,
      };
    }
    const from = filtered.scanned;
    let other = from;
    if (taskId !== undefined)
      while (other < records.length && records[other]!.task_id === taskId) other++;
    let fresh: readonly TaskOutput[];
    if (taskId === undefined || other === records.length) {
      // Every record is the task's (the usual answer): no copy of a batch handed over whole.
      fresh = from === 0 ? records : records.slice(from);
    } else {
      const kept = records.slice(from, other);
      for (let j = other + 1; j < records.length; j++) {
        const record = records[j]!;
        if (record.task_id === taskId) kept.push(record);
      }
      fresh = kept;
    }
    const before = filtered.counted;
    filtered.scanned = records.length;
    filtered.counted += fresh.length;
    return { fresh, before };
  }

  function entry(time: string, output: string, isRecord: boolean): Entry {
    return { time, output, key: -1, isRecord, matched: false, at: null };
  }

  /**
   * The stored records from `from` on that a websocket line may still pair with, by text: for
   * each output, the record positions in order (`head`: the first one not consumed yet). Built
   * on the first pairing after a fetch, so that a websocket line looks only at the records with
   * its own text, not at every record of the last seconds (at 10,000 lines/s, 2 s of records are
   * 20,000 comparisons per line).
   */
  let byOutput: Map<string, { at: number[]; head: number }> | null = null;

  function recordIndex(): Map<string, { at: number[]; head: number }> {
    if (byOutput) return byOutput;
    byOutput = new Map();
    for (let k = cursor; k < restCount; k++) {
      const record = entries[k - base]!;
      if (record.matched) continue;
      const same = byOutput.get(record.output);
      if (same) same.at.push(k);
      else byOutput.set(record.output, { at: [k], head: 0 });
    }
    return byOutput;
  }

  /**
   * Pairs a websocket line with an unpaired stored record, if one is the same line: the first
   * unpaired record from `cursor` on with the same text and a time within its precision, looking
   * no further than the first record that is newer than the line by more than the slack.
   */
  function pairWithRecord(live: Entry): boolean {
    // Every stored record is paired or too old: nothing to compare (the in-order live case).
    if (cursor >= restCount) return false;
    const last = entries[restCount - 1 - base]!;
    // Fast path: the line is newer than every stored record.
    if (diff(live, last) > tol(last) + SLACK_NS) {
      cursor = restCount;
      return false;
    }
    while (cursor < restCount) {
      const record = entries[cursor - base]!;
      const tooOld = diff(live, record) > tol(record) + SLACK_NS;
      if (record.matched || tooOld) cursor++;
      else break;
    }
    if (cursor >= restCount) return false;
    // The records are in log order, so their times grow: the first record too new for the line
    // ends the search, as in a scan from `cursor` (found here by the candidates' own times).
    const same = recordIndex().get(live.output);
    if (!same) return false;
    const { at } = same;
    while (
      same.head < at.length &&
      (at[same.head]! < cursor || entries[at[same.head]! - base]!.matched)
    ) {
      same.head++;
    }
    for (let h = same.head; h < at.length; h++) {
      const record = entries[at[h]! - base]!;
      if (diff(record, live) > tol(record) + SLACK_NS) break;
      if (!record.matched && sameLine(record, live)) {
        record.matched = true;
        if (h === same.head) same.head++;
        return true;
      }
    }
    return false;
  }

  function replaceTail(tail: Entry[]): TaskLogChange | null {
    const oldTail = base + entries.length - restCount;
    const limit = Math.min(oldTail, tail.length);
    let prefix = 0;
    while (prefix < limit && entries[restCount - base + prefix] === tail[prefix]) prefix++;
    let suffix = 0;
    while (
      suffix < limit - prefix &&
      entries[entries.length - 1 - suffix] === tail[tail.length - 1 - suffix]
    ) {
      suffix++;
    }
    return apply(
      restCount + prefix,
      oldTail - prefix - suffix,
      tail.slice(prefix, tail.length - suffix),
    );
  }

  function apply(index: number, removed: number, inserted: Entry[]): TaskLogChange | null {
    if (removed === 0 && inserted.length === 0) return null;
    for (const item of inserted) if (item.key < 0) item.key = nextKey++;
    const local = index - base;
    if (removed === 0 && local === entries.length) {
      for (const item of inserted) entries.push(item);
    } else {
      entries = entries.slice(0, local).concat(inserted, entries.slice(local + removed));
    }
    return { index, removed, added: inserted };
  }

  return {
    get lines() {
      return entries;
    },

    get length() {
      return base + entries.length;
    },

    addOutput(records, options) {
      const { fresh, before } = ofTask(records, options?.after ?? false);
      const total = before + fresh.length;
      if (total <= restCount) return null;
      // The stored records change (and may move): the text index is built again when needed.
      byOutput = null;
      if (base + entries.length === restCount) {
        // No live line waits for a partner (e.g. the first load): a plain append.
        const index = restCount;
        const added: TaskLogLine[] = new Array<TaskLogLine>(total - restCount);
        for (let j = restCount; j < total; j++) {
          const source = fresh[j - before]!;
          const record = entry(source.time, source.output, true);
          record.key = nextKey++;
          entries.push(record);
          added[j - restCount] = record;
        }
        restCount = total;
        return { index, removed: 0, added };
      }
      const tail = entries.slice(restCount - base);
      const replacement: Entry[] = [];
      let from = 0;
      for (let j = restCount; j < total; j++) {
        const source = fresh[j - before]!;
        const record = entry(source.time, source.output, true);
        while (from < tail.length) {
          const live = tail[from]!;
          const tooOld = diff(record, live) > tol(record) + SLACK_NS;
          if (live.matched || tooOld) from++;
          else break;
        }
        let partner: Entry | undefined;
        for (let k = from; k < tail.length; k++) {
          const live = tail[k]!;
          if (diff(live, record) > tol(record) + SLACK_NS) {
            break;
          }
          if (!live.matched && sameLine(record, live)) {
            partner = live;
            break;
          }
        }
        if (partner) {
          // The websocket line becomes this record: same key, no visible change.
          partner.matched = true;
          partner.isRecord = true;
          partner.at = ready(record);
          replacement.push(partner);
        } else {
          replacement.push(record);
        }
      }
      const rest = tail.filter((live) => !live.matched);
      const newTail = replacement.concat(rest);
      const change = replaceTail(newTail);
      restCount = total;
      return change;
    },

    addLogEvents(events) {
      const appended: Entry[] = [];
      for (const event of events) {
        if (taskId !== undefined && event.task_id !== taskId) continue;
        // The feed delivers each message as its own object: the same object again is a replay.
        if (seenEvents.has(event)) continue;
        seenEvents.add(event);
        const live = entry(event.time, event.output, false);
        if (!pairWithRecord(live)) appended.push(live);
      }
      return apply(base + entries.length, 0, appended);
    },

    reset() {
      entries = [];
      restCount = base;
      cursor = base;
      nextKey = 0;
      seenEvents = new WeakSet<WsLog>();
      filtered = null;
      byOutput = null;
    },
  };
}

/**
 * One-shot merge: the line list for fetched output `records` and websocket `events` of
 * one task (see {@link createTaskLogMerge} for the rules). Pure: the inputs are not changed.
 */
export function mergeTaskLog(
  records: readonly TaskOutput[],
  events: readonly WsLog[],
): TaskLogLine[] {
  const merge = createTaskLogMerge();
  merge.addLogEvents(events);
  merge.addOutput(records);
  return [...merge.lines];
}
