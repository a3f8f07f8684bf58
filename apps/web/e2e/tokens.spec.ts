import { createApiClient, isHttpError } from '@semaphore-console/api-client';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { animationsEnded, axeViolations, LOOKS, lookAt, signInByApi, uniqueName } from './helpers';

/**
 * The API tokens screen (`/tokens`, API §2.6, newer §N7) in both dialects, as a person and a
 * script use it: a token is created in the screen (named, with an expiry, on 2.20), read from the
 * screen's one-time dialog and copied; a Node script signs in with it through the built
 * `@semaphore-console/api-client` (its dist, as a package user imports it) and lists the
 * projects; the token is revoked in the screen after a confirmation, and the same client then
 * gets 401. With SHOTS_DIR set it also takes the screenshots to look at (light, dark, 375 px).
 */

const SHOTS = process.env.SHOTS_DIR;
const newer = () => process.env.E2E_SERVER_VERSION === '2.20';

/** The address of the Semaphore server (the demo server; the console's `/api` proxy otherwise). */
function serverBaseUrl(): string {
  const url = process.env.E2E_SERVER_URL ?? process.env.E2E_CONSOLE_URL ?? '';
  return url.endsWith('/') ? url : `${url}/`;
}

/** Screenshots of what the page shows now, in every look; back to light 1280 px after. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const look of LOOKS) {
    const take = await lookAt(page, look, SHOTS);
    // A width change moves the drawer with a transition: shoot what a person sees once it ends.
    await animationsEnded(page);
    await take(`${name}-${process.env.E2E_SERVER_VERSION ?? ''}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a token made in the screen signs a script in until it is revoked there', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/project\/(new|\d+\/[a-z-]+)(\?|$)/);

  // Reached from the user menu.
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();

  // Create: a name and an expiry where the server takes them (newer §N7), none on 2.10.
  const name = uniqueName('ci');
  await page.getByRole('button', { name: 'New token' }).click();
  const form = page.getByRole('dialog', { name: 'New API token' });
  await expect(form).toBeVisible();
  if (newer()) {
    await form.getByLabel(/^Name/).fill(name);
    await expect(form.getByRole('combobox', { name: 'Expires' })).toHaveText(/30 days/);
  } else {
    await expect(form.getByText('This server gives tokens no name and no expiry.')).toBeVisible();
  }
  await form.getByRole('button', { name: 'Create' }).click();

  // Shown once: read from the screen, copied.
  const shown = page.getByRole('dialog', { name: 'API token created' });
  await expect(shown.getByText('Copy the token now: you will not see it again.')).toBeVisible();
  const secret = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(secret.length).toBeGreaterThan(8);
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(
    page.getByText('The token has been copied to the clipboard.', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'tokens-created');

  // A script signs in with it through the built api-client and lists the projects.
  const script = createApiClient({ baseUrl: serverBaseUrl(), token: secret });
  const projects = await script.projects.list();
  expect(Array.isArray(projects)).toBe(true);
  expect(await script.user.get()).toMatchObject({ username: process.env.E2E_USER });

  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  // The list shows the first characters only, never the whole secret (a 2.10 list holds it).
  const label = newer() ? name : `${secret.slice(0, 8)}…`;
  const table = page.getByRole('table', { name: 'API tokens' });
  const row = table.getByRole('row').filter({ hasText: label });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${secret.slice(0, 8)}…`)).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  if (newer()) {
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Name', 'Token', 'Created', 'Expires', 'State', 'Actions']);
  } else {
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'tokens-list');

  // Revoke, after a confirmation.
  await row.getByRole('button', { name: `Revoke token ${label}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke token ${label}?` });
  await expect(confirm).toBeVisible();
  await shoot(page, 'tokens-revoke');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Revoke token/ })).toHaveCount(0);

  // The same client is refused now.
  const refused = await script.projects.list().then(
    () => null,
    (error: unknown) => error,
  );
  expect(isHttpError(refused, 401)).toBe(true);
});
