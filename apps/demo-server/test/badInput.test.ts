import { seededRandom } from '@semaphore-console/vitest-config/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../src/index';

// Bad input never makes the demo server fail (API §1.5): every write route answers random JSON
// bodies with a 2xx/4xx, never a 5xx. The routes are enumerated from the app itself, so a new
// route is covered without touching this file. In memory (the app's own `fetch`), no port.

const origin = 'http://demo.test';
let app: DemoApp;
let token: string;

/** Field names the routes read, so random objects reach past the first check. */
const vocabulary = [
  'id',
  'project_id',
  'name',
  'type',
  'app',
  'title',
  'position',
  'playbook',
  'inventory_id',
  'repository_id',
  'environment_id',
  'view_id',
  'build_template_id',
  'template_id',
  'survey_vars',
  'vaults',
  'vault_key_id',
  'values',
  'value',
  'required',
  'description',
  'arguments',
  'secrets',
  'operation',
  'secret',
  'json',
  'env',
  'password',
  'ssh',
  'login_password',
  'string',
  'login',
  'private_key',
  'override_secret',
  'git_url',
  'git_branch',
  'ssh_key_id',
  'become_key_id',
  'inventory',
  'holder_id',
  'cron_format',
  'active',
  'role',
  'user_id',
  'username',
  'email',
  'admin',
  'alert',
  'alert_chat',
  'max_parallel_tasks',
  'auth',
  'auth_method',
  'auth_secret_id',
  'auth_header',
  'task_params',
  'searchable',
  'match_type',
  'method',
  'body_data_type',
  'key',
  'value_source',
  'variable',
  'integration_id',
  'webhook',
  'args',
  'priority',
  'icon',
  'color',
  'dark_color',
  'path',
  'force',
  'debug',
  'environment',
  'limit',
  'message',
  'meta',
  'templates',
  'repositories',
  'keys',
  'views',
  'inventories',
  'environments',
  'integrations',
  'backup',
  'count',
  'status',
  'delayMs',
  'socketBuffer',
  'outputDelayMs',
  'lines',
  'lines_per_second',
  'start_version',
  'autorun',
  'demo',
  'external',
  'version',
  'commit_hash',
  'schedule_id',
];

const strings = [
  '',
  'x',
  'ansible',
  'bash',
  'ssh',
  'none',
  'string',
  'static',
  'file',
  'var',
  'create',
  'delete',
  'update',
  'json',
  'header',
  'body',
  'equals',
  'token',
  'hmac',
  'owner',
  'guest',
  '{}',
  '[',
  '{"a":1}',
  '* * * * *',
  '/abs/path',
  '../up',
  'é漢字🙂',
  'a'.repeat(300),
];
const numbers = [0, 1, 2, 3, -1, 7, 42, 1.5, 2147483647, 2147483648, -2147483649, 1e21];

/** A random JSON value of at most `depth` levels. */
function randomValue(rnd: () => number, depth: number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const r = rnd();
  if (depth <= 0 || r < 0.45) {
    const kind = rnd();
    if (kind < 0.15) return null;
    if (kind < 0.3) return rnd() < 0.5;
    if (kind < 0.6) return pick(numbers);
    return pick(strings);
  }
  if (r < 0.7) {
    const length = Math.floor(rnd() * 4);
    return Array.from({ length }, () => randomValue(rnd, depth - 1));
  }
  return randomObject(rnd, depth - 1);
}

/** A random object with keys mostly from the vocabulary. */
function randomObject(rnd: () => number, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(rnd() * 8);
  for (let i = 0; i < n; i++) {
    const key =
      rnd() < 0.9
        ? (vocabulary[Math.floor(rnd() * vocabulary.length)] as string)
        : `k${Math.floor(rnd() * 100)}`;
    out[key] = randomValue(rnd, depth);
  }
  return out;
}

