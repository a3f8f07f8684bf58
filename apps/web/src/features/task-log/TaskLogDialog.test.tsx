import type { Task, TemplateInput } from '@semaphore-console/api-client';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedState, feedSubscribers, startFeed } from '../../server/feed';
import { preferences } from '../../lib/preferences';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { TaskLogDialogHost } from './TaskLogDialogHost';
import { useTaskLogStore } from './taskLogStore';
import { fakeLayout, renderWithRouter } from './testUtils';

let demo: DemoHarness;
let projectId: number;
let stopFeed: () => void;
let restoreLayout: () => void;

/** A demo server in memory with its feed open (what the app has once it is ready). */
async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ faults: true, ...options });
  projectId = demo.projectId();
  stopFeed = startFeed(() => undefined);
  await vi.waitFor(() => expect(feedState()).toBe('open'));
}

// The host loads the dialog lazily (spec core §2); load the module once up front so each test
// waits only for the dialog, not for the first transform of its module graph.
beforeAll(async () => {
  await import('./TaskLogDialog');
}, 60_000);

beforeEach(() => {
  restoreLayout = fakeLayout();
  preferences.getState().reset();
});
afterEach(() => {
  stopFeed();
  demo.close();
  restoreLayout();
});

/** The project's first plain task template (not build or deploy) of `app`. */
function template(app = 'ansible') {
  const found = demo.app.state.templates.find(
    (t) => t.project_id === projectId && t.app === app && t.type === '',
  );
  if (!found) throw new Error(`no seeded ${app} template`);
  return found;
}

/**
 * A task of the demo's synthetic runner (COMMON.md): with `linesPerSecond` it runs (printing one
 * line each 1/rate s), without it it is created finished with `lines` lines.
 */
async function syntheticTask(lines: number, linesPerSecond?: number): Promise<Task> {
  const response = await demo.transport.fetch(
    `${demo.transport.origin}/api/demo/project/${projectId}/tasks/synthetic`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        template_id: template().id,
        lines,
        lines_per_second: linesPerSecond,
      }),
    },
  );
  return (await response.json()) as Task;
}

/** Requests of this test's task (`suffix` after `…/tasks/{id}`). */
function sent(taskId: number, suffix: string) {
  const path = `/api/project/${projectId}/tasks/${taskId}${suffix}`;
  return demo.requests.filter((r) => r.method === 'POST' && r.path === path);
}

function renderWithRoute(url: string) {
  return renderWithRouter(<TaskLogDialogHost />, url, '/project/:projectId/*');
}

