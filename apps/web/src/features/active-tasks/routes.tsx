import type { RouteObject } from 'react-router';

/** Routes of the Active tasks feature, site-wide (spec core §2 `/tasks`); lazy. */
export const activeTaskRoutes: RouteObject[] = [
  {
    path: 'tasks',
    lazy: async () => ({ Component: (await import('./ActiveTasksScreen')).ActiveTasksScreen }),
  },
];
