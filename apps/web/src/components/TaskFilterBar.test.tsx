import type { TaskWithTpl } from '@semaphore-console/api-client';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../stores/createAppStore';
import { renderAt } from '../test/render';
import { useTaskFilterBar } from './TaskFilterBar';
import { taskWithTplFixture } from '../test/tasks';

const task = (id: number, fields: Partial<TaskWithTpl>): TaskWithTpl =>
  taskWithTplFixture(id, { created: new Date().toISOString(), ...fields });

const tasks = [
  task(1, { message: 'hotfix login' }),
  task(2, { status: 'error', user_id: 2, user_name: 'Rita Runner' }),
  task(3, { status: 'error', message: 'hotfix cache' }),
];

function Screen() {
  const { rows, bar } = useTaskFilterBar(tasks, { statusLabel: (s) => s.toUpperCase() });
  return (
    <>
      {bar}
      <ul aria-label="Shown">
        {rows.map((r) => (
          <li key={r.id}>#{r.id}</li>
        ))}
      </ul>
    </>
  );
}

beforeEach(() => resetAllStores());

describe('task filter bar', () => {
  it('reads the URL, toggles statuses with counts, and clears', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt(<Screen />, { path: '/?status=error&t=5' });
    const shown = screen.getByRole('list', { name: 'Shown' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#2', '#3']);
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getByRole('button', { name: 'ERROR 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(statuses).getByRole('button', { name: 'SUCCESS 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?t=5&status=success%2Cerror'));
    await waitFor(() => expect(within(shown).getAllByRole('listitem')).toHaveLength(3));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?t=5'));
  });

  it('searches what is typed and writes it to the URL once typing pauses', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderAt(<Screen />, { path: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search message, version or commit' });
    await user.type(search, 'hotfix cache');
    expect(search).toHaveValue('hotfix cache');
    await waitFor(() => expect(router.state.location.search).toBe('?q=hotfix+cache'));
    const shown = screen.getByRole('list', { name: 'Shown' });
    await waitFor(() =>
      expect(
        within(shown)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['#3']),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Filtering the last 3 tasks: 1 match.');
  });
});