describe('TaskLogDialogHost', () => {
  it('renders nothing without ?t=', async () => {
    await start();
    renderWithRouter(<TaskLogDialogHost />, `/project/${projectId}/history`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the task of ?t= with its details and live log', async () => {
    await start();
    const task = await syntheticTask(100_000, 10);
    renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: template().name })).toHaveAttribute(
      'href',
      `/project/${projectId}/templates/${template().id}`,
    );
    expect(within(dialog).getByText(`Task #${task.id}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Running')).toBeInTheDocument();
    const admin = demo.app.state.users.find((u) => u.username === 'admin');
    expect(await within(dialog).findByText(admin?.name ?? '?')).toBeInTheDocument();
    expect(within(dialog).getByText(task.message)).toBeInTheDocument();
    // The first line is green (ANSI), shown without its escapes.
    expect(
      await within(dialog).findByText(/^ok: \[web-0\.prod\.example\.com\] => \[000001\]/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Connection: Live' })).toBeInTheDocument();

    // Later lines arrive over the websocket: the output is not fetched again.
    const outputReads = () =>
      demo.requests.filter((r) => r.path === `/api/project/${projectId}/tasks/${task.id}/output`);
    expect(outputReads()).toHaveLength(1);
    expect(
      await within(dialog).findByText(/^\[000014\] synthetic output line/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(outputReads()).toHaveLength(1);
    act(() => demo.transport.dropSockets());
    expect(
      within(dialog).getByRole('status', { name: 'Connection: Reconnecting…' }),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('status', { name: 'Connection: Live' }),
    ).toBeInTheDocument();
  });

  it("asks for the task before its output (the task's details are drawn before the lines)", async () => {
    await start();
    const task = await syntheticTask(50);
    renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/^\[000050\] synthetic output line/),
    ).toBeInTheDocument();
    const reads = demo.requests
      .filter((r) => r.method === 'GET')
      .map((r) => r.path)
      .filter((path) => path.startsWith(`/api/project/${projectId}/tasks/${task.id}`));
    const taskPath = `/api/project/${projectId}/tasks/${task.id}`;
    expect(reads.indexOf(taskPath)).toBeGreaterThanOrEqual(0);
    expect(reads.indexOf(taskPath)).toBeLessThan(reads.indexOf(`${taskPath}/output`));
  });

  it('shows the commit hash (10 characters) and the commit message', async () => {
    await start({ run: false });
    const task = demo.app.state.tasks.find((t) => t.project_id === projectId && t.commit_hash);
    if (!task?.commit_hash) throw new Error('no seeded task with a commit');
    renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(task.commit_hash.slice(0, 10))).toBeInTheDocument();
    expect(within(dialog).getByText(task.commit_message)).toBeInTheDocument();
    // A finished task has no live indicator, whatever the socket does.
    expect(task.end).not.toBeNull();
    expect(await within(dialog).findByText('Task #' + task.id)).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: /^Connection:/ })).toBeNull();
  });

  it('offers Stop while running, Force stop once stopping, then re-run when finished', async () => {
    // A stopped process takes one "line" to die: long enough to see `stopping`.
    await start({ timing: { lineMs: 60_000 } });
    const task = await syntheticTask(100_000, 4);
    const user = userEvent.setup();
    renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-run' })).toBeNull();
    await user.click(stop);
    await vi.waitFor(() =>
      expect(sent(task.id, '/stop').map((r) => JSON.parse(r.body))).toEqual([{ force: false }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Force stop' }));
    await vi.waitFor(() =>
      expect(sent(task.id, '/stop').map((r) => JSON.parse(r.body))).toEqual([
        { force: false },
        { force: true },
      ]),
    );
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /stop/i })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Re-run' })).toBeInTheDocument();
  });

  it('re-run opens the new task', async () => {
    await start({ run: false });
    const task = await syntheticTask(3);
    const user = userEvent.setup();
    const { router } = renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    await user.click(await screen.findByRole('button', { name: 'Re-run' }));
    const rerun = demo.app.state.tasks.at(-1);
    expect(rerun?.id).not.toBe(task.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?t=${rerun?.id}`));
    expect(await screen.findByText(`Task #${rerun?.id}`)).toBeInTheDocument();
  });

  it('offers Confirm only waiting for confirmation and posts it', async () => {
    await start();
    // A Terraform task stops at `waiting_confirmation` after its plan (API §8.2).
    const task = await demo.client
      .project(projectId)
      .tasks.create({ template_id: template('terraform').id });
    await vi.waitFor(() =>
      expect(demo.app.state.tasks.find((t) => t.id === task.id)?.status).toBe(
        'waiting_confirmation',
      ),
    );
    const user = userEvent.setup();
    renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.getByText('Waiting for confirmation')).toBeInTheDocument();
    await user.click(confirm);
    await vi.waitFor(() => expect(sent(task.id, '/confirm')).toHaveLength(1));
    // The apply runs and the task ends.
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows success with a check, error as Failed, and an unknown status as an error', async () => {
    await start({ run: false });
    const failed = demo.app.state.tasks.find(
      (t) => t.project_id === projectId && t.status === 'error',
    );
    renderWithRoute(`/project/${projectId}/history?t=${failed?.id}`);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    // The feed rejects an unknown status today (spec core §4), so the store is given one directly.
    act(() =>
      useTaskLogStore.setState((s) => {
        if (s.task) s.task.status = 'exploded' as never;
      }),
    );
    expect(await screen.findByText('Unknown status: exploded')).toBeInTheDocument();
  });

  it('offers "Follow new lines" after a search only while the task runs', async () => {
    await start({ run: false });
    const user = userEvent.setup();
    // A finished log: a search leaves the end, and nothing new will come to follow.
    const finished = await syntheticTask(30);
    const { unmount } = renderWithRoute(`/project/${projectId}/history?t=${finished.id}`);
    await screen.findByRole('link', { name: 'Line 30' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), '[[000003]');
    expect(await screen.findByText('1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Line 3' })).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('button', { name: 'Follow new lines' })).toBeNull();
    unmount();

    // A running task: the same search offers to follow its new lines again.
    const running = await syntheticTask(3000, 20);
    renderWithRoute(`/project/${projectId}/history?t=${running.id}`);
    await screen.findByRole('link', { name: 'Line 3' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), '[[000003]');
    expect(await screen.findByText('1 of 1')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow new lines' })).toBeInTheDocument();
  });

  it('remembers the fullscreen state and closes by removing ?t=', async () => {
    await start({ run: false });
    const task = await syntheticTask(3);
    const subscribers = feedSubscribers();
    const user = userEvent.setup();
    const { router } = renderWithRoute(`/project/${projectId}/history?t=${task.id}&x=1#L2`);
    await user.click(await screen.findByRole('button', { name: /expand|fullscreen/i }));
    expect(preferences.getState().taskDialogFullscreen).toBe(true);
    expect(feedSubscribers()).toBeGreaterThan(subscribers);
    await user.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.hash).toBe('');
    expect(feedSubscribers()).toBe(subscribers);
  });

  it('has no axe violations', async () => {
    await start({ run: false });
    const task = await syntheticTask(3);
    renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    await screen.findByText(/^\[000002\] synthetic output line/);
    // The dialog itself (Radix's focus guards outside it are aria-hidden by design).
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});

