import {
  isFinishedTaskStatus,
  type TaskCreate,
  type TaskWithTpl,
  type Template,
} from '@semaphore-console/api-client';
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

/** How a finished task is re-run (spec core §2): build → rebuild, deploy → redeploy, else rerun. */
export type RerunKind = 'rebuild' | 'redeploy' | 'rerun';

/**
 * The re-run label of a task, or `null` while it has not finished.
 * @param task a task list item; `tpl_type` falls back to `templateType` when the list lacks it.
 */
export function rerunKind(task: TaskWithTpl, templateType?: string): RerunKind | null {
  if (!isFinishedTaskStatus(task.status)) return null;
  const type = task.tpl_type ?? templateType ?? '';
  if (type === 'build') return 'rebuild';
  if (type === 'deploy') return 'redeploy';
  return 'rerun';
}

/**
 * What the run form of a 2.12+ server offers beyond the 2.10 flags: exactly what the template's
 * `task_params` and branch flag allow (newer §N4). Decided once, by {@link runPrompts}.
 */
export interface RunPrompts {
  /** Debug with a level 1–6 (`params.debug`, `params.debug_level`). */
  debug: boolean;
  limit: boolean;
  tags: boolean;
  skipTags: boolean;
  skipGalaxyInstall: boolean;
  /** Another of the template's attached inventories (newer §N6). */
  inventory: boolean;
  /** A branch (`git_branch`, template flag `allow_override_branch_in_task`). */
  branch: boolean;
  /** Terraform / OpenTofu / Terragrunt destroy. */
  destroy: boolean;
  /** Terraform / OpenTofu / Terragrunt auto approve (offered on 2.10 too). */
  autoApprove: boolean;
  /** Terraform `init -upgrade` and `-reconfigure` (always readable from `params` on 2.12+). */
  init: boolean;
}

/** The prompts of a server without `task_params` (2.10): none beyond the form of today. */
export const NO_PROMPTS: RunPrompts = {
  debug: false,
  limit: false,
  tags: false,
  skipTags: false,
  skipGalaxyInstall: false,
  inventory: false,
  branch: false,
  destroy: false,
  autoApprove: false,
  init: false,
};

/**
 * The run form's prompts for a template (newer §N4): on a server that reads the run flags from
 * `params` (capability `runFlagsInParams`, 2.12+), Ansible's debug, limit, tags, skip tags, skip
 * galaxy install and inventory per the template's `task_params.allow_*`; Terraform's destroy and
 * auto approve per `allow_destroy` / `allow_auto_approve`, plus upgrade and reconfigure; the
 * branch per `allow_override_branch_in_task`. On 2.10, {@link NO_PROMPTS}.
 */
export function runPrompts(template: Template, runFlagsInParams: boolean): RunPrompts {
  if (!runFlagsInParams) return NO_PROMPTS;
  const allowed = template.task_params ?? {};
  const kind = paramsKind(template.app);
  const ansible = kind === 'ansible';
  const terraform = kind === 'terraform';
  return {
    debug: ansible && allowed.allow_debug === true,
    limit: ansible && allowed.allow_override_limit === true,
    tags: ansible && allowed.allow_override_tags === true,
    skipTags: ansible && allowed.allow_override_skip_tags === true,
    skipGalaxyInstall: ansible && allowed.allow_override_skip_galaxy_install === true,
    inventory: allowed.allow_override_inventory === true,
    branch: template.allow_override_branch_in_task === true,
    destroy: terraform && allowed.allow_destroy === true,
    autoApprove: terraform && allowed.allow_auto_approve === true,
    init: terraform,
  };
}

