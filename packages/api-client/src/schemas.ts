/**
 * Wire types of the Semaphore UI REST API and websocket, named as the server names them, and their
 * valibot response schemas. Each shape is written once, as the entries of its schema; its
 * TypeScript type is inferred from them.
 *
 * Source: `semaphore-api.md` §5 (object shapes), §7.3 (websocket messages) and Appendix A.
 * Times are RFC 3339 strings exactly as the server sent them (zone and precision vary, §1.4):
 * parse them, never compare them as strings. `| null` marks fields the server may send as
 * JSON `null`. Every object schema is a `looseObject`: fields the server adds are accepted and
 * kept, while the types name only the documented fields.
 */
import * as v from 'valibot';
import {
  CurrentUserSchema,
  LoginOptionsSchema,
  OidcProviderSchema,
  UserSchema,
  userEntries,
  type CurrentUser,
  type LoginOptions,
  type OidcProvider,
  type User,
} from './sessionSchemas';

/** A schema whose output is `T` (what every exported schema here is). */
export type WireSchema<T> = v.GenericSchema<unknown, T>;

/** The documented fields of an object shape: the output of its entries, without the loose rest. */
export type Fields<TEntries extends v.ObjectEntries> = v.InferOutput<
  v.ObjectSchema<TEntries, undefined>
>;

const int = v.number();
const str = v.string();
const bool = v.boolean();
const nullableInt = v.nullable(int);
const nullableStr = v.nullable(str);

/**
 * A value of an enumeration that servers newer than the API document extend: one of the
 * documented values `T`, or any other string, kept exactly as the server sent it (show it as it
 * is). Compare with the documented values; never assume the list is complete.
 */
export type OpenEnum<T extends string> = T | (string & {});

/**
 * The schema of an {@link OpenEnum}: any string passes and is kept as sent, so a value a newer
 * server added never makes an answer (or a list) fail; `values` are the documented ones.
 */
function openEnum<const T extends readonly string[]>(values: T): WireSchema<OpenEnum<T[number]>> {
  return v.custom<OpenEnum<T[number]>>(
    (input) => typeof input === 'string',
    (issue) =>
      `Invalid type: Expected a string such as ${values.join(', ')} but received ${issue.received}`,
  );
}

/** The documented task statuses (API §8.1), in lifecycle order. */
export const TASK_STATUSES = [
  'waiting',
  'starting',
  'waiting_confirmation',
  'confirmed',
  'running',
  'stopping',
  'stopped',
  'success',
  'error',
] as const;

/** A documented task status (API §8.1). `stopped`, `success` and `error` are terminal. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Whether `status` is a documented {@link TaskStatus}. A task whose status is not is shown with an
 * error on that task only (spec core §4 "an unknown status is an error"); its list still loads.
 */
export function isTaskStatus(status: string): status is TaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(status);
}

/**
 * A task status on the wire (API §8.1): a documented {@link TaskStatus}, or a status a newer
 * server added, kept as sent (see {@link isTaskStatus}).
 */
export const TaskStatusSchema = openEnum(TASK_STATUSES);

const projectRoles = ['owner', 'manager', 'task_runner', 'guest', ''] as const;

/** Project role slug (API §3.3). `''` is what a system admin who is not a member gets. */
export type ProjectRole = (typeof projectRoles)[number];

/**
 * A project role on the wire (API §3.3): a documented {@link ProjectRole} or a role a newer server
 * added, kept as sent (its permissions come with it in `GET …/role`).
 */
export const ProjectRoleSchema = openEnum(projectRoles);

/** A role a project member can hold (API §3.3); the empty role cannot be assigned. */
export type AssignableProjectRole = Exclude<ProjectRole, ''>;

const templateTypes = ['', 'build', 'deploy'] as const;

/** Template type (API §5.8): `''` is an ordinary task template. */
export type TemplateType = (typeof templateTypes)[number];

// Newer servers add values to these enumerations: answers keep them as sent (OpenEnum).
const templateTypeSchema = openEnum(templateTypes);

const accessKeyTypes = ['ssh', 'login_password', 'none', 'string'] as const;

/** Access key type (API §5.4). `string` backs environment secrets. */
export type AccessKeyType = (typeof accessKeyTypes)[number];

const accessKeyTypeSchema = openEnum(accessKeyTypes);

