/**
 * Wire types of the Semaphore UI REST API and websocket, named as the server names them.
 *
 * Source: `semaphore-api.md` §5 (object shapes), §7.3 (websocket messages) and Appendix A.
 * Times are RFC 3339 strings exactly as the server sent them (zone and precision vary, §1.4):
 * parse them, never compare them as strings. `| null` marks fields the server may send as
 * JSON `null`. Every object may carry further fields the server adds; the response schemas
 * keep them.
 */

/** Task status strings (API §8.1). `stopped`, `success` and `error` are terminal. */
export type TaskStatus =
  | 'waiting'
  | 'starting'
  | 'waiting_confirmation'
  | 'confirmed'
  | 'running'
  | 'stopping'
  | 'stopped'
  | 'success'
  | 'error';

/** Project role slug (API §3.3). `''` is what a system admin who is not a member gets. */
export type ProjectRole = 'owner' | 'manager' | 'task_runner' | 'guest' | '';

/** A role a project member can hold (API §3.3); the empty role cannot be assigned. */
export type AssignableProjectRole = Exclude<ProjectRole, ''>;

/** Template type (API §5.8): `''` is an ordinary task template. */
export type TemplateType = '' | 'build' | 'deploy';

/** Access key type (API §5.4). `string` backs environment secrets. */
export type AccessKeyType = 'ssh' | 'login_password' | 'none' | 'string';

/** Inventory type (API §5.6). `tofu-workspace` exists in the model but the server rejects it. */
export type InventoryType =
  'static' | 'static-yaml' | 'file' | 'terraform-workspace' | 'tofu-workspace';

/** A site user (API §5.1). The password is write-only and never returned. */
export interface User {
  /** User id. */
  id: number;
  /** Creation time (RFC 3339). */
  created: string;
  /** Login name. */
  username: string;
  /** Display name. */
  name: string;
  /** E-mail address. */
  email: string;
  /** System admin flag. */
  admin: boolean;
  /** Created by LDAP/OIDC: cannot use password login or change password/username. */
  external: boolean;
  /** Receives alert e-mails. */
  alert: boolean;
}

/** `GET /api/user`: the signed-in user plus whether they may create projects (API §6.2). */
export interface CurrentUser extends User {
  /** `admin` OR the server's `non_admin_can_create_project` setting. */
  can_create_project: boolean;
}

/**
 * An item of `GET /api/users` (API §6.3): admins get full {@link User} objects, other users
 * only `id`, `username` and `name`.
 */
export interface UserListItem extends Partial<User> {
  /** User id. */
  id: number;
  /** Login name. */
  username: string;
  /** Display name. */
  name: string;
}

/** One single-sign-on provider offered on the sign-in screen (API §2.2). */
export interface OidcProvider {
  /** Provider key, used in `/api/auth/oidc/{id}/login`. */
  id: string;
  /** Button text. */
  name: string;
  /** Button colour (may be `''`). */
  color: string;
  /** Icon name (may be `''`). */
  icon: string;
}

/** `GET /api/auth/login`: the sign-in options (API §2.2). */
export interface LoginOptions {
  /** Configured OIDC providers, sorted by their configured order; `[]` when none. */
  oidc_providers: OidcProvider[];
  /** `false` when password login is disabled by config (advisory only). */
  login_with_password: boolean;
}

/** `GET /api/info` (API §5.20). */
export interface SystemInfo {
  /** `<version>-<commit>-<date>`. */
  version: string;
  /** Raw multi-line `ansible --version` output, `''` when Ansible is not installed. */
  ansible: string;
  /** Configured public URL, `''` if not set. */
  web_host: string;
  /** Tasks are executed by remote runners. */
  use_remote_runner: boolean;
}

/** An API token of the signed-in user (API §2.6). Its `id` IS the secret token. */
export interface APIToken {
  /** The secret token value (44 characters). */
  id: string;
  /** Creation time (RFC 3339). */
  created: string;
  /** `true` after it was revoked (revoked tokens stay in the list). */
  expired: boolean;
  /** Owner's user id. */
  user_id: number;
}

/** A project (API §5.2). */
export interface Project {
  /** Project id. */
  id: number;
  /** Name (not validated by the server). */
  name: string;
  /** Creation time (RFC 3339). */
  created: string;
  /** Send alerts for this project's tasks. */
  alert: boolean;
  /** Chat id for Telegram alerts. */
  alert_chat: string | null;
  /** Per-project concurrency cap; `0` = unlimited. */
  max_parallel_tasks: number;
  /** Free-form project type; `''` for normal projects. */
  type: string;
}

