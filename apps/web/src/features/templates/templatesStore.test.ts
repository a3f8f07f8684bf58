import { beforeEach, describe, expect, it, vi } from 'vitest';
import { provideTemplatesApi } from './templatesApi';
import { resetTemplatesStore, useTemplatesStore } from './templatesStore';
import { aTask, aTemplate, aView, fakeTemplatesApi, serverError } from './testApi';

const store = () => useTemplatesStore.getState();

beforeEach(() => {
  resetTemplatesStore();
});

describe('templates store: lists', () => {
  it('loads all templates sorted by name, or a view’s templates', async () => {
    const api = fakeTemplatesApi({
      listTemplates: vi.fn(async () => [aTemplate({ id: 2, name: 'b' }), aTemplate({ name: 'a' })]),
      listViewTemplates: vi.fn(async () => [aTemplate({ id: 3, name: 'in view' })]),
    });
    provideTemplatesApi(api);
    await store().loadTemplates(1);
    expect(store().templates.map((t) => t.name)).toEqual(['a', 'b']);
    expect(store().templatesStatus).toBe('success');
    await store().loadTemplates(1, 4);
    expect(api.listViewTemplates).toHaveBeenCalledWith(1, 4);
    expect(store().templates.map((t) => t.id)).toEqual([3]);
  });

  it('keeps the server’s error text when the list fails', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        listTemplates: vi.fn(async () => {
          throw serverError('boom');
        }),
      }),
    );
    await store().loadTemplates(1);
    expect(store().templatesStatus).toBe('error');
    expect(store().templatesError).toBe('boom');
  });

  it('keeps at most 5 tasks for an expanded row', async () => {
    const tasks = Array.from({ length: 7 }, (_, i) => aTask({ id: 100 - i }));
    const api = fakeTemplatesApi({ listTemplateTasks: vi.fn(async () => tasks) });
    provideTemplatesApi(api);
    await store().loadLastTasks(1, 1);
    expect(api.listTemplateTasks).toHaveBeenCalledWith(1, 1, 5);
    expect(store().lastTasks[1]?.map((t) => t.id)).toEqual([100, 99, 98, 97, 96]);
  });
});

describe('templates store: detail, delete and run', () => {
  it('loads the full template and its last 200 tasks', async () => {
    const api = fakeTemplatesApi({ listTemplateTasks: vi.fn(async () => [aTask()]) });
    provideTemplatesApi(api);
    await store().loadTemplate(1, 6);
    expect(store().template?.id).toBe(6);
    expect(api.listTemplateTasks).toHaveBeenCalledWith(1, 6, 200);
    expect(store().tasks).toHaveLength(1);
  });

  it('reports a missing template as an error and loads no tasks', async () => {
    const api = fakeTemplatesApi({
      getTemplate: vi.fn(async () => {
        throw new Error('Not Found');
      }),
    });
    provideTemplatesApi(api);
    await store().loadTemplate(1, 6);
    expect(store().templateStatus).toBe('error');
    expect(store().templateError).toBe('Not Found');
    expect(api.listTemplateTasks).not.toHaveBeenCalled();
  });

  it('drops a deleted template from the list', async () => {
    const api = fakeTemplatesApi({
      listTemplates: vi.fn(async () => [aTemplate({ id: 1 }), aTemplate({ id: 2, name: 'z' })]),
    });
    provideTemplatesApi(api);
    await store().loadTemplates(1);
    await store().deleteTemplate(1, 1);
    expect(api.deleteTemplate).toHaveBeenCalledWith(1, 1);
    expect(store().templates.map((t) => t.id)).toEqual([2]);
  });

  it('keeps the template when the delete fails', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        listTemplates: vi.fn(async () => [aTemplate({ id: 1 })]),
        deleteTemplate: vi.fn(async () => {
          throw new Error('nope');
        }),
      }),
    );
    await store().loadTemplates(1);
    await expect(store().deleteTemplate(1, 1)).rejects.toThrow('nope');
    expect(store().templates).toHaveLength(1);
  });

  it('puts a started task at the top of the detail list, once', async () => {
    const api = fakeTemplatesApi({ listTemplateTasks: vi.fn(async () => [aTask({ id: 10 })]) });
    provideTemplatesApi(api);
    await store().loadTemplate(1, 1);
    // The feed may report the task before the POST answers (API §6.12).
    const task = await store().runTask(1, { template_id: 1 });
    expect(api.createTask).toHaveBeenCalledWith(1, { template_id: 1 });
    expect(store().tasks.map((t) => t.id)).toEqual([task.id, 10]);
    expect(store().tasks[0]?.tpl_alias).toBe('Deploy site');
  });

  it('merges live updates into the detail list, expanded rows and last tasks', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        listTemplates: vi.fn(async () => [aTemplate({ last_task: aTask({ status: 'running' }) })]),
        listTemplateTasks: vi.fn(async () => [aTask({ status: 'running' })]),
      }),
    );
    await store().loadTemplates(1);
    await store().loadLastTasks(1, 1);
    await store().loadTemplate(1, 1);
    store().applyTaskUpdate({ type: 'update', task_id: 10, status: 'success', end: 'x' });
    expect(store().tasks[0]?.status).toBe('success');
    expect(store().tasks[0]?.end).toBe('x');
    expect(store().lastTasks[1]?.[0]?.status).toBe('success');
    expect(store().templates[0]?.last_task?.status).toBe('success');
    store().applyTaskUpdate({ task_id: 999, status: 'error' });
    expect(store().tasks[0]?.status).toBe('success');
  });
});

