// Test helpers (not exported from the package).
import type * as v from 'valibot';
import { validateForm } from '../src/issues';

/** The English error text per path, or `null` when the input is valid. */
export function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> | null {
  const result = validateForm(schema, input);
  if (result.success) return null;
  return Object.fromEntries(
    Object.entries(result.fieldErrors).map(([path, issue]) => [path, issue.text]),
  );
}

/** The output of a valid input; throws with the errors otherwise. */
export function outputOf<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validateForm(schema, input);
  if (!result.success) throw new Error(`unexpected issues: ${JSON.stringify(result.issues)}`);
  return result.output;
}
