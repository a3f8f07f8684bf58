import { useLingui } from '@lingui/react/macro';
import type { Repository } from '@semaphore-console/api-client';
import { GitBranch } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { resourceListProps } from '../../components/resourceStore';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { EMPTY } from '../../lib/format';
import { useKeysStore } from '../keys';
import { RepositoryDialog } from './RepositoryDialog';
import { useRepositoriesStore } from './repositoriesStore';

/**
 * Repositories (`/project/{id}/repositories`, spec resources §2): name, URL, branch, key; New,
 * edit and delete with manageProjectResources.
 */
export function RepositoriesScreen() {
  const { t } = useLingui();
  const { projectId, can } = useProjectContext();
  const canManage = can(Permission.manageProjectResources);
  const list = useRepositoriesStore();
  const { load } = list;
  const keys = useKeysStore((st) => st.items);
  const loadKeys = useKeysStore((st) => st.load);
  const [editing, setEditing] = useState<Repository | null | undefined>(undefined);
  useEffect(() => {
    if (projectId) {
      void load(projectId);
      void loadKeys(projectId);
    }
  }, [projectId, load, loadKeys]);
  const keyName = (id: number) => keys.find((key) => key.id === id)?.name ?? EMPTY;
  const columns: DataColumn<Repository>[] = [
    { id: 'name', header: t`Name`, hideable: false, cell: (repo) => repo.name },
    { id: 'git_url', header: t`URL`, cell: (repo) => <code>{repo.git_url}</code> },
    { id: 'git_branch', header: t`Branch`, cell: (repo) => repo.git_branch || EMPTY },
    { id: 'key', header: t`Access key`, cell: (repo) => keyName(repo.ssh_key_id) },
  ];
  return (
    <ResourceList
      title={t`Repositories`}
      tableId="repositories"
      columns={columns}
      {...resourceListProps(list, projectId)}
      canManage={canManage}
      newLabel={t`New repository`}
      onNew={() => setEditing(null)}
      emptyTitle={t`No repositories yet`}
      emptyDescription={t`Repositories are the git sources (or local paths) your templates check out and run playbooks and code from.`}
      emptyIcon={<GitBranch size={40} />}
      editLabel={(repo) => t`Edit repository ${repo.name}`}
      onEdit={setEditing}
      deleteLabel={(repo) => t`Delete repository ${repo.name}`}
    >
      <RepositoryDialog
        projectId={projectId}
        repository={editing ?? null}
        keys={keys}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ResourceList>
  );
}
