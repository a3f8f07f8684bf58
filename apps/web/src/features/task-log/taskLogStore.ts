import type {
  SurveyVar,
  Task,
  TaskCreate,
  Template,
  WsUpdate,
} from '@semaphore-console/api-client';
import { parseExtraVariables } from '@semaphore-console/api-client';
import { createAppStore } from '../../stores/createAppStore';
import { client } from '../../server/client';
import { runWhenIdle } from '../../lib/scheduling';
import { canConfirmTask, canStopTask, isForceStop } from './taskStatus';
import { failureText } from '../../server/failures';

/** What the task log dialog shows about its template (breadcrumb). */
export type TaskTemplateInfo = Pick<Template, 'id' | 'name' | 'type' | 'app'>;

/** An action of the dialog in progress. */
export type TaskLogAction = 'stop' | 'confirm' | 'reject' | 'rerun';

/** State of the task log dialog (spec core §2 "Task log dialog"). */
export interface TaskLogState {
  projectId: number | null;
  taskId: number | null;
  /** The task (`GET …/tasks/{id}`) with live `update` fields merged in; `null` while loading. */
  task: Task | null;
  /** Its template (breadcrumb); `null` while loading or when it could not be read. */
  template: TaskTemplateInfo | null;
  /** The starter's display name (`user_name` of the template's task list), when known. */
  userName: string | null;
  /** The runner that ran it (`used_runner_name` of the template's task list, newer §N1), if any. */
  runnerName: string | null;
  /** Why the task could not be loaded (spec core §8 text). */
  loadError: string | null;
  /** Why the last action failed (spec core §8 text). */
  actionError: string | null;
  /** The action in progress, if any. */
  busy: TaskLogAction | null;
  /**
   * Loads task `taskId` of project `projectId`, then, once the page is idle, its template and
   * author; resolves when all are there.
   */
  open(projectId: number, taskId: number): Promise<void>;
  /** Forgets the task (dialog closed). */
  close(): void;
  /** Merges a websocket `update` of this task (API §7.3); refetches the task once it ended. */
  applyUpdate(message: WsUpdate): void;
  /** Reloads the task (after an action or a reconnect). */
  refreshTask(): Promise<void>;
  /** `POST …/stop`; `force: true` once the task is stopping (spec core §4). */
  stop(): Promise<void>;
  /** `POST …/confirm` with an empty body; only in waiting_confirmation. */
  confirm(): Promise<void>;
  /**
   * `POST …/reject` (newer §N4): the plan is not applied; only in waiting_confirmation, on servers
   * that have it (`newerTaskActions`).
   */
  reject(): Promise<void>;
  /**
   * Runs the task again with its parameters against the template's current survey (reads the
   * template first, newer §N4); returns the new task's id, or `null` when it failed (the server's
   * reason is then in `actionError`).
   */
  rerun(): Promise<number | null>;
}

/**
 * What a re-run reads of the template it runs (newer §N4): its app (which flags go in `params`)
 * and its survey as it is NOW, not as it was when the task ran.
 */
export interface RerunTemplate {
  /** App id; `''` or absent is the stock Ansible template. */
  app?: string;
  /** The template's survey variables (absent or `null`: none). */
  survey_vars?: readonly Pick<SurveyVar, 'name' | 'type'>[] | null;
  /**
   * 2.20.2: the template takes variables that its survey does not declare (newer §N4). Absent on
   * older servers, which take any variable: absent is read as `false`, the strict reading, which
   * those servers accept too.
   */
  allow_any_vars_in_task?: boolean;
}

/** A task's variables split the way the template's survey wants them (newer §N4). */
export interface RunVariables {
  /** JSON object text of the declared non-secret variables (every variable when allowed). */
  environment: string;
  /** JSON object text of the secret survey variables, when there is one; else absent. */
  secret?: string;
}

