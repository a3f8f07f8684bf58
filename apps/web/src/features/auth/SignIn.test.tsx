import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setShellApi } from '../../api';
import * as navigation from '../../navigation';
import { resetAllStores } from '../../stores/createAppStore';
import { fakeApi, httpError } from '../../test/fakeApi';
import { renderAt } from '../../test/render';
import { helpCommands, randomPassword } from './randomPassword';
import { SignIn } from './SignIn';

const noSession = () => vi.fn(async () => Promise.reject(httpError(401)));

describe('SignIn', () => {
  beforeEach(() => {
    resetAllStores();
    vi.restoreAllMocks();
  });

  it('requires username and password', async () => {
    const api = fakeApi({ currentUser: noSession() });
    setShellApi(api);
    await renderAt(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the credentials error, keeps the values, then reloads to the base on success', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    const login = vi.fn().mockRejectedValueOnce(httpError(401)).mockResolvedValueOnce(undefined);
    setShellApi(fakeApi({ currentUser: noSession(), login }));
    await renderAt(<SignIn />, { path: '/auth/login?next=1' });
    await userEvent.type(screen.getByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect login or password.');
    expect(screen.getByLabelText(/Username/)).toHaveValue('admin');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith(`/${window.location.search}`));
    expect(login).toHaveBeenLastCalledWith('admin', 'wrong');
  });

  it('disables the inputs while processing', async () => {
    let finish: () => void = () => undefined;
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    setShellApi(fakeApi({ currentUser: noSession(), login }));
    await renderAt(<SignIn />);
    await userEvent.type(screen.getByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'changeme');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Username/)).toBeDisabled();
    expect(screen.getByLabelText(/Password/)).toBeDisabled();
    finish();
  });

  it('goes to the base address when a session exists', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    setShellApi(fakeApi());
    await renderAt(<SignIn />);
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('shows one button per OIDC provider with its name', async () => {
    setShellApi(
      fakeApi({
        currentUser: noSession(),
        loginOptions: vi.fn(async () => ({
          login_with_password: true,
          oidc_providers: [{ id: 'gh', name: 'GitHub', color: '#24292f', icon: 'github' }],
        })),
      }),
    );
    await renderAt(<SignIn />);
    const link = await screen.findByRole('link', { name: 'GitHub' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/gh/login');
  });

  it('opens the help dialog with three command lines and has no axe violations', async () => {
    setShellApi(fakeApi({ currentUser: noSession() }));
    await renderAt(<SignIn />);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /can't sign in/ }));
    const dialog = await screen.findByRole('dialog', { name: "Can't sign in?" });
    expect(dialog).toHaveTextContent('semaphore user list');
    const codes = [...dialog.querySelectorAll('code')].map((c) => c.textContent ?? '');
    expect(codes).toHaveLength(3);
    expect(codes[1]).toMatch(
      /^semaphore user change-by-login --login user123 --password [A-Za-z0-9]{10}$/,
    );
    expect(codes[2]).toMatch(/^semaphore user add --admin .* --password [A-Za-z0-9]{10}$/);
  });
});

describe('sign-in help commands', () => {
  it('each command has a copy button that copies exactly that command line', async () => {
    setShellApi(fakeApi({ currentUser: noSession() }));
    const user = userEvent.setup();
    await renderAt(<SignIn />);
    await user.click(screen.getByRole('button', { name: /can't sign in/ }));
    const dialog = await screen.findByRole('dialog', { name: "Can't sign in?" });
    const codes = [...dialog.querySelectorAll('code')].map((c) => c.textContent ?? '');
    const labels = ['List users', "Change a user's password by login", 'Add an admin user'];
    for (const [i, label] of labels.entries()) {
      await user.click(within(dialog).getByRole('button', { name: `Copy: ${label}` }));
      await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(codes[i]));
    }
  });
});

describe('randomPassword', () => {
  it('makes 10 characters from A-Z, a-z, 0-9, different each time', () => {
    const seen = new Set(Array.from({ length: 50 }, () => randomPassword()));
    for (const p of seen) expect(p).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(seen.size).toBe(50);
    const { changePassword, addAdmin } = helpCommands();
    expect(changePassword.slice(-10)).not.toBe(addAdmin.slice(-10));
  });
});
