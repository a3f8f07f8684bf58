import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { copyText } from '../lib/clipboard';
import { showSnackbar } from './snackbar';

/**
 * Copies a command line to the clipboard and says so in the snackbar: "The command has been copied
 * to the clipboard." or "Can't copy the command: {reason}" (spec resources §8). For the runner
 * set-up snippets and the sign-in help commands.
 * @returns the copy function; it never rejects (a failure is the error snackbar).
 */
export function useCopyCommand(): (command: string) => Promise<void> {
  const { t } = useLingui();
  return useCallback(
    (command: string) =>
      copyText(command).then(
        () =>
          showSnackbar({
            message: t`The command has been copied to the clipboard.`,
            tone: 'success',
          }),
        (error: Error) => {
          const reason = error.message;
          showSnackbar({ message: t`Can't copy the command: ${reason}`, tone: 'error' });
        },
      ),
    [t],
  );
}
