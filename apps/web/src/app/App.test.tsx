import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../server/client';
import { preferences } from '../lib/preferences';
import { resetAllStores } from '../stores/createAppStore';
import { renderApp } from '../test/render';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../test/demo';

// The shell runs against the demo server in memory (calls and live feed).
let demo: DemoHarness | undefined;
async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, ...options });
  return demo;
}
afterEach(() => demo?.close());

/** The seeded projects by name: Acme Web Platform, Infrastructure, Data Pipelines. */
const web = () => demo!.projectId('Acme Web Platform');
const infra = () => demo!.projectId('Infrastructure');

beforeEach(() => {
  document.documentElement.className = '';
});

describe('application states (spec core §4)', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    await start({ user: null });
    const { router } = await renderApp(`/project/${web()}/history`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the error screen with Refresh page and Relogin when start-up fails', async () => {
    await (await start({ faults: true })).fault({ path: '/api/projects', status: 500 });
    await renderApp('/');
    expect(await screen.findByText(/status code 500/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Relogin' })).toBeVisible();
  });

  it('shows the error screen when the live feed cannot start', async () => {
    const demo = await start();
    // The HTTP calls pass but the server refuses the websocket upgrade (401, API §7.1): no fault
    // option produces that, so the demo's upgrade check answers "no user".
    demo.app.authenticate = () => undefined;
    await renderApp(`/project/${web()}/history`);
    expect(
      await screen.findByText('The live connection to the server could not be opened.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Relogin' })).toBeVisible();
  });

  it('sends a user without projects to /project/new', async () => {
    await start({ user: 'dana' });
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/new'));
    expect(await screen.findByRole('heading', { name: 'New project' })).toBeVisible();
  });

  it('opens the remembered project, else the first', async () => {
    await start();
    preferences.getState().setLastProjectId(infra());
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${infra()}/history`));
  });
});

describe('layout (spec core §2)', () => {
  it('shows every drawer entry for a normal project and the admin entries in the user menu', async () => {
    await start();
    await renderApp(`/project/${web()}/history`);
    const nav = await screen.findByRole('navigation', { name: 'Project' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Task templates',
      'Schedule',
      'Inventory',
      'Environment',
      'Key store',
      'Repositories',
      'Integrations',
      'Team',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Users' })).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Active tasks' })).toBeVisible();
    // Runners only with a remote runner.
    expect(within(menu).queryByRole('menuitem', { name: 'Runners' })).toBeNull();
    expect(within(menu).getByText(/^Version 2\.10\.33/)).toBeVisible();
  });

  it('keeps the drawer of the remembered project on /project/new', async () => {
    await start();
    preferences.getState().setLastProjectId(infra());
    await renderApp('/project/new');
    expect(await screen.findByRole('button', { name: /^Project: Infrastructure/ })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Project' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      `/project/${infra()}/history`,
    );
  });

  it('shows only dashboard and team for a project with a type', async () => {
    await start();
    const typed = await client().projects.create({ name: 'Typed', type: 'other' });
    const { router } = await renderApp(`/project/${typed.id}`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/project/${typed.id}/activity`),
    );
    const nav = await screen.findByRole('navigation', { name: 'Project' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Team']);
  });

  it('hides admin entries and project creation from a non-admin', async () => {
    await start({ user: 'guest' });
    await renderApp(`/project/${web()}/history`);
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Users' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Active tasks' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Edit account' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /^Project:/ }));
    const projects = await screen.findByRole('menu');
    expect(within(projects).queryByRole('menuitem', { name: 'New project' })).toBeNull();
    expect(within(projects).getByRole('menuitem', { name: /Infrastructure/ })).toBeVisible();
    // No settings tab without updateProject.
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('lists projects with avatars and the role, and switches project', async () => {
    await start({ user: 'owner' });
    const { router } = await renderApp(`/project/${web()}/history`);
    const selector = await screen.findByRole('button', { name: /^Project: Acme Web Platform/ });
    await waitFor(() => expect(selector).toHaveTextContent('Owner'));
    expect(selector).toHaveTextContent('AW');
    await userEvent.click(selector);
    const second = await screen.findByRole('menuitem', { name: /Infrastructure/ });
    await waitFor(() => expect(second).toHaveTextContent('INInfrastructureOwner'));
    await userEvent.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${infra()}/history`));
    expect(preferences.getState().lastProjectId).toBe(infra());
  });

  it("keeps each project's avatar colour when a project is added before it in the list", async () => {
    const demo = await start({ user: 'admin' });
    /** The avatar class of each project in the open selector menu, by project name. */
    const avatars = async () => {
      await userEvent.click(await screen.findByRole('button', { name: /^Project:/ }));
      await screen.findByRole('menuitem', { name: /Infrastructure/ });
      const entries = within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => ({
          text: item.textContent ?? '',
          avatar: item.querySelector('[aria-hidden]')?.className,
        }));
      await userEvent.keyboard('{Escape}');
      return entries;
    };
    const first = await renderApp(`/project/${web()}/history`);
    const before = await avatars();
    first.unmount();
    // The server lists projects by name: "Aardvark" comes first and moves every other one down.
    await demo.client.projects.create({ name: 'Aardvark' });
    // The next page load starts from empty stores, as a browser's does.
    resetAllStores();
    await renderApp(`/project/${web()}/history`);
    const after = await avatars();
    const colourOf = (list: typeof before, name: string) =>
      list.find((entry) => entry.text.includes(name))?.avatar;
    expect(after.findIndex((entry) => entry.text.includes('Aardvark'))).toBe(0);
    for (const name of ['Web Platform', 'Infrastructure']) {
      expect(colourOf(before, name)).toBeTruthy();
      expect(colourOf(after, name)).toBe(colourOf(before, name));
    }
  });

  it('remembers the dark-mode switch and puts the theme on <html>', async () => {
    await start();
    await renderApp(`/project/${web()}/history`);
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(preferences.getState().theme).toBe('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('switches the language to German and back', async () => {
    await start();
    await renderApp(`/project/${web()}/history`);
    await userEvent.click(await screen.findByRole('button', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('switch', { name: 'Dunkelmodus' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    await userEvent.click(screen.getByRole('button', { name: /^Sprache/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('switch', { name: 'Dark mode' })).toBeVisible();
  });

  it('has no axe violations on the dashboard', async () => {
    await start();
    await renderApp(`/project/${web()}/history`);
    await screen.findByRole('table', { name: 'Last tasks' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('keyboard focus (skip link, focus after navigation)', () => {
  it('starts each page on its main heading and moves there after a navigation', async () => {
    await start();
    const { router } = await renderApp(`/project/${web()}/history`);
    const first = await screen.findByRole('heading', { level: 1, name: 'Acme Web Platform' });
    await waitFor(() => expect(first).toHaveFocus());
    // A drawer link, chosen with the keyboard: focus leaves the link for the new page's heading.
    const templates = screen.getByRole('link', { name: 'Task templates' });
    templates.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${web()}/templates`));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Task templates' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('puts "Skip to main content" first in the tab order; it moves focus to main', async () => {
    await start();
    await renderApp(`/project/${web()}/history`);
    await screen.findByRole('heading', { level: 1, name: 'Acme Web Platform' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
