import type { RouteObject } from 'react-router';

/** Routes of the environments, relative to `/project/:projectId` (spec resources §2); lazy. */
export const environmentRoutes: RouteObject[] = [
  {
    path: 'environment',
    lazy: async () => ({ Component: (await import('./EnvironmentScreen')).EnvironmentScreen }),
  },
];
