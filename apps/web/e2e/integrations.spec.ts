import type { BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { choose, expectNoAxeViolations, signIn, uniqueName } from './helpers';

// Integrations, runners and apps (spec resources §2-§9) in Chromium against the server.

const SHOTS = '/tmp/shots';

/** A fresh demo project (with its templates) and a login/password key whose password is `secret`. */
async function projectWithSecret(page: Page, secret: string) {
  const created = await page.request.post('/api/projects', {
    data: { name: uniqueName('Integrations e2e'), demo: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const key = await page.request.post(`/api/project/${id}/keys`, {
    data: {
      name: 'Hook secret',
      type: 'login_password',
      login_password: { login: '', password: secret },
      project_id: id,
    },
  });
  expect(key.ok()).toBe(true);
  const templates = (await (await page.request.get(`/api/project/${id}/templates`)).json()) as {
    id: number;
    name: string;
  }[];
  return { projectId: id, template: templates[0]! };
}

async function tasksOf(page: Page, projectId: number) {
  const answer = await page.request.get(`/api/project/${projectId}/tasks`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { id: number; integration_id: number | null }[];
}

/** Axe in light and dark, then a full-page screenshot at 375 px (restores 1280 px). */
/**
 * Creates a matcher or an extract value of the integration on screen that reads a JSON body key,
 * through its dialog, and waits for it in its table (by the text `shown`).
 */
async function addBodyRule(
  page: Page,
  dialogName: string,
  tableName: string,
  rule: { name: string; source: RegExp; key: string; field: RegExp; value: string; shown: string },
) {
  await page.getByRole('button', { name: dialogName }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(rule.name);
  await choose(page.getByRole('dialog'), rule.source, 'Body');
  await choose(page.getByRole('dialog'), /Body data type/, 'JSON');
  await dialog.getByRole('textbox', { name: 'Key' }).fill(rule.key);
  await dialog.getByRole('textbox', { name: rule.field }).fill(rule.value);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: tableName })).toContainText(rule.shown);
}

/** Lets the page read and write the clipboard (copy buttons), then signs in through the form. */
async function signInWithClipboard(page: Page, context: BrowserContext, origin?: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await signIn(page);
}

async function checkScreen(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/${name}-dark-375.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/${name}-light-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an integration with token auth starts a task from a matching webhook only', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithClipboard(page, context, baseURL);
  const secret = 'hook-token-42';
  const { projectId, template } = await projectWithSecret(page, secret);
  const name = uniqueName('Deploy hook');

  await page.goto(`/project/${projectId}/integrations`);
  await page.getByRole('button', { name: 'New integration' }).click();
  const dialog = page.getByRole('dialog', { name: 'New integration' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await choose(page.getByRole('dialog'), 'Template', template.name);
  await choose(page.getByRole('dialog'), 'Authentication', 'Token');
  await dialog.getByRole('textbox', { name: 'Header' }).fill('X-Hook-Token');
  await choose(page.getByRole('dialog'), 'Secret', 'Hook secret');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Add alias' }).click();
  const aliases = page.getByRole('list', { name: 'Alias URLs' });
  const item = aliases.getByRole('listitem');
  await expect(item).toHaveCount(1);
  const url = (await item.textContent())?.trim() ?? '';
  expect(url).toMatch(/^https?:\/\/.+\/api\/integrations\/\w+$/);
  await item.getByRole('button', { name: `Copy ${url}` }).click();
  await expect(
    page.getByText('The alias URL has been copied to the clipboard.', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await addBodyRule(page, 'New matcher', 'Matchers', {
    name: 'Deploy action',
    source: /Match type/,
    key: 'action',
    field: /^Value/,
    value: 'deploy',
    shown: 'Deploy action',
  });
  await addBodyRule(page, 'New extract value', 'Extract values', {
    name: 'Version',
    source: /Value source/,
    key: 'version',
    field: /^Variable/,
    value: 'app_version',
    shown: 'app_version',
  });
  await checkScreen(page, 'integration-detail');

  // A sender calls the alias: a matching body with the token starts a task (API §6.15.5).
  const before = (await tasksOf(page, projectId)).length;
  const hit = await page.request.post(url, {
    headers: { 'X-Hook-Token': secret },
    data: { action: 'deploy', version: '1.2.3' },
  });
  expect(hit.status()).toBe(204);
  const started = await tasksOf(page, projectId);
  expect(started).toHaveLength(before + 1);
  const integrationId = Number(/\/integration\/(\d+)/.exec(page.url())?.[1]);
  expect(started.some((task) => task.integration_id === integrationId)).toBe(true);
  // An unmatched body starts nothing; the receiver still answers 204.
  const miss = await page.request.post(url, {
    headers: { 'X-Hook-Token': secret },
    data: { action: 'rollback', version: '1.2.3' },
  });
  expect(miss.status()).toBe(204);
  expect(await tasksOf(page, projectId)).toHaveLength(before + 1);

  // The task shows the integration as its author.
  await page.goto(`/project/${projectId}/history`);
  await expect(
    page.getByRole('table').getByRole('cell', { name: 'Integration', exact: true }).first(),
  ).toBeVisible();

  // Delete the matcher and the value with their confirmations (spec resources §8).
  await page.goto(`/project/${projectId}/integration/${integrationId}`);
  await page.getByRole('button', { name: 'Delete matcher Deploy action' }).click();
  const confirmMatcher = page.getByRole('dialog', { name: 'Delete matcher' });
  await expect(confirmMatcher).toContainText(
    'Are you sure you want to delete this Integration Matcher?',
  );
  await confirmMatcher.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('table', { name: 'Matchers' })).not.toContainText('Deploy action');
  await page.getByRole('button', { name: 'Delete extract value Version' }).click();
  const confirmValue = page.getByRole('dialog', { name: 'Delete extract value' });
  await expect(confirmValue).toContainText(
    'Are you sure you want to delete this Integration ExtractValue?',
  );
  await confirmValue.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('table', { name: 'Extract values' })).not.toContainText(
    'app_version',
  );

  await page.goto(`/project/${projectId}/integrations`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await checkScreen(page, 'integrations');
  await page.request.delete(`/api/project/${projectId}`);
});

test('a runner shows its token once, copies a snippet, toggles and is deleted', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithClipboard(page, context, baseURL);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Runners' }).click();
  await expect(page).toHaveURL(/\/runners$/);
  const name = uniqueName('edge');

  await page.getByRole('button', { name: 'New runner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New runner' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const token = page.getByRole('dialog', { name: 'Runner created' });
  await expect(token).toContainText('SEMAPHORE_RUNNER_TOKEN=');
  // The runner reads the server's web root, not an API address (its util/config.go).
  await expect(token).toContainText('SEMAPHORE_WEB_ROOT=');
  await expect(token).not.toContainText('SEMAPHORE_RUNNER_API_URL');
  await checkScreen(page, 'runner-token');
  // The command line is the second to last snippet (a 2.20 server's private key comes first).
  const copies = token.getByRole('button', { name: 'Copy' });
  await copies.nth((await copies.count()) - 2).click();
  await expect(
    page.getByText('The command has been copied to the clipboard.', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'semaphore runner start',
  );
  await token.getByRole('button', { name: 'Done' }).click();
  await expect(token).toBeHidden();

  const table = page.getByRole('table', { name: 'Runners' });
  const toggle = table.getByRole('switch', { name: `Active: ${name}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const stored = (await (await page.request.get('/api/runners')).json()) as {
    name: string;
    active: boolean;
  }[];
  expect(stored.find((runner) => runner.name === name)?.active).toBe(false);
  await checkScreen(page, 'runners');

  await table.getByRole('button', { name: `Delete runner ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete runner' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByText(name)).toHaveCount(0);
});

test('an app switched off leaves the template form’s app picker, and comes back', async ({
  page,
}) => {
  await signIn(page);
  const created = await page.request.post('/api/projects', {
    data: { name: uniqueName('Apps e2e'), demo: true },
  });
  const { id: projectId } = (await created.json()) as { id: number };
  const picker = async () => {
    await page.goto(`/project/${projectId}/templates/new/edit`);
    await page.getByRole('combobox', { name: 'App' }).click();
    const names = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return names;
  };
  const toggle = async (active: boolean) => {
    await page.goto('/apps');
    const python = page.getByRole('switch', { name: 'Active: Python' });
    await python.click();
    await expect(python).toBeChecked({ checked: active });
  };

  expect(await picker()).toContain('Python');
  await toggle(false);
  await checkScreen(page, 'apps');
  expect(await picker()).not.toContain('Python');
  await toggle(true);
  // Apps with an empty title are named by their display name (API §13.2 #19).
  expect(await picker()).toEqual(expect.arrayContaining(['Ansible', 'OpenTofu', 'Python']));
  await page.request.delete(`/api/project/${projectId}`);
});
