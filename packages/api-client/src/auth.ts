/**
 * `@semaphore-console/api-client/auth`: the session part of the client alone (API §2 sign-in,
 * newer §N3 the second factor, §6.2 the signed-in user) with the errors and wire types a sign-in
 * page needs, so that page does not download the methods and schemas of every resource. The same code as the package's main
 * entry: `createApiClient(options).auth` and `createAuthClient(options).auth` behave alike.
 * Every export is named here (no `export *`).
 */
export { createAuthClient, secondFactorStep } from './session';
export type { AuthApi, AuthClient, SecondFactorStep } from './session';
export type { ApiClientOptions } from './client';
export type { FetchFunction } from './http';
export type { LoginRequest } from './inputs';
export type {
  CurrentUser,
  LdapProvider,
  LoginAuthMethods,
  LoginOptions,
  OidcProvider,
} from './sessionSchemas';
export {
  ApiError,
  HttpError,
  NetworkError,
  TimeoutError,
  ResponseValidationError,
  isApiError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  isResponseValidationError,
  errorMessage,
} from './errors';
export type { RequestDescription } from './errors';
