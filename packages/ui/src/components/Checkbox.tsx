import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as s from './Checkbox.css';
import type { ToggleProps } from './ToggleProps';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends ToggleProps {
  /** Help text under the label (linked with aria-describedby). */
  hint?: ReactNode;
  /** Checked state (controlled); 'indeterminate' shows a dash (never passed to `onCheckedChange`). */
  checked?: boolean | 'indeterminate';
}

/** A checkbox (Radix Checkbox, role="checkbox") with its label on the right. */
export function Checkbox({
  label,
  hint,
  id,
  className,
  onCheckedChange,
  checked,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const hintId = hint ? `${boxId}-hint` : undefined;
  return (
    <span className={[s.row, className].filter(Boolean).join(' ')}>
      <RadixCheckbox.Root
        id={boxId}
        className={s.box}
        aria-describedby={hintId}
        {...(checked !== undefined ? { checked } : {})}
        onCheckedChange={(value) => onCheckedChange?.(value === true)}
        {...rest}
      >
        <RadixCheckbox.Indicator className={s.indicator}>
          {checked === 'indeterminate' ? (
            <Minus aria-hidden className={s.icon} />
          ) : (
            <Check aria-hidden className={s.icon} />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <span className={s.column}>
        <label htmlFor={boxId} className={s.label}>
          {label}
        </label>
        {hint ? (
          <span id={hintId} className={s.hint}>
            {hint}
          </span>
        ) : null}
      </span>
    </span>
  );
}
