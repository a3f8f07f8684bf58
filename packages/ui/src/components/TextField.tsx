import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Field, describeField } from './Field';
import { input, mono as monoClass, textarea } from './TextField.css';

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

/** The props that go to the input or textarea: all but the field's own. */
function controlProps<P extends TextFieldProps>(
  props: P,
): Omit<P, keyof TextFieldBase | 'multiline'> {
  const {
    label: _l,
    hint: _h,
    error: _e,
    mono: _m,
    className: _c,
    multiline: _ml,
    ...rest
  } = props;
  return rest;
}

/**
 * A labelled text input (or textarea with `multiline`). The hint and error are linked to the
 * control with aria-describedby; an error sets aria-invalid. Other props go to the control.
 */
export function TextField(props: TextFieldProps) {
  const autoId = useId();
  const { hint, error, mono, id: givenId } = props;
  const id = givenId ?? autoId;
  const { describedBy } = describeField(id, hint, error, props['aria-describedby']);
  const controlClass = [input, mono ? monoClass : undefined].filter(Boolean).join(' ');

  let control: ReactNode;
  if (props.multiline) {
    control = (
      <textarea
        rows={4}
        {...controlProps(props)}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} ${textarea}`}
      />
    );
  } else {
    control = (
      <input
        type="text"
        {...controlProps(props)}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass}
      />
    );
  }

  return (
    <Field id={id} of={props}>
      {control}
    </Field>
  );
}