/** `GET /api/project/{id}/role` (API §3.5). */
export interface RoleAnswer {
  /** The caller's role in the project (`''` for an admin who is not a member). */
  role: ProjectRole;
  /** Permission bitmask of that role (API §3.2: 1 run, 2 update, 4 resources, 8 users). */
  permissions: number;
}

/** A team list item of `GET /api/project/{id}/users` (API §5.3). */
export interface ProjectUser {
  /** The USER id (membership rows have no exposed id). */
  id: number;
  /** Login name. */
  username: string;
  /** Display name. */
  name: string;
  /** Role in the project. */
  role: ProjectRole;
}

/** SSH secret of an access key; always empty strings on read (API §5.4). */
export interface AccessKeySsh {
  /** Login (optional). */
  login: string;
  /** Passphrase of the private key. */
  passphrase: string;
  /** PEM private key. */
  private_key: string;
}

/** Login/password secret of an access key; always empty strings on read (API §5.4). */
export interface AccessKeyLoginPassword {
  /** Login. */
  login: string;
  /** Password. */
  password: string;
}

/** An access key of the key store (API §5.4). Secrets are write-only. */
export interface AccessKey {
  /** Key id. */
  id: number;
  /** Name. */
  name: string;
  /** Key type. */
  type: AccessKeyType;
  /** Owning project (never null for project keys). */
  project_id: number | null;
  /** Secret for type `string`; `''` on read. */
  string?: string;
  /** Login/password secret; empty on read. */
  login_password?: AccessKeyLoginPassword;
  /** SSH secret; empty on read. */
  ssh?: AccessKeySsh;
  /** Always `false` on read; on update `true` replaces type and secret. */
  override_secret?: boolean;
  /** [SQL] list only: `true` when the key has no stored secret. */
  empty?: boolean;
}

/** A git repository (API §5.5). */
export interface Repository {
  /** Repository id. */
  id: number;
  /** Name. */
  name: string;
  /** Owning project. */
  project_id: number;
  /** Clone URL or local path. */
  git_url: string;
  /** Branch. */
  git_branch: string;
  /** Access key used to clone (not nullable). */
  ssh_key_id: number;
}

/** An inventory (API §5.6). */
export interface Inventory {
  /** Inventory id. */
  id: number;
  /** Name. */
  name: string;
  /** Owning project. */
  project_id: number;
  /** Static text, a file path or a workspace name, depending on `type`. */
  inventory: string;
  /** "User credentials" access key. */
  ssh_key_id: number | null;
  /** "Sudo credentials" access key. */
  become_key_id: number | null;
  /** Inventory type. */
  type: InventoryType;
  /** Template that owns this inventory (Terraform/OpenTofu workspaces). */
  holder_id: number | null;
  /** For `file` inventories: repository that holds the file (`null` = template's). */
  repository_id: number | null;
}

/** Type of an environment secret (API §5.7). */
export type EnvironmentSecretType = 'var' | 'env';

/** Operation of an environment secret in an update body (API §6.10); `''` on read. */
export type EnvironmentSecretOperation = 'create' | 'update' | 'delete' | '';

/** An environment secret (API §5.7). `secret` is always `''` on read. */
export interface EnvironmentSecret {
  /** Secret id (an access-key id internally); `0`/absent for new ones. */
  id: number;
  /** `var` = extra variable, `env` = environment variable. */
  type: EnvironmentSecretType;
  /** Variable name. */
  name: string;
  /** Secret value; `''` on read. */
  secret: string;
  /** Operation; `''` on read. */
  operation: EnvironmentSecretOperation;
}

/**
 * An environment / variable group (API §5.7). `json` and `env` are JSON-ENCODED STRINGS: use
 * {@link parseExtraVariables} and {@link parseEnvironmentVariables} to read them.
 */
export interface Environment {
  /** Environment id. */
  id: number;
  /** Name. */
  name: string;
  /** Owning project. */
  project_id: number;
  /** Legacy password field. */
  password: string | null;
  /** Extra variables as a JSON-encoded object string, e.g. `"{\"a\":1}"`. */
  json: string;
  /** Environment variables as a JSON-encoded flat object string. */
  env: string | null;
  /** Secrets (`null` in list responses). */
  secrets: EnvironmentSecret[] | null;
}

