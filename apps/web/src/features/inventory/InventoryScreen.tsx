import { useLingui } from '@lingui/react/macro';
import type { Inventory } from '@semaphore-console/api-client';
import { Server } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { resourceListProps } from '../../components/resourceStore';
import { EMPTY } from '../../lib/format';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { useKeysStore } from '../keys';
import { useRepositoriesStore } from '../repositories';
import { InventoryDialog, useInventoryTypeTitle } from './InventoryDialog';
import { useInventoryStore } from './inventoryStore';

/**
 * Inventory (`/project/{id}/inventory`, spec resources §2): name, type, user credentials key;
 * New, edit and delete with manageProjectResources.
 */
export function InventoryScreen() {
  const { t } = useLingui();
  const { projectId, can } = useProjectContext();
  const canManage = can(Permission.manageProjectResources);
  const list = useInventoryStore();
  const { load } = list;
  const keys = useKeysStore((st) => st.items);
  const repositories = useRepositoriesStore((st) => st.items);
  const typeTitle = useInventoryTypeTitle();
  const [editing, setEditing] = useState<Inventory | null | undefined>(undefined);
  useEffect(() => {
    if (!projectId) return;
    void load(projectId);
    void useKeysStore.getState().load(projectId);
    void useRepositoriesStore.getState().load(projectId);
  }, [projectId, load]);
  const keyName = (id: number | null) =>
    id === null ? EMPTY : (keys.find((key) => key.id === id)?.name ?? EMPTY);
  const columns: DataColumn<Inventory>[] = [
    { id: 'name', header: t`Name`, hideable: false, cell: (inv) => inv.name },
    { id: 'type', header: t`Type`, cell: (inv) => typeTitle(inv.type) },
    { id: 'key', header: t`User credentials`, cell: (inv) => keyName(inv.ssh_key_id) },
  ];
  return (
    <ResourceList
      title={t`Inventory`}
      tableId="inventory"
      columns={columns}
      {...resourceListProps(list, projectId)}
      canManage={canManage}
      newLabel={t`New inventory`}
      onNew={() => setEditing(null)}
      emptyTitle={t`No inventories yet`}
      emptyDescription={t`Inventories list the hosts a template runs against, or the Terraform and OpenTofu workspace it uses.`}
      emptyIcon={<Server size={40} />}
      editLabel={(inv) => t`Edit inventory ${inv.name}`}
      onEdit={setEditing}
      deleteLabel={(inv) => t`Delete inventory ${inv.name}`}
    >
      <InventoryDialog
        projectId={projectId}
        inventory={editing ?? null}
        keys={keys}
        repositories={repositories}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ResourceList>
  );
}
