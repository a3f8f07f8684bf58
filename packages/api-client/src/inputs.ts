/**
 * Request bodies of the client's methods (the "in" columns of API §5). The client fills
 * `id`, `project_id` and `integration_id` from the method's arguments, so bodies never need
 * them (the server requires them in several update bodies, API §13.4 item 37).
 */
import type {
  AccessKeyLoginPassword,
  AccessKeySsh,
  AccessKeyType,
  App,
  AssignableProjectRole,
  EnvironmentSecretOperation,
  EnvironmentSecretType,
  IntegrationAuthMethod,
  InventoryType,
  SurveyVar,
  TaskParams,
  TemplateTaskParams,
  TemplateType,
  TemplateVaultType,
  ScheduleTaskParams,
  ScheduleType,
  OpenEnum,
} from './schemas';

/** Sort options of list endpoints (API §10); `order: 'desc'` sorts descending. */
export interface ListQuery {
  /** Column to sort by (endpoint-specific, e.g. `name`). */
  sort?: string;
  /** `desc` for descending; anything else is ascending. */
  order?: 'asc' | 'desc';
}

/** `POST /api/auth/login` body (API §2.3; `method` and `provider` from 2.12, newer §N3). */
export interface LoginRequest {
  /** Username or e-mail. */
  auth: string;
  /** Plain password. */
  password: string;
  /**
   * Which check the server runs (2.12+): `'password'` (local users only), `'ldap'` (the directory
   * named by `provider`), or `''`/left out: LDAP first when configured, then the password — what
   * every server did before and what older servers do with any value (they ignore the field).
   */
  method?: '' | 'password' | 'ldap';
  /** LDAP provider id (`LoginOptions.ldap_providers[].id`) with `method: 'ldap'`. */
  provider?: string;
}

/** `POST /api/users` body (API §6.3). */
export interface UserCreate {
  /** Login name (required). */
  username: string;
  /** Display name (required). */
  name: string;
  /** E-mail (required). */
  email: string;
  /** Initial password. */
  password: string;
  /** System admin. */
  admin?: boolean;
  /** Receives alert e-mails. */
  alert?: boolean;
  /** Created by LDAP/OIDC. */
  external?: boolean;
}

/** `PUT /api/users/{id}` body: the complete user (API §6.3). */
export interface UserUpdate {
  /** Login name. */
  username: string;
  /** Display name. */
  name: string;
  /** E-mail. */
  email: string;
  /** System admin (a user cannot flip their own flag). */
  admin: boolean;
  /** Receives alert e-mails. */
  alert: boolean;
  /** A non-empty value also resets the password. */
  password?: string;
}

/** `POST /api/projects` body (API §6.4). */
export interface ProjectCreate {
  /** Name. */
  name: string;
  /** Send alerts. */
  alert?: boolean;
  /** Telegram chat id. */
  alert_chat?: string | null;
  /** `0` = unlimited. */
  max_parallel_tasks?: number;
  /** Project type (`''` for normal projects). */
  type?: string;
  /** Also create the demo set of keys, repository, inventories and templates. */
  demo?: boolean;
}

/** `PUT /api/project/{id}` body: the full project without its id (API §6.5). */
export interface ProjectUpdate {
  /** Name. */
  name: string;
  /** Send alerts. */
  alert: boolean;
  /** Telegram chat id. */
  alert_chat: string | null;
  /** `0` = unlimited. */
  max_parallel_tasks: number;
  /** Project type; [Bolt] replaces the stored value, so send it back unchanged. */
  type?: string;
  /** Creation time; [Bolt] replaces the stored value, so send it back unchanged. */
  created?: string;
}

/**
 * `POST /api/project/{id}/users` body (API §6.6). The client sends `role` (2.10–2.2x) and
 * `role_id` (newest builds, newer §N1) both: `role_id` as given, else the id of the role whose
 * `builtin_key` or `slug` is `role` in the `roles` of `GET /api/info` once the client read it
 * (`client.capabilities()`), else left out.
 */
export interface TeamMemberAdd {
  /** User to add. */
  user_id: number;
  /** Role to give. */
  role: AssignableProjectRole;
  /** Role id of newest builds (custom roles), when known. */
  role_id?: number;
}

/** Access key create body (API §5.4); include the secret object matching `type`. */
export interface AccessKeyCreate {
  /** Name (required). */
  name: string;
  /** Key type. */
  type: AccessKeyType;
  /** Secret for type `string`. */
  string?: string;
  /** Secret for type `login_password`. */
  login_password?: Partial<AccessKeyLoginPassword>;
  /** Secret for type `ssh`. */
  ssh?: Partial<AccessKeySsh>;
}

