import { ChevronDown, ChevronLeft, ChevronRight, Columns3 } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useUiStrings } from '../strings/UiStrings';
import { Button, IconButton } from './Button';
import { DelayedProgress } from './DelayedProgress';
import { Menu, MenuCheckboxItem } from './Menu';
import { visuallyHidden } from './shared.css';
import * as s from './Table.css';

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable id; the key in `hiddenColumns`. */
  id: string;
  /** Header content. */
  header: ReactNode;
  /** Name in the Columns menu; default `header` when it is a string, else `id`. */
  menuLabel?: string;
  /** Cell content for a row (text is rendered as text; never pass server text as HTML). */
  cell: (row: Row) => ReactNode;
  /** Can be hidden from the Columns menu (default true). */
  hideable?: boolean;
  /** Text alignment of header and cells (default start; use end for numbers and actions). */
  align?: 'start' | 'center' | 'end';
  /** Class added to this column's header and cells (e.g. a width). */
  className?: string;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  /** Accessible name of the table (a visually hidden caption), e.g. "Last tasks". */
  label: string;
  /** Column definitions, in display order. */
  columns: readonly TableColumn<Row>[];
  /**
   * The rows. Client-side paging (default): all rows, the table shows one page. Server-side
   * paging: give `totalRows` and pass only the current page's rows.
   */
  rows: readonly Row[];
  /** Stable key of a row (e.g. its id). */
  getRowId: (row: Row) => string | number;
  /** Rows per page; default 20 (spec: page size 20). 0 turns paging off. */
  pageSize?: number;
  /** Current page, 0-based (controlled). */
  page?: number;
  /** Called with the new 0-based page. */
  onPageChange?: (page: number) => void;
  /** Total row count for server-side paging; when set, `rows` is the current page only. */
  totalRows?: number;
  /**
   * Loading state: the table is aria-busy; with no rows yet it shows a progress indicator
   * after about 1 s (see DelayedProgress) instead of the empty state.
   */
  loading?: boolean;
  /** Shown when there are no rows (default the `noData` UI string). */
  empty?: ReactNode;
  /**
   * Makes rows expandable: an expand button per row shows this under the row. It is called
   * only while the row is open, so a component rendered here can load its data on mount.
   */
  renderExpanded?: (row: Row) => ReactNode;
  /**
   * Name of a row's expand button, e.g. "Show last tasks of Deploy" / "Hide last tasks of Deploy";
   * default the `expandRow` / `collapseRow` UI strings.
   */
  expandLabel?: (row: Row, expanded: boolean) => string;
  /** Screen-reader header of the expand column; default the `expandRow` UI string. */
  expandColumnLabel?: string;
  /** Called when a row is opened or closed. */
  onRowExpandedChange?: (row: Row, expanded: boolean) => void;
  /** Ids of hidden columns (controlled; the app remembers them per table). */
  hiddenColumns?: readonly string[];
  /**
   * Called with the new hidden column ids. When given, a Columns menu appears in the
   * table's toolbar.
   */
  onHiddenColumnsChange?: (hiddenColumns: string[]) => void;
  /** Extra controls at the left of the toolbar (filters, a New button…). */
  toolbar?: ReactNode;
  className?: string;
}

/**
 * A data table: column definitions, pagination (20 rows per page by default) with a
 * "Rows x–y of z" summary, optional expandable rows, a Columns visibility menu, loading and
 * empty states. Below 600 px (a 375 px phone) each row stacks into a card, its cells labelled by
 * their column names, so name, status and actions stay on screen without sideways scrolling.
 */
