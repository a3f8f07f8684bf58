import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';

let demo: DemoHarness | undefined;
afterEach(() => demo?.close());

describe('team screen with project invites (newer §N7)', { timeout: 60_000 }, () => {
  it('shows Members and Invites tabs; invites by e-mail, lists it as pending and revokes it', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20', invites: 'email' });
    const pid = demo.projectId();
    const { container } = await renderApp(`/project/${pid}/team`);
    const tabs = await screen.findByRole('tablist', { name: 'Team' });
    expect(within(tabs).getByRole('tab', { name: 'Members' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('table', { name: 'Team' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Invites' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Invites' });
    expect(await within(panel).findByText('No invites')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the project' });
    // The server invites by e-mail only: no "Invite by" choice.
    expect(within(dialog).queryByRole('combobox', { name: /Invite by/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter an e-mail address.')).toBeVisible();
    expect(within(dialog).getByText('Choose a role.')).toBeVisible();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /E-mail address/ }),
      'newcomer@example.com',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Task runner' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const table = await within(panel).findByRole('table', { name: 'Invites' });
    const row = (await within(table).findByText('newcomer@example.com')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeVisible();
    expect(within(row).getByText('Task runner')).toBeVisible();
    const sent = demo.requests.find((r) => r.method === 'POST' && r.path.endsWith('/invites'));
    const body = JSON.parse(sent!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'newcomer@example.com', role: 'task_runner' });
    // 7 days by default.
    const days = (Date.parse(body.expires_at as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(
      within(row).getByRole('button', { name: 'Revoke invite to newcomer@example.com' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke invite?' });
    expect(within(confirm).getByText(/newcomer@example\.com will no longer work/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(panel).findByText('No invites')).toBeVisible();
    expect(demo.requests.some((r) => r.method === 'DELETE' && /\/invites\/\d+$/.test(r.path))).toBe(
      true,
    );
  });

  it('resends an invite as a new one and marks the old one expired', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20', invites: 'email' });
    const pid = demo.projectId();
    await demo.client.project(pid).invites.create({ email: 'again@example.com', role: 'guest' });
    await renderApp(`/project/${pid}/team?tab=invites`);
    const panel = await screen.findByRole('tabpanel', { name: 'Invites' });
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Resend invite to again@example.com' }),
    );
    const table = within(panel).getByRole('table', { name: 'Invites' });
    await waitFor(() => expect(within(table).getAllByText('again@example.com')).toHaveLength(2));
    expect(within(table).getByText('Pending')).toBeVisible();
    expect(within(table).getByText('Expired')).toBeVisible();
  });

  it('invites a site user by name when the server invites both ways', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20', invites: 'both' });
    const pid = demo.projectId();
    await renderApp(`/project/${pid}/team?tab=invites`);
    const panel = await screen.findByRole('tabpanel', { name: 'Invites' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the project' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Invite by/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'User' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^User/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dana Developer (dana)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Expires after/ }));
    await userEvent.click(await screen.findByRole('option', { name: '30 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = await within(panel).findByRole('table', { name: 'Invites' });
    const row = (await within(table).findByText('Dana Developer (dana)')).closest('tr')!;
    expect(within(row).getByText('Manager')).toBeVisible();
    const sent = demo.requests.find((r) => r.method === 'POST' && r.path.endsWith('/invites'));
    const body = JSON.parse(sent!.body) as Record<string, unknown>;
    const dana = demo.app.state.users.find((u) => u.username === 'dana')!;
    expect(body).toMatchObject({ user_id: dana.id, role: 'manager' });
    expect(body).not.toHaveProperty('email');
    expect((Date.parse(body.expires_at as string) - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it('without invites on the server, shows the members alone, with no tabs', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    await renderApp(`/project/${demo.projectId()}/team`);
    expect(await screen.findByRole('table', { name: 'Team' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Invites' })).toBeNull();
    expect(demo.requests.some((r) => r.path.endsWith('/invites'))).toBe(false);
  });
});
