/**
 * The request core of the client: ky 1.x underneath, typed answers, and the mapping of
 * every failure onto the error hierarchy of `errors.ts` (API §1).
 */
import ky, { TimeoutError as KyTimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import {
  HttpError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
  type RequestDescription,
} from './errors';
import { JsonArrayReader } from './jsonArrayReader';
import {
  type InvalidItemReport,
  type InvalidListItem,
  invalidItemsOf,
  withInvalidItems,
} from './listItems';
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
   * Sends a request whose answer is a JSON array and reads it as it downloads, calling
   * `onProgress` with the elements validated so far, or with `collect` false with each chunk's
   * new elements only (see {@link Transport.jsonArray}).
   */
  jsonArray<T>(
    method: string,
    path: string,
    schema: WireSchema<T[]>,
    init?: RequestInitLite,
    fast?: FastValidator<T[]>,
    options?: ArrayReadOptions<T>,
  ): Promise<T[]>;
  /** Sends a request whose answer has no body to read. */
  void(method: string, path: string, init?: RequestInitLite): Promise<void>;
  /** Sends a request and returns the answer's text. */
  text(method: string, path: string, init?: RequestInitLite): Promise<string>;
}

/** How {@link Transport.jsonArray} reads an array answer as it downloads. */
export interface ArrayReadOptions<T> {
  /** Called after each network chunk that completed elements (see {@link ArrayProgress}). */
  onProgress?: ArrayProgress<T>;
  /** Leading elements to count without parsing them (default 0). */
  skip?: number;
  /** Whether the elements are kept and resolved with (default true); see {@link Transport.jsonArray}. */
  collect?: boolean;
  /**
   * A key that every element (an object) holds once at its top level, as `"key"`: the skipped
   * elements are then counted by this key's occurrences instead of scanned character by
   * character ({@link JsonArrayReader}'s `skipKey`).
   */
  skipKey?: string;
}

/**
 * Called while a JSON array answer downloads ({@link Transport.jsonArray}), after each network
 * chunk that completed elements. `elements` is the one array the call resolves with, growing:
 * every element so far, validated. `complete` is `true` once the array's closing `]` is read (said
 * once): no element follows, though the answer's end, and so the call's result, may come later.
 */
export type ArrayProgress<T> = (elements: readonly T[], complete: boolean) => void;

