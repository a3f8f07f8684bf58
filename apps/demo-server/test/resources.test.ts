import {
  AccessKeySchema,
  EnvironmentSchema,
  InventorySchema,
  ObjectReferrersSchema,
  ProjectSchema,
  RepositorySchema,
  ScheduleSchema,
  ScheduleWithTplSchema,
  TemplateSchema,
  ViewSchema,
} from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import type { Client } from './helpers';
import { expectCreated, expectList, expectShape, signIn, startServer } from './helpers';

let server: DemoServer;
let admin: Client;
let pid: number;
let base: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'admin');
  const project = expectShape(
    ProjectSchema,
    (await admin.post('/api/projects', { name: 'Resources' })).body,
  );
  pid = project.id;
  base = `/api/project/${pid}`;
});
afterAll(() => server.close());

/** Creates a template in the test project with `body` and reads the answer as a `Template`. */
async function newTemplate(body: Record<string, unknown>) {
  return expectShape(TemplateSchema, (await admin.post(`${base}/templates`, body)).body);
}

async function keyId(name: string): Promise<number> {
  const keys = expectList(AccessKeySchema, (await admin.get(`${base}/keys`)).body);
  const key = keys.find((k) => k.name === name);
  if (!key) throw new Error(`key ${name} not listed`);
  return key.id;
}

