import { expect, test } from './fixtures';
import { LOOKS, axeViolations, json, lookAt, signIn, signedInApi, uniqueName } from './helpers';

/**
 * Project invites (newer §N7), against the demo server as 2.20 started with `--invites` (2.10 has
 * no invites): the admin invites a person by e-mail from the Team screen's Invites tab; that
 * person opens the accept link signed out, signs in, comes back to it, accepts, and the project
 * is theirs. The demo sends no mail: with `--faults`, `GET /api/demo/invites/{id}/token` gives the
 * token the e-mail would carry. Screenshots go to `SHOTS_DIR` when it is set.
 */

test.skip(({ serverVersion }) => serverVersion !== '2.20', 'invites exist on 2.16+ servers only');

const PASSWORD = 'invitee-pass-1';

test('an e-mail invite is created, accepted after sign-in, and the project is listed', async ({
  page,
  browser,
}) => {
  const api = await signedInApi();
  const info = await json<{ teams?: { invites_enabled?: boolean } }>(await api.get('api/info'));
  expect(info.teams?.invites_enabled, 'start the 2.20 demo server with --invites').toBe(true);

  // A second person, made through the API with a known address, and a project of this test.
  const suffix = uniqueName('inv').split(' ')[1]!;
  const username = `invitee${suffix}`;
  const email = `${username}@example.com`;
  await json(
    await api.post('api/users', {
      data: { username, name: `Invitee ${suffix}`, email, password: PASSWORD, alert: false },
    }),
  );
  const project = await json<{ id: number; name: string }>(
    await api.post('api/projects', { data: { name: uniqueName('Invited project') } }),
  );

  // The admin invites the address as a guest.
  await signIn(page);
  await page.goto(`/project/${project.id}/team`);
  await page.getByRole('tab', { name: 'Invites' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Invites' });
  await panel.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the project' });
  await dialog.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await dialog.getByRole('combobox', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Guest' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pending')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const look of LOOKS) {
      const shot = await lookAt(page, look, shots);
      await expect(row).toBeVisible();
      await shot('team-invites');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const invites = await json<{ id: number; email?: string }[]>(
    await api.get(`api/project/${project.id}/invites`),
  );
  const invite = invites.find((i) => i.email === email);
  expect(invite).toBeDefined();
  const { token } = await json<{ token: string }>(
    await page.request.get(`${process.env.E2E_SERVER_URL}/api/demo/invites/${invite!.id}/token`),
  );

  // The invitee opens the link signed out: sign in first, then back on the page.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(`/accept-invite?token=${token}`);
  await expect(invitee).toHaveURL(/\/auth\/login\?return=/);
  await invitee.getByRole('textbox', { name: 'Username' }).fill(username);
  await invitee.getByLabel('Password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(invitee).toHaveURL(/\/accept-invite\?token=/);
  await expect(invitee.getByRole('heading', { name: 'Accept invitation' })).toBeVisible();
  expect(await axeViolations(invitee)).toEqual([]);
  if (shots) {
    for (const look of LOOKS) {
      const shot = await lookAt(invitee, look, shots);
      await shot('accept-invite');
    }
    await invitee.setViewportSize({ width: 1280, height: 800 });
  }
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();

  // The project opens, and it is in the person's project list.
  await expect(invitee).toHaveURL(new RegExp(`/project/${project.id}(/|$)`));
  await invitee.getByRole('button', { name: /^Project:/ }).click();
  await expect(invitee.getByRole('menuitem', { name: new RegExp(project.name) })).toBeVisible();
  await invitee.keyboard.press('Escape');

  // The invite now reads accepted for the admin.
  await page.reload();
  await expect(
    page.getByRole('tabpanel', { name: 'Invites' }).getByRole('row').filter({ hasText: email }),
  ).toContainText('Accepted');

  await context.close();
  await api.dispose();
});
