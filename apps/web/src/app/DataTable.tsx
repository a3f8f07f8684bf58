import { Trans, useLingui } from '@lingui/react/macro';
import { IconButton } from '@semaphore-console/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import * as s from './DataTable.css';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** Stable id (used for column visibility). */
  id: string;
  /** Header text (translated). */
  header: string;
  /** The cell of a row. Server text is rendered as text, never as HTML. */
  cell: (row: Row) => ReactNode;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
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
 * A paginated table (20 rows per page, spec core §9) for the shell's lists: dashboard, activity,
 * users. Goes back to the first page when the rows are replaced by fewer.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  pageSize = 20,
  empty,
  loading,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  useEffect(() => {
    if (page > pages - 1) setPage(pages - 1);
  }, [page, pages]);
  const from = rows.length === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(rows.length, (page + 1) * pageSize);
  const total = rows.length;
  const visible = rows.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <div className={s.wrap}>
      <div className={s.scroll}>
        <table className={s.table} aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={s.th}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)} className={s.tr}>
                {columns.map((c) => (
                  <td key={c.id} className={s.td}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={s.emptyCell}>
                  {loading ? <Trans>Loading</Trans> : (empty ?? <Trans>No data</Trans>)}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <nav className={s.pager} aria-label={t`Pagination`}>
        <span className={s.range}>
          <Trans>
            Rows {from}–{to} of {total}
          </Trans>
        </span>
        <IconButton
          label={t`Previous page`}
          icon={<ChevronLeft aria-hidden />}
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
        />
        <IconButton
          label={t`Next page`}
          icon={<ChevronRight aria-hidden />}
          disabled={page >= pages - 1}
          onClick={() => setPage(page + 1)}
        />
      </nav>
    </div>
  );
}
