import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedState, startFeed } from '../../server/feed';
import { preferences } from '../../lib/preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { useShellStore } from '../../stores/session';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { TaskLogDialogHost } from './TaskLogDialogHost';
import { useTaskLogStore } from './taskLogStore';
import { fakeLayout, renderWithRouter } from './testUtils';

let demo: DemoHarness;
let projectId: number;
let stopFeed: () => void;
let restoreLayout: () => void;

/** The demo server with its feed open and the capability map read (what the ready app has). */
async function start(options: StartDemoOptions = {}) {
  demo = await startDemo(options);
  projectId = demo.projectId();
  useShellStore.setState({ capabilities: await demo.client.capabilities() });
  stopFeed = startFeed(() => undefined);
  await vi.waitFor(() => expect(feedState()).toBe('open'));
}

/** A Terraform task waiting for confirmation after its plan (API §8.2). */
async function planned(): Promise<number> {
  const template = demo.app.state.templates.find(
    (t) => t.project_id === projectId && t.app === 'terraform' && t.type === '',
  )!;
  const task = await demo.client.project(projectId).tasks.create({ template_id: template.id });
  await vi.waitFor(() =>
    expect(demo.app.state.tasks.find((t) => t.id === task.id)?.status).toBe('waiting_confirmation'),
  );
  return task.id;
}

beforeAll(async () => {
  await import('./TaskLogDialog');
}, 60_000);
beforeEach(() => {
  resetAllStores();
  restoreLayout = fakeLayout();
  preferences.getState().reset();
});
afterEach(() => {
  stopFeed();
  demo.close();
  restoreLayout();
});

const render = (taskId: number) =>
  renderWithRouter(
    <TaskLogDialogHost />,
    `/project/${projectId}/history?t=${taskId}`,
    '/project/:projectId/*',
  );

describe('Reject (newer §N4)', () => {
  it('rejects a task waiting for confirmation on a 2.20 server, after asking', async () => {
    await start({ serverVersion: '2.20' });
    const taskId = await planned();
    const user = userEvent.setup();
    render(taskId);
    await screen.findByRole('button', { name: 'Confirm' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('dialog', { name: `Reject task #${taskId}?` });
    expect(await axeViolations(ask)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    const path = `/api/project/${projectId}/tasks/${taskId}/reject`;
    await vi.waitFor(() =>
      expect(demo.requests.filter((r) => r.method === 'POST' && r.path === path)).toHaveLength(1),
    );
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('offers no Reject on a 2.10 server', async () => {
    await start();
    const taskId = await planned();
    render(taskId);
    await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

describe('the runner in the task log header (newer §N1)', () => {
  it('names the runner that ran the task, and shows no line without one', async () => {
    await start({ serverVersion: '2.20', run: false });
    const task = demo.app.state.tasks.find((t) => t.project_id === projectId)!;
    render(task.id);
    await screen.findByText('Author');
    expect(screen.queryByText('Runner')).toBeNull();
    // `used_runner_name` comes from the template's task list when a runner ran the task.
    act(() => useTaskLogStore.setState({ runnerName: 'runner-eu-1' }));
    const term = await screen.findByText('Runner');
    expect(term.nextElementSibling).toHaveTextContent('runner-eu-1');
  });
});
