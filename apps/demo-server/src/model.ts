import type {
  AccessKey,
  AccessKeyLoginPassword,
  AccessKeySsh,
  APIToken,
  App,
  AssignableProjectRole,
  Environment,
  EnvironmentSecretType,
  IntegrationAuthMethod,
  InventoryType,
  Event,
  Integration,
  IntegrationAlias,
  IntegrationExtractValue,
  IntegrationMatcher,
  Inventory,
  Project,
  ProjectRole as WireProjectRole,
  Repository,
  Runner,
  Schedule,
  SurveyVar as WireSurveyVar,
  Task,
  TaskOutput,
  TaskStatus as WireTaskStatus,
  Template,
  TemplateVault,
  User,
  View,
} from '@semaphore-console/api-client';
import { ROLE_PERMISSIONS } from '@semaphore-console/permissions';

/**
 * The demo server's stored records. Each is the wire shape of the Semaphore API document
 * (/work/shared/api/semaphore-api.md §5), as the api-client names it, extended by what the real
 * server keeps but never returns (passwords, secrets, alias strings, runner tokens) and without
 * what it computes on read (`last_task`, event names). Only the 2.10 keys are picked from the
 * api-client's types, which also read newer servers' fields (newer §N1): the 2.20 dialect keeps
 * its own records beside these ({@link StoredV220}) and encodes them in `wire220.ts`.
 */

/** The 2.10 keys of `T` (API document §5), whatever newer fields the api-client's type gained. */
type V210<T, K extends keyof T> = Pick<T, K>;

export type { AssignableProjectRole, IntegrationAuthMethod, InventoryType };

/** A task status (API document §8.1), as the api-client names it. */
export type TaskStatus = WireTaskStatus;

/** A project role string (API document §3.3); `""` is what a non-member admin gets. */
export type ProjectRole = WireProjectRole;

/** A stored user (§5.1) plus its password hash (hex SHA-256 of salt + password). */
export interface StoredUser extends V210<
  User,
  'id' | 'created' | 'username' | 'name' | 'email' | 'admin' | 'external' | 'alert'
> {
  /** Hex SHA-256 of `salt` + password. */
  password_hash: string;
  /** Random salt of the hash. */
  salt: string;
}

/** An API token (§2.6); `id` is the secret token itself. */
export type StoredToken = V210<APIToken, 'id' | 'created' | 'expired' | 'user_id'>;

/** A login session behind the `semaphore` cookie (§2.1). `last_active` in ms since the epoch. */
export interface StoredSession {
  id: string;
  user_id: number;
  last_active: number;
  /**
   * 2.20 mode (newer §N3): the second factor this session still has to pass; absent = verified.
   * Until it is passed every authenticated call answers 401 `{"error": CODE}`.
   */
  pending?: SessionCheck;
}

/** The second factor an unverified 2.20 session waits for (newer §N3). */
export type SessionCheck = 'totp' | 'email' | 'totp_enrollment';

/**
 * 2.20 mode: a user's TOTP (newer §N3, `db/User.go` `UserTotp`). `secret` is base32;
 * `recovery_code` is the one-time code that removes TOTP (null = none).
 */
export interface StoredTotp {
  id: number;
  created: string;
  /** Base32 TOTP secret (SHA-1, 6 digits, 30 s). */
  secret: string;
  recovery_code: string | null;
  /** `confirmed` once a code was verified; `pending` right after setup. */
  state: 'pending' | 'confirmed';
  confirmed_at: string | null;
}

/** 2.20 mode: the second-factor settings of one user (newer §N3). */
export interface StoredSecondFactor {
  totp?: StoredTotp;
  /** Sign-in asks for a code sent by e-mail. */
  email_otp?: boolean;
  /** The last e-mailed code and when it was sent (valid 10 minutes). */
  email_code?: { id: number; code: string; created: string };
  /** Sign-in requires TOTP enrolment first (`TOTP_ENROLLMENT_REQUIRED`). */
  enrol?: boolean;
}

/**
 * 2.20 mode (newer §N1, §N4): template fields the 2.10 dialect does not have, kept beside the
 * template so the 2.10 JSON never changes.
 */
export interface StoredTemplateExtras {
  /** The run form's allowances and defaults (newer §N4); null = none. */
  task_params: Record<string, unknown> | null;
  /** Variable groups in order, later ones override earlier ones (newer §N6). */
  environment_ids: number[];
  allow_override_branch_in_task: boolean;
  allow_parallel_tasks: boolean;
  /** Runs may send environment keys that are not survey variables (2.20.2, newer §N4). */
  allow_any_vars_in_task: boolean;
}

