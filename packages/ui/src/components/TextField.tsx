import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { field, fieldError, fieldHint, fieldLabel } from './shared.css';
import { input, mono as monoClass, requiredMark, textarea } from './TextField.css';

interface TextFieldBase {
  /** Visible label, linked to the input. */
  label: ReactNode;
  /** Help text under the input (linked with aria-describedby). */
  hint?: ReactNode;
  /**
   * Error under the input: sets aria-invalid and is linked with aria-describedby. A falsy
   * value means no error.
   */
  error?: ReactNode;
  /** Monospace text (scripts, JSON, keys). */
  mono?: boolean;
  /** Class of the outer wrapper. */
  className?: string;
}

/** Props of a single-line {@link TextField}. */
export interface SingleLineTextFieldProps
  extends TextFieldBase, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  multiline?: false;
  ref?: Ref<HTMLInputElement>;
}

/** Props of a multiline {@link TextField} (a textarea, `rows` defaults to 4). */
export interface MultilineTextFieldProps
  extends TextFieldBase, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  multiline: true;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Props of {@link TextField}. */
export type TextFieldProps = SingleLineTextFieldProps | MultilineTextFieldProps;

/**
 * A labelled text input (or textarea with `multiline`). The hint and error are linked to the
 * control with aria-describedby; an error sets aria-invalid. Other props go to the control.
 */
export function TextField(props: TextFieldProps) {
  const autoId = useId();
  const { label, hint, error, mono, className, id: givenId, required } = props;
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlClass = [input, mono ? monoClass : undefined].filter(Boolean).join(' ');

  let control: ReactNode;
  if (props.multiline) {
    const {
      label: _l,
      hint: _h,
      error: _e,
      mono: _m,
      className: _c,
      multiline: _ml,
      ...rest
    } = props;
    control = (
      <textarea
        rows={4}
        {...rest}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} ${textarea}`}
      />
    );
  } else {
    const {
      label: _l,
      hint: _h,
      error: _e,
      mono: _m,
      className: _c,
      multiline: _ml,
      ...rest
    } = props;
    control = (
      <input
        type="text"
        {...rest}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass}
      />
    );
  }

  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {required ? (
          <span aria-hidden="true" className={requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {control}
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