/**
 * Splits a task's `environment` for a run against the template's current survey (newer §N4:
 * 2.20.2 refuses a variable the survey does not declare, and a secret survey variable sent in
 * `environment`): declared secret variables move to `secret`, undeclared ones are dropped unless
 * the template has `allow_any_vars_in_task`, the others stay. A text that is not a JSON object
 * is sent as no variables.
 */
export function rerunVariables(
  environment: string | null | undefined,
  template: RerunTemplate,
): RunVariables {
  let values: Record<string, unknown>;
  try {
    values = parseExtraVariables(environment);
  } catch {
    values = {};
  }
  const declared = new Map((template.survey_vars ?? []).map((v) => [v.name, v.type]));
  const kept: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const type = declared.get(name);
    if (type === 'secret') secret[name] = value;
    else if (type !== undefined || template.allow_any_vars_in_task === true) kept[name] = value;
  }
  const result: RunVariables = { environment: JSON.stringify(kept) };
  if (Object.keys(secret).length > 0) result.secret = JSON.stringify(secret);
  return result;
}

/** Terraform, OpenTofu and Terragrunt templates read `plan` from `params` (newer §N4). */
function isTerraformApp(app: string | undefined): boolean {
  return app === 'terraform' || app === 'tofu' || app === 'terragrunt';
}

/**
 * Whether a Terraform task only planned: `dry_run` (the task's typed view; 2.10 took the plan as
 * dry run, API §5.9) or `params.plan` (newer §N4), read from either place.
 */
function planned(task: Task): boolean {
  const params: unknown = (task as { params?: unknown }).params;
  return (
    task.dry_run === true ||
    (typeof params === 'object' && params !== null && (params as { plan?: unknown }).plan === true)
  );
}

/**
 * The request that runs a task again with its own parameters (API §5.9 "in" column) against the
 * template's CURRENT survey (newer §N4, see {@link rerunVariables}). The flags are read from the
 * task's typed fields and sent both top-level (2.10) and in `params` (2.12+, newer §N4): Ansible
 * `debug`, `dry_run`, `diff`; Terraform/OpenTofu `plan`. Secret values the task was started with
 * cannot be read back (`secret` is `""` on GET), so only variables that the survey has made
 * secret since are sent in `secret`.
 */
export function rerunRequest(task: Task, template: RerunTemplate): TaskCreate {
  const terraform = isTerraformApp(template.app);
  const plan = terraform && planned(task);
  const debug = !terraform && task.debug === true;
  const dryRun = terraform ? plan : task.dry_run === true;
  const diff = !terraform && task.diff === true;
  const { environment, secret } = rerunVariables(task.environment, template);
  const request: TaskCreate = {
    template_id: task.template_id,
    debug,
    dry_run: dryRun,
    diff,
    // The source task's other parameters (limit, tags, debug level, destroy…) come along (newer §N4).
    params: { ...task.params, ...(terraform ? { plan } : { debug, dry_run: dryRun, diff }) },
    playbook: task.playbook,
    environment,
    limit: task.limit,
    arguments: task.arguments,
    git_branch: task.git_branch,
    message: task.message,
  };
  if (secret !== undefined) request.secret = secret;
  if (task.commit_hash) request.commit_hash = task.commit_hash;
  if (task.build_task_id != null) request.build_task_id = task.build_task_id;
  if (task.inventory_id != null) request.inventory_id = task.inventory_id;
  return request;
}

const empty = {
  projectId: null,
  taskId: null,
  task: null,
  template: null,
  userName: null,
  runnerName: null,
  loadError: null,
  actionError: null,
  busy: null,
} satisfies Partial<TaskLogState>;

