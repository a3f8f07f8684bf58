import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';

// Edit account's two-factor sign-in (newer §N3) against the demo server in memory: as 2.20 (a
// setup waits for a current code) and as 2.10 (no TOTP at all).
let demo: DemoHarness | undefined;
async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, serverVersion: '2.20', faults: true, ...options });
  return demo;
}
afterEach(() => demo?.close());

/** The current code of a user's TOTP, as the authenticator app shows it (the demo's `--faults` route). */
async function codeOf(username: string): Promise<string> {
  const response = await demo!.app.fetch(
    new Request(`${demo!.transport.origin}/api/demo/totp/${username}`),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

/** The stored second factor of a seeded user. */
function factorOf(username: string) {
  const user = demo!.app.state.users.find((u) => u.username === username)!;
  return demo!.app.state.v220?.secondFactor[String(user.id)];
}

/** Opens Edit account from the user menu of a project page. */
async function openAccount(): Promise<HTMLElement> {
  await renderApp(`/project/${demo!.projectId()}/activity`);
  await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit account' }));
  return screen.findByRole('dialog', { name: 'Edit account' });
}

describe('two-factor sign-in in Edit account (2.20)', () => {
  it('turns TOTP on: QR code and key, the recovery code acknowledged, a current code', async () => {
    await start({ user: 'owner' });
    const account = await openAccount();
    const section = within(account).getByRole('region', { name: 'Two-factor sign-in' });
    expect(section).toHaveTextContent('Off');
    expect(section).toHaveTextContent('Sign-in asks for your password only.');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));

    const setup = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    const totp = factorOf('owner')!.totp!;
    expect(totp.state).toBe('pending');
    // The QR code is read through the api-client and has a text alternative.
    expect(
      within(setup).getByRole('img', { name: /QR code for your authenticator app/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(demo!.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `GET /api/users/${ownerId()}/2fas/totp/${totp.id}/qr`,
      ),
    );
    // The key (grouped by four) and the otpauth:// link, as text to copy.
    const grouped = totp.secret.replace(/(.{4})(?=.)/g, '$1 ');
    expect(within(setup).getByText(grouped)).toBeVisible();
    expect(within(setup).getByText(/^otpauth:\/\/totp\//)).toHaveTextContent(
      `secret=${totp.secret}`,
    );
    await userEvent.click(within(setup).getByRole('button', { name: 'Copy the setup key' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(totp.secret));
    // The recovery code, shown once.
    expect(within(setup).getByText(totp.recovery_code!)).toBeVisible();
    expect(await axeViolations(setup)).toEqual([]);

    // Neither step may be skipped.
    await userEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(setup).findByText('Confirm that you have stored the recovery code.'),
    ).toBeVisible();
    expect(within(setup).getByText('Enter the code.')).toBeVisible();
    await userEvent.click(
      within(setup).getByRole('checkbox', { name: 'I have stored the recovery code' }),
    );
    expect(within(setup).queryByText('Confirm that you have stored the recovery code.')).toBeNull();

    // A wrong code keeps the setup open and pending.
    const code = await codeOf('owner');
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const field = within(setup).getByRole('textbox', { name: /Authentication code/ });
    await userEvent.type(field, wrong);
    await userEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(setup).findByText('The code is wrong or has expired. Try again.'),
    ).toBeVisible();
    expect(factorOf('owner')!.totp!.state).toBe('pending');

    await userEvent.clear(field);
    await userEvent.type(field, await codeOf('owner'));
    await userEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Set up two-factor sign-in' })).toBeNull(),
    );
    expect(factorOf('owner')!.totp).toMatchObject({ id: totp.id, state: 'confirmed' });
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeVisible();
    // Edit account says so, from the user the console read again.
    await waitFor(() => expect(section).toHaveTextContent('On'));
    expect(section).toHaveTextContent('Sign-in asks for a code from your authenticator app.');
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeVisible();
    expect(await axeViolations(account)).toEqual([]);
    // The next password sign-in of the account asks for the code.
    await client().auth.logout();
    await client().auth.login({ auth: 'owner', password: 'changeme' });
    await expect(client().user.get()).rejects.toMatchObject({
      status: 401,
      serverError: 'TOTP_REQUIRED',
    });
  });

  it('Cancel setup removes the unfinished TOTP', async () => {
    await start({ user: 'owner' });
    const account = await openAccount();
    await userEvent.click(within(account).getByRole('button', { name: 'Turn on' }));
    const setup = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    expect(factorOf('owner')?.totp?.state).toBe('pending');
    // Escape does not close it: the recovery code would be lost unseen.
    await userEvent.keyboard('{Escape}');
    expect(setup).toBeVisible();
    await userEvent.click(within(setup).getByRole('button', { name: 'Cancel setup' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Set up/ })).toBeNull());
    expect(factorOf('owner')?.totp).toBeUndefined();
    expect(within(account).getByRole('region', { name: 'Two-factor sign-in' })).toHaveTextContent(
      'Off',
    );
  });

  it('turns TOTP off after asking', async () => {
    await start({ user: 'owner' });
    const id = ownerId();
    const setup = await client().user.totp.enable(id);
    await client().user.totp.confirm(id, setup.id, await codeOf('owner'));
    const account = await openAccount();
    const section = within(account).getByRole('region', { name: 'Two-factor sign-in' });
    expect(section).toHaveTextContent('On');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    const ask = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    expect(ask).toHaveTextContent('Sign-in will then ask for your password only.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(factorOf('owner')?.totp?.state).toBe('confirmed');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    const again = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(factorOf('owner')?.totp).toBeUndefined());
    await waitFor(() => expect(section).toHaveTextContent('Off'));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeVisible();
    expect(demo!.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/users/${id}/2fas/totp/${setup.id}`,
    ]);
  });
});

describe('without TOTP (2.10)', () => {
  it('Edit account shows nothing of two-factor sign-in', async () => {
    await start({ serverVersion: '2.10', faults: false });
    const account = await openAccount();
    expect(within(account).getByRole('textbox', { name: /Name/ })).toBeVisible();
    expect(within(account).queryByRole('region', { name: 'Two-factor sign-in' })).toBeNull();
    expect(within(account).queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});

/** The seeded `owner`'s id. */
function ownerId(): number {
  return demo!.app.state.users.find((u) => u.username === 'owner')!.id;
}
