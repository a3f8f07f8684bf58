/**
 * The error hierarchy of the client and `errorMessage` (spec core §8, API §1.5).
 *
 * ```
 * ApiError
 * ├── HttpError               the server answered with a non-2xx status
 * ├── NetworkError            no HTTP answer (connection refused/reset, DNS, CORS, …)
 * ├── TimeoutError            no answer within the configured timeout
 * └── ResponseValidationError a 2xx answer whose body does not match the wire schema
 * ```
 */

/** What was requested, attached to every {@link ApiError}. */
export interface RequestDescription {
  /** HTTP method, upper case. */
  method: string;
  /** Absolute request URL. */
  url: string;
  /** The API path relative to the base URL, e.g. `api/project/1/tasks`. */
  path: string;
}

/** Prefix of the generic message of an {@link HttpError} (the spec's generic text). */
export const GENERIC_HTTP_ERROR_PREFIX = 'Request failed with status code';

/** Base class of every error the client throws. `request` tells what was being done. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The request that failed. */
  readonly request: RequestDescription;

  /**
   * @param message - Human-readable message.
   * @param request - The request that failed.
   * @param options - `cause`: the underlying error, if any.
   */
  constructor(message: string, request: RequestDescription, options?: { cause?: unknown }) {
    super(message, options);
    this.request = request;
  }
}

/**
 * The server answered with a non-2xx status (API §1.5). Its message is the generic
 * `Request failed with status code <status>`; the server's own text is in `serverError`.
 */
export class HttpError extends ApiError {
  override name = 'HttpError';
  /** HTTP status code. */
  readonly status: number;
  /** HTTP status text (the standard reason phrase when the server sent none). */
  readonly statusText: string;
  /** Parsed JSON body, or the raw text when it is not JSON, or `undefined` when empty. */
  readonly body: unknown;
  /** The body's `error` string (`{"error": "..."}`), when present. */
  readonly serverError: string | undefined;
  /** The body's `inUse` flag: a referenced object could not be deleted (API §1.5). */
  readonly inUse: boolean;

  /**
   * @param request - The request that failed.
   * @param status - HTTP status code.
   * @param statusText - Status text (may be empty; a standard phrase is used then).
   * @param body - Parsed body (JSON value, raw text or `undefined`).
   */
  constructor(request: RequestDescription, status: number, statusText: string, body: unknown) {
    super(`${GENERIC_HTTP_ERROR_PREFIX} ${status}`, request);
    this.status = status;
    this.statusText = statusText || STATUS_TEXT[status] || '';
    this.body = body;
    const record = isRecord(body) ? body : undefined;
    this.serverError =
      record && typeof record.error === 'string' && record.error !== '' ? record.error : undefined;
    this.inUse = record?.inUse === true;
  }
}

/** No HTTP answer arrived: connection refused or reset, DNS failure, blocked request. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
}

/** No answer arrived within `timeoutMs` milliseconds. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  /** The timeout that elapsed, in milliseconds. */
  readonly timeoutMs: number;

  /**
   * @param request - The request that timed out.
   * @param timeoutMs - The configured timeout in milliseconds.
   */
  constructor(request: RequestDescription, timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms: ${request.method} /${request.path}`, request);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * A 2xx answer whose body is not what the API documents: not JSON, or not matching the
 * wire schema. `field` names the first offending field (`[3].status`, `last_task.id`, or
 * `(root)`), `path` the API path.
 */
export class ResponseValidationError extends ApiError {
  override name = 'ResponseValidationError';
  /** The API path of the request, e.g. `api/projects`. */
  readonly path: string;
  /** Dotted path of the first offending field in the body, `(root)` for the body itself. */
  readonly field: string;
  /** Every problem found, as `field: message` strings. */
  readonly problems: readonly string[];

  /**
   * @param request - The request whose answer was invalid.
   * @param field - Dotted path of the first offending field.
   * @param problems - Every problem as `field: message`.
   */
  constructor(request: RequestDescription, field: string, problems: readonly string[]) {
    super(
      `Unexpected response from ${request.method} /${request.path}: ${problems[0] ?? field}`,
      request,
    );
    this.path = request.path;
    this.field = field;
    this.problems = problems;
  }
}

/** `true` when `error` is any error thrown by the client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `true` when `error` is an {@link HttpError}; with `status`, only for that status code. */
export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/** `true` when `error` is a {@link NetworkError}. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** `true` when `error` is a {@link TimeoutError}. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}

/** `true` when `error` is a {@link ResponseValidationError}. */
export function isResponseValidationError(error: unknown): error is ResponseValidationError {
  return error instanceof ResponseValidationError;
}

/**
 * The text to show for a failed call, exactly per spec core §8:
 * 1. the response's `error` field if present;
 * 2. otherwise the error's message, unless it is the generic
 *    `Request failed with status code …`;
 * 3. for 401 the status code and text (`401 Unauthorized`);
 * 4. otherwise the (generic) message.
 *
 * Accepts anything: a non-Error value gives its string form (`''` for null/undefined).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError && error.serverError !== undefined) {
    return error.serverError;
  }
  if (!(error instanceof Error)) {
    if (typeof error === 'string') return error;
    if (isRecord(error) && typeof error.error === 'string' && error.error !== '') {
      return error.error;
    }
    if (isRecord(error) && typeof error.message === 'string') return error.message;
    return error === undefined || error === null ? '' : String(error);
  }
  const message = error.message;
  if (!message.startsWith(GENERIC_HTTP_ERROR_PREFIX)) return message;
  if (error instanceof HttpError && error.status === 401) {
    return `${error.status} ${error.statusText}`.trim();
  }
  return message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Standard reason phrases, for answers without a status text (HTTP/2). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
