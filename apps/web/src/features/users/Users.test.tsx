import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { useShellStore } from '../../stores/session';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';

// The screens run against the demo server in memory (calls and live feed).
let demo: DemoHarness | undefined;
async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, ...options });
  return demo;
}
afterEach(() => demo?.close());

/** Adds an external (LDAP/OIDC) user `ldap` through the API. */
const addExternal = () =>
  client().users.create({
    username: 'ldap',
    name: 'Lee Dap',
    email: 'lee@corp',
    password: '',
    external: true,
  });
const userNamed = (username: string) => demo!.app.state.users.find((u) => u.username === username);

describe('users (admin)', () => {
  it('lists name, username, email, alert, admin, external with 20 rows per page', async () => {
    await start();
    await addExternal();
    for (let i = 0; i < 20; i++) {
      await client().users.create({
        username: `user${i}`,
        name: `User ${i}`,
        email: `user${i}@example.com`,
        password: 'changeme',
      });
    }
    expect(demo!.app.state.users).toHaveLength(27);
    await renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Username', 'Email', 'Alert', 'Admin', 'External', 'Actions']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(screen.getByText('Rows 1–20 of 27')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Rows 21–27 of 27')).toBeVisible();
    // The way back to a project is the project selector of the shared frame.
    expect(screen.getByRole('button', { name: /^Project:/ })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('new user: password required, admin checkbox for admins, server errors keep the dialog open', async () => {
    await start();
    await renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Password is required')).toBeVisible();
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'New Person');
    // A username the server already has: refused with 400 (API §6.3).
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'dana');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'n@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'secret');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Admin user' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('status code 400');
    const username = within(dialog).getByRole('textbox', { name: /Username/ });
    expect(username).toHaveValue('dana');
    await userEvent.clear(username);
    await userEvent.type(username, 'newp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(userNamed('newp')).toMatchObject({
      name: 'New Person',
      email: 'n@example.com',
      alert: false,
      admin: true,
    });
    // The new user signs in with the typed password.
    await expect(
      client().auth.login({ auth: 'newp', password: 'secret' }),
    ).resolves.toBeUndefined();
  });

  it('edit user: no password field, email disabled for an external user', async () => {
    await start();
    await addExternal();
    await renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit user ldap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Lee Dap');
  });

  it('shows who signs in with TOTP where the server has it (2.20)', async () => {
    await start({ serverVersion: '2.20' });
    // The admin's own setup waits for its code: not on yet.
    await client().user.totp.enable(userNamed('admin')!.id);
    await renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Username',
      'Email',
      'Alert',
      'Admin',
      'External',
      'Two-factor',
      'Actions',
    ]);
    const twoFactorOf = async (username: string) => {
      const row = (await within(table).findByText(username, { exact: true })).closest('tr')!;
      return within(row).getAllByRole('cell')[6]!;
    };
    expect(within(await twoFactorOf('totp')).getByRole('img', { name: 'Yes' })).toBeVisible();
    expect(within(await twoFactorOf('owner')).getByLabelText('No')).toBeInTheDocument();
    expect(await twoFactorOf('admin')).toHaveTextContent('Setup not finished');
    expect(await axeViolations(table)).toEqual([]);
  });

  it('sends a non-admin back to the start', async () => {
    await start({ user: 'owner' });
    const { router } = await renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/users'));
  });
});

describe('edit account (non-admin)', () => {
  it('has no admin checkbox and keeps the admin flag as it is', async () => {
    const pid = (await start({ user: 'guest' })).projectId();
    const before = { ...userNamed('guest')! };
    await renderApp(`/project/${pid}/activity`);
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Admin user' })).toBeNull();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(userNamed('guest')).toMatchObject({
      id: before.id,
      name: 'Gus',
      email: before.email,
      alert: false,
      admin: false,
    });
    // The signed-in user is refreshed from the server.
    await waitFor(() => expect(useShellStore.getState().user?.name).toBe('Gus'));
  });

  it('changes the password (required)', async () => {
    const pid = (await start()).projectId();
    const hash = userNamed('admin')!.password_hash;
    await renderApp(`/project/${pid}/activity`);
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/New password/), 'n3w-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(userNamed('admin')!.password_hash).not.toBe(hash));
    await expect(
      client().auth.login({ auth: 'admin', password: 'n3w-pass' }),
    ).resolves.toBeUndefined();
  });
});
