import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, TextField } from '@semaphore-console/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import * as s from './ResourceList.css';
import { failureText } from '../failures';

/** The state of a resource dialog's form (see {@link useResourceForm}). */
export interface ResourceForm<V> {
  values: V;
  /** Merges a change into the values. */
  set(patch: Partial<V>): void;
  /** Field errors by request-body path (`'name'`, `'ssh.private_key'`). */
  errors: Record<string, string>;
  setErrors(errors: Record<string, string>): void;
  /** The failed save's text (spec resources §8), shown in the red alert above the form. */
  failure: string | null;
  busy: boolean;
  /**
   * Runs a save: while it runs the form is busy; when it rejects, its text goes to `failure` and
   * the dialog stays open with the typed values; resolves whether it succeeded.
   */
  run(save: () => Promise<void>): Promise<boolean>;
  /** The {@link ResourceDialog} props the form owns: spread them, then add title and onSubmit. */
  dialog: ResourceDialogFrame;
}

/** What {@link useResourceForm} needs: the dialog's open state and the form's initial values. */
export interface ResourceFormOptions<V> {
  open: boolean;
  onClose: () => void;
  /** `true` for a create (the dialog shows Create), else an edit (Save). */
  isNew: boolean;
  /** The values each time the dialog opens. */
  initial: () => V;
}

/**
 * Form state of a resource dialog: reset to `initial()` each time the dialog opens; keeps what
 * was typed after a failed save (spec resources §2 "Form save failures … keep the dialog open").
 */
export function useResourceForm<V>({
  open,
  onClose,
  isNew,
  initial,
}: ResourceFormOptions<V>): ResourceForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const initialRef = useRef(initial);
  initialRef.current = initial;
  useEffect(() => {
    if (open) {
      setValues(initialRef.current());
      setErrors({});
      setFailure(null);
    }
  }, [open]);
  const set = useCallback((patch: Partial<V>) => setValues((v) => ({ ...v, ...patch })), []);
  const run = useCallback(async (save: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await save();
      return true;
    } catch (error) {
      setFailure(failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const dialog = { open, onClose, isNew, failure, busy };
  return { values, set, errors, setErrors, failure, busy, run, dialog };
}

/** The part of {@link ResourceDialogProps} that {@link ResourceForm.dialog} carries. */
export interface ResourceDialogFrame {
  open: boolean;
  onClose: () => void;
  /** `true` shows Create, else Save. */
  isNew: boolean;
  failure: string | null;
  busy: boolean;
}

/** Props of {@link ResourceDialog}. */
export interface ResourceDialogProps extends ResourceDialogFrame {
  title: string;
  onSubmit: () => void;
  /** Width in px (default 560). */
  width?: number;
  children: ReactNode;
}

/**
 * A resource's create/edit dialog (spec resources §2): the failed save's text in a red alert above
 * the form, Cancel and Create/Save; Enter submits.
 */
export function ResourceDialog({
  open,
  onClose,
  title,
  isNew,
  failure,
  busy,
  onSubmit,
  width = 560,
  children,
}: ResourceDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || busy ? undefined : onClose())}
      title={title}
      width={width}
      onSubmit={onSubmit}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={busy}>
            {isNew ? <Trans>Create</Trans> : <Trans>Save</Trans>}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={s.fields}>{children}</div>
    </Dialog>
  );
}

/**
 * The Name field every resource form starts with (spec resources §5: required): bound to the
 * form's `name` value and error, disabled while saving.
 */
export function NameField<V extends { name: string }>({
  form,
  label,
  autoComplete,
}: {
  form: ResourceForm<V>;
  /** Default "Name". */
  label?: string;
  autoComplete?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Name`}
      required
      autoComplete={autoComplete}
      value={form.values.name}
      onChange={(e) => form.set({ name: e.target.value } as Partial<V>)}
      error={form.errors.name}
      disabled={form.busy}
    />
  );
}
