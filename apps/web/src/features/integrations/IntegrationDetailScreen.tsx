import { Trans, useLingui } from '@lingui/react/macro';
import type { IntegrationExtractValue, IntegrationMatcher } from '@semaphore-console/api-client';
import { Alert, Breadcrumbs, Button, Checkbox, IconButton } from '@semaphore-console/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { DeleteWithReferences } from '../../components/DeleteWithReferences';
import { useDeleteFlow } from '../../components/deleteFlow';
import { showSnackbar } from '../../components/snackbar';
import { EMPTY } from '../../lib/format';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { pageStyles as page } from '../projects';
import { AliasList } from './AliasList';
import { useIntegrationLabels } from './labels';
import { RuleDialog, type ExtractValueBody, type MatcherBody } from './RuleDialog';
import { useIntegrationStore } from './integrationStore';
import * as s from './integrations.css';

/** Table ids of the detail's tables in the column-visibility preferences. */
export const EXTRACT_VALUES_TABLE_ID = 'integrationValues';
export const MATCHERS_TABLE_ID = 'integrationMatchers';

type Editing =
  | { kind: 'value'; rule: IntegrationExtractValue | null }
  | { kind: 'matcher'; rule: IntegrationMatcher | null };

/**
 * Integration detail (`/project/{id}/integration/{integrationId}`, spec resources §2 "Detail"):
 * breadcrumb back to Integrations, the alias list, the "global alias" (searchable) checkbox saved
 * at once, and two tables with all rows — extract values (name, value source, body data type, key,
 * environment variable, actions) and matchers (name, match type, method, body data type, key,
 * value, actions), an empty body data type the dash of every other list (spec resources §2 says
 * "N/A"; the lists read alike) — with their dialogs and the confirmation texts of spec
 * resources §8. Extract value and matcher actions are always allowed (spec resources §2).
 */
