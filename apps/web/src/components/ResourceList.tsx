import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, IconButton } from '@semaphore-console/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import * as s from './ResourceList.css';
import { DataTable, type DataColumn } from './DataTable';
import { DeleteWithReferences } from './DeleteWithReferences';
import { useDeleteFlow, type DeleteTarget } from './deleteFlow';

/** Props of {@link ResourceList}. */
export interface ResourceListProps<Row> {
  /** Screen title, e.g. "Inventory" (translated). */
  title: string;
  /** Id of the table for remembered column visibility, e.g. `'inventory'`. */
  tableId: string;
  /** Columns of the list's DataTable (unused with `body`). */
  columns?: DataColumn<Row>[];
  /** The rows; with none (and no load or failure under way) the empty state shows instead. */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Rows per page (default 20, spec core §9; 0 = one page). */
  pageSize?: number;
  /** Loading the list (first load shows the table's progress). */
  loading: boolean;
  /** Text of the failed load, shown in a red alert with Retry. */
  error: string | null;
  /**
   * Loads the screen's data again: Retry calls it, and so does the return of the server after a
   * feed drop or an outage (spec core §4).
   */
  onRetry: () => void;
  /** Whether the person may create, edit and delete (spec resources §6). */
  canManage: boolean;
  /** Text of the New button, e.g. "New inventory" (translated). */
  newLabel: string;
  onNew: () => void;
  /**
   * Wraps the New button (header and empty state), e.g. as the trigger of a menu of the kinds to
   * create; `onNew` then is the button's own click.
   */
  renderNew?: (button: ReactElement) => ReactNode;
  /**
   * The New button without `canManage` (or with `newDisabled`): left out (default) or shown
   * disabled, where the spec shows it so (site lists that a non-admin may read).
   */
  newWhenNotAllowed?: 'hidden' | 'disabled';
  /** Disables New although the person may manage: the server cannot take a new one. */
  newDisabled?: boolean;
  /**
   * Keeps New in the header whatever the rows (also while loading and when empty, where the empty
   * state then has no button of its own). Default: in the header beside rows, else in the empty
   * state.
   */
  newAlwaysInHeader?: boolean;
  /** The heading instead of an h1 of `title` (e.g. an h2 below the project tabs). */
  heading?: ReactNode;
  /** Accessible name of the table; default `title`. */
  tableLabel?: string;
  /** The content of an expanded row; the table then has an expand button per row. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Empty state: what the resource is for (spec resources §1). */
  emptyTitle: string;
  emptyDescription: string;
  emptyIcon?: ReactNode;
  /** Row actions; left out without `canManage`. */
  editLabel?: (row: Row) => string;
  onEdit?: (row: Row) => void;
  deleteLabel?: (row: Row) => string;
  /**
   * What a row's Delete hands to the one delete flow (refs check, confirmation, the call; spec
   * resources §4), e.g. `(row) => store.deleteTarget(projectId, row)`.
   */
  deleteTarget?: (row: Row) => DeleteTarget;
  /** More header content (e.g. Leave project). */
  headerExtra?: ReactNode;
  /** A notice between the header and the list (what the server does or does not support). */
  notice?: ReactNode;
  /**
   * The list drawn instead of the DataTable (e.g. a virtualised table with expandable rows); the
   * frame still gives the header, notice, failure with Retry and the empty state.
   */
  body?: ReactNode;
  /** Content above the header (e.g. the project tabs of a tab's screen). */
  top?: ReactNode;
  /** Dialogs of the screen. */
  children?: ReactNode;
}

/**
 * The frame every resource list shares (spec resources §2 "Resource lists and dialogs"): title with
 * New, a notice, a 20-per-page table whose edit and delete row actions appear only with
 * `canManage` (a screen with other row actions gives its own `actions` column), an empty state
 * saying what the resource is for (icon, sentence, New), loading and error states with Retry, the
 * reload after an outage, and the one delete flow's dialogs.
 */
export function ResourceList<Row>({
  title,
  tableId,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  canManage,
  newLabel,
  onNew,
  renderNew,
  newWhenNotAllowed = 'hidden',
  newDisabled = false,
  newAlwaysInHeader = false,
  heading,
  tableLabel,
  renderExpanded,
  pageSize,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  editLabel,
  onEdit,
  deleteLabel,
  deleteTarget,
  headerExtra,
  notice,
  body,
  top,
  children,
}: ResourceListProps<Row>) {
  const { t } = useLingui();
  const all: DataColumn<Row>[] = [...(columns ?? [])];
  if (canManage && (onEdit || deleteTarget)) {
    all.push({
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (row) => (
        <div className={s.actions}>
          {onEdit && editLabel ? (
            <IconButton
              label={editLabel(row)}
              icon={<Pencil aria-hidden />}
              onClick={() => onEdit(row)}
            />
          ) : null}
          {deleteTarget && deleteLabel ? (
            <IconButton
              label={deleteLabel(row)}
              icon={<Trash2 aria-hidden />}
              onClick={() => void useDeleteFlow.getState().requestDelete(deleteTarget(row))}
            />
          ) : null}
        </div>
      ),
    });
  }
  const button =
    canManage || newWhenNotAllowed === 'disabled' ? (
      <Button
        variant="primary"
        icon={<Plus aria-hidden size={16} />}
        disabled={!canManage || newDisabled}
        onClick={onNew}
      >
        {newLabel}
      </Button>
    ) : null;
  const newButton = button && renderNew ? renderNew(button) : button;
  const empty = !loading && !error && rows.length === 0;
  return (
    <div className={s.page}>
      {top}
      <div className={s.header}>
        {heading ?? <h1 className={s.title}>{title}</h1>}
        {headerExtra}
        {rows.length > 0 || newAlwaysInHeader ? newButton : null}
      </div>
      {notice}
      {error ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" onClick={onRetry}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      {empty ? (
        <EmptyState
          title={emptyTitle}
          description={emptyDescription}
          icon={emptyIcon}
          action={newAlwaysInHeader ? undefined : newButton}
        />
      ) : body !== undefined ? (
        body
      ) : (
        <DataTable
          tableId={tableId}
          label={tableLabel ?? title}
          columns={all}
          rows={rows}
          rowKey={rowKey}
          pageSize={pageSize}
          loading={loading}
          renderExpanded={renderExpanded}
        />
      )}
      {children}
      <DeleteWithReferences />
    </div>
  );
}
