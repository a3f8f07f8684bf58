/**
 * Turning valibot issues into translatable form errors.
 *
 * Every schema of this package reports its problems with a message made by {@link issueMessage};
 * that remembers which {@link ValidationMessage} (and which placeholder values) produced each
 * issue, so {@link formIssues} can hand the web app an `id` to translate and `values` to fill in.
 */
import * as v from 'valibot';
import { invalidValue } from './formMessages';
import { formatMessage, type ValidationMessage } from './message';

/** Placeholder values of a message, e.g. `{ title: 'Version' }`. */
export type MessageValues = Readonly<Record<string, string | number>>;

const produced = new WeakMap<object, { descriptor: ValidationMessage; values: MessageValues }>();

/**
 * The messages without placeholders that schemas were built with, by English text: an issue that
 * {@link formIssues} did not see made (a copy) is recognised by its text. Filled by
 * {@link issueMessage}, so it holds only the messages a bundle's schemas use.
 */
const byText = new Map<string, ValidationMessage>();

/**
 * A valibot error message (the function form) for a descriptor: it yields the English default
 * with `values` filled in, and records the descriptor so {@link formIssues} can find it again.
 *
 * @param descriptor - one of the package's messages (`validationMessages`).
 * @param values - placeholder values.
 * @returns a message function for any valibot schema or action.
 */
export function issueMessage(
  descriptor: ValidationMessage,
  values: MessageValues = {},
): (issue: v.BaseIssue<unknown>) => string {
  if (!descriptor.message.includes('{')) byText.set(descriptor.message, descriptor);
  return (issue) => {
    produced.set(issue, { descriptor, values });
    return formatMessage(descriptor.message, values);
  };
}

/**
 * One form error, ready to translate: the lingui `MessageDescriptor` shape (`id`, `message`,
 * `values`) plus where it belongs and its English text.
 */
export interface FormIssue {
  /**
   * Dot path of the field the error belongs to, in request-body field names: `'name'`,
   * `'vaults.1.script'`, `'survey_values.version'`. `''` for the form as a whole.
   */
  readonly path: string;
  /** Catalog id, e.g. `'validation.projectNameRequired'`. */
  readonly id: string;
  /** English default with ICU placeholders, e.g. `'{title} is required'`. */
  readonly message: string;
  /** Placeholder values, e.g. `{ title: 'Version' }` (empty when none). */
  readonly values: MessageValues;
  /** The English text with values filled in, e.g. `'Version is required'`. */
  readonly text: string;
}

/**
 * Maps valibot issues (from `v.safeParse(schema, input).issues`) to {@link FormIssue}s, in order.
 * An issue not made by this package's messages maps to `validation.invalidValue` ('Invalid value').
 *
 * @param issues - the issues of a failed `safeParse`, or `undefined`.
 */
export function formIssues(issues: readonly v.BaseIssue<unknown>[] | undefined): FormIssue[] {
  if (!issues) return [];
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    const known = produced.get(issue);
    const descriptor = known?.descriptor ?? byText.get(issue.message) ?? invalidValue;
    const values = known?.values ?? {};
    return {
      path,
      id: descriptor.id,
      message: descriptor.message,
      values,
      text: formatMessage(descriptor.message, values),
    };
  });
}

/** The answer of {@link validateForm}. */
export type FormResult<TOutput> =
  | {
      /** The input is valid. */
      readonly success: true;
      /** The request body: trimmed, defaults filled in, form-only fields converted. */
      readonly output: TOutput;
      /** Always empty on success. */
      readonly issues: readonly FormIssue[];
      /** Always empty on success. */
      readonly fieldErrors: Readonly<Record<string, FormIssue>>;
    }
  | {
      /** The input has problems. */
      readonly success: false;
      /** Every problem, in schema order. */
      readonly issues: readonly FormIssue[];
      /** The first problem of each path (`''` = the whole form), for showing under each field. */
      readonly fieldErrors: Readonly<Record<string, FormIssue>>;
    };

/**
 * Validates a form's values with one of this package's schemas (all issues, not only the first).
 * Never throws for bad input.
 *
 * @param schema - a schema from this package (or any synchronous valibot schema).
 * @param input - the form's values.
 * @returns the output on success, or translatable issues.
 */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): FormResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) {
    return { success: true, output: result.output, issues: [], fieldErrors: {} };
  }
  const issues = formIssues(result.issues);
  const fieldErrors: Record<string, FormIssue> = {};
  for (const issue of issues) {
    if (!Object.hasOwn(fieldErrors, issue.path)) fieldErrors[issue.path] = issue;
  }
  return { success: false, issues, fieldErrors };
}