/** Values that break naive readers: nulls where objects are expected, wrong types, extremes. */
const hostile: readonly unknown[] = [
  null,
  [null],
  [{}],
  {},
  [],
  '',
  'x',
  -1,
  0,
  1.5,
  1e21,
  true,
  [[null]],
  { a: null },
  [1],
  ['x'],
];

/**
 * Replaces the value at a random path of `value` (walking into arrays and objects) with a hostile
 * or random value; returns the new value (the input is not changed).
 */
function mutate(rnd: () => number, value: unknown): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const replacement = () => (rnd() < 0.6 ? structuredClone(pick(hostile)) : randomValue(rnd, 2));
  if (Array.isArray(value)) {
    // Arrays of objects read element by element: a null or a scalar element breaks naive code.
    if (value.length === 0 || rnd() < 0.3)
      return [...value, rnd() < 0.5 ? pick([null, 'x', 1, [], [null]]) : replacement()];
    const copy = [...value];
    const i = Math.floor(rnd() * copy.length);
    copy[i] = rnd() < 0.5 ? mutate(rnd, copy[i]) : replacement();
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length && rnd() < 0.85 ? pick(keys) : pick(vocabulary);
    const inner = copy[key];
    copy[key] =
      inner && typeof inner === 'object' && rnd() < 0.6 ? mutate(rnd, inner) : replacement();
    return copy;
  }
  return replacement();
}

/** A random request body text: mostly objects, sometimes other JSON, broken JSON or nothing. */
function randomBody(rnd: () => number, base: Record<string, unknown> | undefined): string {
  const r = rnd();
  if (r < 0.03) return '';
  if (r < 0.06) return '{"name": ';
  if (r < 0.12) return JSON.stringify(randomValue(rnd, 2));
  if (base && r < 0.75) {
    // A valid object with one to three values replaced, at any depth: reaches deeper checks.
    let body: unknown = base;
    const changes = rnd() < 0.7 ? 1 : rnd() < 0.7 ? 2 : 3;
    for (let i = 0; i < changes; i++) body = mutate(rnd, body);
    return JSON.stringify(body);
  }
  return JSON.stringify(randomObject(rnd, 3));
}

async function call(method: string, path: string, body?: string): Promise<Response> {
  return app.fetch(
    new Request(`${origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body,
    }),
  );
}

/** Concrete ids of seeded objects for each path parameter (the first project's). */
function paramValues(): Record<string, string> {
  const s = app.state;
  const pid = s.projects[0]?.id ?? 1;
  const first = <T extends { id: number }>(list: T[], ok: (x: T) => boolean = () => true) =>
    String(list.find(ok)?.id ?? 1);
  const integration = s.integrations.find((i) => i.project_id === pid);
  const guest = s.users.find((u) => u.username === 'guest');
  return {
    project_id: String(pid),
    template_id: first(s.templates, (t) => t.project_id === pid),
    task_id: first(s.tasks, (t) => t.project_id === pid),
    key_id: first(s.keys, (k) => k.project_id === pid && k.environment_id === null),
    repository_id: first(s.repositories, (r) => r.project_id === pid),
    inventory_id: first(s.inventories, (i) => i.project_id === pid),
    environment_id: first(s.environments, (e) => e.project_id === pid),
    view_id: first(s.views, (v) => v.project_id === pid),
    schedule_id: first(s.schedules, (x) => x.project_id === pid),
    integration_id: String(integration?.id ?? 1),
    matcher_id: first(s.matchers, (m) => m.integration_id === integration?.id),
    value_id: first(s.extractValues, (v) => v.integration_id === integration?.id),
    alias_id: first(s.aliases, (a) => a.project_id === pid),
    integration_alias: s.aliases.find((a) => a.project_id === pid)?.alias ?? 'x',
    user_id: String(guest?.id ?? 2),
    runner_id: first(s.runners),
    app_id: 'bash',
    token_id: 'missing',
  };
}

beforeAll(async () => {
  app = createDemoApp({
    schedules: false,
    faults: true,
    timing: { tickMs: 5, lineMs: 1, startingMs: 1 },
  });
  const login = await app.fetch(
    new Request(`${origin}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ auth: 'admin', password: 'changeme' }),
    }),
  );
  const cookie = /semaphore=([^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const created = await app.fetch(
    new Request(`${origin}/api/user/tokens`, {
      method: 'POST',
      headers: { cookie: `semaphore=${cookie}` },
    }),
  );
  token = ((await created.json()) as { id: string }).id;
});
afterAll(() => app.close());

