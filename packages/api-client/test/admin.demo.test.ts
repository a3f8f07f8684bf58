import { describe, expect, it } from 'vitest';
import { bashTemplate, clientFor, eventually, projectWithTeam, unique } from './helpers';

describe('integrations (demo server)', () => {
  it('integration CRUD, refs, project-level and integration aliases', async () => {
    const { admin, project } = await projectWithTeam();
    const p = admin.project(project.id);
    const template = await bashTemplate(admin, project.id);
    const name = unique('hook');
    const integration = await p.integrations.create({
      name,
      template_id: template.id,
      auth_method: 'token',
      auth_header: 'X-Token',
      searchable: true,
    });
    expect(integration).toMatchObject({ name, project_id: project.id, auth_method: 'token' });
    expect((await p.integrations.list({ sort: 'name' })).map((i) => i.id)).toContain(
      integration.id,
    );
    await p.integrations.update(integration.id, {
      name: `${name} 2`,
      template_id: template.id,
      auth_method: '',
    });
    expect(await p.integrations.get(integration.id)).toMatchObject({
      name: `${name} 2`,
      auth_method: '',
    });
    expect(await p.integrations.refs(integration.id)).toHaveProperty('matchers');
    const nameless = await p.integrations
      .create({ name: '', template_id: template.id })
      .catch((e: unknown) => e);
    expect(nameless).toMatchObject({ status: 400, serverError: 'No Name set for integration' });

    const projectAlias = await p.integrations.aliases.create();
    expect(projectAlias.url).toMatch(/\/api\/integrations\/\w+$/);
    expect((await p.integrations.aliases.list()).map((a) => a.id)).toContain(projectAlias.id);
    await p.integrations.aliases.delete(projectAlias.id);
    expect((await p.integrations.aliases.list()).map((a) => a.id)).not.toContain(projectAlias.id);

    const one = p.integration(integration.id);
    const alias = await one.aliases.create();
    expect((await one.aliases.list()).map((a) => a.id)).toEqual([alias.id]);
    await one.aliases.delete(alias.id);
    expect(await one.aliases.list()).toEqual([]);

    await p.integrations.delete(integration.id);
    await expect(p.integrations.get(integration.id)).rejects.toMatchObject({ status: 404 });
  });

  it('matchers and extract values: CRUD and refs', async () => {
    const { admin, project } = await projectWithTeam();
    const p = admin.project(project.id);
    const template = await bashTemplate(admin, project.id);
    const integration = await p.integrations.create({
      name: unique('hook'),
      template_id: template.id,
    });
    const { matchers, values } = p.integration(integration.id);

    const matcher = await matchers.create({
      name: 'event',
      match_type: 'header',
      method: 'equals',
      body_data_type: 'string',
      key: 'X-Event',
      value: 'push',
    });
    expect(matcher).toMatchObject({ integration_id: integration.id, key: 'X-Event' });
    await matchers.update(matcher.id, { ...matcher, value: 'release' });
    expect((await matchers.get(matcher.id)).value).toBe('release');
    expect((await matchers.list()).map((m) => m.id)).toEqual([matcher.id]);
    expect(await matchers.refs(matcher.id)).toHaveProperty('integrations');
    const noValue = await matchers
      .create({
        name: 'x',
        match_type: 'header',
        method: 'equals',
        body_data_type: '',
        key: 'k',
        value: '',
      })
      .catch((e: unknown) => e);
    expect(noValue).toMatchObject({ status: 400, serverError: 'No value set' });
    await matchers.delete(matcher.id);
    expect(await matchers.list()).toEqual([]);

    const value = await values.create({
      name: 'branch',
      value_source: 'body',
      body_data_type: 'json',
      key: 'ref',
      variable: 'BRANCH',
    });
    expect(value).toMatchObject({ integration_id: integration.id, variable: 'BRANCH' });
    await values.update(value.id, { ...value, variable: 'GIT_REF' });
    expect((await values.get(value.id)).variable).toBe('GIT_REF');
    expect((await values.list({ sort: 'name' })).map((v) => v.id)).toEqual([value.id]);
    expect(await values.refs(value.id)).toHaveProperty('integrations');
    await values.delete(value.id);
    await expect(values.get(value.id)).rejects.toMatchObject({ status: 400 });
  });
});

