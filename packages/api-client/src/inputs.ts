/**
 * Request bodies of the client's methods (the "in" columns of API §5), each written once as a
 * valibot schema; its TypeScript type is inferred from it. The client fills `id`, `project_id`
 * and `integration_id` from the method's arguments, so bodies never need them (the server
 * requires them in several update bodies, API §13.4 item 37).
 *
 * The schemas state what the client sends; the client does not run them. The demo server reads
 * each body through its schema the way the Go JSON decoder reads it (API §1.2: every field may be
 * absent or `null`, unknown fields are ignored, a value of the wrong type is a 400), so the two
 * sides cannot drift apart.
 */
import * as v from 'valibot';
import {
  accessKeyTypes,
  environmentSecretOperations,
  environmentSecretTypes,
  inventoryTypes,
  projectRoles,
  scheduleTypes,
  templateTypes,
  templateVaultTypes,
  type App,
  type OpenEnum,
  type ScheduleTaskParams,
  type SurveyVar,
  type TaskParams,
  type TemplateTaskParams,
} from './schemas';

const opt = <S extends v.GenericSchema>(schema: S) => v.optional(schema);
const optNull = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));

/**
 * An enumeration newer servers extend, in a request body: a documented value or any other string
 * (the type is {@link OpenEnum}; the schema is a union of the documented values and a string).
 */
function openEnumInput<const T extends readonly string[]>(values: T) {
  return v.union([v.picklist(values), v.string()]) as unknown as v.GenericSchema<
    OpenEnum<T[number]>
  >;
}

/**
 * A response shape sent back as it was read (survey variables, task parameters): typed as `T`,
 * not described field by field here (its response schema in `schemas.ts` does that). A reader of
 * the schema that needs its fields (the demo server) states them itself.
 */
function sentBack<T>() {
  return v.custom<T>(() => true);
}

/** Sort options of list endpoints (API §10); `order: 'desc'` sorts descending. */
export interface ListQuery {
  /** Column to sort by (endpoint-specific, e.g. `name`). */
  sort?: string;
  /** `desc` for descending; anything else is ascending. */
  order?: 'asc' | 'desc';
}

/** `POST /api/auth/login` body (API §2.3; `method` and `provider` from 2.12, newer §N3). */
export const LoginRequestSchema = v.object({
  /** Username or e-mail. */
  auth: v.string(),
  /** Plain password. */
  password: v.string(),
  /**
   * Which check the server runs (2.12+): `'password'` (local users only), `'ldap'` (the directory
   * named by `provider`), or `''`/left out: LDAP first when configured, then the password — what
   * every server did before and what older servers do with any value (they ignore the field).
   */
  method: opt(v.picklist(['', 'password', 'ldap'])),
  /** LDAP provider id (`LoginOptions.ldap_providers[].id`) with `method: 'ldap'`. */
  provider: opt(v.string()),
});

/** `POST /api/auth/login` body ({@link LoginRequestSchema}). */
export interface LoginRequest extends v.InferInput<typeof LoginRequestSchema> {}

/** `POST /api/users` body (API §6.3). */
export const UserCreateSchema = v.object({
  /** Login name (required). */
  username: v.string(),
  /** Display name (required). */
  name: v.string(),
  /** E-mail (required). */
  email: v.string(),
  /** Initial password. */
  password: v.string(),
  /** System admin. */
  admin: opt(v.boolean()),
  /** Receives alert e-mails. */
  alert: opt(v.boolean()),
  /** Created by LDAP/OIDC. */
  external: opt(v.boolean()),
});

/** `POST /api/users` body ({@link UserCreateSchema}). */
export interface UserCreate extends v.InferInput<typeof UserCreateSchema> {}

/** `PUT /api/users/{id}` body: the complete user (API §6.3). */
export const UserUpdateSchema = v.object({
  /** Login name. */
  username: v.string(),
  /** Display name. */
  name: v.string(),
  /** E-mail. */
  email: v.string(),
  /** System admin (a user cannot flip their own flag). */
  admin: v.boolean(),
  /** Receives alert e-mails. */
  alert: v.boolean(),
  /** A non-empty value also resets the password. */
  password: opt(v.string()),
});

