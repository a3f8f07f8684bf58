import { useLingui } from '@lingui/react/macro';
import { type Environment } from '@semaphore-console/api-client';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { resourceListProps } from '../../components/resourceStore';
import { showSnackbar } from '../../components/snackbar';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { EnvironmentDialog } from './EnvironmentDialog';
import { loadEnvironment, useEnvironmentStore } from './environmentStore';
import { failureText } from '../../server/failures';

/**
 * Environment (`/project/{id}/environment`, spec resources §2): the variable groups; New, edit
 * (the dialog opens with the environment's secrets, `GET …/environment/{id}`) and delete with
 * manageProjectResources.
 */
export function EnvironmentScreen() {
  const { t } = useLingui();
  const { projectId, can } = useProjectContext();
  const canManage = can(Permission.manageProjectResources);
  const list = useEnvironmentStore();
  const { load } = list;
  const [editing, setEditing] = useState<Environment | null | undefined>(undefined);
  useEffect(() => {
    if (projectId) void load(projectId);
  }, [projectId, load]);
  const edit = async (row: Environment) => {
    try {
      setEditing(await loadEnvironment(projectId, row.id));
    } catch (failure) {
      showSnackbar({ message: failureText(failure), tone: 'error' });
    }
  };
  const columns: DataColumn<Environment>[] = [
    { id: 'name', header: t`Name`, hideable: false, cell: (env) => env.name },
  ];
  return (
    <ResourceList
      title={t`Environment`}
      tableId="environment"
      columns={columns}
      {...resourceListProps(list, projectId)}
      canManage={canManage}
      newLabel={t`New environment`}
      onNew={() => setEditing(null)}
      emptyTitle={t`No environments yet`}
      emptyDescription={t`Environments hold the extra variables, environment variables and secrets a template passes to its tasks.`}
      emptyIcon={<SlidersHorizontal size={40} />}
      editLabel={(env) => t`Edit environment ${env.name}`}
      onEdit={(env) => void edit(env)}
      deleteLabel={(env) => t`Delete environment ${env.name}`}
    >
      <EnvironmentDialog
        projectId={projectId}
        environment={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ResourceList>
  );
}
