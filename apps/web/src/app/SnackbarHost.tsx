import { SnackbarProvider, useSnackbar } from '@semaphore-console/ui';
import { useEffect } from 'react';
import { hideSnackbar, useSnackbarStore } from '../components/snackbar';

/** Shows messages of the snackbar store through the ui package's snackbar. */
function SnackbarBridge() {
  const current = useSnackbarStore((s) => s.current);
  const snackbar = useSnackbar();
  useEffect(() => {
    if (!current) return;
    snackbar.show({ text: current.message, tone: current.tone });
    hideSnackbar();
  }, [current, snackbar]);
  return null;
}

/** The snackbar host (spec core §8 messages): loaded by `Providers` with the first message. */
export default function SnackbarHost() {
  return (
    <SnackbarProvider>
      <SnackbarBridge />
    </SnackbarProvider>
  );
}
