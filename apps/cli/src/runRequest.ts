/**
 * `run`'s flags as the body of `POST /api/project/{p}/tasks` (API §5.9, §6.12; newer §N4),
 * checked against the template's survey variables and allowed prompts before anything is sent.
 */
import {
  serializeArguments,
  serializeExtraVariables,
  type SurveyVar,
  type TaskCreate,
  type Template,
} from '@semaphore-console/api-client';
import type { ServerCapabilities } from './capabilities';
import { usageError } from './exitCodes';

/** One `--var name=value` / `--secret name=value` pair. */
export interface VariableArg {
  /** Variable name. */
  name: string;
  /** Value as typed. */
  value: string;
}

/**
 * A variable name as Ansible and Terraform accept it: a letter or `_`, then letters, digits or
 * `_`.
 */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Parses `name=value` (the value may contain `=` and be empty). Done while reading the flags,
 * before any request. @throws {CliError} usage for a missing `=` or a name that is not a variable name.
 */
export function parseVariableArg(raw: string, flag: '--var' | '--secret'): VariableArg {
  const at = raw.indexOf('=');
  if (at < 0) throw usageError(`${flag} "${raw}": expected name=value`);
  const name = raw.slice(0, at).trim();
  if (!VARIABLE_NAME.test(name)) {
    throw usageError(
      `${flag} "${raw}": "${name}" is not a variable name (a letter or _, then letters, digits or _)`,
    );
  }
  return { name, value: raw.slice(at + 1) };
}

/** `run`'s flags that shape the task. */
export interface RunFlags {
  /** `--var` pairs, in order (a later one wins). */
  vars: VariableArg[];
  /** `--secret` pairs. */
  secrets: VariableArg[];
  /** `--message`. */
  message?: string;
  /** `--limit` hosts (comma-separated). */
  limit?: string;
  /** `--tags` (comma-separated). */
  tags?: string;
  /** `--skip-tags` (comma-separated). */
  skipTags?: string;
  /** `--debug`. */
  debug?: boolean;
  /** `--dry-run` (Ansible `--check`; a Terraform plan). */
  dryRun?: boolean;
  /** `--diff`. */
  diff?: boolean;
  /** `--branch`. */
  branch?: string;
  /** Inventory id from `--inventory` (resolved by name before). */
  inventoryId?: number;
  /** Build task id from `--version` (resolved before, deploy templates). */
  buildTaskId?: number;
}

/** Which run parameters a template's app takes (newer §N4); `''` is the stock Ansible template. */
export function appKind(app: string | undefined): 'ansible' | 'terraform' | 'other' {
  if (!app || app === 'ansible') return 'ansible';
  if (app === 'terraform' || app === 'tofu' || app === 'terragrunt') return 'terraform';
  return 'other';
}

/** Comma-separated text as a list (empty parts dropped). */
function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** How a survey variable is named in messages. */
function label(variable: SurveyVar): string {
  return variable.title && variable.title !== variable.name
    ? `${variable.name} (${variable.title})`
    : variable.name;
}

/** A survey answer as sent: an `int` as a number, an `enum`/`select` option's value. */
function surveyValue(variable: SurveyVar, raw: string, templateName: string): unknown {
  const type = variable.type ?? '';
  if (type === 'int') {
    if (!/^-?\d+$/.test(raw.trim())) {
      throw usageError(
        `Survey variable ${label(variable)} of "${templateName}" must be an integer, got "${raw}"`,
      );
    }
    return Number(raw.trim());
  }
  if ((type === 'enum' || type === 'select') && (variable.values?.length ?? 0) > 0) {
    const options = variable.values ?? [];
    const chosen =
      options.find((option) => option.value === raw) ??
      options.find((option) => option.name === raw);
    if (!chosen) {
      throw usageError(
        `Survey variable ${label(variable)} of "${templateName}" must be one of: ${options
          .map((option) =>
            option.name && option.name !== option.value
              ? `${option.value} (${option.name})`
              : option.value,
          )
          .join(', ')}; got "${raw}"`,
      );
    }
    return chosen.value;
  }
  return raw;
}

/** Whether a survey variable has a default answer (newer §N1 `default_value`). */
function hasDefault(variable: SurveyVar): boolean {
  const value = variable.default_value;
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
}

/**
 * Builds the task request. Survey rules (API §5.8; newer §N4 survey-strict runs): every `--var`
 * and `--secret` must be a survey variable of the template unless it has
 * `allow_any_vars_in_task`; a `secret` survey variable goes in `secret` (from `--var` too), the
 * others in `environment`; `--secret` is only for secret survey variables (or undeclared ones
 * where any are allowed); `int` answers are integers, `enum`/`select` answers one of the
 * options; required variables without a default must be given. Prompts (newer §N4): on servers
 * that read `params`, `--debug`, `--limit`, `--tags`, `--skip-tags`, `--inventory` and `--branch`
 * need the template's `task_params.allow_*` / `allow_override_branch_in_task`. Flags go both
 * top-level (2.10) and in `params` (2.12+).
 *
 * @throws {CliError} usage naming the variable or flag that is refused.
 */
