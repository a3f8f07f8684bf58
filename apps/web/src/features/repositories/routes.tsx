import type { RouteObject } from 'react-router';

/** Routes of the repositories, relative to `/project/:projectId` (spec resources §2); lazy. */
export const repositoryRoutes: RouteObject[] = [
  {
    path: 'repositories',
    lazy: async () => ({ Component: (await import('./RepositoriesScreen')).RepositoriesScreen }),
  },
];
