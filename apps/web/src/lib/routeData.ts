import type { Params, RouteObject } from 'react-router';
import { preloading } from '../stores/serverData';
import { useShellStore } from '../stores/session';

/**
 * A route's data starts with its code (STYLE.md "One path to the server"): the route's `loader`
 * imports the route's store module (`module`, a small chunk) and calls `start` with the route's
 * params inside `preloading`, so the requests go out with the navigation, in parallel with the
 * screen's chunk, and the screen's own load on mount shares them instead of sending them again.
 * The loader resolves at once (`null`): the screen renders without waiting for the answer, and
 * shows its loading state. The loader runs again only when the path changes (not for a query
 * change such as `?t=` opening the task log).
 *
 * Only for a signed-in person ({@link sessionReady}): signed in, the data starts at once; on a
 * cold link, once the session's `GET /api/user` answered (API §14 "App start"); signed out, never
 * (the gate sends the person to the sign-in, spec core §4), so no request answers 401.
 *
 * The route tables share their chunk with the application gate, the session and the server-data
 * factory (vite.config.ts `pageChunks`): those are imported statically, so a loader costs no
 * file of its own before the route's store module.
 */
export function routeData<M>(
  module: () => Promise<M>,
  start: (module: M, params: Params) => unknown,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params }) => {
      void Promise.all([module(), sessionReady()])
        .then(([loaded, ready]) => {
          if (ready) preloading(() => start(loaded, params));
        })
        .catch(() => undefined);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

/**
 * Whether a person is signed in, for a route's preload (spec core §4): `true` at once when the
 * session is known to be signed in, `false` when it is signed out or failed. While the session is
 * still unknown (a cold link), waits for the session's start-up (API §14 "App start": one
 * `GET /api/user`, shared with the application gate's; it takes boot.ts's early answer when there
 * is one, so no request is sent twice). Never rejects.
 */
async function sessionReady(): Promise<boolean> {
  const shell = useShellStore.getState();
  if (shell.status !== 'loading') return shell.status === 'ready';
  await shell.start().catch(() => undefined);
  return useShellStore.getState().status === 'ready';
}

/** The route's project id (`/project/:projectId/…`), a number. */
export function routeProjectId(params: Params): number {
  return Number(params.projectId);
}
