import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../../navigation';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { renderAt } from '../../test/render';
import { helpCommands, randomPassword } from './randomPassword';
import { SignIn } from './SignIn';

// Against the demo server in memory, signed out unless the test says otherwise.
let demo: DemoHarness | undefined;
async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, user: null, ...options });
  return demo;
}
const logins = () =>
  demo!.requests.filter((r) => r.path === '/api/auth/login' && r.method === 'POST');

describe('SignIn', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => demo?.close());

  it('requires username and password', async () => {
    await start();
    await renderAt(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(logins()).toHaveLength(0);
  });

  it('shows the credentials error, keeps the values, then reloads to the base on success', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await start();
    await renderAt(<SignIn />, { path: '/auth/login?next=1' });
    await userEvent.type(screen.getByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect login or password.');
    expect(screen.getByLabelText(/Username/)).toHaveValue('admin');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), 'changeme');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith(`/${window.location.search}`));
    expect(logins().map((r) => JSON.parse(r.body))).toEqual([
      { auth: 'admin', password: 'wrong' },
      { auth: 'admin', password: 'changeme' },
    ]);
    expect(demo!.transport.session()).toBeDefined();
  });

  it('disables the inputs while processing', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await (await start({ faults: true })).fault({ path: '/api/auth/login', delayMs: 300 });
    await renderAt(<SignIn />);
    await userEvent.type(screen.getByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'changeme');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/Username/)).toBeDisabled();
    expect(screen.getByLabelText(/Password/)).toBeDisabled();
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('goes to the base address when a session exists', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await start({ user: 'admin' });
    await renderAt(<SignIn />);
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('shows one button per OIDC provider with its name', async () => {
    await start({
      oidcProviders: [{ id: 'gh', name: 'GitHub', color: '#24292f', icon: 'github' }],
    });
    await renderAt(<SignIn />);
    const link = await screen.findByRole('link', { name: 'GitHub' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/gh/login');
  });

  it('opens the help dialog with three command lines and has no axe violations', async () => {
    await start();
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

  it('each help command has a copy button that copies exactly that command line', async () => {
    await start();
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
