import { Trans } from '@lingui/react/macro';
import { Alert, Button, Dialog } from '@semaphore-console/ui';
import type { ReactNode } from 'react';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  /** Cancel, Escape and Close. */
  onClose: () => void;
  title: ReactNode;
  /** Create (new object) or Save (existing one) on the submit button. */
  isNew: boolean;
  /** While a save is under way both buttons are disabled. */
  busy: boolean;
  /** The failed save's text, shown in a red alert above the fields (spec resources §8). */
  failure: string | null;
  /** Enter or the submit button. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * An edit dialog of a resource form (spec resources §2 "Editing uses a dialog", §8): the fields,
 * a red alert with the failure above them, Cancel and Create/Save. The dialog stays open on a
 * failure; what was typed lives in the caller's state, so it is kept.
 */
export function FormDialog({
  open,
  onClose,
  title,
  isNew,
  busy,
  failure,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      onSubmit={onSubmit}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {isNew ? <Trans>Create</Trans> : <Trans>Save</Trans>}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {children}
    </Dialog>
  );
}
