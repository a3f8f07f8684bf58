import type { RouteObject } from 'react-router';
import { routeData } from '../../lib/routeData';

/** Routes of the Active tasks feature, site-wide (spec core §2 `/tasks`); lazy. */
export const activeTaskRoutes: RouteObject[] = [
  {
    path: 'tasks',
    // Site admins only: other users get no call (the screen says "Administrators only").
    ...routeData(
      () => Promise.all([import('./activeTasksStore'), import('../../stores/session')]),
      ([m, session]) => {
        if (session.useShellStore.getState().user?.admin)
          void m.useActiveTasksStore.getState().load();
      },
    ),
    lazy: async () => ({ Component: (await import('./ActiveTasksScreen')).ActiveTasksScreen }),
  },
];
