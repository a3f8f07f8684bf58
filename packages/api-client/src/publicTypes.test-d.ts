/**
 * Pins the public wire types: the shapes below are what the api-client promised before its types
 * were inferred from the schemas (responses in `schemas.ts`, request bodies in `inputs.ts`). Any
 * change to a schema that changes a public type fails here.
 */
import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type * as api from './index';
import type * as auth from './auth';

/** A documented enumeration on the wire: its values, or any other string a newer server sends. */
type Open<T extends string> = T | (string & {});
type PinnedTaskStatus =
  | 'waiting'
  | 'starting'
  | 'waiting_confirmation'
  | 'confirmed'
  | 'running'
  | 'stopping'
  | 'stopped'
  | 'success'
  | 'error';
type PinnedProjectRole = 'owner' | 'manager' | 'task_runner' | 'guest' | '';
type PinnedAssignableProjectRole = Exclude<PinnedProjectRole, ''>;
type PinnedTemplateType = '' | 'build' | 'deploy';
type PinnedAccessKeyType = 'ssh' | 'login_password' | 'none' | 'string';
type PinnedInventoryType =
  'static' | 'static-yaml' | 'file' | 'terraform-workspace' | 'tofu-workspace';
interface PinnedUserTotp {
  id: number;
  created?: string;
  user_id?: number;
  state?: string;
  confirmed_at?: string | null;
  recovery_acknowledged_at?: string | null;
  expires_at?: string | null;
}
interface PinnedUserTotpSetup {
  id: number;
  user_id?: number;
  url: string;
  recovery_code: string;
}
interface PinnedUser {
  id: number;
  created: string;
  username: string;
  name: string;
  email: string;
  admin: boolean;
  external: boolean;
  alert: boolean;
  // 2.12+ (newer §N1): absent or null without TOTP, and on 2.10.
  totp?: PinnedUserTotp | null;
}
interface PinnedCurrentUser extends PinnedUser {
  can_create_project: boolean;
}
interface PinnedUserListItem extends Partial<PinnedUser> {
  id: number;
  username: string;
  name: string;
}
interface PinnedOidcProvider {
  id: string;
  name: string;
  color: string;
  icon: string;
}
interface PinnedLdapProvider {
  id: string;
  name: string;
  color: string;
  icon: string;
}
interface PinnedLoginOptions {
  oidc_providers: PinnedOidcProvider[];
  login_with_password: boolean;
  ldap_providers: PinnedLdapProvider[];
  login_with_ldap: boolean;
  auth_methods: { totp?: { allow_recovery: boolean }; email?: Record<string, unknown> };
}
interface PinnedSystemInfo {
  version: string;
  ansible: string;
  web_host: string;
  use_remote_runner: boolean;
  // Newer servers (newer §N9): absent on 2.10, so optional.
  auth_methods?: {
    totp?: { allow_recovery: boolean } | null;
    email?: Record<string, unknown> | null;
  };
  premium_features?: Record<string, boolean>;
  schedule_timezone?: string;
  teams?: { invites_enabled: boolean; invite_type: string };
  roles?: {
    id?: number;
    slug?: string;
    name?: string;
    builtin_key?: string | null;
    permissions?: number;
  }[];
  features?: Record<string, unknown>;
  edition?: string;
}
interface PinnedAPIToken {
  id: string;
  created: string;
  expired: boolean;
  user_id: number;
  // Newer servers only (newer §N1, §N7): optional, absent on 2.10.
  name?: string;
  expires_at?: string | null;
  token_ref?: string;
}
interface PinnedProject {
  id: number;
  name: string;
  created: string;
  alert: boolean;
  alert_chat: string | null;
  max_parallel_tasks: number;
  type: string;
  vault_token?: string;
}
interface PinnedRoleAnswer {
  role: Open<PinnedProjectRole>;
  permissions: number;
}
interface PinnedProjectUser {
  id: number;
  username: string;
  name: string;
  role: Open<PinnedProjectRole>;
  role_id?: number;
}
interface PinnedAccessKeySsh {
  login: string;
  passphrase: string;
  private_key: string;
}
interface PinnedAccessKeyLoginPassword {
  login: string;
  password: string;
}
interface PinnedAccessKey {
  id: number;
  name: string;
  type: Open<PinnedAccessKeyType>;
  project_id: number | null;
  string?: string;
  login_password?: PinnedAccessKeyLoginPassword;
  ssh?: PinnedAccessKeySsh;
  override_secret?: boolean;
  empty?: boolean;
}
interface PinnedRepository {
  id: number;
  name: string;
  project_id: number;
  git_url: string;
  git_branch: string;
  ssh_key_id: number;
}
interface PinnedInventory {
  id: number;
  name: string;
  project_id: number;
  inventory: string;
  ssh_key_id: number | null;
  become_key_id: number | null;
  type: Open<PinnedInventoryType>;
  holder_id: number | null;
  template_id?: number | null;
  repository_id: number | null;
  runner_tag?: string;
}
type PinnedEnvironmentSecretType = 'var' | 'env';
type PinnedEnvironmentSecretOperation = 'create' | 'update' | 'delete' | '';
interface PinnedEnvironmentSecret {
  id: number;
  type: Open<PinnedEnvironmentSecretType>;
  name: string;
  secret: string;
  operation: Open<PinnedEnvironmentSecretOperation>;
}
interface PinnedEnvironment {
  id: number;
  name: string;
  project_id: number;
  password: string | null;
  json: string;
  env: string | null;
  secrets: PinnedEnvironmentSecret[] | null;
}
interface PinnedTemplateVault {
  id: number;
  project_id: number;
  template_id: number;
  vault_key_id: number;
  name: string | null;
  type?: Open<'password' | 'script'>;
  script?: string;
}
interface PinnedSurveyVarEnumValue {
  name: string;
  value: string;
}
interface PinnedSurveyVar {
  name: string;
  title: string;
  required: boolean;
  type: Open<'' | 'int' | 'enum' | 'secret' | 'text' | 'select'>;
  target?: Open<'' | 'env'>;
  description: string;
  values: PinnedSurveyVarEnumValue[] | null;
  default_value?: string | string[];
}
interface PinnedTaskParams {
  debug?: boolean;
  debug_level?: number;
  dry_run?: boolean;
  diff?: boolean;
  limit?: string[];
  tags?: string[];
  skip_tags?: string[];
  skip_galaxy_install?: boolean;
  plan?: boolean;
  destroy?: boolean;
  auto_approve?: boolean;
  upgrade?: boolean;
  reconfigure?: boolean;
  [param: string]: unknown;
}
interface PinnedTemplateTaskParams {
  allow_debug?: boolean;
  allow_override_inventory?: boolean;
  allow_override_limit?: boolean;
  allow_override_tags?: boolean;
  allow_override_skip_tags?: boolean;
  allow_override_skip_galaxy_install?: boolean;
  limit?: string[];
  tags?: string[];
  skip_tags?: string[];
  skip_galaxy_install?: boolean;
  allow_destroy?: boolean;
  allow_auto_approve?: boolean;
  auto_approve?: boolean;
  override_backend?: boolean;
  backend_filename?: string;
  [param: string]: unknown;
}
interface PinnedTask {
  id: number;
  template_id: number;
  project_id: number;
  status: Open<PinnedTaskStatus>;
  debug: boolean;
  dry_run: boolean;
  diff: boolean;
  playbook: string;
  environment: string;
  limit: string;
  secret: string;
  arguments: string | null;
  git_branch: string | null;
  user_id: number | null;
  integration_id: number | null;
  schedule_id: number | null;
  created: string;
  start: string | null;
  end: string | null;
  message: string;
  commit_hash: string | null;
  commit_message: string;
  build_task_id: number | null;
  version: string | null;
  inventory_id: number | null;
  params?: PinnedTaskParams;
}
interface PinnedTaskWithTpl extends PinnedTask {
  tpl_playbook: string;
  tpl_alias: string;
  tpl_type: Open<PinnedTemplateType>;
  tpl_app: string;
  user_name?: string | null;
  used_runner_id?: number | null;
  used_runner_name?: string | null;
  build_task?: PinnedTask | null;
}
interface PinnedTaskOutput {
  task_id: number;
  task?: string;
  time: string;
  output: string;
  id?: number;
  stage_id?: number | null;
}
interface PinnedTemplate {
  id: number;
  project_id: number;
  inventory_id: number | null;
  repository_id: number;
  environment_id: number | null;
  environment_ids?: number[];
  name: string;
  playbook: string;
  arguments: string | null;
  allow_override_args_in_task: boolean;
  description: string | null;
  vaults: PinnedTemplateVault[] | null;
  type: Open<PinnedTemplateType>;
  start_version: string | null;
  build_template_id: number | null;
  view_id: number | null;
  last_task?: PinnedTaskWithTpl | null;
  autorun: boolean;
  git_branch: string | null;
  survey_vars: PinnedSurveyVar[] | null;
  suppress_success_alerts: boolean;
  app: string;
  tasks?: number;
  task_params?: PinnedTemplateTaskParams;
  allow_override_branch_in_task?: boolean;
  allow_parallel_tasks?: boolean;
  allow_any_vars_in_task?: boolean;
  runner_tag?: string;
}
interface PinnedSchedule {
  id: number;
  project_id: number;
  template_id: number;
  cron_format: string;
  name: string;
  active: boolean;
  repository_id: number | null;
  type?: Open<'' | 'run_at'>;
  run_at?: string | null;
  delete_after_run?: boolean;
  task_params?: {
    environment?: string;
    arguments?: string | null;
    git_branch?: string | null;
    message?: string;
    version?: string | null;
    inventory_id?: number | null;
    params?: PinnedTaskParams;
  } | null;
}
interface PinnedScheduleWithTpl extends PinnedSchedule {
  tpl_name: string;
}
interface PinnedView {
  id: number;
  project_id: number;
  title: string;
  position: number;
  hidden?: boolean;
  type?: string;
  sort_column?: string;
  sort_reverse?: boolean;
}
interface PinnedEvent {
  user_id: number | null;
  project_id: number | null;
  integration_id?: number | null;
  object_id: number | null;
  object_type: string | null;
  description: string | null;
  created: string;
  object_name?: string;
  project_name?: string | null;
  username?: string | null;
}
type PinnedIntegrationAuthMethod = '' | 'github' | 'token' | 'hmac' | (string & {});
interface PinnedIntegration {
  id: number;
  name: string;
  project_id: number;
  template_id: number;
  auth_method: PinnedIntegrationAuthMethod;
  auth_secret_id: number | null;
  auth_header: string;
  searchable: boolean;
  task_params: Record<string, unknown> | null;
}
interface PinnedIntegrationMatcher {
  id: number;
  integration_id: number;
  name: string;
  match_type: string;
  method: string;
  body_data_type: string;
  key: string;
  value: string;
}
interface PinnedIntegrationExtractValue {
  id: number;
  integration_id: number;
  name: string;
  value_source: string;
  body_data_type: string;
  key: string;
  variable: string;
}
interface PinnedIntegrationAlias {
  id: number;
  url: string;
}
interface PinnedObjectReferrer {
  id: number;
  name: string;
}
interface PinnedObjectReferrers {
  templates: PinnedObjectReferrer[];
  inventories: PinnedObjectReferrer[];
  repositories: PinnedObjectReferrer[];
  schedules?: PinnedObjectReferrer[];
}
interface PinnedIntegrationReferrers {
  matchers: PinnedObjectReferrer[] | null;
  values: PinnedObjectReferrer[] | null;
}
interface PinnedIntegrationChildReferrers {
  integrations: PinnedObjectReferrer[] | null;
}
interface PinnedRunner {
  id: number;
  project_id: number | null;
  webhook: string;
  max_parallel_tasks: number;
  active: boolean;
  name: string;
  token?: string;
  private_key?: string;
  is_default?: boolean;
  tags?: string[];
  touched?: string | null;
  cleaning_requested?: string | null;
  registered?: boolean;
  status?: string;
}
interface PinnedApp {
  id?: string;
  active: boolean;
  priority: number;
  title: string;
  icon: string;
  color: string;
  dark_color: string;
  path: string;
  args: string[] | null;
}
interface PinnedActiveTask {
  task_id: number;
  project_id: number;
  username?: string;
  runner_id?: number;
  status: Open<PinnedTaskStatus>;
  location: string;
}
interface PinnedProjectBackup {
  meta: { name: string; [field: string]: unknown };
  [section: string]: unknown;
}
interface PinnedWsUpdate {
  type: 'update';
  task_id: number;
  project_id: number;
  template_id: number;
  status: Open<PinnedTaskStatus>;
  start: string | null;
  end: string | null;
  version: string | null;
}
interface PinnedWsLog {
  type: 'log';
  task_id: number;
  project_id: number;
  time: string;
  output: string;
}
type PinnedWsMessage = PinnedWsUpdate | PinnedWsLog;
interface PinnedServerCapabilities {
  version: { raw: string; major: number; minor: number; patch: number } | null;
  runFlagsInParams: boolean;
  totp: boolean;
  totpRecovery: boolean;
  emailOtp: boolean;
  ldap: boolean;
  premiumFeatures: Record<string, boolean>;
  scheduleTimezone: string;
  teams: { invitesEnabled: boolean; inviteType: string };
  useRemoteRunner: boolean;
  edition: string | null;
}

