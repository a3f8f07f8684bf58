/**
 * Valibot response schemas of the wire types (API §5, §7.3). Every object schema is a
 * `looseObject`: unknown fields are accepted and kept. Each schema is typed against its
 * interface in `types.ts`, so the two cannot drift apart.
 */
import * as v from 'valibot';
import type {
  AccessKey,
  ActiveTask,
  APIToken,
  App,
  CurrentUser,
  Environment,
  EnvironmentSecret,
  Event,
  Integration,
  IntegrationAlias,
  IntegrationChildReferrers,
  IntegrationExtractValue,
  IntegrationMatcher,
  IntegrationReferrers,
  Inventory,
  LoginOptions,
  ObjectReferrer,
  ObjectReferrers,
  OidcProvider,
  Project,
  ProjectBackup,
  ProjectUser,
  Repository,
  RoleAnswer,
  Runner,
  Schedule,
  ScheduleWithTpl,
  SurveyVar,
  SystemInfo,
  Task,
  TaskOutput,
  TaskWithTpl,
  Template,
  TemplateVault,
  User,
  UserListItem,
  View,
  WsLog,
  WsMessage,
  WsUpdate,
} from './types';

/** A schema whose output is `T` (what every exported schema here is). */
export type WireSchema<T> = v.GenericSchema<unknown, T>;

const int = v.number();
const str = v.string();
const bool = v.boolean();
const nullableInt = v.nullable(int);
const nullableStr = v.nullable(str);

/** Task statuses (API §8.1). An unknown status is an error (spec core §4). */
export const TaskStatusSchema = v.picklist([
  'waiting',
  'starting',
  'waiting_confirmation',
  'confirmed',
  'running',
  'stopping',
  'stopped',
  'success',
  'error',
]);

/** Project role slugs including `''` (API §3.3). */
export const ProjectRoleSchema = v.picklist(['owner', 'manager', 'task_runner', 'guest', '']);

const templateTypeSchema = v.picklist(['', 'build', 'deploy']);

/** `User` (API §5.1). */
export const UserSchema: WireSchema<User> = v.looseObject({
  id: int,
  created: str,
  username: str,
  name: str,
  email: str,
  admin: bool,
  external: bool,
  alert: bool,
});

/** `CurrentUser` of `GET /api/user` (API §6.2). */
export const CurrentUserSchema: WireSchema<CurrentUser> = v.looseObject({
  id: int,
  created: str,
  username: str,
  name: str,
  email: str,
  admin: bool,
  external: bool,
  alert: bool,
  can_create_project: bool,
});

/** `UserListItem` of `GET /api/users` (full for admins, reduced otherwise; API §6.3). */
export const UserListItemSchema: WireSchema<UserListItem> = v.looseObject({
  id: int,
  username: str,
  name: str,
  created: v.optional(str),
  email: v.optional(str),
  admin: v.optional(bool),
  external: v.optional(bool),
  alert: v.optional(bool),
});

/** `OidcProvider` (API §2.2). */
export const OidcProviderSchema: WireSchema<OidcProvider> = v.looseObject({
  id: str,
  name: str,
  color: str,
  icon: str,
});

/** `LoginOptions` of `GET /api/auth/login` (API §2.2). */
export const LoginOptionsSchema: WireSchema<LoginOptions> = v.looseObject({
  oidc_providers: v.nullish(v.array(OidcProviderSchema), () => []),
  login_with_password: bool,
});

/** `SystemInfo` of `GET /api/info` (API §5.20). */
export const SystemInfoSchema: WireSchema<SystemInfo> = v.looseObject({
  version: str,
  ansible: str,
  web_host: str,
  use_remote_runner: bool,
});

/** `APIToken` (API §2.6). */
export const APITokenSchema: WireSchema<APIToken> = v.looseObject({
  id: str,
  created: str,
  expired: bool,
  user_id: int,
});

/** `Project` (API §5.2). */
export const ProjectSchema: WireSchema<Project> = v.looseObject({
  id: int,
  name: str,
  created: str,
  alert: bool,
  alert_chat: nullableStr,
  max_parallel_tasks: int,
  type: str,
});

/** `RoleAnswer` of `GET …/role` (API §3.5). */
export const RoleAnswerSchema: WireSchema<RoleAnswer> = v.looseObject({
  role: ProjectRoleSchema,
  permissions: int,
});

/** `ProjectUser`: a team list item (API §5.3). */
export const ProjectUserSchema: WireSchema<ProjectUser> = v.looseObject({
  id: int,
  username: str,
  name: str,
  role: ProjectRoleSchema,
});

/** `AccessKey` (API §5.4). */
export const AccessKeySchema: WireSchema<AccessKey> = v.looseObject({
  id: int,
  name: str,
  type: v.picklist(['ssh', 'login_password', 'none', 'string']),
  project_id: nullableInt,
  string: v.optional(str),
  login_password: v.optional(v.looseObject({ login: str, password: str })),
  ssh: v.optional(v.looseObject({ login: str, passphrase: str, private_key: str })),
  override_secret: v.optional(bool),
  empty: v.optional(bool),
});

