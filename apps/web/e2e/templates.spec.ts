import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, expectNoAxeViolations, signIn, uniqueName } from './helpers';

interface Created {
  projectId: number;
  templates: { id: number; name: string }[];
}

/** A fresh demo project (its own templates, inventories, repository) for one test. */
async function demoProject(page: Page): Promise<Created> {
  const name = uniqueName('Templates e2e');
  const created = await page.request.post('/api/projects', { data: { name, demo: true } });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };
  const list = await page.request.get(`/api/project/${project.id}/templates`);
  return { projectId: project.id, templates: (await list.json()) as Created['templates'] };
}

function templateId(created: Created, name: string): number {
  const found = created.templates.find((t) => t.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found.id;
}

async function finishedTask(request: APIRequestContext, projectId: number, template: number) {
  const server = process.env.E2E_SERVER_URL;
  const answer = await request.post(`${server}/api/demo/project/${projectId}/tasks/synthetic`, {
    data: { template_id: template, lines: 20 },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('creates a template with a survey variable and runs it with survey values', async ({
  page,
  serverVersion,
}) => {
  const { projectId } = await demoProject(page);
  const name = uniqueName('Ping with region');
  await page.goto(`/project/${projectId}/templates`);
  await expect(page.getByRole('table', { name: 'Task templates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ping Site' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByRole('menuitem', { name: 'Default' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/templates/new/edit`));
  await expect(page.getByRole('tab', { name: 'Default' })).toHaveAttribute('aria-selected', 'true');
  // Saving an empty form shows the rules in the red alert and keeps the form.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible();

  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/Playbook filename/).fill('ping.yml');
  await choose(page, /Inventory/, 'Dev');
  await choose(page, /Repository/, 'Demo');
  // A 2.20 template takes ordered variable groups where 2.10 takes one environment (newer §N6).
  await choose(page, serverVersion === '2.20' ? /Add a variable group/ : /Environment/, 'Empty');
  await page.getByRole('button', { name: 'Add survey variable' }).click();
  const survey = page.getByRole('group', { name: 'Survey variable 1' });
  await survey.getByLabel(/Variable name/).fill('region');
  await survey.getByLabel(/^Title/).fill('Region');
  await survey.getByRole('checkbox', { name: 'Required' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/templates/\\d+$`));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Run' }).click();
  await expect(dialog.getByText('Region is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/Region/).fill('eu-west-1');
  await dialog.getByLabel('Message').fill('e2e run');
  await dialog.getByRole('button', { name: 'Run' }).click();

  // The task log dialog opens through ?t={taskId}.
  await expect(page).toHaveURL(/[?&]t=\d+/);
  await expect(page.getByRole('dialog').filter({ hasText: name })).toBeVisible();
  // The server got the survey value as the task's environment (JSON text) and the message.
  const taskId = new URL(page.url()).searchParams.get('t');
  const task = (await (
    await page.request.get(`/api/project/${projectId}/tasks/${taskId}`)
  ).json()) as {
    environment: string;
    message: string;
  };
  expect(JSON.parse(task.environment)).toEqual({ region: 'eu-west-1' });
  expect(task.message).toBe('e2e run');
});

test('re-runs a finished task with the same parameters', async ({ page, request }) => {
  const created = await demoProject(page);
  const ping = templateId(created, 'Ping Site');
  const taskId = await finishedTask(request, created.projectId, ping);
  await page.goto(`/project/${created.projectId}/templates/${ping}`);
  const tasks = page.getByRole('table', { name: 'Tasks' });
  const row = tasks
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `#${taskId}` }) });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Re-run' }).click();
  await expect(page).toHaveURL(/[?&]t=\d+/);
  const newId = Number(new URL(page.url()).searchParams.get('t'));
  expect(newId).not.toBe(taskId);
  // The new task carries the parameters of the one it re-runs.
  const read = async (id: number) =>
    (await (
      await page.request.get(`/api/project/${created.projectId}/tasks/${id}`)
    ).json()) as Record<string, unknown>;
  const [before, after] = [await read(taskId), await read(newId)];
  for (const field of ['template_id', 'message', 'environment', 'debug', 'dry_run', 'diff']) {
    expect(after[field], field).toEqual(before[field]);
  }
  // The task log dialog of the new task is open; behind it the task list shows the new task.
  const log = page.getByRole('dialog', { name: new RegExp(`Task #${newId}`) });
  await expect(log).toBeVisible();
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(tasks.getByRole('button', { name: `#${newId}` })).toBeVisible();
});

test('shows the references dialog for a template that others use', async ({ page }) => {
  const created = await demoProject(page);
  const build = templateId(created, 'Build');
  await page.goto(`/project/${created.projectId}/templates/${build}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cannot delete Build' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Deploy to Dev')).toBeVisible();
  await expect(dialog.getByText('Deploy to Production')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Build' })).toBeVisible();

  // An unused template is deleted after the confirmation.
  const ping = templateId(created, 'Ping Site');
  await page.goto(`/project/${created.projectId}/templates/${ping}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Template "Ping Site" deleted').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${created.projectId}/templates$`));
});

test('views: add one, see its tab, remember it, and fall back from an unknown view', async ({
  page,
}) => {
  const { projectId } = await demoProject(page);
  const title = uniqueName('View');
  await page.goto(`/project/${projectId}/templates`);
  await page.getByRole('button', { name: 'Edit views' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit views' });
  await dialog.getByRole('button', { name: 'Add view' }).click();
  await dialog.getByLabel('View title 1').fill(title);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog.getByRole('button', { name: 'Save view' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A second view, then drag it above the first by its handle: the order is saved.
  const second = uniqueName('Second');
  await dialog.getByRole('button', { name: 'Add view' }).click();
  await dialog.getByLabel('View title 2').fill(second);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog.getByRole('button', { name: 'Save view' })).toHaveCount(0);
  const positions = page.waitForRequest((r) => r.url().endsWith('/views/positions'));
  const rows = dialog.getByRole('list', { name: 'Views' }).getByRole('listitem');
  await rows.nth(1).locator('[draggable="true"]').dragTo(rows.nth(0));
  await positions;
  await expect(dialog.getByLabel('View title 1')).toHaveValue(second);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const tabs = page.getByRole('navigation', { name: 'Views' }).getByRole('link');
  await expect(tabs.nth(1)).toHaveText(second);
  await expect(tabs.nth(2)).toHaveText(title);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/views/\\d+/templates$`));
  await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  // The last visited view is remembered for the project.
  await page.goto(`/project/${projectId}/templates`);
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/views/\\d+/templates$`));
  await page.goto(`/project/${projectId}/views/999999/templates`);
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/templates$`));
});
