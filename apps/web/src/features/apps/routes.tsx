import type { RouteObject } from 'react-router';

/** Routes of the apps feature, site-wide (spec resources §2 `/apps`); lazy. */
export const appRoutes: RouteObject[] = [
  { path: 'apps', lazy: async () => ({ Component: (await import('./AppsScreen')).AppsScreen }) },
];
