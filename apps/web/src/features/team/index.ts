// Public surface of the team feature (spec resources §2).
export { teamRoutes } from './routes';
export { useTeamStore } from './teamStore';