/** A vault of a template (API §5.8). */
export interface TemplateVault {
  /** Vault id; `0` for new vaults. */
  id: number;
  /** Owning project. */
  project_id: number;
  /** Owning template. */
  template_id: number;
  /** Access key (login_password) whose password is the vault password. */
  vault_key_id: number;
  /** Vault id label (`null` = default vault). */
  name: string | null;
}

/** One option of an enum survey variable (API §5.8). */
export interface SurveyVarEnumValue {
  /** Label. */
  name: string;
  /** Value. */
  value: string;
}

/** A survey variable asked before running a template (API §5.8). */
export interface SurveyVar {
  /** Variable name. */
  name: string;
  /** Label. */
  title: string;
  /** Must be answered. */
  required: boolean;
  /** `''` = string, `int`, `enum`, `secret`. */
  type: string;
  /** Help text. */
  description: string;
  /** Options for `enum` (may be null). */
  values: SurveyVarEnumValue[] | null;
}

/** A task (API §5.9); `GET …/tasks/{id}` returns this plain shape. */
export interface Task {
  /** Task id ([Bolt]: large and decreasing; sort by `created`). */
  id: number;
  /** Template it runs. */
  template_id: number;
  /** Project. */
  project_id: number;
  /** Status. */
  status: TaskStatus;
  /** Ansible `-vvvv`. */
  debug: boolean;
  /** Ansible `--check`. */
  dry_run: boolean;
  /** Ansible `--diff`. */
  diff: boolean;
  /** Playbook override; usually `''`. */
  playbook: string;
  /** Extra variables as a JSON-encoded object string (see {@link parseExtraVariables}). */
  environment: string;
  /** Ansible `--limit` value. */
  limit: string;
  /** Secret extra variables as a JSON-encoded object string; `''` on GET. */
  secret: string;
  /** Extra CLI args as a JSON-encoded array string (see {@link parseArguments}). */
  arguments: string | null;
  /** Branch override. */
  git_branch: string | null;
  /** Who started it; `null` for schedule / autorun / integration tasks. */
  user_id: number | null;
  /** Integration that started it. */
  integration_id: number | null;
  /** Never filled by the server in the documented snapshot. */
  schedule_id: number | null;
  /** Queue time (RFC 3339). */
  created: string;
  /** Set when the status becomes `running`. */
  start: string | null;
  /** Set when the run finishes. */
  end: string | null;
  /** Free-text note. */
  message: string;
  /** Git commit to check out. */
  commit_hash: string | null;
  /** Commit message. */
  commit_message: string;
  /** For deploy templates: the build task whose version is deployed. */
  build_task_id: number | null;
  /** Build version. */
  version: string | null;
  /** Inventory override. */
  inventory_id: number | null;
}

/** A task list item / `template.last_task` (API §5.10): a task plus template data. */
export interface TaskWithTpl extends Task {
  /** Template's playbook. */
  tpl_playbook: string;
  /** Template NAME (not an alias). */
  tpl_alias: string;
  /** Template type. */
  tpl_type: TemplateType;
  /** Template app id. */
  tpl_app: string;
  /** Display name of the starter ([Bolt] `last_task` may omit it). */
  user_name?: string | null;
  /** The referenced build task (plain task) when `build_task_id` is set. */
  build_task?: Task | null;
}

/** One stored log line of a task, from `GET …/tasks/{id}/output` (API §5.11). No id exists. */
export interface TaskOutput {
  /** Task id. */
  task_id: number;
  /** Legacy column, always `''` in practice. */
  task: string;
  /** When the line was produced (RFC 3339; [SQL] may be whole seconds, UTC). */
  time: string;
  /** The line (may contain ANSI escapes). */
  output: string;
}

