import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@semaphore-console/ui';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useProjectContext } from '../../hooks/projectContext';
import { TimeCell } from '../../components/TimeCell';
import { EMPTY } from '../../lib/format';
import { taskLogHref } from '../../lib/navigation';
import type { Event } from '@semaphore-console/api-client';
import { ProjectTabs, pageStyles as s } from '../projects';
import * as a from './Activity.css';
import { eventUserName, useActivityStore } from './activityStore';
import { eventDescription } from './eventDescription';

/**
 * Activity (`/project/{id}/activity`, spec core §2): time, user (the member's display name),
 * description (task events translated, their task opening its log); 20 per page.
 */
export function Activity() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const { projectId } = useProjectContext();
  const { events, members, loading, error, load } = useActivityStore();
  useEffect(() => {
    void load(projectId);
  }, [projectId, load]);
  const description = (e: Event) => {
    if (!e.description) return EMPTY;
    const { before, task, after } = eventDescription(e.description, i18n);
    if (!task) return before;
    return (
      <span className={a.sentence}>
        {before}
        <Link to={taskLogHref(projectId, task.id, location)}>{task.label}</Link>
        {after}
      </span>
    );
  };
  const columns: DataColumn<Event>[] = [
    { id: 'time', header: t`Time`, cell: (e) => <TimeCell value={e.created} /> },
    { id: 'user', header: t`User`, cell: (e) => eventUserName(e, members) ?? EMPTY },
    { id: 'description', header: t`Description`, cell: description },
  ];
  return (
    <div className={s.page}>
      <ProjectTabs />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        tableId="activity"
        label={t`Activity`}
        columns={columns}
        rows={events}
        rowKey={(e) =>
          `${e.created}|${e.object_type ?? ''}|${e.object_id ?? ''}|${e.description ?? ''}`
        }
        loading={loading}
        empty={<Trans>No events yet.</Trans>}
      />
    </div>
  );
}
