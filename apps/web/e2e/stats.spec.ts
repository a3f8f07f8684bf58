import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOOKS, axeViolations, json, lookAt, signInByApi, sharedDemoProject } from './helpers';

/**
 * Run statistics (newer §N7 "Stats"), in both dialects: a project with known runs (successes,
 * `demo_fail` failures, a stopped run) made through the API; its Stats tab's table must hold what
 * this spec computes from `GET …/tasks` for the chosen range. On 2.20 the server counts them
 * (`…/stats`); on 2.10 the console counts the tasks it loaded and says so. Screenshots go to
 * `SHOTS_DIR` when it is set (light, dark, 375 px).
 */

interface WireTask {
  status: string;
  created: string;
  start?: string | null;
}

interface Row {
  day: string;
  success: number;
  failed: number;
  stopped: number;
}

const spec = sharedDemoProject('Stats');
let templateId: number;

const newer = () => process.env.E2E_SERVER_VERSION === '2.20';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  templateId = await spec.project.createTemplate({
    name: 'Stats run',
    app: 'ansible',
    playbook: 'site.yml',
  });
  const run = (fail: boolean) =>
    spec.project.run({
      template_id: templateId,
      limit: 'web-01.prod.example.com',
      environment: JSON.stringify(fail ? { demo_fail: true } : {}),
    });
  // One after the other: the project runs one task at a time anyway.
  for (const fail of [false, true, false, false, true])
    await spec.project.waitForEnd(await run(fail));
  // A stopped run: stopped once it has started (a task that never started is not counted).
  const stopped = await run(false);
  await expect
    .poll(async () => (await spec.project.task(stopped)).status, { timeout: 60_000 })
    .toBe('running');
  await spec.api.post(`api/project/${spec.project.projectId}/tasks/${stopped}/stop`, {
    data: { force: true },
  });
  await spec.project.waitForEnd(stopped);
});

/** First day of the last week or month, as the console asks for it (UTC). */
function rangeStart(days: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The rows the table should show, computed from `GET …/tasks` (days in UTC, as the server). */
async function expectedRows(first: string, template?: number): Promise<Row[]> {
  const path = template
    ? `api/project/${spec.project.projectId}/templates/${template}/tasks`
    : `api/project/${spec.project.projectId}/tasks`;
  const tasks = await json<WireTask[]>(await spec.api.get(path));
  const from = Date.parse(`${first}T00:00:00Z`);
  const dayName = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  const days = new Map<string, Row>();
  for (const t of tasks) {
    if (!t.start || Date.parse(t.start) < from) continue;
    const key = ({ success: 'success', error: 'failed', stopped: 'stopped' } as const)[
      t.status as 'success' | 'error' | 'stopped'
    ];
    if (!key) continue;
    const date = t.created.slice(0, 10);
    const row = days.get(date) ?? { day: date, success: 0, failed: 0, stopped: 0 };
    row[key]++;
    days.set(date, row);
  }
  return [...days.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((r) => ({ ...r, day: dayName.format(new Date(`${r.day}T00:00:00Z`)) }));
}

/** The body rows of the "Runs per day" table. */
async function tableRows(page: Page): Promise<Row[]> {
  const table = page.getByRole('table', { name: 'Runs per day' });
  const rows = table.locator('tbody tr');
  const out: Row[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const cells = (await row.getByRole('cell').allTextContents()).map(Number);
    out.push({
      day: (await row.getByRole('rowheader').textContent()) ?? '',
      success: cells[0] ?? NaN,
      failed: cells[1] ?? NaN,
      stopped: cells[2] ?? NaN,
    });
  }
  return out;
}

test('the Stats tab counts the project’s runs per day and outcome', async ({ page }) => {
  await signInByApi(page);
  await page.goto(`/project/${spec.project.projectId}/history`);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Stats' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/project/${spec.project.projectId}/stats$`));

  const week = await expectedRows(rangeStart(7));
  expect(week.reduce((n, r) => n + r.success + r.failed + r.stopped, 0)).toBe(6);
  await expect.poll(() => tableRows(page)).toEqual(week);
  await expect(page.getByText('Success rate').locator('..')).toContainText('50%');
  await expect(
    page.getByText(
      newer() ? /Counted by the server/ : /Computed in the browser, as this server does not count/,
    ),
  ).toBeVisible();

  // The last month: the same runs (the project is new), asked again.
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expect.poll(() => tableRows(page)).toEqual(await expectedRows(rangeStart(30)));
  expect(await axeViolations(page)).toEqual([]);

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const look of LOOKS) {
      const shoot = await lookAt(page, look, shots);
      await expect(page.getByRole('table', { name: 'Runs per day' })).toBeVisible();
      await shoot(`stats-${newer() ? '220' : '210'}`);
    }
  }
});

test('a template’s page shows its run statistics', async ({ page }) => {
  await signInByApi(page);
  await page.goto(`/project/${spec.project.projectId}/templates/${templateId}`);
  await page.getByRole('button', { name: 'Show statistics' }).click();
  await expect.poll(() => tableRows(page)).toEqual(await expectedRows(rangeStart(7), templateId));
  expect(await axeViolations(page)).toEqual([]);
});
