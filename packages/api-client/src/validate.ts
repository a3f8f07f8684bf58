/**
 * The validation of parsed answers, shared by whole reads (http.ts) and streamed ones
 * (arrayBodyReader.ts).
 */
import * as v from 'valibot';
import { ResponseValidationError, type RequestDescription } from './errors';
import type { WireSchema } from './schemas';

/** A custom validator: returns the value, or throws/returns issues. Used for hot paths. */
export type FastValidator<T> = (data: unknown) => data is T;

/** Validates parsed JSON (`fast` first, then `schema`). */
export function validate<T>(
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
export function invalidElements(
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
