import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { useShellStore } from '../../stores/session';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { resetTemplatesStore, useTemplatesStore } from './templatesStore';

const store = () => useTemplatesStore.getState();
let demo: DemoHarness;
let pid: number;

async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, ...options });
  pid = demo.projectId();
}
beforeEach(() => resetTemplatesStore());
afterEach(() => demo.close());

const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);
const templatesOf = () => demo.app.state.templates.filter((t) => t.project_id === pid);
const viewsOf = () =>
  demo.app.state.views.filter((v) => v.project_id === pid).sort((a, b) => a.position - b.position);
/** Creates tasks of a template until it has `count` (the runner is off: they wait). */
async function tasksOf(templateId: number, count: number) {
  while (demo.app.state.tasks.filter((t) => t.template_id === templateId).length < count) {
    await client().project(pid).tasks.create({ template_id: templateId });
  }
}

describe('templates store: lists', () => {
  it('loads all templates sorted by name, or a view’s templates', async () => {
    await start();
    await store().loadTemplates(pid);
    const names = templatesOf().map((t) => t.name);
    expect(store().templates.map((t) => t.name)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    expect(store().templatesStatus).toBe('success');
    const view = viewsOf().find((v) => templatesOf().some((t) => t.view_id === v.id))!;
    await store().loadTemplates(pid, view.id);
    expect(sent('GET', `/api/project/${pid}/views/${view.id}/templates`)).toHaveLength(1);
    expect(
      store()
        .templates.map((t) => t.id)
        .sort(),
    ).toEqual(
      templatesOf()
        .filter((t) => t.view_id === view.id)
        .map((t) => t.id)
        .sort(),
    );
  });

  it('shows no rows of another view while a view’s list loads, and keeps them on a reload', async () => {
    await start();
    await store().loadTemplates(pid);
    expect(store().templates.length).toBeGreaterThan(0);
    const view = viewsOf().find((v) => templatesOf().some((t) => t.view_id === v.id))!;
    const loading = store().loadTemplates(pid, view.id);
    expect(store().templates).toEqual([]);
    await loading;
    const shown = store().templates;
    expect(shown.length).toBeGreaterThan(0);
    const reload = store().loadTemplates(pid, view.id);
    expect(store().templates).toBe(shown);
    await reload;
  });

  it('keeps the error text when the list fails', async () => {
    await start({ faults: true });
    await demo.fault({ path: `/api/project/${pid}/templates`, status: 500 });
    await store().loadTemplates(pid);
    expect(store().templatesStatus).toBe('error');
    expect(store().templatesError).toMatch(/status code 500/);
  });

  it('keeps at most 5 tasks for an expanded row', async () => {
    await start();
    const template = templatesOf()[0]!;
    await tasksOf(template.id, 7);
    await store().loadLastTasks(pid, template.id);
    expect(
      sent('GET', `/api/project/${pid}/templates/${template.id}/tasks/last`).map((r) => r.search),
    ).toEqual(['?limit=5']);
    expect(store().lastTasks[template.id]).toHaveLength(5);
  });
});

describe('templates store: detail, delete and run', () => {
  it('loads the full template and its last 200 tasks', async () => {
    await start();
    const template = templatesOf()[1]!;
    await tasksOf(template.id, 1);
    await store().loadTemplate(pid, template.id);
    expect(store().template).toMatchObject({ id: template.id, name: template.name });
    expect(
      sent('GET', `/api/project/${pid}/templates/${template.id}/tasks/last`).map((r) => r.search),
      // `count` pages on servers that page (newer §N5); 2.10 reads `limit`: its last 200.
    ).toEqual(['?count=50&limit=200']);
    expect(
      store()
        .tasks.map((t) => t.id)
        .sort(),
    ).toEqual(
      demo.app.state.tasks
        .filter((t) => t.template_id === template.id)
        .map((t) => t.id)
        .sort(),
    );
  });

  it('reports a missing template as an error and loads no tasks', async () => {
    await start();
    await store().loadTemplate(pid, 9_999);
    expect(store().templateStatus).toBe('error');
    expect(store().templateError).toBeTruthy();
    expect(demo.requests.some((r) => r.path.endsWith('/tasks/last'))).toBe(false);
  });

  it('drops a deleted template from the list', async () => {
    await start();
    await store().loadTemplates(pid);
    // A template no schedule, integration or other template refers to.
    const { id } = (await client().project(pid).templates.create({
      name: 'Scratch',
      app: 'bash',
      playbook: 'x.sh',
      repository_id: templatesOf()[0]!.repository_id,
    }))!;
    await store().loadTemplates(pid);
    await store().deleteTemplate(pid, id);
    expect(demo.app.state.templates.some((t) => t.id === id)).toBe(false);
    expect(store().templates.some((t) => t.id === id)).toBe(false);
    expect(store().templates).toHaveLength(templatesOf().length);
  });

  it('keeps the template when the delete fails', async () => {
    await start({ faults: true });
    await store().loadTemplates(pid);
    const first = store().templates[0]!;
    await demo.fault({ path: `/api/project/${pid}/templates/${first.id}`, status: 500 });
    await expect(store().deleteTemplate(pid, first.id)).rejects.toThrow(/500/);
    expect(store().templates).toHaveLength(templatesOf().length);
  });

  it('puts a started task at the top of the detail list, once', async () => {
    await start();
    const template = templatesOf()[0]!;
    await tasksOf(template.id, 1);
    await store().loadTemplate(pid, template.id);
    const before = store().tasks.map((t) => t.id);
    const task = await store().runTask(pid, { template_id: template.id });
    expect(sent('POST', `/api/project/${pid}/tasks`).map((r) => JSON.parse(r.body))).toEqual([
      { template_id: template.id },
    ]);
    expect(store().tasks.map((t) => t.id)).toEqual([task.id, ...before]);
    expect(store().tasks[0]?.tpl_alias).toBe(template.name);
  });

  it('names the signed-in user as the author of a started task (the answer has no user_name)', async () => {
    await start();
    const me = await client().user.get();
    useShellStore.setState({ user: { ...me, name: 'Signed-in Person' } });
    const template = templatesOf()[0]!;
    await store().loadTemplates(pid);
    await store().loadLastTasks(pid, template.id);
    await store().loadTemplate(pid, template.id);
    const task = await store().runTask(pid, { template_id: template.id });
    expect(task.user_name).toBe('Signed-in Person');
    expect(store().tasks[0]?.user_name).toBe('Signed-in Person');
    expect(store().lastTasks[template.id]?.[0]?.user_name).toBe('Signed-in Person');
    expect(store().templates.find((t) => t.id === template.id)?.last_task?.user_name).toBe(
      'Signed-in Person',
    );
    useShellStore.setState({ user: null });
  });

  it('merges live updates into the detail list, expanded rows and last tasks', async () => {
    await start();
    const template = templatesOf()[0]!;
    const task = await client().project(pid).tasks.create({ template_id: template.id });
    await store().loadTemplates(pid);
    await store().loadLastTasks(pid, template.id);
    await store().loadTemplate(pid, template.id);
    expect(store().tasks[0]?.status).toBe('waiting');
    store().applyTaskUpdate({ type: 'update', task_id: task.id, status: 'success', end: 'x' });
    expect(store().tasks[0]).toMatchObject({ id: task.id, status: 'success', end: 'x' });
    expect(store().lastTasks[template.id]?.[0]?.status).toBe('success');
    const row = store().templates.find((t) => t.id === template.id);
    expect(row?.last_task).toMatchObject({ id: task.id, status: 'success' });
    store().applyTaskUpdate({ task_id: 99_999, status: 'error' });
    expect(store().tasks[0]?.status).toBe('success');
  });
});

describe('templates store: views', () => {
  it('gives a new view a temporary negative id, then the server’s id on save', async () => {
    await start();
    await store().loadViews(pid);
    const known = viewsOf().map((v) => v.id);
    const temp = store().addView();
    expect(temp).toBeLessThan(0);
    expect(store().views.map((v) => v.id)).toEqual([...known, temp]);
    const saved = await store().saveView(pid, temp, 'Staging');
    expect(sent('POST', `/api/project/${pid}/views`).map((r) => JSON.parse(r.body))).toEqual([
      expect.objectContaining({ title: 'Staging', position: known.length }),
    ]);
    expect(viewsOf().find((v) => v.id === saved.id)?.title).toBe('Staging');
    expect(store().views.map((v) => v.id)).toEqual([...known, saved.id]);
  });

  it('renames a saved view with its project id', async () => {
    await start();
    await store().loadViews(pid);
    const first = viewsOf()[0]!;
    await store().saveView(pid, first.id, 'Prod');
    expect(
      sent('PUT', `/api/project/${pid}/views/${first.id}`).map((r) => JSON.parse(r.body)),
    ).toEqual([{ id: first.id, project_id: pid, title: 'Prod', position: first.position }]);
    expect(viewsOf()[0]?.title).toBe('Prod');
    expect(store().views[0]?.title).toBe('Prod');
  });

  it('deletes saved views on the server and unsaved ones locally', async () => {
    await start();
    await store().loadViews(pid);
    const count = viewsOf().length;
    const temp = store().addView();
    await store().removeView(pid, temp);
    expect(demo.requests.some((r) => r.method === 'DELETE')).toBe(false);
    const first = viewsOf()[0]!;
    await store().removeView(pid, first.id);
    expect(viewsOf().some((v) => v.id === first.id)).toBe(false);
    expect(store().views).toHaveLength(count - 1);
  });

  it('saves a new order through views/positions and restores it when that fails', async () => {
    await start({ faults: true });
    for (const title of ['A', 'B', 'C']) {
      await client().project(pid).views.create({ title, position: viewsOf().length });
    }
    await store().loadViews(pid);
    const titles = viewsOf().map((v) => v.title);
    expect(store().views.map((v) => v.title)).toEqual(titles);
    const last = titles.length - 1;
    await store().moveView(pid, last, 0);
    const moved = [titles[last]!, ...titles.slice(0, last)];
    expect(store().views.map((v) => v.title)).toEqual(moved);
    expect(viewsOf().map((v) => v.title)).toEqual(moved);
    await demo.fault({ path: `/api/project/${pid}/views/positions`, status: 500 });
    await expect(store().moveView(pid, 0, last)).rejects.toThrow(/500/);
    expect(store().views.map((v) => v.title)).toEqual(moved);
  });
});
