import { useState, type ReactNode } from 'react';
import { useUiStrings } from '../strings/UiStrings';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether it is open (controlled). */
  open: boolean;
  /** Called with false on Cancel, Escape, Close, and after a successful confirm. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Delete project?". */
  title: ReactNode;
  /** What will happen (plain text or nodes; server names are rendered as text). */
  children?: ReactNode;
  /** Text of the confirm button, e.g. "Delete". */
  confirmLabel: string;
  /** Text of the cancel button; default the `cancel` UI string. */
  cancelLabel?: string;
  /** danger (default: red confirm button, for deletions) or primary. */
  tone?: 'danger' | 'primary';
  /**
   * Runs on confirm. While a returned promise is pending both buttons are disabled and a
   * progress indicator appears after about 1 s. The dialog closes when it resolves, unless
   * it resolves to `false`; a rejection keeps it open (show the error with `error`).
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** An error to show in a red alert above the text (e.g. the failed call's message). */
  error?: ReactNode;
  /** Dialog width (default 400 px). */
  width?: number | string;
}

/**
 * A yes/no confirmation built on {@link Dialog}: title, text, Cancel and a confirm button.
 * Focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  error,
  width,
}: ConfirmDialogProps) {
  const strings = useUiStrings();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const result = await onConfirm();
      if (result !== false) onOpenChange(false);
    } catch {
      // Stays open: the caller reports the failure through `error` or a snackbar.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      {...(width !== undefined ? { width } : {})}
      footer={
        <>
          <DialogClose>
            <Button disabled={pending}>{cancelLabel ?? strings.cancel}</Button>
          </DialogClose>
          <Button variant={tone} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
    </Dialog>
  );
}
