import { PROJECT_SCREENS, type ProjectScreen } from './projectScreens';

/** What a key press asks for. */
export type ShortcutAction =
  | { type: 'palette' }
  | { type: 'help' }
  | { type: 'search' }
  | { type: 'go'; screen: ProjectScreen };

/** The parts of a `keydown` event the dispatcher reads. */
export interface KeyInput {
  /** `KeyboardEvent.key`. */
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Whether the key went to a field the person types in (see {@link isTypingTarget}). */
  typing: boolean;
  /** When the key was pressed, in ms (any clock; `event.timeStamp`). */
  time: number;
}

/** How long after `g` the second letter is awaited, in ms. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** The dispatcher returned by {@link createShortcutDispatcher}. */
export interface ShortcutDispatcher {
  /** The action of this key press, or `null` (then the key is left to the page). */
  handle(input: KeyInput): ShortcutAction | null;
}

/**
 * Turns key presses into shortcut actions: Ctrl+K or Cmd+K opens the palette, `?` lists the
 * shortcuts, `/` focuses the page's search, `g` then a letter goes to a project screen
 * ({@link PROJECT_SCREENS}). Nothing fires while the person types in a field — not even Ctrl+K —
 * and a `g` sequence is dropped when typing starts or after {@link SEQUENCE_TIMEOUT_MS}.
 */
export function createShortcutDispatcher(timeoutMs = SEQUENCE_TIMEOUT_MS): ShortcutDispatcher {
  let pendingSince: number | null = null;
  return {
    handle(input) {
      if (MODIFIER_KEYS.has(input.key)) return null;
      const pending = pendingSince !== null && input.time - pendingSince <= timeoutMs;
      pendingSince = null;
      if (input.typing) return null;
      if ((input.ctrlKey || input.metaKey) && !input.altKey && input.key.toLowerCase() === 'k')
        return { type: 'palette' };
      if (input.ctrlKey || input.metaKey || input.altKey) return null;
      if (pending) {
        const screen = PROJECT_SCREENS.find((s) => s.letter === input.key.toLowerCase());
        return screen ? { type: 'go', screen } : null;
      }
      if (input.key === 'g') {
        pendingSince = input.time;
        return null;
      }
      if (input.key === '?') return { type: 'help' };
      if (input.key === '/') return { type: 'search' };
      return null;
    },
  };
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

const NOT_TYPED_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image']);

/**
 * Whether a key press on `target` is typing: an input (other than a checkbox, radio or button),
 * a textarea, a select, an editable element (`contenteditable`) or a CodeMirror editor.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (
    target.closest('textarea, select, [contenteditable]:not([contenteditable="false"]), .cm-editor')
  )
    return true;
  const input = target.closest('input');
  return input !== null && !NOT_TYPED_INPUTS.has(input.type);
}
