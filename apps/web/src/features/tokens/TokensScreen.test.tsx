import { createApiClient, isHttpError } from '@semaphore-console/api-client';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../server/client';
import { resetAllStores } from '../../stores/createAppStore';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { renderApp } from '../../test/render';
import { useTokensStore } from './tokensStore';

// The screen runs against the demo server in memory, in both dialects (API §2.6, newer §N7).
let demo: DemoHarness | undefined;
// Screen journeys with axe take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => resetAllStores());
afterEach(() => {
  demo?.close();
  demo = undefined;
  vi.restoreAllMocks();
});

async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, ...options });
  return demo;
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

/** The admin's tokens as the demo server stores them (whole secrets). */
const stored = () => demo!.app.state.tokens.filter((token) => token.user_id === 1);

/** The requests the demo received for the tokens, as `METHOD path body`. */
const tokenCalls = () =>
  demo!.requests
    .filter((r) => r.path.startsWith('/api/user/tokens') && r.method !== 'GET')
    .map((r) => `${r.method} ${r.path} ${r.body}`.trim());

/** Creates a token in the screen; the dialog that shows it. */
async function createInScreen(fill?: () => Promise<void>) {
  await userEvent.click(screen.getByRole('button', { name: 'New token' }));
  const dialog = await screen.findByRole('dialog', { name: 'New API token' });
  await fill?.();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  return screen.findByRole('dialog', { name: 'API token created' });
}

/** Shows the secret once, copies it, closes; the secret is not on the page afterwards. */
async function copyAndClose(shown: HTMLElement, secret: string) {
  expect(within(shown).getByText('Copy the token now: you will not see it again.')).toBeVisible();
  expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveValue(secret);
  const writeText = vi.fn(async () => undefined);
  mockClipboard(writeText);
  await userEvent.click(within(shown).getByRole('button', { name: 'Copy token' }));
  expect(writeText).toHaveBeenCalledWith(secret);
  expect(await screen.findByText('The token has been copied to the clipboard.')).toBeVisible();
  expect(within(shown).getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await axeViolations(shown)).toEqual([]);
  await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(document.body).not.toHaveTextContent(secret);
  expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
}

/** Revokes the token labelled `label` through its confirmation (Cancel first). */
async function revokeInScreen(table: HTMLElement, label: string) {
  const button = within(table).getByRole('button', { name: `Revoke token ${label}` });
  await userEvent.click(button);
  let confirm = await screen.findByRole('dialog', { name: `Revoke token ${label}?` });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(stored().every((token) => !token.expired)).toBe(true);
  await userEvent.click(button);
  confirm = await screen.findByRole('dialog', { name: `Revoke token ${label}?` });
  expect(await axeViolations(confirm)).toEqual([]);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText(`Token ${label} revoked.`)).toBeVisible();
  expect(await within(table).findByText('Revoked')).toBeVisible();
  expect(
    within(table).queryByRole('button', { name: `Revoke token ${label}` }),
  ).not.toBeInTheDocument();
}

