import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../server/client';
import { resetAllStores } from '../../stores/createAppStore';
import { useShellStore } from '../../stores/session';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderAt } from '../../test/render';
import { AppsScreen } from './AppsScreen';
import { useAppsStore } from './appsStore';

let demo: DemoHarness;
// Screen journeys with axe take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => resetAllStores());
afterEach(() => demo.close());

async function open(user = 'admin') {
  demo = await startDemo({ user, run: false });
  useShellStore.getState().setUser(await client().user.get());
  const view = await renderAt(<AppsScreen />, { path: '/apps' });
  const table = await screen.findByRole('table', { name: 'Apps' });
  await within(table).findByText('Ansible');
  return { ...view, table };
}

describe('apps store (API §6.17.3)', () => {
  it('posts the active flag at once and puts it back when the server refuses', async () => {
    demo = await startDemo({ user: 'admin', run: false });
    await useAppsStore.getState().load();
    await useAppsStore.getState().setActive('python', false);
    expect(demo.app.state.apps.python?.active).toBe(false);
    expect(useAppsStore.getState().apps.find((a) => a.id === 'python')?.active).toBe(false);
    await demo.signIn('guest');
    await expect(useAppsStore.getState().setActive('python', true)).rejects.toThrow();
    expect(useAppsStore.getState().apps.find((a) => a.id === 'python')?.active).toBe(false);
  });
});

describe('apps screen (spec resources §2 "Apps")', () => {
  it('names apps with an empty title by their display name, with the ID beside it', async () => {
    const { table } = await open();
    // The demo server sends title '' for the default apps (API §13.2 #19).
    expect(demo.app.state.apps.tofu?.title).toBe('');
    const row = within(table).getByText('OpenTofu').closest('tr') as HTMLElement;
    expect(within(row).getByText('tofu')).toBeInTheDocument();
    expect(within(table).getByText('PowerShell')).toBeInTheDocument();
  });

  it('toggles an app at once and has no axe violations', async () => {
    const { table, container } = await open();
    await userEvent.click(within(table).getByRole('switch', { name: 'Active: Bash' }));
    await waitFor(() => expect(demo.app.state.apps.bash?.active).toBe(false));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('creates an app through the dialog, checks ID and args, and keeps what was typed', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'New app' }));
    const dialog = await screen.findByRole('dialog', { name: 'New app' });
    await userEvent.type(within(dialog).getByLabelText('Arguments'), '-w');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('ID is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Arguments must be a JSON array')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^ID/), 'ruby');
    await userEvent.clear(within(dialog).getByLabelText('Arguments'));
    await userEvent.click(within(dialog).getByLabelText('Arguments'));
    await userEvent.paste('["-w"]');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.app.state.apps.ruby).toMatchObject({ active: true, args: ['-w'] });
    expect(await screen.findByText('ruby', { selector: 'code' })).toBeInTheDocument();
  });

  it('titles the dialog of an existing app "Edit app"', async () => {
    const { table } = await open();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit app Bash' }));
    expect(await screen.findByRole('dialog', { name: 'Edit app' })).toBeVisible();
  });

  it('deletes an app after "Do you really want to delete this app?"; default apps cannot be deleted', async () => {
    const { table } = await open();
    expect(
      within(table).getByRole('button', {
        name: 'Ansible is a default app and cannot be deleted',
      }),
    ).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete app Pulumi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete app' });
    expect(dialog).toHaveTextContent('Do you really want to delete this app?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Pulumi')).not.toBeInTheDocument());
    expect(demo.app.state.apps.pulumi).toBeUndefined();
  });

  it('disables New app, the switches and the actions for non-admins', async () => {
    const { table } = await open('guest');
    expect(screen.getByRole('button', { name: 'New app' })).toBeDisabled();
    for (const toggle of within(table).getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Edit app Ansible' })).toBeDisabled();
  });
});