export function Table<Row>({
  label,
  columns,
  rows,
  getRowId,
  pageSize = 20,
  page: controlledPage,
  onPageChange,
  totalRows,
  loading = false,
  empty,
  renderExpanded,
  expandLabel,
  expandColumnLabel,
  onRowExpandedChange,
  hiddenColumns = [],
  onHiddenColumnsChange,
  toolbar,
  className,
}: TableProps<Row>) {
  const strings = useUiStrings();
  const baseId = useId();
  const [localPage, setLocalPage] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(new Set());
  // The scroll region is a tab stop only while it actually scrolls sideways (keyboard users can
  // then scroll it with the arrow keys); otherwise it would be a useless extra stop.
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const serverPaged = totalRows !== undefined;
  const total = serverPaged ? totalRows : rows.length;
  const paged = pageSize > 0;
  const pageCount = paged ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const requestedPage = controlledPage ?? localPage;
  const page = Math.min(Math.max(0, requestedPage), pageCount - 1);

  // Rows shrank (deleted, filtered): step back to the last page that exists.
  useEffect(() => {
    if (requestedPage !== page) {
      if (controlledPage === undefined) setLocalPage(page);
      else onPageChange?.(page);
    }
  }, [requestedPage, page, controlledPage, onPageChange]);

  const setPage = (next: number) => {
    if (controlledPage === undefined) setLocalPage(next);
    onPageChange?.(next);
  };

  const visibleColumns = columns.filter((column) => !hiddenColumns.includes(column.id));
  const pageRows =
    paged && !serverPaged ? rows.slice(page * pageSize, (page + 1) * pageSize) : rows;
  const from = total === 0 ? 0 : paged ? page * pageSize + 1 : 1;
  const to = paged ? Math.min(total, (page + 1) * pageSize) : total;
  const columnCount = visibleColumns.length + (renderExpanded ? 1 : 0);
  // The column names a stacked row shows beside its values (narrow screens; not the first column,
  // which is the row's title).
  const cellLabel = (column: TableColumn<Row>, index: number): string | undefined =>
    index === 0
      ? undefined
      : (column.menuLabel ?? (typeof column.header === 'string' ? column.header : undefined));

  const toggleRow = (row: Row, id: string | number) => {
    const open = !expanded.has(id);
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
    onRowExpandedChange?.(row, open);
  };

  const hideable = columns.filter((column) => column.hideable !== false);
  const shownHideable = hideable.filter((column) => !hiddenColumns.includes(column.id));
  const columnMenu = onHiddenColumnsChange ? (
    <Menu
      align="end"
      trigger={
        <Button size="sm" variant="ghost" icon={<Columns3 aria-hidden />}>
          {strings.columns}
        </Button>
      }
    >
      {hideable.map((column) => {
        const shown = !hiddenColumns.includes(column.id);
        return (
          <MenuCheckboxItem
            key={column.id}
            checked={shown}
            // Keep at least one column.
            disabled={shown && shownHideable.length === 1}
            onCheckedChange={(checked) =>
              onHiddenColumnsChange(
                checked
                  ? hiddenColumns.filter((id) => id !== column.id)
                  : [...hiddenColumns.filter((id) => id !== column.id), column.id],
              )
            }
          >
            {column.menuLabel ?? (typeof column.header === 'string' ? column.header : column.id)}
          </MenuCheckboxItem>
        );
      })}
    </Menu>
  ) : null;

  let body: ReactNode;
  if (pageRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={s.messageCell}>
          {loading ? <DelayedProgress showLabel /> : (empty ?? strings.noData)}
        </td>
      </tr>
    );
  } else {
    body = pageRows.map((row) => {
      const id = getRowId(row);
      const isOpen = renderExpanded !== undefined && expanded.has(id);
      const detailId = `${baseId}-detail-${id}`;
      return (
        <Fragment key={id}>
          <tr className={s.row}>
            {renderExpanded ? (
              <td className={`${s.td} ${s.expandCell} ${s.stackedFixed}`}>
                <IconButton
                  size="sm"
                  label={
                    expandLabel
                      ? expandLabel(row, isOpen)
                      : isOpen
                        ? strings.collapseRow
                        : strings.expandRow
                  }
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? detailId : undefined}
                  icon={isOpen ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                  onClick={() => toggleRow(row, id)}
                />
              </td>
            ) : null}
            {visibleColumns.map((column, index) => (
              <td
                key={column.id}
                data-label={cellLabel(column, index)}
                className={[s.td, s.align[column.align ?? 'start'], column.className]
                  .filter(Boolean)
                  .join(' ')}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
          {isOpen ? (
            <tr id={detailId}>
              <td colSpan={columnCount} className={s.detailCell}>
                {renderExpanded(row)}
              </td>
            </tr>
          ) : null}
        </Fragment>
      );
    });
  }

  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      {toolbar || columnMenu ? (
        <div className={s.toolbar}>
          {toolbar ? <div className={s.toolbarStart}>{toolbar}</div> : null}
          {columnMenu}
        </div>
      ) : null}
      {loading && pageRows.length > 0 ? <DelayedProgress variant="bar" /> : null}
      <div
        ref={scrollRef}
        className={s.scroll}
        role="region"
        aria-labelledby={`${baseId}-caption`}
        tabIndex={scrollable ? 0 : undefined}
      >
        <table className={`${s.table} ${s.stacked}`} aria-busy={loading || undefined}>
          <caption id={`${baseId}-caption`} className={visuallyHidden}>
            {label}
          </caption>
          <thead>
            <tr>
              {renderExpanded ? (
                <th scope="col" className={`${s.th} ${s.expandCell}`}>
                  <span className={visuallyHidden}>{expandColumnLabel ?? strings.expandRow}</span>
                </th>
              ) : null}
              {visibleColumns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={[s.th, s.align[column.align ?? 'start'], column.className]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {paged && total > 0 ? (
        <nav className={s.footer} aria-label={strings.pagination}>
          <span className={s.range} aria-live="polite">
            {strings.rowsRange(from, to, total)}
          </span>
          <IconButton
            size="sm"
            label={strings.previousPage}
            icon={<ChevronLeft aria-hidden />}
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          />
          <IconButton
            size="sm"
            label={strings.nextPage}
            icon={<ChevronRight aria-hidden />}
            disabled={page >= pageCount - 1}
            onClick={() => setPage(page + 1)}
          />
        </nav>
      ) : null}
    </div>
  );
}
