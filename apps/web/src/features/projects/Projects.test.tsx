import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { renderApp } from '../../test/render';
import { backupFileName } from './backupFile';
import { backupName, renameBackup } from './RestoreProject';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';

// The screens run against the demo server in memory (calls and live feed).
let demo: DemoHarness | undefined;
async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, ...options });
  return demo;
}
afterEach(() => demo?.close());
const projectNamed = (name: string) => demo!.app.state.projects.find((p) => p.name === name);

describe('new project', () => {
  it('validates the form, keeps the values, then creates and opens the project', async () => {
    await start();
    const { router } = await renderApp('/project/new');
    const name = await screen.findByRole('textbox', { name: /Project name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Project name is required')).toBeVisible();
    await userEvent.type(name, 'Ops');
    const max = screen.getByRole('textbox', { name: 'Max parallel tasks' });
    expect(max).toHaveAccessibleDescription('0 means unlimited');
    await userEvent.clear(max);
    await userEvent.type(max, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Must be an integer')).toBeVisible();
    // Focus leaves the Create button for the first field in error.
    await waitFor(() => expect(max).toHaveFocus());
    expect(name).toHaveValue('Ops');
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(projectNamed('Ops')).toBeDefined());
    const created = projectNamed('Ops')!;
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/project/${created.id}/history`),
    );
    expect(created.max_parallel_tasks).toBe(2);
    // Not the demo project: no templates were created with it.
    expect(demo!.app.state.templates.some((t) => t.project_id === created.id)).toBe(false);
  });

  it('creates the demo project', async () => {
    await start();
    await renderApp('/project/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Project name/ }), 'Demo 2');
    await userEvent.click(screen.getByRole('button', { name: 'Create demo project' }));
    await waitFor(() => expect(projectNamed('Demo 2')).toBeDefined());
    const created = projectNamed('Demo 2')!;
    // The demo project comes with its demo resources (API §5.2 `demo: true`).
    expect(demo!.app.state.templates.some((t) => t.project_id === created.id)).toBe(true);
  });

  it('shows a server error in a red alert above the form', async () => {
    await start({ faults: true });
    await renderApp('/project/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Project name/ }), 'Ops');
    await demo!.fault({ path: '/api/projects', status: 400 });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('status code 400');
    expect(projectNamed('Ops')).toBeUndefined();
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Ops');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('restore project', () => {
  it('requires a name and a file, restores, and reports the keys added empty', async () => {
    await start();
    const backup = await client().project(demo!.projectId('Infrastructure')).backup();
    const { router } = await renderApp('/project/restore');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Project name is required')).toBeVisible();
    expect(screen.getByText('Backup file is required')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/Backup file/)).toHaveFocus());
    const file = new File([JSON.stringify(backup)], 'b.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText(/Backup file/), file);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Infrastructure'),
    );
    await userEvent.clear(screen.getByRole('textbox', { name: /Project name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Project name/ }), 'Copy');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project restored' });
    expect(dialog).toHaveTextContent('The project Copy was restored.');
    const copy = projectNamed('Copy')!;
    const empty = demo!.app.state.keys.filter((k) => k.project_id === copy.id && k.empty);
    expect(empty.length).toBeGreaterThan(1);
    expect(dialog).toHaveTextContent(`${empty.length} keys were added empty`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update keys' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${copy.id}/keys`));
  });

  it('renames a backup and reads its name', () => {
    expect(JSON.parse(renameBackup('{"meta":{"name":"a"},"keys":[]}', 'b'))).toEqual({
      meta: { name: 'b' },
      keys: [],
    });
    expect(() => renameBackup('[]', 'b')).toThrow();
    expect(() => renameBackup('nope', 'b')).toThrow();
    expect(backupName('{"meta":{"name":"x"}}')).toBe('x');
    expect(backupName('garbage')).toBe('');
  });
});

describe('project settings', () => {
  it('saves the form', async () => {
    const pid = (await start()).projectId('Acme Web Platform');
    await renderApp(`/project/${pid}/settings`);
    const name = await screen.findByRole('textbox', { name: /Project name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project saved.')).toBeVisible();
    expect(demo!.app.state.projects.find((p) => p.id === pid)?.name).toBe('Renamed');
    expect(await screen.findByRole('button', { name: /^Project: Renamed/ })).toBeVisible();
  });

  it('deletes after confirmation and opens the first remaining project', async () => {
    await start();
    const [first, second] = (await client().projects.list()).map((p) => p.id) as [number, number];
    const { router } = await renderApp(`/project/${first}/settings`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    expect(demo!.app.state.projects.some((p) => p.id === first)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${second}/history`));
    expect(demo!.app.state.projects.some((p) => p.id === first)).toBe(false);
  });

  it('is not offered without the update-project permission', async () => {
    const pid = (await start({ user: 'manager' })).projectId('Acme Web Platform');
    const { router } = await renderApp(`/project/${pid}/settings`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${pid}/activity`));
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    // A manager may leave the project.
    expect(await screen.findByRole('button', { name: 'Leave project' })).toBeVisible();
  });

  it('names the backup file with the project id and a timestamp', () => {
    expect(backupFileName(7, new Date(2026, 0, 2, 3, 4, 5))).toBe(
      'backup-project-7-20260102-030405.json',
    );
  });
});
