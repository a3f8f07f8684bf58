import type { TaskCreate, TaskWithTpl, Template } from '@semaphore-console/api-client';
import { type RerunTemplate, rerunRequest as taskRerunRequest } from '../task-log';

/**
 * Which parameter form a template's app gets in the new task dialog (spec core §2): Ansible
 * (debug, dry run, diff), Terraform/OpenTofu/Terragrunt (plan, auto approve; newer §N4), or none
 * for the other apps.
 */
export type ParamsKind = 'ansible' | 'terraform' | 'none';

/** The parameter form of an app id (`''` is the stock Ansible template). */
export function paramsKind(app: string | undefined): ParamsKind {
  if (app === 'terraform' || app === 'tofu' || app === 'terragrunt') return 'terraform';
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
  /** JSON-encoded object of the declared non-secret survey answers (newer §N4). */
  environment?: string;
  /** JSON-encoded object of the secret survey answers (newer §N4: never in `environment`). */
  secret?: string;
  /** JSON-encoded array of extra CLI args, or null. */
  arguments?: string | null;
  /** The run flags where 2.12+ reads them (newer §N4); the top-level ones are for 2.10. */
  params?: TaskCreate['params'];
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
 * plan (sent as dry run too) and auto approve — both as top-level fields (2.10) and in `params`,
 * where 2.12+ reads them (newer §N4). `taskSchema` turns `survey_values` into the `environment`
 * and `secret` JSON strings: only the template's declared survey variables, the secret ones in
 * `secret` — what a survey-strict 2.20.2 server accepts (newer §N4), and, as the form asks
 * nothing else, also all a template with `allow_any_vars_in_task` gets from it.
 */
export function taskFormInput(template: Template, values: NewTaskValues): NewTaskFormInput {
  const kind = paramsKind(template.app);
  const params: TaskFlags =
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

/** The run flags of a task request's `params` (newer §N4). */
export type TaskFlags = NonNullable<TaskCreate['params']>;

/** The input of the validation package's `taskSchema` built by {@link taskFormInput}. */
export interface NewTaskFormInput {
  template_id: number;
  message: string;
  build_task_id?: number | null;
  survey_values: Record<string, string>;
  arguments: string;
  params: TaskFlags;
  debug: boolean;
  dry_run: boolean;
  diff: boolean;
}

/**
 * The request that re-runs a task with its own parameters (spec core §2: rebuild, redeploy,
 * rerun) against the template's CURRENT survey (newer §N4): variables the survey no longer
 * declares are dropped (unless `allow_any_vars_in_task`), secret ones go in `secret`, and the
 * flags go both top-level and in `params`. The task log dialog's re-run builds the same body.
 */
export function rerunRequest(task: TaskWithTpl, template: RerunTemplate): NewTaskRequest {
  return taskRerunRequest(task, template);
}

/** How 2.20.2 names the variable of a refused run (newer §N4), first match wins. */
const REFUSED_VARIABLE_PATTERNS: readonly RegExp[] = [
  /^variable (.+) is not declared in the template survey$/,
  /^survey variable (.+) must be sent in the task secret$/,
  /^survey variable "([^"]+)"/,
];

/**
 * The survey variable that a server's refusal of a run names (newer §N4: `variable X is not
 * declared in the template survey`, `survey variable X must be sent in the task secret`), when
 * the run form shows a field for it; else `null`, and the refusal is the form's error.
 * @param message the server's error text.
 * @param template the template the form shows (its survey as the form loaded it).
 */
export function refusedVariable(
  message: string,
  template: Pick<Template, 'survey_vars'>,
): string | null {
  const names = new Set((template.survey_vars ?? []).map((variable) => variable.name));
  for (const pattern of REFUSED_VARIABLE_PATTERNS) {
    const name = pattern.exec(message.trim())?.[1];
    if (name !== undefined) return names.has(name) ? name : null;
  }
  return null;
}
