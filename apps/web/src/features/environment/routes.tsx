import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** Routes of the environments, relative to `/project/:projectId` (spec resources §2); lazy. */
export const environmentRoutes: RouteObject[] = [
  {
    path: 'environment',
    ...routeData(
      () => import('./environmentStore'),
      (m, p) => m.useEnvironmentStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({ Component: (await import('./EnvironmentScreen')).EnvironmentScreen }),
  },
];
