/**
 * Integration, extract value and matcher forms.
 *
 * Source: spec resources §3, §4 (integration form), §5, §9; API doc §5.15.
 */
import * as v from 'valibot';
import {
  flag,
  optionalId,
  optionalText,
  requiredRawText,
  requiredText,
  withRules,
  requiredChoice,
} from './fields';
import { issueMessage } from './issues';
import * as m from './messages';

/** Integration auth methods as stored: `''` (none), `github`, `token`, `hmac` (API doc §5.15). */
export const AUTH_METHODS = Object.freeze(['', 'github', 'token', 'hmac'] as const);

/** Value sources of an extract value and match types of a matcher (spec resources §9). */
export const VALUE_SOURCES = Object.freeze(['body', 'header'] as const);

/** Body data types (spec resources §9). */
export const BODY_DATA_TYPES = Object.freeze(['json', 'string'] as const);

/** Matcher comparison methods (spec resources §9). */
export const MATCH_METHODS = Object.freeze(['equals', 'unequals', 'contains'] as const);

/**
 * Whether an auth method reads the header named by `auth_header` (spec resources §4): `token` and
 * `hmac`, and any method the console does not know (a newer server's), so its header is kept.
 */
export function usesAuthHeader(method: string): boolean {
  return method !== '' && method !== 'github';
}

/**
 * The integration dialog = the body of `POST/PUT …/integrations` (API doc §5.15): `name`
 * required ('Name is required'); `auth_method` `'none'` is stored as `''`; `auth_header` is kept
 * only for `token` and `hmac`, `auth_secret_id` only when a method is chosen (spec resources §4).
 * A method outside {@link AUTH_METHODS} (one a newer server added) is kept as given, with its
 * header and secret.
 */
export const integrationSchema = v.pipe(
  v.looseObject({
    name: requiredText(m.nameRequired),
    template_id: optionalId(),
    auth_method: v.pipe(
      v.nullish(v.string(issueMessage(m.invalidValue)), ''),
      v.transform((method): string => (method === 'none' ? '' : method)),
    ),
    auth_header: optionalText(),
    auth_secret_id: optionalId(),
    searchable: flag(),
  }),
  v.transform((integration) => ({
    ...integration,
    auth_header: usesAuthHeader(integration.auth_method) ? integration.auth_header : '',
    auth_secret_id: integration.auth_method === '' ? null : integration.auth_secret_id,
  })),
);

const isBodyDataType = (type: string) => (BODY_DATA_TYPES as readonly string[]).includes(type);

/**
 * The extract value dialog = the body of `POST/PUT …/values` (API doc §5.15): `name` ('Name is
 * required'), `value_source` ('Value Source is required'), `body_data_type` when the source is
 * body ('Body Data Type is required'; cleared for header), `key` ('Key is required'; not needed
 * for a body read as a whole string, API doc §5.15), `variable` ('Variable is required').
 */
export const extractValueSchema = v.pipe(
  withRules(
    v.looseObject({
      name: requiredText(m.nameRequired),
      value_source: requiredChoice(VALUE_SOURCES, m.valueSourceRequired),
      body_data_type: v.nullish(v.string(), ''),
      key: optionalText(),
      variable: requiredText(m.variableRequired),
    }),
    [
      {
        path: 'body_data_type',
        dependsOn: ['value_source'],
        test: (value) => value.value_source !== 'body' || isBodyDataType(value.body_data_type),
        message: m.bodyDataTypeRequired,
      },
      {
        path: 'key',
        dependsOn: ['value_source', 'body_data_type'],
        test: (value) =>
          (value.value_source === 'body' && value.body_data_type === 'string') || value.key !== '',
        message: m.keyRequired,
      },
    ],
  ),
  v.transform((value) => ({
    ...value,
    body_data_type: value.value_source === 'body' ? value.body_data_type : '',
  })),
);

/**
 * The matcher dialog = the body of `POST/PUT …/matchers` (API doc §5.15): `name` ('Name is
 * required'), `match_type` ('Match source is required'), `body_data_type` when the match type is
 * body ('Body Data Format is required'; cleared for header), `key` ('Key is required'), `method`
 * ('Comparison Method is required'), `value` ('Value is required'; kept as typed).
 */
export const matcherSchema = v.pipe(
  withRules(
    v.looseObject({
      name: requiredText(m.nameRequired),
      match_type: requiredChoice(VALUE_SOURCES, m.matchSourceRequired),
      body_data_type: v.nullish(v.string(), ''),
      key: requiredText(m.keyRequired),
      method: requiredChoice(MATCH_METHODS, m.comparisonMethodRequired),
      value: requiredRawText(m.valueRequired, false),
    }),
    [
      {
        path: 'body_data_type',
        dependsOn: ['match_type'],
        test: (matcher) => matcher.match_type !== 'body' || isBodyDataType(matcher.body_data_type),
        message: m.bodyDataFormatRequired,
      },
    ],
  ),
  v.transform((matcher) => ({
    ...matcher,
    body_data_type: matcher.match_type === 'body' ? matcher.body_data_type : '',
  })),
);
