import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** Routes of the repositories, relative to `/project/:projectId` (spec resources §2); lazy. */
export const repositoryRoutes: RouteObject[] = [
  {
    path: 'repositories',
    ...routeData(
      () => import('./repositoriesStore'),
      (m, p) => m.useRepositoriesStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({ Component: (await import('./RepositoriesScreen')).RepositoriesScreen }),
  },
];