/** `Repository` (API §5.5). */
export const RepositorySchema: WireSchema<Repository> = v.looseObject({
  id: int,
  name: str,
  project_id: int,
  git_url: str,
  git_branch: str,
  ssh_key_id: int,
});

/** `Inventory` (API §5.6). */
export const InventorySchema: WireSchema<Inventory> = v.looseObject({
  id: int,
  name: str,
  project_id: int,
  inventory: str,
  ssh_key_id: nullableInt,
  become_key_id: nullableInt,
  type: v.picklist(['static', 'static-yaml', 'file', 'terraform-workspace', 'tofu-workspace']),
  holder_id: nullableInt,
  repository_id: nullableInt,
});

/** `EnvironmentSecret` (API §5.7). */
export const EnvironmentSecretSchema: WireSchema<EnvironmentSecret> = v.looseObject({
  id: int,
  type: v.picklist(['var', 'env']),
  name: str,
  secret: str,
  operation: v.picklist(['create', 'update', 'delete', '']),
});

/** `Environment` (API §5.7); `json` and `env` stay JSON-encoded strings. */
export const EnvironmentSchema: WireSchema<Environment> = v.looseObject({
  id: int,
  name: str,
  project_id: int,
  password: nullableStr,
  json: str,
  env: nullableStr,
  secrets: v.nullable(v.array(EnvironmentSecretSchema)),
});

/** `TemplateVault` (API §5.8). */
export const TemplateVaultSchema: WireSchema<TemplateVault> = v.looseObject({
  id: int,
  project_id: int,
  template_id: int,
  vault_key_id: int,
  name: nullableStr,
});

/** `SurveyVar` (API §5.8). */
export const SurveyVarSchema: WireSchema<SurveyVar> = v.looseObject({
  name: str,
  title: str,
  required: bool,
  type: str,
  description: str,
  values: v.nullable(v.array(v.looseObject({ name: str, value: str }))),
});

const taskEntries = {
  id: int,
  template_id: int,
  project_id: int,
  status: TaskStatusSchema,
  debug: bool,
  dry_run: bool,
  diff: bool,
  playbook: str,
  environment: str,
  limit: str,
  secret: str,
  arguments: nullableStr,
  git_branch: nullableStr,
  user_id: nullableInt,
  integration_id: nullableInt,
  schedule_id: nullableInt,
  created: str,
  start: nullableStr,
  end: nullableStr,
  message: str,
  commit_hash: nullableStr,
  commit_message: str,
  build_task_id: nullableInt,
  version: nullableStr,
  inventory_id: nullableInt,
};

/** `Task`: the plain task of `GET …/tasks/{id}` and `POST …/tasks` (API §5.9). */
export const TaskSchema: WireSchema<Task> = v.looseObject(taskEntries);

/** `TaskWithTpl`: task list items and `template.last_task` (API §5.10). */
export const TaskWithTplSchema: WireSchema<TaskWithTpl> = v.looseObject({
  ...taskEntries,
  tpl_playbook: str,
  tpl_alias: str,
  tpl_type: templateTypeSchema,
  tpl_app: str,
  user_name: v.optional(nullableStr),
  build_task: v.optional(v.nullable(TaskSchema)),
});

/** `TaskOutput`: one stored log line (API §5.11). */
export const TaskOutputSchema: WireSchema<TaskOutput> = v.looseObject({
  task_id: int,
  task: str,
  time: str,
  output: str,
});

/** `Template` (API §5.8). */
export const TemplateSchema: WireSchema<Template> = v.looseObject({
  id: int,
  project_id: int,
  inventory_id: nullableInt,
  repository_id: int,
  environment_id: nullableInt,
  name: str,
  playbook: str,
  arguments: nullableStr,
  allow_override_args_in_task: bool,
  description: nullableStr,
  vaults: v.nullable(v.array(TemplateVaultSchema)),
  type: templateTypeSchema,
  start_version: nullableStr,
  build_template_id: nullableInt,
  view_id: nullableInt,
  last_task: v.optional(v.nullable(TaskWithTplSchema)),
  autorun: bool,
  git_branch: nullableStr,
  survey_vars: v.nullable(v.array(SurveyVarSchema)),
  suppress_success_alerts: bool,
  app: str,
  tasks: v.optional(int),
});

const scheduleEntries = {
  id: int,
  project_id: int,
  template_id: int,
  cron_format: str,
  name: str,
  active: bool,
  repository_id: nullableInt,
};

/** `Schedule` (API §5.12). */
export const ScheduleSchema: WireSchema<Schedule> = v.looseObject(scheduleEntries);

/** `ScheduleWithTpl`: items of `GET …/schedules` (API §5.12). */
export const ScheduleWithTplSchema: WireSchema<ScheduleWithTpl> = v.looseObject({
  ...scheduleEntries,
  tpl_name: str,
});

/** `View` (API §5.13). */
export const ViewSchema: WireSchema<View> = v.looseObject({
  id: int,
  project_id: int,
  title: str,
  position: int,
});