describe('templates store: views', () => {
  it('gives a new view a temporary negative id, then the server’s id on save', async () => {
    const api = fakeTemplatesApi({ listViews: vi.fn(async () => [aView({ id: 3 })]) });
    provideTemplatesApi(api);
    await store().loadViews(1);
    const temp = store().addView();
    expect(temp).toBeLessThan(0);
    expect(store().views.map((v) => v.id)).toEqual([3, temp]);
    await store().saveView(1, temp, 'Staging');
    expect(api.createView).toHaveBeenCalledWith(1, { title: 'Staging', position: 1 });
    expect(store().views.map((v) => v.id)).toEqual([3, 77]);
  });

  it('renames a saved view with its project id', async () => {
    const api = fakeTemplatesApi({ listViews: vi.fn(async () => [aView({ id: 3 })]) });
    provideTemplatesApi(api);
    await store().loadViews(1);
    await store().saveView(1, 3, 'Prod');
    expect(api.updateView).toHaveBeenCalledWith(1, {
      id: 3,
      project_id: 1,
      title: 'Prod',
      position: 0,
    });
    expect(store().views[0]?.title).toBe('Prod');
  });

  it('deletes saved views on the server and unsaved ones locally', async () => {
    const api = fakeTemplatesApi({ listViews: vi.fn(async () => [aView({ id: 3 })]) });
    provideTemplatesApi(api);
    await store().loadViews(1);
    const temp = store().addView();
    await store().removeView(1, temp);
    expect(api.deleteView).not.toHaveBeenCalled();
    await store().removeView(1, 3);
    expect(api.deleteView).toHaveBeenCalledWith(1, 3);
    expect(store().views).toEqual([]);
  });

  it('saves a new order through views/positions and restores it when that fails', async () => {
    const setViewPositions = vi.fn(async () => undefined);
    const api = fakeTemplatesApi({
      listViews: vi.fn(async () => [
        aView({ id: 5, position: 1, title: 'B' }),
        aView({ id: 4, position: 0, title: 'A' }),
        aView({ id: 6, position: 2, title: 'C' }),
      ]),
      setViewPositions,
    });
    provideTemplatesApi(api);
    await store().loadViews(1);
    expect(store().views.map((v) => v.title)).toEqual(['A', 'B', 'C']);
    await store().moveView(1, 2, 0);
    expect(setViewPositions).toHaveBeenCalledWith(1, { '6': 0, '4': 1, '5': 2 });
    expect(store().views.map((v) => v.title)).toEqual(['C', 'A', 'B']);
    setViewPositions.mockRejectedValueOnce(new Error('down'));
    await expect(store().moveView(1, 0, 2)).rejects.toThrow('down');
    expect(store().views.map((v) => v.title)).toEqual(['C', 'A', 'B']);
  });
});

describe('templates store: apps', () => {
  it('loads the apps, and leaves them unknown when that fails', async () => {
    provideTemplatesApi(fakeTemplatesApi());
    await store().loadApps();
    expect(store().apps?.map((a) => a.id)).toEqual(['ansible', 'terraform', 'bash']);
    provideTemplatesApi(
      fakeTemplatesApi({
        listApps: vi.fn(async () => {
          throw new Error('x');
        }),
      }),
    );
    await store().loadApps();
    expect(store().apps).toBeNull();
  });
});
