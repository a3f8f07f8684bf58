import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import * as s from './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Visible label, linked to the switch. */
  label: ReactNode;
  /** On/off (controlled). */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Form field name (a hidden input is rendered inside forms). */
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off switch (Radix Switch, role="switch") with its label on the right. */
export function Switch({ label, id, className, ...rest }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  return (
    <span className={[s.row, className].filter(Boolean).join(' ')}>
      <RadixSwitch.Root id={switchId} className={s.track} {...rest}>
        <RadixSwitch.Thumb className={s.thumb} />
      </RadixSwitch.Root>
      <label htmlFor={switchId} className={s.label}>
        {label}
      </label>
    </span>
  );
}
