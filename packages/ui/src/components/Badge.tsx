import type { ReactNode } from 'react';
import * as s from './Badge.css';

/** Tone of a {@link Badge}; success, error and pending are the task status colours. */
export type BadgeTone = 'neutral' | 'success' | 'error' | 'warning' | 'info' | 'pending';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Default neutral. */
  tone?: BadgeTone;
  /** An icon before the text (decorative; mark it aria-hidden). */
  icon?: ReactNode;
  /** The text (e.g. a task status, "admin"). */
  children: ReactNode;
  /** Tooltip and extra context (title attribute). */
  title?: string;
  className?: string;
}

/**
 * A small pill of text (a chip): task status, role, the admin chip. The colour is never the
 * only signal: the text says it.
 */
export function Badge({ tone = 'neutral', icon, children, title, className }: BadgeProps) {
  return (
    <span
      className={[s.root, s.tone[tone], className].filter(Boolean).join(' ')}
      title={title}
      data-tone={tone}
    >
      {icon}
      <span className={s.text}>{children}</span>
    </span>
  );
}
