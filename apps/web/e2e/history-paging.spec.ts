/**
 * History paging (newer §N5) and Reject (newer §N4) against a 2.20 demo server: the dashboard
 * reads 50 tasks at a time with "Load older" while new tasks arrive, and shows each task once;
 * a Terraform plan waiting for confirmation is rejected. Screenshots with `SHOTS_DIR`.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOOKS, createDemoProject, json, lookAt, signInByApi, signedInApi } from './helpers';

test.skip(({ serverVersion }) => serverVersion !== '2.20', 'paging and reject are 2.20 features');

/** Creates a finished one-line task of the demo's synthetic runner; its id. */
async function synthetic(api: APIRequestContext, projectId: number, templateId: number) {
  const answer = await api.post(
    `${process.env.E2E_SERVER_URL}/api/demo/project/${projectId}/tasks/synthetic`,
    { data: { template_id: templateId, lines: 1 } },
  );
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** The task ids of the dashboard's table, every table page read (20 rows each). */
async function shownIds(page: Page): Promise<number[]> {
  const table = page.getByRole('table', { name: 'Last tasks' });
  const next = page.getByRole('button', { name: 'Next page' });
  const ids: number[] = [];
  for (;;) {
    const texts = await table.getByRole('link', { name: /^Open task \d+$/ }).allTextContents();
    ids.push(...texts.map((text) => Number(text.replace('#', ''))));
    if (!(await next.isVisible()) || (await next.isDisabled())) return ids;
    const first = texts[0]!;
    await next.click();
    await expect(table.getByRole('link', { name: /^Open task \d+$/ }).first()).not.toHaveText(
      first,
    );
  }
}

test('pages through 120 tasks while new ones arrive, with no duplicate and no gap', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await signedInApi();
  const project = await createDemoProject(api, 'History paging');
  const templateId = await project.createTemplate({
    name: 'Paging run',
    app: 'bash',
    playbook: 'run.sh',
  });
  for (let i = 0; i < 120; i++) await synthetic(api, project.projectId, templateId);
  await signInByApi(page);
  await page.goto(`/project/${project.projectId}/history`);
  const status = page.getByRole('status').filter({ hasText: /tasks? loaded/ });
  await expect(status).toHaveText('50 tasks loaded');

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const look of LOOKS) {
      const shoot = await lookAt(page, look, shots);
      await expect(page.getByRole('button', { name: 'Load older' })).toBeVisible();
      await shoot('history-paging');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  }

  // New tasks are started between the pages: the live feed brings them in (a synthetic task is
  // created finished and sends no feed message, so these are ordinary runs).
  const loadOlder = page.getByRole('button', { name: 'Load older' });
  for (let round = 0; round < 5 && (await loadOlder.isVisible()); round++) {
    await project.run({ template_id: templateId });
    const before = await status.textContent();
    await loadOlder.click();
    await expect(status).not.toHaveText(before ?? '');
  }
  await expect(status).toHaveText(/^all \d+ tasks loaded$/);
  const server = await json<{ id: number }[]>(
    await api.get(`api/project/${project.projectId}/tasks`),
  );
  await expect(status).toHaveText(`all ${server.length} tasks loaded`);
  const ids = await shownIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort((a, b) => a - b)).toEqual(server.map((t) => t.id).sort((a, b) => a - b));
});

test('rejects a Terraform plan waiting for confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const api = await signedInApi();
  const project = await createDemoProject(api, 'Reject');
  const templateId = await project.createTemplate({
    name: 'Plan only',
    app: 'terraform',
    playbook: 'network',
  });
  const taskId = await project.run({ template_id: templateId });
  await signInByApi(page);
  await page.goto(`/project/${project.projectId}/history?t=${taskId}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`Task #${taskId}`) });
  await expect(dialog.getByText('Waiting for confirmation')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const ask = page.getByRole('dialog', { name: `Reject task #${taskId}?` });
  await ask.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect.poll(async () => (await project.task(taskId)).status).toMatch(/^(stopped|error)$/);
});
