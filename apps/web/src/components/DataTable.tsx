import { Table } from '@semaphore-console/ui';
import type { ReactNode } from 'react';
import { preferences, usePreferences } from '../preferences';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** Stable id (used for column visibility). */
  id: string;
  /** Header text (translated). */
  header: string;
  /** The cell of a row. Server text is rendered as text, never as HTML. */
  cell: (row: Row) => ReactNode;
  /** Whether the person may hide the column (default true). */
  hideable?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /**
   * Id of the table for the remembered column visibility (spec core §2 "column-visibility
   * settings (stored locally per table)"), e.g. `'dashboard'`.
   */
  tableId: string;
  /** Accessible name of the table (translated). */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Rows per page; spec core §9: 20. */
  pageSize?: number;
  /** Shown instead of rows when there are none. */
  empty?: ReactNode;
  loading?: boolean;
}

/**
 * The ui package's `Table` with the shell's conventions: 20 rows per page (spec core §9) and the
 * hidden columns remembered per table id in the preferences.
 */
export function DataTable<Row>({
  tableId,
  label,
  columns,
  rows,
  rowKey,
  pageSize = 20,
  empty,
  loading,
}: DataTableProps<Row>) {
  const hidden = usePreferences((p) => p.hiddenColumns[tableId]);
  return (
    <Table
      label={label}
      columns={columns}
      rows={rows}
      getRowId={rowKey}
      pageSize={pageSize}
      empty={empty}
      loading={loading}
      hiddenColumns={hidden ?? []}
      onHiddenColumnsChange={(ids) => preferences.getState().setHiddenColumns(tableId, ids)}
    />
  );
}
