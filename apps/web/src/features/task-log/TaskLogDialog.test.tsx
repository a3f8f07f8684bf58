import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preferences } from '../../preferences';
import { fakeTaskLogApi, task } from './fakeTaskLogApi';
import { provideTaskLogApi } from './taskLogApi';
import { TaskLogDialogHost } from './TaskLogDialogHost';
import { fakeLayout, renderWithRouter } from './testUtils';

let fake: ReturnType<typeof fakeTaskLogApi>;
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout();
  preferences.getState().reset();
  fake = fakeTaskLogApi();
  provideTaskLogApi(fake.api);
});
afterEach(() => restoreLayout());

describe('TaskLogDialogHost', () => {
  it('renders nothing without ?t=', () => {
    renderWithRouter(<TaskLogDialogHost />, '/project/1/history');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the task of ?t= with its details and live log', async () => {
    renderWithRoute('/project/1/history?t=7');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Deploy app' })).toHaveAttribute(
      'href',
      '/project/1/templates/3',
    );
    expect(within(dialog).getByText('Task #7')).toBeInTheDocument();
    expect(within(dialog).getByText('Running')).toBeInTheDocument();
    expect(await within(dialog).findByText('Ada Admin')).toBeInTheDocument();
    expect(within(dialog).getByText('Deploy the fix')).toBeInTheDocument();
    expect(within(dialog).getByText('0123456789')).toBeInTheDocument();
    expect(within(dialog).getByText('Fix the thing')).toBeInTheDocument();
    expect(await within(dialog).findByText('ok: [web-1]')).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Connection: Live' })).toBeInTheDocument();

    act(() => fake.emitLog('fatal: [db-1]: UNREACHABLE'));
    expect(await within(dialog).findByText('fatal: [db-1]: UNREACHABLE')).toBeInTheDocument();
    act(() => fake.setState('reconnecting'));
    expect(
      within(dialog).getByRole('status', { name: 'Connection: Reconnecting…' }),
    ).toBeInTheDocument();
  });

  it('offers Stop while running, Force stop once stopping, then re-run when finished', async () => {
    const user = userEvent.setup();
    renderWithRoute('/project/1/history?t=7');
    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-run' })).toBeNull();
    await user.click(stop);
    expect(fake.api.stop).toHaveBeenCalledWith(1, 7, false);
    act(() => fake.emitUpdate({ status: 'stopping' }));
    await user.click(await screen.findByRole('button', { name: 'Force stop' }));
    expect(fake.api.stop).toHaveBeenLastCalledWith(1, 7, true);
    fake.api.getTask.mockResolvedValue(task({ status: 'stopped', end: '2026-11-22T04:01:00Z' }));
    act(() => fake.emitUpdate({ status: 'stopped', end: '2026-11-22T04:01:00Z' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /stop/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-run' })).toBeInTheDocument();
  });

  it('re-run opens the new task', async () => {
    const user = userEvent.setup();
    fake.api.getTask.mockImplementation(async (_p, id) =>
      task({
        id,
        status: id === 7 ? 'success' : 'waiting',
        end: id === 7 ? '2026-11-22T04:01:00Z' : null,
      }),
    );
    const { router } = renderWithRoute('/project/1/history?t=7');
    await user.click(await screen.findByRole('button', { name: 'Re-run' }));
    await waitFor(() => expect(router.state.location.search).toBe('?t=8'));
    expect(await screen.findByText('Task #8')).toBeInTheDocument();
  });

  it('offers Confirm only waiting for confirmation and posts it', async () => {
    const user = userEvent.setup();
    fake.api.getTask.mockResolvedValue(task({ status: 'waiting_confirmation' }));
    renderWithRoute('/project/1/history?t=7');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(fake.api.confirm).toHaveBeenCalledWith(1, 7);
    expect(screen.getByText('Waiting for confirmation')).toBeInTheDocument();
  });

  it('shows success with a check, error as Failed, and an unknown status as an error', async () => {
    fake.api.getTask.mockResolvedValue(task({ status: 'error', end: '2026-11-22T04:01:00Z' }));
    renderWithRoute('/project/1/history?t=7');
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    act(() => fake.emitUpdate({ status: 'exploded' as never }));
    expect(await screen.findByText('Unknown status: exploded')).toBeInTheDocument();
  });

  it('remembers the fullscreen state and closes by removing ?t=', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRoute('/project/1/history?t=7&x=1#L2');
    await user.click(await screen.findByRole('button', { name: /expand|fullscreen/i }));
    expect(preferences.getState().taskDialogFullscreen).toBe(true);
    await user.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.hash).toBe('');
    expect(fake.listeners()).toBe(0);
  });

  it('has no axe violations', async () => {
    renderWithRoute('/project/1/history?t=7');
    await screen.findByText('ok: [web-1]');
    // The dialog itself (Radix's focus guards outside it are aria-hidden by design).
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});

function renderWithRoute(url: string) {
  return renderWithRouter(<TaskLogDialogHost />, url, '/project/:projectId/*');
}
