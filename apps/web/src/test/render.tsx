import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/Providers';
import { routes } from '../app/routes';
import { activateLocale } from '../i18n/i18n';

/** Every route object of `table`, depth first. */
function allRoutes(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

// Route modules are lazy in the app; a test file imports them all up front (as the import of the
// route table did before), so their first transform does not count against a test's timeout.
// The task log dialog is lazy too (it opens with `?t=` on any project route).
await Promise.all([
  ...allRoutes(routes).map((route) => (typeof route.lazy === 'function' ? route.lazy() : null)),
  import('../features/task-log/TaskLogDialog'),
]);

/**
 * Renders the real route table at `path` inside the app's providers (English catalog), like the
 * browser would. Returns Testing Library's result and the router (for `router.state.location`)
 * once the router has loaded the lazy route modules of `path` (their first import transforms
 * them, which can take longer than a `findBy` query waits on a busy machine).
 */
export async function renderApp(
  path: string,
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  await activateLocale('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return Object.assign(result, { router });
}

/** Renders one element at `path` with extra routes, inside the providers. */
export async function renderAt(
  element: ReactNode,
  {
    path = '/',
    pattern = '*',
    extra = [],
  }: { path?: string; pattern?: string; extra?: RouteObject[] } = {},
) {
  await activateLocale('en');
  const router = createMemoryRouter([{ path: pattern, element }, ...extra], {
    initialEntries: [path],
  });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return Object.assign(result, { router });
}
