import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishTaskEvent } from '../../feed';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { renderApp } from '../../test/render';
import { provideTemplatesApi } from './templatesApi';
import { aTask, aTemplate, fakeTemplatesApi, serverError } from './testApi';
import { startDemo, type DemoHarness } from '../../test/demo';

// The live feed opens on the demo server in memory; the shell calls still go to the fake.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
});

const build = aTemplate({ id: 7, name: 'Build app', type: 'build' });

describe('template detail', () => {
  it('lists the tasks 20 per page with re-run labelled by template type', async () => {
    const tasks = Array.from({ length: 25 }, (_, i) =>
      aTask({ id: 100 - i, template_id: 7, tpl_type: 'build', version: `1.0.${i}` }),
    );
    tasks[0] = { ...tasks[0]!, status: 'running', end: null };
    provideTemplatesApi(
      fakeTemplatesApi({
        getTemplate: vi.fn(async () => build),
        listTemplateTasks: vi.fn(async () => tasks),
      }),
    );
    const { container } = await renderApp('/project/1/templates/7');
    expect(await screen.findByRole('heading', { name: 'Build app' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Tasks' });
    await within(table).findByRole('button', { name: '#100' });
    // header + 20 rows
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    // The running task offers no re-run; finished builds offer Rebuild.
    const running = within(table).getByRole('button', { name: '#100' }).closest('tr')!;
    expect(within(running).queryByRole('button', { name: 'Rebuild' })).toBeNull();
    expect(within(table).getAllByRole('button', { name: 'Rebuild' })).toHaveLength(19);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('re-runs a task with its parameters and opens its log', async () => {
    const api = fakeTemplatesApi({
      getTemplate: vi.fn(async () => aTemplate({ id: 7, type: 'deploy' })),
      listTemplateTasks: vi.fn(async () => [
        aTask({
          id: 50,
          template_id: 7,
          tpl_type: 'deploy',
          build_task_id: 3,
          environment: '{"a":"1"}',
        }),
      ]),
    });
    provideTemplatesApi(api);
    const { router } = await renderApp('/project/1/templates/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeploy' }));
    expect(api.createTask).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ template_id: 7, build_task_id: 3, environment: '{"a":"1"}' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?t=500'));
  });

  it('shows the references dialog instead of deleting a template in use', async () => {
    const api = fakeTemplatesApi({
      getTemplate: vi.fn(async () => build),
      getTemplateRefs: vi.fn(async () => ({
        templates: [{ id: 8, name: 'Deploy to prod' }],
        inventories: [],
        repositories: [],
        schedules: [],
      })),
    });
    provideTemplatesApi(api);
    await renderApp('/project/1/templates/7');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot delete Build app' });
    expect(within(dialog).getByText('Deploy to prod')).toBeVisible();
    expect(api.deleteTemplate).not.toHaveBeenCalled();
  });

  it('deletes an unused template after confirmation with a success snackbar', async () => {
    const api = fakeTemplatesApi({ getTemplate: vi.fn(async () => build) });
    provideTemplatesApi(api);
    const { router } = await renderApp('/project/1/templates/7');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.deleteTemplate).toHaveBeenCalledWith(1, 7);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates'));
    expect(await screen.findByText('Template "Build app" deleted')).toBeVisible();
  });

  it('shows a failed delete in the confirmation and keeps the template', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        getTemplate: vi.fn(async () => build),
        deleteTemplate: vi.fn(async () => Promise.reject(serverError('template is locked'))),
      }),
    );
    await renderApp('/project/1/templates/7');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('template is locked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Build app' })).toBeVisible();
  });

  it('sends "new" to the editor', async () => {
    provideTemplatesApi(fakeTemplatesApi());
    const { router } = await renderApp('/project/1/templates/new');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project/1/templates/new/edit'),
    );
  });

  it('updates a task’s status live from the event feed', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        getTemplate: vi.fn(async () => build),
        listTemplateTasks: vi.fn(async () => [
          aTask({ id: 60, template_id: 7, tpl_type: 'build', status: 'running', end: null }),
        ]),
      }),
    );
    await renderApp('/project/1/templates/7');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const row = (await within(table).findByRole('button', { name: '#60' })).closest('tr')!;
    expect(within(row).getByText('Running')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Rebuild' })).toBeNull();
    // Another project's update with the same task id changes nothing.
    publishTaskEvent({
      type: 'update',
      task_id: 60,
      project_id: 2,
      template_id: 7,
      status: 'error',
      start: null,
      end: null,
      version: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(row).getByText('Running')).toBeVisible();
    publishTaskEvent({
      type: 'update',
      task_id: 60,
      project_id: 1,
      template_id: 7,
      status: 'success',
      start: '2026-11-22T10:00:01Z',
      end: '2026-11-22T10:00:31Z',
      version: '1.0.7',
    });
    await waitFor(() => expect(within(row).getByText('Success')).toBeVisible());
    expect(within(row).getByText('1.0.7')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Rebuild' })).toBeVisible();
  });
});
