/**
 * Run statistics (newer §N7 "Stats"): `GET /api/project/{p}/stats` and
 * `GET /api/project/{p}/templates/{t}/stats`, one item per day with the number of tasks per
 * status. Newer servers only: 2.10 answers 404 (ask `client.probe('api/project/{p}/stats')`).
 *
 * Semantics, from the server's source (`api/projects/tasks.go` `GetTaskStats`, `db/sql`
 * `GetTaskStats`): a day is the date of the tasks' `created` (the database's dates, UTC on a
 * usual install), newest day first, days without tasks left out; `start` keeps the tasks that
 * *started* on or after that date's midnight (a task that never started is not counted), `end`
 * those that ended before that date's midnight, `user_id` the tasks the user ran.
 * `count_by_status` is keyed by the task status as stored: `success`, `error` (the failed runs;
 * newer §N7 writes `failed`, read by {@link taskStatCounts} too), `stopped`, and whatever other
 * status a task of that day had.
 */
import * as v from 'valibot';
import type { TransportLike } from './http';
import { listOf } from './listItems';
import type { Fields, WireSchema } from './schemas';

const taskStatEntries = {
  /** The day, `YYYY-MM-DD`. */
  date: v.string(),
  /**
   * Tasks per status that day (`success`, `error`, `stopped`, …); `{}` when left out or
   * malformed. A status with no task is absent, not 0.
   */
  count_by_status: v.fallback(
    v.optional(
      v.pipe(
        v.record(v.string(), v.unknown()),
        v.transform((counts): Record<string, number> => {
          const out: Record<string, number> = {};
          for (const [status, n] of Object.entries(counts))
            if (typeof n === 'number' && Number.isFinite(n)) out[status] = n;
          return out;
        }),
      ),
      {},
    ),
    {},
  ),
  /** Mean duration in seconds as the server sends it (0 when left out; the SQL store sends 0). */
  avg_duration: v.fallback(v.optional(v.number(), 0), 0),
};

/** One day of run statistics (newer §N7): `{date, count_by_status, avg_duration}`. */
export interface TaskStat extends Fields<typeof taskStatEntries> {}

/** `TaskStat` (newer §N7). */
export const TaskStatSchema: WireSchema<TaskStat> = v.looseObject(
  taskStatEntries,
) as unknown as WireSchema<TaskStat>;

/** The filter of a stats request (newer §N7). */
export interface TaskStatsQuery {
  /**
   * First day, `YYYY-MM-DD` (sent as `start`): only tasks that started at or after its midnight
   * (server time, usually UTC) count. Without it, every task counts.
   */
  start?: string;
  /** Day after the last one, `YYYY-MM-DD` (sent as `end`): only tasks that ended before it. */
  end?: string;
  /** Only tasks this user ran (sent as `user_id`; the project route reads it). */
  userId?: number;
}

/** The outcome counts of one day: `failed` is `error` (plus a `failed` key, newer §N7). */
export interface TaskStatCounts {
  /** Tasks that ended with `success`. */
  success: number;
  /** Tasks that ended with `error` (the server's key; `failed` is added when present). */
  failed: number;
  /** Tasks that were stopped. */
  stopped: number;
}

/** The three outcomes of a {@link TaskStat} day; a missing status is 0. */
export function taskStatCounts(stat: Pick<TaskStat, 'count_by_status'>): TaskStatCounts {
  const c = stat.count_by_status;
  return {
    success: c.success ?? 0,
    failed: (c.error ?? 0) + (c.failed ?? 0),
    stopped: c.stopped ?? 0,
  };
}

/** The query string of a stats request (absent fields are left out). */
function statsQuery(query: TaskStatsQuery | undefined) {
  return { start: query?.start, end: query?.end, user_id: query?.userId };
}

/** `GET {path}` with the stats query. */
export function taskStats(
  t: TransportLike,
  path: string,
  query: TaskStatsQuery | undefined,
): Promise<TaskStat[]> {
  return t.json('GET', path, listOf(TaskStatSchema), { query: statsQuery(query) });
}
