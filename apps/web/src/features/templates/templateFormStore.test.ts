import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTemplateValues } from './templateForm';
import { useTemplateFormStore } from './templateFormStore';
import { provideTemplatesApi } from './templatesApi';
import { aTemplate, fakeTemplatesApi, serverError } from './testApi';

const store = () => useTemplateFormStore.getState();

beforeEach(() => {
  store().reset();
});

describe('template form store', () => {
  it('loads the choices, the template and its commit-check schedule', async () => {
    const api = fakeTemplatesApi({
      listTemplates: vi.fn(async () => [
        aTemplate({ id: 1, type: 'build', name: 'Build' }),
        aTemplate({ id: 2, type: 'deploy' }),
      ]),
      listTemplateSchedules: vi.fn(async () => [
        {
          id: 9,
          project_id: 1,
          template_id: 2,
          name: 'check',
          cron_format: '*/5 * * * *',
          repository_id: 1,
          active: true,
        },
      ]),
    });
    provideTemplatesApi(api);
    await store().load(1, 2);
    expect(store().status).toBe('success');
    expect(store().choices.buildTemplates.map((t) => t.name)).toEqual(['Build']);
    expect(store().choices.apps.map((a) => a.id)).toContain('terraform');
    expect(store().initialValues).toMatchObject({
      checkCommits: true,
      checkInterval: '*/5 * * * *',
    });
  });

  it('creates a template and its commit-check schedule', async () => {
    const api = fakeTemplatesApi();
    provideTemplatesApi(api);
    await store().load(1, null);
    const saved = await store().save(1, {
      ...emptyTemplateValues(''),
      name: 'Ping',
      playbook: 'ping.yml',
      repositoryId: 1,
      inventoryId: 1,
      checkCommits: true,
      checkInterval: '@daily',
    });
    expect(saved.id).toBe(99);
    expect(api.createTemplate).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Ping' }));
    expect(api.createSchedule).toHaveBeenCalledWith(1, {
      project_id: 1,
      template_id: 99,
      name: 'Ping',
      cron_format: '@daily',
      repository_id: 1,
      active: true,
    });
  });

  it('updates an existing template and deletes the commit check that was switched off', async () => {
    const api = fakeTemplatesApi({
      listTemplateSchedules: vi.fn(async () => [
        {
          id: 9,
          project_id: 1,
          template_id: 5,
          name: 'c',
          cron_format: '@hourly',
          repository_id: 1,
          active: true,
        },
      ]),
    });
    provideTemplatesApi(api);
    await store().load(1, 5);
    const values = { ...store().initialValues!, name: 'Renamed', checkCommits: false };
    await store().save(1, values);
    expect(api.updateTemplate).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ id: 5, name: 'Renamed' }),
    );
    expect(api.deleteSchedule).toHaveBeenCalledWith(1, 9);
    expect(store().commitCheck).toBeNull();
  });

  it('rejects with the server’s error text and remembers a template that was created', async () => {
    const api = fakeTemplatesApi({
      createSchedule: vi.fn(async () => {
        throw serverError('Cron: bad');
      }),
    });
    provideTemplatesApi(api);
    await store().load(1, null);
    const values = { ...emptyTemplateValues(''), name: 'A', repositoryId: 1, checkCommits: true };
    await expect(store().save(1, values)).rejects.toThrow('Cron: bad');
    expect(store().template?.id).toBe(99);
    await expect(store().save(1, values)).rejects.toThrow('Cron: bad');
    expect(api.createTemplate).toHaveBeenCalledTimes(1);
    expect(api.updateTemplate).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        listApps: vi.fn(async () => {
          throw new Error('offline');
        }),
      }),
    );
    await store().load(1, null);
    expect(store().status).toBe('error');
    expect(store().loadError).toBe('offline');
  });
});

describe('template form store: copy', () => {
  it('seeds a new template from the copied one without its ids', async () => {
    const api = fakeTemplatesApi({
      getTemplate: vi.fn(async () =>
        aTemplate({ id: 5, name: 'Src', vaults: [{ id: 3, name: 'x', vault_key_id: 1 }] }),
      ),
    });
    provideTemplatesApi(api);
    await store().load(1, 5, true);
    expect(store().template).toBeNull();
    expect(store().initialValues?.name).toBe('Src');
    expect(store().initialValues?.vaults[0]).not.toHaveProperty('id');
    await store().save(1, store().initialValues!);
    expect(api.createTemplate).toHaveBeenCalledTimes(1);
    expect(api.updateTemplate).not.toHaveBeenCalled();
  });
});
