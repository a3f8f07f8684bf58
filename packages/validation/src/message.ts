/**
 * The shape of a validation message and the helpers every message module uses.
 *
 * Source: spec core §5, spec resources §5.
 */

/**
 * A translatable message: the lingui `MessageDescriptor` shape without values.
 * `i18n._({ ...descriptor, values })` translates it.
 */
export interface ValidationMessage {
  /** Stable catalog id, `validation.<key>`. */
  readonly id: string;
  /** English default text; may hold ICU placeholders such as `{title}`. */
  readonly message: string;
}

/**
 * Makes one frozen message descriptor, `{ id: 'validation.<key>', message: text }`. Free of side
 * effects (annotated so), so a bundle keeps only the messages its code reads.
 *
 * @param key - the message's key, e.g. `'usernameRequired'`.
 * @param text - its English default, e.g. `'Username is required'`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineMessage(key: string, text: string): ValidationMessage {
  return Object.freeze({ id: `validation.${key}`, message: text });
}

/**
 * Fills ICU-style `{name}` placeholders of an English default with values. Unknown placeholders
 * are left as written.
 *
 * @param message - an English default, e.g. `'{title} is required'`.
 * @param values - placeholder values, e.g. `{ title: 'Version' }`.
 * @returns the filled text, e.g. `'Version is required'`.
 */
export function formatMessage(
  message: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
