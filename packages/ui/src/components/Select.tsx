import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useUiStrings } from '../strings/UiStrings';
import * as s from './Select.css';
import { Field, describeField } from './Field';
import { popover, popoverItem } from './shared.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The value; the empty string is allowed (e.g. the default template type ''). */
  value: string;
  /** What the person reads. */
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** Visible label, linked to the select. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** Selected value; passing the prop (even `undefined`, which shows the placeholder) makes it controlled. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Text when nothing is chosen; default the `selectPlaceholder` UI string. */
  placeholder?: string;
  /** Help text under the select (aria-describedby). */
  hint?: ReactNode;
  /** Error under the select (aria-describedby, aria-invalid). */
  error?: ReactNode;
  disabled?: boolean;
  /** Marks the field required: a visible `*` after the label and `aria-required` on the trigger. */
  required?: boolean;
  /** Form field name (a hidden native select is rendered inside forms). */
  name?: string;
  id?: string;
  className?: string;
}

// Radix Select reserves '' for "no value"; an option whose value is '' travels under this key.
const EMPTY = '\u0000empty';
const encode = (value: string) => (value === '' ? EMPTY : value);
const decode = (value: string) => (value === EMPTY ? '' : value);

/** A labelled single-choice select (Radix Select, role="combobox" with a listbox). */
export function Select(props: SelectProps) {
  const {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    hint,
    error,
    disabled,
    required,
    name,
    id,
  } = props;
  // A `value` key (even undefined) means controlled: undefined then shows the placeholder.
  const controlled = 'value' in props;
  const strings = useUiStrings();
  const autoId = useId();
  const triggerId = id ?? autoId;
  const labelId = `${triggerId}-label`;
  const { describedBy } = describeField(triggerId, hint, error);

  return (
    <Field id={triggerId} labelId={labelId} of={props}>
      <RadixSelect.Root
        {...(controlled ? { value: value === undefined ? '' : encode(value) } : {})}
        {...(defaultValue !== undefined ? { defaultValue: encode(defaultValue) } : {})}
        onValueChange={(next) => onValueChange?.(decode(next))}
        disabled={disabled}
        required={required}
        name={name}
      >
        <RadixSelect.Trigger
          id={triggerId}
          className={s.trigger}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
        >
          <span className={s.value}>
            <RadixSelect.Value placeholder={placeholder ?? strings.selectPlaceholder} />
          </span>
          <RadixSelect.Icon className={s.icon}>
            <ChevronDown aria-hidden />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className={`${popover} ${s.content}`}
          >
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item
                  key={encode(option.value)}
                  value={encode(option.value)}
                  disabled={option.disabled}
                  className={`${popoverItem} ${s.item}`}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={s.itemIndicator}>
                    <Check aria-hidden />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