/** Records of the 2.20 dialect, keyed by the id (as a string) of the record they belong to. */
export interface StoredV220 {
  templates: Record<string, StoredTemplateExtras>;
  /** A task's `params` (newer §N4). */
  taskParams: Record<string, Record<string, unknown>>;
  /** Second-factor settings per user id. */
  secondFactor: Record<string, StoredSecondFactor>;
  /** Name and expiry (RFC 3339, null = never) per API token id (newer §N7). */
  tokens?: Record<string, { name: string; expires_at: string | null }>;
}

/** A project (§5.2). */
export type StoredProject = V210<
  Project,
  'id' | 'name' | 'created' | 'alert' | 'alert_chat' | 'max_parallel_tasks' | 'type'
>;

/** A membership row (§5.3). */
export interface StoredMember {
  project_id: number;
  user_id: number;
  role: AssignableProjectRole;
}

/** An access key (§5.4) with its secrets; `environment_id` is set for keys backing environment secrets. */
export interface StoredKey extends V210<AccessKey, 'id' | 'name' | 'type'> {
  project_id: number;
  /** True when no secret is stored (type `none`, or restored from a backup). */
  empty: boolean;
  /** Environment that owns this key when it is an environment secret, else null. */
  environment_id: number | null;
  /** `var` or `env` for environment secrets. */
  secret_type: EnvironmentSecretType | null;
  /** Secret for type `string`. */
  string: string;
  /** Login/password secret. */
  login_password: AccessKeyLoginPassword;
  /** SSH secret. */
  ssh: AccessKeySsh;
}

/** A repository (§5.5). */
export type StoredRepository = V210<
  Repository,
  'id' | 'name' | 'project_id' | 'git_url' | 'git_branch' | 'ssh_key_id'
>;

/** An inventory (§5.6). */
export type StoredInventory = V210<
  Inventory,
  | 'id'
  | 'name'
  | 'project_id'
  | 'inventory'
  | 'ssh_key_id'
  | 'become_key_id'
  | 'type'
  | 'holder_id'
  | 'repository_id'
>;

/** An environment (§5.7) without its secrets (those are keys with `environment_id`). */
export type StoredEnvironment = V210<
  Environment,
  'id' | 'name' | 'project_id' | 'password' | 'json' | 'env'
>;

/** A template vault (§5.8). */
export type StoredVault = V210<
  TemplateVault,
  'id' | 'project_id' | 'template_id' | 'vault_key_id' | 'name'
>;

/** A survey variable (§5.8). */
export type SurveyVar = V210<
  WireSurveyVar,
  'name' | 'title' | 'required' | 'type' | 'description' | 'values'
> &
  /** Newer servers (newer §N1): kept only when a client sent them. */
  Partial<Pick<WireSurveyVar, 'target' | 'default_value'>>;

/** A template (§5.8) without `last_task` (computed on read); its vaults always filled. */
export interface StoredTemplate extends V210<
  Template,
  | 'id'
  | 'project_id'
  | 'inventory_id'
  | 'repository_id'
  | 'environment_id'
  | 'name'
  | 'playbook'
  | 'arguments'
  | 'allow_override_args_in_task'
  | 'description'
  | 'type'
  | 'start_version'
  | 'build_template_id'
  | 'view_id'
  | 'autorun'
  | 'git_branch'
  | 'suppress_success_alerts'
  | 'app'
> {
  vaults: StoredVault[];
  survey_vars: SurveyVar[] | null;
  /** Task counter. */
  tasks: number;
}

/**
 * A task (§5.9) exactly as on the wire, with one of the documented statuses (the demo server
 * never invents others); `secret` is never stored (always `""`).
 */
export type StoredTask = V210<Task, StoredTaskKey> & { status: TaskStatus };

/** The 2.10 keys of a task (API document §5.9) but `status`. */
type StoredTaskKey =
  | 'id'
  | 'template_id'
  | 'project_id'
  | 'debug'
  | 'dry_run'
  | 'diff'
  | 'playbook'
  | 'environment'
  | 'limit'
  | 'secret'
  | 'arguments'
  | 'git_branch'
  | 'user_id'
  | 'integration_id'
  | 'schedule_id'
  | 'created'
  | 'start'
  | 'end'
  | 'message'
  | 'commit_hash'
  | 'commit_message'
  | 'build_task_id'
  | 'version'
  | 'inventory_id';

/** One stored output line (§5.11) without the task id (the map key). */
export type StoredOutputLine = Pick<TaskOutput, 'time' | 'output'>;

/** A schedule (§5.12). */
export type StoredSchedule = V210<
  Schedule,
  'id' | 'project_id' | 'template_id' | 'cron_format' | 'name' | 'active' | 'repository_id'
