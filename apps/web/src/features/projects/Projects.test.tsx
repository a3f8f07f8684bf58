import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setShellApi } from '../../api';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { fakeApi, httpError, project } from '../../test/fakeApi';
import { renderApp } from '../../test/render';
import { backupFileName } from './backupFile';
import { backupName, renameBackup } from './RestoreProject';
import { startDemo, type DemoHarness } from '../../test/demo';

// The live feed opens on the demo server in memory; the shell calls still go to the fake.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
});

describe('new project', () => {
  it('validates the form, keeps the values, then creates and opens the project', async () => {
    const api = fakeApi();
    setShellApi(api);
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
    expect(name).toHaveValue('Ops');
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/9/history'));
    expect(api.createProject).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ops', max_parallel_tasks: 2, demo: false }),
    );
  });

  it('creates the demo project', async () => {
    const api = fakeApi();
    setShellApi(api);
    await renderApp('/project/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Project name/ }), 'Demo 2');
    await userEvent.click(screen.getByRole('button', { name: 'Create demo project' }));
    await waitFor(() =>
      expect(api.createProject).toHaveBeenCalledWith(expect.objectContaining({ demo: true })),
    );
  });

  it('shows a server error in a red alert above the form', async () => {
    setShellApi(
      fakeApi({
        createProject: vi.fn(async () => Promise.reject(httpError(400, { error: 'name taken' }))),
      }),
    );
    await renderApp('/project/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Project name/ }), 'Ops');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('name taken');
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Ops');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('restore project', () => {
  it('requires a name and a file, restores, and reports the keys added empty', async () => {
    const api = fakeApi({
      keys: vi.fn(async () => [
        { id: 1, name: 'a', type: 'ssh' as const, project_id: 10, empty: true },
        { id: 2, name: 'b', type: 'none' as const, project_id: 10 },
      ]),
    });
    setShellApi(api);
    const { router } = await renderApp('/project/restore');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Project name is required')).toBeVisible();
    expect(screen.getByText('Backup file is required')).toBeVisible();
    const file = new File(
      [JSON.stringify({ meta: { name: 'From file' }, templates: [] })],
      'b.json',
      {
        type: 'application/json',
      },
    );
    await userEvent.upload(screen.getByLabelText(/Backup file/), file);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('From file'),
    );
    await userEvent.clear(screen.getByRole('textbox', { name: /Project name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Project name/ }), 'Copy');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project restored' });
    expect(dialog).toHaveTextContent('The project Restored was restored.');
    expect(dialog).toHaveTextContent('1 key was added empty');
    expect(JSON.parse(vi.mocked(api.restore).mock.calls[0]?.[0] ?? '{}').meta.name).toBe('Copy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update keys' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/10/keys'));
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
    const api = fakeApi();
    setShellApi(api);
    await renderApp('/project/1/settings');
    const name = await screen.findByRole('textbox', { name: /Project name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project saved.')).toBeVisible();
    expect(api.updateProject).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, name: 'Renamed' }),
    );
    expect(await screen.findByRole('button', { name: /^Project: Renamed/ })).toBeVisible();
  });

  it('deletes after confirmation and opens the first remaining project', async () => {
    const api = fakeApi();
    setShellApi(api);
    const { router } = await renderApp('/project/1/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    expect(api.deleteProject).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/2/history'));
    expect(api.deleteProject).toHaveBeenCalledWith(1);
  });

  it('is not offered without the update-project permission', async () => {
    setShellApi(
      fakeApi({
        currentUser: vi.fn(async () => ({
          ...(await fakeApi().currentUser()),
          admin: false,
          can_create_project: false,
        })),
        role: vi.fn(async () => ({ role: 'manager' as const, permissions: 5 })),
        projects: vi.fn(async () => [project(1, 'Demo')]),
      }),
    );
    const { router } = await renderApp('/project/1/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/activity'));
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
