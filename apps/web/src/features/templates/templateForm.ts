import {
  cronOfCheckInterval,
  DEFAULT_CHECK_INTERVAL as DEFAULT_INTERVAL,
} from '@semaphore-console/cron';
import { paramsKind } from './taskRequest';
import type {
  Schedule,
  ServerCapabilities,
  SurveyVar,
  Template,
  TemplateInput,
  TemplateTaskParams,
  TemplateVault,
  TemplateVaultInput,
} from '@semaphore-console/api-client';

/**
 * What the connected server's templates have beyond API §5.8 (newer §N1, §N4, §N6). All off on
 * 2.10, where the form stays as the documented snapshot.
 */
export interface TemplateDialect {
  /**
   * `task_params` (what a run may change, and its defaults), `allow_override_branch_in_task`,
   * `allow_parallel_tasks`, and survey variables of the types `text`/`select` with
   * `default_value` and `target` (2.12+: the capability map's `runFlagsInParams`).
   */
  taskParams: boolean;
  /** Several ordered variable groups, `environment_ids` (2.20, newer §N6). */
  variableGroups: boolean;
}

/** The dialect of a 2.10 server (API §5.8 only). */
export const PLAIN_DIALECT: TemplateDialect = { taskParams: false, variableGroups: false };

/**
 * The one place the template form decides what the server has. `task_params` and the newer
 * survey types: the capability map's 2.12+ decision. Variable groups: a template answer that
 * carries `environment_ids` (newer §N6), else (no templates to tell) a version ≥ 2.20.
 */
export function templateDialect(
  capabilities: ServerCapabilities,
  templates: readonly Template[],
): TemplateDialect {
  const version = capabilities.version;
  const variableGroups =
    templates.length > 0
      ? templates.some((tpl) => tpl.environment_ids !== undefined)
      : version !== null && (version.major > 2 || (version.major === 2 && version.minor >= 20));
  return { taskParams: capabilities.runFlagsInParams || variableGroups, variableGroups };
}

/** Template types (spec core §3, §9): `''` default task, `build`, `deploy`. */
export type TemplateType = '' | 'build' | 'deploy';

/** The template types in tab order. */
export const TEMPLATE_TYPES: readonly TemplateType[] = ['', 'build', 'deploy'];

/** Default check interval of the cron check of new commits (spec core §9: every minute). */
export const DEFAULT_CHECK_INTERVAL = cronOfCheckInterval(DEFAULT_INTERVAL);

/** A vault row of the vaults editor (spec core §3 Vault entry). */
export interface VaultDraft {
  /** Server id of a saved vault; absent for a new one. */
  id?: number;
  name: string;
  type: 'password' | 'script';
  vaultKeyId: number | null;
  script: string;
}

/** What the template form edits, as typed (strings stay strings until saved). */
export interface TemplateFormValues {
  type: TemplateType;
  name: string;
  description: string;
  app: string;
  playbook: string;
  inventoryId: number | null;
  repositoryId: number | null;
  environmentId: number | null;
  viewId: number | null;
  startVersion: string;
  buildTemplateId: number | null;
  autorun: boolean;
  suppressSuccessAlerts: boolean;
  /** CLI args as a JSON array text. */
  arguments: string;
  allowOverrideArgsInTask: boolean;
  gitBranch: string;
  vaults: VaultDraft[];
  surveyVars: SurveyVar[];
  /** Whether a commit-check schedule runs the template on new commits. */
  checkCommits: boolean;
  /** Cron form of the check interval (spec core §9). */
  checkInterval: string;
  /** What a run may change and its defaults (newer §N4); `null` on a server without them. */
  taskParams: TemplateTaskParams | null;
  /** A run may pick another branch (newer §N4); only sent with `taskParams`. */
  allowOverrideBranchInTask: boolean;
  /** Runs may run at the same time (newer §N4); only sent with `taskParams`. */
  allowParallelTasks: boolean;
  /**
   * Variable groups in order, later ones overriding earlier ones (newer §N6); `null` on a server
   * without the list (then `environmentId` is the one group).
   */
  environmentIds: number[] | null;
}

/** Which fields the form shows for a type and app (spec core §4: the type tab changes them). */
export interface TemplateFieldSet {
  startVersion: boolean;
  buildTemplate: boolean;
  autorun: boolean;
  /** Playbook (Ansible), subdirectory (Terraform) or script file name (others). */
  playbook: boolean;
  playbookRequired: boolean;
  inventory: boolean;
  inventoryRequired: boolean;
  vaults: boolean;
}

/** The fields of a template type and app. */
export function templateFields(type: TemplateType, app: string): TemplateFieldSet {
  const kind = paramsKind(app);
  return {
    startVersion: type === 'build',
    buildTemplate: type === 'deploy',
    autorun: type === 'deploy',
    playbook: true,
    playbookRequired: kind !== 'terraform',
    inventory: kind !== 'none',
    inventoryRequired: kind === 'ansible',
    vaults: kind === 'ansible',
  };
}

