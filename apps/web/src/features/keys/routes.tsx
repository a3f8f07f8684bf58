import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** Routes of the key store, relative to `/project/:projectId` (spec resources §2); lazy. */
export const keyRoutes: RouteObject[] = [
  {
    path: 'keys',
    ...routeData(
      () => import('./keysStore'),
      (m, p) => m.useKeysStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({ Component: (await import('./KeysScreen')).KeysScreen }),
  },
];
