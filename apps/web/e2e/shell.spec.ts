import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { axeViolations, signIn, uniqueName } from './helpers';

test('a wrong password shows the error, then the right one signs in', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect login or password.');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
  await signIn(page);
  await expect(page).toHaveURL(/\/project\/\d+\/history/);
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeVisible();
});

test('create a project, switch projects, and the selection is remembered', async ({ page }) => {
  await signIn(page);
  const name = uniqueName('E2E Create');
  await page.goto('/project/new');
  await page.getByRole('textbox', { name: 'Project name' }).fill(name);
  await page.getByRole('textbox', { name: 'Max parallel tasks' }).fill('-1');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Must be 0 or greater')).toBeVisible();
  await page.getByRole('textbox', { name: 'Max parallel tasks' }).fill('3');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/project\/\d+\/history/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const createdUrl = page.url();

  await page.getByRole('button', { name: /^Project:/ }).click();
  await page.getByRole('menuitem', { name: 'Acme Web Platform' }).click();
  await expect(page.getByRole('button', { name: /^Project: Acme Web Platform/ })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Project: Acme Web Platform/ })).toBeVisible();

  // Clean up: delete the created project.
  await page.goto(createdUrl.replace(/history$/, 'settings'));
  await page.getByRole('button', { name: 'Delete project' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).not.toHaveURL(createdUrl);
});

test('dark mode survives a reload', async ({ page }) => {
  await signIn(page);
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('switch to German and back', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('switch', { name: 'Dunkelmodus' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await page.getByRole('button', { name: /^Sprache/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('download a backup, restore it as a new project, delete that project', async ({ page }) => {
  await signIn(page);
  const source = uniqueName('E2E Backup');
  await page.goto('/project/new');
  await page.getByRole('textbox', { name: 'Project name' }).fill(source);
  await page.getByRole('button', { name: 'Create demo project' }).click();
  await expect(page.getByRole('heading', { name: source })).toBeVisible();
  const sourceId = /\/project\/(\d+)\//.exec(page.url())?.[1];

  await page.getByRole('link', { name: 'Settings' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^backup-project-${sourceId}-\\d{8}-\\d{6}\\.json$`),
  );
  await expect(page.getByText('Project exported.', { exact: true })).toBeVisible();
  const file = await download.path();
  const backup = JSON.parse(readFileSync(file, 'utf8')) as { meta: { name: string } };
  expect(backup.meta.name).toBe(source);

  const restored = uniqueName('E2E Restored');
  await page.goto('/project/restore');
  await page.getByLabel('Backup file').setInputFiles(file);
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue(source);
  await page.getByRole('textbox', { name: 'Project name' }).fill(restored);
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Project restored' });
  await expect(result).toContainText(restored);
  await expect(result).toContainText(/key.* added empty/);
  await result.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('heading', { name: restored })).toBeVisible();

  for (const name of [restored, source]) {
    await page.getByRole('button', { name: /^Project:/ }).click();
    await page.getByRole('menuitem', { name }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Delete project' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
    await page.getByRole('button', { name: /^Project:/ }).click();
    await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
});

test('a non-admin sees no admin entries', async ({ page }) => {
  await signIn(page, 'guest', 'changeme');
  await page.getByRole('button', { name: /^User menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Edit account' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Active tasks' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Runners' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Project:/ }).click();
  await expect(page.getByRole('menuitem', { name: 'New project' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Restore project' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/users');
  await expect(page).not.toHaveURL(/\/users/);
});

const screens = [
  { name: 'sign-in', path: '/auth/login', signedIn: false },
  { name: 'dashboard', path: '/project/1/history', signedIn: true },
  { name: 'activity', path: '/project/1/activity', signedIn: true },
  { name: 'settings', path: '/project/1/settings', signedIn: true },
  { name: 'new project', path: '/project/new', signedIn: true },
  { name: 'restore project', path: '/project/restore', signedIn: true },
  { name: 'users', path: '/users', signedIn: true },
  { name: 'not built yet', path: '/project/1/team', signedIn: true },
];

for (const theme of ['light', 'dark'] as const) {
  test(`every shell screen passes axe in ${theme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page);
    for (const screen of screens) {
      if (!screen.signedIn) continue;
      await page.goto(screen.path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await axeViolations(page), `${screen.name} (${theme})`).toEqual([]);
    }
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Edit account' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit account' })).toBeVisible();
    expect(await axeViolations(page), `edit account (${theme})`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await axeViolations(page), `sign-in (${theme})`).toEqual([]);
  });
}