/** A custom validator: returns the value, or throws/returns issues. Used for hot paths. */
export type FastValidator<T> = (data: unknown) => data is T;

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
      json: (method, path, schema, init = {}, fast) =>
        this.json(method, path, schema, { ...init, signal }, fast),
      jsonArray: (method, path, schema, init = {}, fast, options) =>
        this.jsonArray(method, path, schema, { ...init, signal }, fast, options),
      void: (method, path, init = {}) => this.void(method, path, { ...init, signal }),
      text: (method, path, init = {}) => this.text(method, path, { ...init, signal }),
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
    return this.#reported(request, parseAndValidate(request, text, schema, fast));
  }

  /** Reports the items a list answer left out (`onInvalidItem`); returns `data`. */
  #reported<T>(request: RequestDescription, data: T): T {
    if (this.#onInvalidItem && Array.isArray(data)) {
      for (const item of invalidItemsOf(data)) this.#onInvalidItem({ ...item, request });
    }
    return data;
  }

  /**
   * Sends a request whose answer is a JSON array and parses it while it downloads: after each
   * network chunk, the elements it completed are validated (with `fast` when it accepts them,
   * else `schema`) and appended to the result array, and `onProgress` is called with that array;
   * once the array's closing `]` is read, `onProgress` says it is `complete` (once; with no new
   * elements too), which can be a task or more before the body's end resolves the call.
   * The result equals what {@link Transport.json} gives for the same answer; errors are the same
   * too (an error answer, an empty or invalid body, a wrong element), except that `onProgress`
   * may have seen the elements before the one that failed.
   *
   * With `skip` (a count of elements), the answer's first `skip` elements are counted but neither
   * parsed nor validated, and the result (and `onProgress`) holds only the elements after them
   * (none when the answer has fewer); the indexes of left-out items stay those of the whole array.
   *
   * With `collect` false (and `onProgress`), the elements are handed over, not kept: each
   * `onProgress` call gets only the elements that chunk completed (a new array each time), and the
   * call resolves with an empty array that still carries the left-out items (`invalidItemsOf`).
   * A reader that copies what it needs out of each element (a log viewer's lines) then leaves
   * them to the young generation's collections instead of keeping every parsed element to the
   * end: in Chromium, a 1,000,000-element answer was read faster.
   */
  async jsonArray<T>(
    method: string,
    path: string,
    schema: WireSchema<T[]>,
    init: RequestInitLite = {},
    fast?: FastValidator<T[]>,
    options: ArrayReadOptions<T> = {},
  ): Promise<T[]> {
    const { onProgress, skip = 0, collect = true, skipKey } = options;
    const { request, response } = await this.#open(method, path, init);
    if ((!onProgress && skip === 0) || !response.ok || response.body === null) {
      const text = await this.#read(request, response, init);
      const whole = this.#reported(request, parseAndValidate(request, text, schema, fast));
      const result = skip === 0 ? whole : afterSkip(whole, skip);
      if (collect || !onProgress) return result;
      // Read whole (no body stream): handed over at once, as one chunk.
      onProgress(result, true);
      return withInvalidItems([], invalidItemsOf(result));
    }
    const body = response.body.getReader();
    const decoder = new TextDecoder();
    const reader = new JsonArrayReader({ skip, skipKey });
    const elements: T[] = [];
    const invalid: InvalidListItem[] = [];
    /** `onProgress` was told that the array is complete. */
    let announced = false;
    let seen = skip;
    /** Validates a batch of parsed elements; its valid elements (kept in `elements` when collecting). */
    const add = (batch: unknown[]): readonly T[] => {
      if (batch.length === 0) return [];
      const start = seen;
      seen += batch.length;
      let valid: readonly T[];
      if (fast?.(batch)) {
        valid = batch;
      } else {
        const result = v.safeParse(schema, batch);
        if (!result.success) throw invalidElements(request, result.issues, start);
        valid = result.output;
        // A list schema leaves bad items out: their indexes are shifted to the whole array.
        for (const item of invalidItemsOf(result.output))
          invalid.push({ ...item, index: item.index + start });
      }
      if (collect) for (const element of valid) elements.push(element);
      return valid;
    };
    let end: ReturnType<JsonArrayReader['end']>;
    /** The valid elements of the body's last bytes, not handed over yet. */
    let last: readonly T[] = [];
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await body.read();
        } catch (error) {
          throw readFailure(request, init, error);
        }
        if (chunk.done) break;
        const fresh = add(reader.push(decoder.decode(chunk.value, { stream: true })));
        // The array's `]` is often read a task or more before the body's end is signalled.
        const complete = reader.complete;
        if (fresh.length > 0 || (complete && !announced)) {
          announced = complete;
          onProgress?.(collect ? elements : fresh, complete);
        }
      }
      last = add(reader.push(decoder.decode()));
      if (!reader.hasContent) {
        throw new ResponseValidationError(request, '(root)', ['(root): the body is empty']);
      }
      end = reader.end();
    } catch (error) {
      void body.cancel().catch(() => undefined);
      if (error instanceof SyntaxError) {
        throw new ResponseValidationError(request, '(root)', [
          '(root): the body is not valid JSON',
        ]);
      }
      throw error;
    }
    if ('value' in end) {
      const whole = this.#reported(request, validate(request, end.value, schema, fast));
      return skip === 0 ? whole : afterSkip(whole, skip);
    }
    const rest = add(end.elements);
    last = last.length === 0 ? rest : rest.length === 0 ? last : [...last, ...rest];
    if (last.length > 0 || !announced) onProgress?.(collect ? elements : last, true);
    return this.#reported(request, withInvalidItems(elements, invalid));
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
    const { request, response } = await this.#open(method, path, init);
    return { request, text: await this.#read(request, response, init) };
  }

  /** Sends a request; resolves with the answer once its headers arrived (body unread). */
  async #open(
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
  async #read(
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
function readFailure(request: RequestDescription, init: RequestInitLite, error: unknown): unknown {
  if (init.signal?.aborted) return init.signal.reason ?? error;
  return new NetworkError(
    `Network error while reading the answer of ${request.method} /${request.path}: ${describeCause(error)}`,
    request,
    { cause: error },
  );
}

/** Parses a JSON answer and validates it (`fast` first, then `schema`). */
function parseAndValidate<T>(
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

/** Validates parsed JSON (`fast` first, then `schema`). */
function validate<T>(
  request: RequestDescription,
  data: unknown,
  schema: WireSchema<T>,
  fast?: FastValidator<T>,
): T {
  if (fast?.(data)) return data;
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw invalidElements(request, result.issues, 0);
}

/**
 * The validation error for `issues`; paths that start with an array index are shifted by
 * `offset` (a batch of a streamed array starts at that index of the whole).
 */
function invalidElements(
  request: RequestDescription,
  issues: readonly v.BaseIssue<unknown>[],
  offset: number,
): ResponseValidationError {
  const pathOf = (issue: v.BaseIssue<unknown>): string | null => {
    const path = v.getDotPath(issue);
    if (path === null || offset === 0) return path;
    return path.replace(/^\d+/, (index) => String(Number(index) + offset));
  };
  const problems = issues.map((issue) => `${pathOf(issue) ?? '(root)'}: ${issue.message}`);
  const first = issues[0];
  return new ResponseValidationError(request, (first && pathOf(first)) ?? '(root)', problems);
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

/**
 * The elements of a validated list after its first `skip` elements of the answer (items left out
 * as invalid count among them), keeping the record of the left-out items after that point.
 */
function afterSkip<T>(list: T[], skip: number): T[] {
  const invalid = invalidItemsOf(list);
  const later = invalid.filter((item) => item.index >= skip);
  const validBefore = skip - (invalid.length - later.length);
  return withInvalidItems(list.slice(Math.max(0, validBefore)), later);
}
