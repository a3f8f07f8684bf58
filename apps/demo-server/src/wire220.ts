/**
 * The 2.20 dialect's JSON (newer §N1, §N2): one encoder per shape, applied by {@link encode220}
 * to the 2.10 JSON a route wrote, so the 2.10 path stays untouched. Go's `omitempty` drops a key
 * whose value is `""`, `false`, `0`, `null`, an empty list or an empty map: such keys are really
 * absent here. The encoders work on plain JSON objects (typed loosely), not the api-client types.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Demo } from './demo';
import type { DemoEnv } from './http';
import { type AssignableProjectRole, type DemoState, rolePermissions } from './model';
import { userFactorFields } from './secondFactor';

/** A JSON object as a route wrote it. */
export type Json = Record<string, unknown>;

/** Whether Go's `omitempty` leaves `value` out (`0` only when `zero` is true). */
function isEmpty(value: unknown, zero: boolean): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (zero && value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Copies `o` without the listed keys whose values are empty: `keys` are pointers and strings,
 * slices and booleans (`0` is sent); `zeroKeys` are plain integers (`0` is left out too).
 */
export function omitEmpty(
  o: Json,
  keys: readonly string[],
  zeroKeys: readonly string[] = [],
): Json {
  const out: Json = { ...o };
  for (const k of keys) if (isEmpty(out[k], false)) delete out[k];
  for (const k of zeroKeys) if (isEmpty(out[k], true)) delete out[k];
  return out;
}

/** Project (newer §N1): `alert`, `alert_chat`, `max_parallel_tasks` omitempty. */
export function project220(p: Json): Json {
  return omitEmpty(p, ['alert', 'alert_chat'], ['max_parallel_tasks']);
}

/** Survey variable (newer §N1): `required, type, target, description, values, default_value` omitempty. */
export function surveyVar220(v: Json): Json {
  return omitEmpty(v, ['required', 'type', 'target', 'description', 'values', 'default_value']);
}

/**
 * Template vault (newer §N1, `db/TemplateVault.go`): `type` `password`; `name` absent for the
 * default vault, `vault_key_id` absent for a script vault.
 */
export function vault220(v: Json): Json {
  return omitEmpty({ ...v, type: v.type ?? 'password' }, ['name', 'script'], ['vault_key_id']);
}

/**
 * The `params` of a task (newer §N4): the stored ones, or for a task created before (the seed)
 * its 2.10 flags and limit.
 */
function taskParams(state: DemoState, t: Json): Json {
  const stored = state.v220?.taskParams[String(t.id)];
  if (stored) return stored;
  const params: Json = {};
  for (const k of ['debug', 'dry_run', 'diff']) if (t[k] === true) params[k] = true;
  if (typeof t.limit === 'string' && t.limit !== '')
    params.limit = t.limit.split(',').map((s) => s.trim());
  return params;
}

const taskOmit = [
  'environment',
  'secret',
  'arguments',
  'git_branch',
  'user_id',
  'integration_id',
  'schedule_id',
  'start',
  'end',
  'message',
  'commit_hash',
  'commit_message',
  'build_task_id',
  'workflow_run_id',
  'workflow_node_id',
  'version',
  'inventory_id',
  'params',
  'artifacts',
] as const;

/**
 * Task (newer §N1, `db/Task.go` 2.20): no `debug`/`dry_run`/`diff` (they live in `params`), the
 * omitempty keys absent when empty; `limit`, `playbook`, `created` always sent.
 */
export function task220(state: DemoState, t: Json): Json {
  const { debug: _d, dry_run: _r, diff: _f, ...rest } = t;
  return omitEmpty({ ...rest, params: taskParams(state, t) }, taskOmit);
}

/** TaskWithTpl (newer §N1): a 2.20 task; `tpl_type, tpl_app, user_name, build_task` omitempty. */
export function taskWithTpl220(state: DemoState, t: Json): Json {
  const out = task220(state, t);
  if (out.build_task && typeof out.build_task === 'object')
    out.build_task = task220(state, out.build_task as Json);
  return omitEmpty(out, ['tpl_type', 'tpl_app', 'user_name', 'build_task']);
}

const templateOmit = [
  'inventory_id',
  'arguments',
  'allow_override_args_in_task',
  'description',
  'vaults',
  'type',
  'start_version',
  'build_template_id',
  'view_id',
  'last_task',
  'autorun',
  'git_branch',
  'survey_vars',
  'suppress_success_alerts',
  'app',
  'task_params',
  'runner_tag',
  'working_directory',
  'executor_image',
  'allow_override_branch_in_task',
  'allow_parallel_tasks',
  'allow_any_vars_in_task',
  'jwt_params',
] as const;

/**
 * Template (newer §N1, `db/Template.go` 2.20): `environment_id` an integer (0 = none) beside the
 * ordered `environment_ids`; `task_params` and the `allow_*` flags of newer §N4; the omitempty
 * keys absent when empty; vaults, survey variables and the last task in their 2.20 shapes.
 */
export function template220(state: DemoState, t: Json): Json {
  const extras = state.v220?.templates[String(t.id)];
  const envId = typeof t.environment_id === 'number' ? t.environment_id : 0;
  const out: Json = {
    ...t,
    environment_id: envId,
    environment_ids: extras?.environment_ids ?? (envId ? [envId] : []),
    task_params: extras?.task_params ?? null,
    allow_override_branch_in_task: extras?.allow_override_branch_in_task ?? false,
    allow_parallel_tasks: extras?.allow_parallel_tasks ?? false,
    allow_any_vars_in_task: extras?.allow_any_vars_in_task ?? false,
  };
  if (Array.isArray(t.vaults)) out.vaults = (t.vaults as Json[]).map(vault220);
  if (Array.isArray(t.survey_vars)) out.survey_vars = (t.survey_vars as Json[]).map(surveyVar220);
  if (t.last_task && typeof t.last_task === 'object')
    out.last_task = taskWithTpl220(state, t.last_task as Json);
  return omitEmpty(out, templateOmit);
}

/**
 * Schedule (newer §N7, `db/Schedule.go`): `type` and `delete_after_run` always sent,
 * `repository_id` always (null when none), `run_at` and `task_params` omitempty.
 */
export function schedule220(s: Json): Json {
  return omitEmpty({ ...s, type: s.type ?? '', delete_after_run: s.delete_after_run ?? false }, [
    'run_at',
    'task_params',
  ]);
}

/** Environment (newer §N1): `secrets` absent when there are none. */
export function environment220(e: Json): Json {
  return omitEmpty(e, ['secrets', 'secret_storage_id', 'secret_storage_key_prefix']);
}

/** Inventory (newer §N1): `holder_id` renamed `template_id`; `runner_tag` omitempty. */
export function inventory220(i: Json): Json {
  const { holder_id: holder, ...rest } = i;
  return omitEmpty({ ...rest, template_id: holder ?? null }, ['runner_tag']);
}

/**
 * Access key on read, newest builds (newer §N1): `ssh: {}` and `login_password: {}`, no `string`
 * or `override_secret`.
 */
export function key220(k: Json): Json {
  const { string: _s, override_secret: _o, ...rest } = k;
  return { ...rest, ssh: {}, login_password: {} };
}

/** App from 2.18 (newer §N1): no `path` or `args`. */
export function app220(a: Json): Json {
  const { path: _p, args: _a, ...rest } = a;
  return rest;
}

/**
 * The `role_id` of a built-in project role on the newest builds (newer §N1, custom roles): the
 * demo numbers them owner 1, manager 2, task_runner 3, guest 4 (the real ids are rows; verify).
 */
export const builtinRoleIds: Readonly<Record<AssignableProjectRole, number>> = {
  owner: 1,
  manager: 2,
  task_runner: 3,
  guest: 4,
};

/** The built-in role of a `role_id` (see {@link builtinRoleIds}), undefined when none. */
export function roleOfId(id: number): AssignableProjectRole | undefined {
  return (Object.keys(builtinRoleIds) as AssignableProjectRole[]).find(
    (r) => builtinRoleIds[r] === id,
  );
}

/** Display names of the built-in roles (the stock console's). */
const builtinRoleNames: Readonly<Record<AssignableProjectRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  task_runner: 'Task Runner',
  guest: 'Guest',
};

