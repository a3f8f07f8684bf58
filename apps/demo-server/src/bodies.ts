/**
 * Request bodies of the write routes, as valibot schemas. They check types the way the real
 * server's Go JSON decoder does (API §1.2): every field may be absent or `null` (the route then uses
 * the zero value), unknown fields are ignored, and a value of the wrong type is bad input. Unlike
 * the real server, bad input always answers **400 `{"error": "<field path>: <problem>"}`** and never
 * reaches the route (no input produces a 500). What the routes check beyond types (required names,
 * ids that must match, the server's own messages) stays in the routes.
 *
 * The api-client's request bodies (`packages/api-client/src/inputs.ts`) must pass these schemas:
 * the compile-time checks at the end of this file fail when the two drift apart.
 */
import type {
  AccessKeyUpdate,
  AppInput,
  EnvironmentInput,
  IntegrationExtractValueInput,
  IntegrationInput,
  IntegrationMatcherInput,
  InventoryInput,
  LoginRequest,
  ProjectCreate,
  ProjectUpdate,
  RepositoryInput,
  RunnerInput,
  ScheduleInput,
  TaskCreate,
  TeamMemberAdd,
  TemplateInput,
  UserCreate,
  UserUpdate,
  ViewInput,
} from '@semaphore-console/api-client';
import * as v from 'valibot';

/** A Go `string` field: absent or null = `""`. */
const str = v.nullish(v.string());
/** A Go integer field (ids, counts): absent or null = 0 / null; must be a safe integer. */
const int = v.nullish(v.pipe(v.number(), v.safeInteger()));
/** A Go `bool` field: absent or null = false. */
const bool = v.nullish(v.boolean());
/** A nested Go struct: absent or null = the zero struct; unknown fields ignored (dropped). */
const struct = <E extends v.ObjectEntries>(entries: E) => v.nullish(item(entries));
/** An element of a nested list: an object (not null); unknown fields ignored (dropped). */
const item = <E extends v.ObjectEntries>(entries: E) => v.object(entries);
/** A Go slice of `item`: absent or null = empty. */
const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item));
/** A request body: a JSON object; unknown fields are ignored (API §1.2). */
const body = <E extends v.ObjectEntries>(entries: E) => v.looseObject(entries);

/** `POST /api/auth/login` (API §2.3). */
export const LoginBody = body({ auth: str, password: str });

/** `POST /api/users`, `PUT /api/users/{id}` (API §6.3). */
export const UserBody = body({
  username: str,
  name: str,
  email: str,
  password: str,
  admin: bool,
  alert: bool,
  external: bool,
});

/** `POST /api/users/{id}/password` (API §6.3). */
export const PasswordBody = body({ password: str });

/** `POST /api/projects`, `PUT /api/project/{id}` (API §6.4, §6.5). */
export const ProjectBody = body({
  id: int,
  name: str,
  alert: bool,
  alert_chat: str,
  max_parallel_tasks: int,
  type: str,
  demo: bool,
});

/** `POST /api/project/{id}/users`, `PUT …/users/{user_id}` (API §6.6). */
export const TeamMemberBody = body({ user_id: int, role: str });

/** `POST …/keys`, `PUT …/keys/{id}` (API §6.7). */
export const AccessKeyBody = body({
  id: int,
  project_id: int,
  name: str,
  type: str,
  string: str,
  override_secret: bool,
  login_password: struct({ login: str, password: str }),
  ssh: struct({ login: str, passphrase: str, private_key: str }),
});

/** `POST …/repositories`, `PUT …/repositories/{id}` (API §6.8). */
export const RepositoryBody = body({
  id: int,
  project_id: int,
  name: str,
  git_url: str,
  git_branch: str,
  ssh_key_id: int,
});

/** `POST …/inventory`, `PUT …/inventory/{id}` (API §6.9). */
export const InventoryBody = body({
  id: int,
  project_id: int,
  name: str,
  type: str,
  inventory: str,
  ssh_key_id: int,
  become_key_id: int,
  holder_id: int,
  repository_id: int,
});

/** `POST …/environment`, `PUT …/environment/{id}` with its secret operations (API §6.10). */
export const EnvironmentBody = body({
  id: int,
  project_id: int,
  name: str,
  password: str,
  json: str,
  env: str,
  secrets: list(item({ id: int, name: str, secret: str, type: str, operation: str })),
});

/** `POST …/views`, `PUT …/views/{id}` (API §6.14). */
export const ViewBody = body({ id: int, project_id: int, title: str, position: int });

/** `POST …/views/positions`: view id → position (API §6.14). */
export const ViewPositionsBody = v.record(v.string(), v.pipe(v.number(), v.safeInteger()));

/** One survey variable of a template (API §5.8). */
const SurveyVarBody = item({
  name: str,
  title: str,
  required: bool,
  type: str,
  description: str,
  values: list(item({ name: str, value: str })),
  // Newer servers (newer §N1): `env` target, a string default or a list (`select`).
  target: str,
  default_value: v.nullish(v.union([v.string(), v.array(v.string())])),
});

