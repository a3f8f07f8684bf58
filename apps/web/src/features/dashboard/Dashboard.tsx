import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@semaphore-console/ui';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useProjectContext } from '../../hooks/projectContext';
import { TimeCell } from '../../components/TimeCell';
import { EMPTY, formatDuration } from '../../lib/format';
import type { TaskWithTpl } from '@semaphore-console/api-client';
import { ProjectTabs, pageStyles as s } from '../projects';
import { TaskStatusBadge, taskStatusLabel } from '../task-log';
import { useTaskFilterBar } from '../../components/TaskFilterBar';
import { useDashboardStore } from './dashboardStore';
import * as d from './Dashboard.css';

/**
 * Dashboard (`/project/{id}/history`, spec core §2; only for projects whose type is `''`): the
 * last tasks — task, version, status, user, start, duration — 20 per page, each row linking to its
 * template, updated live from the websocket. On servers that page (newer §N5) 50 tasks are read at
 * a time with "Load older"; the filter bar applies to every task loaded.
 */
export function Dashboard() {
  const { t, i18n } = useLingui();
  const { projectId, project } = useProjectContext();
  const { tasks, loading, error, load, hasNext, loadingOlder, loadOlder } = useDashboardStore();
  const filtered = useTaskFilterBar(tasks, { statusLabel: (st) => taskStatusLabel(st, i18n) });
  useEffect(() => {
    if (project?.type !== '') return;
    void load(projectId);
  }, [projectId, project?.type, load]);
  if (project && project.type !== '')
    return <Navigate to={`/project/${projectId}/activity`} replace />;
  const locale = i18n.locale;
  const columns: DataColumn<TaskWithTpl>[] = [
    {
      id: 'task',
      header: t`Task`,
      hideable: false,
      cell: (task) => {
        const templateId = task.template_id;
        const taskId = task.id;
        return (
          <span className={d.taskCell}>
            <Link to={`/project/${projectId}/templates/${task.template_id}`} className={d.link}>
              {task.tpl_alias || t`Template ${templateId}`}
            </Link>
            <Link to={`?t=${task.id}`} className={d.taskId} aria-label={t`Open task ${taskId}`}>
              #{task.id}
            </Link>
          </span>
        );
      },
    },
    {
      id: 'version',
      header: t`Version`,
      cell: (task) => task.version || task.build_task?.version || EMPTY,
    },
    { id: 'status', header: t`Status`, cell: (task) => <TaskStatusBadge status={task.status} /> },
    {
      id: 'user',
      header: t`User`,
      cell: (task) =>
        task.user_name ||
        (task.integration_id ? t`Integration` : task.user_id === null ? t`Schedule` : EMPTY),
    },
    { id: 'start', header: t`Start`, cell: (task) => <TimeCell value={task.start} /> },
    {
      id: 'duration',
      header: t`Duration`,
      cell: (task) => formatDuration(task.start, task.end, locale),
    },
  ];
  return (
    <div className={s.page}>
      <ProjectTabs />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {filtered.bar}
      <DataTable
        tableId="dashboard"
        label={t`Last tasks`}
        columns={columns}
        rows={filtered.rows}
        rowKey={(task) => task.id}
        loading={loading}
        empty={
          filtered.active ? (
            <Trans>No task matches the filters.</Trans>
          ) : (
            <Trans>No tasks yet. Run a task template to see it here.</Trans>
          )
        }
      />
      <HistoryPaging
        count={tasks.length}
        hasNext={hasNext}
        loading={loadingOlder}
        onLoadOlder={() => void loadOlder()}
      />
    </div>
  );
}

/** Props of {@link HistoryPaging}. */
export interface HistoryPagingProps {
  /** Tasks loaded. */
  count: number;
  /** `X-Has-Next` of the last page read; `null` (the server does not page): nothing is shown. */
  hasNext: boolean | null;
  /** Whether an older page is being read. */
  loading: boolean;
  onLoadOlder(): void;
}

/**
 * How much of the history is loaded and the "Load older" button (newer §N5); nothing on servers
 * that do not page (2.10: the last 200 tasks, spec core §2).
 */
export function HistoryPaging({ count, hasNext, loading, onLoadOlder }: HistoryPagingProps) {
  if (hasNext === null) return null;
  return (
    <div className={d.paging}>
      <span role="status" className={d.pagingText}>
        {hasNext ? (
          <Plural value={count} one="# task loaded" other="# tasks loaded" />
        ) : (
          <Plural value={count} one="all # task loaded" other="all # tasks loaded" />
        )}
      </span>
      {hasNext ? (
        <Button variant="secondary" loading={loading} onClick={onLoadOlder}>
          <Trans>Load older</Trans>
        </Button>
      ) : null}
    </div>
  );
}
