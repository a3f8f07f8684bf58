import type { ReactNode } from 'react';
import * as s from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The headline, e.g. "No templates yet". */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** A decorative icon (e.g. a lucide-react icon). */
  icon?: ReactNode;
  /** A call to action (e.g. a primary Button "New template"). */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A centred "nothing here yet" block with an optional icon and action. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={s.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={s.title}>{title}</Heading>
      {description ? <p className={s.description}>{description}</p> : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
