import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { copyText } from '../lib/clipboard';
import { showSnackbar } from './snackbar';

/**
 * Copies `text` to the clipboard and says how it went in the snackbar (spec resources §8): `done`
 * in the success tone, or `failed(reason)` in the error tone, `reason` being the browser's (see
 * `copyText`).
 * @returns whether it copied; it never rejects (a failure is the error snackbar).
 */
export function copyWithSnackbar(
  text: string,
  done: string,
  failed: (reason: string) => string,
): Promise<boolean> {
  return copyText(text).then(
    () => {
      showSnackbar({ message: done, tone: 'success' });
      return true;
    },
    (error: Error) => {
      showSnackbar({ message: failed(error.message), tone: 'error' });
      return false;
    },
  );
}

/**
 * Copies a command line to the clipboard and says so in the snackbar: "The command has been copied
 * to the clipboard." or "Can't copy the command: {reason}" (spec resources §8). For the runner
 * set-up snippets and the sign-in help commands.
 * @returns the copy function; it never rejects (a failure is the error snackbar).
 */
export function useCopyCommand(): (command: string) => Promise<void> {
  const { t } = useLingui();
  return useCallback(
    async (command: string) => {
      await copyWithSnackbar(
        command,
        t`The command has been copied to the clipboard.`,
        (reason) => t`Can't copy the command: ${reason}`,
      );
    },
    [t],
  );
}
