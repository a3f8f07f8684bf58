/**
 * Conversions from stored records to the JSON the real server writes (API document §5).
 */
import type {
  AccessKeyLoginPassword,
  AccessKeySsh,
  EnvironmentSecret,
  IntegrationAlias,
} from '@semaphore-console/api-client';
import type {
  DemoState,
  StoredAlias,
  StoredApp,
  StoredEnvironment,
  StoredKey,
  StoredRunner,
  StoredTask,
  StoredTemplate,
  StoredUser,
  StoredVault,
  SurveyVar,
} from './model';

/** A task as the 2.10 server writes it (§5.9). */
export type TaskJson = StoredTask;

/** TaskWithTpl as the 2.10 server writes it (§5.10). */
export interface TaskWithTplJson extends TaskJson {
  tpl_playbook: string;
  tpl_alias: string;
  tpl_type: string;
  tpl_app: string;
  user_name: string | null;
  build_task: TaskJson | null;
}

/** A template as the 2.10 server writes it (§5.8). */
export interface TemplateJson extends Omit<StoredTemplate, 'vaults' | 'survey_vars'> {
  vaults: StoredVault[] | null;
  survey_vars: SurveyVar[] | null;
  last_task: TaskWithTplJson | null;
}

/** A user as the 2.10 server writes it (§5.1). */
export type UserJson = Omit<StoredUser, 'password_hash' | 'salt'>;

/** An access key as the 2.10 server writes it (§5.4): secrets blank. */
export interface KeyJson extends Pick<StoredKey, 'id' | 'name' | 'type' | 'project_id'> {
  string: string;
  login_password: Pick<AccessKeyLoginPassword, 'login' | 'password'>;
  ssh: Pick<AccessKeySsh, 'login' | 'passphrase' | 'private_key'>;
  override_secret: boolean;
  empty?: boolean;
}

/** An environment as the 2.10 server writes it (§5.7). */
export interface EnvironmentJson extends StoredEnvironment {
  secrets: Pick<EnvironmentSecret, 'id' | 'type' | 'name' | 'secret' | 'operation'>[] | null;
}

/** An app as the 2.10 server writes it (§5.18); `id` in lists only. */
export type AppJson = StoredApp & { id?: string };

/** A runner as the 2.10 server writes it (§5.17): without its token. */
export type RunnerJson = Omit<StoredRunner, 'token'>;

/** User as written by the server (§5.1); the password never leaves. */
export function userOut(u: StoredUser): UserJson {
  const { password_hash: _hash, salt: _salt, ...user } = u;
  return user;
}

/** Access key with blank secrets (§5.4); `empty` only in lists and only when true ([SQL]). */
export function keyOut(k: StoredKey, inList: boolean): KeyJson {
  const out: KeyJson = {
    id: k.id,
    name: k.name,
    type: k.type,
    project_id: k.project_id,
    string: '',
    login_password: { login: '', password: '' },
    ssh: { login: '', passphrase: '', private_key: '' },
    override_secret: false,
  };
  if (inList && k.empty) out.empty = true;
  return out;
}

/** Environment (§5.7); `secrets` null in lists, filled on single reads. */
export function environmentOut(
  state: DemoState,
  e: StoredEnvironment,
  withSecrets: boolean,
): EnvironmentJson {
  return {
    ...e,
    secrets: withSecrets
      ? state.keys
          .filter((k) => k.environment_id === e.id)
          .map((k) => ({
            id: k.id,
            type: k.secret_type ?? 'var',
            name: k.name,
            secret: '',
            operation: '',
          }))
      : null,
  };
}

/** Plain Task (§5.9). */
export function taskOut(t: StoredTask): TaskJson {
  return { ...t, secret: '' };
}

