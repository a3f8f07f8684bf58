/**
 * Projects, templates, inventories and tasks named on the command line: by id (digits) or by
 * name (exact, then ignoring case). An unknown or ambiguous name is a usage error that lists
 * what there is.
 */
import {
  isHttpError,
  type ApiClient,
  type Project,
  type Task,
  type Template,
} from '@semaphore-console/api-client';
import { usageError } from './exitCodes';

/** Finds one item of `items` by id or name. @throws {CliError} usage when none or several match. */
export function pick<T extends { id: number; name: string }>(
  items: readonly T[],
  ref: string,
  what: string,
): T {
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed)) {
    const byId = items.find((item) => item.id === Number(trimmed));
    if (byId) return byId;
  }
  const exact = items.filter((item) => item.name === trimmed);
  const matches =
    exact.length > 0
      ? exact
      : items.filter((item) => item.name.toLowerCase() === trimmed.toLowerCase());
  if (matches.length === 1) return matches[0]!;
  const known = items
    .slice(0, 20)
    .map((item) => `  ${item.id}  ${item.name}`)
    .join('\n');
  if (matches.length > 1) {
    throw usageError(
      `${matches.length} ${what}s are named "${trimmed}": give the id instead\n${matches.map((m) => `  ${m.id}  ${m.name}`).join('\n')}`,
    );
  }
  throw usageError(
    `No ${what} "${trimmed}"${items.length ? `; there are:\n${known}${items.length > 20 ? '\n  …' : ''}` : ' (there are none)'}`,
  );
}

/**
 * The project of `--project` (or `SEMAPHORE_PROJECT`); without either, the only project the user
 * has. @throws {CliError} usage when it is unknown, or when there are several and none was named.
 */
export async function resolveProject(
  client: ApiClient,
  ref: string | undefined,
  env: Record<string, string | undefined>,
): Promise<Project> {
  const projects = await client.projects.list();
  const wanted = ref ?? env.SEMAPHORE_PROJECT;
  if (wanted !== undefined && wanted !== '') return pick(projects, wanted, 'project');
  if (projects.length === 1) return projects[0]!;
  if (projects.length === 0) throw usageError('You have no projects on this server');
  throw usageError(
    `You have ${projects.length} projects: pass --project <id or name> (or set SEMAPHORE_PROJECT)\n${projects
      .map((p) => `  ${p.id}  ${p.name}`)
      .join('\n')}`,
  );
}

/**
 * The full template (survey variables, `task_params`; SQL lists are partial, API §5.8) named by
 * id or name in the project.
 */
export async function resolveTemplate(
  client: ApiClient,
  projectId: number,
  ref: string,
): Promise<Template> {
  const project = client.project(projectId);
  const listed = pick(await project.templates.list(), ref, 'template');
  return project.templates.get(listed.id);
}

/** A task id argument. @throws {CliError} usage when it is not a positive integer. */
export function taskIdOf(raw: string): number {
  const trimmed = raw.trim().replace(/^#/, '');
  if (!/^\d+$/.test(trimmed) || Number(trimmed) <= 0) {
    throw usageError(`"${raw}" is not a task id (a positive integer)`);
  }
  return Number(trimmed);
}

/**
 * A task and its project: in the project of `--project` when given; else in the only project, or
 * the first of the user's projects that has it (task ids are unique on a server; an unknown task
 * answers 400, API §6.12). @throws {CliError} usage when no project has it.
 */
export async function resolveTask(
  client: ApiClient,
  taskId: number,
  projectRef: string | undefined,
  env: Record<string, string | undefined>,
): Promise<{ project: Project; task: Task }> {
  const wanted = projectRef ?? env.SEMAPHORE_PROJECT;
  const projects = await client.projects.list();
  const candidates =
    wanted !== undefined && wanted !== '' ? [pick(projects, wanted, 'project')] : projects;
  for (const project of candidates) {
    try {
      return { project, task: await client.project(project.id).tasks.get(taskId) };
    } catch (error) {
      if (isHttpError(error, 400) || isHttpError(error, 404)) continue;
      throw error;
    }
  }
  throw usageError(
    candidates.length === 1
      ? `No task #${taskId} in project "${candidates[0]!.name}"`
      : `No task #${taskId} in any of your projects`,
  );
}