describe('public wire types', () => {
  it('are unchanged', () => {
    expectTypeOf<api.TaskStatus>().toEqualTypeOf<PinnedTaskStatus>();
    expectTypeOf<api.ProjectRole>().toEqualTypeOf<PinnedProjectRole>();
    expectTypeOf<api.AssignableProjectRole>().toEqualTypeOf<PinnedAssignableProjectRole>();
    expectTypeOf<api.TemplateType>().toEqualTypeOf<PinnedTemplateType>();
    expectTypeOf<api.AccessKeyType>().toEqualTypeOf<PinnedAccessKeyType>();
    expectTypeOf<api.InventoryType>().toEqualTypeOf<PinnedInventoryType>();
    expectTypeOf<api.User>().toEqualTypeOf<PinnedUser>();
    expectTypeOf<api.CurrentUser>().toEqualTypeOf<PinnedCurrentUser>();
    expectTypeOf<api.UserListItem>().toEqualTypeOf<PinnedUserListItem>();
    expectTypeOf<api.UserTotp>().toEqualTypeOf<PinnedUserTotp>();
    expectTypeOf<api.UserTotpSetup>().toEqualTypeOf<PinnedUserTotpSetup>();
    expectTypeOf<api.OidcProvider>().toEqualTypeOf<PinnedOidcProvider>();
    expectTypeOf<api.LoginOptions>().toEqualTypeOf<PinnedLoginOptions>();
    expectTypeOf<api.SystemInfo>().toEqualTypeOf<PinnedSystemInfo>();
    expectTypeOf<api.APIToken>().toEqualTypeOf<PinnedAPIToken>();
    expectTypeOf<api.Project>().toEqualTypeOf<PinnedProject>();
    expectTypeOf<api.RoleAnswer>().toEqualTypeOf<PinnedRoleAnswer>();
    expectTypeOf<api.ProjectUser>().toEqualTypeOf<PinnedProjectUser>();
    expectTypeOf<api.AccessKeySsh>().toEqualTypeOf<PinnedAccessKeySsh>();
    expectTypeOf<api.AccessKeyLoginPassword>().toEqualTypeOf<PinnedAccessKeyLoginPassword>();
    expectTypeOf<api.AccessKey>().toEqualTypeOf<PinnedAccessKey>();
    expectTypeOf<api.Repository>().toEqualTypeOf<PinnedRepository>();
    expectTypeOf<api.Inventory>().toEqualTypeOf<PinnedInventory>();
    expectTypeOf<api.EnvironmentSecretType>().toEqualTypeOf<PinnedEnvironmentSecretType>();
    expectTypeOf<api.EnvironmentSecretOperation>().toEqualTypeOf<PinnedEnvironmentSecretOperation>();
    expectTypeOf<api.EnvironmentSecret>().toEqualTypeOf<PinnedEnvironmentSecret>();
    expectTypeOf<api.Environment>().toEqualTypeOf<PinnedEnvironment>();
    expectTypeOf<api.TemplateVault>().toEqualTypeOf<PinnedTemplateVault>();
    expectTypeOf<api.SurveyVarEnumValue>().toEqualTypeOf<PinnedSurveyVarEnumValue>();
    expectTypeOf<api.SurveyVar>().toEqualTypeOf<PinnedSurveyVar>();
    expectTypeOf<api.Task>().toEqualTypeOf<PinnedTask>();
    expectTypeOf<api.TaskWithTpl>().toEqualTypeOf<PinnedTaskWithTpl>();
    expectTypeOf<api.TaskOutput>().toEqualTypeOf<PinnedTaskOutput>();
    expectTypeOf<api.Template>().toEqualTypeOf<PinnedTemplate>();
    expectTypeOf<api.Schedule>().toEqualTypeOf<PinnedSchedule>();
    expectTypeOf<api.ScheduleWithTpl>().toEqualTypeOf<PinnedScheduleWithTpl>();
    expectTypeOf<api.View>().toEqualTypeOf<PinnedView>();
    expectTypeOf<api.Event>().toEqualTypeOf<PinnedEvent>();
    expectTypeOf<api.IntegrationAuthMethod>().toEqualTypeOf<PinnedIntegrationAuthMethod>();
    expectTypeOf<api.Integration>().toEqualTypeOf<PinnedIntegration>();
    expectTypeOf<api.IntegrationMatcher>().toEqualTypeOf<PinnedIntegrationMatcher>();
    expectTypeOf<api.IntegrationExtractValue>().toEqualTypeOf<PinnedIntegrationExtractValue>();
    expectTypeOf<api.IntegrationAlias>().toEqualTypeOf<PinnedIntegrationAlias>();
    expectTypeOf<api.ObjectReferrer>().toEqualTypeOf<PinnedObjectReferrer>();
    expectTypeOf<api.ObjectReferrers>().toEqualTypeOf<PinnedObjectReferrers>();
    expectTypeOf<api.IntegrationReferrers>().toEqualTypeOf<PinnedIntegrationReferrers>();
    expectTypeOf<api.IntegrationChildReferrers>().toEqualTypeOf<PinnedIntegrationChildReferrers>();
    expectTypeOf<api.Runner>().toEqualTypeOf<PinnedRunner>();
    expectTypeOf<api.App>().toEqualTypeOf<PinnedApp>();
    expectTypeOf<api.ActiveTask>().toEqualTypeOf<PinnedActiveTask>();
    expectTypeOf<api.ProjectBackup>().toEqualTypeOf<PinnedProjectBackup>();
    expectTypeOf<api.WsUpdate>().toEqualTypeOf<PinnedWsUpdate>();
    expectTypeOf<api.WsLog>().toEqualTypeOf<PinnedWsLog>();
    expectTypeOf<api.WsMessage>().toEqualTypeOf<PinnedWsMessage>();
  });

  it('name both dialects (newer §N1, §N4, §N9)', () => {
    expectTypeOf<api.TaskParams>().toEqualTypeOf<PinnedTaskParams>();
    expectTypeOf<api.TemplateTaskParams>().toEqualTypeOf<PinnedTemplateTaskParams>();
    expectTypeOf<api.ServerCapabilities>().toEqualTypeOf<PinnedServerCapabilities>();
    expectTypeOf<api.ApiClient['capabilities']>().toEqualTypeOf<
      (options?: { refresh?: boolean }) => Promise<PinnedServerCapabilities>
    >();
    expectTypeOf<api.ApiClient['probe']>().toEqualTypeOf<(path: string) => Promise<boolean>>();
    expectTypeOf<typeof api.capabilitiesFrom>().toEqualTypeOf<
      (info: api.SystemInfo | null, loginOptions: api.LoginOptions | null) => api.ServerCapabilities
    >();
    // The run flags are one typed view: required booleans on every task.
    expectTypeOf<api.Task['debug']>().toEqualTypeOf<boolean>();
    expectTypeOf<api.TaskWithTpl['dry_run']>().toEqualTypeOf<boolean>();
  });

  it('are the outputs of their schemas', () => {
    expectTypeOf<v.InferOutput<typeof api.TaskStatusSchema>>().toEqualTypeOf<
      api.OpenEnum<api.TaskStatus>
    >();
    expectTypeOf<v.InferOutput<typeof api.ProjectRoleSchema>>().toEqualTypeOf<
      api.OpenEnum<api.ProjectRole>
    >();
    expectTypeOf<v.InferOutput<typeof api.UserSchema>>().toEqualTypeOf<api.User>();
    expectTypeOf<v.InferOutput<typeof api.CurrentUserSchema>>().toEqualTypeOf<api.CurrentUser>();
    expectTypeOf<v.InferOutput<typeof api.UserListItemSchema>>().toEqualTypeOf<api.UserListItem>();
    expectTypeOf<v.InferOutput<typeof api.OidcProviderSchema>>().toEqualTypeOf<api.OidcProvider>();
    expectTypeOf<v.InferOutput<typeof api.LoginOptionsSchema>>().toEqualTypeOf<api.LoginOptions>();
    expectTypeOf<v.InferOutput<typeof api.SystemInfoSchema>>().toEqualTypeOf<api.SystemInfo>();
    expectTypeOf<v.InferOutput<typeof api.APITokenSchema>>().toEqualTypeOf<api.APIToken>();
    expectTypeOf<v.InferOutput<typeof api.ProjectSchema>>().toEqualTypeOf<api.Project>();
    expectTypeOf<v.InferOutput<typeof api.RoleAnswerSchema>>().toEqualTypeOf<api.RoleAnswer>();
    expectTypeOf<v.InferOutput<typeof api.ProjectUserSchema>>().toEqualTypeOf<api.ProjectUser>();
    expectTypeOf<v.InferOutput<typeof api.AccessKeySchema>>().toEqualTypeOf<api.AccessKey>();
    expectTypeOf<v.InferOutput<typeof api.RepositorySchema>>().toEqualTypeOf<api.Repository>();
    expectTypeOf<v.InferOutput<typeof api.InventorySchema>>().toEqualTypeOf<api.Inventory>();
    expectTypeOf<
      v.InferOutput<typeof api.EnvironmentSecretSchema>
    >().toEqualTypeOf<api.EnvironmentSecret>();
    expectTypeOf<v.InferOutput<typeof api.EnvironmentSchema>>().toEqualTypeOf<api.Environment>();
    expectTypeOf<
      v.InferOutput<typeof api.TemplateVaultSchema>
    >().toEqualTypeOf<api.TemplateVault>();
    expectTypeOf<v.InferOutput<typeof api.SurveyVarSchema>>().toEqualTypeOf<api.SurveyVar>();
    expectTypeOf<v.InferOutput<typeof api.TaskParamsSchema>>().toEqualTypeOf<api.TaskParams>();
    expectTypeOf<
      v.InferOutput<typeof api.TemplateTaskParamsSchema>
    >().toEqualTypeOf<api.TemplateTaskParams>();
    expectTypeOf<v.InferOutput<typeof api.TaskSchema>>().toEqualTypeOf<api.Task>();
    expectTypeOf<v.InferOutput<typeof api.TaskWithTplSchema>>().toEqualTypeOf<api.TaskWithTpl>();
    expectTypeOf<v.InferOutput<typeof api.TaskOutputSchema>>().toEqualTypeOf<api.TaskOutput>();
    expectTypeOf<v.InferOutput<typeof api.TemplateSchema>>().toEqualTypeOf<api.Template>();
    expectTypeOf<v.InferOutput<typeof api.ScheduleSchema>>().toEqualTypeOf<api.Schedule>();
    expectTypeOf<
      v.InferOutput<typeof api.ScheduleWithTplSchema>
    >().toEqualTypeOf<api.ScheduleWithTpl>();
    expectTypeOf<v.InferOutput<typeof api.ViewSchema>>().toEqualTypeOf<api.View>();
    expectTypeOf<v.InferOutput<typeof api.EventSchema>>().toEqualTypeOf<api.Event>();
    expectTypeOf<v.InferOutput<typeof api.IntegrationSchema>>().toEqualTypeOf<api.Integration>();
    expectTypeOf<
      v.InferOutput<typeof api.IntegrationMatcherSchema>
    >().toEqualTypeOf<api.IntegrationMatcher>();
    expectTypeOf<
      v.InferOutput<typeof api.IntegrationExtractValueSchema>
    >().toEqualTypeOf<api.IntegrationExtractValue>();
    expectTypeOf<
      v.InferOutput<typeof api.IntegrationAliasSchema>
    >().toEqualTypeOf<api.IntegrationAlias>();
    expectTypeOf<
      v.InferOutput<typeof api.ObjectReferrerSchema>
    >().toEqualTypeOf<api.ObjectReferrer>();
    expectTypeOf<
      v.InferOutput<typeof api.ObjectReferrersSchema>
    >().toEqualTypeOf<api.ObjectReferrers>();
    expectTypeOf<
      v.InferOutput<typeof api.IntegrationReferrersSchema>
    >().toEqualTypeOf<api.IntegrationReferrers>();
    expectTypeOf<
      v.InferOutput<typeof api.IntegrationChildReferrersSchema>
    >().toEqualTypeOf<api.IntegrationChildReferrers>();
    expectTypeOf<v.InferOutput<typeof api.RunnerSchema>>().toEqualTypeOf<api.Runner>();
    expectTypeOf<v.InferOutput<typeof api.AppSchema>>().toEqualTypeOf<api.App>();
    expectTypeOf<v.InferOutput<typeof api.ActiveTaskSchema>>().toEqualTypeOf<api.ActiveTask>();
    expectTypeOf<
      v.InferOutput<typeof api.ProjectBackupSchema>
    >().toEqualTypeOf<api.ProjectBackup>();
    expectTypeOf<v.InferOutput<typeof api.WsUpdateSchema>>().toEqualTypeOf<api.WsUpdate>();
    expectTypeOf<v.InferOutput<typeof api.WsLogSchema>>().toEqualTypeOf<api.WsLog>();
    expectTypeOf<v.InferOutput<typeof api.WsMessageSchema>>().toEqualTypeOf<api.WsMessage>();
  });
});