/** Access key update body (API §6.7): `override_secret: true` replaces type and secret. */
export interface AccessKeyUpdate extends AccessKeyCreate {
  /** Replace the type and secret with this body's; otherwise only the name changes. */
  override_secret?: boolean;
}

/** Repository create/update body (API §5.5). */
export interface RepositoryInput {
  /** Name. */
  name: string;
  /** Clone URL or local path. */
  git_url: string;
  /** Branch. */
  git_branch: string;
  /** Access key used to clone. */
  ssh_key_id: number;
}

/** Inventory create/update body (API §5.6). */
export interface InventoryInput {
  /** Name. */
  name: string;
  /** Inventory type. */
  type: InventoryType;
  /** Static text, file path or workspace name. */
  inventory: string;
  /** "User credentials" key. */
  ssh_key_id?: number | null;
  /** "Sudo credentials" key. */
  become_key_id?: number | null;
  /**
   * Owning template: sent as both `holder_id` (2.10) and `template_id` (2.11.5+, newer §N1);
   * give either.
   */
  holder_id?: number | null;
  /** The owning template under its newer name; the same as `holder_id`. */
  template_id?: number | null;
  /** Repository holding the file (`file` inventories). */
  repository_id?: number | null;
  /** Runner tag (newer §N1). */
  runner_tag?: string | null;
}

/** One environment secret operation of a create/update body (API §6.10). */
export interface EnvironmentSecretInput {
  /** Existing secret id (for `delete`). */
  id?: number;
  /** `var` or `env`. */
  type: EnvironmentSecretType;
  /** Variable name. */
  name: string;
  /** Secret value (for `create`). */
  secret?: string;
  /** What to do; `update` does not work on the documented server (delete + create). */
  operation: Exclude<EnvironmentSecretOperation, ''>;
}

/** Environment create/update body (API §5.7). `json`/`env` are JSON-encoded strings. */
export interface EnvironmentInput {
  /** Name. */
  name: string;
  /** Extra variables: a JSON-encoded object string (`"{}"` for none). */
  json: string;
  /** Environment variables: a JSON-encoded flat object string, or null. */
  env?: string | null;
  /** Legacy password. */
  password?: string | null;
  /** Secret operations. */
  secrets?: EnvironmentSecretInput[];
}

/** A vault in a template body (API §5.8; newer §N1); items without `id` are created. */
export interface TemplateVaultInput {
  /** Existing vault id, or omitted for a new one. */
  id?: number;
  /** Vault password key (not needed by a `script` vault). */
  vault_key_id?: number | null;
  /** Vault label (`null` = default). */
  name: string | null;
  /** `password` (default) or `script` (newer §N1). */
  type?: OpenEnum<TemplateVaultType>;
  /** Script of a `script` vault. */
  script?: string | null;
}

/** Template create/update body (API §5.8). Always send `app`. */
export interface TemplateInput {
  /** Name. */
  name: string;
  /** App id (`ansible`, `terraform`, `bash`, …). */
  app: string;
  /** Playbook / script. */
  playbook: string;
  /** Repository. */
  repository_id: number;
  /** Inventory (required for ansible). */
  inventory_id?: number | null;
  /** Environment (deprecated on 2.20: send `environment_ids`, newer §N1). */
  environment_id?: number | null;
  /**
   * Variable groups in order (2.20, newer §N6). Send it back on every edit: a 2.20 server that
   * does not get it keeps only `environment_id`.
   */
  environment_ids?: number[];
  /** CLI arguments as a JSON-encoded array string. */
  arguments?: string | null;
  /** Allow tasks to append arguments. */
  allow_override_args_in_task?: boolean;
  /** Description. */
  description?: string | null;
  /** Vaults (full replacement set). */
  vaults?: TemplateVaultInput[] | null;
  /** `''`, `build` or `deploy`. */
  type?: TemplateType;
  /** Start version (build). */
  start_version?: string | null;
  /** Build template (deploy). */
  build_template_id?: number | null;
  /** View. */
  view_id?: number | null;
  /** Autorun after a successful build (deploy). */
  autorun?: boolean;
  /** Branch override. */
  git_branch?: string | null;
  /** Survey variables. */
  survey_vars?: SurveyVar[] | null;
  /** Suppress success alerts. */
  suppress_success_alerts?: boolean;
  /** What a run may change, and its defaults (newer §N4). */
  task_params?: TemplateTaskParams;
  /** A run may send `git_branch` (newer §N4). */
  allow_override_branch_in_task?: boolean;
  /** Runs may run at the same time (newer §N4). */
  allow_parallel_tasks?: boolean;
  /** A run's `environment` may hold keys that are not survey variables (2.20.2, newer §N4). */
  allow_any_vars_in_task?: boolean;
  /** Runner tag (newer §N1). */
  runner_tag?: string | null;
}

