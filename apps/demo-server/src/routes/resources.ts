/**
 * Access keys, repositories, inventories, environments (with secrets) and views, with their refs and
 * the `inUse` delete rules (API document §5.4–§5.7, §5.13, §5.16, §6.7–§6.10, §6.14).
 */
import { Permission } from '@semaphore-console/permissions';
import {
  AccessKeyBody,
  EnvironmentBody,
  InventoryBody,
  RepositoryBody,
  ViewBody,
  ViewPositionsBody,
} from '../bodies';
import type { Hono } from 'hono';
import type { Demo } from '../demo';
import { findInProject, need, projectEvent } from '../guard';
import type { Body, Ctx, DemoEnv } from '../http';
import {
  empty,
  fail,
  failJson,
  int,
  intOrNull,
  isJson,
  json,
  readBody,
  str,
  strOrNull,
} from '../http';
import { type DemoState, type StoredKey, inventoryTypes, isOneOf, nextId } from '../model';
import { environmentOut, keyOut, sortList } from '../wire';

/** ObjectReferrers (§5.16) of an object. */
export function referrers(
  state: DemoState,
  kind: 'key' | 'repository' | 'inventory' | 'environment' | 'template',
  id: number,
): {
  templates: { id: number; name: string }[];
  inventories: { id: number; name: string }[];
  repositories: { id: number; name: string }[];
} {
  const pick = (x: { id: number; name: string }) => ({ id: x.id, name: x.name });
  switch (kind) {
    case 'key':
      return {
        templates: [],
        inventories: state.inventories
          .filter((i) => i.ssh_key_id === id || i.become_key_id === id)
          .map(pick),
        repositories: state.repositories.filter((r) => r.ssh_key_id === id).map(pick),
      };
    case 'repository':
      return {
        templates: state.templates.filter((t) => t.repository_id === id).map(pick),
        inventories: state.inventories.filter((i) => i.repository_id === id).map(pick),
        repositories: [],
      };
    case 'inventory':
      return {
        templates: state.templates.filter((t) => t.inventory_id === id).map(pick),
        inventories: [],
        repositories: [],
      };
    case 'environment':
      return {
        templates: state.templates.filter((t) => t.environment_id === id).map(pick),
        inventories: [],
        repositories: [],
      };
    case 'template':
      return {
        templates: state.templates.filter((t) => t.build_template_id === id).map(pick),
        inventories: [],
        repositories: [],
      };
  }
}

/** Whether the refs (and, for keys, template vaults and integrations) still point at the object. */
function inUse(
  state: DemoState,
  kind: 'key' | 'repository' | 'inventory' | 'environment',
  id: number,
): boolean {
  const r = referrers(state, kind, id);
  if (r.templates.length || r.inventories.length || r.repositories.length) return true;
  if (kind === 'key') {
    return (
      state.templates.some((t) => t.vaults.some((v) => v.vault_key_id === id)) ||
      state.integrations.some((i) => i.auth_secret_id === id)
    );
  }
  return false;
}

const keyTypes: StoredKey['type'][] = ['ssh', 'login_password', 'none', 'string'];

/** Reads and validates the secret part of a key body (§5.4); returns the fields to store. */
function keySecret(
  body: Body,
): Pick<StoredKey, 'type' | 'string' | 'login_password' | 'ssh' | 'empty'> {
  const type = str(body, 'type') as StoredKey['type'];
  if (!keyTypes.includes(type)) fail(400);
  const obj = (k: string): Body => {
    const v = body[k];
    if (v === undefined || v === null) return {};
    if (typeof v !== 'object' || Array.isArray(v)) fail(400);
    return v as Body;
  };
  const lp = obj('login_password');
  const ssh = obj('ssh');
  const out = {
    type,
    string: '',
    login_password: { login: '', password: '' },
    ssh: { login: '', passphrase: '', private_key: '' },
    empty: false,
  };
  if (type === 'ssh') {
    out.ssh = {
      login: str(ssh, 'login'),
      passphrase: str(ssh, 'passphrase'),
      private_key: str(ssh, 'private_key'),
    };
    if (!out.ssh.private_key) {
      if (out.ssh.login || out.ssh.passphrase) fail(400);
      failJson(400, 'private key can not be empty');
    }
  } else if (type === 'login_password') {
    out.login_password = { login: str(lp, 'login'), password: str(lp, 'password') };
    if (!out.login_password.password) {
      if (out.login_password.login) fail(400);
      failJson(400, 'password can not be empty');
    }
  } else if (type === 'string') {
    out.string = str(body, 'string');
  } else {
    out.empty = true;
  }
  return out;
}

