import { useLingui } from '@lingui/react/macro';
import type { AccessKey } from '@semaphore-console/api-client';
import { Badge } from '@semaphore-console/ui';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { resourceListProps } from '../../components/resourceStore';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { KeyDialog } from './KeyDialog';
import { useKeysStore } from './keysStore';

/** The translated title of a key type (spec resources §2). */
export function useKeyTypeTitle(): (type: string) => string {
  const { t } = useLingui();
  return (type) =>
    type === 'ssh'
      ? t`SSH key`
      : type === 'login_password'
        ? t`Login with password`
        : type === 'none'
          ? t`None`
          : type;
}

/**
 * Key store (`/project/{id}/keys`, spec resources §2): name with the "empty" badge for keys whose
 * secrets are empty, type; New, edit and delete with manageProjectResources.
 */
export function KeysScreen() {
  const { t } = useLingui();
  const { projectId, can } = useProjectContext();
  const canManage = can(Permission.manageProjectResources);
  const list = useKeysStore();
  const { load } = list;
  const [editing, setEditing] = useState<AccessKey | null | undefined>(undefined);
  const typeTitle = useKeyTypeTitle();
  useEffect(() => {
    if (projectId) void load(projectId);
  }, [projectId, load]);
  const columns: DataColumn<AccessKey>[] = [
    {
      id: 'name',
      header: t`Name`,
      hideable: false,
      tooltip: (key) => key.name,
      cell: (key) => (
        <>
          {key.name} {key.empty ? <Badge tone="warning">{t`empty`}</Badge> : null}
        </>
      ),
    },
    { id: 'type', header: t`Type`, cell: (key) => typeTitle(key.type) },
  ];
  return (
    <ResourceList
      title={t`Key store`}
      tableId="keys"
      columns={columns}
      {...resourceListProps(list, projectId)}
      canManage={canManage}
      newLabel={t`New key`}
      onNew={() => setEditing(null)}
      emptyTitle={t`No keys yet`}
      emptyDescription={t`Keys hold the SSH keys and logins that repositories, inventories and vaults use to reach your hosts and sources.`}
      emptyIcon={<KeyRound size={40} />}
      editLabel={(key) => t`Edit key ${key.name}`}
      onEdit={setEditing}
      deleteLabel={(key) => t`Delete key ${key.name}`}
    >
      <KeyDialog
        projectId={projectId}
        keyToEdit={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ResourceList>
  );
}