describe('the ./auth entry (the session part alone)', () => {
  it('is the same session API as the whole client, with the same wire types', () => {
    expectTypeOf<auth.AuthApi>().toEqualTypeOf<api.ApiClient['auth']>();
    expectTypeOf<auth.AuthClient['ping']>().toEqualTypeOf<api.ApiClient['ping']>();
    expectTypeOf<auth.AuthClient['user']['get']>().toEqualTypeOf<api.ApiClient['user']['get']>();
    expectTypeOf<typeof auth.createAuthClient>().parameters.toEqualTypeOf<[api.ApiClientOptions]>();
    expectTypeOf<auth.CurrentUser>().toEqualTypeOf<api.CurrentUser>();
    expectTypeOf<auth.LoginOptions>().toEqualTypeOf<api.LoginOptions>();
    expectTypeOf<auth.OidcProvider>().toEqualTypeOf<api.OidcProvider>();
    expectTypeOf<auth.LoginRequest>().toEqualTypeOf<api.LoginRequest>();
    expectTypeOf<typeof auth.HttpError>().toEqualTypeOf<typeof api.HttpError>();
    expectTypeOf<typeof auth.errorMessage>().toEqualTypeOf<typeof api.errorMessage>();
  });
});

// Request bodies (inputs.ts).
interface PinnedLoginRequest {
  auth: string;
  password: string;
  method?: '' | 'password' | 'ldap';
  provider?: string;
}
interface PinnedUserCreate {
  username: string;
  name: string;
  email: string;
  password: string;
  admin?: boolean;
  alert?: boolean;
  external?: boolean;
}
interface PinnedUserUpdate {
  username: string;
  name: string;
  email: string;
  admin: boolean;
  alert: boolean;
  password?: string;
}
interface PinnedProjectCreate {
  name: string;
  alert?: boolean;
  alert_chat?: string | null;
  max_parallel_tasks?: number;
  type?: string;
  demo?: boolean;
}
interface PinnedProjectUpdate {
  name: string;
  alert: boolean;
  alert_chat: string | null;
  max_parallel_tasks: number;
  type?: string;
  created?: string;
}
interface PinnedTeamMemberAdd {
  user_id: number;
  role: api.AssignableProjectRole;
  role_id?: number;
}
interface PinnedAccessKeyCreate {
  name: string;
  type: api.AccessKeyType;
  string?: string;
  login_password?: Partial<api.AccessKeyLoginPassword>;
  ssh?: Partial<api.AccessKeySsh>;
}
interface PinnedAccessKeyUpdate extends PinnedAccessKeyCreate {
  override_secret?: boolean;
}
interface PinnedRepositoryInput {
  name: string;
  git_url: string;
  git_branch: string;
  ssh_key_id: number;
}
interface PinnedInventoryInput {
  name: string;
  type: api.InventoryType;
  inventory: string;
  ssh_key_id?: number | null;
  become_key_id?: number | null;
  holder_id?: number | null;
  template_id?: number | null;
  repository_id?: number | null;
  runner_tag?: string | null;
}
interface PinnedEnvironmentSecretInput {
  id?: number;
  type: api.EnvironmentSecretType;
  name: string;
  secret?: string;
  operation: Exclude<api.EnvironmentSecretOperation, ''>;
}
interface PinnedEnvironmentInput {
  name: string;
  json: string;
  env?: string | null;
  password?: string | null;
  secrets?: PinnedEnvironmentSecretInput[];
}
interface PinnedTemplateVaultInput {
  id?: number;
  vault_key_id?: number | null;
  name: string | null;
  type?: api.OpenEnum<api.TemplateVaultType>;
  script?: string | null;
}
interface PinnedTemplateInput {
  name: string;
  app: string;
  playbook: string;
  repository_id: number;
  inventory_id?: number | null;
  environment_id?: number | null;
  environment_ids?: number[];
  arguments?: string | null;
  allow_override_args_in_task?: boolean;
  description?: string | null;
  vaults?: PinnedTemplateVaultInput[] | null;
  type?: api.TemplateType;
  start_version?: string | null;
  build_template_id?: number | null;
  view_id?: number | null;
  autorun?: boolean;
  git_branch?: string | null;
  survey_vars?: api.SurveyVar[] | null;
  suppress_success_alerts?: boolean;
  task_params?: api.TemplateTaskParams;
  allow_override_branch_in_task?: boolean;
  allow_parallel_tasks?: boolean;
  allow_any_vars_in_task?: boolean;
  runner_tag?: string | null;
}
interface PinnedTaskCreate {
  template_id: number;
  debug?: boolean;
  dry_run?: boolean;
  diff?: boolean;
  playbook?: string;
  environment?: string;
  limit?: string;
  secret?: string;
  arguments?: string | null;
  git_branch?: string | null;
  message?: string;
  commit_hash?: string | null;
  build_task_id?: number | null;
  inventory_id?: number | null;
  params?: api.TaskParams;
}
interface PinnedScheduleInput {
  template_id: number;
  cron_format: string;
  name: string;
  active?: boolean;
  repository_id?: number | null;
  type?: api.OpenEnum<api.ScheduleType>;
  run_at?: string | null;
  delete_after_run?: boolean;
  task_params?: api.ScheduleTaskParams | null;
}
interface PinnedAPITokenCreate {
  name?: string;
  expires_at?: string;
}
interface PinnedViewInput {
  title: string;
  position: number;
}
interface PinnedIntegrationInput {
  name: string;
  template_id: number;
  auth_method?: api.IntegrationAuthMethod;
  auth_secret_id?: number | null;
  auth_header?: string;
  searchable?: boolean;
  task_params?: Record<string, unknown> | null;
}
type PinnedIntegrationMatcherInput = Omit<PinnedIntegrationMatcher, 'id' | 'integration_id'>;
interface PinnedIntegrationExtractValueInput {
  name: string;
  value_source: string;
  body_data_type: string;
  key: string;
  variable: string;
}
interface PinnedRunnerInput {
  name: string;
  webhook: string;
  max_parallel_tasks: number;
  active: boolean;
}
type PinnedAppInput = Omit<api.App, 'id'>;

