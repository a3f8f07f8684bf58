// Public surface of the repositories feature (spec resources §2).
export { repositoryRoutes } from './routes';
export { useRepositoriesStore } from './repositoriesStore';
