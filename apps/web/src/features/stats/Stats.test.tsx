import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';
import { rangeStart } from './aggregate';

// The view runs against the demo server in memory, in both dialects: 2.20 counts runs itself
// (`…/stats`, newer §N7), 2.10 has no such route and the console counts the tasks it loads.
let demo: DemoHarness;
afterEach(() => demo.close());

interface Row {
  day: string;
  success: number;
  failed: number;
  stopped: number;
}

/**
 * What the table should hold for the last week, computed here from the demo's own task history:
 * tasks that started on or after the range's first UTC day, by the UTC day of `created`.
 */
function expectedRows(pid: number, templateId?: number, userId?: number): Row[] {
  const first = Date.parse(`${rangeStart('week')}T00:00:00Z`);
  const days = new Map<string, Row>();
  const dayName = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  for (const t of demo.app.state.tasks) {
    if (t.project_id !== pid) continue;
    if (templateId !== undefined && t.template_id !== templateId) continue;
    if (userId !== undefined && t.user_id !== userId) continue;
    if (!t.start || Date.parse(t.start) < first) continue;
    const date = t.created.slice(0, 10);
    const row = days.get(date) ?? { day: date, success: 0, failed: 0, stopped: 0 };
    if (t.status === 'success') row.success++;
    else if (t.status === 'error') row.failed++;
    else if (t.status === 'stopped') row.stopped++;
    else continue;
    days.set(date, row);
  }
  return [...days.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((r) => ({ ...r, day: dayName.format(new Date(`${r.day}T00:00:00Z`)) }));
}

/** The body rows of the "Runs per day" table. */
async function tableRows(): Promise<Row[]> {
  const table = await screen.findByRole('table', { name: 'Runs per day' });
  const [body] = within(table).getAllByRole('rowgroup').slice(1, 2);
  return within(body!)
    .getAllByRole('row')
    .map((row) => {
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => Number(c.textContent));
      return {
        day: within(row).getByRole('rowheader').textContent ?? '',
        success: cells[0] ?? NaN,
        failed: cells[1] ?? NaN,
        stopped: cells[2] ?? NaN,
      };
    });
}

const percentOf = (rows: Row[]) => {
  const runs = rows.reduce((n, r) => n + r.success + r.failed + r.stopped, 0);
  const ok = rows.reduce((n, r) => n + r.success, 0);
  return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
    ok / runs,
  );
};

describe.each(['2.20', '2.10'] as const)('project Stats tab (%s)', (serverVersion) => {
  it('shows runs per day by outcome, the success rate and where the numbers come from', async () => {
    demo = await startDemo({ serverVersion, run: false });
    const pid = demo.projectId();
    await renderApp(`/project/${pid}/stats`);
    expect(await screen.findByRole('link', { name: 'Stats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const expected = expectedRows(pid);
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await tableRows()).toEqual(expected));
    const rate = screen.getByText('Success rate').closest('div')!;
    expect(rate).toHaveTextContent(percentOf(expected));
    expect(screen.getByText('Median duration').closest('div')).toHaveTextContent(
      /Measured runs: \d+/,
    );
    const statsCalls = demo.requests.filter((r) => r.path === `/api/project/${pid}/stats`);
    if (serverVersion === '2.20') {
      expect(screen.getByText(/Counted by the server/)).toBeVisible();
      expect(statsCalls.map((r) => r.search)).toContain(`?start=${rangeStart('week')}`);
    } else {
      expect(
        screen.getByText(/Computed in the browser, as this server does not count runs/),
      ).toBeVisible();
      // Only the probe asked (and got 404).
      expect(statsCalls.map((r) => r.search)).toEqual(['']);
    }
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('filters by user', async () => {
    demo = await startDemo({ serverVersion, run: false });
    const pid = demo.projectId();
    await renderApp(`/project/${pid}/stats`);
    await screen.findByRole('table', { name: 'Runs per day' });
    const member = demo.app.state.users.find((u) => u.username === 'manager')!;
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByRole('option', { name: member.name }));
    const expected = expectedRows(pid, undefined, member.id);
    expect(expected).not.toEqual(expectedRows(pid));
    await waitFor(async () => expect(await tableRows()).toEqual(expected));
  });
});

describe.each(['2.20', '2.10'] as const)('template run statistics (%s)', (serverVersion) => {
  it('opens on the template page with the template’s runs only', async () => {
    demo = await startDemo({ serverVersion, run: false });
    const pid = demo.projectId();
    const template = demo.app.state.templates.find(
      (t) => t.project_id === pid && demo.app.state.tasks.some((k) => k.template_id === t.id),
    )!;
    await renderApp(`/project/${pid}/templates/${template.id}`);
    const toggle = await screen.findByRole('button', { name: 'Show statistics' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide statistics' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const expected = expectedRows(pid, template.id);
    await waitFor(async () => expect(await tableRows()).toEqual(expected), { timeout: 5000 });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