/** Each request body: its type and its schema. */
interface Bodies {
  LoginRequest: [api.LoginRequest, typeof api.LoginRequestSchema];
  UserCreate: [api.UserCreate, typeof api.UserCreateSchema];
  UserUpdate: [api.UserUpdate, typeof api.UserUpdateSchema];
  ProjectCreate: [api.ProjectCreate, typeof api.ProjectCreateSchema];
  ProjectUpdate: [api.ProjectUpdate, typeof api.ProjectUpdateSchema];
  TeamMemberAdd: [api.TeamMemberAdd, typeof api.TeamMemberAddSchema];
  AccessKeyCreate: [api.AccessKeyCreate, typeof api.AccessKeyCreateSchema];
  AccessKeyUpdate: [api.AccessKeyUpdate, typeof api.AccessKeyUpdateSchema];
  RepositoryInput: [api.RepositoryInput, typeof api.RepositoryInputSchema];
  InventoryInput: [api.InventoryInput, typeof api.InventoryInputSchema];
  EnvironmentSecretInput: [api.EnvironmentSecretInput, typeof api.EnvironmentSecretInputSchema];
  EnvironmentInput: [api.EnvironmentInput, typeof api.EnvironmentInputSchema];
  TemplateVaultInput: [api.TemplateVaultInput, typeof api.TemplateVaultInputSchema];
  TemplateInput: [api.TemplateInput, typeof api.TemplateInputSchema];
  TaskCreate: [api.TaskCreate, typeof api.TaskCreateSchema];
  ScheduleInput: [api.ScheduleInput, typeof api.ScheduleInputSchema];
  APITokenCreate: [api.APITokenCreate, typeof api.APITokenCreateSchema];
  ViewInput: [api.ViewInput, typeof api.ViewInputSchema];
  IntegrationInput: [api.IntegrationInput, typeof api.IntegrationInputSchema];
  IntegrationMatcherInput: [api.IntegrationMatcherInput, typeof api.IntegrationMatcherInputSchema];
  IntegrationExtractValueInput: [
    api.IntegrationExtractValueInput,
    typeof api.IntegrationExtractValueInputSchema,
  ];
  RunnerInput: [api.RunnerInput, typeof api.RunnerInputSchema];
  AppInput: [api.AppInput, typeof api.AppInputSchema];
}

