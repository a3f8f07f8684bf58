import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@semaphore-console/ui';
import { useEffect } from 'react';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useProjectContext } from '../../hooks/projectContext';
import { TimeCell } from '../../components/TimeCell';
import { EMPTY } from '../../format';
import type { Event } from '@semaphore-console/api-client';
import { ProjectTabs, pageStyles as s } from '../projects';
import { useActivityStore } from './activityStore';

/** Activity (`/project/{id}/activity`, spec core §2): time, user, description; 20 per page. */
export function Activity() {
  const { t } = useLingui();
  const { projectId } = useProjectContext();
  const { events, loading, error, load } = useActivityStore();
  useEffect(() => {
    void load(projectId);
  }, [projectId, load]);
  const columns: DataColumn<Event>[] = [
    { id: 'time', header: t`Time`, cell: (e) => <TimeCell value={e.created} /> },
    { id: 'user', header: t`User`, cell: (e) => e.username || EMPTY },
    { id: 'description', header: t`Description`, cell: (e) => e.description || EMPTY },
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
