export {
  createConsoleServer,
  forwardedHeaders,
  normalizeBasePath,
  withBasePath,
  type ConsoleServerOptions,
} from './server';
export { contentSecurityPolicy, IMMUTABLE, REVALIDATE, securityHeaders } from './headers';
