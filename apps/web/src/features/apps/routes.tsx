import type { RouteObject } from 'react-router';
import { routeData } from '../../lib/routeData';

/** Routes of the apps feature, site-wide (spec resources §2 `/apps`); lazy. */
export const appRoutes: RouteObject[] = [
  {
    path: 'apps',
    ...routeData(
      () => import('./appsStore'),
      (m) => m.useAppsStore.getState().load(),
    ),
    lazy: async () => ({ Component: (await import('./AppsScreen')).AppsScreen }),
  },
];