/**
 * The built-in roles as newest builds list them in `GET /api/info` `roles` (`db.Role`: `{id,
 * name, permissions, project_id, builtin_key}`), so a team member's `role_id` can be named.
 */
export function builtinRoles(): Json[] {
  return (Object.keys(builtinRoleIds) as AssignableProjectRole[]).map((role) => ({
    id: builtinRoleIds[role],
    name: builtinRoleNames[role],
    permissions: rolePermissions[role],
    project_id: null,
    builtin_key: role,
  }));
}

/** Team member (newer §N1): `{id, username, name, role_id}`, no `role`. */
export function member220(m: Json): Json {
  const role = m.role as AssignableProjectRole;
  return { id: m.id, username: m.username, name: m.name, role_id: builtinRoleIds[role] ?? 0 };
}

/**
 * Runner (newer §N7): adds `is_default, tags, touched, cleaning_requested, registered, status`, and
 * `private_key` beside the token of a create answer.
 */
export function runner220(r: Json): Json {
  return {
    ...r,
    is_default: false,
    tags: [],
    touched: null,
    cleaning_requested: false,
    registered: true,
    status: r.active ? 'offline' : 'disabled',
    // The create answer hands out the runner's key pair (newer §N7).
    ...(typeof r.token === 'string' ? { private_key: demoRunnerKey(String(r.token)) } : {}),
  };
}

