import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Sign-in with a second factor (newer §N3), against the demo server as 2.20 only (2.10 has no
 * second factor): the password answers 204, the session waits for its code, and the console asks
 * for it instead of showing the password form again. The demo's seeded `totp` and `recovery`
 * users share one TOTP secret and one recovery code (apps/demo-server/README.md); with `--faults`
 * `GET /api/demo/totp/{username}` answers the current code, as the person's authenticator app would.
 */

const PASSWORD = 'changeme';
const RECOVERY_CODE = 'demo-recovery-0000';

test.skip(
  ({ serverVersion }) => serverVersion !== '2.20',
  'a 2.20 server asks for a second factor',
);

/** The user's current TOTP code, from the demo server (what the authenticator app shows). */
async function currentCode(page: Page, username: string): Promise<string> {
  const response = await page.request.get(
    `${process.env.E2E_SERVER_URL}/api/demo/totp/${encodeURIComponent(username)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** Fills the password form and submits it; the console then shows the code step. */
async function submitPassword(page: Page, username: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a TOTP user signs in through the code step; a wrong code keeps the step', async ({
  page,
}) => {
  await submitPassword(page, 'totp');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(field).toBeFocused();

  // A wrong code: the server refuses it, the step stays with the code and an error.
  const right = await currentCode(page, 'totp');
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(field).toHaveValue(wrong);

  // A reload while the session waits for its code lands on the code step again, not the password.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);

  await field.fill(await currentCode(page, 'totp'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/[a-z-]+(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveCount(0);
  // Signed in for real: an authenticated call of the page's session answers.
  expect((await page.request.get('api/user')).ok()).toBe(true);
});

test('a recovery code signs in, with its warning, and switches TOTP off for the account', async ({
  page,
}) => {
  await submitPassword(page, 'recovery');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByText(/switches two-factor sign-in off/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(RECOVERY_CODE);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/[a-z-]+(\?|$)/);

  // The account no longer has a second factor: the next sign-in takes the password alone.
  await page.context().clearCookies();
  await submitPassword(page, 'recovery');
  await expect(page).toHaveURL(/\/project\/\d+\/[a-z-]+(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveCount(0);
});

test('"Use another account" leaves the waiting session for the password form', async ({ page }) => {
  await submitPassword(page, 'totp');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use another account' }).click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  // The half-signed-in session is gone: a reload shows the password form, not the code step.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
});
