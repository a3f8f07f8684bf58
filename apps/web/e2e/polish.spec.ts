import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOOKS, lookAt, signInByApi, sharedDemoProject } from './helpers';

/**
 * What a new operator tripped over (layout that only a real browser measures): the task log
 * header in waiting_confirmation, the sign-in help dialog, the favicon and document titles. With
 * SHOTS_DIR set it also takes the screenshots to look at (1280 and 375 px, light and dark).
 */

const SHOTS = process.env.SHOTS_DIR;
const spec = sharedDemoProject('Polish');
let terraform: number;

test.beforeAll(async () => {
  terraform = await spec.project.createTemplate({
    name: 'Provision network',
    app: 'terraform',
    playbook: 'network',
  });
});

/** Horizontal extent of an element's content (its first child: the value, not its grid cell). */
async function contentBox(page: Page, term: string) {
  return page
    .getByRole('dialog')
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]/*[1] | following-sibling::dd[1]')
    .first()
    .evaluate((dd) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      const r = range.getBoundingClientRect();
      const cell = dd.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, cellRight: cell.right };
    });
}

test('the task log header in waiting_confirmation keeps Status clear of Author', async ({
  page,
}) => {
  const taskId = await spec.project.run({ template_id: terraform });
  await signInByApi(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/project/${spec.project.projectId}/history?t=${taskId}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Waiting for confirmation')).toBeVisible({ timeout: 30_000 });
    // On a phone the task's details are folded behind "Details" (the narrow log, issue 40).
    if (width <= 640)
      await dialog.getByRole('button', { name: 'Details', expanded: false }).click();
    const status = await contentBox(page, 'Status');
    const author = await contentBox(page, 'Author');
    // The status text stays inside its own cell: it never runs under the author's value.
    expect(status.right).toBeLessThanOrEqual(status.cellRight + 1);
    const sameRow = status.top < author.bottom && author.top < status.bottom;
    if (sameRow) expect(status.right).toBeLessThanOrEqual(author.left);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.screenshot({ path: `${SHOTS}/task-log-confirm-${theme}-${width}.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }
  await spec.api.post(`api/project/${spec.project.projectId}/tasks/${taskId}/stop`, {
    data: { force: true },
  });
});

test('sign-in help: whole command lines with copy buttons, a help entry that looks like a link, a favicon', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/auth/login');
  const help = page.getByRole('button', { name: /can't sign in/ });
  expect(await help.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  await help.click();
  const dialog = page.getByRole('dialog', { name: "Can't sign in?" });
  const commands = dialog.locator('pre');
  await expect(commands).toHaveCount(3);
  for (const pre of await commands.all()) {
    // One line each ("--login" is never split), scrolled sideways when it does not fit.
    expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
    const text = (await pre.textContent()) ?? '';
    const lines = await pre.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, text).toBe(1);
  }
  await expect(dialog.getByRole('button', { name: /^Copy: / })).toHaveCount(3);

  // The address the browser resolves (against the page's <base href>, the web root path).
  const icon = await page
    .locator('link[rel="icon"]')
    .evaluate((link) => (link as HTMLLinkElement).href);
  const favicon = await page.request.get(icon);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
});

test('document titles name the page and the project', async ({ page }) => {
  await signInByApi(page);
  const name = (
    (await (await spec.api.get(`api/project/${spec.project.projectId}`)).json()) as { name: string }
  ).name;
  await page.goto(`/project/${spec.project.projectId}/templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Task templates' })).toBeVisible();
  await expect(page).toHaveTitle(`Task templates · ${name}`);
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Active tasks' })).toBeVisible();
  await expect(page).toHaveTitle('Active tasks · Semaphore');
});

test('screenshots of the polished screens', async ({ page }) => {
  test.skip(!SHOTS, 'set SHOTS_DIR to take screenshots');
  await signInByApi(page);
  const templates = (await (await spec.api.get('api/project/1/templates')).json()) as {
    id: number;
  }[];
  for (const look of LOOKS) {
    const shot = await lookAt(page, look, SHOTS!);
    await page.goto('/project/1/history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('polish-dashboard');
    await page.goto(`/project/1/templates/${templates[0]!.id}`);
    await expect(page.getByRole('region', { name: 'Before running' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('polish-template-detail');
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Active tasks' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('polish-active-tasks');
    await page.goto('/project/1/schedule');
    await page.getByRole('button', { name: 'New schedule' }).click();
    const editor = page.getByRole('dialog', { name: 'New schedule' });
    await expect(editor.getByRole('list', { name: 'Next runs' })).toBeVisible();
    await shot('polish-schedule-editor', { fullPage: false });
  }
});
