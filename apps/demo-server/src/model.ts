import type {
  ProjectRole as WireProjectRole,
  SurveyVar as WireSurveyVar,
  Task,
  TaskStatus as WireTaskStatus,
} from '@semaphore-console/api-client';
import { Permission, ROLE_PERMISSIONS } from '@semaphore-console/permissions';

/**
 * The demo server's stored records. They follow the wire shapes of the Semaphore API document
 * (/work/shared/api/semaphore-api.md §5); fields that the real server keeps but never returns
 * (passwords, secrets, alias strings, runner tokens) are stored beside them.
 */

/** A task status (API document §8.1), as the api-client names it. */
export type TaskStatus = WireTaskStatus;

/** A project role string (API document §3.3); `""` is what a non-member admin gets. */
export type ProjectRole = WireProjectRole;

/** A stored user (§5.1) plus its password hash (hex SHA-256 of salt + password). */
export interface StoredUser {
  id: number;
  created: string;
  username: string;
  name: string;
  email: string;
  admin: boolean;
  external: boolean;
  alert: boolean;
  password_hash: string;
  salt: string;
}

/** An API token (§2.6); `id` is the secret token itself. */
export interface StoredToken {
  id: string;
  created: string;
  expired: boolean;
  user_id: number;
}

/** A login session behind the `semaphore` cookie (§2.1). `last_active` in ms since the epoch. */
export interface StoredSession {
  id: string;
  user_id: number;
  last_active: number;
}

/** A project (§5.2). */
export interface StoredProject {
  id: number;
  name: string;
  created: string;
  alert: boolean;
  alert_chat: string | null;
  max_parallel_tasks: number;
  type: string;
}

/** A membership row (§5.3). */
export interface StoredMember {
  project_id: number;
  user_id: number;
  role: Exclude<ProjectRole, ''>;
}

/** An access key (§5.4) with its secrets; `environment_id` is set for keys backing environment secrets. */
export interface StoredKey {
  id: number;
  name: string;
  type: 'ssh' | 'login_password' | 'none' | 'string';
  project_id: number;
  string: string;
  login_password: { login: string; password: string };
  ssh: { login: string; passphrase: string; private_key: string };
  /** True when no secret is stored (type `none`, or restored from a backup). */
  empty: boolean;
  /** Environment that owns this key when it is an environment secret, else null. */
  environment_id: number | null;
  /** `var` or `env` for environment secrets. */
  secret_type: 'var' | 'env' | null;
}

/** A repository (§5.5). */
export interface StoredRepository {
  id: number;
  name: string;
  project_id: number;
  git_url: string;
  git_branch: string;
  ssh_key_id: number;
}

/** An inventory (§5.6). */
export interface StoredInventory {
  id: number;
  name: string;
  project_id: number;
  inventory: string;
  ssh_key_id: number | null;
  become_key_id: number | null;
  type: string;
  holder_id: number | null;
  repository_id: number | null;
}

/** An environment (§5.7) without its secrets (those are keys with `environment_id`). */
export interface StoredEnvironment {
  id: number;
  name: string;
  project_id: number;
  password: string | null;
  json: string;
  env: string | null;
}

/** A template vault (§5.8). */
export interface StoredVault {
  id: number;
  project_id: number;
  template_id: number;
  vault_key_id: number;
  name: string | null;
}

/** A survey variable (§5.8). */
export type SurveyVar = WireSurveyVar;

/** A template (§5.8) without `last_task` (computed on read). */
export interface StoredTemplate {
  id: number;
  project_id: number;
  inventory_id: number | null;
  repository_id: number;
  environment_id: number | null;
  name: string;
  playbook: string;
  arguments: string | null;
  allow_override_args_in_task: boolean;
  description: string | null;
  vaults: StoredVault[];
  type: '' | 'build' | 'deploy';
  start_version: string | null;
  build_template_id: number | null;
  view_id: number | null;
  autorun: boolean;
  git_branch: string | null;
  survey_vars: SurveyVar[] | null;
  suppress_success_alerts: boolean;
  app: string;
  tasks: number;
}

/** A task (§5.9) exactly as on the wire; `secret` is never stored (always `""`). */
export type StoredTask = Task;

/** One stored output line (§5.11) without the task id (the map key). */
export interface StoredOutputLine {
  time: string;
  output: string;
}

/** A schedule (§5.12). */
export interface StoredSchedule {
  id: number;
  project_id: number;
  template_id: number;
  cron_format: string;
  name: string;
  active: boolean;
  repository_id: number | null;
}

/** A view (§5.13). */
export interface StoredView {
  id: number;
  project_id: number;
  title: string;
  position: number;
}

/** An event (§5.14); no id on the wire. */
export interface StoredEvent {
  user_id: number | null;
  project_id: number | null;
  integration_id: number | null;
  object_id: number | null;
  object_type: string | null;
  description: string | null;
  created: string;
}

/** An integration (§5.15). */
export interface StoredIntegration {
  id: number;
  name: string;
  project_id: number;
  template_id: number;
  auth_method: string;
  auth_secret_id: number | null;
  auth_header: string;
  searchable: boolean;
  task_params: Record<string, unknown> | null;
}

/** An integration matcher (§5.15). */
export interface StoredMatcher {
  id: number;
  integration_id: number;
  name: string;
  match_type: string;
  method: string;
  body_data_type: string;
  key: string;
  value: string;
}

/** An integration extract value (§5.15). */
export interface StoredExtractValue {
  id: number;
  integration_id: number;
  name: string;
  value_source: string;
  body_data_type: string;
  key: string;
  variable: string;
}

/** An alias (§5.15): the alias string is only shown inside the URL. */
export interface StoredAlias {
  id: number;
  alias: string;
  project_id: number;
  /** Null for a project-level alias. */
  integration_id: number | null;
}

/** A global runner (§5.17) with its token. */
export interface StoredRunner {
  id: number;
  project_id: number | null;
  webhook: string;
  max_parallel_tasks: number;
  active: boolean;
  name: string;
  token: string;
}

/** An app (§5.18) without its id (the map key). */
export interface StoredApp {
  active: boolean;
  priority: number;
  title: string;
  icon: string;
  color: string;
  dark_color: string;
  path: string;
  args: string[] | null;
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
