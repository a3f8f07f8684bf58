import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, expectNoAxeViolations, signIn, uniqueName } from './helpers';

/**
 * Presses the dialog's Create or Save, waits for the dialog to close and for the row named `name`
 * in the list.
 */
async function submitAndSee(
  dialog: Locator,
  button: 'Create' | 'Save',
  list: Locator,
  name: string,
): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** A fresh project without the demo set. */
async function emptyProject(page: Page): Promise<number> {
  const created = await page.request.post('/api/projects', {
    data: { name: uniqueName('Resources e2e'), demo: false },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Types into a CodeMirror field (its content is a labelled textbox). */
async function typeInEditor(page: Page, scope: Locator, label: string, text: string) {
  const editor = scope.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.insertText(text);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('creates a key, repository, inventory and environment, uses them in a template, edits them, and deletes with references', async ({
  page,
  serverVersion,
}) => {
  test.setTimeout(180_000);
  const projectId = await emptyProject(page);
  const base = `/project/${projectId}`;

  // Key store: a login/password key.
  await page.goto(`${base}/keys`);
  await page.getByRole('button', { name: 'New key' }).click();
  let dialog = page.getByRole('dialog', { name: 'New key' });
  await dialog.getByLabel(/Key name/).fill('Git login');
  await choose(dialog, /Type/, 'Login with password');
  await dialog.getByLabel(/^Login/).fill('deploy');
  await dialog.getByLabel(/^Password/).fill('s3cret');
  await expectNoAxeViolations(page, 'key dialog');
  const keys = page.getByRole('table', { name: 'Key store' });
  await submitAndSee(dialog, 'Create', keys, 'Git login');
  await expectNoAxeViolations(page, 'keys');

  // Repository: "incorrect URL" first, then an https URL with the login key.
  await page.goto(`${base}/repositories`);
  await page.getByRole('button', { name: 'New repository' }).click();
  dialog = page.getByRole('dialog', { name: 'New repository' });
  await dialog.getByLabel(/^Name/).fill('App repo');
  await dialog.getByLabel(/URL or path/).fill('ftp://example.com/app.git');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('incorrect URL')).toBeVisible();
  await dialog.getByLabel(/URL or path/).fill('https://example.com/app.git');
  await dialog.getByLabel(/^Branch/).fill('main');
  await choose(dialog, /Access key/, 'Git login');
  await expectNoAxeViolations(page, 'repository dialog');
  const repositories = page.getByRole('table', { name: 'Repositories' });
  await submitAndSee(dialog, 'Create', repositories, 'App repo');
  await expectNoAxeViolations(page, 'repositories');

  // Inventory: static INI content in the code editor.
  await page.goto(`${base}/inventory`);
  await page.getByRole('button', { name: 'New inventory' }).click();
  dialog = page.getByRole('dialog', { name: 'New inventory' });
  await dialog.getByLabel(/^Name/).fill('Hosts');
  await choose(dialog, /User credentials/, 'Git login');
  await typeInEditor(page, dialog, 'Inventory', '[web]\nweb1.example.com\n');
  await expectNoAxeViolations(page, 'inventory dialog');
  const inventories = page.getByRole('table', { name: 'Inventory' });
  await submitAndSee(dialog, 'Create', inventories, 'Hosts');
  await expectNoAxeViolations(page, 'inventory');
  const stored = (await (await page.request.get(`/api/project/${projectId}/inventory`)).json()) as {
    name: string;
    inventory: string;
  }[];
  expect(stored.find((i) => i.name === 'Hosts')?.inventory).toContain('web1.example.com');

  // Environment: extra variables as JSON, and a secret.
  await page.goto(`${base}/environment`);
  await page.getByRole('button', { name: 'New environment' }).click();
  dialog = page.getByRole('dialog', { name: 'New environment' });
  await dialog.getByLabel(/^Name/).fill('Prod');
  await dialog.getByRole('button', { name: 'Add variable' }).first().click();
  await dialog.getByLabel('Name 1').first().fill('region');
  await dialog.getByLabel('Value 1').first().fill('eu');
  await dialog.getByRole('button', { name: 'Add secret' }).click();
  await dialog.getByLabel('Secret name 1').fill('TOKEN');
  await dialog.getByLabel('Secret value 1').fill('t0ken');
  await expectNoAxeViolations(page, 'environment dialog');
  await submitAndSee(dialog, 'Create', page.getByRole('table', { name: 'Environment' }), 'Prod');
  await expectNoAxeViolations(page, 'environment');

  // Edit the environment: the secret's value is never shown; a nested value cannot be a table.
  await page.getByRole('button', { name: 'Edit environment Prod' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit environment' });
  await expect(dialog.getByLabel('Secret name 1')).toHaveValue('TOKEN');
  await expect(dialog.getByLabel('Secret value 1')).toHaveValue('');
  const extra = dialog.getByRole('group', { name: 'Extra variables' });
  await extra.getByRole('button', { name: 'JSON' }).click();
  const json = extra.getByRole('textbox', { name: 'Extra variables (JSON)' });
  await json.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('{"region": "eu", "nested": {"a": 1}}');
  await extra.getByRole('button', { name: 'Table' }).click();
  await expect(extra.getByText("Can't be displayed as table.")).toBeVisible();
  await expect(json).toContainText('"nested"');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const env = (await (await page.request.get(`/api/project/${projectId}/environment`)).json()) as {
    name: string;
    json: string;
  }[];
  expect(JSON.parse(env.find((e) => e.name === 'Prod')!.json)).toEqual({
    region: 'eu',
    nested: { a: 1 },
  });

  // A template that uses them, run once.
  await page.goto(`${base}/templates/new/edit`);
  const name = uniqueName('Deploy');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/Playbook filename/).fill('site.yml');
  await choose(page, /^Inventory/, 'Hosts');
  await choose(page, /^Repository/, 'App repo');
  // A 2.20 template takes ordered variable groups where 2.10 takes one environment (newer §N6).
  await choose(page, serverVersion === '2.20' ? /^Add a variable group/ : /^Environment/, 'Prod');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const templateUrl = page.url();
  await page.getByRole('button', { name: 'Run' }).click();
  const run = page.getByRole('dialog', { name: 'New task' });
  await run.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/[?&]t=\d+/);

  // Edit the key (name only, secret locked), the repository and the inventory.
  await page.goto(`${base}/keys`);
  await page.getByRole('button', { name: 'Edit key Git login' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit key' });
  await expect(dialog.getByLabel(/^Password/)).toBeDisabled();
  await dialog.getByLabel(/Key name/).fill('Git login 2');
  await submitAndSee(dialog, 'Save', keys, 'Git login 2');

  await page.goto(`${base}/repositories`);
  await page.getByRole('button', { name: 'Edit repository App repo' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit repository' });
  await dialog.getByLabel(/^Branch/).fill('release');
  await submitAndSee(dialog, 'Save', repositories, 'release');

  await page.goto(`${base}/inventory`);
  await page.getByRole('button', { name: 'Edit inventory Hosts' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit inventory' });
  await dialog.getByLabel(/^Name/).fill('Hosts v2');
  await submitAndSee(dialog, 'Save', inventories, 'Hosts v2');

  // Deleting the inventory while the template uses it: the references dialog, nothing deleted.
  await page.getByRole('button', { name: 'Delete inventory Hosts v2' }).click();
  const blocked = page.getByRole('dialog', { name: 'Cannot delete Hosts v2' });
  await expect(blocked.getByText('cannot delete Hosts v2, used by')).toBeVisible();
  await expect(blocked.getByRole('link', { name })).toHaveAttribute(
    'href',
    new URL(templateUrl).pathname,
  );
  await expectNoAxeViolations(page, 'references dialog');
  await blocked.getByRole('button', { name: 'OK' }).click();
  await expect(inventories.getByRole('cell', { name: 'Hosts v2', exact: true })).toBeVisible();

  // After the template is gone, it is deleted after the confirmation.
  await page.goto(templateUrl);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete template' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${base}/templates$`));
  await page.goto(`${base}/inventory`);
  await page.getByRole('button', { name: 'Delete inventory Hosts v2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete inventory' });
  await expect(confirm.getByText('Do you really want to delete this inventory?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No inventories yet' })).toBeVisible();
});

test('a workspace inventory in a project without a None key creates one', async ({
  page,
}, info) => {
  const projectId = await emptyProject(page);
  // A new project may come with a None key: remove it first.
  const existing = (await (await page.request.get(`/api/project/${projectId}/keys`)).json()) as {
    id: number;
  }[];
  for (const key of existing) {
    expect((await page.request.delete(`/api/project/${projectId}/keys/${key.id}`)).status()).toBe(
      204,
    );
  }
  await page.goto(`/project/${projectId}/inventory`);
  await page.getByRole('button', { name: 'New inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'New inventory' });
  // The static content editor (CodeMirror, loaded with the dialog) at 375 px, dark.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(dialog.getByRole('textbox', { name: 'Inventory' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('inventory-dialog-375-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await choose(dialog, /^Type/, 'Terraform workspace');
  await dialog.getByLabel(/Display name/).fill('Staging');
  await dialog.getByLabel(/Workspace name/).fill('staging');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Inventory' }).getByRole('cell', { name: 'None', exact: true }),
  ).toBeVisible();
  const keys = (await (await page.request.get(`/api/project/${projectId}/keys`)).json()) as {
    id: number;
    name: string;
    type: string;
  }[];
  const none = keys.filter((key) => key.type === 'none');
  expect(none.map((key) => key.name)).toEqual(['None']);
  const inventories = (await (
    await page.request.get(`/api/project/${projectId}/inventory`)
  ).json()) as { ssh_key_id: number | null; type: string }[];
  expect(inventories[0]).toMatchObject({ ssh_key_id: none[0]!.id, type: 'terraform-workspace' });
});

test('team: add a member, change the role, remove; the owner cannot leave', async ({ page }) => {
  const projectId = await emptyProject(page);
  await page.goto(`/project/${projectId}/team`);
  const table = page.getByRole('table', { name: 'Team' });
  await expect(table.getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave project' })).toBeDisabled();
  await expect(page.getByText('The owner cannot leave the project.')).toBeVisible();
  await expectNoAxeViolations(page, 'team');

  await page.getByRole('button', { name: 'Add team member' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add team member' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('User is required')).toBeVisible();
  await choose(dialog, /^User/, 'Dana Developer (dana)');
  await choose(dialog, /^Role/, 'Guest');
  await expectNoAxeViolations(page, 'member dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const dana = table.getByRole('row').filter({ hasText: 'dana' });
  await expect(dana.getByRole('cell', { name: 'Guest', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Change role of dana' }).click();
  dialog = page.getByRole('dialog', { name: 'Change role' });
  await choose(dialog, /^Role/, 'Manager');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(dana.getByRole('cell', { name: 'Manager', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Remove dana' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove team member' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(dana).toHaveCount(0);
});

test('a guest sees no New button or row actions; screens at 375 px', async ({ page }, info) => {
  await page.context().clearCookies();
  await signIn(page, 'guest', 'changeme');
  const projects = (await (await page.request.get('/api/projects')).json()) as {
    id: number;
    name: string;
  }[];
  const seeded = projects[0]!;
  await page.setViewportSize({ width: 375, height: 800 });
  const screens = [
    ['inventory', 'Inventory', 'New inventory'],
    ['environment', 'Environment', 'New environment'],
    ['keys', 'Key store', 'New key'],
    ['repositories', 'Repositories', 'New repository'],
    ['team', 'Team', 'Add team member'],
  ] as const;
  for (const [path, title, newLabel] of screens) {
    await page.goto(`/project/${seeded.id}/${path}`);
    const table = page.getByRole('table', { name: title });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: newLabel })).toHaveCount(0);
    await expect(
      table.getByRole('button', { name: /^(Edit|Delete|Remove|Change role)/ }),
    ).toHaveCount(0);
    await expect(page.getByText('Not available in this console yet')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`${path}-375.png`), fullPage: true });
  }
});
