import type { TaskStatus } from '@semaphore-console/api-client';

/**
 * The task history filter model (dashboard and a template's task list): what the filter bar
 * edits, how it is written to and read from the URL's search parameters (so a filtered view can be
 * shared and survives a reload), and which tasks it keeps.
 *
 * The server filters nothing (API §1.7 "No endpoint supports offset/limit pagination", §10
 * "`status`, `search`, … are ignored"): the filter runs on the tasks the screen loaded, the last
 * 200 at most (`GET …/tasks/last`, API §6.12).
 */

/**
 * The fields of a task list item (`TaskWithTpl`, API §5.10) the filter reads; the api-client's
 * `TaskWithTpl` is assignable to it.
 */
export interface FilterableTask {
  template_id: number;
  status: string;
  /** Queue time (RFC 3339): what the time range compares. */
  created?: string;
  user_id?: number | null;
  integration_id?: number | null;
  build_task_id?: number | null;
  message?: string;
  version?: string | null;
  build_task?: { version?: string | null } | null;
  commit_hash?: string | null;
  commit_message?: string;
  /** Template name. */
  tpl_alias?: string;
  user_name?: string | null;
}

/** Every task status in the order the filter bar shows them (API §8.1). */
export const FILTER_STATUSES = [
  'waiting',
  'starting',
  'running',
  'waiting_confirmation',
  'confirmed',
  'stopping',
  'success',
  'error',
  'stopped',
] as const satisfies readonly TaskStatus[];

/** The time range presets: `all`, or tasks queued in the last hour, day, week, 30 days. */
export const TIME_RANGES = ['all', '1h', '24h', '7d', '30d'] as const;

/** One of the {@link TIME_RANGES}. */
export type TimeRange = (typeof TIME_RANGES)[number];

/** Length of each time range in ms (`all` has none). */
const RANGE_MS: Record<Exclude<TimeRange, 'all'>, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/**
 * Who started a task (API §8.5), as a filter key: the user id in decimal, or `integration`
 * (a webhook), `autorun` (a deploy after its build) or `schedule` (everything else).
 */
export type StarterKey = string;

/** A task history filter. The empty filter ({@link EMPTY_TASK_FILTER}) keeps every task. */
export interface TaskFilter {
  /** Statuses to keep (several at once); empty = any status. */
  statuses: TaskStatus[];
  /** Template id to keep, or `null` for any template. */
  templateId: number | null;
  /** Starter to keep ({@link StarterKey}), or `null` for anyone. */
  starter: StarterKey | null;
  /** Keep tasks queued (`created`) within this range before now. */
  range: TimeRange;
  /**
   * Text searched, case-insensitively, in the task's message, version (its own or its build's),
   * commit hash and commit message; `''` = no text search.
   */
  text: string;
}

/** The filter that keeps every task. */
export const EMPTY_TASK_FILTER: TaskFilter = {
  statuses: [],
  templateId: null,
  starter: null,
  range: 'all',
  text: '',
};

/**
 * The URL search parameters of the filter: `status` (comma-separated statuses), `template` (id),
 * `user` ({@link StarterKey}), `since` ({@link TimeRange} other than `all`) and `q` (text). Other
 * parameters, such as `t` of the task log dialog (spec core §2), are left alone.
 */
export const TASK_FILTER_PARAMS = ['status', 'template', 'user', 'since', 'q'] as const;

const STATUS_SET: ReadonlySet<string> = new Set(FILTER_STATUSES);

function isStatus(value: string): value is TaskStatus {
  return STATUS_SET.has(value);
}

/**
 * Reads the filter from URL search parameters. Unknown statuses, a template id that is not a
 * positive integer, an unknown range and a malformed starter are ignored (a hand-edited or old link
 * still opens).
 */
export function readTaskFilter(params: URLSearchParams): TaskFilter {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isStatus);
  const template = params.get('template') ?? '';
  const templateId = /^[1-9]\d{0,9}$/.test(template) ? Number(template) : null;
  const user = params.get('user') ?? '';
  const starter = /^(\d{1,10}|integration|autorun|schedule)$/.test(user) ? user : null;
  const since = params.get('since') ?? '';
  const range = (TIME_RANGES as readonly string[]).includes(since) ? (since as TimeRange) : 'all';
  return {
    statuses: FILTER_STATUSES.filter((s) => statuses.includes(s)),
    templateId,
    starter,
    range,
    text: params.get('q') ?? '',
  };
}

/**
 * Writes the filter into a copy of `params`: set parameters for what the filter restricts, none
 * for what it leaves open; other parameters are kept. `readTaskFilter(writeTaskFilter(p, f))`
 * gives `f` back (statuses in {@link FILTER_STATUSES} order).
 */
