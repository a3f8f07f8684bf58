import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../test/demo';
import { activateLocale } from '../i18n/i18n';
import { renderApp } from '../test/render';
import { Providers } from './Providers';
import { routes } from './routes';
import { useShellStore } from '../stores/session';

// Every shell call goes to the demo server in memory, which records each request it received.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
  demo.requests.length = 0;
});
afterEach(() => demo.close());

/** How many `GET` requests of `path` the demo server received. */
const gets = (path: string) =>
  demo.requests.filter((r) => r.method === 'GET' && r.path === path).length;

describe('one fetch per fact (API §14 "App start")', () => {
  it('a project page load asks once for the role, the user, the system info and the projects', async () => {
    const id = demo.projectId();
    await renderApp(`/project/${id}/history`);
    // The dashboard's table is on screen and the drawer shows the role it asked for.
    expect(await screen.findByRole('table', { name: 'Last tasks' })).toBeVisible();
    expect(await screen.findByText('Administrator')).toBeVisible();
    expect(gets(`/api/project/${id}/role`)).toBe(1);
    expect(gets('/api/user')).toBe(1);
    expect(gets('/api/info')).toBe(1);
    expect(gets('/api/projects')).toBe(1);
  });
});

/** What a page needs from the seeded demo: the first project's id and its first rows. */
interface Seeded {
  pid: number;
  template: { id: number; name: string };
  schedule: string;
  runner: string;
  user: string;
}

/**
 * A page, the list its route starts with the navigation, and what the screen then shows: a text,
 * or a table by its name.
 */
type Page = [
  page: string,
  list: string,
  shown: (seed: Seeded) => string | RegExp | { table: string },
];

const pages: Page[] = [
  ['/project/{pid}/keys', '/api/project/{pid}/keys', () => ({ table: 'Key store' })],
  ['/project/{pid}/history', '/api/project/{pid}/tasks/last', () => ({ table: 'Last tasks' })],
  ['/project/{pid}/team', '/api/project/{pid}/users', () => ({ table: 'Team' })],
  ['/project/{pid}/templates', '/api/project/{pid}/templates', (d) => d.template.name],
  ['/project/{pid}/templates', '/api/project/{pid}/views', (d) => d.template.name],
  ['/project/{pid}/templates', '/api/apps', (d) => d.template.name],
  ['/project/{pid}/templates/{tid}', '/api/project/{pid}/templates/{tid}', (d) => d.template.name],
  [
    '/project/{pid}/templates/{tid}',
    '/api/project/{pid}/templates/{tid}/tasks/last',
    (d) => d.template.name,
  ],
  ['/project/{pid}/schedule', '/api/project/{pid}/schedules', (d) => d.schedule],
  ['/project/{pid}/stats', '/api/project/{pid}/tasks/last', () => /Measured runs/],
  ['/users', '/api/users', (d) => d.user],
  ['/tasks', '/api/tasks', () => 'No task is queued or running.'],
  ['/runners', '/api/runners', (d) => d.runner],
  ['/apps', '/api/apps', () => 'Pulumi'],
  ['/tokens', '/api/user/tokens', () => 'API tokens'],
];

/** The seeded rows the pages show. */
function seeded(): Seeded {
  const { state } = demo.app;
  const pid = demo.projectId();
  const template = state.templates.find((t) => t.project_id === pid)!;
  return {
    pid,
    template: { id: template.id, name: template.name },
    schedule: state.schedules.find((sc) => sc.project_id === pid)!.name,
    runner: state.runners.find((r) => r.project_id === null && r.name)!.name,
    user: state.users.find((u) => u.username !== 'admin')!.username,
  };
}

/** Creates the app's router at `page` (nothing rendered yet: only the loaders run). */
function routerAt(page: string) {
  return createMemoryRouter(routes, { initialEntries: [page] });
}

describe('a route starts its data with its code (STYLE.md: loaders)', { timeout: 30_000 }, () => {
  it.each(pages)(
    '%s asks for %s before its screen renders, and once',
    async (page, list, shown) => {
      await activateLocale('en');
      const seed = seeded();
      const fill = (text: string) =>
        text.replace('{pid}', String(seed.pid)).replace('{tid}', String(seed.template.id));
      const path = fill(list);
      const router = routerAt(fill(page));
      // Nothing is rendered yet: the route's loader alone sends the request.
      await waitFor(() => expect(gets(path)).toBe(1));

      render(
        <Providers>
          <RouterProvider router={router} />
        </Providers>,
      );
      const seen = shown(seed);
      if (typeof seen === 'object' && 'table' in seen) {
        expect(await screen.findByRole('table', { name: seen.table })).toBeVisible();
      } else {
        expect((await screen.findAllByText(seen))[0]).toBeVisible();
      }
      expect(gets(path)).toBe(1);
      // The session's start-up went out once, from the loader or the gate (API §14).
      expect(gets('/api/user')).toBe(1);
    },
  );
});

describe('a cold link opened signed out (spec core §4)', { timeout: 30_000 }, () => {
  it('sends no page request, shows no error and goes to the sign-in once', async () => {
    demo.close();
    demo = await startDemo({ run: false, user: null });
    await activateLocale('en');
    const pid = demo.projectId();
    const router = routerAt(`/project/${pid}/keys`);
    // Each page the router went to (a redirect is a new one).
    const visited: string[] = [];
    router.subscribe(({ location }) => {
      if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
    });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(visited.filter((path) => path === '/auth/login')).toHaveLength(1);
    // No project data was asked for: nothing answered 401 but the session's own questions.
    expect(demo.requests.filter((r) => r.path.startsWith('/api/project'))).toEqual([]);
    expect(screen.queryByText(/401|Unauthorized/)).toBeNull();
  });

  it('starts the page data at once when the session is known', async () => {
    await useShellStore.getState().start();
    demo.requests.length = 0;
    const pid = demo.projectId();
    routerAt(`/project/${pid}/keys`);
    await waitFor(() => expect(gets(`/api/project/${pid}/keys`)).toBe(1));
    expect(gets('/api/user')).toBe(0);
  });
});
