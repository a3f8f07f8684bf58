import type { Params, RouteObject } from 'react-router';

/**
 * A route's data starts with its code (STYLE.md "One path to the server"): the route's `loader`
 * imports the route's store module (`module`, a small chunk) and calls `start` with the route's
 * params inside `preloading`, so the requests go out with the navigation, in parallel with the
 * screen's chunk, and the screen's own load on mount shares them instead of sending them again.
 * The loader resolves at once (`null`): the screen renders without waiting for the answer, and
 * shows its loading state. The loader runs again only when the path changes (not for a query
 * change such as `?t=` opening the task log).
 *
 * Kept free of store code: the route tables are in the entry chunk.
 */
export function routeData<M>(
  module: () => Promise<M>,
  start: (module: M, params: Params) => unknown,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params }) => {
      void Promise.all([module(), import('../stores/serverData')])
        .then(([loaded, { preloading }]) => preloading(() => start(loaded, params)))
        .catch(() => undefined);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

/** The route's project id (`/project/:projectId/…`), a number. */
export function routeProjectId(params: Params): number {
  return Number(params.projectId);
}
