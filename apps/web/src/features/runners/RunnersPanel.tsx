import { useLingui } from '@lingui/react/macro';
import type { Runner } from '@semaphore-console/api-client';
import { IconButton, Switch, VisuallyHidden } from '@semaphore-console/ui';
import { Pencil, Server, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { DataColumn } from '../../components/DataTable';
import { useDeleteFlow } from '../../components/deleteFlow';
import { ResourceList } from '../../components/ResourceList';
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
 * The runners screen of one scope on the one list frame (`ResourceList`, spec resources §2
 * "Runners"): columns active switch (posted at once), name (dash if empty), webhook (dash if
 * empty), max parallel tasks (∞ when 0 or empty), actions (disabled, not hidden, without the
 * right); 20 per page; the runner dialog, the one-time token dialog after a create, and a delete
 * confirmation. New runner stays beside the heading, disabled where runners cannot work (`usable`
 * false, or no runners endpoint for the scope).
 *
 * @param scope - `null` for the global runners, a project id for a project's.
 * @param canManage - whether the person may create, edit, toggle and delete.
 * @param heading - the screen's heading (default an h1 "Runners").
 * @param usable - whether the server can use new runners of the scope (remote runners on, the
 *   project runners feature present); the screen says why when not. Default true.
 * @param emptyText - the empty list's text when `usable` is false.
 * @param notice - what the server does not support, below the heading.
 * @param top - content above the heading (the project tabs).
 */
export function RunnersPanel({
  scope,
  canManage,
  heading,
  usable = true,
  emptyText,
  notice,
  top,
}: {
  scope: RunnerScope;
  canManage: boolean;
  heading?: ReactNode;
  usable?: boolean;
  emptyText?: string;
  notice?: ReactNode;
  top?: ReactNode;
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
    <ResourceList
      title={t`Runners`}
      heading={heading}
      top={top}
      notice={notice}
      tableId={RUNNERS_TABLE_ID}
      columns={columns}
      rows={current ? runners : []}
      rowKey={(runner) => runner.id}
      pageSize={RUNNERS_PAGE_SIZE}
      loading={loading && !loaded}
      // Where runners cannot work the screen says why; a refused list is no news then.
      error={usable ? error : null}
      onRetry={() => void load(scope)}
      canManage={canManage}
      newLabel={t`New runner`}
      onNew={() => setEditing(null)}
      newWhenNotAllowed="disabled"
      newDisabled={!usable || unavailable}
      newAlwaysInHeader
      emptyTitle={
        unavailable
          ? t`This server has no project runners.`
          : !usable && emptyText
            ? emptyText
            : t`No runners yet.`
      }
      emptyDescription={t`A runner is a machine of its own that runs this server's tasks.`}
      emptyIcon={<Server size={40} />}
    >
      <RunnerDialog
        runner={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onCreated={setCreated}
      />
      <RunnerTokenDialog runner={created} onClose={() => setCreated(null)} />
    </ResourceList>
  );
}
