import { useLingui } from '@lingui/react/macro';
import type { App } from '@semaphore-console/api-client';
import { IconButton, Switch, VisuallyHidden } from '@semaphore-console/ui';
import { AppWindow, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { appDisplayName, DEFAULT_APP_IDS } from '../../i18n/appNames';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { useDeleteFlow } from '../../components/deleteFlow';
import { showSnackbar } from '../../components/snackbar';
import { useShellStore } from '../../stores/session';
import { AppDialog } from './AppDialog';
import { AppIcon } from './AppIcon';
import { APPS_PAGE_SIZE, useAppsStore } from './appsStore';
import * as s from './apps.css';

/** Table id of the apps list in the column-visibility preferences. */
export const APPS_TABLE_ID = 'apps';

/**
 * Apps (`/apps`, spec resources §2 "Apps", §6): New app, columns active switch (posted at once),
 * name with icon and colour, ID, actions (edit, delete); 20 per page. Non-admins see the list with
 * New, the switches and the actions disabled; default apps cannot be deleted; a delete asks "Do
 * you really want to delete this app?" (spec resources §8).
 */
export function AppsScreen() {
  const { t } = useLingui();
  const user = useShellStore((st) => st.user);
  const admin = user?.admin ?? false;
  const { apps, loading, loaded, error, toggling, load, setActive, remove } = useAppsStore();
  const [editing, setEditing] = useState<App | null | undefined>(undefined);
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = (app: App, active: boolean) =>
    setActive(app.id ?? '', active).catch((err: Error) =>
      showSnackbar({ message: err.message, tone: 'error' }),
    );

  const columns: DataColumn<App>[] = [
    {
      id: 'active',
      header: t`Active`,
      cell: (app) => {
        const name = appDisplayName(app);
        return (
          <Switch
            label={<VisuallyHidden>{t`Active: ${name}`}</VisuallyHidden>}
            checked={app.active}
            disabled={!admin || toggling.includes(app.id ?? '')}
            onCheckedChange={(next) => void toggle(app, next)}
          />
        );
      },
    },
    {
      id: 'name',
      header: t`Name`,
      hideable: false,
      tooltip: (app) => appDisplayName(app),
      cell: (app) => (
        <span className={s.name}>
          <AppIcon app={app} />
          {appDisplayName(app)}
        </span>
      ),
    },
    { id: 'id', header: t`ID`, cell: (app) => <code className={s.id}>{app.id}</code> },
    {
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (app) => {
        const name = appDisplayName(app);
        const isDefault = DEFAULT_APP_IDS.includes(app.id ?? '');
        // Spec resources §6: the delete button is also disabled when the app id equals the
        // current user's id (a rule of the existing UI; app ids are text, so it rarely applies).
        const isSelf = user !== null && String(app.id) === String(user.id);
        return (
          <span className={s.actions}>
            <IconButton
              label={t`Edit app ${name}`}
              icon={<Pencil aria-hidden size={16} />}
              disabled={!admin}
              onClick={() => setEditing(app)}
            />
            <IconButton
              label={
                isDefault
                  ? t`${name} is a default app and cannot be deleted`
                  : t`Delete app ${name}`
              }
              icon={<Trash2 aria-hidden size={16} />}
              disabled={!admin || isDefault || isSelf}
              onClick={() =>
                void useDeleteFlow.getState().requestDelete({
                  kind: 'app',
                  name,
                  remove: () => remove(app.id ?? ''),
                })
              }
            />
          </span>
        );
      },
    },
  ];

  return (
    <ResourceList
      title={t`Apps`}
      tableId={APPS_TABLE_ID}
      columns={columns}
      rows={apps}
      rowKey={(app) => app.id ?? ''}
      pageSize={APPS_PAGE_SIZE}
      // Until the first answer the table's progress, not the empty state.
      loading={!error && (loading || !loaded)}
      error={error}
      onRetry={() => void load()}
      canManage={admin}
      newLabel={t`New app`}
      onNew={() => setEditing(null)}
      newWhenNotAllowed="disabled"
      emptyTitle={t`No apps yet`}
      emptyDescription={t`Apps are the programs templates run: Ansible, Terraform, Bash and more.`}
      emptyIcon={<AppWindow size={40} />}
    >
      <AppDialog
        app={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ResourceList>
  );
}
