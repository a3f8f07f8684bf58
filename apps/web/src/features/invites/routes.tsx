import type { RouteObject } from 'react-router';

export { signInTarget, withSignInReturn } from './signInReturn';

/**
 * The accept-invite page (newer §N7), at the path the stock console uses (`/accept-invite?token=`);
 * lazy. It is outside the application gate: it signs a signed-out person in and comes back.
 */
export const inviteRoutes: RouteObject[] = [
  {
    path: 'accept-invite',
    lazy: async () => ({ Component: (await import('./AcceptInvite')).AcceptInvite }),
  },
];
