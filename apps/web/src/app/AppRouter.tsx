import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { baseAddress } from '../lib/navigation';
import { registerPrefetchRoutes } from '../lib/prefetch';
import { prefetchAfterSignIn, routes } from './routes';

/**
 * Creates the console's data router over the whole route table (spec core §2) at the base
 * address, and gives the route table to `prefetchRoute`. Returns the element main.tsx renders
 * inside `Providers`. Called once per page load, for every address but the sign-in page's.
 */
export function startRouter(): ReactElement {
  registerPrefetchRoutes(routes);
  const router = createBrowserRouter(routes, {
    basename: baseAddress().replace(/\/$/, '') || '/',
  });
  return <RouterProvider router={router} />;
}

/**
 * Prefetches what a person opens right after signing in: this module (the router and the route
 * table) was fetched by importing it; this fetches the gate, the drawer and the first project
 * page (`prefetchAfterSignIn`). The sign-in page calls it when idle (main.tsx).
 */
export function prefetchShell(): void {
  prefetchAfterSignIn();
}
