/**
 * Project backup and restore in the server's backup format (API document §6.4, §6.5, §11).
 */
import type { Hono } from 'hono';
import { parseCron } from '../cronSpec';
import type { Demo } from '../demo';
import { type Body, type Ctx, type DemoEnv, fail, json, nowIso } from '../http';
import {
  type DemoState,
  type StoredKey,
  type StoredTemplate,
  inventoryTypes,
  isOneOf,
  nextId,
} from '../model';

/** Builds the backup document of a project (§11). Secrets are never included. */
export function backupProject(state: DemoState, projectId: number): Record<string, unknown> {
  const project = state.projects.find((p) => p.id === projectId);
  if (!project) throw new Error(`project ${projectId} not found`);
  const of = <T extends { project_id: number | null }>(list: T[]) =>
    list.filter((x) => x.project_id === projectId);
  const keyName = (id: number | null) => state.keys.find((k) => k.id === id)?.name;
  const omitNull = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
  const templates = of(state.templates);
  return {
    meta: omitNull({
      name: project.name,
      alert: project.alert,
      alert_chat: project.alert_chat,
      max_parallel_tasks: project.max_parallel_tasks,
      type: project.type,
    }),
    // Built from the [SQL] template list: vaults [], autorun/suppress false, survey_vars [] (§11).
    templates: templates.map((t) =>
      omitNull({
        name: t.name,
        playbook: t.playbook,
        arguments: t.arguments,
        allow_override_args_in_task: t.allow_override_args_in_task,
        description: t.description,
        type: t.type,
        start_version: t.start_version,
        autorun: false,
        git_branch: t.git_branch,
        survey_vars: [],
        suppress_success_alerts: false,
        app: t.app,
        repository: state.repositories.find((r) => r.id === t.repository_id)?.name ?? '',
        inventory: state.inventories.find((i) => i.id === t.inventory_id)?.name,
        environment: state.environments.find((e) => e.id === t.environment_id)?.name,
        build_template: templates.find((b) => b.id === t.build_template_id)?.name,
        view: state.views.find((v) => v.id === t.view_id)?.title,
        vaults: [],
        cron: state.schedules.find((s) => s.template_id === t.id)?.cron_format,
      }),
    ),
    repositories: of(state.repositories).map((r) => ({
      name: r.name,
      git_url: r.git_url,
      git_branch: r.git_branch,
      ssh_key: keyName(r.ssh_key_id) ?? '',
    })),
    keys: of(state.keys)
      .filter((k) => k.environment_id === null)
      .map((k) => ({ name: k.name, type: k.type })),
    views: of(state.views).map((v) => ({ title: v.title, position: v.position })),
    inventories: of(state.inventories).map((i) =>
      omitNull({
        name: i.name,
        inventory: i.inventory,
        type: i.type,
        ssh_key: keyName(i.ssh_key_id),
        become_key: keyName(i.become_key_id),
      }),
    ),
    environments: of(state.environments).map((e) =>
      omitNull({ name: e.name, json: e.json, password: e.password, env: e.env }),
    ),
    integrations: of(state.integrations).map((i) =>
      omitNull({
        name: i.name,
        auth_method: i.auth_method,
        auth_header: i.auth_header,
        searchable: i.searchable,
        task_params: i.task_params ?? {},
        template: state.templates.find((t) => t.id === i.template_id)?.name ?? '',
        auth_secret: keyName(i.auth_secret_id),
        aliases: state.aliases.filter((a) => a.integration_id === i.id).map((a) => a.alias),
        matchers: state.matchers
          .filter((m) => m.integration_id === i.id)
          .map(({ name, match_type, method, body_data_type, key, value }) => ({
            name,
            match_type,
            method,
            body_data_type,
            key,
            value,
          })),
        extract_values: state.extractValues
          .filter((v) => v.integration_id === i.id)
          .map(({ name, value_source, body_data_type, key, variable }) => ({
            name,
            value_source,
            body_data_type,
            key,
            variable,
          })),
      }),
    ),
    integration_aliases: state.aliases
      .filter((a) => a.project_id === projectId && a.integration_id === null)
      .map((a) => a.alias),
  };
}

