import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** The global runners route, site-wide (spec resources §2 `/runners`); lazy. */
export const siteRunnerRoutes: RouteObject[] = [
  {
    path: 'runners',
    ...routeData(
      () => import('./runnersStore'),
      (m) => m.useRunnersStore.getState().load(null),
    ),
    lazy: async () => ({ Component: (await import('./RunnersScreen')).RunnersScreen }),
  },
];

/** The project runners route inside `/project/{projectId}` (spec resources §2); lazy. */
export const projectRunnerRoutes: RouteObject[] = [
  {
    path: 'runners',
    ...routeData(
      () => import('./runnersStore'),
      (m, p) => m.useRunnersStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({
      Component: (await import('./ProjectRunnersScreen')).ProjectRunnersScreen,
    }),
  },
];
