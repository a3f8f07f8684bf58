import type { RouteObject } from 'react-router';

/** Routes of the schedules feature, relative to `/project/:projectId` (spec core §2); lazy. */
export const scheduleRoutes: RouteObject[] = [
  {
    path: 'schedule',
    lazy: async () => ({ Component: (await import('./SchedulesScreen')).SchedulesScreen }),
  },
];
