import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, json, signedInApi, signIn, uniqueName } from './helpers';

/**
 * Two-factor sign-in set up in Edit account (newer §N3), against the demo server as 2.20 only
 * (2.10 has no TOTP): a fresh user, made by the admin for this spec (the seeded `totp` user stays
 * as the sign-in spec needs it), turns TOTP on (QR code, key, recovery code, a current code),
 * signs out, signs in through the code step, and turns it off. With `--faults`
 * `GET /api/demo/totp/{username}` answers the current code, as the authenticator app would.
 * Screenshots of the setup go to `SHOTS_DIR` (default /tmp/shots), light and dark, wide and 375 px.
 */

const PASSWORD = 'changeme';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test.skip(({ serverVersion }) => serverVersion !== '2.20', 'a 2.20 server has TOTP');

let username = '';

test.beforeAll(async () => {
  username = uniqueName('tfa')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
  const api = await signedInApi();
  try {
    const user = await json<{ id: number }>(
      await api.post('api/users', {
        data: {
          username,
          name: 'Tia Factor',
          email: `${username}@example.com`,
          password: PASSWORD,
          alert: false,
          admin: false,
        },
      }),
    );
    // A member of a project, so that signing in lands on a project page with the user menu.
    const [project] = await json<{ id: number }[]>(await api.get('api/projects'));
    const added = await api.post(`api/project/${project!.id}/users`, {
      data: { user_id: user.id, role: 'manager', role_id: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  } finally {
    await api.dispose();
  }
});

/** The user's current TOTP code, from the demo server (what the authenticator app shows). */
async function currentCode(page: Page): Promise<string> {
  const response = await page.request.get(
    `${process.env.E2E_SERVER_URL}/api/demo/totp/${encodeURIComponent(username)}`,
  );
  return (await json<{ code: string }>(response)).code;
}

/** Opens Edit account from the user menu; returns its two-factor sign-in section. */
async function openAccount(page: Page): Promise<{ dialog: Locator; section: Locator }> {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Edit account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit account' });
  await expect(dialog).toBeVisible();
  return { dialog, section: dialog.getByRole('region', { name: 'Two-factor sign-in' }) };
}

/** Signs out through the user menu and waits for the sign-in form. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
}

/**
 * Screenshots in light and dark, the page at its size, then at 375 px wide, each after an axe
 * check; `show` is scrolled into view first.
 */
async function shoot(page: Page, name: string, show?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [size.width, 375]) {
    await page.setViewportSize({ width, height: size.height });
    await show?.scrollIntoViewIfNeeded();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await axeViolations(page), `axe ${name} ${width} ${scheme}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}

test('a user turns TOTP on in Edit account, signs in with a code, and turns it off', async ({
  page,
  cspViolations,
}) => {
  await signIn(page, username, PASSWORD);
  const { dialog, section } = await openAccount(page);
  await expect(section).toContainText('Off');
  await section.getByRole('button', { name: 'Turn on' }).click();

  const setup = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(setup).toBeVisible();
  // The server's QR code, read through the api-client and drawn: dark modules on light.
  const qr = setup.getByRole('img', { name: /^QR code for your authenticator app/ });
  await expect
    .poll(() =>
      qr.evaluate((canvas) => {
        const c = canvas as HTMLCanvasElement;
        if (c.width < 21) return 0;
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 64) dark++;
        return dark / (c.width * c.height);
      }),
    )
    .toBeGreaterThan(0.2);
  await expect(setup.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
  await expect(setup.getByText('Store the recovery code now')).toBeVisible();
  await shoot(page, 'two-factor-setup');

  await setup.getByRole('checkbox', { name: 'I have stored the recovery code' }).click();
  const field = setup.getByRole('textbox', { name: /Authentication code/ });
  await field.fill(await currentCode(page));
  await shoot(page, 'two-factor-confirm', field);
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expect(setup).toBeHidden();
  await expect(page.getByText('Two-factor sign-in is on.', { exact: true })).toBeVisible();
  await expect(section).toContainText('On');
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
  await shoot(page, 'two-factor-on');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The next sign-in asks for the code.
  await signOut(page);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  await code.fill(await currentCode(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/[a-z-]+(\?|$)/);

  // Turned off after asking: the sign-in after that takes the password alone.
  const again = await openAccount(page);
  await expect(again.section).toContainText('On');
  await again.section.getByRole('button', { name: 'Turn off' }).click();
  const ask = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await ask.getByRole('button', { name: 'Turn off' }).click();
  await expect(ask).toBeHidden();
  await expect(again.section).toContainText('Off');
  await again.dialog.getByRole('button', { name: 'Cancel' }).click();
  await signOut(page);
  await signIn(page, username, PASSWORD);
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});
