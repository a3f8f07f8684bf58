import { FINISHED_TASK_STATUSES, isFinishedTaskStatus } from '@semaphore-console/api-client';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { sortNewestFirst } from '../dashboard';
import { startDemo, type DemoHarness } from '../../test/demo';

// Project 1 of the demo server in memory, with its seeded templates; the live feed comes from the
// demo's runner.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false, faults: true });
});
afterEach(() => demo.close());

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

const ofProject1 = () => demo.app.state.templates.filter((t) => t.project_id === 1);
/** The seeded build template of project 1 that other templates build on. */
const build = () =>
  ofProject1().find(
    (t) => t.type === 'build' && ofProject1().some((d) => d.build_template_id === t.id),
  )!;
/** A template of project 1 nothing refers to (its own, added here). */
async function unusedTemplate(): Promise<{ id: number; name: string }> {
  const { state } = demo.app;
  return demo.client.project(1).templates.create({
    name: 'Scratch build',
    type: 'build',
    app: 'bash',
    playbook: 'build.sh',
    repository_id: state.repositories.find((r) => r.project_id === 1)!.id,
  });
}
/** Starts tasks of a template until it has `count` (the runner is off: they wait). */
async function tasksOf(templateId: number, count: number) {
  const tasks = demo.client.project(1).tasks;
  while (demo.app.state.tasks.filter((t) => t.template_id === templateId).length < count) {
    await tasks.create({ template_id: templateId });
  }
}
const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);

describe('template detail', () => {
  it('lists the tasks 20 per page with re-run labelled by template type', async () => {
    const template = build();
    // New (waiting) tasks on top of the seeded, finished ones: more than a page in all.
    const seeded = demo.app.state.tasks.filter((t) => t.template_id === template.id).length;
    await tasksOf(template.id, Math.max(seeded + 15, 21));
    const tasks = sortNewestFirst(
      await demo.client.project(1).templates.lastTasks(template.id, 200),
    );
    const firstPage = tasks.slice(0, 20);
    const finished = firstPage.filter((t) => isFinishedTaskStatus(t.status));
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.length).toBeLessThan(20);
    expect(tasks.length).toBeGreaterThan(20);
    const { container } = await renderApp(`/project/1/templates/${template.id}`);
    expect(await screen.findByRole('heading', { name: template.name })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Tasks' });
    await within(table).findByRole('button', { name: `#${tasks[0]!.id}` });
    // header + 20 rows
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    // A task that has not finished offers no re-run; finished builds offer Rebuild.
    const waiting = within(table)
      .getByRole('button', { name: `#${tasks[0]!.id}` })
      .closest('tr')!;
    expect(within(waiting).queryByRole('button', { name: 'Rebuild' })).toBeNull();
    expect(within(table).getAllByRole('button', { name: 'Rebuild' })).toHaveLength(finished.length);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + Math.min(20, tasks.length - 20));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('re-runs a task with its parameters and opens its log', async () => {
    const deploy = ofProject1().find(
      (t) =>
        t.type === 'deploy' &&
        demo.app.state.tasks.some(
          (task) => task.template_id === t.id && task.status === 'success' && task.build_task_id,
        ),
    )!;
    const done = demo.app.state.tasks
      .filter((t) => t.template_id === deploy.id && t.status === 'success' && t.build_task_id)
      .sort((a, b) => Date.parse(b.created) - Date.parse(a.created))[0]!;
    const { router } = await renderApp(`/project/1/templates/${deploy.id}`);
    const row = (await screen.findByRole('button', { name: `#${done.id}` })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Redeploy' }));
    await waitFor(() => expect(sent('POST', '/api/project/1/tasks')).toHaveLength(1));
    expect(JSON.parse(sent('POST', '/api/project/1/tasks')[0]!.body)).toMatchObject({
      template_id: deploy.id,
      build_task_id: done.build_task_id,
      environment: done.environment || '{}',
    });
    const created = demo.app.state.tasks.at(-1)!;
    expect(created).toMatchObject({ template_id: deploy.id, build_task_id: done.build_task_id });
    await waitFor(() => expect(router.state.location.search).toBe(`?t=${created.id}`));
  });

  it('shows the references dialog instead of deleting a template in use', async () => {
    const template = build();
    const user = ofProject1().find((t) => t.build_template_id === template.id)!;
    await renderApp(`/project/1/templates/${template.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Cannot delete ${template.name}` });
    expect(within(dialog).getByText(user.name)).toBeVisible();
    expect(sent('DELETE', `/api/project/1/templates/${template.id}`)).toHaveLength(0);
    expect(ofProject1().some((t) => t.id === template.id)).toBe(true);
  });

  it('deletes an unused template after confirmation with a success snackbar', async () => {
    const template = await unusedTemplate();
    const { router } = await renderApp(`/project/1/templates/${template.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates'));
    expect(ofProject1().some((t) => t.id === template.id)).toBe(false);
    expect(await screen.findByText(`Template "${template.name}" deleted`)).toBeVisible();
  });

  it('shows a failed delete in the confirmation and keeps the template', async () => {
    const template = await unusedTemplate();
    await renderApp(`/project/1/templates/${template.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await demo.fault({ path: `/api/project/1/templates/${template.id}`, status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('status code 500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: template.name })).toBeVisible();
    expect(ofProject1().some((t) => t.id === template.id)).toBe(true);
  });

  it('sends "new" to the editor', async () => {
    const { router } = await renderApp('/project/1/templates/new');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project/1/templates/new/edit'),
    );
  });

  it('updates a task’s status live from the event feed', async () => {
    const template = await unusedTemplate();
    const task = await demo.client.project(1).tasks.create({ template_id: template.id });
    await renderApp(`/project/1/templates/${template.id}`);
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const row = (await within(table).findByRole('button', { name: `#${task.id}` })).closest('tr')!;
    expect(within(row).getByText('Waiting')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Rebuild' })).toBeNull();
    // The runner takes the task: its `update` messages (API §7.3) change the row.
    demo.app.start();
    await waitFor(
      () => expect(within(row).getByRole('button', { name: 'Rebuild' })).toBeVisible(),
      {
        timeout: 10_000,
      },
    );
    const stored = demo.app.state.tasks.find((t) => t.id === task.id)!;
    expect(FINISHED_TASK_STATUSES).toContain(stored.status);
    expect(within(row).getByText(stored.status === 'success' ? 'Success' : 'Failed')).toBeVisible();
    if (stored.version) expect(within(row).getByText(stored.version)).toBeVisible();
  });
});