/** Empty form values for a new template of a type, with the given app preselected. */
export function emptyTemplateValues(
  type: TemplateType,
  app = 'ansible',
  dialect: TemplateDialect = PLAIN_DIALECT,
): TemplateFormValues {
  return {
    type,
    name: '',
    description: '',
    app,
    playbook: '',
    inventoryId: null,
    repositoryId: null,
    environmentId: null,
    viewId: null,
    startVersion: '',
    buildTemplateId: null,
    autorun: false,
    suppressSuccessAlerts: false,
    arguments: '[]',
    allowOverrideArgsInTask: false,
    gitBranch: '',
    vaults: [],
    surveyVars: [],
    checkCommits: false,
    checkInterval: DEFAULT_CHECK_INTERVAL,
    taskParams: dialect.taskParams ? {} : null,
    allowOverrideBranchInTask: false,
    allowParallelTasks: false,
    environmentIds: dialect.variableGroups ? [] : null,
  };
}

function asType(type: string): TemplateType {
  return type === 'build' || type === 'deploy' ? type : '';
}

function vaultDraft(vault: TemplateVault & ScriptVaultFields): VaultDraft {
  const draft: VaultDraft = {
    name: vault.name ?? '',
    type: vault.type === 'script' ? 'script' : 'password',
    vaultKeyId: vault.vault_key_id ?? null,
    script: vault.script ?? '',
  };
  if (vault.id) draft.id = vault.id;
  return draft;
}

/** Form values of a saved template and its commit-check schedule (if any). */
export function templateToValues(
  template: Template,
  commitCheck: Schedule | null = null,
  dialect: TemplateDialect = PLAIN_DIALECT,
): TemplateFormValues {
  const environmentIds =
    template.environment_ids && template.environment_ids.length > 0
      ? [...template.environment_ids]
      : template.environment_id != null
        ? [template.environment_id]
        : [];
  return {
    type: asType(template.type),
    name: template.name,
    description: template.description ?? '',
    app: template.app,
    playbook: template.playbook ?? '',
    inventoryId: template.inventory_id ?? null,
    repositoryId: template.repository_id || null,
    environmentId: template.environment_id ?? null,
    viewId: template.view_id ?? null,
    startVersion: template.start_version ?? '',
    buildTemplateId: template.build_template_id ?? null,
    autorun: template.autorun ?? false,
    suppressSuccessAlerts: template.suppress_success_alerts ?? false,
    arguments: template.arguments ?? '[]',
    allowOverrideArgsInTask: template.allow_override_args_in_task ?? false,
    gitBranch: template.git_branch ?? '',
    vaults: (template.vaults ?? []).map(vaultDraft),
    surveyVars: (template.survey_vars ?? []).map((v) => ({
      ...v,
      values: v.values ? v.values.map((value) => ({ ...value })) : v.values,
    })),
    checkCommits: commitCheck !== null,
    checkInterval: commitCheck?.cron_format ?? DEFAULT_CHECK_INTERVAL,
    taskParams: dialect.taskParams ? copyParams(template.task_params ?? {}) : null,
    allowOverrideBranchInTask: template.allow_override_branch_in_task ?? false,
    allowParallelTasks: template.allow_parallel_tasks ?? false,
    environmentIds: dialect.variableGroups ? environmentIds : null,
  };
}

function copyParams(params: TemplateTaskParams): TemplateTaskParams {
  const copy: TemplateTaskParams = { ...params };
  for (const key of ['limit', 'tags', 'skip_tags'] as const) {
    const list = params[key];
    if (list) copy[key] = [...list];
  }
  return copy;
}

/** The `task_params` keys a template of an app kind offers (newer §N4). */
const PARAM_KEYS: Record<'ansible' | 'terraform', readonly string[]> = {
  ansible: [
    'allow_debug',
    'allow_override_inventory',
    'allow_override_limit',
    'allow_override_tags',
    'allow_override_skip_tags',
    'allow_override_skip_galaxy_install',
    'limit',
    'tags',
    'skip_tags',
    'skip_galaxy_install',
  ],
  terraform: [
    'allow_destroy',
    'allow_auto_approve',
    'auto_approve',
    'override_backend',
    'backend_filename',
  ],
};

/**
 * The `task_params` to save for an app (newer §N4): the keys of the app's kind as edited, the
 * other kind's keys left out, keys this console does not know kept as loaded.
 */
export function taskParamsFor(app: string, params: TemplateTaskParams): TemplateTaskParams {
  const kind = paramsKind(app);
  const known = [...PARAM_KEYS.ansible, ...PARAM_KEYS.terraform];
  const out: TemplateTaskParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (!known.includes(key) || (kind !== 'none' && PARAM_KEYS[kind].includes(key)))
      out[key] = value;
  }
  return out;
}

