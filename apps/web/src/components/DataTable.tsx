import { Table, type TableColumn } from '@semaphore-console/ui';
import type { ReactNode } from 'react';
import { preferences, usePreferences } from '../lib/preferences';
import * as s from './DataTable.css';

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
  /** Alignment of header and cells; default `end` for the `actions` column, else `start`. */
  align?: 'start' | 'center' | 'end';
  /**
   * How the cells' text flows: `name` (default for the `name` column) wraps anywhere, at most
   * three lines, with the full text as the tooltip; `nowrap` keeps one line (dates, short codes);
   * `normal` (default otherwise) leaves it to the table.
   */
  text?: 'name' | 'nowrap' | 'normal';
  /** The full text of a `name` cell as its tooltip, when the cell is more than its text. */
  tooltip?: (row: Row) => string;
}

/** Whether a column's cells read as a name ({@link DataColumn.text}). */
function textOf<Row>(column: DataColumn<Row>): 'name' | 'nowrap' | 'normal' {
  return column.text ?? (column.id === 'name' ? 'name' : 'normal');
}

/**
 * The ui Table's column for a {@link DataColumn}: the actions column aligned to the end (over its
 * right-aligned buttons), a name clamped to three lines with its full text as the tooltip, a
 * `nowrap` column on one line.
 */
export function tableColumn<Row>(column: DataColumn<Row>): TableColumn<Row> {
  const text = textOf(column);
  return {
    id: column.id,
    header: column.header,
    hideable: column.hideable,
    align: column.align ?? (column.id === 'actions' ? 'end' : 'start'),
    className: text === 'nowrap' ? s.noWrap : undefined,
    cell:
      text === 'name'
        ? (row) => {
            const content = column.cell(row);
            const full =
              column.tooltip?.(row) ?? (typeof content === 'string' ? content : undefined);
            return (
              <span className={s.name} title={full}>
                {content}
              </span>
            );
          }
        : column.cell,
  };
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
  /** The content of an expanded row (the ui Table's expand button per row). */
  renderExpanded?: (row: Row) => ReactNode;
}

/**
 * The ui package's `Table` with the shell's conventions: 20 rows per page (spec core §9), the
 * hidden columns remembered per table id in the preferences, actions aligned to the end and names
 * that wrap instead of widening the table ({@link tableColumn}).
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
  renderExpanded,
}: DataTableProps<Row>) {
  const hidden = usePreferences((p) => p.hiddenColumns[tableId]);
  return (
    <Table
      label={label}
      columns={columns.map(tableColumn)}
      rows={rows}
      getRowId={rowKey}
      pageSize={pageSize}
      empty={empty}
      loading={loading}
      renderExpanded={renderExpanded}
      hiddenColumns={hidden ?? []}
      onHiddenColumnsChange={(ids) => preferences.getState().setHiddenColumns(tableId, ids)}
    />
  );
}