/** `PUT /api/users/{id}` body ({@link UserUpdateSchema}). */
export interface UserUpdate extends v.InferInput<typeof UserUpdateSchema> {}

/** `POST /api/projects` body (API §6.4). */
export const ProjectCreateSchema = v.object({
  /** Name. */
  name: v.string(),
  /** Send alerts. */
  alert: opt(v.boolean()),
  /** Telegram chat id. */
  alert_chat: optNull(v.string()),
  /** `0` = unlimited. */
  max_parallel_tasks: opt(v.number()),
  /** Project type (`''` for normal projects). */
  type: opt(v.string()),
  /** Also create the demo set of keys, repository, inventories and templates. */
  demo: opt(v.boolean()),
});

/** `POST /api/projects` body ({@link ProjectCreateSchema}). */
export interface ProjectCreate extends v.InferInput<typeof ProjectCreateSchema> {}

/** `PUT /api/project/{id}` body: the full project without its id (API §6.5). */
export const ProjectUpdateSchema = v.object({
  /** Name. */
  name: v.string(),
  /** Send alerts. */
  alert: v.boolean(),
  /** Telegram chat id. */
  alert_chat: v.nullable(v.string()),
  /** `0` = unlimited. */
  max_parallel_tasks: v.number(),
  /** Project type; [Bolt] replaces the stored value, so send it back unchanged. */
  type: opt(v.string()),
  /** Creation time; [Bolt] replaces the stored value, so send it back unchanged. */
  created: opt(v.string()),
});

/** `PUT /api/project/{id}` body ({@link ProjectUpdateSchema}). */
export interface ProjectUpdate extends v.InferInput<typeof ProjectUpdateSchema> {}

/**
 * `POST /api/project/{id}/users` body (API §6.6). The client sends `role` (2.10–2.2x) and
 * `role_id` (newest builds, newer §N1) both: `role_id` as given, else the id of the role whose
 * `builtin_key` or `slug` is `role` in the `roles` of `GET /api/info` once the client read it
 * (`client.capabilities()`), else left out.
 */
export const TeamMemberAddSchema = v.object({
  /** User to add. */
  user_id: v.number(),
  /** Role to give (a role a member can hold: not `''`). */
  role: v.picklist(
    projectRoles.filter((role) => role !== '') as Exclude<(typeof projectRoles)[number], ''>[],
  ),
  /** Role id of newest builds (custom roles), when known. */
  role_id: opt(v.number()),
});

/** `POST /api/project/{id}/users` body ({@link TeamMemberAddSchema}). */
export interface TeamMemberAdd extends v.InferInput<typeof TeamMemberAddSchema> {}

const accessKeyCreateEntries = {
  /** Name (required). */
  name: v.string(),
  /** Key type. */
  type: v.picklist(accessKeyTypes),
  /** Secret for type `string`. */
  string: opt(v.string()),
  /** Secret for type `login_password`. */
  login_password: opt(v.partial(v.object({ login: v.string(), password: v.string() }))),
  /** Secret for type `ssh`. */
  ssh: opt(
    v.partial(v.object({ login: v.string(), passphrase: v.string(), private_key: v.string() })),
  ),
};

/** Access key create body (API §5.4); include the secret object matching `type`. */
export const AccessKeyCreateSchema = v.object(accessKeyCreateEntries);

/** Access key create body ({@link AccessKeyCreateSchema}). */
export interface AccessKeyCreate extends v.InferInput<typeof AccessKeyCreateSchema> {}

/** Access key update body (API §6.7): `override_secret: true` replaces type and secret. */
export const AccessKeyUpdateSchema = v.object({
  ...accessKeyCreateEntries,
  /** Replace the type and secret with this body's; otherwise only the name changes. */
  override_secret: opt(v.boolean()),
});

/** Access key update body ({@link AccessKeyUpdateSchema}). */
export interface AccessKeyUpdate extends v.InferInput<typeof AccessKeyUpdateSchema> {}

/** Repository create/update body (API §5.5). */
export const RepositoryInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** Clone URL or local path. */
  git_url: v.string(),
  /** Branch. */
  git_branch: v.string(),
  /** Access key used to clone. */
  ssh_key_id: v.number(),
});

/** Repository create/update body ({@link RepositoryInputSchema}). */
export interface RepositoryInput extends v.InferInput<typeof RepositoryInputSchema> {}

