import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** Routes of the team, relative to `/project/:projectId` (spec resources §2); lazy. */
export const teamRoutes: RouteObject[] = [
  {
    path: 'team',
    ...routeData(
      () => import('./teamStore'),
      (m, p) => m.useTeamStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({ Component: (await import('./TeamScreen')).TeamScreen }),
  },
];
