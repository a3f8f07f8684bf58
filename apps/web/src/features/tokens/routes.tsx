import type { RouteObject } from 'react-router';

/** The API tokens screen of the signed-in user, site-wide (`/tokens`; API §2.6); lazy. */
export const tokenRoutes: RouteObject[] = [
  {
    path: 'tokens',
    lazy: async () => ({ Component: (await import('./TokensScreen')).TokensScreen }),
  },
];