/**
 * `POST /api/project/{id}/tasks` body (API §5.9; newer §N4). Only `template_id` is required.
 * The client writes the run flags where each dialect reads them: `debug`, `dry_run`, `diff`
 * (and `limit`) both at the top level (2.10) and in `params` (2.12+), a key set in `params`
 * winning there (see `tasks.create`).
 */
export interface TaskCreate {
  /** Template to run. */
  template_id: number;
  /** Ansible `-vvvv` (also written to `params.debug`). */
  debug?: boolean;
  /** Ansible `--check` (also written to `params.dry_run`). */
  dry_run?: boolean;
  /** Ansible `--diff` (also written to `params.diff`). */
  diff?: boolean;
  /** Playbook override. */
  playbook?: string;
  /** Extra variables (survey answers) as a JSON-encoded object string. */
  environment?: string;
  /** Ansible `--limit`, comma-separated (also written to `params.limit` as a list). */
  limit?: string;
  /**
   * Secret survey answers as a JSON-encoded object string (2.20.2 requires secret survey
   * variables here, not in `environment`, newer §N4).
   */
  secret?: string;
  /** Extra CLI args as a JSON-encoded array string. */
  arguments?: string | null;
  /** Branch override. */
  git_branch?: string | null;
  /** Free-text note. */
  message?: string;
  /** Commit to check out. */
  commit_hash?: string | null;
  /** Build task to deploy (deploy templates). */
  build_task_id?: number | null;
  /** Inventory override. */
  inventory_id?: number | null;
  /** Run parameters (2.12+ read the run flags only here, newer §N4; 2.10 ignores them). */
  params?: TaskParams;
}

/** Schedule create/update body (API §5.12). Send `active: true` (default is false). */
export interface ScheduleInput {
  /** Template to run. */
  template_id: number;
  /** Cron expression. */
  cron_format: string;
  /** Name. */
  name: string;
  /** Active flag. */
  active?: boolean;
  /** Repository for "run on new commit" schedules. */
  repository_id?: number | null;
  /** `''` (cron) or `run_at` (run once; newer §N7). */
  type?: OpenEnum<ScheduleType>;
  /** When a `run_at` schedule runs (RFC 3339). */
  run_at?: string | null;
  /** Delete a run-once schedule after its run. */
  delete_after_run?: boolean;
  /** Parameters of the tasks it starts (newer §N7). */
  task_params?: ScheduleTaskParams | null;
}

/** `POST /api/user/tokens` body (newer §N7; 2.10 takes no body and ignores it). */
export interface APITokenCreate {
  /** Name of the token. */
  name?: string;
  /** Expiry time (RFC 3339); none when left out. */
  expires_at?: string;
}

/** View create/update body (API §5.13). */
export interface ViewInput {
  /** Title (required). */
  title: string;
  /** Sort position. */
  position: number;
}

/** Integration create/update body (API §5.15). */
export interface IntegrationInput {
  /** Name. */
  name: string;
  /** Template to run. */
  template_id: number;
  /** Authentication method. */
  auth_method?: IntegrationAuthMethod;
  /** Secret key. */
  auth_secret_id?: number | null;
  /** Header name (`token`, `hmac`). */
  auth_header?: string;
  /** Included in alias fan-out. */
  searchable?: boolean;
  /** Task parameters. */
  task_params?: Record<string, unknown> | null;
}

/** Matcher create/update body (API §5.15). */
export interface IntegrationMatcherInput {
  /** Name. */
  name: string;
  /** `header` or `body`. */
  match_type: string;
  /** `equals`, `unequals` or `contains`. */
  method: string;
  /** `json` or `string`. */
  body_data_type: string;
  /** Header name or JSON path. */
  key: string;
  /** Expected value. */
  value: string;
}

/** Extract value create/update body (API §5.15). */
export interface IntegrationExtractValueInput {
  /** Name. */
  name: string;
  /** `body` or `header`. */
  value_source: string;
  /** `json` or `string`. */
  body_data_type: string;
  /** Header name or JSON path. */
  key: string;
  /** Extra-variable name. */
  variable: string;
}

/** Runner create/update body (API §5.17). Send `active: true` (default is false). */
export interface RunnerInput {
  /** Name. */
  name: string;
  /** Webhook URL. */
  webhook: string;
  /** `0` = unlimited. */
  max_parallel_tasks: number;
  /** Active flag. */
  active: boolean;
}

/** App save body (API §6.17.3): the fields of an app except its id. */
export type AppInput = Omit<App, 'id'>;
