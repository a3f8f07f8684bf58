import { Trans, useLingui } from '@lingui/react/macro';
import type { Integration } from '@semaphore-console/api-client';
import { IconButton } from '@semaphore-console/ui';
import { Pencil, Trash2, Webhook } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { useDeleteFlow } from '../../components/deleteFlow';
import { EMPTY } from '../../lib/format';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { pageStyles as page } from '../projects';
import { AliasList } from './AliasList';
import { IntegrationDialog } from './IntegrationDialog';
import { useIntegrationLabels } from './labels';
import { useIntegrationsStore } from './integrationsStore';
import * as s from './integrations.css';

/** Table id of the integration list in the column-visibility preferences. */
export const INTEGRATIONS_TABLE_ID = 'integrations';

/**
 * Integrations (`/project/{id}/integrations`, spec resources §2 "Integrations"): name linking to
 * the detail, template linking to the template, auth method, edit and delete (both need the
 * update-project permission, spec resources §6); the project's alias URLs (project-level aliases,
 * API §6.15.4) with copy, delete and add.
 */
export function IntegrationsScreen() {
  const { t } = useLingui();
  const labels = useIntegrationLabels();
  const { projectId, can } = useProjectContext();
  const canEdit = can(Permission.updateProject);
  const store = useIntegrationsStore();
  const { integrations, templates, keys, aliases, loading, loaded, error, load } = store;
  const [editing, setEditing] = useState<Integration | null | undefined>(undefined);
  useEffect(() => {
    if (projectId) void load(projectId);
  }, [projectId, load]);

  const base = `/project/${projectId}`;
  const columns: DataColumn<Integration>[] = [
    {
      id: 'name',
      header: t`Name`,
      hideable: false,
      tooltip: (row) => row.name,
      cell: (row) => (
        <Link className={s.link} to={`${base}/integration/${row.id}`}>
          {row.name}
        </Link>
      ),
    },
    {
      id: 'template',
      header: t`Template`,
      cell: (row) => {
        const template = templates.find((x) => x.id === row.template_id);
        if (!template) return row.template_id ? `#${row.template_id}` : EMPTY;
        return (
          <Link className={s.link} to={`${base}/templates/${template.id}`}>
            {template.name}
          </Link>
        );
      },
    },
    { id: 'auth', header: t`Authentication`, cell: (row) => labels.authMethod(row.auth_method) },
    {
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (row) => {
        const name = row.name;
        return (
          <span className={s.actions}>
            <IconButton
              label={t`Edit integration ${name}`}
              icon={<Pencil aria-hidden size={16} />}
              disabled={!canEdit}
              onClick={() => setEditing(row)}
            />
            <IconButton
              label={t`Delete integration ${name}`}
              icon={<Trash2 aria-hidden size={16} />}
              disabled={!canEdit}
              onClick={() =>
                void useDeleteFlow.getState().requestDelete({
                  kind: 'integration',
                  name,
                  projectId,
                  refs: () => store.refs(row.id),
                  remove: () => store.remove(row.id),
                  onDeleted: () => load(projectId),
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
      title={t`Integrations`}
      tableId={INTEGRATIONS_TABLE_ID}
      columns={columns}
      rows={integrations}
      rowKey={(row) => row.id}
      pageSize={0}
      // Until the first answer the table's progress, not the empty state.
      loading={!error && (loading || !loaded)}
      error={error}
      onRetry={() => void (projectId && load(projectId))}
      canManage={canEdit}
      newLabel={t`New integration`}
      onNew={() => setEditing(null)}
      newWhenNotAllowed="disabled"
      emptyTitle={t`No integrations yet`}
      emptyDescription={t`Integrations run a template when another service calls their address: a push to a repository, a finished build.`}
      emptyIcon={<Webhook size={40} />}
    >
      <section className={s.section}>
        <h2 id="project-aliases" className={page.sectionTitle}>
          <Trans>Alias URLs</Trans>
        </h2>
        <p className={s.muted}>
          <Trans>
            A request to one of these addresses triggers every integration marked as a global alias.
          </Trans>
        </p>
        <AliasList
          aliases={aliases}
          canEdit={canEdit}
          onLoad={store.loadAliases}
          onAdd={store.addAlias}
          onDelete={store.deleteAlias}
        />
      </section>
      <IntegrationDialog
        integration={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        templates={templates}
        keys={keys}
      />
    </ResourceList>
  );
}
