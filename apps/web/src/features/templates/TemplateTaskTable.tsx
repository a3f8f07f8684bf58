import { Trans, useLingui } from '@lingui/react/macro';
import { Button, stackedTableClass, stackedTableFixedCellClass } from '@semaphore-console/ui';
import { RotateCw } from 'lucide-react';
import type { TaskWithTpl, Template } from '@semaphore-console/api-client';
import { EMPTY, formatDuration, formatTime } from '../../lib/format';
import { TaskStatusBadge } from '../task-log';
import { type RerunKind, rerunKind } from './taskRequest';
import * as s from './templates.css';
import { EmptyTableRow } from './EmptyTableRow';

function RerunLabel({ kind }: { kind: RerunKind }) {
  if (kind === 'rebuild') return <Trans>Rebuild</Trans>;
  if (kind === 'redeploy') return <Trans>Redeploy</Trans>;
  return <Trans>Re-run</Trans>;
}

/** Props of {@link TemplateTaskTable}. */
export interface TemplateTaskTableProps {
  /** The tasks of the page shown, newest first. */
  tasks: readonly TaskWithTpl[];
  /** The type of the template (which re-run a task offers). */
  templateType: Template['type'];
  /** Ids of the tasks ticked for comparison (at most two). */
  picked: readonly number[];
  onPickedChange: (picked: number[]) => void;
  /** Whether the person may run tasks (re-run shows only then). */
  canRun: boolean;
  /** Whether the tasks are loading. */
  loading: boolean;
  /** Whether no task is left to show once loaded (the empty row shows). */
  empty: boolean;
  /** Whether a filter is set (the empty row says no task matches). */
  filterActive: boolean;
  /** Opens the log of a task. */
  onOpenTask: (taskId: number) => void;
  /** Runs a task again (rebuild, redeploy or re-run). */
  onRerun: (task: TaskWithTpl) => void;
}

/**
 * The task table of a template (spec core §2 template detail, spec core §9): a compare checkbox,
 * id and message, version, status, start, author, duration and re-run per task; labelled by
 * the "Tasks" heading (`template-tasks`).
 */
export function TemplateTaskTable({
  tasks: pageTasks,
  templateType,
  picked,
  onPickedChange,
  canRun,
  loading,
  empty,
  filterActive,
  onOpenTask,
  onRerun,
}: TemplateTaskTableProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={s.tableWrap}>
      <table
        className={`${s.table} ${stackedTableClass}`}
        aria-labelledby="template-tasks"
        aria-busy={loading}
      >
        <thead>
          <tr>
            {[t`Compare`, t`ID`, t`Version`, t`Status`, t`Start`, t`Author`, t`Duration`].map(
              (label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ),
            )}
            <th scope="col" className={s.actionCell}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {pageTasks.map((task) => {
            const kind = canRun ? rerunKind(task, templateType) : null;
            return (
              <tr key={task.id}>
                <td className={stackedTableFixedCellClass}>
                  <input
                    type="checkbox"
                    aria-label={t`Compare task #${task.id}`}
                    checked={picked.includes(task.id)}
                    onChange={(event) =>
                      onPickedChange(
                        event.target.checked
                          ? [...picked, task.id].slice(-2)
                          : picked.filter((id) => id !== task.id),
                      )
                    }
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className={s.linkButton}
                    onClick={() => onOpenTask(task.id)}
                  >
                    #{task.id}
                  </button>
                  {task.message ? <div className={s.muted}>{task.message}</div> : null}
                </td>
                <td data-label={t`Version`}>{task.version || task.build_task?.version || EMPTY}</td>
                <td data-label={t`Status`}>
                  <TaskStatusBadge status={task.status} />
                </td>
                <td data-label={t`Start`}>{formatTime(task.start ?? null, i18n.locale)}</td>
                <td data-label={t`Author`}>
                  {task.user_name ??
                    (task.integration_id != null ? t`Integration #${task.integration_id}` : EMPTY)}
                </td>
                <td data-label={t`Duration`}>
                  {formatDuration(task.start, task.end, i18n.locale)}
                </td>
                <td className={s.actionCell} data-label={kind ? t`Actions` : undefined}>
                  {kind ? (
                    <Button size="sm" icon={<RotateCw aria-hidden />} onClick={() => onRerun(task)}>
                      <RerunLabel kind={kind} />
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
          {empty ? (
            <EmptyTableRow colSpan={8}>
              {filterActive ? (
                <Trans>No task matches the filters.</Trans>
              ) : (
                <Trans>No tasks yet.</Trans>
              )}
            </EmptyTableRow>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
