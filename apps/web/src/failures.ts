import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage, isHttpError, type HttpError } from '@semaphore-console/api-client/auth';

/** The text of a bare 403 (newer §N7). */
const NOT_ALLOWED = msg`You don't have permission to do this.`;

/**
 * The text to show for a failed call (spec core §8 via the api-client's `errorMessage`), except a
 * 403 without the server's own reason: newer servers answer non-admins on admin routes, and every
 * server a member without the permission, with a bare 403 (newer §N7), which reads "not allowed"
 * here, never "signed out".
 */
export function failureText(error: unknown): string {
  if (isForbidden(error) && error.serverError === undefined) {
    // Before a locale is active (a store used on its own, in tests) the English text.
    return i18n.locale ? i18n._(NOT_ALLOWED) : (NOT_ALLOWED.message ?? NOT_ALLOWED.id);
  }
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
