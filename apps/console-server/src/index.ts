export {
  createConsoleServer,
  forwardedHeaders,
  hardenCookie,
  isFileLike,
  normalizeBasePath,
  originAllowed,
  withBasePath,
  type ConsoleServerOptions,
  type CookieSecure,
} from './server';
export { contentSecurityPolicy, IMMUTABLE, REVALIDATE, securityHeaders } from './headers';
