import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { startDemo, type DemoHarness } from '../test/demo';
// Imports every route module up front (see test/render.tsx).
import '../test/render';
import { Providers } from './Providers';
import { routes } from './routes';

let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
  demo.requests.length = 0;
});
afterEach(() => demo.close());

const gets = (path: string) =>
  demo.requests.filter((r) => r.method === 'GET' && r.path === path).length;

/** Pages, the list their route starts with the navigation, and what the screen then shows. */
const pages: [page: string, list: string, shown: string][] = [
  ['/project/{pid}/keys', '/api/project/{pid}/keys', 'Key store'],
  ['/project/{pid}/history', '/api/project/{pid}/tasks/last', 'Last tasks'],
  ['/project/{pid}/team', '/api/project/{pid}/users', 'Team'],
];

describe('a route starts its data with its code (STYLE.md: loaders)', { timeout: 30_000 }, () => {
  it.each(pages)('%s asks for %s before its screen renders, and once', async (page, list, shown) => {
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
  });
});
