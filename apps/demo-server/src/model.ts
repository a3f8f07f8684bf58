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
import { Permission, ROLE_PERMISSIONS } from '@semaphore-console/permissions';

/**
 * The demo server's stored records. Each is the wire shape of the Semaphore API document
 * (/work/shared/api/semaphore-api.md §5), as the api-client names it, extended by what the real
 * server keeps but never returns (passwords, secrets, alias strings, runner tokens) and without
 * what it computes on read (`last_task`, event names).
 */

export type { IntegrationAuthMethod, InventoryType };

/** A task status (API document §8.1), as the api-client names it. */
export type TaskStatus = WireTaskStatus;

/** A project role string (API document §3.3); `""` is what a non-member admin gets. */
export type ProjectRole = WireProjectRole;

/** A stored user (§5.1) plus its password hash (hex SHA-256 of salt + password). */
export interface StoredUser extends User {
  /** Hex SHA-256 of `salt` + password. */
  password_hash: string;
  /** Random salt of the hash. */
  salt: string;
}

/** An API token (§2.6); `id` is the secret token itself. */
export type StoredToken = APIToken;

/** A login session behind the `semaphore` cookie (§2.1). `last_active` in ms since the epoch. */
export interface StoredSession {
  id: string;
  user_id: number;
  last_active: number;
}

/** A project (§5.2). */
export type StoredProject = Project;

/** A membership row (§5.3). */
export interface StoredMember {
  project_id: number;
  user_id: number;
  role: AssignableProjectRole;
}

/** An access key (§5.4) with its secrets; `environment_id` is set for keys backing environment secrets. */
export interface StoredKey extends Omit<AccessKey, 'project_id' | keyof StoredKeySecrets> {
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

/** The secrets of a stored key and the flags about them (never stored as the wire sends them). */
type StoredKeySecrets = Pick<
  AccessKey,
  'string' | 'login_password' | 'ssh' | 'override_secret' | 'empty'
>;

/** A repository (§5.5). */
export type StoredRepository = Repository;

/** An inventory (§5.6). */
export type StoredInventory = Inventory;

/** An environment (§5.7) without its secrets (those are keys with `environment_id`). */
export type StoredEnvironment = Omit<Environment, 'secrets'>;

/** A template vault (§5.8). */
export type StoredVault = TemplateVault;

/** A survey variable (§5.8). */
export type SurveyVar = WireSurveyVar;

/** A template (§5.8) without `last_task` (computed on read); its vaults always filled. */
export interface StoredTemplate extends Omit<Template, 'last_task' | 'vaults' | 'tasks'> {
  vaults: StoredVault[];
  /** Task counter. */
  tasks: number;
}

/**
 * A task (§5.9) exactly as on the wire, with one of the documented statuses (the demo server
 * never invents others); `secret` is never stored (always `""`).
 */
export type StoredTask = Omit<Task, 'status'> & { status: TaskStatus };

/** One stored output line (§5.11) without the task id (the map key). */
export type StoredOutputLine = Pick<TaskOutput, 'time' | 'output'>;

/** A schedule (§5.12). */
export type StoredSchedule = Schedule;

/** A view (§5.13). */
export type StoredView = View;

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
export type StoredRunner = Required<Runner>;

/** An app (§5.18) without its id (the map key). */
export type StoredApp = Omit<App, 'id'>;

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

/** Permission bits (API document §3.2), from @semaphore-console/permissions. */
export const Perm = {
  RunTasks: Permission.runProjectTasks,
  UpdateProject: Permission.updateProject,
  ManageResources: Permission.manageProjectResources,
  ManageUsers: Permission.manageProjectUsers,
} as const;

/** Role to permission bits (API document §3.3); `""` (a non-member admin) carries none. */
export const rolePermissions: Readonly<Record<ProjectRole, number>> = {
  ...ROLE_PERMISSIONS,
  '': 0,
};

/** Statuses after which a task is over (§8.1). */
export const finishedStatuses: readonly TaskStatus[] = ['stopped', 'success', 'error'];