const inventoryTypes = [
  'static',
  'static-yaml',
  'file',
  'terraform-workspace',
  'tofu-workspace',
] as const;

/** Inventory type (API §5.6). `tofu-workspace` exists in the model but the server rejects it. */
export type InventoryType = (typeof inventoryTypes)[number];

const inventoryTypeSchema = openEnum(inventoryTypes);

const environmentSecretTypes = ['var', 'env'] as const;

/** Type of an environment secret (API §5.7). */
export type EnvironmentSecretType = (typeof environmentSecretTypes)[number];

const environmentSecretTypeSchema = openEnum(environmentSecretTypes);

const environmentSecretOperations = ['create', 'update', 'delete', ''] as const;

/** Operation of an environment secret in an update body (API §6.10); `''` on read. */
export type EnvironmentSecretOperation = (typeof environmentSecretOperations)[number];

const environmentSecretOperationSchema = openEnum(environmentSecretOperations);

/**
 * Integration authentication method (API §5.15): `''` = none, `github`, `token`, `hmac`; any other
 * text is a method a newer server knows and is kept as sent.
 */
export type IntegrationAuthMethod = '' | 'github' | 'token' | 'hmac' | (string & {});

// Any text: a method a newer server added is kept as sent, not a reason to reject the list.
const integrationAuthMethodSchema = v.custom<IntegrationAuthMethod>(
  (input) => typeof input === 'string',
);

// The signed-in user and the sign-in options live in ./sessionSchemas (the sign-in page's part,
// `@semaphore-console/api-client/auth`); they are re-exported here with the rest.
export { UserSchema, CurrentUserSchema, OidcProviderSchema, LoginOptionsSchema };
export type { User, CurrentUser, OidcProvider, LoginOptions };

const userListItemEntries = v.partial(v.object(userEntries), [
  'created',
  'email',
  'admin',
  'external',
  'alert',
]).entries;

/**
 * An item of `GET /api/users` (API §6.3): admins get full {@link User} objects, other users
 * only `id`, `username` and `name`.
 */
export interface UserListItem extends Fields<typeof userListItemEntries> {}

/** `UserListItem` of `GET /api/users` (full for admins, reduced otherwise; API §6.3). */
export const UserListItemSchema: WireSchema<UserListItem> = v.looseObject(userListItemEntries);

const systemInfoEntries = {
  /** `<version>-<commit>-<date>`. */
  version: str,
  /** Raw multi-line `ansible --version` output, `''` when Ansible is not installed. */
  ansible: str,
  /** Configured public URL, `''` if not set. */
  web_host: str,
  /** Tasks are executed by remote runners. */
  use_remote_runner: bool,
};

/** `GET /api/info` (API §5.20). */
export interface SystemInfo extends Fields<typeof systemInfoEntries> {}

/** `SystemInfo` of `GET /api/info` (API §5.20). */
export const SystemInfoSchema: WireSchema<SystemInfo> = v.looseObject(systemInfoEntries);

const apiTokenEntries = {
  /** The secret token value (44 characters). */
  id: str,
  /** Creation time (RFC 3339). */
  created: str,
  /** `true` after it was revoked (revoked tokens stay in the list). */
  expired: bool,
  /** Owner's user id. */
  user_id: int,
};

/** An API token of the signed-in user (API §2.6). Its `id` IS the secret token. */
export interface APIToken extends Fields<typeof apiTokenEntries> {}

/** `APIToken` (API §2.6). */
export const APITokenSchema: WireSchema<APIToken> = v.looseObject(apiTokenEntries);

const projectEntries = {
  /** Project id. */
  id: int,
  /** Name (not validated by the server). */
  name: str,
  /** Creation time (RFC 3339). */
  created: str,
  /** Send alerts for this project's tasks. */
  alert: bool,
  /** Chat id for Telegram alerts. */
  alert_chat: nullableStr,
  /** Per-project concurrency cap; `0` = unlimited. */
  max_parallel_tasks: int,
  /** Free-form project type; `''` for normal projects. */
  type: str,
};

/** A project (API §5.2). */
export interface Project extends Fields<typeof projectEntries> {}

/** `Project` (API §5.2). */
export const ProjectSchema: WireSchema<Project> = v.looseObject(projectEntries);

const roleAnswerEntries = {
  /** The caller's role in the project (`''` for an admin who is not a member). */
  role: ProjectRoleSchema,
  /** Permission bitmask of that role (API §3.2: 1 run, 2 update, 4 resources, 8 users). */
  permissions: int,
};

