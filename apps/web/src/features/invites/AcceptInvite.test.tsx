import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';
import { returnPath, signInFor } from './signInReturn';
import { resetAllStores } from '../../stores/createAppStore';

let demo: DemoHarness | undefined;
afterEach(() => demo?.close());

/** A 2.20 demo with invites; the admin invites `email` to the first project; its token. */
async function invited(email: string, role = 'guest'): Promise<{ pid: number; token: string }> {
  demo = await startDemo({ run: false, serverVersion: '2.20', invites: 'email' });
  const pid = demo.projectId();
  const invite = await demo.client.project(pid).invites.create({ email, role });
  // No mail in the demo: the token is read where the server keeps it.
  const stored = (demo.app.state.v220 as { invites?: { id: number; token: string }[] }).invites;
  const token = stored?.find((i) => i.id === invite.id)?.token;
  if (!token) throw new Error('the invite has no token');
  return { pid, token };
}

describe('accept-invite page (newer §N7)', { timeout: 60_000 }, () => {
  it('accepts as the invited user and opens the project', async () => {
    const { pid, token } = await invited('dana@example.com');
    await demo!.signIn('dana');
    const { container, router } = await renderApp(`/accept-invite?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Accept invitation' })).toBeVisible();
    expect(screen.getByText('Signed in as Dana Developer.')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(`/project/${pid}`));
    const dana = demo!.app.state.users.find((u) => u.username === 'dana')!;
    expect(
      demo!.app.state.members.find((m) => m.project_id === pid && m.user_id === dana.id)?.role,
    ).toBe('guest');
  });

  it('says in plain words when the invite is for someone else, and offers another sign-in', async () => {
    const { token } = await invited('someone@example.com');
    await demo!.signIn('dana');
    const { router } = await renderApp(`/accept-invite?token=${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText(
        'This invitation is for another account. Sign in as the person it was sent to.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(returnPath(new URLSearchParams(router.state.location.search).get('return'), '/')).toBe(
      `/accept-invite?token=${token}`,
    );
  });

  it('says when the person is already a member, and when the invite expired or was used', async () => {
    const { token } = await invited('owner@example.com');
    await demo!.signIn('owner');
    await renderApp(`/accept-invite?token=${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You are already a member of this project.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toBeVisible();

    await demo!.signIn('admin');
    const invite = (await demo!.client.project(demo!.projectId()).invites.list())[0]!;
    await demo!.client.project(demo!.projectId()).invites.update(invite.id, 'expired');
    await demo!.signIn('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText(
        'This invitation has expired or was already used. Ask a project manager for a new one.',
      ),
    ).toBeVisible();
  });

  it('takes a typed token when the link has none; an unknown one reads as not existing', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20', invites: 'email', user: 'dana' });
    await renderApp('/accept-invite');
    const field = await screen.findByRole('textbox', { name: /Invitation token/ });
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Enter the token from the invitation.')).toBeVisible();
    await userEvent.type(field, 'not-a-token');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText(
        'This invitation does not exist. Check the link, or ask a project manager for a new one.',
      ),
    ).toBeVisible();
  });

  it('sends a signed-out person to sign in, and comes back after it', async () => {
    const { token } = await invited('dana@example.com');
    await demo!.client.auth.logout();
    const page = `/accept-invite?token=${token}`;
    const first = await renderApp(page);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/auth/login'));
    const back = new URLSearchParams(first.router.state.location.search).get('return');
    expect(back).toBe(`/accept-invite?token=${token}`);
    first.unmount();
    // A new page load: the console starts again with nothing in its stores.
    resetAllStores();

    // The sign-in page reloads at the base address with its query string (spec core §4).
    await demo!.signIn('dana');
    const second = await renderApp(`/?return=${encodeURIComponent(back!)}`);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/accept-invite'));
    expect(second.router.state.location.search).toBe(`?token=${token}`);
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeVisible();
  });
});

describe('the sign-in return path', () => {
  it('keeps a path of this console and refuses other sites and the sign-in page', () => {
    expect(returnPath('/accept-invite?token=a', '/')).toBe('/accept-invite?token=a');
    expect(returnPath('/sem/accept-invite?token=a', '/sem/')).toBe('/accept-invite?token=a');
    expect(returnPath('/other/x', '/sem/')).toBeNull();
    expect(returnPath('//evil.example/x', '/')).toBeNull();
    expect(returnPath('/\\evil.example/x', '/')).toBeNull();
    expect(returnPath('https://evil.example/x', '/')).toBeNull();
    expect(returnPath('/auth/login?return=/x', '/')).toBeNull();
    expect(returnPath(null, '/')).toBeNull();
    expect(signInFor('/accept-invite?token=a', '/sem/')).toBe(
      '/auth/login?return=%2Fsem%2Faccept-invite%3Ftoken%3Da',
    );
  });
});