/** Inventory create/update body (API §5.6). */
export const InventoryInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** Inventory type. */
  type: v.picklist(inventoryTypes),
  /** Static text, file path or workspace name. */
  inventory: v.string(),
  /** "User credentials" key. */
  ssh_key_id: optNull(v.number()),
  /** "Sudo credentials" key. */
  become_key_id: optNull(v.number()),
  /**
   * Owning template: sent as both `holder_id` (2.10) and `template_id` (2.11.5+, newer §N1);
   * give either.
   */
  holder_id: optNull(v.number()),
  /** The owning template under its newer name; the same as `holder_id`. */
  template_id: optNull(v.number()),
  /** Repository holding the file (`file` inventories). */
  repository_id: optNull(v.number()),
  /** Runner tag (newer §N1). */
  runner_tag: optNull(v.string()),
});

/** Inventory create/update body ({@link InventoryInputSchema}). */
export interface InventoryInput extends v.InferInput<typeof InventoryInputSchema> {}

/** One environment secret operation of a create/update body (API §6.10). */
export const EnvironmentSecretInputSchema = v.object({
  /** Existing secret id (for `delete`). */
  id: opt(v.number()),
  /** `var` or `env`. */
  type: v.picklist(environmentSecretTypes),
  /** Variable name. */
  name: v.string(),
  /** Secret value (for `create`). */
  secret: opt(v.string()),
  /** What to do; `update` does not work on the documented server (delete + create). */
  operation: v.picklist(
    environmentSecretOperations.filter((op) => op !== '') as Exclude<
      (typeof environmentSecretOperations)[number],
      ''
    >[],
  ),
});

/** One environment secret operation ({@link EnvironmentSecretInputSchema}). */
export interface EnvironmentSecretInput extends v.InferInput<typeof EnvironmentSecretInputSchema> {}

/** Environment create/update body (API §5.7). `json`/`env` are JSON-encoded strings. */
export const EnvironmentInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** Extra variables: a JSON-encoded object string (`"{}"` for none). */
  json: v.string(),
  /** Environment variables: a JSON-encoded flat object string, or null. */
  env: optNull(v.string()),
  /** Legacy password. */
  password: optNull(v.string()),
  /** Secret operations. */
  secrets: opt(v.array(EnvironmentSecretInputSchema)),
});

/** Environment create/update body ({@link EnvironmentInputSchema}). */
export interface EnvironmentInput extends v.InferInput<typeof EnvironmentInputSchema> {}

/** A vault in a template body (API §5.8; newer §N1); items without `id` are created. */
export const TemplateVaultInputSchema = v.object({
  /** Existing vault id, or omitted for a new one. */
  id: opt(v.number()),
  /** Vault password key (not needed by a `script` vault). */
  vault_key_id: optNull(v.number()),
  /** Vault label (`null` = default). */
  name: v.nullable(v.string()),
  /** `password` (default) or `script` (newer §N1). */
  type: opt(openEnumInput(templateVaultTypes)),
  /** Script of a `script` vault. */
  script: optNull(v.string()),
});

/** A vault in a template body ({@link TemplateVaultInputSchema}). */
export interface TemplateVaultInput extends v.InferInput<typeof TemplateVaultInputSchema> {}

