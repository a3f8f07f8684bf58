import type { ReactNode } from 'react';

/** What a {@link Checkbox} and a {@link Switch} both take (internal: each names its own props). */
export interface ToggleProps {
  /** Visible label, linked to the control. */
  label: ReactNode;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state (true or false). */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Form field name (a hidden input is rendered inside forms). */
  name?: string;
  id?: string;
  className?: string;
}