export function writeTaskFilter(params: URLSearchParams, filter: TaskFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TASK_FILTER_PARAMS) next.delete(key);
  const statuses = FILTER_STATUSES.filter((s) => filter.statuses.includes(s));
  if (statuses.length > 0) next.set('status', statuses.join(','));
  if (filter.templateId !== null) next.set('template', String(filter.templateId));
  if (filter.starter !== null) next.set('user', filter.starter);
  if (filter.range !== 'all') next.set('since', filter.range);
  if (filter.text !== '') next.set('q', filter.text);
  return next;
}

/** Whether the filter restricts anything (the clear button is offered then). */
export function isTaskFilterActive(filter: TaskFilter): boolean {
  return (
    filter.statuses.length > 0 ||
    filter.templateId !== null ||
    filter.starter !== null ||
    filter.range !== 'all' ||
    filter.text.trim() !== ''
  );
}

/** Who started a task, as a {@link StarterKey} (API §8.5). */
export function starterKey(
  task: Pick<FilterableTask, 'user_id' | 'integration_id' | 'build_task_id'>,
): StarterKey {
  if (task.user_id != null) return String(task.user_id);
  if (task.integration_id != null) return 'integration';
  if (task.build_task_id != null) return 'autorun';
  return 'schedule';
}

/** The text the search looks in: message, version (own or build's), commit hash and message. */
function searchText(task: FilterableTask): string {
  return [
    task.message,
    task.version,
    task.build_task?.version,
    task.commit_hash,
    task.commit_message,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase();
}

/**
 * Whether `task` passes every part of the filter except the statuses (what the per-status counts
 * are counted over). `now` is ms since the epoch; a task without a parsable `created` fails a
 * time range.
 */
function matchesAllButStatus(task: FilterableTask, filter: TaskFilter, now: number): boolean {
  if (filter.templateId !== null && task.template_id !== filter.templateId) return false;
  if (filter.starter !== null && starterKey(task) !== filter.starter) return false;
  if (filter.range !== 'all') {
    const created = Date.parse(task.created ?? '');
    if (Number.isNaN(created) || created < now - RANGE_MS[filter.range]) return false;
  }
  const text = filter.text.trim().toLowerCase();
  if (text !== '' && !searchText(task).includes(text)) return false;
  return true;
}

/**
 * Whether the filter keeps `task`. The time range compares the task's queue time (`created`)
 * with `now` (ms since the epoch, default the current time).
 */
export function matchesTaskFilter(
  task: FilterableTask,
  filter: TaskFilter,
  now = Date.now(),
): boolean {
  if (filter.statuses.length > 0 && !(filter.statuses as string[]).includes(task.status))
    return false;
  return matchesAllButStatus(task, filter, now);
}

/** The tasks the filter keeps, in their order. */
export function filterTasks<T extends FilterableTask>(
  tasks: readonly T[],
  filter: TaskFilter,
  now = Date.now(),
): T[] {
  return tasks.filter((task) => matchesTaskFilter(task, filter, now));
}

/**
 * How many tasks of each status pass the rest of the filter (template, starter, range, text):
 * the number shown beside each status choice, so it tells what choosing it would add.
 */
export function countByStatus(
  tasks: readonly FilterableTask[],
  filter: TaskFilter,
  now = Date.now(),
): Record<TaskStatus, number> {
  const counts = Object.fromEntries(FILTER_STATUSES.map((s) => [s, 0])) as Record<
    TaskStatus,
    number
  >;
  for (const task of tasks) {
    if (isStatus(task.status) && matchesAllButStatus(task, filter, now)) counts[task.status] += 1;
  }
  return counts;
}

/** A choice of the template or starter select: its key and the name shown. */
export interface FilterChoice<K> {
  key: K;
  /** Server text (a template or user name); `null` for a starter kind the UI names itself. */
  name: string | null;
}

/**
 * The templates and starters that occur in the loaded tasks (the filter's choices), each sorted
 * by name; users first, then `integration`, `autorun`, `schedule` when they occur.
 */
export function taskFilterChoices(tasks: readonly FilterableTask[]): {
  templates: FilterChoice<number>[];
  starters: FilterChoice<StarterKey>[];
} {
  const templates = new Map<number, string>();
  const users = new Map<string, string>();
  const kinds = new Set<string>();
  for (const task of tasks) {
    if (!templates.has(task.template_id)) templates.set(task.template_id, task.tpl_alias ?? '');
    const key = starterKey(task);
    if (task.user_id != null) {
      if (!users.get(key)) users.set(key, task.user_name ?? '');
    } else kinds.add(key);
  }
  const byName = <K>(a: FilterChoice<K>, b: FilterChoice<K>) =>
    (a.name ?? '').localeCompare(b.name ?? '');
  return {
    templates: [...templates].map(([key, name]) => ({ key, name })).sort(byName),
    starters: [
      ...[...users].map(([key, name]) => ({ key, name: name || null })).sort(byName),
      ...(['integration', 'autorun', 'schedule'] as const)
        .filter((k) => kinds.has(k))
        .map((key) => ({ key, name: null })),
    ],
  };
}