class RestoreError extends Error {}

const arr = (v: unknown): Body[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new RestoreError('not an array');
  return v.map((x) => {
    if (typeof x !== 'object' || x === null) throw new RestoreError('not an object');
    return x as Body;
  });
};
/** `value` when it is one of `allowed`; otherwise the restore is refused (400). */
function oneOf<T extends string>(value: string, allowed: readonly T[]): T {
  if (!isOneOf(value, allowed)) fail(400);
  return value;
}

const s = (b: Body, k: string): string => (typeof b[k] === 'string' ? (b[k] as string) : '');
const sn = (b: Body, k: string): string | null =>
  typeof b[k] === 'string' ? (b[k] as string) : null;
const n = (b: Body, k: string): number => (typeof b[k] === 'number' ? (b[k] as number) : 0);
const bo = (b: Body, k: string): boolean => b[k] === true;

/**
 * Restores a backup document as a new project owned by `userId` (§6.4). Verifies first (names
 * referenced must exist, deploy templates need their build template, crons must parse) and throws
 * on any problem, so nothing is created from a bad document.
 */
export function restoreProject(
  demo: Demo,
  doc: Body,
  userId: number,
): DemoState['projects'][number] {
  const meta = doc.meta;
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta))
    throw new RestoreError('meta missing');
  const m = meta as Body;
  const keys = arr(doc.keys);
  const repositories = arr(doc.repositories);
  const inventories = arr(doc.inventories);
  const environments = arr(doc.environments);
  const views = arr(doc.views);
  const templates = arr(doc.templates);
  const integrations = arr(doc.integrations);
  const projectAliases = Array.isArray(doc.integration_aliases)
    ? (doc.integration_aliases as unknown[])
    : [];

  const names = (list: Body[], field = 'name') => new Set(list.map((x) => s(x, field)));
  const keyNames = names(keys);
  const need = (set: Set<string>, value: string | null, what: string) => {
    if (value !== null && value !== '' && !set.has(value))
      throw new RestoreError(`${what} ${value} not found`);
  };
  for (const r of repositories) need(keyNames, s(r, 'ssh_key'), 'key');
  for (const i of inventories) {
    need(keyNames, sn(i, 'ssh_key'), 'key');
    need(keyNames, sn(i, 'become_key'), 'key');
  }
  const repoNames = names(repositories);
  const invNames = names(inventories);
  const envNames = names(environments);
  const viewTitles = names(views, 'title');
  const tplNames = names(templates);
  templates.forEach((t) => {
    if (!repoNames.has(s(t, 'repository'))) throw new RestoreError('repository not found');
    need(invNames, sn(t, 'inventory'), 'inventory');
    need(envNames, sn(t, 'environment'), 'environment');
    need(viewTitles, sn(t, 'view'), 'view');
    if (s(t, 'type') === 'deploy' && !tplNames.has(s(t, 'build_template')))
      throw new RestoreError('build template');
    for (const v of arr(t.vaults)) need(keyNames, s(v, 'vault_key'), 'key');
    const cron = sn(t, 'cron');
    if (cron) parseCron(cron);
  });
  for (const i of integrations) {
    if (!tplNames.has(s(i, 'template'))) throw new RestoreError('integration template');
    need(keyNames, sn(i, 'auth_secret'), 'key');
  }

  const { state } = demo;
  const pid = nextId(state, 'projects');
  // The strings of `list` as aliases of the integration `integrationId`, or of the project (null).
  const addAliases = (list: unknown[], integrationId: number | null) => {
    for (const alias of list) {
      if (typeof alias === 'string')
        state.aliases.push({
          id: nextId(state, 'aliases'),
          alias,
          project_id: pid,
          integration_id: integrationId,
        });
    }
  };
  const project = {
    id: pid,
    name: s(m, 'name'),
    created: nowIso(),
    alert: bo(m, 'alert'),
    alert_chat: sn(m, 'alert_chat'),
    max_parallel_tasks: n(m, 'max_parallel_tasks'),
    type: s(m, 'type'),
  };
  state.projects.push(project);
  state.members.push({ project_id: pid, user_id: userId, role: 'owner' });
  /**
   * Adds each of `items` to `list` as `build(item, id)` with a new `kind` id, in order; returns
   * the new id of each item by its `nameKey` field (what the other objects reference).
   */
  const restoreEach = <T>(
    items: Body[],
    kind: string,
    list: T[],
    build: (item: Body, id: number) => T,
    nameKey = 'name',
  ): Map<string, number> => {
    const ids = new Map<string, number>();
    for (const item of items) {
      const id = nextId(state, kind);
      list.push(build(item, id));
      ids.set(s(item, nameKey), id);
    }
    return ids;
  };
  const keyTypes: StoredKey['type'][] = ['ssh', 'login_password', 'none', 'string'];
  const keyIds = restoreEach(keys, 'keys', state.keys, (k, id) => ({
    id,
    name: s(k, 'name'),
    type: keyTypes.includes(s(k, 'type') as StoredKey['type'])
      ? (s(k, 'type') as StoredKey['type'])
      : 'none',
    project_id: pid,
    string: '',
    login_password: { login: '', password: '' },
    ssh: { login: '', passphrase: '', private_key: '' },
    empty: true,
    environment_id: null,
    secret_type: null,
  }));
  const keyId = (name: string | null) => (name ? (keyIds.get(name) ?? null) : null);
  const envIds = restoreEach(environments, 'environments', state.environments, (e, id) => ({
    id,
    name: s(e, 'name'),
    project_id: pid,
    password: sn(e, 'password'),
    json: s(e, 'json') || '{}',
    env: sn(e, 'env'),
  }));
  const viewIds = restoreEach(
    views,
    'views',
    state.views,
    (v, id) => ({ id, project_id: pid, title: s(v, 'title'), position: n(v, 'position') }),
    'title',
  );
  const repoIds = restoreEach(repositories, 'repositories', state.repositories, (r, id) => ({
    id,
    name: s(r, 'name'),
    project_id: pid,
    git_url: s(r, 'git_url'),
    git_branch: s(r, 'git_branch'),
    ssh_key_id: keyId(s(r, 'ssh_key')) ?? 0,
  }));
  const invIds = restoreEach(inventories, 'inventories', state.inventories, (i, id) => ({
    id,
    name: s(i, 'name'),
    project_id: pid,
    inventory: s(i, 'inventory'),
    ssh_key_id: keyId(sn(i, 'ssh_key')),
    become_key_id: keyId(sn(i, 'become_key')),
    type: oneOf(s(i, 'type'), inventoryTypes),
    holder_id: null,
    repository_id: null,
  }));
  const tplIds = new Map<string, number>();
  const ordered = [
    ...templates.filter((t) => s(t, 'type') !== 'deploy'),
    ...templates.filter((t) => s(t, 'type') === 'deploy'),
  ];
  for (const t of ordered) {
    const id = nextId(state, 'templates');
    const get = (map: Map<string, number>, name: string | null) =>
      name ? (map.get(name) ?? null) : null;
    const tpl: StoredTemplate = {
      id,
      project_id: pid,
      inventory_id: get(invIds, sn(t, 'inventory')),
      repository_id: repoIds.get(s(t, 'repository')) ?? 0,
      environment_id: get(envIds, sn(t, 'environment')),
      name: s(t, 'name'),
      playbook: s(t, 'playbook'),
      arguments: sn(t, 'arguments'),
      allow_override_args_in_task: bo(t, 'allow_override_args_in_task'),
      description: sn(t, 'description'),
      vaults: arr(t.vaults).map((v) => ({
        id: nextId(state, 'vaults'),
        project_id: pid,
        template_id: id,
        vault_key_id: keyId(s(v, 'vault_key')) ?? 0,
        name: sn(v, 'name'),
      })),
      type: (['', 'build', 'deploy'].includes(s(t, 'type'))
        ? s(t, 'type')
        : '') as StoredTemplate['type'],
      start_version: sn(t, 'start_version'),
      build_template_id: get(tplIds, sn(t, 'build_template')),
      view_id: get(viewIds, sn(t, 'view')),
      autorun: bo(t, 'autorun'),
      git_branch: sn(t, 'git_branch'),
      survey_vars: arr(t.survey_vars).map((v) => ({
        name: s(v, 'name'),
        title: s(v, 'title'),
        required: bo(v, 'required'),
        type: s(v, 'type'),
        description: s(v, 'description'),
        values: Array.isArray(v.values)
          ? arr(v.values).map((x) => ({ name: s(x, 'name'), value: s(x, 'value') }))
          : null,
      })),
      suppress_success_alerts: bo(t, 'suppress_success_alerts'),
      app: s(t, 'app'),
      tasks: 0,
    };
    state.templates.push(tpl);
    tplIds.set(tpl.name, id);
    const cron = sn(t, 'cron');
    if (cron) {
      // A restored cron becomes a commit-triggered schedule on the template's repository (§11).
      state.schedules.push({
        id: nextId(state, 'schedules'),
        project_id: pid,
        template_id: id,
        cron_format: cron,
        name: tpl.name,
        active: true,
        repository_id: tpl.repository_id,
      });
    }
  }
  for (const i of integrations) {
    const id = nextId(state, 'integrations');
    const params = i.task_params;
    state.integrations.push({
      id,
      name: s(i, 'name'),
      project_id: pid,
      template_id: tplIds.get(s(i, 'template')) ?? 0,
      auth_method: s(i, 'auth_method'),
      auth_secret_id: keyId(sn(i, 'auth_secret')),
      auth_header: s(i, 'auth_header'),
      searchable: bo(i, 'searchable'),
      task_params:
        typeof params === 'object' && params !== null && !Array.isArray(params)
          ? (params as Record<string, unknown>)
          : null,
    });
    for (const mt of arr(i.matchers)) {
      state.matchers.push({
        id: nextId(state, 'matchers'),
        integration_id: id,
        name: s(mt, 'name'),
        match_type: s(mt, 'match_type'),
        method: s(mt, 'method'),
        body_data_type: s(mt, 'body_data_type'),
        key: s(mt, 'key'),
        value: s(mt, 'value'),
      });
    }
    for (const v of arr(i.extract_values)) {
      state.extractValues.push({
        id: nextId(state, 'extractValues'),
        integration_id: id,
        name: s(v, 'name'),
        value_source: s(v, 'value_source'),
        body_data_type: s(v, 'body_data_type'),
        key: s(v, 'key'),
        variable: s(v, 'variable'),
      });
    }
    const aliases = Array.isArray(i.aliases) ? (i.aliases as unknown[]) : [];
    addAliases(aliases, id);
  }
  addAliases(projectAliases, null);
  demo.changed();
  return project;
}