/** `GET /api/project/{id}/role` (API §3.5). */
export interface RoleAnswer extends Fields<typeof roleAnswerEntries> {}

/** `RoleAnswer` of `GET …/role` (API §3.5). */
export const RoleAnswerSchema: WireSchema<RoleAnswer> = v.looseObject(roleAnswerEntries);

const projectUserEntries = {
  /** The USER id (membership rows have no exposed id). */
  id: int,
  /** Login name. */
  username: str,
  /** Display name. */
  name: str,
  /** Role in the project. */
  role: ProjectRoleSchema,
};

/** A team list item of `GET /api/project/{id}/users` (API §5.3). */
export interface ProjectUser extends Fields<typeof projectUserEntries> {}

/** `ProjectUser`: a team list item (API §5.3). */
export const ProjectUserSchema: WireSchema<ProjectUser> = v.looseObject(projectUserEntries);

const accessKeySshEntries = {
  /** Login (optional). */
  login: str,
  /** Passphrase of the private key. */
  passphrase: str,
  /** PEM private key. */
  private_key: str,
};

/** SSH secret of an access key; always empty strings on read (API §5.4). */
export interface AccessKeySsh extends Fields<typeof accessKeySshEntries> {}

const accessKeyLoginPasswordEntries = {
  /** Login. */
  login: str,
  /** Password. */
  password: str,
};

/** Login/password secret of an access key; always empty strings on read (API §5.4). */
export interface AccessKeyLoginPassword extends Fields<typeof accessKeyLoginPasswordEntries> {}

const accessKeyEntries = {
  /** Key id. */
  id: int,
  /** Name. */
  name: str,
  /** Key type. */
  type: accessKeyTypeSchema,
  /** Owning project (never null for project keys). */
  project_id: nullableInt,
  /** Secret for type `string`; `''` on read. */
  string: v.optional(str),
  /** Login/password secret; empty on read. */
  login_password: v.optional(
    v.looseObject(accessKeyLoginPasswordEntries) as WireSchema<AccessKeyLoginPassword>,
  ),
  /** SSH secret; empty on read. */
  ssh: v.optional(v.looseObject(accessKeySshEntries) as WireSchema<AccessKeySsh>),
  /** Always `false` on read; on update `true` replaces type and secret. */
  override_secret: v.optional(bool),
  /** [SQL] list only: `true` when the key has no stored secret. */
  empty: v.optional(bool),
};

/** An access key of the key store (API §5.4). Secrets are write-only. */
export interface AccessKey extends Fields<typeof accessKeyEntries> {}

/** `AccessKey` (API §5.4). */
export const AccessKeySchema: WireSchema<AccessKey> = v.looseObject(accessKeyEntries);

const repositoryEntries = {
  /** Repository id. */
  id: int,
  /** Name. */
  name: str,
  /** Owning project. */
  project_id: int,
  /** Clone URL or local path. */
  git_url: str,
  /** Branch. */
  git_branch: str,
  /** Access key used to clone (not nullable). */
  ssh_key_id: int,
};

/** A git repository (API §5.5). */
export interface Repository extends Fields<typeof repositoryEntries> {}

/** `Repository` (API §5.5). */
export const RepositorySchema: WireSchema<Repository> = v.looseObject(repositoryEntries);

const inventoryEntries = {
  /** Inventory id. */
  id: int,
  /** Name. */
  name: str,
  /** Owning project. */
  project_id: int,
  /** Static text, a file path or a workspace name, depending on `type`. */
  inventory: str,
  /** "User credentials" access key. */
  ssh_key_id: nullableInt,
  /** "Sudo credentials" access key. */
  become_key_id: nullableInt,
  /** Inventory type. */
  type: inventoryTypeSchema,
  /** Template that owns this inventory (Terraform/OpenTofu workspaces). */
  holder_id: nullableInt,
  /** For `file` inventories: repository that holds the file (`null` = template's). */
  repository_id: nullableInt,
};

/** An inventory (API §5.6). */
export interface Inventory extends Fields<typeof inventoryEntries> {}

/** `Inventory` (API §5.6). */
export const InventorySchema: WireSchema<Inventory> = v.looseObject(inventoryEntries);