describe('random bodies on every write route', () => {
  it('never answer 5xx; a 400 carries {"error": …}', async () => {
    const ids = paramValues();
    const writes = app.routes.filter((r) => r.method === 'POST' || r.method === 'PUT');
    expect(writes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let requests = 0;
    for (const [index, route] of writes.entries()) {
      const seed = 15_000 + index;
      const rnd = seededRandom(seed);
      const concrete = route.path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? '1');
      // A valid-looking base: the object itself (updates) or the first item of the collection.
      let base: Record<string, unknown> | undefined;
      const read = await call('GET', concrete);
      if (read.status === 200) {
        const value: unknown = await read.json().catch(() => undefined);
        // The richest item of a list (the longest JSON) gives the most fields to break.
        let item = Array.isArray(value)
          ? value
              .slice(0, 30)
              .reduce<unknown>(
                (best, x) => (JSON.stringify(x).length > JSON.stringify(best).length ? x : best),
                value[0],
              )
          : value;
        // A list item can be partial (template lists, API §13.3): read the item itself.
        if (Array.isArray(value) && item && typeof item === 'object' && 'id' in item) {
          const one = await call('GET', `${concrete}/${String(item.id)}`);
          if (one.status === 200) item = await one.json();
        }
        if (item && typeof item === 'object' && !Array.isArray(item))
          base = item as Record<string, unknown>;
      }
      for (let i = 0; i < 60; i++) {
        const path =
          rnd() < 0.1
            ? route.path.replace(/:(\w+)/g, () => String(rnd() < 0.5 ? 987654 : 'x'))
            : concrete;
        const body = randomBody(rnd, base);
        const res = await call(route.method, path, body);
        requests++;
        const text = await res.text();
        if (res.status >= 500) {
          failures.push(`${route.method} ${path} (seed ${seed}, #${i}) → ${res.status}: ${body}`);
        } else if (res.status === 400 && text !== '') {
          const parsed = JSON.parse(text) as { error?: unknown };
          if (typeof parsed.error !== 'string')
            failures.push(`${route.method} ${path} → 400 without "error": ${text}`);
        }
        // A random fault rule may legitimately make later requests fail: clear it.
        if (route.path === '/api/demo/faults/requests')
          await call('POST', '/api/demo/faults/reset');
      }
    }
    console.log(`random bodies: ${requests} requests on ${writes.length} write routes`);
    expect([...new Set(failures.map((f) => f.split(' (')[0]?.split(' →')[0]))]).toEqual([]);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('bodies of the wrong shape answer 400 {"error": …}, not 500 (API §1.5)', async () => {
    const pid = paramValues().project_id;
    const template = {
      name: 'T',
      app: 'bash',
      playbook: 'x.sh',
      repository_id: 1,
      inventory_id: 1,
      project_id: Number(pid),
    };
    for (const bad of [
      { survey_vars: [null] },
      { vaults: [null] },
      { survey_vars: [{ values: [null] }] },
    ]) {
      const res = await call(
        'POST',
        `/api/project/${pid}/templates`,
        JSON.stringify({ ...template, ...bad }),
      );
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
    }
  });

  it('a missing project answers 404 (API §7.5, Bolt store)', async () => {
    for (const [method, path] of [
      ['GET', '/api/project/987654'],
      ['GET', '/api/project/987654/templates'],
      ['POST', '/api/project/987654/templates'],
    ] as const) {
      const res = await call(method, path, method === 'POST' ? '{}' : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
