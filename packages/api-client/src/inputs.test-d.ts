/**
 * Pins the request body types: the shapes below are what the api-client promised before its
 * request bodies were inferred from their schemas (`inputs.ts`). A schema change that changes a
 * body type fails here.
 */
import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type * as api from './index';
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
} from './index';

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
  role: AssignableProjectRole;
  role_id?: number;
}
interface PinnedAccessKeyCreate {
  name: string;
  type: AccessKeyType;
  string?: string;
  login_password?: Partial<AccessKeyLoginPassword>;
  ssh?: Partial<AccessKeySsh>;
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
  type: InventoryType;
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
  type: EnvironmentSecretType;
  name: string;
  secret?: string;
  operation: Exclude<EnvironmentSecretOperation, ''>;
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
  type?: OpenEnum<TemplateVaultType>;
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
  type?: TemplateType;
  start_version?: string | null;
  build_template_id?: number | null;
  view_id?: number | null;
  autorun?: boolean;
  git_branch?: string | null;
  survey_vars?: SurveyVar[] | null;
  suppress_success_alerts?: boolean;
  task_params?: TemplateTaskParams;
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
  params?: TaskParams;
}
interface PinnedScheduleInput {
  template_id: number;
  cron_format: string;
  name: string;
  active?: boolean;
  repository_id?: number | null;
  type?: OpenEnum<ScheduleType>;
  run_at?: string | null;
  delete_after_run?: boolean;
  task_params?: ScheduleTaskParams | null;
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
  auth_method?: IntegrationAuthMethod;
  auth_secret_id?: number | null;
  auth_header?: string;
  searchable?: boolean;
  task_params?: Record<string, unknown> | null;
}
interface PinnedIntegrationMatcherInput {
  name: string;
  match_type: string;
  method: string;
  body_data_type: string;
  key: string;
  value: string;
}
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
type PinnedAppInput = Omit<App, 'id'>;

