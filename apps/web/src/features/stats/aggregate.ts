/**
 * Run statistics computed from what the console has: a newer server's `…/stats` days, or, on
 * servers without that route (2.10), the tasks it can load (newer §N7 "Stats"). Pure functions of
 * their arguments; days are UTC calendar days (`YYYY-MM-DD`), as the server groups them
 * (`DATE(created)` in the database, UTC on a usual install).
 *
 * What counts, on both paths, is what the server's stats count (`api/projects/tasks.go`
 * `GetTaskStats`): a task belongs to the UTC day of its `created`; with a range start, only tasks
 * that *started* at or after that day's midnight count (a task that never started does not);
 * with a user, only the tasks that user ran.
 */
import { type TaskStat, taskStatCounts } from '@semaphore-console/api-client';

/** The ranges a person picks: the last week, month or year. */
export type StatsRange = 'week' | 'month' | 'year';

/** The three outcomes of a day. */
export interface DayCounts {
  /** UTC day, `YYYY-MM-DD`. */
  date: string;
  /** Runs that ended with `success`. */
  success: number;
  /** Runs that ended with `error`. */
  failed: number;
  /** Runs that were stopped. */
  stopped: number;
}

/** The fields of a task the browser-side statistics read (`TaskWithTpl` has them). */
export interface StatsTask {
  status: string;
  created: string;
  start: string | null;
  end: string | null;
  user_id: number | null;
}

const DAY_MS = 86_400_000;

/** `date` as a UTC day `YYYY-MM-DD`. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** UTC midnight of a `YYYY-MM-DD` day, in ms. */
function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** A `YYYY-MM-DD` day as the `Date` of its UTC midnight (format it with `timeZone: 'UTC'`). */
export function dayDate(day: string): Date {
  return new Date(dayStart(day));
}

/**
 * First day of a range ending today (`now`, UTC), as the stock console asks for it
 * (`TaskStats.vue`): a week is 7 days back, a month 30 days back, a year the same day a year back.
 */
export function rangeStart(range: StatsRange, now: Date = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (range === 'year') d.setUTCFullYear(d.getUTCFullYear() - 1);
  else d.setUTCDate(d.getUTCDate() - (range === 'month' ? 30 : 7));
  return utcDay(d);
}

/** Every UTC day from `first` to `last`, both included, oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = dayStart(first); t <= dayStart(last); t += DAY_MS) out.push(utcDay(new Date(t)));
  return out;
}

/** One entry per day from `first` to `last` (oldest first): the counts found, else zeros. */
function fill(counts: Map<string, DayCounts>, first: string, last: string): DayCounts[] {
  return daysBetween(first, last).map(
    (date) => counts.get(date) ?? { date, success: 0, failed: 0, stopped: 0 },
  );
}

/**
 * The days of a `…/stats` answer (newest first, days without runs left out) as one entry per day
 * from `first` to `last`, oldest first; days outside them are dropped.
 */
export function daysFromServer(
  stats: readonly TaskStat[],
  first: string,
  last: string,
): DayCounts[] {
  const counts = new Map<string, DayCounts>();
  for (const stat of stats) {
    if (stat.date < first || stat.date > last) continue;
    const c = taskStatCounts(stat);
    const known = counts.get(stat.date);
    counts.set(
      stat.date,
      known
        ? {
            date: stat.date,
            success: known.success + c.success,
            failed: known.failed + c.failed,
            stopped: known.stopped + c.stopped,
          }
        : { date: stat.date, ...c },
    );
  }
  return fill(counts, first, last);
}

/** The filter of the browser-side statistics. */
export interface TaskFilter {
  /** First day (`YYYY-MM-DD`): tasks that started at or after its UTC midnight. */
  first: string;
  /** Only this user's runs (`null`: everyone's). */
  userId: number | null;
}

/** The tasks that count for `filter` (see the module comment). */
export function tasksInRange<T extends StatsTask>(tasks: readonly T[], filter: TaskFilter): T[] {
  const from = dayStart(filter.first);
  return tasks.filter((task) => {
    if (filter.userId !== null && task.user_id !== filter.userId) return false;
    const start = task.start ? Date.parse(task.start) : NaN;
    return !Number.isNaN(start) && start >= from;
  });
}

/**
 * Runs per day and outcome computed from tasks (servers without `…/stats`): one entry per day
 * from `filter.first` to `last`, oldest first; other statuses (waiting, running, …) are not
 * outcomes and are left out.
 */
export function daysFromTasks(
  tasks: readonly StatsTask[],
  filter: TaskFilter,
  last: string,
): DayCounts[] {
  const counts = new Map<string, DayCounts>();
  for (const task of tasksInRange(tasks, filter)) {
    const created = Date.parse(task.created);
    if (Number.isNaN(created)) continue;
    const date = utcDay(new Date(created));
    const key =
      task.status === 'success'
        ? 'success'
        : task.status === 'error'
          ? 'failed'
          : task.status === 'stopped'
            ? 'stopped'
            : null;
    if (key === null) continue;
    const day = counts.get(date) ?? { date, success: 0, failed: 0, stopped: 0 };
    day[key] += 1;
    counts.set(date, day);
  }
  return fill(counts, filter.first, last);
}

/** Totals over days. */
export function totals(days: readonly DayCounts[]): Omit<DayCounts, 'date'> & { runs: number } {
  const t = { success: 0, failed: 0, stopped: 0, runs: 0 };
  for (const d of days) {
    t.success += d.success;
    t.failed += d.failed;
    t.stopped += d.stopped;
  }
  t.runs = t.success + t.failed + t.stopped;
  return t;
}

/** Successful runs among all ended runs (0–1); `null` when there is none. */
export function successRate(days: readonly DayCounts[]): number | null {
  const t = totals(days);
  return t.runs === 0 ? null : t.success / t.runs;
}

/** The median duration of runs and how many runs it is taken from. */
export interface MedianDuration {
  /** Median of `end − start` in seconds (the mean of the two middle ones for an even count). */
  seconds: number;
  /** Number of runs it is taken from. */
  runs: number;
}

/**
 * Median duration (`end − start`) of the ended runs (success, error, stopped) among `tasks` that
 * have both times; `null` when there is none.
 */
export function medianDuration(tasks: readonly StatsTask[]): MedianDuration | null {
  const durations: number[] = [];
  for (const task of tasks) {
    if (!['success', 'error', 'stopped'].includes(task.status)) continue;
    if (!task.start || !task.end) continue;
    const ms = Date.parse(task.end) - Date.parse(task.start);
    if (Number.isFinite(ms) && ms >= 0) durations.push(ms / 1000);
  }
  if (durations.length === 0) return null;
  durations.sort((a, b) => a - b);
  const mid = durations.length >> 1;
  const seconds =
    durations.length % 2 === 1
      ? (durations[mid] as number)
      : ((durations[mid - 1] as number) + (durations[mid] as number)) / 2;
  return { seconds, runs: durations.length };
}

/** What part of the history a list of the newest tasks covers. */
export interface Coverage {
  /** Number of tasks loaded. */
  tasks: number;
  /** `true` when the list is the whole history (fewer than asked for came back). */
  complete: boolean;
  /** `created` of the oldest task loaded (`null` when none). */
  since: string | null;
}

/** The coverage of `tasks`, the newest tasks up to `limit` (a full page may not be all of them). */
export function coverageOf(tasks: readonly StatsTask[], limit: number): Coverage {
  let since: string | null = null;
  for (const task of tasks) if (since === null || task.created < since) since = task.created;
  return { tasks: tasks.length, complete: tasks.length < limit, since };
}
