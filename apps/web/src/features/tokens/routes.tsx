import type { RouteObject } from 'react-router';
import { routeData } from '../../lib/routeData';

/** The API tokens screen of the signed-in user, site-wide (`/tokens`; API §2.6); lazy. */
export const tokenRoutes: RouteObject[] = [
  {
    path: 'tokens',
    ...routeData(
      () => import('./tokensStore'),
      (m) => m.useTokensStore.getState().load(),
    ),
    lazy: async () => ({ Component: (await import('./TokensScreen')).TokensScreen }),
  },
];
