import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Runs `task` once the page has loaded and the browser is idle (`requestIdleCallback`, or after
 * `fallbackMs` where it is missing), to prefetch the chunks a person is likely to open next
 * without competing with what the page shows now.
 */
export function whenIdle(task: () => void, fallbackMs = 200): void {
  // Unit tests render one screen at a time: nothing to prefetch there.
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => task(), { timeout: 2000 });
    } else {
      setTimeout(task, fallbackMs);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

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