/** TaskWithTpl (§5.10): a task plus its template's fields, the starter's display name, the build task. */
export function taskWithTplOut(state: DemoState, t: StoredTask): TaskWithTplJson {
  const tpl = state.templates.find((x) => x.id === t.template_id);
  const user = t.user_id === null ? undefined : state.users.find((u) => u.id === t.user_id);
  const build =
    t.build_task_id === null ? undefined : state.tasks.find((x) => x.id === t.build_task_id);
  return {
    ...taskOut(t),
    tpl_playbook: tpl?.playbook ?? '',
    tpl_alias: tpl?.name ?? '',
    tpl_type: tpl?.type ?? '',
    tpl_app: tpl?.app ?? '',
    user_name: user ? user.name : null,
    build_task: build ? taskOut(build) : null,
  };
}

/** Tasks of a template (or project), newest first: by `created`, then by insertion order. */
export function tasksNewestFirst(tasks: StoredTask[]): StoredTask[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) =>
      a.task.created < b.task.created
        ? 1
        : a.task.created > b.task.created
          ? -1
          : b.index - a.index,
    )
    .map((x) => x.task);
}

/** A template's tasks as its list item shows them (§5.8): how many, and the newest. */
export interface TemplateTaskFacts {
  count: number;
  last: StoredTask;
}

/**
 * The tasks of every template for a template list (`tasks`, `last_task`; §5.8), in one pass over
 * the tasks: the newest is the one of latest `created`, of equal ones the later stored (as
 * {@link tasksNewestFirst}).
 */
export function templateTaskFacts(state: DemoState): Map<number, TemplateTaskFacts> {
  const facts = new Map<number, TemplateTaskFacts>();
  for (const task of state.tasks) {
    const known = facts.get(task.template_id);
    if (!known) facts.set(task.template_id, { count: 1, last: task });
    else {
      known.count++;
      if (task.created >= known.last.created) known.last = task;
    }
  }
  return facts;
}

/**
 * Template (§5.8). List items are partial as in [SQL]: `autorun`/`suppress_success_alerts` false,
 * `survey_vars` and `vaults` null.
 */
export function templateOut(
  state: DemoState,
  t: StoredTemplate,
  full: boolean,
  facts?: ReadonlyMap<number, TemplateTaskFacts>,
): TemplateJson {
  const own = facts ? undefined : state.tasks.filter((x) => x.template_id === t.id);
  const last = own ? tasksNewestFirst(own)[0] : facts?.get(t.id)?.last;
  return {
    ...t,
    vaults: full ? t.vaults : null,
    last_task: last ? taskWithTplOut(state, last) : null,
    autorun: full ? t.autorun : false,
    survey_vars: full ? t.survey_vars : null,
    suppress_success_alerts: full ? t.suppress_success_alerts : false,
    tasks: own ? own.length : (facts?.get(t.id)?.count ?? 0),
  };
}

/** Alias as `{id, url}` (§5.15); the URL is relative because the demo has no `web_host`. */
export function aliasOut(a: StoredAlias): IntegrationAlias {
  return { id: a.id, url: `/api/integrations/${a.alias}` };
}

/** Runner (§5.17) without its token. */
export function runnerOut(r: StoredRunner): RunnerJson {
  const { token: _token, ...runner } = r;
  return runner;
}

/** App (§5.18), with `id` in lists only. */
export function appOut(id: string | null, a: StoredApp): AppJson {
  return id === null ? { ...a } : { id, ...a };
}

/** Sorts a list by `sort` (one of `allowed`, default `name`) and `order=desc` (§10). */
export function sortList<T>(
  items: T[],
  sort: string | undefined,
  order: string | undefined,
  keys: Record<string, (item: T) => string | number>,
  fallback = 'name',
): T[] {
  const pick = (sort !== undefined && keys[sort]) || keys[fallback];
  if (!pick) return items;
  const sorted = [...items].sort((a, b) => {
    const x = pick(a);
    const y = pick(b);
    if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return order === 'desc' ? sorted.reverse() : sorted;
}
