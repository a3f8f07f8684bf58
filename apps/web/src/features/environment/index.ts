// Public surface of the environment feature (spec resources §2).
export { environmentRoutes } from './routes';
export { loadEnvironment, useEnvironmentStore } from './environmentStore';
