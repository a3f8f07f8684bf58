import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, ConfirmDialog, Dialog, TextField } from '@semaphore-console/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import * as s from './ResourceList.css';
import { failureText } from '../server/failures';

/** The state of a resource dialog's form (see {@link useResourceForm}). */
export interface ResourceForm<V> {
  values: V;
  /** Merges a change into the values. */
  set(patch: Partial<V>): void;
  /**
   * Starts again from `values` (e.g. defaults that arrived after the dialog opened): they are
   * what the dialog now counts as unchanged; errors and the failure are cleared.
   */
  reset(values: V): void;
  /**
   * Whether the values differ from the ones the dialog opened with: closing then asks before
   * it discards them (spec resources §2).
   */
  dirty: boolean;
  /** Field errors by request-body path (`'name'`, `'ssh.private_key'`). */
  errors: Record<string, string>;
  /**
   * Shows field errors; any error moves focus to the first field in error once it is drawn
   * (marked `aria-invalid`), so a failed submit never leaves focus on a button out of view.
   */
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
  /**
   * The props that bind a text field to the string value `key`: its value, the change that sets
   * it, its error (`errors[key]`) and `disabled` while a save runs. Spread them onto a
   * `TextField` (`<TextField label={…} {...form.text('name')} />`); a prop after the spread wins.
   */
  text(key: TextKey<V>): TextFieldBinding;
}

/** The keys of form values `V` that hold a string (the ones {@link ResourceForm.text} binds). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What {@link ResourceForm.text} returns: the controlled-input props of one text field. */
export interface TextFieldBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  disabled: boolean;
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
 * The console's one way to hold a form's state (resource dialogs, the schedule editor, the run
 * dialog, account dialogs, and page forms with `open: true`): reset to `initial()` each time the
 * dialog opens; keeps what was typed after a failed save (spec resources §2 "Form save failures …
 * keep the dialog open"); knows whether anything changed (`dirty`, so closing can ask first); and
 * asks for focus on the first field in error whenever errors are set (`dialog.focusError`, applied
 * by {@link ResourceDialog} or {@link useFocusFirstError}).
 */
export function useResourceForm<V>({
  open,
  onClose,
  isNew,
  initial,
}: ResourceFormOptions<V>): ResourceForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [opened, setOpened] = useState<V>(() => values);
  const [errors, setErrorsState] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const initialRef = useRef(initial);
  initialRef.current = initial;
  useEffect(() => {
    if (open) {
      const first = initialRef.current();
      setValues(first);
      setOpened(first);
      setErrorsState({});
      setFailure(null);
    }
  }, [open]);
  const setErrors = useCallback((next: Record<string, string>) => {
    setErrorsState(next);
    if (Object.values(next).some(Boolean)) setFocusError((n) => n + 1);
  }, []);
  const dirty = open && !sameValues(values, opened);
  const set = useCallback((patch: Partial<V>) => setValues((v) => ({ ...v, ...patch })), []);
  const reset = useCallback((next: V) => {
    setValues(next);
    setOpened(next);
    setErrorsState({});
    setFailure(null);
  }, []);
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
  const dialog = { open, onClose, isNew, failure, busy, dirty, focusError };
  const text = (key: TextKey<V>): TextFieldBinding => ({
    value: values[key] as string,
    onChange: (event) => set({ [key]: event.target.value } as Partial<V>),
    error: errors[key],
    disabled: busy,
  });
  return { values, set, reset, dirty, errors, setErrors, failure, busy, run, dialog, text };
}

/** Whether two form values hold the same data (plain values: JSON has no functions or cycles). */
function sameValues(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The part of {@link ResourceDialogProps} that {@link ResourceForm.dialog} carries. */
export interface ResourceDialogFrame {
  open: boolean;
  onClose: () => void;
  /** `true` shows Create, else Save. */
  isNew: boolean;
  failure: string | null;
  busy: boolean;
  /** Whether there are changes: closing asks before discarding them. */
  dirty: boolean;
  /** Counts the submits that ended with field errors; each change focuses the first one. */
  focusError: number;
}

/** Props of {@link ResourceDialog}. */
export interface ResourceDialogProps extends ResourceDialogFrame {
  title: string;
  onSubmit: () => void;
  /** Text of the submit button; default Create (new) or Save. */
  submitLabel?: string;
  /** Disables the submit button (e.g. while what the form needs still loads). */
  submitDisabled?: boolean;
  /** Text under the title (e.g. the template a task runs). */
  description?: ReactNode;
  /** Width in px (default 560). */
  width?: number;
  children: ReactNode;
}

/**
 * A resource's create/edit dialog (spec resources §2): the failed save's text in a red alert above
 * the form, Cancel and Create/Save; Enter submits. After a submit with field errors focus moves to
 * the first field in error. With changes, closing (Cancel, Close, Escape, a click outside) first
 * asks "Discard changes?"; Escape inside a code editor never closes it.
 */
export function ResourceDialog({
  open,
  onClose,
  title,
  isNew,
  failure,
  busy,
  dirty,
  focusError,
  onSubmit,
  submitLabel,
  submitDisabled = false,
  description,
  width = 560,
  children,
}: ResourceDialogProps) {
  const { t } = useLingui();
  const fields = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!open) setAsking(false);
  }, [open]);
  useFocusFirstError(fields, focusError);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : requestClose())}
        title={title}
        description={description}
        width={width}
        onSubmit={onSubmit}
        footer={
          <>
            <Button onClick={requestClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="primary" loading={busy} disabled={submitDisabled}>
              {submitLabel ?? (isNew ? <Trans>Create</Trans> : <Trans>Save</Trans>)}
            </Button>
          </>
        }
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className={s.fields} ref={fields}>
          {children}
        </div>
      </Dialog>
      <ConfirmDialog
        open={open && asking}
        onOpenChange={setAsking}
        title={t`Discard changes?`}
        confirmLabel={t`Discard`}
        cancelLabel={t`Keep editing`}
        onConfirm={onClose}
      >
        <Trans>What you typed in this dialog will be lost.</Trans>
      </ConfirmDialog>
    </>
  );
}

/**
 * Moves focus to the first field in error (`aria-invalid="true"`) inside `container`, and scrolls
 * it into view, each time `focusError` (a form's {@link ResourceDialogFrame.focusError}) changes
 * from 0. For forms in their own dialog; {@link ResourceDialog} does it itself.
 */
export function useFocusFirstError(
  container: RefObject<HTMLElement | null>,
  focusError: number,
): void {
  useEffect(() => {
    if (focusError === 0) return;
    // The fields' own effects (a code editor's aria-invalid) ran before this one.
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: 'nearest' });
  }, [container, focusError]);
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