/** `Event` (API §5.14). */
export const EventSchema: WireSchema<Event> = v.looseObject({
  user_id: nullableInt,
  project_id: nullableInt,
  integration_id: v.optional(nullableInt),
  object_id: nullableInt,
  object_type: nullableStr,
  description: nullableStr,
  created: str,
  object_name: v.optional(str),
  project_name: v.optional(nullableStr),
  username: v.optional(nullableStr),
});

/** `Integration` (API §5.15). */
export const IntegrationSchema: WireSchema<Integration> = v.looseObject({
  id: int,
  name: str,
  project_id: int,
  template_id: int,
  // Any text: a method a newer server added is kept as sent, not a reason to reject the list.
  auth_method: str,
  auth_secret_id: nullableInt,
  auth_header: str,
  searchable: bool,
  task_params: v.nullable(v.record(str, v.unknown())),
});

/** `IntegrationMatcher` (API §5.15). */
export const IntegrationMatcherSchema: WireSchema<IntegrationMatcher> = v.looseObject({
  id: int,
  integration_id: int,
  name: str,
  match_type: str,
  method: str,
  body_data_type: str,
  key: str,
  value: str,
});

/** `IntegrationExtractValue` (API §5.15). */
export const IntegrationExtractValueSchema: WireSchema<IntegrationExtractValue> = v.looseObject({
  id: int,
  integration_id: int,
  name: str,
  value_source: str,
  body_data_type: str,
  key: str,
  variable: str,
});

/** `IntegrationAlias` (API §5.15). */
export const IntegrationAliasSchema: WireSchema<IntegrationAlias> = v.looseObject({
  id: int,
  url: str,
});

/** `ObjectReferrer` (API §5.16). */
export const ObjectReferrerSchema: WireSchema<ObjectReferrer> = v.looseObject({
  id: int,
  name: str,
});

const referrerList = v.nullish(v.array(ObjectReferrerSchema), () => []);

/** `ObjectReferrers` (API §5.16); a missing or null list reads as `[]`. */
export const ObjectReferrersSchema: WireSchema<ObjectReferrers> = v.looseObject({
  templates: referrerList,
  inventories: referrerList,
  repositories: referrerList,
  schedules: v.optional(referrerList),
});

/** `IntegrationReferrers` (API §5.16). */
export const IntegrationReferrersSchema: WireSchema<IntegrationReferrers> = v.looseObject({
  matchers: v.nullable(v.array(ObjectReferrerSchema)),
  values: v.nullable(v.array(ObjectReferrerSchema)),
});

/** `IntegrationChildReferrers` (API §5.16). */
export const IntegrationChildReferrersSchema: WireSchema<IntegrationChildReferrers> = v.looseObject(
  {
    integrations: v.nullable(v.array(ObjectReferrerSchema)),
  },
);

/** `Runner` (API §5.17). */
export const RunnerSchema: WireSchema<Runner> = v.looseObject({
  id: int,
  project_id: nullableInt,
  webhook: str,
  max_parallel_tasks: int,
  active: bool,
  name: str,
  token: v.optional(str),
});

/** `App` (API §5.18). */
export const AppSchema: WireSchema<App> = v.looseObject({
  id: v.optional(str),
  active: bool,
  priority: int,
  title: str,
  icon: str,
  color: str,
  dark_color: str,
  path: str,
  args: v.nullable(v.array(str)),
});

/** `ActiveTask` of `GET /api/tasks` (API §5.19). */
export const ActiveTaskSchema: WireSchema<ActiveTask> = v.looseObject({
  task_id: int,
  project_id: int,
  username: v.optional(str),
  runner_id: v.optional(int),
  status: TaskStatusSchema,
  location: str,
});

/** `ProjectBackup` (API §11): only `meta.name` is checked; everything else is kept. */
export const ProjectBackupSchema: WireSchema<ProjectBackup> = v.looseObject({
  meta: v.looseObject({ name: str }),
});

/** Websocket `update` message (API §7.3). */
export const WsUpdateSchema: WireSchema<WsUpdate> = v.looseObject({
  type: v.literal('update'),
  task_id: int,
  project_id: int,
  template_id: int,
  status: TaskStatusSchema,
  start: v.optional(nullableStr, null),
  end: v.optional(nullableStr, null),
  version: v.optional(nullableStr, null),
});

/** Websocket `log` message (API §7.3). */
export const WsLogSchema: WireSchema<WsLog> = v.looseObject({
  type: v.literal('log'),
  task_id: int,
  project_id: int,
  time: str,
  output: str,
});

/** Any websocket message (API §7.3): `update` or `log`, told apart by `type`. */
export const WsMessageSchema: WireSchema<WsMessage> = v.variant('type', [
  v.looseObject({
    type: v.literal('update'),
    task_id: int,
    project_id: int,
    template_id: int,
    status: TaskStatusSchema,
    start: v.optional(nullableStr, null),
    end: v.optional(nullableStr, null),
    version: v.optional(nullableStr, null),
  }),
  v.looseObject({
    type: v.literal('log'),
    task_id: int,
    project_id: int,
    time: str,
    output: str,
  }),
]);