describe('request bodies', () => {
  it('keep their types', () => {
    expectTypeOf<api.LoginRequest>().toEqualTypeOf<PinnedLoginRequest>();
    expectTypeOf<api.UserCreate>().toEqualTypeOf<PinnedUserCreate>();
    expectTypeOf<api.UserUpdate>().toEqualTypeOf<PinnedUserUpdate>();
    expectTypeOf<api.ProjectCreate>().toEqualTypeOf<PinnedProjectCreate>();
    expectTypeOf<api.ProjectUpdate>().toEqualTypeOf<PinnedProjectUpdate>();
    expectTypeOf<api.TeamMemberAdd>().toEqualTypeOf<PinnedTeamMemberAdd>();
    expectTypeOf<api.AccessKeyCreate>().toEqualTypeOf<PinnedAccessKeyCreate>();
    expectTypeOf<api.AccessKeyUpdate>().toEqualTypeOf<PinnedAccessKeyUpdate>();
    expectTypeOf<api.RepositoryInput>().toEqualTypeOf<PinnedRepositoryInput>();
    expectTypeOf<api.InventoryInput>().toEqualTypeOf<PinnedInventoryInput>();
    expectTypeOf<api.EnvironmentSecretInput>().toEqualTypeOf<PinnedEnvironmentSecretInput>();
    expectTypeOf<api.EnvironmentInput>().toEqualTypeOf<PinnedEnvironmentInput>();
    expectTypeOf<api.TemplateVaultInput>().toEqualTypeOf<PinnedTemplateVaultInput>();
    expectTypeOf<api.TemplateInput>().toEqualTypeOf<PinnedTemplateInput>();
    expectTypeOf<api.TaskCreate>().toEqualTypeOf<PinnedTaskCreate>();
    expectTypeOf<api.ScheduleInput>().toEqualTypeOf<PinnedScheduleInput>();
    expectTypeOf<api.APITokenCreate>().toEqualTypeOf<PinnedAPITokenCreate>();
    expectTypeOf<api.ViewInput>().toEqualTypeOf<PinnedViewInput>();
    expectTypeOf<api.IntegrationInput>().toEqualTypeOf<PinnedIntegrationInput>();
    expectTypeOf<api.IntegrationMatcherInput>().toEqualTypeOf<PinnedIntegrationMatcherInput>();
    expectTypeOf<api.IntegrationExtractValueInput>().toEqualTypeOf<PinnedIntegrationExtractValueInput>();
    expectTypeOf<api.RunnerInput>().toEqualTypeOf<PinnedRunnerInput>();
    expectTypeOf<api.AppInput>().toEqualTypeOf<PinnedAppInput>();
    expectTypeOf<v.InferInput<typeof api.LoginRequestSchema>>().toEqualTypeOf<PinnedLoginRequest>();
    expectTypeOf<v.InferInput<typeof api.UserCreateSchema>>().toEqualTypeOf<PinnedUserCreate>();
    expectTypeOf<v.InferInput<typeof api.UserUpdateSchema>>().toEqualTypeOf<PinnedUserUpdate>();
    expectTypeOf<
      v.InferInput<typeof api.ProjectCreateSchema>
    >().toEqualTypeOf<PinnedProjectCreate>();
    expectTypeOf<
      v.InferInput<typeof api.ProjectUpdateSchema>
    >().toEqualTypeOf<PinnedProjectUpdate>();
    expectTypeOf<
      v.InferInput<typeof api.TeamMemberAddSchema>
    >().toEqualTypeOf<PinnedTeamMemberAdd>();
    expectTypeOf<
      v.InferInput<typeof api.AccessKeyCreateSchema>
    >().toEqualTypeOf<PinnedAccessKeyCreate>();
    expectTypeOf<
      v.InferInput<typeof api.AccessKeyUpdateSchema>
    >().toEqualTypeOf<PinnedAccessKeyUpdate>();
    expectTypeOf<
      v.InferInput<typeof api.RepositoryInputSchema>
    >().toEqualTypeOf<PinnedRepositoryInput>();
    expectTypeOf<
      v.InferInput<typeof api.InventoryInputSchema>
    >().toEqualTypeOf<PinnedInventoryInput>();
    expectTypeOf<
      v.InferInput<typeof api.EnvironmentSecretInputSchema>
    >().toEqualTypeOf<PinnedEnvironmentSecretInput>();
    expectTypeOf<
      v.InferInput<typeof api.EnvironmentInputSchema>
    >().toEqualTypeOf<PinnedEnvironmentInput>();
    expectTypeOf<
      v.InferInput<typeof api.TemplateVaultInputSchema>
    >().toEqualTypeOf<PinnedTemplateVaultInput>();
    expectTypeOf<
      v.InferInput<typeof api.TemplateInputSchema>
    >().toEqualTypeOf<PinnedTemplateInput>();
    expectTypeOf<v.InferInput<typeof api.TaskCreateSchema>>().toEqualTypeOf<PinnedTaskCreate>();
    expectTypeOf<
      v.InferInput<typeof api.ScheduleInputSchema>
    >().toEqualTypeOf<PinnedScheduleInput>();
    expectTypeOf<
      v.InferInput<typeof api.APITokenCreateSchema>
    >().toEqualTypeOf<PinnedAPITokenCreate>();
    expectTypeOf<v.InferInput<typeof api.ViewInputSchema>>().toEqualTypeOf<PinnedViewInput>();
    expectTypeOf<
      v.InferInput<typeof api.IntegrationInputSchema>
    >().toEqualTypeOf<PinnedIntegrationInput>();
    expectTypeOf<
      v.InferInput<typeof api.IntegrationMatcherInputSchema>
    >().toEqualTypeOf<PinnedIntegrationMatcherInput>();
    expectTypeOf<
      v.InferInput<typeof api.IntegrationExtractValueInputSchema>
    >().toEqualTypeOf<PinnedIntegrationExtractValueInput>();
    expectTypeOf<v.InferInput<typeof api.RunnerInputSchema>>().toEqualTypeOf<PinnedRunnerInput>();
    expectTypeOf<v.InferInput<typeof api.AppInputSchema>>().toEqualTypeOf<PinnedAppInput>();
  });
});
