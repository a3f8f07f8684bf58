import { Trans, useLingui } from '@lingui/react/macro';
import { IconButton, stackedTableFixedCellClass } from '@semaphore-console/ui';
import { ChevronDown, ChevronRight, Pencil, Play } from 'lucide-react';
import { Link } from 'react-router';
import type { Template } from '@semaphore-console/api-client';
import { EMPTY, formatTime } from '../../lib/format';
import { TaskStatusBadge } from '../task-log';
import { appDisplayName } from '../../i18n/appNames';
import { TemplateTypeLabel } from './labels';
import type { TemplateColumn } from './TemplateColumnChooser';
import * as dataTable from '../../components/DataTable.css';
import * as s from './templates.css';
import { useTemplatesStore } from './templatesStore';

/** Props of {@link TemplateRow}. */
export interface TemplateRowProps {
  template: Template;
  /** 0-based index of the row in the filtered list (for the row window). */
  index: number;
  /** Whether the row is expanded to show the last tasks. */
  open: boolean;
  /** Whether a hideable column shows. */
  show: (column: TemplateColumn) => boolean;
  /** The heading of each hideable column (the stacked layout's cell labels). */
  columnLabels: Readonly<Record<TemplateColumn, string>>;
  /** Number of columns shown (the expanded row spans them all). */
  columnCount: number;
  canManage: boolean;
  canRun: boolean;
  /** Where the template's name links to. */
  detailPath: string;
  /** Measures the row for the row window. */
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
  onToggle: () => void;
  onRun: () => void;
  onEdit: () => void;
  /** Opens the log of a task. */
  onOpenTask: (taskId: number) => void;
}

/**
 * One row of the template list (spec core §2): the expand toggle, name and description, type and
 * app, version, status and time of the last task, Run and Edit; when expanded, a second row with
 * the last 5 tasks.
 */
export function TemplateRow({
  template,
  index,
  open,
  show,
  columnLabels,
  columnCount,
  canManage,
  canRun,
  detailPath,
  measure,
  onToggle,
  onRun,
  onEdit,
  onOpenTask,
}: TemplateRowProps) {
  const { t, i18n } = useLingui();
  const name = template.name;
  const last = template.last_task;
  return (
    <>
      <tr data-index={index} ref={measure}>
        <td className={stackedTableFixedCellClass}>
          <IconButton
            size="sm"
            label={open ? t`Hide last tasks of ${name}` : t`Show last tasks of ${name}`}
            aria-expanded={open}
            icon={open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
            onClick={onToggle}
          />
        </td>
        <td>
          <Link className={`${s.link} ${dataTable.name}`} to={detailPath} title={name}>
            {template.name}
          </Link>
          {template.description ? <div className={s.muted}>{template.description}</div> : null}
        </td>
        {show('type') ? (
          <td data-label={columnLabels.type}>
            <TemplateTypeLabel type={template.type} />
            {template.app ? (
              <span className={s.muted}> · {appDisplayName(template.app)}</span>
            ) : null}
          </td>
        ) : null}
        {show('version') ? (
          <td data-label={columnLabels.version}>
            {last?.version || last?.build_task?.version || EMPTY}
          </td>
        ) : null}
        {show('status') ? (
          <td data-label={columnLabels.status}>
            {last ? <TaskStatusBadge status={last.status} /> : EMPTY}
          </td>
        ) : null}
        {show('lastRun') ? (
          <td data-label={columnLabels.lastRun}>
            {last ? (
              <div>
                <div className={dataTable.noWrap}>
                  {formatTime(last.start ?? last.created, i18n.locale)}
                </div>
                <div className={s.muted}>{last.user_name ?? EMPTY}</div>
              </div>
            ) : (
              EMPTY
            )}
          </td>
        ) : null}
        {canManage ? (
          <td className={s.actionCell} data-label={t`Actions`}>
            {canRun ? (
              <IconButton label={t`Run ${name}`} icon={<Play aria-hidden />} onClick={onRun} />
            ) : null}
            <IconButton label={t`Edit ${name}`} icon={<Pencil aria-hidden />} onClick={onEdit} />
          </td>
        ) : null}
      </tr>
      {open ? (
        <tr data-expanded-of={index}>
          <td colSpan={columnCount} className={s.expandedCell}>
            <LastTasks templateId={template.id} onOpen={onOpenTask} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The last 5 tasks of an expanded template row (spec core §2). */
function LastTasks({
  templateId,
  onOpen,
}: {
  templateId: number;
  onOpen: (taskId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const tasks = useTemplatesStore((s) => s.lastTasks[templateId]);
  if (!tasks) return <span className={s.muted}>{t`Loading…`}</span>;
  if (tasks.length === 0) {
    return (
      <span className={s.muted}>
        <Trans>No tasks yet.</Trans>
      </span>
    );
  }
  return (
    <table className={s.nested} aria-label={t`Last tasks`}>
      <tbody>
        {tasks.map((task) => (
          <tr key={task.id}>
            <td>
              <button type="button" className={s.linkButton} onClick={() => onOpen(task.id)}>
                #{task.id}
              </button>
            </td>
            <td>
              <TaskStatusBadge status={task.status} />
            </td>
            <td>{task.version ?? task.build_task?.version ?? EMPTY}</td>
            <td>{formatTime(task.start ?? task.created, i18n.locale)}</td>
            <td>{task.user_name ?? EMPTY}</td>
            <td className={s.muted}>{task.message || ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
