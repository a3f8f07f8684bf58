import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

let demo: DemoHarness;
afterEach(() => demo.close());

/** Creates tasks (the runner is off: they wait) until the project has `count`. */
async function fill(pid: number, count: number): Promise<void> {
  const template = demo.app.state.templates.find((t) => t.project_id === pid)!;
  const have = () => demo.app.state.tasks.filter((t) => t.project_id === pid).length;
  while (have() < count) await client().project(pid).tasks.create({ template_id: template.id });
}

describe('dashboard history paging (newer §N5)', () => {
  it('loads 50 at a time with "Load older" on a 2.20 server, then says all are loaded', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    const pid = demo.projectId();
    await fill(pid, 120);
    const { container } = await renderApp(`/project/${pid}/history`);
    expect(await screen.findByRole('status')).toHaveTextContent('50 tasks loaded');
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('100 tasks loaded'));
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('all 120 tasks loaded'),
    );
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
    // The table pages through every task loaded.
    expect(screen.getByText('Rows 1–20 of 120')).toBeVisible();
  });

  it('shows no paging on a 2.10 server (its last 200 tasks)', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    await fill(pid, 5);
    await renderApp(`/project/${pid}/history`);
    await screen.findAllByText(/^#\d+$/);
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
    expect(screen.queryByText(/tasks loaded/)).toBeNull();
  });
});