const environmentSecretEntries = {
  /** Secret id (an access-key id internally); `0`/absent for new ones. */
  id: int,
  /** `var` = extra variable, `env` = environment variable. */
  type: environmentSecretTypeSchema,
  /** Variable name. */
  name: str,
  /** Secret value; `''` on read. */
  secret: str,
  /** Operation; `''` on read. */
  operation: environmentSecretOperationSchema,
};

/** An environment secret (API §5.7). `secret` is always `''` on read. */
export interface EnvironmentSecret extends Fields<typeof environmentSecretEntries> {}

/** `EnvironmentSecret` (API §5.7). */
export const EnvironmentSecretSchema: WireSchema<EnvironmentSecret> =
  v.looseObject(environmentSecretEntries);

const environmentEntries = {
  /** Environment id. */
  id: int,
  /** Name. */
  name: str,
  /** Owning project. */
  project_id: int,
  /** Legacy password field. */
  password: nullableStr,
  /** Extra variables as a JSON-encoded object string, e.g. `"{\"a\":1}"`. */
  json: str,
  /** Environment variables as a JSON-encoded flat object string. */
  env: nullableStr,
  /** Secrets (`null` in list responses). */
  secrets: v.nullable(v.array(EnvironmentSecretSchema)),
};

/**
 * An environment / variable group (API §5.7). `json` and `env` are JSON-ENCODED STRINGS: use
 * {@link parseExtraVariables} and {@link parseEnvironmentVariables} to read them.
 */
export interface Environment extends Fields<typeof environmentEntries> {}

/** `Environment` (API §5.7); `json` and `env` stay JSON-encoded strings. */
export const EnvironmentSchema: WireSchema<Environment> = v.looseObject(environmentEntries);

const templateVaultEntries = {
  /** Vault id; `0` for new vaults. */
  id: int,
  /** Owning project. */
  project_id: int,
  /** Owning template. */
  template_id: int,
  /** Access key (login_password) whose password is the vault password. */
  vault_key_id: int,
  /** Vault id label (`null` = default vault). */
  name: nullableStr,
};

/** A vault of a template (API §5.8). */
export interface TemplateVault extends Fields<typeof templateVaultEntries> {}

/** `TemplateVault` (API §5.8). */
export const TemplateVaultSchema: WireSchema<TemplateVault> = v.looseObject(templateVaultEntries);

const surveyVarEnumValueEntries = {
  /** Label. */
  name: str,
  /** Value. */
  value: str,
};

/** One option of an enum survey variable (API §5.8). */
export interface SurveyVarEnumValue extends Fields<typeof surveyVarEnumValueEntries> {}

const surveyVarEntries = {
  /** Variable name. */
  name: str,
  /** Label. */
  title: str,
  /** Must be answered. */
  required: bool,
  /** `''` = string, `int`, `enum`, `secret`. */
  type: str,
  /** Help text. */
  description: str,
  /** Options for `enum` (may be null). */
  values: v.nullable(
    v.array(v.looseObject(surveyVarEnumValueEntries) as WireSchema<SurveyVarEnumValue>),
  ),
};

/** A survey variable asked before running a template (API §5.8). */
export interface SurveyVar extends Fields<typeof surveyVarEntries> {}

/** `SurveyVar` (API §5.8). */
export const SurveyVarSchema: WireSchema<SurveyVar> = v.looseObject(surveyVarEntries);

const taskEntries = {
  /** Task id ([Bolt]: large and decreasing; sort by `created`). */
  id: int,
  /** Template it runs. */
  template_id: int,
  /** Project. */
  project_id: int,
  /** Status. */
  status: TaskStatusSchema,
  /** Ansible `-vvvv`. */
  debug: bool,
  /** Ansible `--check`. */
  dry_run: bool,
  /** Ansible `--diff`. */
  diff: bool,
  /** Playbook override; usually `''`. */
  playbook: str,
  /** Extra variables as a JSON-encoded object string (see {@link parseExtraVariables}). */
  environment: str,
  /** Ansible `--limit` value. */
  limit: str,
  /** Secret extra variables as a JSON-encoded object string; `''` on GET. */
  secret: str,
  /** Extra CLI args as a JSON-encoded array string (see {@link parseArguments}). */
  arguments: nullableStr,
  /** Branch override. */
  git_branch: nullableStr,
  /** Who started it; `null` for schedule / autorun / integration tasks. */
  user_id: nullableInt,
  /** Integration that started it. */
  integration_id: nullableInt,
  /** Never filled by the server in the documented snapshot. */
  schedule_id: nullableInt,
  /** Queue time (RFC 3339). */
  created: str,
  /** Set when the status becomes `running`. */
  start: nullableStr,
  /** Set when the run finishes. */
  end: nullableStr,
  /** Free-text note. */
  message: str,
  /** Git commit to check out. */
  commit_hash: nullableStr,
  /** Commit message. */
  commit_message: str,
  /** For deploy templates: the build task whose version is deployed. */
  build_task_id: nullableInt,
  /** Build version. */
  version: nullableStr,
  /** Inventory override. */
  inventory_id: nullableInt,
};