describe('admin area (demo server)', () => {
  it('global runners: create (token once), list, get, update, active, delete', async () => {
    const admin = await clientFor('admin');
    const runner = await admin.runners.create({
      name: unique('runner'),
      webhook: '',
      max_parallel_tasks: 2,
      active: true,
    });
    expect(typeof runner.token).toBe('string');
    expect(runner.project_id).toBeNull();
    expect((await admin.runners.list()).map((r) => r.id)).toContain(runner.id);
    const got = await admin.runners.get(runner.id);
    expect(got.token).toBeUndefined();
    await admin.runners.update(runner.id, {
      name: runner.name,
      webhook: 'https://hook',
      max_parallel_tasks: 0,
      active: true,
    });
    expect((await admin.runners.get(runner.id)).webhook).toBe('https://hook');
    await admin.runners.setActive(runner.id, false);
    expect((await admin.runners.get(runner.id)).active).toBe(false);
    await admin.runners.delete(runner.id);
    const missing = await admin.runners.get(runner.id).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, serverError: 'Runner not found' });
    const guest = await clientFor('guest');
    await expect(guest.runners.list()).rejects.toMatchObject({ status: 403 });
  });

  it('project runners: create, list, get, update, active, delete', async () => {
    const { admin, project } = await projectWithTeam();
    const runners = admin.project(project.id).runners;
    const runner = await runners.create({
      name: unique('pr'),
      webhook: '',
      max_parallel_tasks: 0,
      active: true,
    });
    expect(runner.project_id).toBe(project.id);
    expect((await runners.list()).map((r) => r.id)).toEqual([runner.id]);
    await runners.update(runner.id, {
      name: 'renamed',
      webhook: '',
      max_parallel_tasks: 1,
      active: true,
    });
    expect(await runners.get(runner.id)).toMatchObject({ name: 'renamed', max_parallel_tasks: 1 });
    await runners.setActive(runner.id, false);
    expect((await runners.get(runner.id)).active).toBe(false);
    await runners.delete(runner.id);
    expect(await runners.list()).toEqual([]);
  });

  it('apps: list (any user), get, save, active, delete', async () => {
    const admin = await clientFor('admin');
    const guest = await clientFor('guest');
    const apps = await guest.apps.list();
    expect(apps.find((a) => a.id === 'ansible')).toBeDefined();
    const ansible = await admin.apps.get('ansible');
    expect(typeof ansible.priority).toBe('number');
    const id = `app${Date.now().toString(36)}`;
    await admin.apps.save(id, {
      active: true,
      priority: 5,
      title: 'Custom',
      icon: '',
      color: '',
      dark_color: '',
      path: '/usr/bin/true',
      args: ['-x'],
    });
    expect(await admin.apps.get(id)).toMatchObject({ title: 'Custom', args: ['-x'] });
    await admin.apps.setActive(id, false);
    expect((await admin.apps.get(id)).active).toBe(false);
    await admin.apps.delete(id);
    await expect(admin.apps.get(id)).rejects.toMatchObject({
      status: 404,
      serverError: 'app not found',
    });
    await expect(guest.apps.get('ansible')).rejects.toMatchObject({ status: 403 });
  });

  it('active tasks: list and stop', async () => {
    const { project } = await projectWithTeam();
    const admin = await clientFor('admin');
    const template = await bashTemplate(admin, project.id);
    const task = await admin.project(project.id).tasks.create({ template_id: template.id });
    const active = await eventually(async () => {
      const list = await admin.tasks.list();
      return list.find((item) => item.task_id === task.id);
    });
    expect(active).toMatchObject({ project_id: project.id });
    expect(['queue', 'running']).toContain(active.location);
    await admin.tasks.stop(task.id);
    await eventually(async () => {
      const current = await admin.project(project.id).tasks.get(task.id);
      return current.end !== null || ['stopped', 'error'].includes(current.status)
        ? current
        : undefined;
    });
    await expect(admin.tasks.stop(987654321)).resolves.toBeUndefined();
  });
});
