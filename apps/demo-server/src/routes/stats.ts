/**
 * Run statistics of a project and of a template (newer §N7 "Stats"), 2.20 dialect only:
 * `GET /api/project/{p}/stats?start=YYYY-MM-DD&end=YYYY-MM-DD&user_id=N` and
 * `GET /api/project/{p}/templates/{t}/stats?…` → `[{date, count_by_status, avg_duration}]`.
 *
 * Computed from the demo's task history as the real server's SQL store does (`db/sql`
 * `GetTaskStats`, `api/projects/tasks.go` `GetTaskStats`): tasks grouped by the UTC date of
 * `created`, newest date first; `start` keeps tasks that started at or after that date's UTC
 * midnight (a task that never started is left out), `end` those that ended before that date's
 * midnight, `user_id` those the user ran. `count_by_status` is keyed by the task status as stored
 * (`success`, `error`, `stopped`, and any other status present); `avg_duration` is 0, as the
 * SQL store never fills it.
 */
import type { Hono } from 'hono';
import type { Demo } from '../demo';
import { findInProject } from '../guard';
import { type Ctx, type DemoEnv, failJson, json } from '../http';
import type { StoredTask } from '../model';

/** One day of `…/stats` (newer §N7). */
export interface TaskStatDay {
  /** UTC date of the tasks' `created`, `YYYY-MM-DD`. */
  date: string;
  /** Number of tasks per status. */
  count_by_status: Record<string, number>;
  /** Always 0 (the SQL store does not compute it). */
  avg_duration: number;
}

/** A `YYYY-MM-DD` query value as UTC midnight in ms; 400 `Invalid {what} date` otherwise. */
function dateParam(c: Ctx, name: 'start' | 'end'): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms)) failJson(400, `Invalid ${name} date`);
  return ms;
}

/**
 * The stats of `tasks` (already narrowed to a project or template) for the query of `c`;
 * 400 with `{"error": …}` for a malformed `start`, `end` or `user_id`.
 */
export function taskStats(c: Ctx, tasks: readonly StoredTask[]): TaskStatDay[] {
  const start = dateParam(c, 'start');
  const end = dateParam(c, 'end');
  const userRaw = c.req.query('user_id');
  let userId: number | undefined;
  if (userRaw !== undefined && userRaw !== '') {
    if (!/^-?\d+$/.test(userRaw)) failJson(400, 'Invalid user_id');
    userId = Number(userRaw);
  }
  const byDate = new Map<string, Record<string, number>>();
  for (const task of tasks) {
    if (userId !== undefined && task.user_id !== userId) continue;
    if (start !== undefined && (!task.start || Date.parse(task.start) < start)) continue;
    if (end !== undefined && (!task.end || Date.parse(task.end) >= end)) continue;
    const date = new Date(task.created).toISOString().slice(0, 10);
    const counts = byDate.get(date) ?? {};
    counts[task.status] = (counts[task.status] ?? 0) + 1;
    byDate.set(date, counts);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, count_by_status]) => ({ date, count_by_status, avg_duration: 0 }));
}

/** Registers the two stats routes (2.20 only; a 2.10 server answers 404 for them). */
export function registerStatsRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  const P = '/api/project/:project_id';
  app.get(`${P}/stats`, (c) => {
    const pid = c.get('project').id;
    return json(
      c,
      taskStats(
        c,
        demo.state.tasks.filter((t) => t.project_id === pid),
      ),
    );
  });
  app.get(`${P}/templates/:template_id/stats`, (c) => {
    const tpl = findInProject(c, demo.state.templates, 'template_id');
    const pid = c.get('project').id;
    return json(
      c,
      taskStats(
        c,
        demo.state.tasks.filter((t) => t.project_id === pid && t.template_id === tpl.id),
      ),
    );
  });
}