/** A task (API §5.9); `GET …/tasks/{id}` returns this plain shape. */
export interface Task extends Fields<typeof taskEntries> {}

/** `Task`: the plain task of `GET …/tasks/{id}` and `POST …/tasks` (API §5.9). */
export const TaskSchema: WireSchema<Task> = v.looseObject(taskEntries);

const taskWithTplEntries = {
  ...taskEntries,
  /** Template's playbook. */
  tpl_playbook: str,
  /** Template NAME (not an alias). */
  tpl_alias: str,
  /** Template type. */
  tpl_type: templateTypeSchema,
  /** Template app id. */
  tpl_app: str,
  /** Display name of the starter ([Bolt] `last_task` may omit it). */
  user_name: v.optional(nullableStr),
  /** The referenced build task (plain task) when `build_task_id` is set. */
  build_task: v.optional(v.nullable(TaskSchema)),
};

/** A task list item / `template.last_task` (API §5.10): a task plus template data. */
export interface TaskWithTpl extends Fields<typeof taskWithTplEntries> {}

/** `TaskWithTpl`: task list items and `template.last_task` (API §5.10). */
export const TaskWithTplSchema: WireSchema<TaskWithTpl> = v.looseObject(taskWithTplEntries);

const taskOutputEntries = {
  /** Task id. */
  task_id: int,
  /** Legacy column, always `''` in practice. */
  task: str,
  /** When the line was produced (RFC 3339; [SQL] may be whole seconds, UTC). */
  time: str,
  /** The line (may contain ANSI escapes). */
  output: str,
};

/** One stored log line of a task, from `GET …/tasks/{id}/output` (API §5.11). No id exists. */
export interface TaskOutput extends Fields<typeof taskOutputEntries> {}

/** `TaskOutput`: one stored log line (API §5.11). */
export const TaskOutputSchema: WireSchema<TaskOutput> = v.looseObject(taskOutputEntries);

const templateEntries = {
  /** Template id. */
  id: int,
  /** Project. */
  project_id: int,
  /** Inventory (required when `app` is `ansible`). */
  inventory_id: nullableInt,
  /** Repository (not nullable). */
  repository_id: int,
  /** Environment. */
  environment_id: nullableInt,
  /** Name. */
  name: str,
  /** Playbook / script / path to run. */
  playbook: str,
  /** CLI arguments as a JSON-encoded array string (see {@link parseArguments}). */
  arguments: nullableStr,
  /** Lets a task's `arguments` be appended. */
  allow_override_args_in_task: bool,
  /** Description. */
  description: nullableStr,
  /** Vaults (`null` in list responses). */
  vaults: v.nullable(v.array(TemplateVaultSchema)),
  /** `''`, `build` or `deploy`. */
  type: templateTypeSchema,
  /** Start version (build templates). */
  start_version: nullableStr,
  /** Build template (deploy templates). */
  build_template_id: nullableInt,
  /** View (tab) the template belongs to. */
  view_id: nullableInt,
  /** Newest task of this template. */
  last_task: v.optional(v.nullable(TaskWithTplSchema)),
  /** Deploy: queue automatically after a successful build. */
  autorun: bool,
  /** Branch override. */
  git_branch: nullableStr,
  /** Survey variables. */
  survey_vars: v.nullable(v.array(SurveyVarSchema)),
  /** Suppress success alerts. */
  suppress_success_alerts: bool,
  /** App id (`ansible`, `terraform`, `tofu`, `bash`, `powershell`, `python`, …). */
  app: str,
  /** Server-maintained task counter (may be approximate). */
  tasks: v.optional(int),
};

