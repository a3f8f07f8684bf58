// Public surface of the key store feature (spec resources §2).
export { keyRoutes } from './routes';
export { useKeysStore } from './keysStore';