/** The task log dialog's store (one dialog at a time). */
export const useTaskLogStore = createAppStore<TaskLogState>((set, get) => {
  const current = (projectId: number, taskId: number) =>
    get().projectId === projectId && get().taskId === taskId;
  // The last `update` of the task being opened that came before the task itself: the answer may
  // have been written before that change (API §7.3), so it is applied once the task is there.
  let early: WsUpdate | null = null;

  const run = async (action: TaskLogAction, call: () => Promise<void>): Promise<boolean> => {
    set({ busy: action, actionError: null });
    try {
      await call();
      return true;
    } catch (error) {
      set({ actionError: failureText(error) });
      return false;
    } finally {
      set({ busy: null });
    }
  };

  return {
    ...empty,

    async open(projectId, taskId) {
      early = null;
      set({ ...empty, projectId, taskId });
      const project = client().project(projectId);
      let task: Task;
      try {
        task = await project.tasks.get(taskId);
      } catch (error) {
        if (current(projectId, taskId)) set({ loadError: failureText(error) });
        return;
      }
      if (!current(projectId, taskId)) return;
      set({ task });
      const missed = early;
      early = null;
      if (missed) get().applyUpdate(missed);
      // The breadcrumb's template and the author wait until the page is idle: their requests and
      // answers came between the log's output and the paint of its lines.
      await new Promise<void>((resolve) => runWhenIdle(resolve));
      if (!current(projectId, taskId)) return;
      const [template, tasks] = await Promise.allSettled([
        project.templates.get(task.template_id),
        // The plain task has only `user_id`; the template's task list has `user_name` (API §5.10).
        project.templates.lastTasks(task.template_id, 200),
      ]);
      if (!current(projectId, taskId)) return;
      // One update for both answers: one redraw of the dialog, not two.
      const found: Partial<Pick<TaskLogState, 'template' | 'userName' | 'runnerName'>> = {};
      if (template.status === 'fulfilled') {
        const { id, name, type, app } = template.value;
        found.template = { id, name, type, app };
      }
      if (tasks.status === 'fulfilled') {
        const item = tasks.value.find((t) => t.id === taskId);
        if (item?.user_name) found.userName = item.user_name;
        if (item?.used_runner_name) found.runnerName = item.used_runner_name;
      }
      if (Object.keys(found).length > 0) set(found);
    },

    close() {
      early = null;
      set({ ...empty });
    },

    applyUpdate(message) {
      const { task, projectId, taskId } = get();
      if (!task) {
        if (message.task_id === taskId && message.project_id === projectId) early = message;
        return;
      }
      if (message.task_id !== task.id || message.project_id !== task.project_id) return;
      set((state) => {
        if (!state.task) return;
        state.task.status = message.status;
        state.task.start = message.start;
        state.task.end = message.end;
        if (message.version !== null) state.task.version = message.version;
      });
      // `update` carries no message or commit: read them again once the run is over.
      if (message.end !== null) void get().refreshTask();
    },

    async refreshTask() {
      const { projectId, taskId } = get();
      if (projectId === null || taskId === null) return;
      try {
        const task = await client().project(projectId).tasks.get(taskId);
        if (current(projectId, taskId)) set({ task });
      } catch {
        // Keep what is shown; the live feed still updates the status.
      }
    },

    async stop() {
      const { projectId, task } = get();
      if (projectId === null || !task || !canStopTask(task.status)) return;
      const force = isForceStop(task.status);
      if (await run('stop', () => client().project(projectId).tasks.stop(task.id, { force }))) {
        await get().refreshTask();
      }
    },

    async confirm() {
      const { projectId, task } = get();
      if (projectId === null || !task || !canConfirmTask(task.status)) return;
      if (await run('confirm', () => client().project(projectId).tasks.confirm(task.id))) {
        await get().refreshTask();
      }
    },

    async reject() {
      const { projectId, task } = get();
      if (projectId === null || !task || !canConfirmTask(task.status)) return;
      if (await run('reject', () => client().project(projectId).tasks.reject(task.id))) {
        await get().refreshTask();
      }
    },

    async rerun() {
      const { projectId, task } = get();
      if (projectId === null || !task) return null;
      let created: Task | undefined;
      await run('rerun', async () => {
        const project = client().project(projectId);
        // The survey as it is now, not as the dialog opened: 2.20.2 checks the run against it.
        const template = await project.templates.get(task.template_id);
        created = await project.tasks.create(rerunRequest(task, template));
      });
      return created?.id ?? null;
    },
  };
});