/** A task template (API §5.8). `arguments` is a JSON-encoded array string. */
export interface Template extends Fields<typeof templateEntries> {}

/** `Template` (API §5.8). */
export const TemplateSchema: WireSchema<Template> = v.looseObject(templateEntries);

const scheduleEntries = {
  /** Schedule id. */
  id: int,
  /** Project. */
  project_id: int,
  /** Template to run. */
  template_id: int,
  /** 5-field cron expression (descriptors like `@hourly` accepted). */
  cron_format: str,
  /** Name. */
  name: str,
  /** Active flag (defaults to false when omitted on create). */
  active: bool,
  /** Set for "run on new commit" schedules. */
  repository_id: nullableInt,
};

/** A schedule (API §5.12). */
export interface Schedule extends Fields<typeof scheduleEntries> {}

/** `Schedule` (API §5.12). */
export const ScheduleSchema: WireSchema<Schedule> = v.looseObject(scheduleEntries);

const scheduleWithTplEntries = {
  ...scheduleEntries,
  /** Template name. */
  tpl_name: str,
};

/** An item of `GET …/schedules`: a schedule plus its template's name (API §5.12). */
export interface ScheduleWithTpl extends Fields<typeof scheduleWithTplEntries> {}

/** `ScheduleWithTpl`: items of `GET …/schedules` (API §5.12). */
export const ScheduleWithTplSchema: WireSchema<ScheduleWithTpl> =
  v.looseObject(scheduleWithTplEntries);

const viewEntries = {
  /** View id. */
  id: int,
  /** Project. */
  project_id: int,
  /** Title. */
  title: str,
  /** Sort position. */
  position: int,
};

/** A view: a tab grouping templates (API §5.13). */
export interface View extends Fields<typeof viewEntries> {}

/** `View` (API §5.13). */
export const ViewSchema: WireSchema<View> = v.looseObject(viewEntries);

const eventEntries = {
  /** Actor. */
  user_id: nullableInt,
  /** Project. */
  project_id: nullableInt,
  /** Integration ([SQL] always null). */
  integration_id: v.optional(nullableInt),
  /** Id of the affected object. */
  object_id: nullableInt,
  /** Object type (`task`, `template`, `key`, …). */
  object_type: nullableStr,
  /** Human-readable text generated by the server. */
  description: nullableStr,
  /** Time (RFC 3339). */
  created: str,
  /** Only computed for task events. */
  object_name: v.optional(str),
  /** Project name. */
  project_name: v.optional(nullableStr),
  /** Actor's LOGIN name. */
  username: v.optional(nullableStr),
};

/** An activity-log event (API §5.14). Events have no id. */
export interface Event extends Fields<typeof eventEntries> {}

/** `Event` (API §5.14). */
export const EventSchema: WireSchema<Event> = v.looseObject(eventEntries);

const integrationEntries = {
  /** Integration id. */
  id: int,
  /** Name. */
  name: str,
  /** Project. */
  project_id: int,
  /** Template run when triggered. */
  template_id: int,
  /** Authentication method. */
  auth_method: integrationAuthMethodSchema,
  /** Access key whose login_password.password is the shared secret. */
  auth_secret_id: nullableInt,
  /** Header name used by `token` and `hmac`. */
  auth_header: str,
  /** Included in project-level / global alias fan-out. */
  searchable: bool,
  /** Task parameters ([SQL] always null). */
  task_params: v.nullable(v.record(str, v.unknown())),
};

/** An incoming-webhook integration (API §5.15). */
export interface Integration extends Fields<typeof integrationEntries> {}

/** `Integration` (API §5.15). */
export const IntegrationSchema: WireSchema<Integration> = v.looseObject(integrationEntries);

const integrationMatcherEntries = {
  /** Matcher id. */
  id: int,
  /** Integration. */
  integration_id: int,
  /** Name. */
  name: str,
  /** `header` or `body`. */
  match_type: str,
  /** `equals`, `unequals` or `contains`. */
  method: str,
  /** `json` or `string` (body matchers). */
  body_data_type: str,
  /** Header name or JSON path. */
  key: str,
  /** Expected value. */
  value: str,
};

/** A matcher of an integration (API §5.15). */
export interface IntegrationMatcher extends Fields<typeof integrationMatcherEntries> {}

/** `IntegrationMatcher` (API §5.15). */
export const IntegrationMatcherSchema: WireSchema<IntegrationMatcher> =
  v.looseObject(integrationMatcherEntries);

