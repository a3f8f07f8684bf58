import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../lib/preferences';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

// Project 1 of the demo server in memory, with its seeded templates and views.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The seeded names the tests use: `view` (a view of project 1), `deploy` (a template in it whose
 * name has no "build"), `build` (a build template outside it).
 */
function setup() {
  const { state } = demo.app;
  const templates = state.templates.filter((t) => t.project_id === 1);
  const view = state.views.find(
    (v) =>
      v.project_id === 1 &&
      templates.some((t) => t.view_id === v.id && !/build/i.test(t.name)) &&
      templates.some((t) => t.type === 'build' && t.view_id !== v.id),
  )!;
  const deploy = templates.find((t) => t.view_id === view.id && !/build/i.test(t.name))!;
  const build = templates.find((t) => t.type === 'build' && t.view_id !== view.id)!;
  expect(build.name).toMatch(/build/i);
  return { view, deploy, build };
}
const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);

/** Switches every app off (`POST /api/apps/{id}/active`, as the admin). */
async function noActiveApp() {
  for (const app of await demo.client.apps.list()) {
    if (app.active) await demo.client.apps.setActive(app.id!, false);
  }
}

describe('template list', () => {
  it('lists templates with view tabs, and filters by name', async () => {
    const { view, deploy, build } = setup();
    const { container } = await renderApp('/project/1/templates');
    const table = await screen.findByRole('table', { name: 'Task templates' });
    expect(await within(table).findByRole('link', { name: deploy.name })).toBeVisible();
    expect(within(table).getByRole('link', { name: build.name })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Views' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: view.title })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'build');
    expect(within(table).queryByRole('link', { name: deploy.name })).toBeNull();
    expect(within(table).getByRole('link', { name: build.name })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws only the rows near the visible part of a list of thousands, and filters all of them', async () => {
    const { state } = demo.app;
    const model = state.templates.find((t) => t.project_id === 1)!;
    let id = Math.max(...state.templates.map((t) => t.id));
    for (let n = 0; n < 3000; n++) {
      state.templates.push({ ...model, id: ++id, name: `Bulk ${String(n).padStart(4, '0')}` });
    }
    await renderApp('/project/1/templates');
    const table = await screen.findByRole('table', { name: 'Task templates' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(5));
    const drawn = within(table).getAllByRole('link').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(200);
    // The filter looks through every template, not only the drawn ones.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'Bulk 2999');
    expect(await within(table).findByRole('link', { name: 'Bulk 2999' })).toBeVisible();
  });

  it('shows a view’s templates, remembers the view, and goes back to it from the list', async () => {
    const { view, deploy, build } = setup();
    const { router } = await renderApp(`/project/1/views/${view.id}/templates`);
    await screen.findByRole('link', { name: deploy.name });
    expect(screen.queryByRole('link', { name: build.name })).toBeNull();
    expect(sent('GET', `/api/project/1/views/${view.id}/templates`).length).toBeGreaterThan(0);
    await waitFor(() => expect(preferences.getState().lastView['1']).toBe(view.id));
    await router.navigate('/project/1/templates');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/project/1/views/${view.id}/templates`),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'All' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates'));
    expect(preferences.getState().lastView['1']).toBeUndefined();
  });

  it('sends an unknown view id back to the template list', async () => {
    const { router } = await renderApp('/project/1/views/9999/templates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates'));
  });

  it('expands a row to its last 5 tasks', async () => {
    const { deploy } = setup();
    const task = await demo.client
      .project(1)
      .tasks.create({ template_id: deploy.id, message: 'first run' });
    await renderApp('/project/1/templates');
    await userEvent.click(
      await screen.findByRole('button', { name: `Show last tasks of ${deploy.name}` }),
    );
    expect(
      sent('GET', `/api/project/1/templates/${deploy.id}/tasks/last`).map((r) => r.search),
    ).toEqual(['?limit=5']);
    const last = await screen.findByRole('table', { name: 'Last tasks' });
    expect(await within(last).findByRole('button', { name: `#${task.id}` })).toBeVisible();
    expect(within(last).getByText('first run')).toBeVisible();
    expect(within(last).getAllByRole('row').length).toBeLessThanOrEqual(6);
    expect(
      screen.getByRole('button', { name: `Hide last tasks of ${deploy.name}` }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides a column and remembers it per table', async () => {
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
    const { view } = setup();
    const { router } = await renderApp(`/project/1/views/${view.id}/templates`);
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Default' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=${view.id}`));
    const picker = await screen.findByRole('combobox', { name: /View/ });
    await waitFor(() => expect(picker).toHaveTextContent(view.title));
  });

  it('disables New template for a non-admin when no app is active; admins get a link to /apps', async () => {
    await noActiveApp();
    await demo.signIn('owner');
    await renderApp('/project/1/templates');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'New template' })).toBeDisabled(),
    );
    expect(screen.queryByRole('link', { name: 'Manage apps' })).toBeNull();
  });

  it('shows admins a link to /apps when no app is active', async () => {
    await noActiveApp();
    await renderApp('/project/1/templates');
    expect(await screen.findByRole('link', { name: 'Manage apps' })).toHaveAttribute(
      'href',
      '/apps',
    );
    expect(screen.getByRole('button', { name: 'New template' })).toBeEnabled();
  });

  it('hides the action column and the editors without manageProjectResources', async () => {
    const { deploy } = setup();
    await demo.signIn('runner');
    await renderApp('/project/1/templates');
    const table = await screen.findByRole('table', { name: 'Task templates' });
    await within(table).findByRole('link', { name: deploy.name });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit views' })).toBeNull();
  });
});

describe('template list: a failed load', () => {
  it('shows the server’s failure with Retry, which reads the list again', async () => {
    demo.close();
    demo = await startDemo({ run: false, faults: true });
    const { deploy } = setup();
    await demo.fault({ path: '/api/project/1/templates', status: 500 });
    await renderApp('/project/1/templates');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(/500/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Task templates' });
    expect(await within(table).findByRole('link', { name: deploy.name })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