/** A task template (API §5.8). `arguments` is a JSON-encoded array string. */
export interface Template {
  /** Template id. */
  id: number;
  /** Project. */
  project_id: number;
  /** Inventory (required when `app` is `ansible`). */
  inventory_id: number | null;
  /** Repository (not nullable). */
  repository_id: number;
  /** Environment. */
  environment_id: number | null;
  /** Name. */
  name: string;
  /** Playbook / script / path to run. */
  playbook: string;
  /** CLI arguments as a JSON-encoded array string (see {@link parseArguments}). */
  arguments: string | null;
  /** Lets a task's `arguments` be appended. */
  allow_override_args_in_task: boolean;
  /** Description. */
  description: string | null;
  /** Vaults (`null` in list responses). */
  vaults: TemplateVault[] | null;
  /** `''`, `build` or `deploy`. */
  type: TemplateType;
  /** Start version (build templates). */
  start_version: string | null;
  /** Build template (deploy templates). */
  build_template_id: number | null;
  /** View (tab) the template belongs to. */
  view_id: number | null;
  /** Newest task of this template. */
  last_task?: TaskWithTpl | null;
  /** Deploy: queue automatically after a successful build. */
  autorun: boolean;
  /** Branch override. */
  git_branch: string | null;
  /** Survey variables. */
  survey_vars: SurveyVar[] | null;
  /** Suppress success alerts. */
  suppress_success_alerts: boolean;
  /** App id (`ansible`, `terraform`, `tofu`, `bash`, `powershell`, `python`, …). */
  app: string;
  /** Server-maintained task counter (may be approximate). */
  tasks?: number;
}

/** A schedule (API §5.12). */
export interface Schedule {
  /** Schedule id. */
  id: number;
  /** Project. */
  project_id: number;
  /** Template to run. */
  template_id: number;
  /** 5-field cron expression (descriptors like `@hourly` accepted). */
  cron_format: string;
  /** Name. */
  name: string;
  /** Active flag (defaults to false when omitted on create). */
  active: boolean;
  /** Set for "run on new commit" schedules. */
  repository_id: number | null;
}

/** An item of `GET …/schedules`: a schedule plus its template's name (API §5.12). */
export interface ScheduleWithTpl extends Schedule {
  /** Template name. */
  tpl_name: string;
}

/** A view: a tab grouping templates (API §5.13). */
export interface View {
  /** View id. */
  id: number;
  /** Project. */
  project_id: number;
  /** Title. */
  title: string;
  /** Sort position. */
  position: number;
}

/** An activity-log event (API §5.14). Events have no id. */
export interface Event {
  /** Actor. */
  user_id: number | null;
  /** Project. */
  project_id: number | null;
  /** Integration ([SQL] always null). */
  integration_id?: number | null;
  /** Id of the affected object. */
  object_id: number | null;
  /** Object type (`task`, `template`, `key`, …). */
  object_type: string | null;
  /** Human-readable text generated by the server. */
  description: string | null;
  /** Time (RFC 3339). */
  created: string;
  /** Only computed for task events. */
  object_name?: string;
  /** Project name. */
  project_name?: string | null;
  /** Actor's LOGIN name. */
  username?: string | null;
}

/**
 * Integration authentication method (API §5.15): `''` = none, `github`, `token`, `hmac`; any other
 * text is a method a newer server knows and is kept as sent.
 */
export type IntegrationAuthMethod = '' | 'github' | 'token' | 'hmac' | (string & {});

/** An incoming-webhook integration (API §5.15). */
export interface Integration {
  /** Integration id. */
  id: number;
  /** Name. */
  name: string;
  /** Project. */
  project_id: number;
  /** Template run when triggered. */
  template_id: number;
  /** Authentication method. */
  auth_method: IntegrationAuthMethod;
  /** Access key whose login_password.password is the shared secret. */
  auth_secret_id: number | null;
  /** Header name used by `token` and `hmac`. */
  auth_header: string;
  /** Included in project-level / global alias fan-out. */
  searchable: boolean;
  /** Task parameters ([SQL] always null). */
  task_params: Record<string, unknown> | null;
}

/** A matcher of an integration (API §5.15). */
export interface IntegrationMatcher {
  /** Matcher id. */
  id: number;
  /** Integration. */
  integration_id: number;
  /** Name. */
  name: string;
  /** `header` or `body`. */
  match_type: string;
  /** `equals`, `unequals` or `contains`. */
  method: string;
  /** `json` or `string` (body matchers). */
  body_data_type: string;
  /** Header name or JSON path. */
  key: string;
  /** Expected value. */
  value: string;
}

/** An extract value of an integration (API §5.15). */
export interface IntegrationExtractValue {
  /** Extract value id. */
  id: number;
  /** Integration. */
  integration_id: number;
  /** Name. */
  name: string;
  /** `body` or `header`. */
  value_source: string;
  /** `json` or `string`. */
  body_data_type: string;
  /** Header name or JSON path. */
  key: string;
  /** Extra-variable name the value is stored under. */
  variable: string;
}

