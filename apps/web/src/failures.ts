import { errorMessage, isHttpError } from '@semaphore-console/api-client';

/**
 * Runs a server call and rethrows its failure as an `Error` whose message is the text to show
 * (spec resources §8: the server's `error` field, else the message; the original is the `cause`).
 * Store actions that reject use it, so screens can show `error.message` as it is.
 */
export async function withErrorText<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  }
}

/** Whether a failed call was refused with HTTP 401 (no session, API §2.1). */
export function isUnauthorized(error: unknown): boolean {
  return isHttpError(error) && error.status === 401;
}
