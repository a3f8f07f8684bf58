import type { RouteObject } from 'react-router';
import { routeData } from '../../routeData';

/** Routes of the Active tasks feature, site-wide (spec core §2 `/tasks`); lazy. */
export const activeTaskRoutes: RouteObject[] = [
  {
    path: 'tasks',
    ...routeData(
      () => import('./activeTasksStore'),
      (m) => m.useActiveTasksStore.getState().load(),
    ),
    lazy: async () => ({ Component: (await import('./ActiveTasksScreen')).ActiveTasksScreen }),
  },
];