/**
 * The values as the validation package reads them: a `text` survey variable is checked as a
 * string and a `select` one as an enum (it needs values alike); the package knows API §5.8 types.
 */
export function valuesForCheck(values: TemplateFormValues): TemplateFormValues {
  return {
    ...values,
    environmentId:
      values.environmentIds === null ? values.environmentId : (values.environmentIds[0] ?? null),
    surveyVars: values.surveyVars.map((v) =>
      v.type === 'text' ? { ...v, type: '' } : v.type === 'select' ? { ...v, type: 'enum' } : v,
    ),
  };
}

/**
 * A vault entry's `type` and `script` (spec core §3 "Vault entry"): the console sends and reads
 * them, though this server snapshot has neither (API §5.8 TemplateVault) and ignores them.
 */
export interface ScriptVaultFields {
  type?: string;
  script?: string;
}

/** A vault entry of a template body: a script vault has no key (spec core §3). */
export type VaultEntry = Omit<TemplateVaultInput, 'vault_key_id'> &
  ScriptVaultFields & { vault_key_id: number | null };

/** The template body the form saves (API §5.8): the input fields, its project, its id on update. */
export type TemplateBody = Omit<TemplateInput, 'vaults'> & {
  project_id: number;
  id?: number;
  vaults?: VaultEntry[] | null;
};

/**
 * The body as the api-client's input type. A script vault's `vault_key_id` is `null` and its
 * `type`/`script` are extra fields (see {@link ScriptVaultFields}); the client sends the object
 * as JSON unchanged.
 */
export function asTemplateInput(body: TemplateBody): TemplateInput {
  return body as TemplateInput;
}

/**
 * The template body to save (API §5.8). Fields the type or app does not use are sent empty
 * (`start_version` only for build, `build_template_id` and `autorun` only for deploy). Vault
 * names are trimmed and lowercased; an empty name is the default vault (`null`).
 */
export function valuesToTemplate(
  values: TemplateFormValues,
  projectId: number,
  id?: number,
): TemplateBody {
  const fields = templateFields(values.type, values.app);
  const body: TemplateBody = {
    project_id: projectId,
    type: values.type,
    name: values.name.trim(),
    description: values.description,
    app: values.app,
    playbook: values.playbook.trim(),
    inventory_id: fields.inventory ? values.inventoryId : null,
    repository_id: values.repositoryId ?? 0,
    environment_id: values.environmentId,
    view_id: values.viewId,
    start_version: fields.startVersion ? values.startVersion.trim() : null,
    build_template_id: fields.buildTemplate ? values.buildTemplateId : null,
    autorun: fields.autorun && values.autorun,
    suppress_success_alerts: values.suppressSuccessAlerts,
    arguments: values.arguments.trim() === '' ? null : values.arguments.trim(),
    allow_override_args_in_task: values.allowOverrideArgsInTask,
    git_branch: values.gitBranch.trim() === '' ? null : values.gitBranch.trim(),
    vaults: fields.vaults
      ? values.vaults.map((vault) => {
          const name = vault.name.trim().toLowerCase();
          const saved: VaultEntry = {
            name: name === '' ? null : name,
            type: vault.type,
            vault_key_id: vault.type === 'password' ? vault.vaultKeyId : null,
            script: vault.type === 'script' ? vault.script.trim() : '',
          };
          if (vault.id) saved.id = vault.id;
          return saved;
        })
      : [],
    survey_vars: values.surveyVars.map((v) => ({
      ...v,
      name: v.name.trim(),
      values: v.type === 'enum' || v.type === 'select' ? (v.values ?? []) : null,
    })),
  };
  if (values.taskParams !== null) {
    body.task_params = taskParamsFor(values.app, values.taskParams);
    body.allow_override_branch_in_task = values.allowOverrideBranchInTask;
    body.allow_parallel_tasks = values.allowParallelTasks;
  }
  if (values.environmentIds !== null) {
    // Later groups override earlier ones (newer §N6); `environment_id` names the first.
    body.environment_ids = [...values.environmentIds];
    body.environment_id = values.environmentIds[0] ?? null;
  }
  if (id !== undefined) body.id = id;
  return body;
}

/**
 * Parses the arguments text into its list. Empty text is an empty list.
 * @returns the args, or `null` when the text is not a JSON array of strings.
 */
export function parseArguments(text: string): string[] | null {
  if (text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((arg) => typeof arg === 'string')) return parsed;
  } catch {
    return null;
  }
  return null;
}

/** The arguments text of a list (compact JSON, as the server stores it). */
export function formatArguments(args: readonly string[]): string {
  return JSON.stringify(args);
}