export function buildTaskRequest(
  template: Template,
  flags: RunFlags,
  capabilities: ServerCapabilities,
): { body: TaskCreate; warnings: string[] } {
  const warnings: string[] = [];
  const name = template.name;
  const survey = template.survey_vars ?? [];
  const declared = new Map(survey.map((variable) => [variable.name, variable]));
  const anyVars = template.allow_any_vars_in_task === true;
  const surveyNames = survey.length ? survey.map((v) => v.name).join(', ') : 'none';

  const environment: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const { name: key, value } of flags.vars) {
    const variable = declared.get(key);
    if (!variable) {
      if (!anyVars) {
        throw usageError(
          `--var ${key}: "${key}" is not a survey variable of template "${name}" (its survey variables: ${surveyNames})`,
        );
      }
      environment[key] = value;
      continue;
    }
    if (variable.type === 'secret') secret[key] = value;
    else environment[key] = surveyValue(variable, value, name);
  }
  for (const { name: key, value } of flags.secrets) {
    const variable = declared.get(key);
    if (!variable && !anyVars) {
      throw usageError(
        `--secret ${key}: "${key}" is not a survey variable of template "${name}" (its survey variables: ${surveyNames})`,
      );
    }
    if (variable && variable.type !== 'secret') {
      throw usageError(
        `--secret ${key}: survey variable ${label(variable)} of "${name}" is not a secret: use --var ${key}=…`,
      );
    }
    secret[key] = value;
  }
  for (const variable of survey) {
    if (
      variable.required &&
      !(variable.name in environment) &&
      !(variable.name in secret) &&
      !hasDefault(variable)
    ) {
      const flag = variable.type === 'secret' ? '--secret' : '--var';
      throw usageError(
        `Survey variable ${label(variable)} of "${name}" is required: ${flag} ${variable.name}=…`,
      );
    }
  }

  const kind = appKind(template.app);
  const prompts = template.task_params ?? {};
  const strictPrompts = capabilities.runParams;
  const refuse = (flag: string, what: string): never => {
    throw usageError(`${flag}: template "${name}" does not allow ${what} to be overridden`);
  };
  const ansibleOnly = (flag: string, given: boolean): void => {
    if (given && kind !== 'ansible') {
      throw usageError(
        `${flag} applies to Ansible templates; "${name}" runs ${template.app || 'ansible'}`,
      );
    }
  };
  ansibleOnly('--limit', flags.limit !== undefined);
  ansibleOnly('--tags', flags.tags !== undefined);
  ansibleOnly('--skip-tags', flags.skipTags !== undefined);
  ansibleOnly('--diff', flags.diff === true);
  ansibleOnly('--debug', flags.debug === true);
  if (flags.dryRun && kind === 'other') {
    throw usageError(
      `--dry-run applies to Ansible and Terraform templates; "${name}" runs ${template.app}`,
    );
  }
  if (strictPrompts) {
    if (flags.debug && !prompts.allow_debug) refuse('--debug', 'debug');
    if (flags.limit !== undefined && !prompts.allow_override_limit) refuse('--limit', 'the limit');
    if (flags.tags !== undefined && !prompts.allow_override_tags) refuse('--tags', 'the tags');
    if (flags.skipTags !== undefined && !prompts.allow_override_skip_tags)
      refuse('--skip-tags', 'the skipped tags');
    if (flags.inventoryId !== undefined && !prompts.allow_override_inventory)
      refuse('--inventory', 'the inventory');
    if (flags.branch !== undefined && !template.allow_override_branch_in_task)
      refuse('--branch', 'the branch');
  }
  if (flags.buildTaskId !== undefined && template.type !== 'deploy') {
    throw usageError(
      `--version applies to deploy templates; "${name}" is ${template.type ? `a ${template.type}` : 'not a deploy'} template`,
    );
  }

  const params: NonNullable<TaskCreate['params']> = {};
  const body: TaskCreate = { template_id: template.id };
  if (kind === 'ansible') {
    params.debug = flags.debug === true;
    params.dry_run = flags.dryRun === true;
    params.diff = flags.diff === true;
    body.debug = params.debug;
    body.dry_run = params.dry_run;
    body.diff = params.diff;
    if (flags.limit !== undefined) {
      params.limit = list(flags.limit);
      body.limit = params.limit.join(',');
    }
    if (flags.tags !== undefined) params.tags = list(flags.tags);
    if (flags.skipTags !== undefined) params.skip_tags = list(flags.skipTags);
    // 2.10 has no tags on a task (API §5.9): only extra CLI arguments carry them, when allowed.
    if (!strictPrompts && (flags.tags !== undefined || flags.skipTags !== undefined)) {
      if (template.allow_override_args_in_task) {
        const args: string[] = [];
        if (flags.tags !== undefined) args.push(`--tags=${list(flags.tags).join(',')}`);
        if (flags.skipTags !== undefined)
          args.push(`--skip-tags=${list(flags.skipTags).join(',')}`);
        body.arguments = serializeArguments(args);
      } else {
        warnings.push(
          'This server may ignore --tags/--skip-tags: before 2.12 they reach Ansible only as extra arguments, which this template does not allow',
        );
      }
    }
  } else if (kind === 'terraform') {
    params.plan = flags.dryRun === true;
    body.dry_run = params.plan;
  }
  if (Object.keys(params).length > 0) body.params = params;
  if (Object.keys(environment).length > 0) body.environment = serializeExtraVariables(environment);
  if (Object.keys(secret).length > 0) body.secret = serializeExtraVariables(secret);
  if (flags.message !== undefined) body.message = flags.message;
  if (flags.branch !== undefined) body.git_branch = flags.branch;
  if (flags.inventoryId !== undefined) body.inventory_id = flags.inventoryId;
  if (flags.buildTaskId !== undefined) body.build_task_id = flags.buildTaskId;
  return { body, warnings };
}
