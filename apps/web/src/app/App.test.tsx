import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setShellApi } from '../api';
import { preferences } from '../preferences';
import { resetAllStores } from '../stores/createAppStore';
import { ADMIN, fakeApi, httpError, project } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { startDemo, type DemoHarness } from '../test/demo';

// The live feed opens on the demo server in memory; the shell calls still go to the fake.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

const GUEST = {
  ...ADMIN,
  id: 4,
  username: 'guest',
  name: 'Guest',
  admin: false,
  can_create_project: false,
};

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
  document.documentElement.className = '';
});

describe('application states (spec core §4)', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    setShellApi(fakeApi({ currentUser: vi.fn(async () => Promise.reject(httpError(401))) }));
    const { router } = await renderApp('/project/1/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the error screen with Refresh page and Relogin when start-up fails', async () => {
    setShellApi(
      fakeApi({
        projects: vi.fn(async () => Promise.reject(httpError(500, { error: 'database is down' }))),
      }),
    );
    await renderApp('/');
    expect(await screen.findByText('database is down')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Relogin' })).toBeVisible();
  });

  it('shows the error screen when the live feed cannot start', async () => {
    setShellApi(fakeApi());
    // Without a session on the server the websocket is refused (API §7.1).
    demo.close();
    demo = await startDemo({ user: null, run: false });
    await renderApp('/project/1/history');
    expect(
      await screen.findByText('The live connection to the server could not be opened.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Relogin' })).toBeVisible();
  });

  it('sends a user without projects to /project/new', async () => {
    setShellApi(fakeApi({ projects: vi.fn(async () => []) }));
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/new'));
    expect(await screen.findByRole('heading', { name: 'New project' })).toBeVisible();
  });

  it('opens the remembered project, else the first', async () => {
    setShellApi(fakeApi());
    preferences.getState().setLastProjectId(2);
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/2/history'));
  });
});

describe('layout (spec core §2)', () => {
  it('shows every drawer entry for a normal project and the admin entries in the user menu', async () => {
    setShellApi(fakeApi());
    await renderApp('/project/1/history');
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
    expect(within(menu).getByText('Version 2.10.0')).toBeVisible();
  });

  it('keeps the drawer of the remembered project on /project/new', async () => {
    setShellApi(fakeApi());
    preferences.getState().setLastProjectId(2);
    await renderApp('/project/new');
    expect(await screen.findByRole('button', { name: /^Project: Second/ })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Project' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/project/2/history',
    );
  });

  it('shows only dashboard and team for a project with a type', async () => {
    setShellApi(fakeApi({ projects: vi.fn(async () => [project(1, 'Typed', 'other')]) }));
    const { router } = await renderApp('/project/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/activity'));
    const nav = await screen.findByRole('navigation', { name: 'Project' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Team']);
  });

  it('hides admin entries and project creation from a non-admin', async () => {
    setShellApi(
      fakeApi({
        currentUser: vi.fn(async () => GUEST),
        role: vi.fn(async () => ({ role: 'guest' as const, permissions: 0 })),
      }),
    );
    await renderApp('/project/1/history');
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Users' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Active tasks' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Edit account' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /^Project:/ }));
    const projects = await screen.findByRole('menu');
    expect(within(projects).queryByRole('menuitem', { name: 'New project' })).toBeNull();
    expect(within(projects).getByRole('menuitem', { name: /Second/ })).toBeVisible();
    // No settings tab without updateProject.
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('lists projects with avatars and the role, and switches project', async () => {
    setShellApi(fakeApi());
    const { router } = await renderApp('/project/1/history');
    const selector = await screen.findByRole('button', { name: /^Project: Demo/ });
    await waitFor(() => expect(selector).toHaveTextContent('Owner'));
    expect(selector).toHaveTextContent('DE');
    await userEvent.click(selector);
    const second = await screen.findByRole('menuitem', { name: /Second/ });
    await waitFor(() => expect(second).toHaveTextContent('SESecondOwner'));
    await userEvent.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/2/history'));
    expect(preferences.getState().lastProjectId).toBe(2);
  });

  it('remembers the dark-mode switch and puts the theme on <html>', async () => {
    setShellApi(fakeApi());
    await renderApp('/project/1/history');
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(preferences.getState().theme).toBe('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('switches the language to German and back', async () => {
    setShellApi(fakeApi());
    await renderApp('/project/1/history');
    await userEvent.click(await screen.findByRole('button', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('switch', { name: 'Dunkelmodus' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    await userEvent.click(screen.getByRole('button', { name: /^Sprache/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('switch', { name: 'Dark mode' })).toBeVisible();
  });

  it('has no axe violations on the dashboard', async () => {
    setShellApi(fakeApi());
    await renderApp('/project/1/history');
    await screen.findByRole('table', { name: 'Last tasks' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('keyboard focus (skip link, focus after navigation)', () => {
  it('starts each page on its main heading and moves there after a navigation', async () => {
    setShellApi(fakeApi());
    const { router } = await renderApp('/project/1/history');
    const first = await screen.findByRole('heading', { level: 1, name: 'Demo' });
    await waitFor(() => expect(first).toHaveFocus());
    // A drawer link, chosen with the keyboard: focus leaves the link for the new page's heading.
    const templates = screen.getByRole('link', { name: 'Task templates' });
    templates.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Task templates' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('puts "Skip to main content" first in the tab order; it moves focus to main', async () => {
    setShellApi(fakeApi());
    await renderApp('/project/1/history');
    await screen.findByRole('heading', { level: 1, name: 'Demo' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