> &
  /** 2.20 only (newer §N7): run once at `run_at`, delete after the run, task parameters. */
  Partial<Pick<Schedule, 'type' | 'run_at' | 'delete_after_run' | 'task_params'>>;

/** A view (§5.13). */
export type StoredView = V210<View, 'id' | 'project_id' | 'title' | 'position'>;

/** An event (§5.14) without the names computed on read; no id on the wire. */
export type StoredEvent = Required<Omit<Event, 'object_name' | 'project_name' | 'username'>>;

/** An integration (§5.15). */
export type StoredIntegration = Integration;

/** An integration matcher (§5.15). */
export type StoredMatcher = IntegrationMatcher;

/** An integration extract value (§5.15). */
export type StoredExtractValue = IntegrationExtractValue;

/** An alias (§5.15): the alias string is only shown inside the URL. */
export interface StoredAlias extends Omit<IntegrationAlias, 'url'> {
  /** The alias string (the last segment of the webhook URL). */
  alias: string;
  project_id: number;
  /** Null for a project-level alias. */
  integration_id: number | null;
}

/** A global or project runner (§5.17) with its token. */
export type StoredRunner = Required<
  V210<Runner, 'id' | 'project_id' | 'webhook' | 'max_parallel_tasks' | 'active' | 'name' | 'token'>
>;

/** An app (§5.18) without its id (the map key). */
export type StoredApp = V210<
  App,
  'active' | 'priority' | 'title' | 'icon' | 'color' | 'dark_color' | 'path' | 'args'
>;

/** Inventory types the server accepts (§5.6): `tofu-workspace` exists but is rejected. */
export const inventoryTypes: readonly InventoryType[] = [
  'static',
  'static-yaml',
  'file',
  'terraform-workspace',
];

/** Whether `value` is one of `allowed` (and so of its type). */
export function isOneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  return (allowed as readonly string[]).includes(value);
}

/** The whole persisted state of the demo server (what `--data FILE` holds). */
export interface DemoState {
  /** Format version of this document. */
  version: 1;
  /** Last id handed out per collection name. */
  seq: Record<string, number>;
  users: StoredUser[];
  tokens: StoredToken[];
  sessions: StoredSession[];
  projects: StoredProject[];
  members: StoredMember[];
  keys: StoredKey[];
  repositories: StoredRepository[];
  inventories: StoredInventory[];
  environments: StoredEnvironment[];
  templates: StoredTemplate[];
  tasks: StoredTask[];
  /** Task output per task id (as a string key). */
  outputs: Record<string, StoredOutputLine[]>;
  schedules: StoredSchedule[];
  views: StoredView[];
  events: StoredEvent[];
  integrations: StoredIntegration[];
  matchers: StoredMatcher[];
  extractValues: StoredExtractValue[];
  aliases: StoredAlias[];
  runners: StoredRunner[];
  apps: Record<string, StoredApp>;
  options: Record<string, string>;
  /** [Bolt] task ids (§1.3): `2147483647 − sequence`, so newer tasks get smaller ids. */
  boltTaskIds?: boolean;
  /** Records of the 2.20 dialect (absent until a 2.20 server wrote one). */
  v220?: StoredV220;
}

/** The state's 2.20 records, created empty on first use. */
export function v220Of(state: DemoState): StoredV220 {
  state.v220 ??= { templates: {}, taskParams: {}, secondFactor: {} };
  return state.v220;
}

/** Creates an empty state. */
export function emptyState(): DemoState {
  return {
    version: 1,
    seq: {},
    users: [],
    tokens: [],
    sessions: [],
    projects: [],
    members: [],
    keys: [],
    repositories: [],
    inventories: [],
    environments: [],
    templates: [],
    tasks: [],
    outputs: {},
    schedules: [],
    views: [],
    events: [],
    integrations: [],
    matchers: [],
    extractValues: [],
    aliases: [],
    runners: [],
    apps: {},
    options: {},
  };
}

/** Hands out the next id of a collection (`seq[name] + 1`). */
export function nextId(state: DemoState, name: string): number {
  const id = (state.seq[name] ?? 0) + 1;
  state.seq[name] = id;
  return id;
}

/**
 * Hands out the next task id: the sequence itself, or with `boltTaskIds` the [Bolt] form
 * `2147483647 − sequence` (first task 2147483646, then decreasing; API document §1.3).
 */
export function nextTaskId(state: DemoState): number {
  const seq = nextId(state, 'tasks');
  return state.boltTaskIds ? 2147483647 - seq : seq;
}

/** Role to permission bits (API document §3.3); `""` (a non-member admin) carries none. */
export const rolePermissions: Readonly<Record<ProjectRole, number>> = {
  ...ROLE_PERMISSIONS,
  '': 0,
};
