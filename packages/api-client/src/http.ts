/**
 * The request core of the client: ky 1.x underneath, typed answers, and the mapping of
 * every failure onto the error hierarchy of `errors.ts` (API §1).
 */
import ky, { TimeoutError as KyTimeoutError, type KyInstance } from 'ky';
import {
  HttpError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
  type RequestDescription,
} from './errors';
import { type FastValidator, validate } from './validate';
import { type InvalidItemReport, invalidItemsOf } from './listItems';
import type { WireSchema } from './schemas';

/** The `fetch` function the client uses (the global one by default). */
export type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;

/** Default request timeout in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Options of the request core; see `createApiClient`. */
export interface TransportOptions {
  /** Base URL of the server (web root included), absolute or relative to `location`. */
  baseUrl: string;
  /** API token: sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** `fetch` to use instead of the global one. */
  fetch?: FetchFunction;
  /** Timeout per request in milliseconds (default 30,000); `false` disables it. */
  timeout?: number | false;
  /** Called for each item a list answer left out because it did not parse (see `listItems.ts`). */
  onInvalidItem?: (report: InvalidItemReport) => void;
}

/** Query parameters of a request; `undefined` values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** One request: an optional JSON body (or raw text body) and query parameters. */
export interface RequestInitLite {
  /** JSON body (sent with `content-type: application/json`). */
  json?: unknown;
  /** Raw text body, sent as is with `content-type: application/json`. */
  text?: string;
  /** Query parameters. */
  query?: QueryParams;
  /** Aborts the request; the promise then rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
}

/** What the client's methods need from the request core (a {@link Transport} or a bound view). */
export interface TransportLike {
  /** Absolute base URL ending in `/`. */
  readonly baseUrl: string;
  /** Sends a request and validates a JSON answer. */
  json<T>(
    method: string,
    path: string,
    schema: WireSchema<T>,
    init?: RequestInitLite,
    fast?: FastValidator<T>,
  ): Promise<T>;
  /**
   * Sends a request; resolves with the answer once its headers arrived, its body unread (the
   * streamed reads of `streamed.ts` go on from there).
   */
  open(
    method: string,
    path: string,
    init?: RequestInitLite,
  ): Promise<{ request: RequestDescription; response: Response }>;
  /**
   * Reads an answer's body as text.
   * @throws {HttpError} for a non-2xx status; {@link NetworkError} when the body cannot be read.
   */
  read(request: RequestDescription, response: Response, init?: RequestInitLite): Promise<string>;
  /** Reports the items a list answer left out (`onInvalidItem`); returns `data`. */
  reported<T>(request: RequestDescription, data: T): T;
  /** The signal every request of this view carries (none for the transport itself). */
  readonly signal?: AbortSignal;
  /** Sends a request whose answer has no body to read. */
  void(method: string, path: string, init?: RequestInitLite): Promise<void>;
  /** Sends a request and returns the answer's text. */
  text(method: string, path: string, init?: RequestInitLite): Promise<string>;
}

export type { FastValidator } from './validate';

/**
 * Resolves `baseUrl` to an absolute URL ending in `/`. A relative base (`/semaphore/`) is
 * resolved against `location.href` in the browser.
 *
 * @throws {TypeError} when the base is relative and there is no `location` (Node).
 */
export function resolveBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    const here = (globalThis as { location?: { href?: string } }).location?.href;
    if (!here) {
      throw new TypeError(`baseUrl must be an absolute URL outside the browser (got "${baseUrl}")`);
    }
    url = new URL(baseUrl, here);
  }
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** The request core shared by every method of the client. */
export class Transport implements TransportLike {
  /** Absolute base URL ending in `/`. */
  readonly baseUrl: string;
  readonly #ky: KyInstance;
  readonly #token: string | undefined;
  readonly #timeout: number | false;
  readonly #onInvalidItem: ((report: InvalidItemReport) => void) | undefined;
  /** `semaphore` session cookie remembered outside the browser (Node has no cookie jar). */
  #sessionCookie: string | undefined;