/** A stand-in PEM private key of a new runner (not a real key: the demo runs no remote runner). */
function demoRunnerKey(token: string): string {
  const body = createHash('sha256').update(token).digest('base64');
  return `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----`;
}

/** The `token_ref` of an API token: a stable reference that is not the secret. */
export function tokenRef(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 16);
}

/**
 * API token in a list, newest builds (newer §N1): `id` is the 8-character prefix of the secret,
 * plus `token_ref`, `name` and `expires_at` (omitempty).
 */
export function token220(state: DemoState, t: Json): Json {
  const id = String(t.id);
  const meta = state.v220?.tokens?.[id];
  return omitEmpty(
    {
      ...t,
      id: id.slice(0, 8),
      token_ref: tokenRef(id),
      name: meta?.name ?? '',
      expires_at: meta?.expires_at ?? null,
    },
    ['expires_at'],
  );
}

/** User (newer §N1): not omitempty; adds `pro` and, when set, `totp` and `email_otp`. */
export function user220(state: DemoState, u: Json): Json {
  if (!('admin' in u)) return u; // the short form a non-admin reads in `/api/users`
  return { ...u, pro: false, ...userFactorFields(state, Number(u.id)) };
}

type Encoder = (body: unknown, state: DemoState) => unknown;

/** Applies `f` to one object or to each object of a list. */
function each(f: (item: Json, state: DemoState) => Json): Encoder {
  return (body, state) =>
    Array.isArray(body)
      ? body.map((x) => f(x as Json, state))
      : body && typeof body === 'object'
        ? f(body as Json, state)
        : body;
}

const P = String.raw`/api/project/\d+`;
const R = (pattern: string) => new RegExp(`^${pattern}$`);
/** Route → encoder of its JSON answer (any method; answers of other shapes are left alone). */
const encoders: [RegExp, Encoder][] = [
  [R(String.raw`/api/projects`), each(project220)],
  [R(P), each(project220)],
  [R(`${P}/templates`), each((t, s) => template220(s, t))],
  [R(String.raw`${P}/views/\d+/templates`), each((t, s) => template220(s, t))],
  [R(String.raw`${P}/templates/\d+`), each((t, s) => template220(s, t))],
  [R(String.raw`${P}/templates/\d+/tasks(/last)?`), each((t, s) => taskWithTpl220(s, t))],
  [
    R(`${P}/tasks(/last)?`),
    (b, s) =>
      Array.isArray(b) ? each((t) => taskWithTpl220(s, t))(b, s) : each((t) => task220(s, t))(b, s),
  ],
  [R(String.raw`${P}/tasks/-?\d+`), each((t, s) => task220(s, t))],
  [R(String.raw`${P}/(templates/\d+/)?schedules(/\d+)?`), each(schedule220)],
  [R(String.raw`${P}/environment(/\d+)?`), each(environment220)],
  [R(String.raw`${P}/inventory(/\d+)?`), each(inventory220)],
  [R(String.raw`${P}/keys(/\d+)?`), each(key220)],
  [R(String.raw`/api/apps(/[^/]+)?`), each(app220)],
  [R(`${P}/users`), each(member220)],
  [R(String.raw`${P}/users/\d+`), each((u, s) => user220(s, u))],
  [R(String.raw`/api/runners(/\d+)?`), each(runner220)],
  [R(String.raw`${P}/runners(/\d+)?`), each(runner220)],
  [
    R(String.raw`/api/user/tokens`),
    (b, s) => (Array.isArray(b) ? each((t) => token220(s, t))(b, s) : b),
  ],
  [R(String.raw`/api/user`), each((u, s) => user220(s, u))],
  [R(String.raw`/api/users(/\d+)?`), each((u, s) => user220(s, u))],
];

/** The encoder of a request path's JSON answer in 2.20 mode, if it has one. */
export function encoderFor(path: string): Encoder | undefined {
  return encoders.find(([re]) => re.test(path))?.[1];
}

/**
 * Middleware of 2.20 mode: rewrites a route's 2xx JSON answer into the 2.20 shape of its path
 * (newer §N1). Empty bodies, errors and answers of paths without an encoder pass unchanged.
 */
export function encode220(demo: Demo): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 200 || res.status >= 300) return;
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
    const encode = encoderFor(c.req.path);
    if (!encode) return;
    const text = await res.text();
    const body = text === '' ? null : JSON.stringify(encode(JSON.parse(text), demo.state));
    c.res = new Response(body, { status: res.status, headers: res.headers });
  };
}
