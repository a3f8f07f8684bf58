import { Trans, useLingui } from '@lingui/react/macro';
import type { ActiveTask } from '@semaphore-console/api-client';
import {
  Alert,
  Button,
  EmptyState,
  Table,
  VisuallyHidden,
  type TableColumn,
} from '@semaphore-console/ui';
import { CircleStop, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { showSnackbar } from '../../components/snackbar';
import { EMPTY } from '../../lib/format';
import { preferences, usePreferences } from '../../lib/preferences';
import { useShellStore } from '../../stores/session';
import { pageStyles as page } from '../projects';
import { TaskStatusBadge, canStopTask, isForceStop } from '../task-log';
import {
  ACTIVE_TASKS_PAGE_SIZE,
  ACTIVE_TASKS_REFRESH_MS,
  taskLocation,
  useActiveTasksStore,
} from './activeTasksStore';
import * as s from './activeTasks.css';

/** Table id of the list in the column-visibility preferences. */
export const ACTIVE_TASKS_TABLE_ID = 'activeTasks';

/** The location cell: Queue, Runner #id or Local Running (spec core §2). */
function LocationLabel({ task }: { task: ActiveTask }) {
  const where = taskLocation(task);
  if (where.kind === 'queue') return <Trans>Queue</Trans>;
  if (where.kind === 'runner') {
    const runnerId = where.runnerId;
    return <Trans>Runner #{runnerId}</Trans>;
  }
  return <Trans>Local Running</Trans>;
}

/** The list itself (admins only); loads now, every 10 s, and on every websocket task update. */
function ActiveTasksList() {
  const { t } = useLingui();
  const { tasks, loading, loaded, error, stopping, load, stop } = useActiveTasksStore();
  const projects = useShellStore((st) => st.projects);
  const hidden = usePreferences((p) => p.hiddenColumns[ACTIVE_TASKS_TABLE_ID]) ?? [];

  // The store reloads after a reconnect and applies the feed's updates while shown.
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), ACTIVE_TASKS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const projectName = (id: number) => {
    const name = projects.find((p) => p.id === id)?.name;
    return name ?? t`Project #${id}`;
  };
  const columns: TableColumn<ActiveTask>[] = [
    {
      id: 'task',
      header: t`Task`,
      hideable: false,
      cell: (row) => {
        const id = row.task_id;
        return (
          <Link className={s.link} to={`/project/${row.project_id}?t=${id}`}>
            <Trans>Task #{id}</Trans>
          </Link>
        );
      },
    },
    {
      id: 'project',
      header: t`Project`,
      cell: (row) => (
        <Link className={s.link} to={`/project/${row.project_id}`}>
          {projectName(row.project_id)}
        </Link>
      ),
    },
    { id: 'user', header: t`User`, cell: (row) => row.username || EMPTY },
    { id: 'status', header: t`Status`, cell: (row) => <TaskStatusBadge status={row.status} /> },
    { id: 'location', header: t`Location`, cell: (row) => <LocationLabel task={row} /> },
    {
      id: 'stop',
      header: t`Actions`,
      hideable: false,
      align: 'end',
      cell: (row) => {
        if (!canStopTask(row.status)) return null;
        const id = row.task_id;
        return (
          <Button
            className={s.stopButton}
            size="sm"
            icon={<CircleStop aria-hidden size={16} />}
            disabled={stopping.includes(id)}
            onClick={() =>
              void stop(id).then(
                () => showSnackbar({ message: t`Stop requested for task #${id}`, tone: 'success' }),
                (err: Error) => showSnackbar({ message: err.message, tone: 'error' }),
              )
            }
          >
            {isForceStop(row.status) ? (
              <Trans>
                Force stop<VisuallyHidden> task #{id}</VisuallyHidden>
              </Trans>
            ) : (
              <Trans>
                Stop<VisuallyHidden> task #{id}</VisuallyHidden>
              </Trans>
            )}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Table
        label={t`Active tasks`}
        columns={columns}
        rows={tasks}
        getRowId={(row) => row.task_id}
        pageSize={ACTIVE_TASKS_PAGE_SIZE}
        loading={loading && !loaded}
        empty={t`No task is queued or running.`}
        hiddenColumns={hidden}
        onHiddenColumnsChange={(ids) =>
          preferences.getState().setHiddenColumns(ACTIVE_TASKS_TABLE_ID, ids)
        }
      />
    </>
  );
}

/**
 * Active tasks (`/tasks`, site admins; spec core §2): every queued or running task of the server
 * with links to the task (`/project/{id}?t={taskId}`) and its project, user, status, location and
 * a stop button; reloaded every 10 s and on websocket updates; 20 rows per page. Other users get
 * an "Administrators only" state and no call is made.
 */
export function ActiveTasksScreen() {
  const { t } = useLingui();
  const admin = useShellStore((st) => st.user?.admin ?? false);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>
          <Trans>Active tasks</Trans>
        </h1>
      </div>
      {admin ? (
        <ActiveTasksList />
      ) : (
        <EmptyState
          icon={<ShieldAlert aria-hidden />}
          title={t`Administrators only`}
          description={t`Only site administrators can see the active tasks of the server.`}
        />
      )}
    </div>
  );
}
