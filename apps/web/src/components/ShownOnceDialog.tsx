import { Trans } from '@lingui/react/macro';
import { Alert, Button, Dialog } from '@semaphore-console/ui';
import type { ReactNode } from 'react';

/** Props of {@link ShownOnceDialog}. */
export interface ShownOnceDialogProps {
  open: boolean;
  /** Done, Escape and the close button. */
  onClose: () => void;
  /** Dialog title, e.g. "API token created" (translated). */
  title: string;
  /** Width in CSS pixels. */
  width: number;
  /** The warning that the secret is shown only this once (translated). */
  warning: ReactNode;
  /** The secret and how to use it. */
  children: ReactNode;
}

/**
 * The dialog after creating something whose secret only the create answer carries (API tokens,
 * API §2.6; runner tokens, API §5.17): a warning to copy it now, the content and a Done button.
 */
export function ShownOnceDialog({
  open,
  onClose,
  title,
  width,
  warning,
  children,
}: ShownOnceDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      width={width}
      footer={
        <Button variant="primary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <Alert tone="warning">{warning}</Alert>
      {children}
    </Dialog>
  );
}