/** What the person filled in the new task dialog (values as typed). */
export interface NewTaskValues {
  debug: boolean;
  /** Ansible verbosity 1–6 (`-v` … `-vvvvvv`), sent as `params.debug_level` with debug. */
  debugLevel: number;
  dryRun: boolean;
  diff: boolean;
  plan: boolean;
  autoApprove: boolean;
  destroy: boolean;
  upgrade: boolean;
  reconfigure: boolean;
  /** Ansible `--limit` hosts, `--tags`, `--skip-tags` (chips). */
  limit: string[];
  tags: string[];
  skipTags: string[];
  skipGalaxyInstall: boolean;
  /** The inventory chosen among the template's attached ones; null = the template's default. */
  inventoryId: number | null;
  /** Branch to check out; empty = the template's. */
  gitBranch: string;
  /** Optional note, ≤ 250 characters on the server. */
  message: string;
  /** The build task chosen as version of a deploy template, or null. */
  buildTaskId: number | null;
  /** Extra CLI args as a JSON array text (only when the template allows overriding them). */
  arguments: string;
  /** Survey answers by variable name, as typed (a `select`'s as {@link selectAnswer} text). */
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

/**
 * The newest of a deploy template's successful builds (spec core §5: a deploy task needs a build
 * version): the one created last, or `null` when there is none.
 *
 * @param builds - successful tasks of the build template (any order).
 */
export function newestBuildId(
  builds: readonly Pick<TaskWithTpl, 'id' | 'created'>[],
): number | null {
  let newest: Pick<TaskWithTpl, 'id' | 'created'> | null = null;
  for (const build of builds) {
    const later = newest ? Date.parse(build.created) - Date.parse(newest.created) : 1;
    if (later > 0 || (later === 0 && newest && build.id > newest.id)) newest = build;
  }
  return newest?.id ?? null;
}

/**
 * The dialog's first values: checkboxes off, enum answers preset to nothing; with a template,
 * its `task_params` defaults (limit, tags, skip tags, skip galaxy install, auto approve; newer
 * §N4) and its survey's `default_value`s (the choices of a multi-choice `select`); for a deploy
 * template, the newest of its successful `builds` is preselected.
 */
export function emptyTaskValues(
  template?: Template | null,
  builds: readonly Pick<TaskWithTpl, 'id' | 'created'>[] = [],
): NewTaskValues {
  const defaults = template?.task_params ?? {};
  const survey: Record<string, string> = {};
  for (const variable of template?.survey_vars ?? []) {
    const preset: unknown = (variable as { default_value?: unknown }).default_value;
    if (variable.type === 'select') {
      const chosen = Array.isArray(preset) ? preset.map(String) : preset ? [String(preset)] : [];
      survey[variable.name] = selectAnswer(chosen);
    } else if (typeof preset === 'string' && preset !== '') survey[variable.name] = preset;
  }
  return {
    debug: false,
    debugLevel: 4,
    dryRun: false,
    diff: false,
    plan: false,
    autoApprove: defaults.auto_approve === true,
    destroy: false,
    upgrade: false,
    reconfigure: false,
    limit: [...(defaults.limit ?? [])],
    tags: [...(defaults.tags ?? [])],
    skipTags: [...(defaults.skip_tags ?? [])],
    skipGalaxyInstall: defaults.skip_galaxy_install === true,
    inventoryId: null,
    gitBranch: '',
    message: '',
    buildTaskId: template?.type === 'deploy' ? newestBuildId(builds) : null,
    arguments: '',
    survey,
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
export function taskFormInput(
  template: Template,
  values: NewTaskValues,
  prompts: RunPrompts = NO_PROMPTS,
): NewTaskFormInput {
  const kind = paramsKind(template.app);
  const params: TaskFlags =
    kind === 'ansible'
      ? { debug: values.debug, dry_run: values.dryRun, diff: values.diff }
      : kind === 'terraform'
        ? { plan: values.plan, auto_approve: values.autoApprove }
        : {};
  // 2.12+ prompts (newer §N4): each only when the template allows it, as the server reads it.
  if (prompts.debug && values.debug) params.debug_level = values.debugLevel;
  if (prompts.limit) params.limit = [...values.limit];
  if (prompts.tags) params.tags = [...values.tags];
  if (prompts.skipTags) params.skip_tags = [...values.skipTags];
  if (prompts.skipGalaxyInstall) params.skip_galaxy_install = values.skipGalaxyInstall;
  if (prompts.destroy) params.destroy = values.destroy;
  if (prompts.init) {
    params.upgrade = values.upgrade;
    params.reconfigure = values.reconfigure;
  }
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
  if (prompts.limit) input.limit = values.limit.join(',');
  if (prompts.inventory && values.inventoryId !== null) input.inventory_id = values.inventoryId;
  if (prompts.branch && values.gitBranch.trim() !== '') input.git_branch = values.gitBranch.trim();
  return input;
}

/**
 * The answer text of a multi-choice `select` survey variable (newer §N1): its chosen values as a
 * JSON array, or `''` when none is chosen (so a required one reads as unanswered).
 */
export function selectAnswer(chosen: readonly string[]): string {
  return chosen.length === 0 ? '' : JSON.stringify(chosen);
}

/** The chosen values of a `select` answer text ({@link selectAnswer}); `[]` for anything else. */
export function selectChoices(answer: string | undefined): string[] {
  if (!answer) return [];
  try {
    const parsed: unknown = JSON.parse(answer);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * A checked run body with each multi-choice `select` answer sent as a list of strings in
 * `environment`, as the stock console sends it (newer §N1), instead of its answer text.
 */
export function withSelectAnswers(
  request: NewTaskRequest,
  template: Pick<Template, 'survey_vars'>,
): NewTaskRequest {
  const selects = (template.survey_vars ?? []).filter((variable) => variable.type === 'select');
  if (selects.length === 0 || !request.environment) return request;
  const environment = JSON.parse(request.environment) as Record<string, unknown>;
  for (const variable of selects) {
    const answer = environment[variable.name];
    if (typeof answer === 'string') environment[variable.name] = selectChoices(answer);
  }
  return { ...request, environment: JSON.stringify(environment) };
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
  /** `--limit` as the comma string 2.12+ still converts (newer §N4). */
  limit?: string;
  inventory_id?: number;
  git_branch?: string;
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
