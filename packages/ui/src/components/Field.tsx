import type { ReactNode } from 'react';
import { field, fieldError, fieldHint, fieldLabel, fieldRequired } from './shared.css';

/** The ids of a field's hint and error, and the control's `aria-describedby` (internal). */
export interface FieldDescription {
  hintId: string | undefined;
  errorId: string | undefined;
  /** `own` (the caller's aria-describedby), the hint and the error ids; undefined when none. */
  describedBy: string | undefined;
}

/** The hint and error ids of the control `id` (`<id>-hint`, `<id>-error`) when they are shown. */
export function describeField(
  id: string,
  hint: ReactNode,
  error: ReactNode,
  own?: string,
): FieldDescription {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [own, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** What a field takes from its component's props (TextField, Select). */
interface FieldParts {
  label: ReactNode;
  /** Shows a `*` after the label (hidden from screen readers: the control says it). */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the outer wrapper. */
  className?: string;
}

interface FieldProps {
  /** The control's id: the label points at it, the hint and error ids derive from it. */
  id: string;
  /** The label's own id, for a control named by `aria-labelledby`. */
  labelId?: string;
  /** The component's props: the label, required mark, hint, error and wrapper class come from them. */
  of: FieldParts;
  /** The control. */
  children: ReactNode;
}

/** A label above a control, and its hint and error below (internal: TextField and Select). */
export function Field({ id, labelId, of, children }: FieldProps) {
  const { label, required, hint, error, className } = of;
  const { hintId, errorId } = describeField(id, hint, error);
  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={id} className={fieldLabel}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldRequired}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className={fieldHint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className={fieldError}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
