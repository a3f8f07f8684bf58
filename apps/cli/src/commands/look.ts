/**
 * `projects`, `templates`, `tasks` and `task`: tables on a terminal, JSON with `--json`
 * (API §6.4, §6.11, §6.12).
 */
import type { Task, TaskWithTpl } from '@semaphore-console/api-client';
import { type ConnectionFlags, connect } from '../connect';
import { EXIT_CODES, type ExitCode, usageError } from '../exitCodes';
import { type CliIO, useColor } from '../io';
import { type Paint, paint, table, writeJson } from '../output';
import { pick, resolveProject, resolveTask, taskIdOf } from '../resolve';

/** Flags every listing takes. */
export interface LookFlags extends ConnectionFlags {
  /** One JSON value per line instead of a table. */
  json?: boolean;
  /** `--no-color`. */
  color?: boolean;
  /** Project id or name. */
  project?: string;
}

/** Short local time of an RFC 3339 timestamp (`2026-11-28 06:01:43`), `''` when none. */
export function shortTime(time: string | null | undefined): string {
  if (!time) return '';
  const ms = Date.parse(time);
  if (Number.isNaN(ms) || ms <= 0) return '';
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

/** Duration between two timestamps as `1m 05s`, `''` when unknown. */
export function duration(start: string | null | undefined, end: string | null | undefined): string {
  if (!start) return '';
  const from = Date.parse(start);
  const to = end ? Date.parse(end) : Date.now();
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return '';
  const s = Math.round((to - from) / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/**
 * Prints `list` as one JSON value per line with `--json`, else as a table of `headers` with one
 * row of cells per item (`row` may colour cells with `style`).
 */
function printList<T>(
  flags: LookFlags,
  io: CliIO,
  list: T[],
  headers: string[],
  row: (item: T, style: Paint) => string[],
): void {
  if (flags.json) {
    for (const item of list) writeJson(io.stdout, item);
    return;
  }
  const style = paint(useColor(io.stdout, io.env, flags.color === false));
  io.stdout.write(
    table(
      headers,
      list.map((item) => row(item, style)),
      style,
      io.stdout.columns,
    ),
  );
}

/** `projects`: the user's projects. */
export async function projects(flags: LookFlags, io: CliIO): Promise<ExitCode> {
  const { client } = await connect(flags, io);
  const list = await client.projects.list();
  printList(flags, io, list, ['ID', 'NAME', 'CREATED'], (p) => [
    String(p.id),
    p.name,
    shortTime(p.created),
  ]);
  return EXIT_CODES.success;
}

/** `templates`: the templates of a project. */
export async function templates(flags: LookFlags, io: CliIO): Promise<ExitCode> {
  const { client } = await connect(flags, io);
  const project = await resolveProject(client, flags.project, io.env);
  const list = await client.project(project.id).templates.list();
  printList(flags, io, list, ['ID', 'NAME', 'APP', 'TYPE', 'LAST TASK'], (t, style) => [
    String(t.id),
    t.name,
    t.app || 'ansible',
    t.type || 'task',
    t.last_task ? `#${t.last_task.id} ${style.status(t.last_task.status)}` : '',
  ]);
  return EXIT_CODES.success;
}

/** Flags of `tasks`. */
export interface TasksFlags extends LookFlags {
  /** Template id or name. */
  template?: string;
  /** Only tasks with this status (filtered here: the server ignores `status`, API §6.11). */
  status?: string;
  /** How many (newest first; default 20). */
  limit?: string;
}

/** `tasks`: the newest tasks of a project or template. */
export async function tasks(flags: TasksFlags, io: CliIO): Promise<ExitCode> {
  const limit = flags.limit === undefined ? 20 : Number(flags.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw usageError(`--limit must be an integer from 1 to 1000, got "${flags.limit}"`);
  }
  const { client } = await connect(flags, io);
  const project = await resolveProject(client, flags.project, io.env);
  const api = client.project(project.id);
  let list: TaskWithTpl[];
  if (flags.template !== undefined) {
    const template = pick(await api.templates.list(), flags.template, 'template');
    list =
      flags.status || limit > 200
        ? await api.templates.tasks(template.id)
        : await api.templates.lastTasks(template.id, limit);
  } else {
    list = flags.status || limit > 200 ? await api.tasks.list() : await api.tasks.last(limit);
  }
  const statuses = flags.status
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (statuses?.length) list = list.filter((task) => statuses.includes(task.status));
  list = list.slice(0, limit);
  printList(
    flags,
    io,
    list,
    ['ID', 'STATUS', 'TEMPLATE', 'CREATED', 'DURATION', 'BY', 'MESSAGE'],
    (t, style) => [
      String(t.id),
      style.status(t.status),
      t.tpl_alias,
      shortTime(t.created),
      duration(t.start, t.end),
      t.user_name ?? '',
      t.message ?? '',
    ],
  );
  return EXIT_CODES.success;
}

/** The fields of one task as `label: value` rows. */
function taskRows(task: Task): [string, string][] {
  return [
    ['Task', `#${task.id}`],
    ['Status', task.status],
    ['Template', String(task.template_id)],
    ['Created', shortTime(task.created)],
    ['Started', shortTime(task.start)],
    ['Ended', shortTime(task.end)],
    ['Duration', duration(task.start, task.end)],
    ['Message', task.message ?? ''],
    [
      'Commit',
      task.commit_hash ? `${task.commit_hash.slice(0, 10)} ${task.commit_message ?? ''}` : '',
    ],
    ['Version', task.version ?? ''],
    ['Limit', task.limit ?? ''],
  ];
}

/** `task <id>`: one task. */
export async function task(id: string, flags: LookFlags, io: CliIO): Promise<ExitCode> {
  const taskId = taskIdOf(id);
  const { client } = await connect(flags, io);
  const { project, task: found } = await resolveTask(client, taskId, flags.project, io.env);
  if (flags.json) {
    writeJson(io.stdout, found);
    return EXIT_CODES.success;
  }
  const style = paint(useColor(io.stdout, io.env, flags.color === false));
  const rows = [
    ['Project', `${project.id} ${project.name}`] as [string, string],
    ...taskRows(found),
  ].filter(([, v]) => v !== '');
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [key, value] of rows) {
    io.stdout.write(
      `${style.bold(key.padEnd(width))}  ${key === 'Status' ? style.status(value) : value}\n`,
    );
  }
  return EXIT_CODES.success;
}
