import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { renderApp } from '../../test/render';
import { provideTemplatesApi } from './templatesApi';
import { aTask, aTemplate, aView, fakeTemplatesApi } from './testApi';
import { startDemo, type DemoHarness } from '../../test/demo';

// The live feed opens on the demo server in memory; the shell calls still go to the fake.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

const templates = [
  aTemplate({ id: 1, name: 'Deploy site', last_task: aTask({ id: 10, status: 'success' }) }),
  aTemplate({ id: 2, name: 'Build app', type: 'build' }),
];

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
});

function setup(patch: Parameters<typeof fakeTemplatesApi>[0] = {}) {
  const api = fakeTemplatesApi({
    listTemplates: vi.fn(async () => templates),
    listViews: vi.fn(async () => [aView({ id: 4, title: 'Web' })]),
    listViewTemplates: vi.fn(async () => [templates[0]!]),
    ...patch,
  });
  provideTemplatesApi(api);
  return api;
}

describe('template list', () => {
  it('lists templates with view tabs, and filters by name', async () => {
    setup();
    const { container } = await renderApp('/project/1/templates');
    const table = await screen.findByRole('table', { name: 'Task templates' });
    expect(await within(table).findByRole('link', { name: 'Deploy site' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Build app' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Views' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Web' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'build');
    expect(within(table).queryByRole('link', { name: 'Deploy site' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Build app' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a view’s templates, remembers the view, and goes back to it from the list', async () => {
    const api = setup();
    const { router } = await renderApp('/project/1/views/4/templates');
    await screen.findByRole('link', { name: 'Deploy site' });
    expect(api.listViewTemplates).toHaveBeenCalledWith(1, 4);
    await waitFor(() => expect(preferences.getState().lastView['1']).toBe(4));
    await router.navigate('/project/1/templates');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project/1/views/4/templates'),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'All' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates'));
    expect(preferences.getState().lastView['1']).toBeUndefined();
  });

  it('sends an unknown view id back to the template list', async () => {
    setup();
    const { router } = await renderApp('/project/1/views/99/templates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates'));
  });

  it('expands a row to its last 5 tasks', async () => {
    const api = setup({
      listTemplateTasks: vi.fn(async () => [aTask({ id: 31, message: 'first run' })]),
    });
    await renderApp('/project/1/templates');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show last tasks of Deploy site' }),
    );
    expect(api.listTemplateTasks).toHaveBeenCalledWith(1, 1, 5);
    const last = await screen.findByRole('table', { name: 'Last tasks' });
    expect(within(last).getByRole('button', { name: '#31' })).toBeVisible();
    expect(within(last).getByText('first run')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide last tasks of Deploy site' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hides a column and remembers it per table', async () => {
    setup();
    await renderApp('/project/1/templates');
    const table = await screen.findByRole('table', { name: 'Task templates' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    await waitFor(() =>
      expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull(),
    );
    expect(preferences.getState().hiddenColumns['templates']).toEqual(['status']);
  });

  it('offers build, deploy and default in the New template menu', async () => {
    setup();
    const { router } = await renderApp('/project/1/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Build', 'Deploy', 'Default']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deploy' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project/1/templates/new/edit'),
    );
    expect(router.state.location.search).toBe('?type=deploy');
  });

  it('puts a template created inside a view into that view', async () => {
    setup();
    const { router } = await renderApp('/project/1/views/4/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Default' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=4'));
    const view = await screen.findByRole('combobox', { name: /View/ });
    await waitFor(() => expect(view).toHaveTextContent('Web'));
  });

  it('disables New template for a non-admin when no app is active; admins get a link to /apps', async () => {
    setup({ listApps: vi.fn(async () => [{ id: 'ansible', title: 'Ansible', active: false }]) });
    await demo.signIn('owner');
    await renderApp('/project/1/templates');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'New template' })).toBeDisabled(),
    );
    expect(screen.queryByRole('link', { name: 'Manage apps' })).toBeNull();
    resetAllStores();
  });

  it('shows admins a link to /apps when no app is active', async () => {
    setup({ listApps: vi.fn(async () => [{ id: 'ansible', title: 'Ansible', active: false }]) });
    await renderApp('/project/1/templates');
    expect(await screen.findByRole('link', { name: 'Manage apps' })).toHaveAttribute(
      'href',
      '/apps',
    );
    expect(screen.getByRole('button', { name: 'New template' })).toBeEnabled();
  });

  it('hides the action column and the editors without manageProjectResources', async () => {
    setup();
    await demo.signIn('runner');
    await renderApp('/project/1/templates');
    const table = await screen.findByRole('table', { name: 'Task templates' });
    await within(table).findByRole('link', { name: 'Deploy site' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit views' })).toBeNull();
  });
});
