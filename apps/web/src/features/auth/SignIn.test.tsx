import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as navigation from '../../lib/navigation';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { renderApp, renderAt } from '../../test/render';
import { helpCommands, randomPassword } from './randomPassword';
import { SignIn } from './SignIn';
import { useSignInStore } from './signInStore';

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

  it('says the server cannot be reached for a proxy’s 502, never the status line', async () => {
    // Both requests under the path fail: the read of the login options and the login.
    await (await start({ faults: true })).fault({ path: '/api/auth/login', status: 502, count: 2 });
    await renderAt(<SignIn />);
    await userEvent.type(screen.getByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'changeme');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server cannot be reached. Try again in a moment.');
    expect(alert).not.toHaveTextContent(/502|status code/);
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
    // The return path goes as `return=` (2.12+) and `redirect=` (2.10), newer §N3.
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.pathname).toBe('/api/auth/oidc/gh/login');
    expect(href.searchParams.get('return')).toBe('/');
    expect(href.searchParams.get('redirect')).toBe('/');
  });

  it('sends an OIDC sign-in back to the deep link the page was given', async () => {
    await start({ oidcProviders: [{ id: 'gh', name: 'GitHub', color: '', icon: '' }] });
    // The page reads the browser's address (it renders without the router in production).
    const before = window.location.href;
    window.history.replaceState(null, '', '/auth/login?return=%2Fproject%2F2%3Ft%3D9');
    onTestFinished(() => window.history.replaceState(null, '', before));
    await renderAt(<SignIn />);
    const href = new URL(
      (await screen.findByRole('link', { name: 'GitHub' })).getAttribute('href')!,
    );
    expect(href.searchParams.get('return')).toBe('/project/2?t=9');
    expect(href.searchParams.get('redirect')).toBe('/project/2?t=9');
  });

  it('offers each LDAP directory beside the form and signs in through the chosen one', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await start({
      serverVersion: '2.20',
      ldapProviders: [{ id: 'corp', name: 'Corp directory' }],
    });
    await renderAt(<SignIn />);
    await userEvent.type(screen.getByLabelText(/Username/), 'admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'changeme');
    await userEvent.click(await screen.findByRole('button', { name: 'Corp directory' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(logins().map((r) => JSON.parse(r.body))).toEqual([
      { auth: 'admin', password: 'changeme', method: 'ldap', provider: 'corp' },
    ]);
  });

  it('keeps the latest login options when an earlier read answers after it', async () => {
    await start({
      serverVersion: '2.20',
      faults: true,
      ldapProviders: [{ id: 'corp', name: 'Corp directory' }],
    });
    // The first read of the options fails, and late; the second one answers at once.
    await demo!.fault({ path: '/api/auth/login', status: 500, delayMs: 300 });
    const first = useSignInStore.getState().prepare();
    await useSignInStore.getState().prepare();
    expect(useSignInStore.getState().ldapProviders.map((p) => p.name)).toEqual(['Corp directory']);
    await first;
    expect(useSignInStore.getState().ldapProviders.map((p) => p.name)).toEqual(['Corp directory']);
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

describe('SignIn: the second-factor step (newer §N3)', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => demo?.close());

  /** A 2.20 demo server, signed out, with the second-factor users and the code route. */
  const start220 = (options: StartDemoOptions = {}) =>
    start({ serverVersion: '2.20', faults: true, ...options });
  /** The user's current TOTP code, or the last code e-mailed to them (the demo's fault route). */
  async function codeOf(username: string): Promise<string> {
    const response = await demo!.app.fetch(
      new Request(`${demo!.transport.origin}/api/demo/totp/${username}`),
    );
    return ((await response.json()) as { code: string }).code;
  }
  const posts = (path: string) =>
    demo!.requests.filter((r) => r.path === path && r.method === 'POST').map((r) => r.body);
  /** Signs in with the password form and waits for the code step's field. */
  async function passwordStep(username: string, label = 'Authentication code') {
    await renderAt(<SignIn />);
    await userEvent.type(screen.getByLabelText(/Username/), username);
    await userEvent.type(screen.getByLabelText(/Password/), 'changeme');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    return screen.findByRole('textbox', { name: label });
  }

  it('asks for the authenticator code after the password, keeps a wrong one, then signs in', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await start220();
    const field = await passwordStep('totp');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has expired. Try again.')).toBeVisible();
    const kept = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(kept).toHaveValue('000000');
    await waitFor(() => expect(kept).toHaveFocus());
    expect(reload).not.toHaveBeenCalled();
    await userEvent.clear(kept);
    const code = await codeOf('totp');
    await userEvent.type(kept, `${code}{Enter}`);
    await waitFor(() => expect(reload).toHaveBeenCalledWith(`/${window.location.search}`));
    expect(posts('/api/auth/verify')).toEqual([
      JSON.stringify({ passcode: '000000' }),
      JSON.stringify({ passcode: code }),
    ]);
    // The session is verified: the console's calls pass now.
    expect((await demo!.client.user.get()).username).toBe('totp');
  });

  it('offers a recovery code when the server allows it, with the warning', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await start220();
    const appCode = await passwordStep('recovery');
    // A wrong authenticator code first: its error is not the recovery field's, and goes.
    await userEvent.type(appCode, '000000{Enter}');
    expect(await screen.findByText('The code is wrong or has expired. Try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = await screen.findByRole('textbox', { name: 'Recovery code' });
    expect(screen.queryByText('The code is wrong or has expired. Try again.')).toBeNull();
    await waitFor(() => expect(field).toHaveFocus());
    expect(
      screen.getByText(/Signing in with a recovery code switches two-factor sign-in off/),
    ).toBeVisible();
    await userEvent.type(field, 'demo-recovery-0000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posts('/api/auth/recovery')).toEqual([
      JSON.stringify({ recovery_code: 'demo-recovery-0000' }),
    ]);
    expect(posts('/api/auth/verify')).toEqual([JSON.stringify({ passcode: '000000' })]);
  });

  it('offers no recovery code when the server does not allow it', async () => {
    await start220({ totpAllowRecovery: false });
    await passwordStep('totp');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  });

  it('asks for the e-mailed code, sends a new one, and signs in with it', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await start220();
    const field = await passwordStep('emailotp');
    expect(screen.getByText('Enter the code that was sent to your e-mail address.')).toBeVisible();
    const first = await codeOf('emailotp');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code has been sent.')).toBeVisible();
    expect(posts('/api/auth/login/email/resend')).toHaveLength(1);
    const second = await codeOf('emailotp');
    if (second !== first) {
      // The first code was replaced: it is wrong now.
      await userEvent.type(field, first);
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('The code is wrong or has expired. Try again.')).toBeVisible();
      await userEvent.clear(screen.getByRole('textbox', { name: 'Authentication code' }));
    }
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code' }), second);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('explains what to do when the account must set up an authenticator app first', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await start220();
    await renderAt(<SignIn />);
    await userEvent.type(screen.getByLabelText(/Username/), 'enrol');
    await userEvent.type(screen.getByLabelText(/Password/), 'changeme');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    expect(screen.getByText(/your account has no authenticator app yet/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
    // Continue checks again: still waiting, the explanation stays.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('lands on the code step when the page loads with an unverified session', async () => {
    await start220();
    await demo!.signIn('totp');
    await renderAt(<SignIn />);
    expect(await screen.findByRole('textbox', { name: 'Authentication code' })).toBeVisible();
    expect(screen.queryByLabelText(/Username/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a console page loaded with an unverified session to the code step, not the password form', async () => {
    await start220();
    await demo!.signIn('totp');
    const { router } = await renderApp(`/project/${demo!.projectId()}/history`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('textbox', { name: 'Authentication code' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('goes back to the password form through "Use another account", signing the session out', async () => {
    await start220();
    await passwordStep('totp');
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByLabelText(/Username/)).toBeVisible();
    expect(posts('/api/auth/logout')).toHaveLength(1);
    await expect(demo!.client.user.get()).rejects.toMatchObject({ status: 401 });
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
