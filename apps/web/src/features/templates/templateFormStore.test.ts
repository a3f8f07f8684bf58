import { describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { useAppsStore } from '../apps';
import { useInventoryStore } from '../inventory';
import { useKeysStore } from '../keys';
import { emptyTemplateValues } from './templateForm';
import { templateFormHarness } from './templateFormHarness';

const h = templateFormHarness();
const { start, load, form, store } = h;

const sent = (method: string, path: string) =>
  h.demo.requests.filter((r) => r.method === method && r.path === path);
const templatesOf = () => h.demo.app.state.templates.filter((t) => t.project_id === h.pid);
const repositoryId = () =>
  h.demo.app.state.repositories.find((r) => r.project_id === h.pid)!.id as number;
const inventoryId = () => h.demo.app.state.inventories.find((i) => i.project_id === h.pid)!.id;

/** Adds a commit-check schedule (one with a repository, API §5.12) to a template. */
async function commitCheck(templateId: number, cron_format: string) {
  return client().project(h.pid).schedules.create({
    name: 'check',
    template_id: templateId,
    cron_format,
    repository_id: repositoryId(),
    active: true,
  });
}

describe('template form store', () => {
  it('loads the choices, the template and its commit-check schedule', async () => {
    await start();
    const deploy = templatesOf().find((t) => t.type === 'deploy')!;
    await commitCheck(deploy.id, '*/5 * * * *');
    await load(deploy.id);
    expect(form().error).toBeNull();
    expect(
      form()
        .choices.buildTemplates.map((t) => t.name)
        .sort(),
    ).toEqual(
      templatesOf()
        .filter((t) => t.type === 'build')
        .map((t) => t.name)
        .sort(),
    );
    expect(form().choices.apps.map((a) => a.id)).toContain('terraform');
    expect(form().initialValues).toMatchObject({
      name: deploy.name,
      checkCommits: true,
      checkInterval: '*/5 * * * *',
    });
  });

  it('creates a template and its commit-check schedule', async () => {
    await start();
    await load(null);
    const saved = await store().save(h.pid, {
      ...emptyTemplateValues(''),
      name: 'Ping',
      playbook: 'ping.yml',
      repositoryId: repositoryId(),
      inventoryId: inventoryId(),
      checkCommits: true,
      checkInterval: '@daily',
    });
    expect(h.demo.app.state.templates.find((t) => t.id === saved.id)).toMatchObject({
      name: 'Ping',
      playbook: 'ping.yml',
    });
    expect(h.demo.app.state.schedules.filter((s) => s.template_id === saved.id)).toEqual([
      expect.objectContaining({
        project_id: h.pid,
        name: 'Ping',
        cron_format: '@daily',
        repository_id: repositoryId(),
        active: true,
      }),
    ]);
  });

  it('updates an existing template and deletes the commit check that was switched off', async () => {
    await start();
    const template = templatesOf()[0]!;
    const check = await commitCheck(template.id, '@hourly');
    await load(template.id);
    const values = { ...form().initialValues!, name: 'Renamed', checkCommits: false };
    await store().save(h.pid, values);
    expect(h.demo.app.state.templates.find((t) => t.id === template.id)?.name).toBe('Renamed');
    expect(h.demo.app.state.schedules.some((s) => s.id === check.id)).toBe(false);
    expect(store().commitCheck).toBeNull();
  });

  it('rejects with the server’s error text and remembers a template that was created', async () => {
    await start();
    await load(null);
    const values = {
      ...emptyTemplateValues(''),
      name: 'A',
      playbook: 'a.yml',
      repositoryId: repositoryId(),
      inventoryId: inventoryId(),
      checkCommits: true,
      checkInterval: 'not a cron',
    };
    const failure = await store()
      .save(h.pid, values)
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).not.toMatch(/status code/);
    const created = store().template!;
    expect(h.demo.app.state.templates.some((t) => t.id === created.id)).toBe(true);
    await expect(store().save(h.pid, values)).rejects.toThrow((failure as Error).message);
    expect(sent('POST', `/api/project/${h.pid}/templates`)).toHaveLength(1);
    expect(sent('PUT', `/api/project/${h.pid}/templates/${created.id}`)).toHaveLength(1);
  });

  it('reports a failed load', async () => {
    await start({ faults: true });
    await h.demo.fault({ path: '/api/apps', status: 503 });
    await load(null);
    expect(form().error).toMatch(/cannot be reached/);
  });
});

describe('template form: the project’s resource stores', () => {
  it('reads the pickers’ choices into the stores the resource screens show', async () => {
    await start();
    await load(null);
    expect(sent('GET', `/api/project/${h.pid}/keys`)).toHaveLength(1);
    expect(sent('GET', `/api/project/${h.pid}/templates`)).toHaveLength(1);
    const keys = await client().project(h.pid).keys.list();
    expect(useKeysStore.getState().items.map((k) => k.id)).toEqual(keys.map((k) => k.id));
    const inventories = await client().project(h.pid).inventory.list();
    expect(useInventoryStore.getState().items.map((i) => i.id)).toEqual(
      inventories.map((i) => i.id),
    );
    expect(form().choices.keys).toBe(useKeysStore.getState().items);
    expect(form().choices.inventories).toBe(useInventoryStore.getState().items);
    expect(form().choices.apps).toBe(useAppsStore.getState().apps);
  });
});

describe('template form store: copy', () => {
  it('seeds a new template from the copied one without its ids', async () => {
    await start();
    const source = templatesOf().find((t) => (t.vaults?.length ?? 0) > 0)!;
    await load(source.id, true);
    expect(store().template).toBeNull();
    expect(form().initialValues?.name).toBe(source.name);
    expect(form().initialValues?.vaults.length).toBeGreaterThan(0);
    expect(form().initialValues?.vaults[0]).not.toHaveProperty('id');
    await store().save(h.pid, { ...form().initialValues!, name: `${source.name} copy` });
    expect(sent('POST', `/api/project/${h.pid}/templates`)).toHaveLength(1);
    expect(h.demo.requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(templatesOf().filter((t) => t.name === `${source.name} copy`)).toHaveLength(1);
  });
});