/** `POST …/templates`, `PUT …/templates/{id}` (API §6.11). */
export const TemplateBody = body({
  id: int,
  project_id: int,
  inventory_id: int,
  repository_id: int,
  environment_id: int,
  name: str,
  playbook: str,
  arguments: str,
  allow_override_args_in_task: bool,
  description: str,
  type: str,
  start_version: str,
  build_template_id: int,
  view_id: int,
  autorun: bool,
  git_branch: str,
  survey_vars: list(SurveyVarBody),
  suppress_success_alerts: bool,
  app: str,
  vaults: list(item({ id: int, vault_key_id: int, name: str })),
});

/** `POST …/schedules`, `PUT …/schedules/{id}`, `POST …/schedules/validate` (API §6.13). */
export const ScheduleBody = body({
  id: int,
  project_id: int,
  template_id: int,
  cron_format: str,
  name: str,
  active: bool,
  repository_id: int,
  // 2.20 (newer §N7): a run-once schedule and what its tasks run with.
  type: str,
  run_at: str,
  delete_after_run: bool,
  task_params: v.nullish(v.looseObject({})),
});

/** `PUT …/schedules/{id}/active` (API §6.13). */
export const ActiveBody = body({ active: bool });

/** `POST …/tasks` (API §6.12). */
export const TaskBody = body({
  template_id: int,
  debug: bool,
  dry_run: bool,
  diff: bool,
  playbook: str,
  environment: str,
  limit: str,
  secret: str,
  arguments: str,
  git_branch: str,
  message: str,
  commit_hash: str,
  build_task_id: int,
  version: str,
  inventory_id: int,
  integration_id: int,
  schedule_id: int,
  params: v.nullish(v.looseObject({})),
});

/** `POST …/tasks/{id}/stop` (API §6.12). */
export const StopBody = body({ force: bool });

/** `POST …/integrations`, `PUT …/integrations/{id}` (API §6.15.1). */
export const IntegrationBody = body({
  id: int,
  project_id: int,
  name: str,
  template_id: int,
  auth_method: str,
  auth_secret_id: int,
  auth_header: str,
  searchable: bool,
  task_params: v.nullish(v.looseObject({})),
});

/** `POST …/matchers`, `PUT …/matchers/{id}` (API §6.15.2). */
export const MatcherBody = body({
  id: int,
  integration_id: int,
  name: str,
  match_type: str,
  method: str,
  body_data_type: str,
  key: str,
  value: str,
});

/** `POST …/values`, `PUT …/values/{id}` (API §6.15.3). */
export const ExtractValueBody = body({
  id: int,
  integration_id: int,
  name: str,
  value_source: str,
  body_data_type: str,
  key: str,
  variable: str,
});

/** `POST /api/runners`, `PUT /api/runners/{id}` and the project-runner forms (API §6.17.2). */
export const RunnerBody = body({ name: str, webhook: str, max_parallel_tasks: int, active: bool });

/** `PUT`/`POST /api/apps/{id}` (API §6.17.3). */
export const AppBody = body({
  active: bool,
  priority: int,
  title: str,
  icon: str,
  color: str,
  dark_color: str,
  path: str,
  args: list(v.string()),
});

/** `POST /api/options` (API §6.17.4). */
export const OptionBody = body({ key: str, value: str });

/**
 * The first problem of a failed parse as `"<field path>: <message>"` (the path is omitted for the
 * body itself), for a 400 `{"error": …}` answer.
 */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid request body';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

// ---- Compile-time checks: every api-client request body passes its schema. ----
/** The named fields of a loose object's type, without its `[key: string]: unknown` part. */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
type Passes<S extends v.GenericSchema, T> = [T] extends [Known<v.InferInput<S>>] ? true : never;
type WithIds = { id: number; project_id: number };
export type BodyContracts = [
  Passes<typeof LoginBody, LoginRequest>,
  Passes<typeof UserBody, UserCreate>,
  Passes<typeof UserBody, UserUpdate>,
  Passes<typeof ProjectBody, ProjectCreate>,
  Passes<typeof ProjectBody, ProjectUpdate & { id: number }>,
  Passes<typeof TeamMemberBody, TeamMemberAdd>,
  Passes<typeof AccessKeyBody, AccessKeyUpdate & WithIds>,
  Passes<typeof RepositoryBody, RepositoryInput & WithIds>,
  Passes<typeof InventoryBody, InventoryInput & WithIds>,
  Passes<typeof EnvironmentBody, EnvironmentInput & WithIds>,
  Passes<typeof ViewBody, ViewInput & WithIds>,
  Passes<typeof TemplateBody, TemplateInput & WithIds>,
  Passes<typeof ScheduleBody, ScheduleInput & WithIds>,
  Passes<typeof TaskBody, TaskCreate>,
  Passes<typeof IntegrationBody, IntegrationInput & WithIds>,
  Passes<typeof MatcherBody, IntegrationMatcherInput & { id: number; integration_id: number }>,
  Passes<typeof ExtractValueBody, IntegrationExtractValueInput & { integration_id: number }>,
  Passes<typeof RunnerBody, RunnerInput>,
  Passes<typeof AppBody, AppInput>,
];
const contracts: BodyContracts = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
void contracts;
