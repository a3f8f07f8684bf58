import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/Providers';
import { routes } from '../app/routes';
import { activateLocale } from '../i18n';

/**
 * Renders the real route table at `path` inside the app's providers (English catalog), like the
 * browser would. Returns Testing Library's result and the router (for `router.state.location`).
 */
export async function renderApp(
  path: string,
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  await activateLocale('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
