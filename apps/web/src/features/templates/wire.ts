/**
 * Wire types the templates feature reads (API §5.8-5.16). `View` and `ObjectReferrers` are the
 * api-client's; the others are structural subsets of the api-client's types with only the
 * fields this feature uses (the api-client's own values are assignable to them), so tests can
 * build small fixtures.
 */
export type { ObjectReferrers, View } from '@semaphore-console/api-client';

/** A survey variable's enum option (API §5.8 SurveyVar.values). */
export interface SurveyVarValue {
  name: string;
  value: string;
}

/** A prompt shown before running (API §5.8 SurveyVar). `type` '' means string. */
export interface SurveyVar {
  name: string;
  title: string;
  description?: string;
  required?: boolean;
  type: string;
  values?: SurveyVarValue[] | null;
}

/** A template's vault entry (API §5.8 TemplateVault; spec core §3 Vault entry). */
export interface TemplateVault {
  id?: number;
  name: string | null;
  type?: string;
  vault_key_id?: number | null;
  script?: string;
}

/** A task as `GET …/tasks/{id}` returns it, plus the template fields of task lists (API §5.9-5.10). */
export interface TaskWithTpl {
  id: number;
  template_id: number;
  project_id?: number;
  status: string;
  debug?: boolean;
  dry_run?: boolean;
  diff?: boolean;
  playbook?: string;
  environment?: string;
  limit?: string;
  secret?: string;
  arguments?: string | null;
  git_branch?: string | null;
  user_id?: number | null;
  integration_id?: number | null;
  created?: string;
  start?: string | null;
  end?: string | null;
  message?: string;
  commit_hash?: string | null;
  commit_message?: string;
  build_task_id?: number | null;
  version?: string | null;
  inventory_id?: number | null;
  params?: Record<string, unknown> | null;
  tpl_alias?: string;
  tpl_type?: string;
  tpl_app?: string;
  user_name?: string | null;
  build_task?: TaskWithTpl | null;
}

/** A task template (API §5.8). */
export interface Template {
  id: number;
  project_id: number;
  name: string;
  description?: string | null;
  type: string;
  app: string;
  playbook: string;
  inventory_id?: number | null;
  repository_id: number;
  environment_id?: number | null;
  vaults?: TemplateVault[] | null;
  survey_vars?: SurveyVar[] | null;
  view_id?: number | null;
  start_version?: string | null;
  build_template_id?: number | null;
  autorun?: boolean;
  suppress_success_alerts?: boolean;
  arguments?: string | null;
  allow_override_args_in_task?: boolean;
  git_branch?: string | null;
  last_task?: TaskWithTpl | null;
  last_task_id?: number | null;
}

/** A named project resource offered in the template form's pickers. */
export interface NamedResource {
  id: number;
  name: string;
}

/** An access key as the vault editor needs it (API §5.4). */
export interface AccessKey extends NamedResource {
  type: string;
}

/** An app a template can use (API §6.17.3). */
export interface App {
  id: string;
  title?: string;
  active: boolean;
}

/** A schedule (API §5.12); the cron check of new commits is one with a `repository_id`. */
export interface Schedule {
  id: number;
  project_id: number;
  template_id: number;
  cron_format: string;
  name: string;
  active: boolean;
  repository_id?: number | null;
}
