import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** Routes of the schedules feature, relative to `/project/:projectId` (spec core §2); lazy. */
export const scheduleRoutes: RouteObject[] = [
  {
    path: 'schedule',
    ...routeData(
      () => import('./schedulesStore'),
      (m, p) => m.useSchedulesStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({ Component: (await import('./SchedulesScreen')).SchedulesScreen }),
  },
];
