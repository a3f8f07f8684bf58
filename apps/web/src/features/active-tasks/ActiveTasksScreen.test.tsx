import type { ActiveTask } from '@semaphore-console/api-client';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { ACTIVE_TASKS_REFRESH_MS } from './activeTasksStore';
import { startDemo, type DemoHarness } from '../../test/demo';

// The screens run against the demo server in memory (calls and live feed).
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

/** Active tasks in the seeded projects 1 (Acme Web Platform) and 2 (Infrastructure). */
const tasks = [
  { task_id: 11, project_id: 1, status: 'waiting', location: 'queue' },
  {
    task_id: 12,
    project_id: 2,
    status: 'running',
    location: 'running',
    runner_id: 4,
    username: 'ci',
  },
  { task_id: 13, project_id: 1, status: 'running', location: 'running' },
] satisfies ActiveTask[];

/**
 * Answers `GET /api/tasks` with `tasks` in front of the demo server: a remote runner's job
 * (`runner_id`, `username`) is a shape the demo server cannot produce. Every other request goes
 * to the demo server.
 */
function listing(list: readonly ActiveTask[] = tasks) {
  const handle = demo.app.fetch;
  demo.app.fetch = async (request) => {
    const response = await handle(request);
    const { pathname } = new URL(request.url);
    return request.method === 'GET' && pathname === '/api/tasks' ? Response.json(list) : response;
  };
}

/** A task queued on the demo server (its runner is off), as the admin. */
async function queuedTask(): Promise<number> {
  const projectId = demo.projectId();
  const template = demo.app.state.templates.find((t) => t.project_id === projectId);
  if (!template) throw new Error('no seeded template');
  return (await demo.client.project(projectId).tasks.create({ template_id: template.id })).id;
}

const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);

afterEach(() => vi.useRealTimers());

describe('Active tasks screen', () => {
  it('lists the tasks with links, user, status and location', async () => {
    listing();
    const { container } = await renderApp('/tasks');
    const table = await screen.findByRole('table', { name: 'Active tasks' });
    expect(await within(table).findByRole('link', { name: 'Task #11' })).toHaveAttribute(
      'href',
      '/project/1?t=11',
    );
    expect(within(table).getByRole('link', { name: 'Infrastructure' })).toHaveAttribute(
      'href',
      '/project/2',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Queue')).toBeVisible();
    expect(within(rows[1]!).getByText('Runner #4')).toBeVisible();
    expect(within(rows[1]!).getByText('ci')).toBeVisible();
    expect(within(rows[2]!).getByText('Local Running')).toBeVisible();
    expect(within(rows[2]!).getByText('Running')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stops a task', async () => {
    const taskId = await queuedTask();
    await renderApp('/tasks');
    await userEvent.click(await screen.findByRole('button', { name: `Stop task #${taskId}` }));
    await waitFor(() => expect(sent('DELETE', `/api/tasks/${taskId}`)).toHaveLength(1));
    // The list is reloaded: the runner is off, so the task now waits in `stopping`.
    expect(await screen.findByRole('button', { name: `Force stop task #${taskId}` })).toBeVisible();
  });

  it('offers Force stop for a task that is stopping', async () => {
    const taskId = await queuedTask();
    const projectId = demo.projectId();
    // Without the runner the stopped task stays `stopping` (API §8.2).
    await demo.client.project(projectId).tasks.stop(taskId, { force: false });
    await renderApp('/tasks');
    await userEvent.click(
      await screen.findByRole('button', { name: `Force stop task #${taskId}` }),
    );
    await waitFor(() =>
      expect(
        sent('POST', `/api/project/${projectId}/tasks/${taskId}/stop`).map((r) =>
          JSON.parse(r.body),
        ),
      ).toEqual([{ force: false }, { force: true }]),
    );
  });

  it('reloads every 10 s and on a websocket update', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const taskId = await queuedTask();
    await renderApp('/tasks');
    await screen.findByRole('link', { name: `Task #${taskId}` });
    const calls = sent('GET', '/api/tasks').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACTIVE_TASKS_REFRESH_MS);
    });
    expect(sent('GET', '/api/tasks')).toHaveLength(calls + 1);
    // The runner takes the queued task and finishes it: its `update` messages (API §7.3) reload
    // the list, well before the next 10 s refresh.
    demo.app.start();
    await waitFor(() => expect(screen.queryByRole('link', { name: `Task #${taskId}` })).toBeNull());
    expect(sent('GET', '/api/tasks').length).toBeGreaterThan(calls + 1);
  });

  it('refuses non-admins without calling the server', async () => {
    await demo.signIn('owner');
    await renderApp('/tasks');
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeVisible();
    expect(sent('GET', '/api/tasks')).toHaveLength(0);
  });
});
