import { createAppStore } from '../stores/createAppStore';

/** One snackbar message (spec core §2 "a snackbar (top, 3 s)"). */
export interface SnackbarMessage {
  /** Increasing id, so the same text twice is shown twice. */
  id: number;
  message: string;
  tone: 'success' | 'error';
}

interface SnackbarState {
  current: SnackbarMessage | null;
}

let nextId = 1;

/** The snackbar store; the shell's `SnackbarHost` renders `current`. */
export const useSnackbarStore = createAppStore<SnackbarState>(() => ({ current: null }));

/**
 * Shows a snackbar at the top for 3000 ms (spec core §9). Replaces the one shown. Errors from
 * delete project, delete template and backup use `tone: 'error'` (spec core §8).
 */
export function showSnackbar(message: { message: string; tone: 'success' | 'error' }): void {
  useSnackbarStore.setState({ current: { id: nextId++, ...message } });
}

/** Hides the snackbar (its timer ran out or the person closed it). */
export function hideSnackbar(): void {
  useSnackbarStore.setState({ current: null });
}
