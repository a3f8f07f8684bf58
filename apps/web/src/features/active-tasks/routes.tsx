import type { RouteObject } from 'react-router';
import { ActiveTasksScreen } from './ActiveTasksScreen';

/** Routes of the Active tasks feature, site-wide (spec core §2 `/tasks`). */
export const activeTaskRoutes: RouteObject[] = [{ path: 'tasks', element: <ActiveTasksScreen /> }];
