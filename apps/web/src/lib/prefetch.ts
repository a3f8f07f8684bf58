import { matchRoutes, type RouteObject } from 'react-router';

let table: RouteObject[] = [];

/** Gives {@link prefetchRoute} the console's route table (main.tsx, once). */
export function registerPrefetchRoutes(routes: RouteObject[]): void {
  table = routes;
}

/**
 * Starts loading the lazy route modules of `path` (a router path such as
 * `/project/1/templates`) before a person follows the link, e.g. on hover or focus of a drawer
 * entry. Failures are ignored: the navigation loads the module again and reports its error.
 */
export function prefetchRoute(path: string): void {
  for (const match of matchRoutes(table, path) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') lazy().catch(() => undefined);
  }
}