/** The pinned shapes, by body. */
interface PinnedBodies {
  LoginRequest: PinnedLoginRequest;
  UserCreate: PinnedUserCreate;
  UserUpdate: PinnedUserUpdate;
  ProjectCreate: PinnedProjectCreate;
  ProjectUpdate: PinnedProjectUpdate;
  TeamMemberAdd: PinnedTeamMemberAdd;
  AccessKeyCreate: PinnedAccessKeyCreate;
  AccessKeyUpdate: PinnedAccessKeyUpdate;
  RepositoryInput: PinnedRepositoryInput;
  InventoryInput: PinnedInventoryInput;
  EnvironmentSecretInput: PinnedEnvironmentSecretInput;
  EnvironmentInput: PinnedEnvironmentInput;
  TemplateVaultInput: PinnedTemplateVaultInput;
  TemplateInput: PinnedTemplateInput;
  TaskCreate: PinnedTaskCreate;
  ScheduleInput: PinnedScheduleInput;
  APITokenCreate: PinnedAPITokenCreate;
  ViewInput: PinnedViewInput;
  IntegrationInput: PinnedIntegrationInput;
  IntegrationMatcherInput: PinnedIntegrationMatcherInput;
  IntegrationExtractValueInput: PinnedIntegrationExtractValueInput;
  RunnerInput: PinnedRunnerInput;
  AppInput: PinnedAppInput;
}

describe('request bodies', () => {
  it('keep their types, and their schemas infer them', () => {
    expectTypeOf<{ [K in keyof Bodies]: Bodies[K][0] }>().toEqualTypeOf<PinnedBodies>();
    expectTypeOf<{
      [K in keyof Bodies]: v.InferInput<Bodies[K][1]>;
    }>().toEqualTypeOf<PinnedBodies>();
  });
});
