import type { RouteObject } from 'react-router';

/** Routes of the key store, relative to `/project/:projectId` (spec resources §2); lazy. */
export const keyRoutes: RouteObject[] = [
  { path: 'keys', lazy: async () => ({ Component: (await import('./KeysScreen')).KeysScreen }) },
];