/** Registers keys, repositories, inventories, environments and views. */
export function registerResourceRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  const P = '/api/project/:project_id';

  // ---- Access keys (§6.7) ----
  app.get(`${P}/keys`, (c) => {
    const pid = c.get('project').id;
    const list = demo.state.keys.filter((k) => k.project_id === pid && k.environment_id === null);
    const sorted = sortList(list, c.req.query('sort'), c.req.query('order'), {
      name: (k) => k.name,
      type: (k) => k.type,
    });
    return json(
      c,
      sorted.map((k) => keyOut(k, true)),
    );
  });
  const findKey = (c: Ctx) => {
    const key = findInProject(c, demo.state.keys, 'key_id');
    if (key.environment_id !== null) fail(404);
    return key;
  };
  app.get(`${P}/keys/:key_id`, (c) => json(c, keyOut(findKey(c), false)));
  app.get(`${P}/keys/:key_id/refs`, (c) => json(c, referrers(demo.state, 'key', findKey(c).id)));
  app.post(`${P}/keys`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, AccessKeyBody);
    const pid = c.get('project').id;
    if (int(body, 'project_id') !== pid)
      failJson(400, 'Project ID in body and URL must be the same');
    const name = str(body, 'name');
    if (!keyTypes.includes(str(body, 'type') as StoredKey['type'])) fail(400);
    if (!name) failJson(400, 'name can not be empty');
    const secret = keySecret(body);
    const id = nextId(demo.state, 'keys');
    demo.state.keys.push({
      id,
      name,
      project_id: pid,
      environment_id: null,
      secret_type: null,
      ...secret,
    });
    projectEvent(demo, c, 'key', id, `Access Key ${name} created`);
    return empty(c);
  });
  app.put(`${P}/keys/:key_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    findKey(c);
    const body = await readBody(c, AccessKeyBody);
    // The server acts on the ids in the body (§6.7).
    const target = demo.state.keys.find(
      (k) =>
        k.id === int(body, 'id') &&
        k.project_id === int(body, 'project_id') &&
        k.environment_id === null,
    );
    if (!target) fail(404);
    const name = str(body, 'name');
    if (!name) failJson(400, 'name can not be empty');
    if (body.override_secret === true) Object.assign(target, keySecret(body));
    target.name = name;
    projectEvent(demo, c, 'key', target.id, `Access Key ${name} updated`);
    return empty(c);
  });
  app.delete(`${P}/keys/:key_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const key = findKey(c);
    if (inUse(demo.state, 'key', key.id)) {
      failJson(400, 'Access Key is in use by one or more templates', { inUse: true });
    }
    demo.state.keys = demo.state.keys.filter((k) => k.id !== key.id);
    projectEvent(demo, c, 'key', key.id, `Access Key ${key.name} deleted`);
    return empty(c);
  });

  // ---- Repositories (§6.8) ----
  app.get(`${P}/repositories`, (c) => {
    const pid = c.get('project').id;
    const list = demo.state.repositories.filter((r) => r.project_id === pid);
    const keyName = (id: number) => demo.state.keys.find((k) => k.id === id)?.name ?? '';
    return json(
      c,
      sortList(list, c.req.query('sort'), c.req.query('order'), {
        name: (r) => r.name,
        git_url: (r) => r.git_url,
        ssh_key: (r) => keyName(r.ssh_key_id),
      }),
    );
  });
  app.get(`${P}/repositories/:repository_id`, (c) =>
    json(c, findInProject(c, demo.state.repositories, 'repository_id')),
  );
  app.get(`${P}/repositories/:repository_id/refs`, (c) =>
    json(
      c,
      referrers(
        demo.state,
        'repository',
        findInProject(c, demo.state.repositories, 'repository_id').id,
      ),
    ),
  );
  const validateRepo = (body: Body) => {
    const git_url = str(body, 'git_url');
    if (!str(body, 'name')) failJson(400, "repository name can't be empty");
    if (!git_url) failJson(400, "repository url can't be empty");
    if (!git_url.startsWith('/') && !str(body, 'git_branch'))
      failJson(400, "repository branch can't be empty");
  };
  app.post(`${P}/repositories`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, RepositoryBody);
    const pid = c.get('project').id;
    const keyId = int(body, 'ssh_key_id');
    if (!demo.state.keys.some((k) => k.id === keyId && k.project_id === pid)) fail(404);
    validateRepo(body);
    const id = nextId(demo.state, 'repositories');
    const name = str(body, 'name');
    demo.state.repositories.push({
      id,
      name,
      project_id: pid,
      git_url: str(body, 'git_url'),
      git_branch: str(body, 'git_branch'),
      ssh_key_id: keyId,
    });
    projectEvent(demo, c, 'repository', id, `Repository ${name} created`);
    // Quirk (§6.8): a mismatching project id answers 400 JSON, but the repository is created.
    if (int(body, 'project_id') !== pid)
      failJson(400, 'Project ID in body and URL must be the same');
    return empty(c);
  });
  app.put(`${P}/repositories/:repository_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const repo = findInProject(c, demo.state.repositories, 'repository_id');
    const body = await readBody(c, RepositoryBody);
    if (int(body, 'id') !== repo.id)
      failJson(400, 'Repository ID in body and URL must be the same');
    if (int(body, 'project_id') !== repo.project_id)
      failJson(400, 'Project ID in body and URL must be the same');
    validateRepo(body);
    const keyId = int(body, 'ssh_key_id');
    if (!demo.state.keys.some((k) => k.id === keyId && k.project_id === repo.project_id)) fail(404);
    Object.assign(repo, {
      name: str(body, 'name'),
      git_url: str(body, 'git_url'),
      git_branch: str(body, 'git_branch'),
      ssh_key_id: keyId,
    });
    projectEvent(demo, c, 'repository', repo.id, `Repository ${repo.name} updated`);
    return empty(c);
  });
  app.delete(`${P}/repositories/:repository_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const repo = findInProject(c, demo.state.repositories, 'repository_id');
    if (inUse(demo.state, 'repository', repo.id)) {
      failJson(400, 'Repository is in use by one or more templates', { inUse: true });
    }
    demo.state.repositories = demo.state.repositories.filter((r) => r.id !== repo.id);
    projectEvent(demo, c, 'repository', repo.id, `Repository ${repo.name} deleted`);
    return empty(c);
  });

  // ---- Inventories (§6.9) ----
  app.get(`${P}/inventory`, (c) => {
    const pid = c.get('project').id;
    const list = demo.state.inventories.filter((i) => i.project_id === pid);
    return json(
      c,
      sortList(list, c.req.query('sort'), c.req.query('order'), { name: (i) => i.name }),
    );
  });
  app.get(`${P}/inventory/:inventory_id`, (c) =>
    json(c, findInProject(c, demo.state.inventories, 'inventory_id')),
  );
  app.get(`${P}/inventory/:inventory_id/refs`, (c) =>
    json(
      c,
      referrers(
        demo.state,
        'inventory',
        findInProject(c, demo.state.inventories, 'inventory_id').id,
      ),
    ),
  );
  const inventoryRefs = (body: Body, pid: number) => {
    const fields = {
      ssh_key_id: intOrNull(body, 'ssh_key_id'),
      become_key_id: intOrNull(body, 'become_key_id'),
      holder_id: intOrNull(body, 'holder_id'),
      repository_id: intOrNull(body, 'repository_id'),
    };
    const keyOk = (id: number | null) =>
      id === null || demo.state.keys.some((k) => k.id === id && k.project_id === pid);
    if (!keyOk(fields.ssh_key_id) || !keyOk(fields.become_key_id)) fail(404);
    if (
      fields.holder_id !== null &&
      !demo.state.templates.some((t) => t.id === fields.holder_id && t.project_id === pid)
    )
      fail(404);
    return fields;
  };
  app.post(`${P}/inventory`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, InventoryBody);
    const pid = c.get('project').id;
    if (int(body, 'project_id') !== pid)
      failJson(400, 'Project ID in body and URL must be the same');
    const type = str(body, 'type');
    if (!isOneOf(type, inventoryTypes)) failJson(400, 'Not supported inventory type');
    const refs = inventoryRefs(body, pid);
    const inv = {
      id: nextId(demo.state, 'inventories'),
      name: str(body, 'name'),
      project_id: pid,
      inventory: str(body, 'inventory'),
      type,
      ...refs,
    };
    demo.state.inventories.push(inv);
    projectEvent(demo, c, 'inventory', inv.id, `Inventory ${inv.name} created`);
    return json(c, inv, 201);
  });
  app.put(`${P}/inventory/:inventory_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const inv = findInProject(c, demo.state.inventories, 'inventory_id');
    const body = await readBody(c, InventoryBody);
    if (int(body, 'id') !== inv.id) failJson(400, 'Inventory ID in body and URL must be the same');
    if (int(body, 'project_id') !== inv.project_id)
      failJson(400, 'project ID in body and URL must be the same');
    const type = str(body, 'type');
    if (!isOneOf(type, inventoryTypes)) failJson(400, `unknown inventory type: ${type}`);
    const text = str(body, 'inventory');
    if (type === 'file' && (text.startsWith('/') || text.split('/').includes('..'))) {
      failJson(400, 'Invalid inventory file pathname. Must be: path/to/inventory.');
    }
    const refs = inventoryRefs(body, inv.project_id);
    Object.assign(inv, { name: str(body, 'name'), inventory: text, type, ...refs });
    projectEvent(demo, c, 'inventory', inv.id, `Inventory ${inv.name} updated`);
    return empty(c);
  });
  app.delete(`${P}/inventory/:inventory_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const inv = findInProject(c, demo.state.inventories, 'inventory_id');
    if (inUse(demo.state, 'inventory', inv.id)) {
      failJson(400, 'Inventory is in use by one or more templates', { inUse: true });
    }
    demo.state.inventories = demo.state.inventories.filter((i) => i.id !== inv.id);
    projectEvent(demo, c, 'inventory', inv.id, `Inventory ${inv.name} deleted`);
    return empty(c);
  });

  // ---- Environments (§6.10) ----
  app.get(`${P}/environment`, (c) => {
    const pid = c.get('project').id;
    const list = demo.state.environments.filter((e) => e.project_id === pid);
    return json(
      c,
      sortList(list, c.req.query('sort'), c.req.query('order'), { name: (e) => e.name }).map((e) =>
        environmentOut(demo.state, e, false),
      ),
    );
  });
  app.get(`${P}/environment/:environment_id`, (c) =>
    json(
      c,
      environmentOut(demo.state, findInProject(c, demo.state.environments, 'environment_id'), true),
    ),
  );
  app.get(`${P}/environment/:environment_id/refs`, (c) =>
    json(
      c,
      referrers(
        demo.state,
        'environment',
        findInProject(c, demo.state.environments, 'environment_id').id,
      ),
    ),
  );
  const validateEnv = (body: Body) => {
    if (!str(body, 'name')) failJson(400, 'Environment name can not be empty');
    if (!isJson(str(body, 'json'))) failJson(400, 'Extra variables must be valid JSON');
    const env = strOrNull(body, 'env');
    if (env !== null && !isJson(env)) failJson(400, 'Environment variables must be valid JSON');
  };
  /** Applies the `secrets` operations list (§6.10): create and delete work; update changes nothing. */
  const applySecrets = (body: Body, envId: number, pid: number) => {
    const list = body.secrets;
    if (!Array.isArray(list)) return;
    for (const raw of list as Body[]) {
      if (typeof raw !== 'object' || raw === null) continue;
      const type = raw.type;
      if (type !== 'var' && type !== 'env') continue;
      if (raw.operation === 'create') {
        demo.state.keys.push({
          id: nextId(demo.state, 'keys'),
          name: typeof raw.name === 'string' ? raw.name : '',
          type: 'string',
          project_id: pid,
          string: typeof raw.secret === 'string' ? raw.secret : '',
          login_password: { login: '', password: '' },
          ssh: { login: '', passphrase: '', private_key: '' },
          empty: false,
          environment_id: envId,
          secret_type: type,
        });
      } else if (raw.operation === 'delete') {
        demo.state.keys = demo.state.keys.filter(
          (k) => !(k.id === raw.id && k.project_id === pid && k.environment_id !== null),
        );
      }
    }
  };
  app.post(`${P}/environment`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, EnvironmentBody);
    const pid = c.get('project').id;
    validateEnv(body);
    const env = {
      id: nextId(demo.state, 'environments'),
      name: str(body, 'name'),
      project_id: pid,
      password: strOrNull(body, 'password'),
      json: str(body, 'json'),
      env: strOrNull(body, 'env'),
    };
    demo.state.environments.push(env);
    applySecrets(body, env.id, pid);
    projectEvent(demo, c, 'environment', env.id, `Environment ${env.name} created`);
    // Quirk (§6.10): a mismatching project id answers 400 JSON, but the environment is created.
    if (int(body, 'project_id') !== pid)
      failJson(400, 'Project ID in body and URL must be the same');
    return empty(c);
  });
  app.put(`${P}/environment/:environment_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const env = findInProject(c, demo.state.environments, 'environment_id');
    const body = await readBody(c, EnvironmentBody);
    if (int(body, 'id') !== env.id)
      failJson(400, 'Environment ID in body and URL must be the same');
    if (int(body, 'project_id') !== env.project_id)
      failJson(400, 'Project ID in body and URL must be the same');
    validateEnv(body);
    Object.assign(env, {
      name: str(body, 'name'),
      password: strOrNull(body, 'password'),
      json: str(body, 'json'),
      env: strOrNull(body, 'env'),
    });
    applySecrets(body, env.id, env.project_id);
    projectEvent(demo, c, 'environment', env.id, `Environment ${env.name} updated`);
    return empty(c);
  });
  app.delete(`${P}/environment/:environment_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const env = findInProject(c, demo.state.environments, 'environment_id');
    if (inUse(demo.state, 'environment', env.id)) {
      failJson(400, 'Environment is in use by one or more templates', { inUse: true });
    }
    demo.state.environments = demo.state.environments.filter((e) => e.id !== env.id);
    demo.state.keys = demo.state.keys.filter((k) => k.environment_id !== env.id);
    projectEvent(demo, c, 'environment', env.id, `Environment ${env.name} deleted`);
    return empty(c);
  });

  // ---- Views (§6.14) ----
  app.get(`${P}/views`, (c) => {
    const pid = c.get('project').id;
    return json(
      c,
      sortList(
        demo.state.views.filter((v) => v.project_id === pid),
        'position',
        undefined,
        { position: (v) => v.position },
      ),
    );
  });
  app.get(`${P}/views/:view_id`, (c) => json(c, findInProject(c, demo.state.views, 'view_id')));
  app.post(`${P}/views`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, ViewBody);
    const pid = c.get('project').id;
    if (int(body, 'project_id') !== pid)
      failJson(400, 'Project ID in body and URL must be the same');
    const title = str(body, 'title');
    if (!title) failJson(400, 'title can not be empty');
    const view = {
      id: nextId(demo.state, 'views'),
      project_id: pid,
      title,
      position: int(body, 'position'),
    };
    demo.state.views.push(view);
    projectEvent(demo, c, 'view', view.id, `View ${title} created`);
    return json(c, view, 201);
  });
  app.post(`${P}/views/positions`, async (c) => {
    need(c, Permission.manageProjectResources);
    const body = await readBody(c, ViewPositionsBody);
    const pid = c.get('project').id;
    for (const [id, pos] of Object.entries(body)) {
      if (typeof pos !== 'number') fail(400);
      const view = demo.state.views.find((v) => v.id === Number(id) && v.project_id === pid);
      if (view) view.position = pos;
    }
    demo.changed();
    return empty(c);
  });
  app.put(`${P}/views/:view_id`, async (c) => {
    need(c, Permission.manageProjectResources);
    const view = findInProject(c, demo.state.views, 'view_id');
    const body = await readBody(c, ViewBody);
    if (int(body, 'id') !== view.id) failJson(400, 'View ID in URL and in body must be the same');
    const title = str(body, 'title');
    if (!title) failJson(400, 'title can not be empty');
    // [SQL] writes the body's project id (§6.14).
    Object.assign(view, {
      title,
      position: int(body, 'position'),
      project_id: int(body, 'project_id'),
    });
    projectEvent(demo, c, 'view', view.id, `View ${title} updated`);
    return empty(c);
  });
  app.delete(`${P}/views/:view_id`, (c) => {
    need(c, Permission.manageProjectResources);
    const view = findInProject(c, demo.state.views, 'view_id');
    demo.state.views = demo.state.views.filter((v) => v.id !== view.id);
    for (const t of demo.state.templates) if (t.view_id === view.id) t.view_id = null;
    projectEvent(demo, c, 'view', view.id, `View ${view.title} deleted`);
    return empty(c);
  });
}
