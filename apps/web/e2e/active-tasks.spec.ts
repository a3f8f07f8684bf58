import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { axeViolations, signIn, uniqueName } from './helpers';

const SHOTS = '/tmp/shots';

/**
 * Creates a demo project (named from `prefix`) and starts a long task of its first template: 3,000
 * lines at 10 lines/s keep it running for 5 minutes unless stopped.
 */
async function startLongTask(page: Page, prefix: string) {
  const created = await page.request.post('/api/projects', {
    data: { name: uniqueName(prefix), demo: true },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number; name: string };
  const templates = (await (
    await page.request.get(`/api/project/${project.id}/templates`)
  ).json()) as { id: number }[];
  const started = await page.request.post(
    `${process.env.E2E_SERVER_URL}/api/demo/project/${project.id}/tasks/synthetic`,
    { data: { template_id: templates[0]!.id, lines: 3000, lines_per_second: 10 } },
  );
  expect(started.status()).toBe(201);
  const taskId = ((await started.json()) as { id: number }).id;
  return { project, taskId };
}

test('the admin sees a running task on /tasks and stops it', async ({ page }) => {
  await signIn(page);
  const { project, taskId } = await startLongTask(page, 'Active tasks e2e');

  await page.goto('/tasks');
  const table = page.getByRole('table', { name: 'Active tasks' });
  const link = table.getByRole('link', { name: `Task #${taskId}`, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/project/${project.id}?t=${taskId}`);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Task #${taskId}`, exact: true }) });
  await expect(row.getByRole('link', { name: project.name })).toBeVisible();
  await expect(row).toContainText('Local Running');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), `axe /tasks (${scheme})`).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/active-tasks-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/active-tasks-375.png`, fullPage: true });
  // The table scrolls inside its own region; the page itself does not get wider.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  await row.getByRole('button', { name: `Stop task #${taskId}` }).click();
  // The stopped task leaves the list (websocket update, or the reload after the stop).
  await expect(link).toBeHidden({ timeout: 15_000 });
  // A killed local run ends as `error` (API §8.2: stopping → error is allowed), else `stopped`.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/project/${project.id}/tasks/${taskId}`);
      return ((await answer.json()) as { status: string }).status;
    })
    .toMatch(/^(stopped|error)$/);
});

test('the link opens the task log in its project', async ({ page }) => {
  await signIn(page);
  const { project, taskId } = await startLongTask(page, 'Active tasks link');
  await page.goto('/tasks');
  await page.getByRole('link', { name: `Task #${taskId}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/.*\\?t=${taskId}`));
  await expect(page.getByRole('dialog')).toBeVisible();
  // Clean up: stop the long task.
  await page.request.delete(`/api/tasks/${taskId}`);
});

test('a non-admin cannot reach /tasks', async ({ page }) => {
  await signIn(page, 'guest', 'changeme');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Active tasks' })).toHaveCount(0);
});
