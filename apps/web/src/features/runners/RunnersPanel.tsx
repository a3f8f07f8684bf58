import { Trans, useLingui } from '@lingui/react/macro';
import type { Runner } from '@semaphore-console/api-client';
import { Alert, Button, IconButton, Switch, VisuallyHidden } from '@semaphore-console/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { DeleteWithReferences } from '../../components/DeleteWithReferences';
import { useDeleteFlow } from '../../components/deleteFlow';
import { showSnackbar } from '../../components/snackbar';
import { EMPTY } from '../../lib/format';
import { RunnerDialog } from './RunnerDialog';
import { RunnerTokenDialog } from './RunnerTokenDialog';
import { RUNNERS_PAGE_SIZE, useRunnersStore, type RunnerScope } from './runnersStore';
import * as s from './runners.css';

/** Table id of the runners list in the column-visibility preferences. */
export const RUNNERS_TABLE_ID = 'runners';

/** What a runner's max parallel tasks reads as: ∞ for 0 or empty (spec resources §9). */
export function maxParallelLabel(value: number | null | undefined): string {
  return value ? String(value) : '∞';
}

/**
 * The runners list of one scope (spec resources §2 "Runners"): columns active switch (posted at
 * once), name (dash if empty), webhook (dash if empty), max parallel tasks (∞ when 0 or empty),
 * actions; 20 per page; the runner dialog, the one-time token dialog after a create, and a delete
 * confirmation. `title` is the screen's heading; New runner is put beside it, disabled where
 * runners cannot work (`usable` false, or no runners endpoint for the scope).
 *
 * @param scope - `null` for the global runners, a project id for a project's.
 * @param canManage - whether the person may create, edit, toggle and delete.
 * @param usable - whether the server can use new runners of the scope (remote runners on, the
 *   project runners feature present); the screen says why when not. Default true.
 * @param emptyText - the empty list's text when `usable` is false.
 */
export function RunnersPanel({
  scope,
  canManage,
  title,
  usable = true,
  emptyText,
}: {
  scope: RunnerScope;
  canManage: boolean;
  title: ReactNode;
  usable?: boolean;
  emptyText?: string;
}) {
  const { t } = useLingui();
  const { runners, loading, loaded, unavailable, error, toggling, load, setActive, remove } =
    useRunnersStore();
  const current = useRunnersStore((st) => st.scope === scope);
  const [editing, setEditing] = useState<Runner | null | undefined>(undefined);
  const [created, setCreated] = useState<Runner | null>(null);
  useEffect(() => {
    void load(scope);
  }, [load, scope]);

  const rowName = (runner: Runner) => {
    const runnerId = runner.id;
    return runner.name || t`Runner #${runnerId}`;
  };
  const columns: DataColumn<Runner>[] = [
    {
      id: 'active',
      header: t`Active`,
      cell: (runner) => {
        const name = rowName(runner);
        return (
          <Switch
            label={<VisuallyHidden>{t`Active: ${name}`}</VisuallyHidden>}
            checked={runner.active}
            disabled={!canManage || toggling.includes(runner.id)}
            onCheckedChange={(next) =>
              void setActive(runner.id, next).catch((err: Error) =>
                showSnackbar({ message: err.message, tone: 'error' }),
              )
            }
          />
        );
      },
    },
    { id: 'name', header: t`Name`, hideable: false, cell: (runner) => runner.name || EMPTY },
    { id: 'webhook', header: t`Webhook`, cell: (runner) => runner.webhook || EMPTY },
    {
      id: 'max',
      header: t`Max parallel tasks`,
      cell: (runner) => {
        const label = maxParallelLabel(runner.max_parallel_tasks);
        return label === '∞' ? (
          <>
            <span aria-hidden>∞</span>
            <VisuallyHidden>{t`Unlimited`}</VisuallyHidden>
          </>
        ) : (
          label
        );
      },
    },
    {
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (runner) => {
        const name = rowName(runner);
        return (
          <span className={s.actions}>
            <IconButton
              label={t`Edit runner ${name}`}
              icon={<Pencil aria-hidden size={16} />}
              disabled={!canManage}
              onClick={() => setEditing(runner)}
            />
            <IconButton
              label={t`Delete runner ${name}`}
              icon={<Trash2 aria-hidden size={16} />}
              disabled={!canManage}
              onClick={() =>
                void useDeleteFlow.getState().requestDelete({
                  kind: 'runner',
                  name,
                  remove: () => remove(runner.id),
                })
              }
            />
          </span>
        );
      },
    },
  ];

  return (
    <>
      <div className={s.titleRow}>
        {title}
        <Button
          variant="primary"
          icon={<Plus aria-hidden size={16} />}
          disabled={!canManage || !usable || unavailable}
          onClick={() => setEditing(null)}
        >
          <Trans>New runner</Trans>
        </Button>
      </div>
      {/* Where runners cannot work the screen says why; a refused list is no news then. */}
      {error && usable ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        tableId={RUNNERS_TABLE_ID}
        label={t`Runners`}
        columns={columns}
        rows={current ? runners : []}
        rowKey={(runner) => runner.id}
        pageSize={RUNNERS_PAGE_SIZE}
        loading={loading && !loaded}
        empty={
          unavailable
            ? t`This server has no project runners.`
            : !usable && emptyText
              ? emptyText
              : t`No runners yet.`
        }
      />
      <RunnerDialog
        runner={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onCreated={setCreated}
      />
      <RunnerTokenDialog runner={created} onClose={() => setCreated(null)} />
      <DeleteWithReferences />
    </>
  );
}