/** Template create/update body (API §5.8). Always send `app`. */
export const TemplateInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** App id (`ansible`, `terraform`, `bash`, …). */
  app: v.string(),
  /** Playbook / script. */
  playbook: v.string(),
  /** Repository. */
  repository_id: v.number(),
  /** Inventory (required for ansible). */
  inventory_id: optNull(v.number()),
  /** Environment (deprecated on 2.20: send `environment_ids`, newer §N1). */
  environment_id: optNull(v.number()),
  /**
   * Variable groups in order (2.20, newer §N6). Send it back on every edit: a 2.20 server that
   * does not get it keeps only `environment_id`.
   */
  environment_ids: opt(v.array(v.number())),
  /** CLI arguments as a JSON-encoded array string. */
  arguments: optNull(v.string()),
  /** Allow tasks to append arguments. */
  allow_override_args_in_task: opt(v.boolean()),
  /** Description. */
  description: optNull(v.string()),
  /** Vaults (full replacement set). */
  vaults: optNull(v.array(TemplateVaultInputSchema)),
  /** `''`, `build` or `deploy`. */
  type: opt(v.picklist(templateTypes)),
  /** Start version (build). */
  start_version: optNull(v.string()),
  /** Build template (deploy). */
  build_template_id: optNull(v.number()),
  /** View. */
  view_id: optNull(v.number()),
  /** Autorun after a successful build (deploy). */
  autorun: opt(v.boolean()),
  /** Branch override. */
  git_branch: optNull(v.string()),
  /** Survey variables (as read, API §5.8). */
  survey_vars: optNull(v.array(sentBack<SurveyVar>())),
  /** Suppress success alerts. */
  suppress_success_alerts: opt(v.boolean()),
  /** What a run may change, and its defaults (newer §N4). */
  task_params: opt(sentBack<TemplateTaskParams>()),
  /** A run may send `git_branch` (newer §N4). */
  allow_override_branch_in_task: opt(v.boolean()),
  /** Runs may run at the same time (newer §N4). */
  allow_parallel_tasks: opt(v.boolean()),
  /** A run's `environment` may hold keys that are not survey variables (2.20.2, newer §N4). */
  allow_any_vars_in_task: opt(v.boolean()),
  /** Runner tag (newer §N1). */
  runner_tag: optNull(v.string()),
});

/** Template create/update body ({@link TemplateInputSchema}). */
export interface TemplateInput extends v.InferInput<typeof TemplateInputSchema> {}

/**
 * `POST /api/project/{id}/tasks` body (API §5.9; newer §N4). Only `template_id` is required.
 * The client writes the run flags where each dialect reads them: `debug`, `dry_run`, `diff`
 * (and `limit`) both at the top level (2.10) and in `params` (2.12+), a key set in `params`
 * winning there (see `tasks.create`).
 */
export const TaskCreateSchema = v.object({
  /** Template to run. */
  template_id: v.number(),
  /** Ansible `-vvvv` (also written to `params.debug`). */
  debug: opt(v.boolean()),
  /** Ansible `--check` (also written to `params.dry_run`). */
  dry_run: opt(v.boolean()),
  /** Ansible `--diff` (also written to `params.diff`). */
  diff: opt(v.boolean()),
  /** Playbook override. */
  playbook: opt(v.string()),
  /** Extra variables (survey answers) as a JSON-encoded object string. */
  environment: opt(v.string()),
  /** Ansible `--limit`, comma-separated (also written to `params.limit` as a list). */
  limit: opt(v.string()),
  /**
   * Secret survey answers as a JSON-encoded object string (2.20.2 requires secret survey
   * variables here, not in `environment`, newer §N4).
   */
  secret: opt(v.string()),
  /** Extra CLI args as a JSON-encoded array string. */
  arguments: optNull(v.string()),
  /** Branch override. */
  git_branch: optNull(v.string()),
  /** Free-text note. */
  message: opt(v.string()),
  /** Commit to check out. */
  commit_hash: optNull(v.string()),
  /** Build task to deploy (deploy templates). */
  build_task_id: optNull(v.number()),
  /** Inventory override. */
  inventory_id: optNull(v.number()),
  /** Run parameters (2.12+ read the run flags only here, newer §N4; 2.10 ignores them). */
  params: opt(sentBack<TaskParams>()),
});

/** `POST /api/project/{id}/tasks` body ({@link TaskCreateSchema}). */
export interface TaskCreate extends v.InferInput<typeof TaskCreateSchema> {}

/** Schedule create/update body (API §5.12). Send `active: true` (default is false). */
export const ScheduleInputSchema = v.object({
  /** Template to run. */
  template_id: v.number(),
  /** Cron expression. */
  cron_format: v.string(),
  /** Name. */
  name: v.string(),
  /** Active flag. */
  active: opt(v.boolean()),
  /** Repository for "run on new commit" schedules. */
  repository_id: optNull(v.number()),
  /** `''` (cron) or `run_at` (run once; newer §N7). */
  type: opt(openEnumInput(scheduleTypes)),
  /** When a `run_at` schedule runs (RFC 3339). */
  run_at: optNull(v.string()),
  /** Delete a run-once schedule after its run. */
  delete_after_run: opt(v.boolean()),
  /** Parameters of the tasks it starts (newer §N7). */
  task_params: optNull(sentBack<ScheduleTaskParams>()),
});