  constructor(options: TransportOptions) {
    this.baseUrl = resolveBaseUrl(options.baseUrl);
    this.#token = options.token;
    this.#timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.#onInvalidItem = options.onInvalidItem;
    const fetchFn = options.fetch;
    this.#ky = ky.create({
      prefixUrl: this.baseUrl,
      timeout: this.#timeout,
      retry: 0,
      throwHttpErrors: false,
      credentials: 'same-origin',
      ...(fetchFn
        ? {
            fetch: (input: RequestInfo | URL, init?: RequestInit) =>
              fetchFn(input as Request, init),
          }
        : {}),
    });
  }

  /** A view of this transport whose requests all carry `signal` (cookie and options shared). */
  withSignal(signal: AbortSignal): TransportLike {
    return {
      baseUrl: this.baseUrl,
      signal,
      json: (method, path, schema, init = {}, fast) =>
        this.json(method, path, schema, { ...init, signal }, fast),
      void: (method, path, init = {}) => this.void(method, path, { ...init, signal }),
      text: (method, path, init = {}) => this.text(method, path, { ...init, signal }),
      open: (method, path, init = {}) => this.open(method, path, { ...init, signal }),
      read: (request, response, init = {}) => this.read(request, response, { ...init, signal }),
      reported: (request, data) => this.reported(request, data),
    };
  }

  /** Absolute URL of an API path (`api/…`, no leading slash). */
  url(path: string): string {
    return new URL(path, this.baseUrl).href;
  }

  /** Sends a request and validates a JSON answer with `schema`. */
  async json<T>(
    method: string,
    path: string,
    schema: WireSchema<T>,
    init: RequestInitLite = {},
    fast?: FastValidator<T>,
  ): Promise<T> {
    const { request, text } = await this.#send(method, path, init);
    return this.reported(request, parseAndValidate(request, text, schema, fast));
  }

  /** Reports the items a list answer left out (`onInvalidItem`); returns `data`. */
  reported<T>(request: RequestDescription, data: T): T {
    if (this.#onInvalidItem && Array.isArray(data)) {
      for (const item of invalidItemsOf(data)) this.#onInvalidItem({ ...item, request });
    }
    return data;
  }

  /** Sends a request whose answer has no body to read (204, or 200 with an empty body). */
  async void(method: string, path: string, init: RequestInitLite = {}): Promise<void> {
    await this.#send(method, path, init);
  }

  /** Sends a request and returns the answer's text (e.g. `GET /api/ping`). */
  async text(method: string, path: string, init: RequestInitLite = {}): Promise<string> {
    return (await this.#send(method, path, init)).text;
  }

  async #send(
    method: string,
    path: string,
    init: RequestInitLite,
  ): Promise<{ request: RequestDescription; text: string }> {
    const { request, response } = await this.open(method, path, init);
    return { request, text: await this.read(request, response, init) };
  }

  /** Sends a request; resolves with the answer once its headers arrived (body unread). */
  async open(
    method: string,
    path: string,
    init: RequestInitLite,
  ): Promise<{ request: RequestDescription; response: Response }> {
    const searchParams = new URLSearchParams();
    for (const [name, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) searchParams.set(name, String(value));
    }
    const query = searchParams.toString();
    const request: RequestDescription = {
      method,
      url: this.url(path) + (query ? `?${query}` : ''),
      path,
    };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#token) headers.authorization = `Bearer ${this.#token}`;
    else if (this.#sessionCookie) headers.cookie = `semaphore=${this.#sessionCookie}`;
    let body: string | undefined;
    if (init.json !== undefined) body = JSON.stringify(init.json);
    else if (init.text !== undefined) body = init.text;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await this.#ky(path, {
        method,
        headers,
        body,
        searchParams: query ? searchParams : undefined,
        signal: init.signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason ?? error;
      if (error instanceof KyTimeoutError) {
        throw new TimeoutError(request, this.#timeout === false ? 0 : this.#timeout);
      }
      const reason = describeCause(error);
      throw new NetworkError(
        `Network error on ${method} /${path}${reason ? `: ${reason}` : ''}`,
        request,
        { cause: error },
      );
    }
    this.#rememberCookie(response);
    return { request, response };
  }

  /**
   * Reads an answer's body as text.
   * @throws {HttpError} for a non-2xx status; {@link NetworkError} when the body cannot be read.
   */
  async read(
    request: RequestDescription,
    response: Response,
    init: RequestInitLite,
  ): Promise<string> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw readFailure(request, init, error);
    }
    if (!response.ok) {
      throw new HttpError(request, response.status, response.statusText, parseErrorBody(text));
    }
    return text;
  }

  /** Outside the browser, keeps the `semaphore` session cookie of a password sign-in. */
  #rememberCookie(response: Response): void {
    if (typeof document !== 'undefined') return;
    const headers = response.headers as Headers & { getSetCookie?: () => string[] };
    const cookies = headers.getSetCookie?.() ?? [];
    for (const cookie of cookies) {
      const match = /^\s*semaphore=([^;]*)/.exec(cookie);
      if (match) this.#sessionCookie = match[1] ? match[1] : undefined;
    }
  }
}

/**
 * What a failed read of an answer's body throws: the abort reason when the request was aborted,
 * else a {@link NetworkError}.
 */
export function readFailure(
  request: RequestDescription,
  init: RequestInitLite,
  error: unknown,
): unknown {
  if (init.signal?.aborted) return init.signal.reason ?? error;
  return new NetworkError(
    `Network error while reading the answer of ${request.method} /${request.path}: ${describeCause(error)}`,
    request,
    { cause: error },
  );
}

/** Parses a JSON answer and validates it (`fast` first, then `schema`). */
export function parseAndValidate<T>(
  request: RequestDescription,
  text: string,
  schema: WireSchema<T>,
  fast?: FastValidator<T>,
): T {
  if (text.trim() === '') {
    throw new ResponseValidationError(request, '(root)', ['(root): the body is empty']);
  }
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    throw new ResponseValidationError(request, '(root)', ['(root): the body is not valid JSON']);
  }
  return validate(request, data, schema, fast);
}

/** Parses an error body: JSON when possible, the raw text otherwise, `undefined` if empty. */
function parseErrorBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause
      ? String((cause as { code: unknown }).code)
      : undefined;
  return code ? `${error.message} (${code})` : error.message;
}
