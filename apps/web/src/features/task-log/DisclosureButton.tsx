import { Button } from '@semaphore-console/ui';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';

/** Props of {@link DisclosureButton}. */
export interface DisclosureButtonProps {
  /** Whether what it shows is shown (`aria-expanded`). */
  open: boolean;
  /** Called with the new state when pressed. */
  onOpenChange(open: boolean): void;
  /** The visible (translated) label. */
  children: ReactNode;
}

/**
 * A small ghost button that shows or hides a part of the task log screen on a phone (the task's
 * details, the run summary's hosts), with a chevron and `aria-expanded`.
 */
export function DisclosureButton({ open, onOpenChange, children }: DisclosureButtonProps) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-expanded={open}
      icon={open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
      onClick={() => onOpenChange(!open)}
    >
      {children}
    </Button>
  );
}
