import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  errorMessage,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  type HttpError,
} from '@semaphore-console/api-client/auth';
import type { MessageDescriptor } from '@lingui/core';

/** The text of a bare 403 (newer §N7). */
const NOT_ALLOWED = msg`You don't have permission to do this.`;

/** The text of a call that reached no server (spec core §4: the console says when it is offline). */
const UNREACHABLE = msg`The server cannot be reached. The console keeps trying.`;

/** Answers of a proxy in front of a server that is gone or restarting. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A message in the active language; before a locale is active (a store alone, in tests) English. */
function translated(message: MessageDescriptor): string {
  return i18n.locale ? i18n._(message) : (message.message ?? message.id);
}

/**
 * Whether a failed call reached no server: no HTTP answer (connection refused, DNS, reset), no
 * answer in time, or a proxy's 502/503/504 without the server's own `error` (the console server's
 * "Semaphore cannot be reached" page, nginx's gateway errors) — what the connection banner reports
 * as "Reconnecting to the server…".
 */
export function isUnreachable(error: unknown): boolean {
  if (isNetworkError(error) || isTimeoutError(error)) return true;
  return (
    isHttpError(error) && GATEWAY_STATUSES.has(error.status) && error.serverError === undefined
  );
}

/**
 * The text to show for a failed call (spec core §8 via the api-client's `errorMessage`), except:
 * - a 403 without the server's own reason: newer servers answer non-admins on admin routes, and
 *   every server a member without the permission, with a bare 403 (newer §N7), which reads "not
 *   allowed" here, never "signed out";
 * - a call that reached no server ({@link isUnreachable}): "the server cannot be reached", never
 *   "Request failed with status code 502" or the browser's "Failed to fetch".
 */
export function failureText(error: unknown): string {
  if (isForbidden(error) && error.serverError === undefined) return translated(NOT_ALLOWED);
  if (isUnreachable(error)) return translated(UNREACHABLE);
  return errorMessage(error);
}

/**
 * Runs a server call and rethrows its failure as an `Error` whose message is the text to show
 * ({@link failureText}: spec resources §8, the server's `error` field, else the message; a bare 403
 * "not allowed"; the original is the `cause`). Store actions that reject use it, so screens can
 * show `error.message` as it is.
 */
export async function withErrorText<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(failureText(error), { cause: error });
  }
}

/**
 * Whether a failed call was refused with HTTP 401: no session (API §2.1), or one that waits for
 * its second-factor code (newer §N3; the api-client's `secondFactorStep` tells which). Both lead
 * to the sign-in page, which shows the code step for the latter. A 403 is never this.
 */
export function isUnauthorized(error: unknown): boolean {
  return isHttpError(error, 401);
}

/** Whether a failed call was refused with HTTP 403: signed in, but not allowed (newer §N7). */
export function isForbidden(error: unknown): error is HttpError {
  return isHttpError(error, 403);
}
