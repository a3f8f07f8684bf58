// Public surface of the invites feature (newer §N7): the accept-invite page's routes.
export { inviteRoutes, withSignInReturn } from './routes';
export { useAcceptStore } from './acceptStore';
