import { useLingui } from '@lingui/react/macro';
import type { Task } from '@semaphore-console/api-client';
import { useState, type ReactNode } from 'react';
import { DisclosureButton } from './DisclosureButton';
import { EMPTY, formatDuration, formatFullTime, formatTime } from '../../lib/format';
import * as s from './TaskLogDialog.css';
import { TaskStatusBadge } from './TaskStatusBadge';

/** Props of {@link TaskDetails}. */
export interface TaskDetailsProps {
  task: Task;
  userName: string | null;
  /** The runner that ran the task (newer §N1); `null`: no line. */
  runnerName: string | null;
  now: Date;
  locale: string;
}

function Detail({
  term,
  children,
  wide,
}: {
  term: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${s.detail} ${s.wide}` : s.detail}>
      <dt className={s.term}>{term}</dt>
      <dd className={s.value}>{children}</dd>
    </div>
  );
}

/** Status, author or integration, started, duration, message and commit (spec core §2). */
export function TaskDetails({ task, userName, runnerName, now, locale }: TaskDetailsProps) {
  const { t } = useLingui();
  let authorTerm = t`Author`;
  let author: string;
  if (task.user_id !== null) {
    author = userName ?? t`User #${task.user_id}`;
  } else if (task.integration_id !== null) {
    authorTerm = t`Integration`;
    author = t`Integration #${task.integration_id}`;
  } else if (task.build_task_id !== null) {
    author = t`Autorun after build task #${task.build_task_id}`;
  } else {
    author = t`Schedule`;
  }
  const commit = task.commit_hash ? task.commit_hash.slice(0, 10) : '';
  return (
    <dl className={s.details}>
      <Detail term={t`Status`}>
        <TaskStatusBadge status={task.status} />
      </Detail>
      <Detail term={authorTerm}>{author}</Detail>
      {runnerName ? <Detail term={t`Runner`}>{runnerName}</Detail> : null}
      <Detail term={t`Started`}>
        <span title={formatFullTime(task.start, locale)}>
          {formatTime(task.start, locale, now)}
        </span>
      </Detail>
      <Detail term={t`Duration`}>{formatDuration(task.start, task.end, locale, now)}</Detail>
      {task.message ? (
        <Detail term={t`Message`} wide>
          {task.message}
        </Detail>
      ) : null}
      <Detail term={t`Commit`} wide>
        {commit ? (
          <>
            <code className={s.commit} title={task.commit_hash ?? undefined}>
              {commit}
            </code>{' '}
            {task.commit_message}
          </>
        ) : (
          EMPTY
        )}
      </Detail>
    </dl>
  );
}

/**
 * The task's details above its log; on a phone (`narrow`) folded behind a "Details" toggle next
 * to the task's status, so the log keeps the height.
 */
export function TaskDetailsSection({ narrow, ...props }: TaskDetailsProps & { narrow: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!narrow) return <TaskDetails {...props} />;
  return (
    <div className={s.narrowDetails}>
      <div className={s.narrowStatus}>
        <TaskStatusBadge status={props.task.status} />
        <DisclosureButton open={open} onOpenChange={setOpen}>
          {t`Details`}
        </DisclosureButton>
      </div>
      {open ? <TaskDetails {...props} /> : null}
    </div>
  );
}