export function IntegrationDetailScreen() {
  const { t } = useLingui();
  const labels = useIntegrationLabels();
  const { projectId, can } = useProjectContext();
  const canEdit = can(Permission.updateProject);
  const integrationId = Number(useParams().integrationId);
  const store = useIntegrationStore();
  const { integration, aliases, values, matchers, error, load } = store;
  const [editing, setEditing] = useState<Editing | null>(null);
  useEffect(() => {
    if (projectId && Number.isInteger(integrationId)) void load(projectId, integrationId);
  }, [projectId, integrationId, load]);

  const listPath = `/project/${projectId}/integrations`;
  const current = store.projectId === projectId && store.integrationId === integrationId;
  const name = current ? (integration?.name ?? '') : '';

  const remove = (kind: 'extractValue' | 'matcher', id: number, rowName: string) =>
    void useDeleteFlow.getState().requestDelete({
      kind,
      name: rowName,
      projectId,
      remove: () => (kind === 'matcher' ? store.removeMatcher(id) : store.removeValue(id)),
    });

  const rowActions = (
    kind: 'extractValue' | 'matcher',
    id: number,
    rowName: string,
    edit: () => void,
  ) => (
    <span className={s.actions}>
      <IconButton
        label={kind === 'matcher' ? t`Edit matcher ${rowName}` : t`Edit extract value ${rowName}`}
        icon={<Pencil aria-hidden size={16} />}
        onClick={edit}
      />
      <IconButton
        label={
          kind === 'matcher' ? t`Delete matcher ${rowName}` : t`Delete extract value ${rowName}`
        }
        icon={<Trash2 aria-hidden size={16} />}
        onClick={() => remove(kind, id, rowName)}
      />
    </span>
  );

  const valueColumns: DataColumn<IntegrationExtractValue>[] = [
    { id: 'name', header: t`Name`, hideable: false, cell: (row) => row.name },
    { id: 'source', header: t`Value source`, cell: (row) => labels.source(row.value_source) },
    {
      id: 'bodyType',
      header: t`Body data type`,
      cell: (row) => (row.body_data_type ? labels.bodyType(row.body_data_type) : EMPTY),
    },
    { id: 'key', header: t`Key`, cell: (row) => row.key || EMPTY },
    { id: 'variable', header: t`Environment variable`, cell: (row) => row.variable || EMPTY },
    {
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (row) =>
        rowActions('extractValue', row.id, row.name, () =>
          setEditing({ kind: 'value', rule: row }),
        ),
    },
  ];
  const matcherColumns: DataColumn<IntegrationMatcher>[] = [
    { id: 'name', header: t`Name`, hideable: false, cell: (row) => row.name },
    { id: 'type', header: t`Match type`, cell: (row) => labels.source(row.match_type) },
    { id: 'method', header: t`Method`, cell: (row) => labels.method(row.method) },
    {
      id: 'bodyType',
      header: t`Body data type`,
      cell: (row) => (row.body_data_type ? labels.bodyType(row.body_data_type) : EMPTY),
    },
    { id: 'key', header: t`Key`, cell: (row) => row.key || EMPTY },
    { id: 'value', header: t`Value`, cell: (row) => row.value },
    {
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (row) =>
        rowActions('matcher', row.id, row.name, () => setEditing({ kind: 'matcher', rule: row })),
    },
  ];

  const saveRule = async (body: ExtractValueBody | MatcherBody) => {
    if (!editing) return;
    const id = editing.rule?.id ?? null;
    if (editing.kind === 'value') await store.saveValue(id, body as ExtractValueBody);
    else await store.saveMatcher(id, body as MatcherBody);
  };

  return (
    <div className={page.page}>
      <Breadcrumbs
        items={[
          { id: 'list', label: t`Integrations`, href: listPath },
          { id: 'this', label: name || EMPTY },
        ]}
        renderLink={(href, children) => (
          <Link className={s.link} to={href}>
            {children}
          </Link>
        )}
      />
      <div className={page.header}>
        <h1 className={page.title}>{name}</h1>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {current && integration ? (
        <>
          <section className={s.section}>
            <h2 id="integration-aliases" className={page.sectionTitle}>
              <Trans>Alias URLs</Trans>
            </h2>
            <AliasList
              aliases={aliases}
              canEdit={canEdit}
              onLoad={() => load(projectId, integrationId)}
              onAdd={store.addAlias}
              onDelete={store.deleteAlias}
            />
            <Checkbox
              label={t`Global alias`}
              hint={t`The project's alias URLs trigger this integration too.`}
              checked={integration.searchable}
              disabled={!canEdit || store.savingSearchable}
              onCheckedChange={(searchable) =>
                void store
                  .setSearchable(searchable)
                  .catch((err: Error) => showSnackbar({ message: err.message, tone: 'error' }))
              }
            />
          </section>
          <section className={s.section}>
            <div className={s.sectionHead}>
              <h2 id="integration-values" className={page.sectionTitle} style={{ flex: 1 }}>
                <Trans>Extract values</Trans>
              </h2>
              <Button
                size="sm"
                icon={<Plus aria-hidden size={14} />}
                onClick={() => setEditing({ kind: 'value', rule: null })}
              >
                <Trans>New extract value</Trans>
              </Button>
            </div>
            <DataTable
              tableId={EXTRACT_VALUES_TABLE_ID}
              label={t`Extract values`}
              columns={valueColumns}
              rows={values}
              rowKey={(row) => row.id}
              pageSize={0}
              empty={t`No extract values yet.`}
            />
          </section>
          <section className={s.section}>
            <div className={s.sectionHead}>
              <h2 id="integration-matchers" className={page.sectionTitle} style={{ flex: 1 }}>
                <Trans>Matchers</Trans>
              </h2>
              <Button
                size="sm"
                icon={<Plus aria-hidden size={14} />}
                onClick={() => setEditing({ kind: 'matcher', rule: null })}
              >
                <Trans>New matcher</Trans>
              </Button>
            </div>
            {matchers.length === 0 ? (
              <Alert tone="info">
                <Trans>An integration without matchers never starts a task.</Trans>
              </Alert>
            ) : null}
            <DataTable
              tableId={MATCHERS_TABLE_ID}
              label={t`Matchers`}
              columns={matcherColumns}
              rows={matchers}
              rowKey={(row) => row.id}
              pageSize={0}
              empty={t`No matchers yet.`}
            />
          </section>
        </>
      ) : null}
      <RuleDialog
        kind={editing?.kind ?? 'value'}
        rule={editing?.rule ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSave={saveRule}
      />
      <DeleteWithReferences />
    </div>
  );
}
