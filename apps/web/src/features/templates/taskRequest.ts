import type { TaskWithTpl, Template } from '@semaphore-console/api-client';

/**
 * Which parameter form a template's app gets in the new task dialog (spec core §2): Ansible
 * (debug, dry run, diff), Terraform/OpenTofu (plan, auto approve), or none for the other apps.
 */
export type ParamsKind = 'ansible' | 'terraform' | 'none';

/** The parameter form of an app id (`''` is the stock Ansible template). */
export function paramsKind(app: string | undefined): ParamsKind {
  if (app === 'terraform' || app === 'tofu') return 'terraform';
  if (!app || app === 'ansible') return 'ansible';
  return 'none';
}

/** Task statuses after which a task does not change any more (spec core §4). */
export const FINISHED_STATUSES: readonly string[] = ['success', 'error', 'stopped'];

/** How a finished task is re-run (spec core §2): build → rebuild, deploy → redeploy, else rerun. */
export type RerunKind = 'rebuild' | 'redeploy' | 'rerun';

/**
 * The re-run label of a task, or `null` while it has not finished.
 * @param task a task list item; `tpl_type` falls back to `templateType` when the list lacks it.
 */
export function rerunKind(task: TaskWithTpl, templateType?: string): RerunKind | null {
  if (!FINISHED_STATUSES.includes(task.status)) return null;
  const type = task.tpl_type ?? templateType ?? '';
  if (type === 'build') return 'rebuild';
  if (type === 'deploy') return 'redeploy';
  return 'rerun';
}

/** What the person filled in the new task dialog (values as typed). */
export interface NewTaskValues {
  debug: boolean;
  dryRun: boolean;
  diff: boolean;
  plan: boolean;
  autoApprove: boolean;
  /** Optional note, ≤ 250 characters on the server. */
  message: string;
  /** The build task chosen as version of a deploy template, or null. */
  buildTaskId: number | null;
  /** Extra CLI args as a JSON array text (only when the template allows overriding them). */
  arguments: string;
  /** Survey answers by variable name, as typed. */
  survey: Record<string, string>;
}

/** The body of `POST /api/project/{id}/tasks` (API §5.9, spec core §7). */
export interface NewTaskRequest {
  template_id: number;
  build_task_id?: number | null;
  message?: string;
  /** JSON-encoded object of the non-secret survey answers. */
  environment?: string;
  /** JSON-encoded object of the secret survey answers. */
  secret?: string;
  /** JSON-encoded array of extra CLI args, or null. */
  arguments?: string | null;
  params?: Record<string, unknown>;
  debug?: boolean;
  dry_run?: boolean;
  diff?: boolean;
  playbook?: string;
  limit?: string;
  git_branch?: string | null;
  inventory_id?: number | null;
  commit_hash?: string | null;
}

/** Empty dialog values for a template: checkboxes off, enum answers preset to nothing. */
export function emptyTaskValues(): NewTaskValues {
  return {
    debug: false,
    dryRun: false,
    diff: false,
    plan: false,
    autoApprove: false,
    message: '',
    buildTaskId: null,
    arguments: '',
    survey: {},
  };
}

/**
 * The new task dialog's values as the input of the validation package's `taskSchema` (spec core
 * §5 task form): `survey_values` by name, CLI args only when the template allows overriding them,
 * and the parameters of the template's app — Ansible's debug, dry run and diff, or Terraform's
 * plan (sent as dry run too) and auto approve — both as top-level fields and in `params`.
 * `taskSchema` turns `survey_values` into the `environment` and `secret` JSON strings.
 */
export function taskFormInput(template: Template, values: NewTaskValues): NewTaskFormInput {
  const kind = paramsKind(template.app);
  const params: Record<string, unknown> =
    kind === 'ansible'
      ? { debug: values.debug, dry_run: values.dryRun, diff: values.diff }
      : kind === 'terraform'
        ? { plan: values.plan, auto_approve: values.autoApprove }
        : {};
  const survey_values: Record<string, string> = {};
  for (const variable of template.survey_vars ?? []) {
    survey_values[variable.name] = values.survey[variable.name] ?? '';
  }
  const input: NewTaskFormInput = {
    template_id: template.id,
    message: values.message,
    survey_values,
    arguments: template.allow_override_args_in_task ? values.arguments : '',
    params,
    debug: kind === 'ansible' && values.debug,
    dry_run: kind === 'ansible' ? values.dryRun : kind === 'terraform' && values.plan,
    diff: kind === 'ansible' && values.diff,
  };
  if (template.type === 'deploy') input.build_task_id = values.buildTaskId;
  return input;
}

/** The input of the validation package's `taskSchema` built by {@link taskFormInput}. */
export interface NewTaskFormInput {
  template_id: number;
  message: string;
  build_task_id?: number | null;
  survey_values: Record<string, string>;
  arguments: string;
  params: Record<string, unknown>;
  debug: boolean;
  dry_run: boolean;
  diff: boolean;
}

/**
 * The request that re-runs a task with its own parameters (spec core §2: rebuild, redeploy,
 * rerun). Secrets are not readable back from the server, so they are not repeated.
 */
export function rerunRequest(task: TaskWithTpl): NewTaskRequest {
  const request: NewTaskRequest = {
    template_id: task.template_id,
    message: task.message ?? '',
    environment: task.environment || '{}',
    arguments: task.arguments ?? null,
    debug: task.debug ?? false,
    dry_run: task.dry_run ?? false,
    diff: task.diff ?? false,
  };
  if (task.build_task_id != null) request.build_task_id = task.build_task_id;
  if (task.playbook) request.playbook = task.playbook;
  if (task.limit) request.limit = task.limit;
  if (task.git_branch) request.git_branch = task.git_branch;
  if (task.inventory_id != null) request.inventory_id = task.inventory_id;
  if (task.commit_hash) request.commit_hash = task.commit_hash;
  return request;
}
