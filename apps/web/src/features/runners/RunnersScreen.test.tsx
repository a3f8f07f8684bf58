import { capabilitiesFrom } from '@semaphore-console/api-client';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../server/client';
import { serverAddress } from '../../lib/navigation';
import { resetAllStores } from '../../stores/createAppStore';
import { useShellStore } from '../../stores/session';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp, renderAt } from '../../test/render';
import { RunnersScreen } from './RunnersScreen';
import { runnerSnippets } from './runnerSnippets';
import { useRunnersStore } from './runnersStore';

let demo: DemoHarness;
// Screen journeys with axe take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => resetAllStores());
afterEach(() => {
  if (demo) demo.close();
  vi.restoreAllMocks();
});

/** Makes the demo server answer the next `count` requests under `path` with `status`. */
async function fault(path: string, status: number, count = 5) {
  const response = await demo.transport.fetch(
    new Request(`${demo.transport.origin}/api/demo/faults/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, status, count }),
    }),
  );
  expect(response.status).toBeLessThan(300);
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

async function openGlobal() {
  demo = await startDemo({ run: false, useRemoteRunner: true });
  useShellStore.getState().setUser(await client().user.get());
  useShellStore.setState({ capabilities: capabilitiesFrom(await client().info(), null) });
  const view = await renderAt(<RunnersScreen />, { path: '/runners' });
  const table = await screen.findByRole('table', { name: 'Runners' });
  await within(table).findByText('runner-eu-central-1a');
  return { ...view, table };
}

describe('runner snippets (spec resources §2)', () => {
  const version = { raw: 'v2.20.2-abc', major: 2, minor: 20, patch: 2 };

  it("give the runner the variables it reads: the server's web root and the token", () => {
    const { commandLine, container } = runnerSnippets({
      webRoot: 'https://s.example/semaphore/',
      token: 'tok',
      privateKey: false,
      version: null,
    });
    expect(commandLine).toBe(
      [
        'SEMAPHORE_WEB_ROOT=https://s.example/semaphore \\',
        'SEMAPHORE_RUNNER_TOKEN=tok \\',
        'semaphore runner start --no-config',
      ].join('\n'),
    );
    expect(container).toBe(
      [
        'docker run -d --name semaphore-runner \\',
        '  -e SEMAPHORE_WEB_ROOT=https://s.example/semaphore \\',
        '  -e SEMAPHORE_RUNNER_TOKEN=tok \\',
        '  semaphoreui/runner:latest',
      ].join('\n'),
    );
  });

  it("add the private key file where the server made one, and the server's image tag", () => {
    const { commandLine, container } = runnerSnippets({
      webRoot: 'https://s.example',
      token: 'tok',
      privateKey: true,
      version,
    });
    expect(commandLine).toContain('SEMAPHORE_RUNNER_PRIVATE_KEY_FILE=/path/to/runner.key \\\n');
    expect(container).toContain('-e SEMAPHORE_RUNNER_PRIVATE_KEY_FILE=/config.runner.key');
    expect(container).toContain('-v /path/to/runner.key:/config.runner.key:ro');
    expect(container).toMatch(/semaphoreui\/runner:v2\.20\.2$/);
  });

  it.each([
    ['2.10', 'semaphoreui/runner:v2.10.33', false],
    ['2.20', 'semaphoreui/runner:v2.20.2', true],
  ] as const)(
    'after a create on %s, the dialog shows the snippets for that server',
    async (serverVersion, image, withKey) => {
      demo = await startDemo({ run: false, useRemoteRunner: true, serverVersion });
      await renderApp('/runners');
      await userEvent.click(
        await screen.findByRole('button', { name: 'New runner' }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'New runner' });
      await userEvent.type(within(dialog).getByLabelText(/^Name/), 'edge-9');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      const tokenDialog = await screen.findByRole('dialog', { name: 'Runner created' });
      const token = demo.app.state.runners.find((r) => r.name === 'edge-9')?.token ?? 'missing';
      const text = tokenDialog.textContent ?? '';
      // No web_host on the demo: the console's own address, which proxies /api (API §1.1).
      const webRoot = serverAddress('').replace(/\/$/, '');
      expect(text).toContain(`SEMAPHORE_WEB_ROOT=${webRoot} \\`);
      expect(text).toContain(`SEMAPHORE_RUNNER_TOKEN=${token}`);
      expect(text).not.toContain('SEMAPHORE_RUNNER_API_URL');
      expect(text).toContain(image);
      expect(text.includes('SEMAPHORE_RUNNER_PRIVATE_KEY_FILE')).toBe(withKey);
      expect(text.includes('BEGIN PRIVATE KEY')).toBe(withKey);
    },
  );
});

describe('runners store', () => {
  it('treats a 404 of project runners as "not on this server", not an error (API §9)', async () => {
    demo = await startDemo({ run: false, faults: true });
    const pid = demo.projectId();
    await fault(`/api/project/${pid}/runners`, 404);
    await useRunnersStore.getState().load(pid);
    expect(useRunnersStore.getState()).toMatchObject({
      unavailable: true,
      error: null,
      runners: [],
    });
  });

  it('keeps other failures as errors', async () => {
    demo = await startDemo({ run: false, faults: true });
    await fault('/api/runners', 500);
    await useRunnersStore.getState().load(null);
    expect(useRunnersStore.getState().unavailable).toBe(false);
    expect(useRunnersStore.getState().error).toMatch(/500/);
  });
});

describe('global runners screen (spec resources §2 "Runners")', () => {
  it('shows dashes for empty name and webhook and ∞ for unlimited', async () => {
    demo = await startDemo({ run: false });
    await client().runners.create({ name: '', webhook: '', max_parallel_tasks: 0, active: true });
    useShellStore.getState().setUser(await client().user.get());
    await renderAt(<RunnersScreen />, { path: '/runners' });
    const table = await screen.findByRole('table', { name: 'Runners' });
    const row = (await within(table).findByRole('switch', { name: /Runner #\d+/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getAllByText('—')).toHaveLength(2);
    expect(within(row).getByText('Unlimited')).toBeInTheDocument();
    expect(within(table).getByText('4')).toBeInTheDocument();
  });

  it('says so and disables New runner on a server without remote runners', async () => {
    demo = await startDemo({ run: false });
    await renderApp('/runners');
    expect(
      await screen.findByText(/remote runners are switched off/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New runner' })).toBeDisabled();
    demo.app.state.runners = [];
    await useRunnersStore.getState().load(null);
    expect(await screen.findByText('This server does not use remote runners.')).toBeInTheDocument();
    expect(screen.queryByText('No runners yet.')).not.toBeInTheDocument();
  });

  it('creates a runner, shows its token once with copyable snippets, toggles and deletes it', async () => {
    const { table, container } = await openGlobal();
    expect(await axeViolations(container)).toEqual([]);
    const writeText = vi.fn(async () => undefined);
    mockClipboard(writeText);
    await userEvent.click(screen.getByRole('button', { name: 'New runner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New runner' });
    await userEvent.type(within(dialog).getByLabelText('Max parallel tasks'), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be 0 or greater')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'edge-1');
    await userEvent.clear(within(dialog).getByLabelText('Max parallel tasks'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const tokenDialog = await screen.findByRole('dialog', { name: 'Runner created' });
    const stored = demo.app.state.runners.find((r) => r.name === 'edge-1');
    expect(stored).toMatchObject({ active: true, max_parallel_tasks: 0 });
    expect(tokenDialog).toHaveTextContent(stored?.token ?? 'missing');
    const copies = within(tokenDialog).getAllByRole('button', { name: 'Copy' });
    expect(copies).toHaveLength(2);
    await userEvent.click(copies[1]!);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('docker run'));
    expect(await screen.findByText('The command has been copied to the clipboard.')).toBeVisible();
    mockClipboard(async () => Promise.reject(new Error('denied')));
    await userEvent.click(copies[0]!);
    expect(await screen.findByText("Can't copy the command: denied")).toBeVisible();
    expect(await axeViolations(tokenDialog)).toEqual([]);
    await userEvent.click(within(tokenDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The token is never shown again.
    expect(document.body).not.toHaveTextContent(stored?.token ?? 'missing');

    await userEvent.click(await within(table).findByRole('switch', { name: 'Active: edge-1' }));
    await waitFor(() =>
      expect(demo.app.state.runners.find((r) => r.name === 'edge-1')?.active).toBe(false),
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Delete runner edge-1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete runner' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('edge-1')).not.toBeInTheDocument());
    expect(demo.app.state.runners.some((r) => r.name === 'edge-1')).toBe(false);
  });
});

describe('project runners (spec resources §2, API §9)', () => {
  it('shows the PRO banner and an honest empty state when the server answers 404', async () => {
    demo = await startDemo({ run: false, faults: true });
    const pid = demo.projectId();
    await fault(`/api/project/${pid}/runners`, 404);
    await renderApp(`/project/${pid}/runners`);
    expect(
      await screen.findByText('This server has no project runners.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Project runners are only in the PRO version/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      'https://semaphoreui.com/pro',
    );
    expect(screen.getByRole('button', { name: 'New runner' })).toBeDisabled();
    expect(screen.queryByText(/404/)).not.toBeInTheDocument();
  });

  it('shows the PRO banner and a disabled New runner where the server lacks the feature (2.20)', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    await renderApp(`/project/${demo.projectId()}/runners`);
    expect(
      await screen.findByText(/Project runners are only in the PRO version/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New runner' })).toBeDisabled();
    expect(await screen.findByText('This server has no project runners.')).toBeInTheDocument();
  });

  it('lists a project’s runners where the server has them', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    await client().project(pid).runners.create({
      name: 'proj-runner',
      webhook: 'https://hook.example',
      max_parallel_tasks: 2,
      active: true,
    });
    await renderApp(`/project/${pid}/runners`);
    expect(await screen.findByText('proj-runner', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('https://hook.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New runner' })).toBeEnabled();
    expect(screen.queryByText(/only in the PRO version/)).not.toBeInTheDocument();
  });
});
