import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setShellApi } from '../../api';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { ADMIN, fakeApi, httpError } from '../../test/fakeApi';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

// The live feed opens on the demo server in memory; the shell calls still go to the fake.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

const EXTERNAL = {
  ...ADMIN,
  id: 7,
  username: 'ldap',
  name: 'Lee Dap',
  email: 'lee@corp',
  admin: false,
  external: true,
};
const many = Array.from({ length: 25 }, (_, i) => ({
  ...ADMIN,
  id: 100 + i,
  username: `user${i}`,
  name: `User ${i}`,
  admin: false,
}));

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
});

describe('users (admin)', () => {
  it('lists name, username, email, alert, admin, external with 20 rows per page', async () => {
    setShellApi(fakeApi({ users: vi.fn(async () => [ADMIN, EXTERNAL, ...many]) }));
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
    const createUser = vi
      .fn()
      .mockRejectedValueOnce(httpError(400, { error: 'duplicate username' }))
      .mockResolvedValueOnce({ ...ADMIN, id: 9 });
    const api = fakeApi({ createUser });
    setShellApi(api);
    await renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Password is required')).toBeVisible();
    expect(within(dialog).getByText('Name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'New Person');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'newp');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'n@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'secret');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Admin user' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('duplicate username');
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveValue('newp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(createUser).toHaveBeenLastCalledWith({
      name: 'New Person',
      username: 'newp',
      email: 'n@example.com',
      alert: false,
      admin: true,
      password: 'secret',
    });
  });

  it('edit user: no password field, email disabled for an external user', async () => {
    setShellApi(fakeApi({ users: vi.fn(async () => [ADMIN, EXTERNAL]) }));
    await renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit user ldap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Lee Dap');
  });

  it('sends a non-admin back to the start', async () => {
    setShellApi(fakeApi({ currentUser: vi.fn(async () => ({ ...ADMIN, admin: false })) }));
    const { router } = await renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/users'));
  });
});

describe('edit account (non-admin)', () => {
  it('has no admin checkbox and keeps the admin flag as it is', async () => {
    const me = {
      ...ADMIN,
      id: 4,
      username: 'guest',
      name: 'Guest',
      admin: false,
      can_create_project: false,
    };
    const api = fakeApi({
      currentUser: vi.fn(async () => me),
      role: vi.fn(async () => ({ role: 'guest' as const, permissions: 0 })),
    });
    setShellApi(api);
    await renderApp('/project/1/activity');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Admin user' })).toBeNull();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateUser).toHaveBeenCalledWith(4, {
      name: 'Gus',
      username: 'guest',
      email: ADMIN.email,
      alert: false,
      admin: false,
    });
  });

  it('changes the password (required)', async () => {
    const api = fakeApi();
    setShellApi(api);
    await renderApp('/project/1/activity');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/New password/), 'n3w-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.changePassword).toHaveBeenCalledWith(1, 'n3w-pass'));
  });
});