describe('re-run after the survey changed (newer §N4)', () => {
  /** A finished task of a new surveyed template whose survey then changes. */
  async function taskOfChangedSurvey(): Promise<{ task: Task; templateId: number }> {
    const project = demo.client.project(projectId);
    const seeded = template();
    const survey = (names: Array<[string, string]>) =>
      names.map(([name, type]) => ({ name, title: name, type })) as TemplateInput['survey_vars'];
    const input: TemplateInput = {
      name: 'Surveyed',
      app: 'ansible',
      playbook: 'site.yml',
      repository_id: seeded.repository_id,
      inventory_id: seeded.inventory_id,
      survey_vars: survey([
        ['region', ''],
        ['token', ''],
        ['old', ''],
      ]),
    };
    const { id } = await project.templates.create(input);
    const task = await project.tasks.create({
      template_id: id,
      environment: JSON.stringify({ region: 'eu', token: 't', old: 'x' }),
      dry_run: true,
      params: { dry_run: true },
    });
    await project.tasks.stop(task.id, { force: true });
    // Since then: `old` is gone and `token` became a secret.
    await project.templates.update(id, {
      ...input,
      survey_vars: survey([
        ['region', ''],
        ['token', 'secret'],
      ]),
    });
    return { task, templateId: id };
  }

  it('sends only what the survey declares now, the secret in `secret`, and is accepted', async () => {
    await start({ run: false, serverVersion: '2.20' });
    const { task, templateId } = await taskOfChangedSurvey();
    const user = userEvent.setup();
    const { router } = renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    await user.click(await screen.findByRole('button', { name: 'Re-run' }));
    await waitFor(() => expect(demo.app.state.tasks.at(-1)?.id).not.toBe(task.id));
    const rerun = demo.app.state.tasks.at(-1)!;
    expect(rerun.template_id).toBe(templateId);
    const body = JSON.parse(
      demo.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/tasks')).at(-1)!.body,
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      environment: JSON.stringify({ region: 'eu' }),
      secret: JSON.stringify({ token: 't' }),
      params: { dry_run: true },
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?t=${rerun.id}`));
    expect(await demo.client.project(projectId).tasks.get(rerun.id)).toMatchObject({
      dry_run: true,
    });
  });

  it('shows the server’s reason in the dialog when the re-run is refused', async () => {
    await start({ run: false });
    const task = await syntheticTask(3);
    const user = userEvent.setup();
    const { router } = renderWithRoute(`/project/${projectId}/history?t=${task.id}`);
    const button = await screen.findByRole('button', { name: 'Re-run' });
    // Once the task, its log and its template are read and nothing more is asked for, the next
    // request under …/tasks is the re-run's.
    await screen.findAllByText(/synthetic output line/);
    await screen.findByRole('link', { name: template().name });
    let seen = -1;
    await vi.waitFor(
      () => {
        const now = demo.requests.length;
        const quiet = now === seen;
        seen = now;
        if (!quiet) throw new Error('requests still coming');
      },
      { interval: 200, timeout: 10_000 },
    );
    await demo.fault({ path: `/api/project/${projectId}/tasks`, status: 400 });
    const count = demo.app.state.tasks.length;
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server did not start the re-run');
    expect(alert).toHaveTextContent(/status code 400/);
    expect(demo.app.state.tasks).toHaveLength(count);
    expect(router.state.location.search).toBe(`?t=${task.id}`);
  });
});
