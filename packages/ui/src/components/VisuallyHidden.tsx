import type { ReactNode } from 'react';
import { visuallyHidden } from './shared.css';

/** Text for screen readers only (e.g. a table header of an actions column). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