const integrationExtractValueEntries = {
  /** Extract value id. */
  id: int,
  /** Integration. */
  integration_id: int,
  /** Name. */
  name: str,
  /** `body` or `header`. */
  value_source: str,
  /** `json` or `string`. */
  body_data_type: str,
  /** Header name or JSON path. */
  key: str,
  /** Extra-variable name the value is stored under. */
  variable: str,
};

/** An extract value of an integration (API §5.15). */
export interface IntegrationExtractValue extends Fields<typeof integrationExtractValueEntries> {}

/** `IntegrationExtractValue` (API §5.15). */
export const IntegrationExtractValueSchema: WireSchema<IntegrationExtractValue> = v.looseObject(
  integrationExtractValueEntries,
);

const integrationAliasEntries = {
  /** Alias id (for DELETE). */
  id: int,
  /** Webhook URL. */
  url: str,
};

/** A webhook alias (API §5.15): `url` may be relative when the server has no `web_host`. */
export interface IntegrationAlias extends Fields<typeof integrationAliasEntries> {}

/** `IntegrationAlias` (API §5.15). */
export const IntegrationAliasSchema: WireSchema<IntegrationAlias> =
  v.looseObject(integrationAliasEntries);

const objectReferrerEntries = {
  /** Id of the referring object. */
  id: int,
  /** Its name. */
  name: str,
};

/** `{id, name}` of an object that refers to another (API §5.16). */
export interface ObjectReferrer extends Fields<typeof objectReferrerEntries> {}

/** `ObjectReferrer` (API §5.16). */
export const ObjectReferrerSchema: WireSchema<ObjectReferrer> =
  v.looseObject(objectReferrerEntries);

const referrerList = v.nullish(v.array(ObjectReferrerSchema), () => []);

const objectReferrersEntries = {
  /** Templates using the object. */
  templates: referrerList,
  /** Inventories using the object. */
  inventories: referrerList,
  /** Repositories using the object. */
  repositories: referrerList,
  /** Schedules using the object (not sent by the documented snapshot). */
  schedules: v.optional(referrerList),
};

/** `…/refs` of keys, repositories, inventories, environments, templates (API §5.16). */
export interface ObjectReferrers extends Fields<typeof objectReferrersEntries> {}

/** `ObjectReferrers` (API §5.16); a missing or null list reads as `[]`. */
export const ObjectReferrersSchema: WireSchema<ObjectReferrers> =
  v.looseObject(objectReferrersEntries);

const integrationReferrersEntries = {
  /** Matchers (always null in the documented snapshot). */
  matchers: v.nullable(v.array(ObjectReferrerSchema)),
  /** Extract values (always null in the documented snapshot). */
  values: v.nullable(v.array(ObjectReferrerSchema)),
};

/** `GET …/integrations/{id}/refs` (API §5.16): a stub, always null lists. */
export interface IntegrationReferrers extends Fields<typeof integrationReferrersEntries> {}

/** `IntegrationReferrers` (API §5.16). */
export const IntegrationReferrersSchema: WireSchema<IntegrationReferrers> = v.looseObject(
  integrationReferrersEntries,
);

const integrationChildReferrersEntries = {
  /** Integrations (always `[]` or null). */
  integrations: v.nullable(v.array(ObjectReferrerSchema)),
};

/** `GET …/matchers/{id}/refs` and `…/values/{id}/refs` (API §5.16): always empty. */
export interface IntegrationChildReferrers extends Fields<
  typeof integrationChildReferrersEntries
> {}

/** `IntegrationChildReferrers` (API §5.16). */
export const IntegrationChildReferrersSchema: WireSchema<IntegrationChildReferrers> = v.looseObject(
  integrationChildReferrersEntries,
);

const runnerEntries = {
  /** Runner id. */
  id: int,
  /** Project (null for global runners). */
  project_id: nullableInt,
  /** URL called when a job starts/finishes. */
  webhook: str,
  /** `0` = unlimited. */
  max_parallel_tasks: int,
  /** Inactive runners receive no jobs. */
  active: bool,
  /** Name. */
  name: str,
  /** Registration token: only in the 201 answer of a create. */
  token: v.optional(str),
};

/** A runner (API §5.17). `token` is only present in the answer of its creation. */
export interface Runner extends Fields<typeof runnerEntries> {}

