/**
 * Building blocks shared by the form schemas: required text, ids chosen from a list, counts, JSON
 * text, and cross-field rules.
 */
import * as v from 'valibot';
import { issueMessage, type MessageValues } from './issues';
import { mustBeInteger, mustBeZeroOrGreater } from './formMessages';
import type { ValidationMessage } from './message';

/**
 * Required text: a string that is not empty after trimming; the output is trimmed. Missing,
 * `null` or non-string input gives the same message. (Every field schema here starts with
 * `v.nullish(…, default)` so that a missing key reaches the field's own message instead of
 * valibot's generic missing-key issue.)
 *
 * @param descriptor - the message for a missing value, e.g. 'Name is required'.
 */
export function requiredText(descriptor: ValidationMessage) {
  return v.pipe(
    v.nullish(v.string(issueMessage(descriptor)), ''),
    v.trim(),
    v.nonEmpty(issueMessage(descriptor)),
  );
}

/**
 * Required text kept exactly as typed (passwords, matcher values): must not be empty (passwords)
 * or blank (`blank: false`); the output is not trimmed.
 *
 * @param descriptor - the message for a missing value.
 * @param allowBlank - whether whitespace-only text counts as given (passwords: yes).
 */
export function requiredRawText(descriptor: ValidationMessage, allowBlank = true) {
  return v.pipe(
    v.nullish(v.string(issueMessage(descriptor)), ''),
    v.check((text) => (allowBlank ? text !== '' : text.trim() !== ''), issueMessage(descriptor)),
  );
}

/** Optional text: `null`/missing become `''`; the output is trimmed. */
export function optionalText() {
  return v.pipe(v.nullish(v.string(), ''), v.trim());
}

/**
 * A required id chosen from a list (template, key, repository…): a number; `null`, missing or
 * anything else gives the message.
 *
 * @param descriptor - e.g. 'Template is required'.
 */
export function requiredId(descriptor: ValidationMessage) {
  return v.pipe(
    v.nullish(v.number(issueMessage(descriptor)), null),
    v.check((id) => id !== null, issueMessage(descriptor)),
    v.transform((id) => id as number),
  );
}

/**
 * A required choice from a fixed list (a type, a role, a method): missing, `null`, `''` or a
 * value outside `options` gives the message.
 *
 * @param options - the allowed values.
 * @param descriptor - e.g. 'Type is required'.
 */
export function requiredChoice<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  descriptor: ValidationMessage,
) {
  return v.pipe(
    v.nullish(v.string(issueMessage(descriptor)), ''),
    v.picklist(options, issueMessage(descriptor)),
  );
}

/** An optional id: a number or `null` (missing becomes `null`, as the API expects). */
export function optionalId() {
  return v.nullish(v.number(), null);
}

/** A flag: missing or `null` becomes `fallback` (default `false`). */
export function flag(fallback = false) {
  return v.nullish(v.boolean(), fallback);
}

/**
 * A whole number 0 or greater, as the number rules of spec core §5 / resources §5 say
 * ('Must be an integer', 'Must be 0 or greater'). Accepts a number or the text of a number
 * field; an empty field (`''`, `null`, missing) is saved as 0 (0 = unlimited for
 * `max_parallel_tasks`).
 */
export function nonNegativeInteger() {
  const notInteger = issueMessage(mustBeInteger);
  return v.pipe(
    v.nullish(v.union([v.number(), v.string()], notInteger), null),
    v.transform((input): number => {
      if (input === null || input === undefined) return 0;
      if (typeof input === 'number') return input;
      const text = input.trim();
      if (text === '') return 0;
      return /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
    }),
    v.integer(notInteger),
    v.minValue(0, issueMessage(mustBeZeroOrGreater)),
  );
}

/** Whether a text parses as JSON. */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A cross-field rule of a form (see {@link withRules}).
 *
 * @typeParam TInput - the object the rule reads (the output of the form's object schema).
 */
export interface FormRule<TInput> {
  /** The field the message belongs to, e.g. `'start_version'` or `['ssh', 'private_key']`. */
  readonly path: string | readonly [string, ...string[]];
  /** Other top-level fields the test reads; while any of them has an issue, the rule is skipped. */
  readonly dependsOn?: readonly string[];
  /** Returns `true` when the object is fine. */
  readonly test: (input: TInput) => boolean;
  /** The message when the test fails. */
  readonly message: ValidationMessage;
  /** Placeholder values of the message. */
  readonly values?: MessageValues;
}

/**
 * Adds cross-field rules to an object schema. Each failing rule puts an issue with its message on
 * its path. A rule is skipped while its own field (first path key) or a `dependsOn` field already
 * has an issue — including one from an earlier rule — so a field never shows two messages, and
 * when the input is not an object.
 *
 * @param schema - an object schema.
 * @param rules - the rules, checked in order.
 */
export function withRules<TSchema extends v.GenericSchema<unknown, Record<string, unknown>>>(
  schema: TSchema,
  rules: readonly FormRule<v.InferOutput<TSchema>>[],
) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<TSchema>>(({ dataset, addIssue }) => {
      const input: unknown = dataset.value;
      if (typeof input !== 'object' || input === null) return;
      for (const item of rules) {
        const keys = typeof item.path === 'string' ? [item.path] : [...item.path];
        const watched = new Set([keys[0], ...(item.dependsOn ?? [])]);
        const blocked = dataset.issues?.some((issue) => {
          const first = issue.path?.[0]?.key;
          return first !== undefined && watched.has(String(first));
        });
        if (blocked || item.test(input as v.InferOutput<TSchema>)) continue;
        addIssue({
          message: issueMessage(item.message, item.values),
          path: objectPath(input, keys),
        });
      }
    }),
  );
}

/**
 * Builds a valibot issue path that walks `keys` into `input` (for issues added by hand).
 *
 * @param input - the object the path starts at.
 * @param keys - property names or array indexes.
 */
export function objectPath(
  input: unknown,
  keys: readonly (string | number)[],
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let current: unknown = input;
  for (const key of keys) {
    const container = (current ?? {}) as Record<string | number, unknown>;
    const value = container[key];
    items.push(
      typeof key === 'number' && Array.isArray(current)
        ? { type: 'array', origin: 'value', input: current, key, value }
        : {
            type: 'object',
            origin: 'value',
            input: container as Record<string, unknown>,
            key: String(key),
            value,
          },
    );
    current = value;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}
