import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { isTaskStatus } from '@semaphore-console/api-client';
import { taskStatusKind } from './taskStatus';
import * as s from './TaskStatusBadge.css';
import { taskStatusLabel } from './taskStatusLabel';

/** Props of {@link TaskStatusBadge}. */
export interface TaskStatusBadgeProps {
  /** The task's `status` as the server sent it (API §8.1). */
  status: string;
  className?: string;
}

/**
 * A task status with its icon (spec core §4): success a green check, error a red cross labelled
 * "Failed", every other status a clock. An unknown status is shown as an error ("Unknown status:
 * …" with the cross), never silently as pending.
 */
export function TaskStatusBadge({ status, className }: TaskStatusBadgeProps) {
  const { i18n } = useLingui();
  const kind = isTaskStatus(status) ? taskStatusKind(status) : 'error';
  const Icon = kind === 'success' ? CircleCheck : kind === 'error' ? CircleX : Clock;
  return (
    <span className={[s.badge[kind], className].filter(Boolean).join(' ')} data-status={status}>
      <Icon size={16} aria-hidden className={s.icon[kind]} />
      {taskStatusLabel(status, i18n)}
    </span>
  );
}
