import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, DelayedProgress, Switch, VisuallyHidden } from '@semaphore-console/ui';
import { canManageResources, type ProjectAccess } from '@semaphore-console/permissions';
import { CalendarClock } from 'lucide-react';
import { describeCron, validateCron } from '@semaphore-console/cron';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useProjectContext } from '../../hooks/projectContext';
import { showSnackbar } from '../../components/snackbar';
import { EMPTY, formatTime } from '../../lib/format';
import { useShellStore } from '../../stores/session';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { TaskStatusBadge } from '../task-log';
import { ScheduleEditor } from './ScheduleEditor';
import { nextRunOf, scheduleFeatures, useScheduleTimeFormat } from './scheduleEditor';
import * as s from './schedules.css';
import { useSchedulesStore } from './schedulesStore';
import type { ScheduleWithTpl } from '@semaphore-console/api-client';

/** Table id of the schedule list in the column-visibility preferences. */
export const SCHEDULE_TABLE_ID = 'schedules';

/** The expanded row: the template's last 5 tasks; a row opens the task (`?t=`). */
function ScheduleTasks({ projectId, schedule }: { projectId: number; schedule: ScheduleWithTpl }) {
  const { t, i18n } = useLingui();
  const entry = useSchedulesStore((st) => st.tasks[schedule.template_id]);
  const loadTasks = useSchedulesStore((st) => st.loadTasks);
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    void loadTasks(projectId, schedule.template_id);
  }, [projectId, schedule.template_id, loadTasks]);
  const scheduleName = schedule.name;
  if (!entry || (entry.status === 'loading' && entry.tasks.length === 0)) {
    return <DelayedProgress size="sm" label={t`Loading tasks of ${scheduleName}`} />;
  }
  if (entry.status === 'error') return <Alert tone="error">{entry.error}</Alert>;
  if (entry.tasks.length === 0) {
    return (
      <p className={s.muted}>
        <Trans>No tasks yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={s.taskList} aria-label={t`Last tasks of ${scheduleName}`}>
      {entry.tasks.map((task) => {
        const id = task.id;
        return (
          <li key={task.id} className={s.taskRow}>
            <button
              type="button"
              className={s.linkButton}
              onClick={() =>
                setSearchParams((previous) => {
                  const next = new URLSearchParams(previous);
                  next.set('t', String(id));
                  return next;
                })
              }
            >
              <Trans>Task #{id}</Trans>
            </button>
            <TaskStatusBadge status={task.status} />
            <span className={s.muted}>{formatTime(task.created, i18n.locale)}</span>
            {task.message ? <span>{task.message}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Schedules (`/project/{id}/schedule`, spec core §2): New schedule, a table with the active switch
 * (saved at once), name, template link, edit and delete (with confirmation), and each row expands
 * to the template's last 5 tasks. Action columns are hidden without manageProjectResources
 * (spec core §6). Tasks in the expanded rows follow the websocket feed.
 */
export function SchedulesScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const capabilities = useShellStore((st) => st.capabilities);
  const zone = scheduleFeatures(capabilities).timeZone;
  const whenFormat = useScheduleTimeFormat(zone);
  const { projectId, isAdmin, role, permissions } = useProjectContext();
  // Action columns need manageProjectResources (spec core §6; site admins hold every bit).
  const canManage = canManageResources({
    admin: isAdmin,
    role: role as ProjectAccess['role'],
    permissions,
  });
  const { schedules, templates, status, error, load, setActive, remove } = useSchedulesStore();
  const [editing, setEditing] = useState<ScheduleWithTpl | null | undefined>(undefined);

  // The store reloads after a reconnect and applies the feed's updates while shown.
  useEffect(() => {
    if (projectId) void load(projectId);
  }, [projectId, load]);

  if (!projectId) return null;
  const base = `/project/${projectId}`;

  const toggle = async (schedule: ScheduleWithTpl, active: boolean) => {
    try {
      await setActive(projectId, schedule.id, active);
    } catch (err) {
      showSnackbar({ message: (err as Error).message, tone: 'error' });
    }
  };

  const columns: DataColumn<ScheduleWithTpl>[] = [
    {
      id: 'active',
      header: t`Active`,
      hideable: false,
      cell: (row) => {
        const name = row.name;
        return canManage ? (
          <Switch
            label={<VisuallyHidden>{t`Active: ${name}`}</VisuallyHidden>}
            checked={row.active}
            onCheckedChange={(next) => void toggle(row, next)}
          />
        ) : row.active ? (
          t`Yes`
        ) : (
          t`No`
        );
      },
    },
    { id: 'name', header: t`Name`, hideable: false, cell: (row) => row.name },
    {
      id: 'template',
      header: t`Template`,
      cell: (row) => (
        <Link className={s.link} to={`${base}/templates/${row.template_id}`}>
          {row.tpl_name}
        </Link>
      ),
    },
    {
      id: 'cron',
      header: t`Cron`,
      cell: (row) => {
        if (row.type === 'run_at') return t`Run once`;
        const checked = validateCron(row.cron_format ?? '');
        const words = checked.valid
          ? describeCron(checked.pattern, locale, { use24HourTimeFormat: true })
          : '';
        return (
          <div className={s.cronCell}>
            <code className={s.cron}>{row.cron_format}</code>
            {words ? <span className={s.muted}>{words}</span> : null}
          </div>
        );
      },
    },
    {
      id: 'next',
      // Times in the zone the server runs schedules in (newer §N7), named in the header.
      header: t`Next run (${zone})`,
      cell: (row) => {
        const next = nextRunOf(row, zone);
        return next === null ? (
          EMPTY
        ) : (
          <time dateTime={next.toISOString()}>{whenFormat.format(next)}</time>
        );
      },
    },
  ];
  return (
    <ResourceList
      title={t`Schedule`}
      tableLabel={t`Schedules`}
      tableId={SCHEDULE_TABLE_ID}
      columns={columns}
      rows={schedules}
      rowKey={(row) => row.id}
      loading={status === 'loading' || status === 'idle'}
      error={status === 'error' ? error : null}
      onRetry={() => void load(projectId)}
      canManage={canManage}
      newLabel={t`New schedule`}
      onNew={() => setEditing(null)}
      emptyTitle={t`No schedules yet`}
      emptyDescription={t`A schedule runs a task template on a cron pattern.`}
      emptyIcon={<CalendarClock aria-hidden />}
      editLabel={(row) => {
        const name = row.name;
        return t`Edit schedule ${name}`;
      }}
      onEdit={setEditing}
      deleteLabel={(row) => {
        const name = row.name;
        return t`Delete schedule ${name}`;
      }}
      deleteTarget={(row) => ({
        // The generic delete flow (spec resources §4); schedules have no refs.
        kind: 'schedule',
        name: row.name,
        projectId,
        remove: () => remove(projectId, row.id),
      })}
      renderExpanded={(row) => <ScheduleTasks projectId={projectId} schedule={row} />}
    >
      {canManage ? (
        <ScheduleEditor
          projectId={projectId}
          schedule={editing ?? null}
          open={editing !== undefined}
          templates={templates}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            showSnackbar({ message: t`Schedule saved`, tone: 'success' });
          }}
        />
      ) : null}
    </ResourceList>
  );
}
