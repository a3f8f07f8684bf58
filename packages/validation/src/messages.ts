/**
 * Every validation message of the console, as a translatable descriptor: a stable `id` and its
 * English default `message` (the lingui `MessageDescriptor` shape; placeholders are ICU
 * `{name}` arguments). Each message is also its own export (`import * as m from './messages'`),
 * so a bundle keeps only the messages its code reads.
 *
 * Source: spec core §5, spec resources §5 and §4 (extra variables table), spec resources §8.
 */
import * as formMessages from './formMessages';
import * as resourceMessages from './resourceMessages';

export { formatMessage, type ValidationMessage } from './message';
export * from './formMessages';
export * from './resourceMessages';

/**
 * Every validation message, keyed by name: `{ id: 'validation.<key>', message: '<English>' }`.
 * Frozen. Pass one (with `values` when it has placeholders) to lingui's `i18n._()`.
 */
export const validationMessages = /* @__PURE__ */ Object.freeze({
  ...formMessages,
  ...resourceMessages,
});

/** The key of one message in {@link validationMessages}. */
export type ValidationMessageKey = keyof typeof validationMessages;
