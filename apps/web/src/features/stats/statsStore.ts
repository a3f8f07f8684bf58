import type { TaskWithTpl } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';
import {
  type Coverage,
  type DayCounts,
  type MedianDuration,
  type StatsRange,
  coverageOf,
  daysFromServer,
  daysFromTasks,
  medianDuration,
  rangeStart,
  tasksInRange,
  utcDay,
} from './aggregate';

/** How many of the newest tasks the console loads (`…/tasks/last`, API §6.12: at most 200). */
export const TASKS_LIMIT = 200;

/** What the statistics are of: a project, or one template of it. */
export interface StatsScope {
  projectId: number;
  /** `null`: the whole project. */
  templateId: number | null;
}

/** A statistics request: the scope, the range and the user. */
export interface StatsQuery extends StatsScope {
  range: StatsRange;
  /** Only this user's runs; `null`: everyone's. */
  userId: number | null;
}

/** Where the counts per day came from. */
export type StatsSource = 'server' | 'tasks';

/** A project member for the user filter. */
export interface StatsUser {
  id: number;
  name: string;
}

/**
 * Whether the server counts runs itself (`…/stats`, newer §N7), decided in this one place: a
 * cached probe of the project's stats route (404 on 2.10, answered on newer servers).
 */
export function serverHasStats(projectId: number): Promise<boolean> {
  return client().probe(`api/project/${projectId}/stats`);
}

interface StatsState {
  /** The query whose answer is shown (or loading). */
  query: StatsQuery | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Where `days` came from. */
  source: StatsSource | null;
  /** First and last day shown (UTC, `YYYY-MM-DD`). */
  first: string;
  last: string;
  /** Runs per day and outcome, one entry per day from `first` to `last`. */
  days: DayCounts[];
  /** Median duration of the runs in range among the loaded tasks. */
  median: MedianDuration | null;
  /** What the loaded tasks cover (the median always, the counts when `source` is `tasks`). */
  coverage: Coverage | null;
  /** Members of the project, for the user filter. */
  users: StatsUser[];
  /** Project the `users` are of. */
  usersOf: number | null;
  /**
   * Loads the statistics of `query` (newer §N7): the counts from `…/stats` when the server has it,
   * else from the newest {@link TASKS_LIMIT} tasks; the median duration from those tasks either
   * way. A later call wins: an earlier answer that arrives after it is dropped.
   */
  load(query: StatsQuery, now?: Date): Promise<void>;
}

/** The statistics screen's store (project Stats tab, template detail). */
export const useStatsStore = createServerStore<StatsState>((_set, get, { query }) => {
  const members = query({
    fields: false,
    fetch: (projectId: number) => client().project(projectId).team.list(),
    done(s, list, [projectId]) {
      s.usersOf = projectId;
      s.users = list
        .map((m) => ({ id: m.id, name: m.name || m.username }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    fail(s, _text, _error, [projectId]) {
      s.usersOf = projectId;
      s.users = [];
    },
  });
  const stats = query({
    key: (q: StatsQuery, _at?: Date) =>
      JSON.stringify([q.projectId, q.templateId, q.range, q.userId]),
    async fetch(q: StatsQuery, at?: Date) {
      const now = at ?? new Date();
      const first = rangeStart(q.range, now);
      const last = utcDay(now);
      const project = client().project(q.projectId);
      const tasksRequest: Promise<TaskWithTpl[]> =
        q.templateId === null
          ? project.tasks.last(TASKS_LIMIT)
          : project.templates.lastTasks(q.templateId, TASKS_LIMIT);
      const [hasStats, tasks] = await Promise.all([serverHasStats(q.projectId), tasksRequest]);
      const filter = { first, userId: q.userId };
      let days: DayCounts[];
      if (hasStats) {
        const statsQuery = { start: first, userId: q.userId ?? undefined };
        const answer =
          q.templateId === null
            ? await project.stats(statsQuery)
            : await project.templates.stats(q.templateId, statsQuery);
        days = daysFromServer(answer, first, last);
      } else {
        days = daysFromTasks(tasks, filter, last);
      }
      return {
        source: hasStats ? ('server' as const) : ('tasks' as const),
        first,
        last,
        days,
        median: medianDuration(tasksInRange(tasks, filter)),
        coverage: coverageOf(tasks, TASKS_LIMIT),
      };
    },
    start(s, [q]) {
      s.query = q;
      s.status = 'loading';
      s.error = null;
    },
    done(s, answer) {
      Object.assign(s, answer);
      s.status = 'ready';
    },
    fail(s) {
      s.status = 'error';
    },
  });
  return {
    query: null,
    status: 'idle',
    error: null,
    source: null,
    first: '',
    last: '',
    days: [],
    median: null,
    coverage: null,
    users: [],
    usersOf: null,
    load(q, now) {
      if (get().usersOf !== q.projectId) void members.load(q.projectId);
      return stats.load(q, now);
    },
  };
});