describe('API tokens on 2.20 (newer §N7)', () => {
  it('starts empty, creates a named token with an expiry, shows it once, lists it, revokes it', async () => {
    await start({ serverVersion: '2.20' });
    const view = await renderApp('/tokens');
    expect(await screen.findByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);

    // The name is required where the server takes one.
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    const form = await screen.findByRole('dialog', { name: 'New API token' });
    expect(within(form).getByRole('combobox', { name: 'Expires' })).toHaveTextContent('30 days');
    expect(await axeViolations(form)).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Name is required')).toBeVisible();
    expect(stored()).toHaveLength(0);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const before = Date.now();
    const shown = await createInScreen(async () => {
      await userEvent.type(screen.getByLabelText(/^Name/), 'ci deploy');
    });
    const [token] = stored();
    const sent = JSON.parse(
      demo!.requests.find((r) => r.method === 'POST' && r.path === '/api/user/tokens')!.body,
    ) as { name: string; expires_at: string };
    expect(sent.name).toBe('ci deploy');
    const days = (Date.parse(sent.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    await copyAndClose(shown, token!.id);
    // A script signs in with it (API §2.1 bearer token) until it is revoked.
    const script = createApiClient({
      baseUrl: `${demo!.transport.origin}/`,
      fetch: demo!.transport.fetch,
      token: token!.id,
    });
    expect((await script.projects.list()).length).toBeGreaterThan(0);

    const table = await screen.findByRole('table', { name: 'API tokens' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Token', 'Created', 'Expires', 'State', 'Actions']);
    const row = within(table).getByText('ci deploy').closest('tr') as HTMLElement;
    expect(within(row).getByText(`${token!.id.slice(0, 8)}…`)).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    const expires = within(row).getAllByRole('cell')[3]!.querySelector('time');
    expect(expires?.getAttribute('datetime')).toBe(new Date(sent.expires_at).toISOString());
    expect(await axeViolations(view.container)).toEqual([]);

    await revokeInScreen(table, 'ci deploy');
    expect(stored()[0]!.expired).toBe(true);
    const refused = await script.projects.list().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isHttpError(refused, 401)).toBe(true);
    // Revoked by its token_ref (newer §N1), never by the secret.
    const revoke = tokenCalls().find((call) => call.startsWith('DELETE'));
    expect(revoke).toMatch(/^DELETE \/api\/user\/tokens\/[0-9a-f]{16}$/);
    expect(revoke).not.toContain(token!.id);
  });

  it('creates a token that never expires without expires_at', async () => {
    await start({ serverVersion: '2.20' });
    await renderApp('/tokens');
    await screen.findByRole('heading', { name: 'No API tokens yet' });
    const shown = await createInScreen(async () => {
      await userEvent.type(screen.getByLabelText(/^Name/), 'forever');
      await userEvent.click(screen.getByRole('combobox', { name: 'Expires' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Never' }));
    });
    expect(tokenCalls()).toEqual(['POST /api/user/tokens {"name":"forever"}']);
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    const table = await screen.findByRole('table', { name: 'API tokens' });
    const row = (await within(table).findByText('forever')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Never')).toBeVisible();
  });
});

describe('API tokens on 2.10 (API §2.6)', () => {
  it('lists tokens without names and never shows a whole secret; creates and revokes', async () => {
    await start();
    const { id: existing } = await client().user.tokens.create();
    const view = await renderApp('/tokens');
    const table = await screen.findByRole('table', { name: 'API tokens' });
    await within(table).findByText(`${existing.slice(0, 8)}…`);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Token', 'Created', 'State', 'Actions']);
    expect(document.body).not.toHaveTextContent(existing);
    expect(await axeViolations(view.container)).toEqual([]);

    const shown = await createInScreen(async () => {
      const form = screen.getByRole('dialog', { name: 'New API token' });
      expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
      expect(
        within(form).getByText('This server gives tokens no name and no expiry.'),
      ).toBeVisible();
    });
    // 2.10 takes no body (API §2.6); the first POST made the existing token.
    expect(tokenCalls()).toEqual(['POST /api/user/tokens', 'POST /api/user/tokens']);
    const created = stored().find((token) => token.id !== existing)!;
    await copyAndClose(shown, created.id);
    await within(table).findByText(`${created.id.slice(0, 8)}…`);
    expect(document.body).not.toHaveTextContent(existing);

    await revokeInScreen(table, `${created.id.slice(0, 8)}…`);
    expect(stored().find((token) => token.id === created.id)!.expired).toBe(true);
    expect(stored().find((token) => token.id === existing)!.expired).toBe(false);
  });

  it('is reached from the user menu', async () => {
    await start();
    const view = await renderApp(`/project/${demo!.projectId()}/history`);
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'API tokens' }));
    expect(await screen.findByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/tokens');
  });

  it('serves any signed-in user, not only admins (API §2.6: acts on self)', async () => {
    await start({ user: 'guest' });
    await renderApp('/tokens');
    expect(await screen.findByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    const form = await screen.findByRole('dialog', { name: 'New API token' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'API token created' })).toBeVisible();
    const guest = demo!.app.state.users.find((u) => u.username === 'guest')!;
    expect(demo!.app.state.tokens.filter((t) => t.user_id === guest.id)).toHaveLength(1);
  });

  it('shows a failed load as an error, and a failed revoke in its confirmation', async () => {
    await start({ faults: true });
    await client().user.tokens.create();
    await demo!.fault({ path: '/api/user/tokens', status: 500 });
    await renderApp('/tokens');
    expect(await screen.findByRole('alert')).toHaveTextContent(/500/);
    expect(screen.queryByRole('heading', { name: 'No API tokens yet' })).not.toBeInTheDocument();

    // The next load (after recovery) lists it; a refused revoke keeps the confirmation open.
    await useTokensStore.getState().load();
    const table = await screen.findByRole('table', { name: 'API tokens' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await demo!.fault({ path: '/api/user/tokens/', status: 500 });
    await userEvent.click(within(table).getByRole('button', { name: /^Revoke token/ }));
    const confirm = await screen.findByRole('dialog', { name: /^Revoke token/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(/500/);
    expect(stored()[0]!.expired).toBe(false);
    expect(within(table).getByText('Active')).toBeVisible();
  });
});
