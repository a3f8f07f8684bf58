/**
 * From flags, environment and the stored sign-in to an api-client (API §2.1: the token goes as
 * `Authorization: Bearer`), and from the client's errors to exit codes.
 */
import {
  createApiClient,
  errorMessage,
  isApiError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  secondFactorStep,
  type ApiClient,
  type FetchFunction,
} from '@semaphore-console/api-client';
import { readLogin } from './config';
import { CliError, EXIT_CODES, type ExitCode, usageError } from './exitCodes';
import type { CliIO } from './io';

/** The `--url` and `--token` flags every server command takes. */
export interface ConnectionFlags {
  /** Server base URL (`--url`, else `SEMAPHORE_URL`, else the stored sign-in's). */
  url?: string;
  /** API token (`--token`, else `SEMAPHORE_TOKEN`, else the stored sign-in's for the same URL). */
  token?: string;
}

/** A connected client and what it was made from. */
export interface Connection {
  /** The api-client. */
  client: ApiClient;
  /** Base URL, ending in `/`. */
  baseUrl: string;
  /** The API token. */
  token: string;
  /** The `fetch` every request goes through. */
  fetch: FetchFunction;
}

/**
 * A server URL as a base URL: `http(s)://host[:port][/web root]/`, always ending in `/` (API §1.1:
 * every path is relative to the web root). @throws {CliError} usage when it is not an http(s) URL.
 */
export function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw usageError(
      `"${raw}" is not a URL: give the server's address, e.g. https://semaphore.example.com/`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`"${raw}" is not an http(s) URL`);
  }
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** The server URL from `--url`, `SEMAPHORE_URL` or the stored sign-in. @throws {CliError} usage when none. */
export async function serverUrl(flags: ConnectionFlags, io: CliIO): Promise<string> {
  const raw = flags.url ?? io.env.SEMAPHORE_URL ?? (await readLogin(io.env))?.url;
  if (!raw) {
    throw usageError(
      'No server: pass --url or set SEMAPHORE_URL (or run `semaphore-console login --url …`)',
    );
  }
  return normalizeBaseUrl(raw);
}

/** The global `fetch`, typed as the api-client's. */
function globalFetch(input: Request, init?: RequestInit): Promise<Response> {
  return fetch(input, init);
}

/**
 * Connects with the token of `--token`, `SEMAPHORE_TOKEN` or the stored sign-in (only when it
 * was made for the same URL). @throws {CliError} usage without a URL, auth without a token.
 */
export async function connect(flags: ConnectionFlags, io: CliIO): Promise<Connection> {
  const baseUrl = await serverUrl(flags, io);
  let token = flags.token ?? io.env.SEMAPHORE_TOKEN;
  if (!token) {
    const stored = await readLogin(io.env);
    if (stored && normalizeBaseUrl(stored.url) === baseUrl) token = stored.token;
  }
  if (!token) {
    throw new CliError(
      `Not signed in to ${baseUrl}: pass --token or set SEMAPHORE_TOKEN (an API token), or run \`semaphore-console login\``,
      EXIT_CODES.auth,
    );
  }
  const fetchImpl = io.fetch ?? globalFetch;
  return {
    client: createApiClient({ baseUrl, token, fetch: fetchImpl }),
    baseUrl,
    token,
    fetch: fetchImpl,
  };
}

/**
 * The exit code of an error: {@link CliError}'s own; 401/403 auth (API §2.1, §3.4); no answer or
 * a timeout unreachable; any other API error serverError; anything else 1.
 */
export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode;
  if (isHttpError(error, 401) || isHttpError(error, 403)) return EXIT_CODES.auth;
  if (isNetworkError(error) || isTimeoutError(error)) return EXIT_CODES.unreachable;
  if (isApiError(error)) return EXIT_CODES.serverError;
  return EXIT_CODES.taskFailed;
}

/** The message printed for an error (the server's `error` text when it sent one). */
export function messageOf(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (secondFactorStep(error) !== null) {
    return `The session waits for a second factor (${errorMessage(error)}): run \`semaphore-console login\``;
  }
  if (isHttpError(error, 401)) {
    return `The server refused the token (401 Unauthorized): check --token / SEMAPHORE_TOKEN or run \`semaphore-console login\``;
  }
  if (isNetworkError(error)) {
    const cause = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return `Cannot reach the server (${error.request.url})${detail}`;
  }
  if (isApiError(error)) {
    return `${error.request.method} /${error.request.path}: ${errorMessage(error)}`;
  }
  return error instanceof Error ? error.message : String(error);
}
