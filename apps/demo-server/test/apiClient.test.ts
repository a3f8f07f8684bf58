import { type ApiClient, createApiClient, isHttpError } from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import { startServer } from './helpers';

// Every api-client method against the demo server over real HTTP: the client validates each answer
// with its own schemas, so a shape or status the client does not expect fails here.

let server: DemoServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ timing: { tickMs: 10, lineMs: 1, startingMs: 2 } });
  api = createApiClient({ baseUrl: `${server.url}/` });
  await api.auth.login({ auth: 'admin', password: 'changeme' });
});
afterAll(() => server.close());

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('api-client against the demo server', () => {
  it('system, session, tokens and users', async () => {
    expect(await api.ping()).toBe('pong');
    expect((await api.info()).web_host).toBe('');
    expect((await api.auth.loginOptions()).login_with_password).toBe(true);
    expect((await api.user.get()).admin).toBe(true);
    const token = await api.user.tokens.create();
    expect((await api.user.tokens.list()).map((t) => t.id)).toContain(token.id);
    const viaToken = createApiClient({ baseUrl: server.url, token: token.id });
    expect((await viaToken.user.get()).username).toBe('admin');
    await api.user.tokens.delete(token.id);
    await expect(viaToken.user.get()).rejects.toSatisfy((e) => isHttpError(e, 401));

    const user = await api.users.create({
      username: 'client',
      name: 'Client',
      email: 'client@example.com',
      password: 'pw',
    });
    expect((await api.users.get(user.id)).username).toBe('client');
    await api.users.update(user.id, {
      username: 'client',
      name: 'Client 2',
      email: 'client@example.com',
      admin: false,
      alert: false,
    });
    await api.users.setPassword(user.id, 'pw2');
    expect((await api.users.list()).length).toBeGreaterThan(5);
    await api.users.delete(user.id);
    // Global events are membership based, for admins too (§6.16): the admin is in no seeded project.
    expect(await api.events.last()).toEqual([]);
    expect(await api.events.list()).toEqual([]);
  });

  it('a project with every resource, tasks and integrations', async () => {
    const created = await api.projects.create({ name: 'Client project', demo: true });
    const p = api.project(created.id);
    expect((await p.get()).name).toBe('Client project');
    await p.update({
      name: 'Client project 2',
      alert: false,
      alert_chat: null,
      max_parallel_tasks: 0,
    });
    expect((await p.role()).role).toBe('owner');
    expect((await p.events.last()).length).toBeGreaterThan(0);
    expect((await p.team.list()).length).toBe(1);
    const dana = (await api.users.list()).find((u) => u.username === 'dana');
    await p.team.add({ user_id: dana?.id as number, role: 'guest' });
    await p.team.updateRole(dana?.id as number, 'manager');
    expect((await p.team.get(dana?.id as number)).username).toBe('dana');
    await p.team.remove(dana?.id as number);

    await p.keys.create({
      name: 'Client key',
      type: 'login_password',
      login_password: { login: 'a', password: 'b' },
    });
    const key = (await p.keys.list()).find((k) => k.name === 'Client key');
    await p.keys.update(key?.id as number, { name: 'Client key 2', type: 'login_password' });
    expect((await p.keys.get(key?.id as number)).name).toBe('Client key 2');
    expect((await p.keys.refs(key?.id as number)).templates).toEqual([]);

    await p.repositories.create({
      name: 'Client repo',
      git_url: 'https://example.com/r.git',
      git_branch: 'main',
      ssh_key_id: key?.id as number,
    });
    const repo = (await p.repositories.list()).find((r) => r.name === 'Client repo');
    await p.repositories.update(repo?.id as number, {
      name: 'Client repo',
      git_url: 'https://example.com/r2.git',
      git_branch: 'dev',
      ssh_key_id: key?.id as number,
    });
    expect((await p.repositories.get(repo?.id as number)).git_branch).toBe('dev');

    const inv = await p.inventory.create({
      name: 'Client inv',
      type: 'static',
      inventory: 'localhost',
    });
    await p.inventory.update(inv.id, {
      name: 'Client inv',
      type: 'static-yaml',
      inventory: 'all: {}',
    });
    expect((await p.inventory.get(inv.id)).type).toBe('static-yaml');

    await p.environment.create({
      name: 'Client env',
      json: '{}',
      env: null,
      secrets: [{ type: 'env', name: 'TOKEN', secret: 'x', operation: 'create' }],
    });
    const env = (await p.environment.list()).find((e) => e.name === 'Client env');
    expect((await p.environment.get(env?.id as number)).secrets?.length).toBe(1);
    await p.environment.update(env?.id as number, { name: 'Client env', json: '{"a":1}' });

    const view = await p.views.create({ title: 'Client view', position: 3 });
    await p.views.update(view.id, { title: 'Client view 2', position: 3 });
    await p.views.setPositions({ [view.id]: 0 });
    expect((await p.views.get(view.id)).position).toBe(0);

    const tpl = await p.templates.create({
      name: 'Client template',
      app: 'bash',
      playbook: 'run.sh',
      repository_id: repo?.id as number,
      inventory_id: inv.id,
      environment_id: env?.id ?? null,
      view_id: view.id,
    });
    await p.templates.update(tpl.id, {
      name: 'Client template',
      app: 'bash',
      playbook: 'run2.sh',
      repository_id: repo?.id as number,
      view_id: view.id,
    });
    expect((await p.templates.get(tpl.id)).playbook).toBe('run2.sh');
    expect((await p.views.templates(view.id)).map((t) => t.id)).toEqual([tpl.id]);
    expect((await p.templates.refs(tpl.id)).templates).toEqual([]);
    expect((await p.templates.list()).length).toBeGreaterThan(4);

    const task = await p.tasks.create({ template_id: tpl.id, message: 'from client' });
    const done = await until(
      () => p.tasks.get(task.id),
      (t) => t.end !== null,
    );
    expect(done.status).toBe('success');
    expect((await p.tasks.output(task.id)).length).toBeGreaterThan(3);
    expect((await p.tasks.last(1))[0]?.id).toBe(task.id);
    expect((await p.tasks.list()).length).toBeGreaterThan(0);
    expect((await p.templates.tasks(tpl.id)).map((t) => t.id)).toEqual([task.id]);
    expect((await p.templates.lastTasks(tpl.id, 5)).length).toBe(1);
    await p.tasks.stop(task.id, { force: false });
    expect((await p.tasks.get(task.id)).status).toBe('stopped');
    await expect(p.tasks.confirm(task.id)).rejects.toSatisfy((e) => isHttpError(e, 400));
    await p.tasks.delete(task.id);
    expect(await api.tasks.list()).toEqual([]);

    await p.schedules.validate('0 * * * *');
    await expect(p.schedules.validate('bad')).rejects.toSatisfy((e) => isHttpError(e, 400));
    const schedule = await p.schedules.create({
      template_id: tpl.id,
      cron_format: '0 * * * *',
      name: 'Hourly',
      active: true,
    });
    await p.schedules.update(schedule.id, {
      template_id: tpl.id,
      cron_format: '0 2 * * *',
      name: 'Nightly',
      active: true,
    });
    await p.schedules.setActive(schedule.id, false);
    expect((await p.schedules.get(schedule.id)).active).toBe(false);
    expect((await p.schedules.list()).map((s) => s.tpl_name)).toEqual(['Client template']);
    expect(await p.templates.schedules(tpl.id)).toEqual([]);
    await p.schedules.delete(schedule.id);

    const integration = await p.integrations.create({
      name: 'Client hook',
      template_id: tpl.id,
      searchable: true,
    });
    await p.integrations.update(integration.id, { name: 'Client hook 2', template_id: tpl.id });
    expect((await p.integrations.get(integration.id)).name).toBe('Client hook 2');
    expect(await p.integrations.refs(integration.id)).toEqual({ matchers: null, values: null });
    const i = p.integration(integration.id);
    const matcher = await i.matchers.create({
      name: 'm',
      match_type: 'header',
      method: 'equals',
      body_data_type: '',
      key: 'X-Event',
      value: 'go',
    });
    await i.matchers.update(matcher.id, {
      name: 'm2',
      match_type: 'header',
      method: 'equals',
      body_data_type: '',
      key: 'X-Event',
      value: 'go',
    });
    expect((await i.matchers.get(matcher.id)).name).toBe('m2');
    expect((await i.matchers.refs(matcher.id)).integrations).toEqual([]);
    const value = await i.values.create({
      name: 'v',
      value_source: 'header',
      body_data_type: '',
      key: 'X-Id',
      variable: 'id',
    });
    await i.values.update(value.id, {
      name: 'v2',
      value_source: 'header',
      body_data_type: '',
      key: 'X-Id',
      variable: 'id',
    });
    expect((await i.values.list()).map((v) => v.name)).toEqual(['v2']);
    const alias = await i.aliases.create();
    expect((await i.aliases.list()).map((a) => a.id)).toEqual([alias.id]);
    await fetch(server.url + alias.url, {
      method: 'POST',
      headers: { 'X-Event': 'go', 'X-Id': '42' },
      body: '{}',
    });
    const hooked = await until(
      () => p.tasks.last(1),
      (t) => t[0]?.integration_id === integration.id,
    );
    expect(JSON.parse(hooked[0]?.environment ?? '')).toEqual({ id: '42' });
    await i.aliases.delete(alias.id);
    const projectAlias = await p.integrations.aliases.create();
    expect((await p.integrations.aliases.list()).length).toBe(1);
    await p.integrations.aliases.delete(projectAlias.id);
    await i.matchers.delete(matcher.id);
    await i.values.delete(value.id);
    await p.integrations.delete(integration.id);

    const backup = await p.backup();
    const restored = await api.projects.restore(backup, { name: 'Restored via client' });
    expect(restored.name).toBe('Restored via client');
    const rawRestored = await api.projects.restore(JSON.stringify(backup));
    expect(rawRestored.name).toBe('Client project 2');

    const projectRunner = await p.runners.create({
      name: 'pr',
      webhook: '',
      max_parallel_tasks: 0,
      active: true,
    });
    expect((await p.runners.list()).map((r) => r.id)).toEqual([projectRunner.id]);
    await p.runners.update(projectRunner.id, {
      name: 'pr2',
      webhook: '',
      max_parallel_tasks: 1,
      active: false,
    });
    await p.runners.delete(projectRunner.id);

    await p.templates.delete(tpl.id);
    await p.views.delete(view.id);
    await p.environment.delete(env?.id as number);
    await p.inventory.delete(inv.id);
    await p.repositories.delete(repo?.id as number);
    await p.keys.delete(key?.id as number);
    await p.delete();
    expect((await api.projects.list()).map((x) => x.id)).not.toContain(created.id);
  });

  it('admin: runners and apps', async () => {
    const runner = await api.runners.create({
      name: 'g',
      webhook: '',
      max_parallel_tasks: 0,
      active: true,
    });
    await api.runners.update(runner.id, {
      name: 'g2',
      webhook: '',
      max_parallel_tasks: 2,
      active: true,
    });
    await api.runners.setActive(runner.id, false);
    expect((await api.runners.get(runner.id)).active).toBe(false);
    expect((await api.runners.list()).length).toBeGreaterThan(0);
    await api.runners.delete(runner.id);
    const apps = await api.apps.list();
    expect(apps[0]?.id).toBe('ansible');
    const bash = await api.apps.get('bash');
    await api.apps.save('bash', { ...bash, title: 'Shell' });
    await api.apps.setActive('bash', false);
    expect(await api.apps.get('bash')).toMatchObject({ title: 'Shell', active: false });
    await api.apps.save('custom', { ...bash, title: 'Custom' });
    await api.apps.delete('custom');
    await api.auth.logout();
  });
});
