import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../test/demo';
import { activateLocale } from '../i18n/i18n';
import { renderApp } from '../test/render';
import { Providers } from './Providers';
import { routes } from './routes';

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

/** Pages, the list their route starts with the navigation, and what the screen then shows. */
const pages: [page: string, list: string, shown: string][] = [
  ['/project/{pid}/keys', '/api/project/{pid}/keys', 'Key store'],
  ['/project/{pid}/history', '/api/project/{pid}/tasks/last', 'Last tasks'],
  ['/project/{pid}/team', '/api/project/{pid}/users', 'Team'],
];

describe('a route starts its data with its code (STYLE.md: loaders)', { timeout: 30_000 }, () => {
  it.each(pages)(
    '%s asks for %s before its screen renders, and once',
    async (page, list, shown) => {
      await activateLocale('en');
      const pid = String(demo.projectId());
      const path = list.replace('{pid}', pid);
      const router = createMemoryRouter(routes, { initialEntries: [page.replace('{pid}', pid)] });
      // Nothing is rendered yet: the route's loader alone sends the request.
      await waitFor(() => expect(gets(path)).toBe(1));

      render(
        <Providers>
          <RouterProvider router={router} />
        </Providers>,
      );
      expect(await screen.findByRole('table', { name: shown })).toBeVisible();
      expect(gets(path)).toBe(1);
    },
  );
});
