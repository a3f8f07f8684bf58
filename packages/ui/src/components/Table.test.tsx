import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiStringsProvider } from '../strings/UiStrings';
import { Table, type TableColumn, type TableProps } from './Table';

interface Task {
  id: number;
  status: string;
  user: string;
}

const columns: TableColumn<Task>[] = [
  { id: 'task', header: 'Task', cell: (t) => `#${t.id}`, hideable: false },
  { id: 'status', header: 'Status', cell: (t) => t.status },
  { id: 'user', header: 'User', cell: (t) => t.user },
];

const tasks = (n: number): Task[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    status: i % 2 ? 'error' : 'success',
    user: `user${i + 1}`,
  }));

/** The Table of these tests: `columns`, rows keyed by their `id`, and what a test adds. */
function TaskTable(props: Omit<TableProps<Task>, 'columns' | 'getRowId'>) {
  return <Table columns={columns} getRowId={(t) => t.id} {...props} />;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a table named by its label with column headers and cells', () => {
    render(<TaskTable label="Last tasks" rows={tasks(3)} />);
    const table = screen.getByRole('table', { name: 'Last tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Task', 'Status', 'User']);
    expect(within(table).getByRole('cell', { name: 'user2' })).toBeInTheDocument();
    expect(screen.getByText('Rows 1–3 of 3')).toBeInTheDocument();
  });

  it('labels each cell after the first (the row title) with its column, for stacked narrow rows', () => {
    render(<TaskTable label="Last tasks" rows={tasks(1)} />);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Status', 'User']);
  });

  it('shows 20 rows per page and pages with Next and Previous', async () => {
    render(<TaskTable label="Tasks" rows={tasks(45)} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Rows 1–20 of 45')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(firstCells()[0]).toBe('#21');
    await userEvent.click(next);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Rows 41–45 of 45')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText('Rows 21–40 of 45')).toBeInTheDocument();
  });

  it('goes back to the last existing page when rows shrink', async () => {
    const { rerender } = render(<TaskTable label="Tasks" rows={tasks(45)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<TaskTable label="Tasks" rows={tasks(30)} />);
    expect(screen.getByText('Rows 21–30 of 30')).toBeInTheDocument();
  });

  it('supports server-side paging with totalRows and a controlled page', async () => {
    const onPageChange = vi.fn();
    render(
      <TaskTable
        label="Activity"
        rows={tasks(20)}
        totalRows={100}
        page={2}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Rows 41–60 of 100')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the empty state, and a delayed progress indicator while loading', () => {
    vi.useFakeTimers();
    const { rerender } = render(<TaskTable label="Users" rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    rerender(<TaskTable label="Users" rows={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    rerender(<TaskTable label="Users" rows={[]} empty="No users yet" />);
    expect(screen.getByRole('cell', { name: 'No users yet' })).toBeInTheDocument();
  });

  it('expands a row to show its details', async () => {
    render(
      <TaskTable
        label="Templates"
        rows={tasks(2)}
        renderExpanded={(t) => <p>Last tasks of #{t.id}</p>}
      />,
    );
    const [expandFirst] = screen.getAllByRole('button', { name: 'Expand row' });
    expect(expandFirst).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expandFirst!);
    expect(screen.getByText('Last tasks of #1')).toBeInTheDocument();
    expect(screen.queryByText('Last tasks of #2')).toBeNull();
    const collapse = screen.getByRole('button', { name: 'Collapse row' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(collapse.getAttribute('aria-controls')!)).toHaveTextContent(
      'Last tasks of #1',
    );
    await userEvent.click(collapse);
    expect(screen.queryByText('Last tasks of #1')).toBeNull();
  });

  it('names expand buttons per row and reports expansion', async () => {
    const onExpanded = vi.fn();
    render(
      <TaskTable
        label="Templates"
        rows={tasks(2)}
        renderExpanded={(t) => <p>Last tasks of #{t.id}</p>}
        expandLabel={(t, open) =>
          open ? `Hide last tasks of #${t.id}` : `Show last tasks of #${t.id}`
        }
        expandColumnLabel="Last tasks"
        onRowExpandedChange={onExpanded}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Last tasks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show last tasks of #2' }));
    expect(onExpanded).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), true);
    await userEvent.click(screen.getByRole('button', { name: 'Hide last tasks of #2' }));
    expect(onExpanded).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), false);
  });

  it('hides columns from the Columns menu (controlled) and keeps the last one', async () => {
    const onChange = vi.fn();
    function Host() {
      const [hidden, setHidden] = useState<string[]>(['user']);
      return (
        <TaskTable
          label="Tasks"
          rows={tasks(1)}
          hiddenColumns={hidden}
          onHiddenColumnsChange={(ids) => {
            setHidden(ids);
            onChange(ids);
          }}
        />
      );
    }
    render(<Host />);
    // The open (modal) menu aria-hides the table, hence hidden: true.
    const headers = () =>
      screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    expect(headers()).toEqual(['Task', 'Status']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // The "Task" column is not hideable, so it is not in the menu.
    expect(screen.getAllByRole('menuitemcheckbox').map((i) => i.textContent)).toEqual([
      'Status',
      'User',
    ]);
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'User' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(headers()).toEqual(['Task', 'Status', 'User']);
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Status' }));
    expect(onChange).toHaveBeenLastCalledWith(['status']);
    expect(headers()).toEqual(['Task', 'User']);
    expect(screen.getByRole('menuitemcheckbox', { name: 'User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('uses the app strings for every text it writes', () => {
    render(
      <UiStringsProvider
        strings={{
          rowsRange: (a, b, n) => `Zeilen ${a}–${b} von ${n}`,
          nextPage: 'Nächste Seite',
          previousPage: 'Vorherige Seite',
          pagination: 'Seiten',
          columns: 'Spalten',
        }}
      >
        <TaskTable label="Aufgaben" rows={tasks(25)} onHiddenColumnsChange={() => {}} />
      </UiStringsProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(nav).getByText('Zeilen 1–20 von 25')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Spalten' })).toBeInTheDocument();
  });

  it('sits in a named scroll region that is a tab stop only when it scrolls sideways', () => {
    render(<TaskTable label="Last tasks" rows={tasks(1)} />);
    const region = screen.getByRole('region', { name: 'Last tasks' });
    expect(region).toContainElement(screen.getByRole('table'));
    expect(region).not.toHaveAttribute('tabindex');

    // A 375 px screen: the table is wider than its container.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => 375,
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get: () => 620,
    });
    try {
      render(<TaskTable label="Wide tasks" rows={tasks(1)} />);
      expect(screen.getByRole('region', { name: 'Wide tasks' })).toHaveAttribute('tabindex', '0');
    } finally {
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
      delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    }
  });

  it('has no axe violations (expandable, paged, with the Columns menu)', async () => {
    const { container } = render(
      <TaskTable
        label="Templates"
        rows={tasks(25)}
        renderExpanded={(t) => <p>details {t.id}</p>}
        hiddenColumns={[]}
        onHiddenColumnsChange={() => {}}
      />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Expand row' })[0]!);
    expect(await axeViolations(container)).toEqual([]);
  });
});
