import type { RouteObject } from 'react-router';

/** Routes of the team, relative to `/project/:projectId` (spec resources §2); lazy. */
export const teamRoutes: RouteObject[] = [
  { path: 'team', lazy: async () => ({ Component: (await import('./TeamScreen')).TeamScreen }) },
];