/** A webhook alias (API §5.15): `url` may be relative when the server has no `web_host`. */
export interface IntegrationAlias {
  /** Alias id (for DELETE). */
  id: number;
  /** Webhook URL. */
  url: string;
}

/** `{id, name}` of an object that refers to another (API §5.16). */
export interface ObjectReferrer {
  /** Id of the referring object. */
  id: number;
  /** Its name. */
  name: string;
}

/** `…/refs` of keys, repositories, inventories, environments, templates (API §5.16). */
export interface ObjectReferrers {
  /** Templates using the object. */
  templates: ObjectReferrer[];
  /** Inventories using the object. */
  inventories: ObjectReferrer[];
  /** Repositories using the object. */
  repositories: ObjectReferrer[];
  /** Schedules using the object (not sent by the documented snapshot). */
  schedules?: ObjectReferrer[];
}

/** `GET …/integrations/{id}/refs` (API §5.16): a stub, always null lists. */
export interface IntegrationReferrers {
  /** Matchers (always null in the documented snapshot). */
  matchers: ObjectReferrer[] | null;
  /** Extract values (always null in the documented snapshot). */
  values: ObjectReferrer[] | null;
}

/** `GET …/matchers/{id}/refs` and `…/values/{id}/refs` (API §5.16): always empty. */
export interface IntegrationChildReferrers {
  /** Integrations (always `[]` or null). */
  integrations: ObjectReferrer[] | null;
}

/** A runner (API §5.17). `token` is only present in the answer of its creation. */
export interface Runner {
  /** Runner id. */
  id: number;
  /** Project (null for global runners). */
  project_id: number | null;
  /** URL called when a job starts/finishes. */
  webhook: string;
  /** `0` = unlimited. */
  max_parallel_tasks: number;
  /** Inactive runners receive no jobs. */
  active: boolean;
  /** Name. */
  name: string;
  /** Registration token: only in the 201 answer of a create. */
  token?: string;
}

/** An app (API §5.18). `id` is present in list answers only. */
export interface App {
  /** App id (list answer only). */
  id?: string;
  /** Active flag. */
  active: boolean;
  /** Sort key, higher first. */
  priority: number;
  /** Title (`''` unless configured). */
  title: string;
  /** Icon (`''` unless configured). */
  icon: string;
  /** Colour. */
  color: string;
  /** Dark-mode colour. */
  dark_color: string;
  /** Executable path override. */
  path: string;
  /** Extra args. */
  args: string[] | null;
}

/** A record of `GET /api/tasks`: a queued or running task (API §5.19). */
export interface ActiveTask {
  /** Task id. */
  task_id: number;
  /** Project. */
  project_id: number;
  /** Only for remote-runner jobs. */
  username?: string;
  /** Remote runner handling it (only when non-zero). */
  runner_id?: number;
  /** Current in-memory status. */
  status: TaskStatus;
  /** `queue` (waiting to start) or `running`. */
  location: string;
}

/** The project backup document (API §11); objects are referenced by name. */
export interface ProjectBackup {
  /** Project settings. */
  meta: { name: string; [field: string]: unknown };
  /** Further sections (`templates`, `keys`, `inventories`, …). */
  [section: string]: unknown;
}

/** Websocket `update` message: a task's status or timing changed (API §7.3). */
export interface WsUpdate {
  /** Message type. */
  type: 'update';
  /** Task id. */
  task_id: number;
  /** Project id. */
  project_id: number;
  /** Template id. */
  template_id: number;
  /** New status. */
  status: TaskStatus;
  /** Set once the task reaches `running`. */
  start: string | null;
  /** Set only in the very last update of a run. */
  end: string | null;
  /** Build version, else null. */
  version: string | null;
}

/** Websocket `log` message: one line of task output (API §7.3). */
export interface WsLog {
  /** Message type. */
  type: 'log';
  /** Task id. */
  task_id: number;
  /** Project id. */
  project_id: number;
  /** When the line was produced (nanoseconds, server-local offset). */
  time: string;
  /** The line text (ANSI escapes possible). */
  output: string;
}

/** Any websocket message (API §7.3). */
export type WsMessage = WsUpdate | WsLog;
