import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import * as s from './Switch.css';
import type { ToggleProps } from './ToggleProps';

/** Props of {@link Switch}. */
export interface SwitchProps extends ToggleProps {
  /** On/off (controlled). */
  checked?: boolean;
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
