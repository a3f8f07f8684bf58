import type { RouteObject } from 'react-router';
import { SchedulesScreen } from './SchedulesScreen';

/** Routes of the schedules feature, relative to `/project/:projectId` (spec core §2). */
export const scheduleRoutes: RouteObject[] = [{ path: 'schedule', element: <SchedulesScreen /> }];