/** Schedule create/update body ({@link ScheduleInputSchema}). */
export interface ScheduleInput extends v.InferInput<typeof ScheduleInputSchema> {}

/** `POST /api/user/tokens` body (newer §N7; 2.10 takes no body and ignores it). */
export const APITokenCreateSchema = v.object({
  /** Name of the token. */
  name: opt(v.string()),
  /** Expiry time (RFC 3339); none when left out. */
  expires_at: opt(v.string()),
});

/** `POST /api/user/tokens` body ({@link APITokenCreateSchema}). */
export interface APITokenCreate extends v.InferInput<typeof APITokenCreateSchema> {}

/** View create/update body (API §5.13). */
export const ViewInputSchema = v.object({
  /** Title (required). */
  title: v.string(),
  /** Sort position. */
  position: v.number(),
});

/** View create/update body ({@link ViewInputSchema}). */
export interface ViewInput extends v.InferInput<typeof ViewInputSchema> {}

/** Integration create/update body (API §5.15). */
export const IntegrationInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** Template to run. */
  template_id: v.number(),
  /** Authentication method: `''` = none, `github`, `token`, `hmac`, or a newer server's. */
  auth_method: opt(openEnumInput(['', 'github', 'token', 'hmac'])),
  /** Secret key. */
  auth_secret_id: optNull(v.number()),
  /** Header name (`token`, `hmac`). */
  auth_header: opt(v.string()),
  /** Included in alias fan-out. */
  searchable: opt(v.boolean()),
  /** Task parameters. */
  task_params: optNull(v.record(v.string(), v.unknown())),
});

/** Integration create/update body ({@link IntegrationInputSchema}). */
export interface IntegrationInput extends v.InferInput<typeof IntegrationInputSchema> {}

/** Matcher create/update body (API §5.15). */
export const IntegrationMatcherInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** `header` or `body`. */
  match_type: v.string(),
  /** `equals`, `unequals` or `contains`. */
  method: v.string(),
  /** `json` or `string`. */
  body_data_type: v.string(),
  /** Header name or JSON path. */
  key: v.string(),
  /** Expected value. */
  value: v.string(),
});

/** Matcher create/update body ({@link IntegrationMatcherInputSchema}). */
export interface IntegrationMatcherInput extends v.InferInput<
  typeof IntegrationMatcherInputSchema
> {}

/** Extract value create/update body (API §5.15). */
export const IntegrationExtractValueInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** `body` or `header`. */
  value_source: v.string(),
  /** `json` or `string`. */
  body_data_type: v.string(),
  /** Header name or JSON path. */
  key: v.string(),
  /** Extra-variable name. */
  variable: v.string(),
});

/** Extract value create/update body ({@link IntegrationExtractValueInputSchema}). */
export interface IntegrationExtractValueInput extends v.InferInput<
  typeof IntegrationExtractValueInputSchema
> {}

/** Runner create/update body (API §5.17). Send `active: true` (default is false). */
export const RunnerInputSchema = v.object({
  /** Name. */
  name: v.string(),
  /** Webhook URL. */
  webhook: v.string(),
  /** `0` = unlimited. */
  max_parallel_tasks: v.number(),
  /** Active flag. */
  active: v.boolean(),
});

/** Runner create/update body ({@link RunnerInputSchema}). */
export interface RunnerInput extends v.InferInput<typeof RunnerInputSchema> {}

/** App save body (API §6.17.3): the fields of an app except its id. */
export const AppInputSchema = v.object({
  /** Active flag. */
  active: v.boolean(),
  /** Sort key, higher first. */
  priority: v.number(),
  /** Title. */
  title: v.string(),
  /** Icon. */
  icon: v.string(),
  /** Colour. */
  color: v.string(),
  /** Dark-mode colour. */
  dark_color: v.string(),
  /** Executable path override. */
  path: v.string(),
  /** Extra args. */
  args: v.nullable(v.array(v.string())),
});

/** App save body ({@link AppInputSchema}): the fields of an {@link App} except its id. */
export type AppInput = Omit<App, 'id'>;
