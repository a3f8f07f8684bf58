import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as s from './Alert.css';

/** Tone of an {@link Alert}. */
export type AlertTone = 'error' | 'warning' | 'info' | 'success';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** error (red; form and call errors), warning, info, success. Default error. */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. Server text is shown as text, never as HTML. */
  children?: ReactNode;
  /** A control on the right (e.g. a Retry button). */
  action?: ReactNode;
  className?: string;
}

const icons = { error: CircleAlert, warning: TriangleAlert, info: Info, success: CircleCheck };

/**
 * A coloured message box. error and warning use role="alert" (announced at once); info and
 * success use role="status".
 */
export function Alert({ tone = 'error', title, children, action, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={[s.root, s.tone[tone], className].filter(Boolean).join(' ')}
    >
      <Icon aria-hidden className={s.icon} />
      <div className={s.text}>
        {title ? <div className={s.title}>{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