/** Registers `GET …/backup`. */
export function registerBackupRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  app.get('/api/project/:project_id/backup', (c) =>
    json(c, backupProject(demo.state, c.get('project').id)),
  );
}

/**
 * Registers both restore forms (before the project middleware, which would read `restore` as a
 * project id): `POST /api/projects/restore` with the raw backup document (§6.4), and
 * `POST /api/project/restore`, which the console spec also names; it takes the same document, or
 * `{"name": …, "backup": {…}}` to restore under another project name.
 */
export function registerRestoreRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  const restore = async (c: Ctx) => {
    let doc: unknown;
    try {
      doc = JSON.parse(await c.req.text());
    } catch {
      fail(400);
    }
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) fail(400);
    let body = doc as Body;
    if (typeof body.backup === 'object' && body.backup !== null && !Array.isArray(body.backup)) {
      const inner = body.backup as Body;
      const meta =
        typeof inner.meta === 'object' && inner.meta !== null ? (inner.meta as Body) : {};
      body =
        typeof body.name === 'string' && body.name
          ? { ...inner, meta: { ...meta, name: body.name } }
          : inner;
    }
    try {
      return json(c, restoreProject(demo, body, c.get('user').id), 200);
    } catch {
      // The real server only logs the reason; the answer is 400 with an empty body (§6.4).
      fail(400);
    }
  };
  app.post('/api/projects/restore', restore);
  app.post('/api/project/restore', restore);
}