describe('access keys', () => {
  it('create answers 204 without a body; secrets are never returned', async () => {
    const res = await admin.post(`${base}/keys`, {
      name: 'Deploy',
      type: 'ssh',
      project_id: pid,
      ssh: { login: 'root', private_key: 'PRIVATE' },
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const id = await keyId('Deploy');
    const key = expectShape(AccessKeySchema, (await admin.get(`${base}/keys/${id}`)).body);
    expect(key.ssh).toEqual({ login: '', passphrase: '', private_key: '' });
    expect(key.override_secret).toBe(false);
    expect(key).not.toHaveProperty('empty');
  });

  it('validates like the server', async () => {
    const post = (body: object) => admin.post(`${base}/keys`, { project_id: pid, ...body });
    expect(
      (await admin.post(`${base}/keys`, { name: 'x', type: 'none', project_id: pid + 1 })).body,
    ).toEqual({
      error: 'Project ID in body and URL must be the same',
    });
    expect((await post({ name: '', type: 'none' })).body).toEqual({
      error: 'name can not be empty',
    });
    expect((await post({ name: 'k', type: 'ssh' })).body).toEqual({
      error: 'private key can not be empty',
    });
    expect((await post({ name: 'k', type: 'login_password' })).body).toEqual({
      error: 'password can not be empty',
    });
    const unknown = await post({ name: 'k', type: 'gpg' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe('');
  });

  it('lists `empty: true` for keys without a secret; update changes the name or, with override_secret, the secret', async () => {
    const list = expectList(
      AccessKeySchema,
      (await admin.get(`${base}/keys?sort=name&order=desc`)).body,
    );
    expect(list.find((k) => k.name === 'None')).toMatchObject({ type: 'none', empty: true });
    expect(list.map((k) => k.name)).toEqual([...list.map((k) => k.name)].sort().reverse());
    const id = await keyId('Deploy');
    expect(
      (
        await admin.put(`${base}/keys/${id}`, {
          id,
          project_id: pid,
          name: 'Deploy 2',
          type: 'ssh',
        })
      ).status,
    ).toBe(204);
    const stored = server.state.keys.find((k) => k.id === id);
    expect(stored?.name).toBe('Deploy 2');
    expect(stored?.ssh.private_key).toBe('PRIVATE');
    await admin.put(`${base}/keys/${id}`, {
      id,
      project_id: pid,
      name: 'Deploy 2',
      type: 'login_password',
      override_secret: true,
      login_password: { login: 'u', password: 'p' },
    });
    expect(server.state.keys.find((k) => k.id === id)).toMatchObject({
      type: 'login_password',
      login_password: { password: 'p' },
    });
  });
});

describe('repositories, inventories, environments: refs and inUse', () => {
  it('runs the whole chain and refuses deletes of referenced objects with inUse', async () => {
    const none = await keyId('None');
    expect(
      (
        await admin.post(`${base}/repositories`, {
          name: 'r',
          project_id: pid,
          git_url: '',
          git_branch: 'main',
          ssh_key_id: none,
        })
      ).body,
    ).toEqual({
      error: "repository url can't be empty",
    });
    expect(
      (
        await admin.post(`${base}/repositories`, {
          name: 'r',
          project_id: pid,
          git_url: 'x',
          ssh_key_id: 99999,
        })
      ).status,
    ).toBe(404);
    // A local path needs no branch.
    expect(
      (
        await admin.post(`${base}/repositories`, {
          name: 'Local',
          project_id: pid,
          git_url: '/srv/repo',
          ssh_key_id: none,
        })
      ).status,
    ).toBe(204);
    const repos = expectList(RepositorySchema, (await admin.get(`${base}/repositories`)).body);
    const repo = repos.find((r) => r.name === 'Local');
    expect(repo).toMatchObject({ git_branch: '', ssh_key_id: none });

    expect(
      (
        await admin.post(`${base}/inventory`, {
          name: 'i',
          project_id: pid,
          type: 'tofu-workspace',
          inventory: '',
        })
      ).body,
    ).toEqual({
      error: 'Not supported inventory type',
    });
    const invRes = await admin.post(`${base}/inventory`, {
      name: 'Hosts',
      project_id: pid,
      type: 'static',
      inventory: '[web]\nhost1',
      ssh_key_id: none,
    });
    expect(invRes.status).toBe(201);
    const inv = expectShape(InventorySchema, invRes.body);
    expect(
      (
        await admin.put(`${base}/inventory/${inv.id}`, {
          ...inv,
          type: 'file',
          inventory: '/etc/hosts',
        })
      ).body,
    ).toEqual({
      error: 'Invalid inventory file pathname. Must be: path/to/inventory.',
    });
    expect(
      (await admin.put(`${base}/inventory/${inv.id}`, { ...inv, type: 'tofu-workspace' })).body,
    ).toEqual({
      error: 'unknown inventory type: tofu-workspace',
    });

    expect(
      (await admin.post(`${base}/environment`, { name: 'e', project_id: pid, json: '' })).body,
    ).toEqual({
      error: 'Extra variables must be valid JSON',
    });
    expect(
      (
        await admin.post(`${base}/environment`, {
          name: 'Prod',
          project_id: pid,
          json: '{"a":1}',
          env: '{"B":"2"}',
          secrets: [
            { type: 'var', name: 'db_pass', secret: 's1', operation: 'create' },
            { type: 'bogus', name: 'skipped', secret: 's', operation: 'create' },
          ],
        })
      ).status,
    ).toBe(204);
    const envs = expectList(EnvironmentSchema, (await admin.get(`${base}/environment`)).body);
    const env = envs.find((e) => e.name === 'Prod');
    expect(env?.secrets).toBeNull();
    const full = expectShape(
      EnvironmentSchema,
      (await admin.get(`${base}/environment/${env?.id}`)).body,
    );
    expect(full.secrets).toEqual([
      { id: expect.any(Number), type: 'var', name: 'db_pass', secret: '', operation: '' },
    ]);
    // Environment secrets do not show up as keys.
    expect(
      expectList(AccessKeySchema, (await admin.get(`${base}/keys`)).body).some(
        (k) => k.name === 'db_pass',
      ),
    ).toBe(false);
    // delete + create replaces a secret.
    const secretId = full.secrets?.[0]?.id;
    await admin.put(`${base}/environment/${env?.id}`, {
      ...full,
      secrets: [
        { id: secretId, type: 'var', name: 'db_pass', operation: 'delete' },
        { type: 'env', name: 'DB_PASS', secret: 's2', operation: 'create' },
      ],
    });
    const after = expectShape(
      EnvironmentSchema,
      (await admin.get(`${base}/environment/${env?.id}`)).body,
    );
    expect(after.secrets?.map((s) => [s.type, s.name])).toEqual([['env', 'DB_PASS']]);

    const tplRes = await admin.post(`${base}/templates`, {
      project_id: pid,
      name: 'Uses all',
      app: 'ansible',
      playbook: 'site.yml',
      repository_id: repo?.id,
      inventory_id: inv.id,
      environment_id: env?.id,
    });
    expect(tplRes.status).toBe(201);
    const template = expectShape(TemplateSchema, tplRes.body);

    const refs = expectShape(
      ObjectReferrersSchema,
      (await admin.get(`${base}/inventory/${inv.id}/refs`)).body,
    );
    expect(refs).toEqual({
      templates: [{ id: template.id, name: 'Uses all' }],
      inventories: [],
      repositories: [],
    });
    const keyRefs = expectShape(
      ObjectReferrersSchema,
      (await admin.get(`${base}/keys/${none}/refs`)).body,
    );
    expect(keyRefs.inventories.map((i) => i.name)).toEqual(['Hosts']);
    expect(keyRefs.repositories.map((r) => r.name)).toEqual(['Local']);

    for (const [path, message] of [
      [`keys/${none}`, 'Access Key is in use by one or more templates'],
      [`repositories/${repo?.id}`, 'Repository is in use by one or more templates'],
      [`inventory/${inv.id}`, 'Inventory is in use by one or more templates'],
      [`environment/${env?.id}`, 'Environment is in use by one or more templates'],
    ] as const) {
      const res = await admin.delete(`${base}/${path}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, inUse: true });
    }
    expect((await admin.delete(`${base}/templates/${template.id}`)).status).toBe(204);
    expect((await admin.delete(`${base}/environment/${env?.id}`)).status).toBe(204);
    expect((await admin.delete(`${base}/inventory/${inv.id}`)).status).toBe(204);
    expect((await admin.get(`${base}/inventory/${inv.id}`)).status).toBe(404);
  });
});

describe('templates', () => {
  it('validates, creates a workspace inventory for terraform, and stores a template with an unknown app before refusing it', async () => {
    const repo = server.state.repositories.find((r) => r.project_id === pid) ?? { id: 0 };
    expect(
      (
        await admin.post(`${base}/templates`, {
          name: 'x',
          app: 'ansible',
          playbook: 'p',
          repository_id: repo.id,
        })
      ).body,
    ).toEqual({
      error: 'template inventory can not be empty',
    });
    expect(
      (
        await admin.post(`${base}/templates`, {
          name: 'x',
          app: 'bash',
          playbook: 'p',
          arguments: '[',
          repository_id: repo.id,
        })
      ).body,
    ).toEqual({
      error: 'template arguments must be valid JSON',
    });
    const tf = await newTemplate({
      name: 'Net',
      app: 'terraform',
      repository_id: repo.id,
    });
    const inventory = expectShape(
      InventorySchema,
      (await admin.get(`${base}/inventory/${tf.inventory_id}`)).body,
    );
    expect(inventory).toMatchObject({
      name: 'Net - default',
      type: 'terraform-workspace',
      holder_id: tf.id,
      inventory: 'default',
    });
    const bad = await admin.post(`${base}/templates`, {
      name: 'Dup',
      app: 'cobol',
      playbook: 'p',
      repository_id: repo.id,
    });
    expect(bad.body).toEqual({ error: 'Invalid app id: cobol' });
    const names = expectList(TemplateSchema, (await admin.get(`${base}/templates`)).body).map(
      (t) => t.name,
    );
    expect(names).toContain('Dup');
  });

  it('update checks ids and app, normalises build/deploy fields and replaces vaults', async () => {
    const repo = server.state.repositories.find((r) => r.project_id === pid) ?? { id: 0 };
    const created = await newTemplate({
      name: 'Script',
      app: 'bash',
      playbook: 'a.sh',
      repository_id: repo.id,
    });
    const full = expectShape(
      TemplateSchema,
      (await admin.get(`${base}/templates/${created.id}`)).body,
    );
    expect((await admin.put(`${base}/templates/${created.id}`, { ...full, id: 0 })).body).toEqual({
      error: 'template id in URL and in body must be the same',
    });
    expect(
      (await admin.put(`${base}/templates/${created.id}`, { ...full, app: 'nope' })).body,
    ).toEqual({ error: 'Invalid app id: nope' });
    const vaultKey = await keyId('Deploy 2');
    expect(
      (
        await admin.put(`${base}/templates/${created.id}`, {
          ...full,
          arguments: '',
          start_version: '2.0.0',
          build_template_id: 5,
          vaults: [{ vault_key_id: vaultKey, name: 'prod' }],
        })
      ).status,
    ).toBe(204);
    const updated = expectShape(
      TemplateSchema,
      (await admin.get(`${base}/templates/${created.id}`)).body,
    );
    expect(updated).toMatchObject({
      arguments: null,
      start_version: null,
      build_template_id: null,
    });
    // The api-client may add the fields newer servers send (newer §N1) as zero values.
    expect(updated.vaults).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        project_id: pid,
        template_id: created.id,
        vault_key_id: vaultKey,
        name: 'prod',
      }),
    ]);
  });
});

describe('views', () => {
  it('create (201), positions (204), update needs project_id, delete', async () => {
    const a = expectShape(
      ViewSchema,
      (await admin.post(`${base}/views`, { project_id: pid, title: 'A', position: 0 })).body,
    );
    const b = expectShape(
      ViewSchema,
      (await admin.post(`${base}/views`, { project_id: pid, title: 'B', position: 1 })).body,
    );
    expect((await admin.post(`${base}/views`, { project_id: pid, title: '' })).body).toEqual({
      error: 'title can not be empty',
    });
    expect((await admin.post(`${base}/views/positions`, { [a.id]: 1, [b.id]: 0 })).status).toBe(
      204,
    );
    const views = expectList(ViewSchema, (await admin.get(`${base}/views`)).body);
    expect(views.map((v) => v.title)).toEqual(['B', 'A']);
    expect(
      (await admin.put(`${base}/views/${a.id}`, { id: b.id, project_id: pid, title: 'x' })).body,
    ).toEqual({
      error: 'View ID in URL and in body must be the same',
    });
    expect(
      (
        await admin.put(`${base}/views/${a.id}`, {
          id: a.id,
          project_id: pid,
          title: 'A2',
          position: 5,
        })
      ).status,
    ).toBe(204);
    expect(expectShape(ViewSchema, (await admin.get(`${base}/views/${a.id}`)).body).title).toBe(
      'A2',
    );
    expect((await admin.get(`${base}/views/${a.id}/templates`)).body).toEqual([]);
    expect((await admin.delete(`${base}/views/${a.id}`)).status).toBe(204);
  });
});

describe('schedules', () => {
  it('validate answers 200 with an empty body, or 400 "Cron: …"', async () => {
    const ok = await admin.post(`${base}/schedules/validate`, { cron_format: '*/5 * * * *' });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('');
    expect(
      (await admin.post(`${base}/schedules/validate`, { cron_format: '@every 1h30m' })).status,
    ).toBe(200);
    const bad = await admin.post(`${base}/schedules/validate`, { cron_format: '* *' });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/^Cron: /);
  });

  it('CRUD; list shows only time schedules with tpl_name; template schedules only commit-triggered ones', async () => {
    const tpl = server.state.templates.find((t) => t.project_id === pid && t.name === 'Script');
    const schedule = expectCreated(
      ScheduleSchema,
      await admin.post(`${base}/schedules`, {
        template_id: tpl?.id,
        cron_format: '0 3 * * *',
        name: 'Nightly',
      }),
      201,
    );
    expect(schedule.active).toBe(false);
    const repo = server.state.repositories.find((r) => r.project_id === pid);
    await admin.post(`${base}/schedules`, {
      template_id: tpl?.id,
      cron_format: '* * * * *',
      name: 'On commit',
      repository_id: repo?.id,
    });
    const list = expectList(ScheduleWithTplSchema, (await admin.get(`${base}/schedules`)).body);
    expect(list.map((s) => [s.name, s.tpl_name])).toEqual([['Nightly', 'Script']]);
    const byTemplate = expectList(
      ScheduleSchema,
      (await admin.get(`${base}/templates/${tpl?.id}/schedules`)).body,
    );
    expect(byTemplate.map((s) => s.name)).toEqual(['On commit']);
    expect(
      (await admin.put(`${base}/schedules/${schedule.id}/active`, { active: true })).status,
    ).toBe(204);
    expect(
      (await admin.put(`${base}/schedules/${schedule.id}`, { ...schedule, id: 0 })).body,
    ).toEqual({
      error: 'schedule id in URL and in body must be the same',
    });
    expect(
      (
        await admin.put(`${base}/schedules/${schedule.id}`, {
          ...schedule,
          active: true,
          cron_format: '*/2 * * * *',
        })
      ).status,
    ).toBe(204);
    expect(
      expectShape(ScheduleSchema, (await admin.get(`${base}/schedules/${schedule.id}`)).body),
    ).toMatchObject({
      active: true,
      cron_format: '*/2 * * * *',
    });
  });

  it('an active schedule fires on its cron; an inactive one does not', async () => {
    const before = server.state.tasks.length;
    const now = Date.now();
    const next = Math.ceil((now + 1) / 120_000) * 120_000;
    server.checkSchedules(next - 1000);
    const fired = server.checkSchedules(next + 1000);
    const nightly = server.state.schedules.find((s) => s.name === 'Nightly');
    const mine = fired
      .map((id) => server.state.tasks.find((t) => t.id === id))
      .filter((t) => t?.template_id === nightly?.template_id);
    expect(mine.length).toBe(1);
    expect(mine[0]).toMatchObject({ user_id: null, integration_id: null, schedule_id: null });
    expect(server.state.tasks.length).toBeGreaterThan(before);
    // Inactive now: no more runs.
    await admin.put(`${base}/schedules/${nightly?.id}/active`, { active: false });
    const again = server.checkSchedules(next + 120_000 + 1000);
    expect(
      again.map((id) => server.state.tasks.find((t) => t.id === id)?.template_id),
    ).not.toContain(nightly?.template_id);
  });
});

describe('permissions per role on resources', () => {
  it('guests and task runners cannot write resources (403); managers can; owners may update the project', async () => {
    const guest = await signIn(server.url, 'guest');
    const runner = await signIn(server.url, 'runner');
    const manager = await signIn(server.url, 'manager');
    const owner = await signIn(server.url, 'owner');
    const view = { project_id: 1, title: 'Role test', position: 9 };
    expect((await guest.post('/api/project/1/views', view)).status).toBe(403);
    expect((await runner.post('/api/project/1/views', view)).status).toBe(403);
    expect((await manager.post('/api/project/1/views', view)).status).toBe(201);
    expect((await guest.get('/api/project/1/keys')).status).toBe(200);
    expect((await guest.get('/api/project/1/backup')).status).toBe(200);
    const project = expectShape(ProjectSchema, (await owner.get('/api/project/1')).body);
    expect((await manager.put('/api/project/1', project)).status).toBe(403);
    expect((await owner.put('/api/project/1', project)).status).toBe(204);
    expect((await manager.post('/api/project/1/users', { user_id: 6, role: 'guest' })).status).toBe(
      403,
    );
  });
});