/** `Runner` (API §5.17). */
export const RunnerSchema: WireSchema<Runner> = v.looseObject(runnerEntries);

const appEntries = {
  /** App id (list answer only). */
  id: v.optional(str),
  /** Active flag. */
  active: bool,
  /** Sort key, higher first. */
  priority: int,
  /** Title (`''` unless configured). */
  title: str,
  /** Icon (`''` unless configured). */
  icon: str,
  /** Colour. */
  color: str,
  /** Dark-mode colour. */
  dark_color: str,
  /** Executable path override. */
  path: str,
  /** Extra args. */
  args: v.nullable(v.array(str)),
};

/** An app (API §5.18). `id` is present in list answers only. */
export interface App extends Fields<typeof appEntries> {}

/** `App` (API §5.18). */
export const AppSchema: WireSchema<App> = v.looseObject(appEntries);

const activeTaskEntries = {
  /** Task id. */
  task_id: int,
  /** Project. */
  project_id: int,
  /** Only for remote-runner jobs. */
  username: v.optional(str),
  /** Remote runner handling it (only when non-zero). */
  runner_id: v.optional(int),
  /** Current in-memory status. */
  status: TaskStatusSchema,
  /** `queue` (waiting to start) or `running`. */
  location: str,
};

/** A record of `GET /api/tasks`: a queued or running task (API §5.19). */
export interface ActiveTask extends Fields<typeof activeTaskEntries> {}

/** `ActiveTask` of `GET /api/tasks` (API §5.19). */
export const ActiveTaskSchema: WireSchema<ActiveTask> = v.looseObject(activeTaskEntries);

/** The `meta` section of a project backup: the project's settings, all kept as they are. */
interface ProjectBackupMeta extends Fields<typeof projectBackupMetaEntries> {
  /** Further project settings. */
  [field: string]: unknown;
}

const projectBackupMetaEntries = {
  /** Project name. */
  name: str,
};

const projectBackupEntries = {
  /** Project settings. */
  meta: v.looseObject(projectBackupMetaEntries) as WireSchema<ProjectBackupMeta>,
};

/** The project backup document (API §11); objects are referenced by name. */
export interface ProjectBackup extends Fields<typeof projectBackupEntries> {
  /** Further sections (`templates`, `keys`, `inventories`, …). */
  [section: string]: unknown;
}

/** `ProjectBackup` (API §11): only `meta.name` is checked; everything else is kept. */
export const ProjectBackupSchema: WireSchema<ProjectBackup> = v.looseObject(projectBackupEntries);

const wsUpdateEntries = {
  /** Message type. */
  type: v.literal('update'),
  /** Task id. */
  task_id: int,
  /** Project id. */
  project_id: int,
  /** Template id. */
  template_id: int,
  /** New status. */
  status: TaskStatusSchema,
  /** Set once the task reaches `running`. */
  start: v.optional(nullableStr, null),
  /** Set only in the very last update of a run. */
  end: v.optional(nullableStr, null),
  /** Build version, else null. */
  version: v.optional(nullableStr, null),
};

/** Websocket `update` message: a task's status or timing changed (API §7.3). */
export interface WsUpdate extends Fields<typeof wsUpdateEntries> {}

const wsUpdateSchema = v.looseObject(wsUpdateEntries);

/** Websocket `update` message (API §7.3). */
export const WsUpdateSchema: WireSchema<WsUpdate> = wsUpdateSchema;

const wsLogEntries = {
  /** Message type. */
  type: v.literal('log'),
  /** Task id. */
  task_id: int,
  /** Project id. */
  project_id: int,
  /** When the line was produced (nanoseconds, server-local offset). */
  time: str,
  /** The line text (ANSI escapes possible). */
  output: str,
};

/** Websocket `log` message: one line of task output (API §7.3). */
export interface WsLog extends Fields<typeof wsLogEntries> {}

const wsLogSchema = v.looseObject(wsLogEntries);

/** Websocket `log` message (API §7.3). */
export const WsLogSchema: WireSchema<WsLog> = wsLogSchema;

/** Any websocket message (API §7.3). */
export type WsMessage = WsUpdate | WsLog;

/** Any websocket message (API §7.3): `update` or `log`, told apart by `type`. */
export const WsMessageSchema: WireSchema<WsMessage> = v.variant('type', [
  wsUpdateSchema,
  wsLogSchema,
]);
