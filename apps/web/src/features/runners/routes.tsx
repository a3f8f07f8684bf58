import type { RouteObject } from 'react-router';
import { ProjectRunnersScreen } from './ProjectRunnersScreen';
import { RunnersScreen } from './RunnersScreen';

/** The global runners route, site-wide (spec resources §2 `/runners`). */
export const siteRunnerRoutes: RouteObject[] = [{ path: 'runners', element: <RunnersScreen /> }];

/** The project runners route inside `/project/{projectId}` (spec resources §2). */
export const projectRunnerRoutes: RouteObject[] = [
  { path: 'runners', element: <ProjectRunnersScreen /> },
];
