import { useLingui } from '@lingui/react';
import { validateForm } from '@semaphore-console/validation';
import { useCallback } from 'react';
import type * as v from 'valibot';
import { translateDomainMessage } from '../i18n/domainMessages';

/** The answer of the validator from {@link useValidator}. */
export type Validated<T> =
  | { ok: true; output: T; errors: Record<string, string> }
  | { ok: false; errors: Record<string, string> };

/**
 * Validates form values with a `@semaphore-console/validation` schema and translates the first
 * error of each field with the active catalog (`errors[path]`; `''` = the whole form).
 */
export function useValidator() {
  const { i18n } = useLingui();
  return useCallback(
    <S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> => {
      const result = validateForm(schema, input);
      const errors: Record<string, string> = {};
      for (const [path, issue] of Object.entries(result.fieldErrors)) {
        errors[path] = translateDomainMessage(i18n, issue);
      }
      return result.success ? { ok: true, output: result.output, errors } : { ok: false, errors };
    },
    [i18n],
  );
}
