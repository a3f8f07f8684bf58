import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createDemoProject, json, signedInApi, signInByApi } from './helpers';

/**
 * A 375 px phone: the task tables stack their rows, so what an operator acts on (name, status,
 * the Stop button) is on screen without scrolling sideways, on the dashboard, activity, active
 * tasks, templates and a template's tasks; the task log takes the screen, its details and run
 * summary folded. Screenshots go to `SHOTS_DIR` (default /tmp/shots) in light and dark.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTH = 375;

/** Fails unless `element` lies fully inside the 375 px viewport. */
async function expectOnScreen(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, `${element.toString()} has a box`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

/** Fails unless the text of `element` lies on one line (no word broken over lines). */
async function expectOneLine(element: Locator): Promise<void> {
  const lines = await element.evaluate((el) => {
    // The line boxes of its text: a word broken over lines adds one 10+ px lower.
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (!tops.some((top) => Math.abs(top - rect.top) < 10)) tops.push(rect.top);
      }
    }
    return tops.length;
  });
  expect(lines, `${element.toString()} is on one line`).toBe(1);
}

/**
 * Fails unless the text after `link` goes on right after it on the link's line, as the words of one
 * sentence do (not a line of its own, nor apart from the link by more than its own space).
 */
async function expectLinkInSentence(link: Locator): Promise<void> {
  await expect(link).toBeVisible();
  const [linkBox, afterBox] = await link.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.nextSibling!);
    const [linkRects, afterRects] = [el.getClientRects(), range.getClientRects()];
    const last = linkRects[linkRects.length - 1]!;
    const first = afterRects[0]!;
    return [
      { top: last.top, right: last.right },
      { top: first.top, left: first.left },
    ];
  });
  expect(
    Math.abs(afterBox.top - linkBox.top),
    'the sentence goes on on the link line',
  ).toBeLessThan(4);
  expect(
    Math.abs(afterBox.left - linkBox.right),
    'the sentence goes on after the link',
  ).toBeLessThan(2);
}

/** Neither the page nor the table scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, table: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );
  const [scrollWidth, clientWidth] = await table.evaluate((element) => {
    const region = element.parentElement as HTMLElement;
    return [region.scrollWidth, region.clientWidth];
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${WIDTH}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Signs in, creates a demo project named `name` and starts a synthetic task of its first template
 * (`lines`, at `lines_per_second` when given, else finished at once); returns their ids.
 */
async function projectWithTask(
  page: Page,
  name: string,
  task: { lines: number; lines_per_second?: number },
): Promise<{ project: { id: number }; template: { id: number; name: string }; taskId: number }> {
  await signInByApi(page);
  const api = await signedInApi();
  const project = { id: (await createDemoProject(api, name)).projectId };
  const templates = await json<{ id: number; name: string }[]>(
    await api.get(`api/project/${project.id}/templates`),
  );
  await api.dispose();
  const template = templates[0]!;
  const started = await page.request.post(
    `${process.env.E2E_SERVER_URL}/api/demo/project/${project.id}/tasks/synthetic`,
    { data: { template_id: template.id, ...task } },
  );
  expect(started.status()).toBe(201);
  return { project, template, taskId: ((await started.json()) as { id: number }).id };
}

test('at 375 px the task tables stack their rows: name, status and Stop stay on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 800 });
  // A long task (3,000 lines at 10 lines/s) for the history and the active tasks; stopped below.
  const { project, template, taskId } = await projectWithTask(page, 'Narrow', {
    lines: 3000,
    lines_per_second: 10,
  });

  // Dashboard: the task's template name, its status and duration.
  await page.goto(`/project/${project.id}/history`);
  const history = page.getByRole('table', { name: 'Last tasks' });
  const historyRow = history.getByRole('row').filter({ hasText: `#${taskId}` });
  await expectOnScreen(historyRow.getByRole('link', { name: template.name }));
  await expectOnScreen(historyRow.getByText('Running', { exact: true }));
  await expectOnScreen(historyRow.getByRole('cell').last());
  await expectNoSidewaysScroll(page, history);
  await shoot(page, 'narrow-dashboard');

  // Activity: the same table frame; an event's sentence wraps as one text, its task link in it.
  await page.goto(`/project/${project.id}/activity`);
  const activity = page.getByRole('table').first();
  await expect(activity.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page, activity);
  const running = activity
    .getByRole('row')
    .filter({ hasText: `Task #${taskId} (${template.name}) is running` });
  await expectLinkInSentence(running.getByRole('link', { name: `Task #${taskId}` }));
  await shoot(page, 'narrow-activity');

  // Templates: name, last status and the Run action.
  await page.goto(`/project/${project.id}/templates`);
  const list = page.getByRole('table', { name: 'Task templates' });
  const templateRow = list.getByRole('row').filter({ hasText: template.name });
  await expectOnScreen(templateRow.getByRole('link', { name: template.name }));
  await expectOnScreen(templateRow.getByText('Running', { exact: true }));
  await expectOnScreen(templateRow.getByRole('button', { name: `Run ${template.name}` }));
  await expectNoSidewaysScroll(page, list);
  // Its last tasks: a task's number, version, time and author each keep to one line.
  await templateRow.getByRole('button', { name: `Show last tasks of ${template.name}` }).click();
  const lastRow = page
    .getByRole('table', { name: 'Last tasks' })
    .getByRole('row')
    .filter({ hasText: `#${taskId}` });
  const lastCells = lastRow.getByRole('cell');
  await expect(lastCells).toHaveCount(6);
  for (const at of [0, 2, 3, 4]) await expectOneLine(lastCells.nth(at));
  await expectOnScreen(lastCells.nth(5));
  await expectNoSidewaysScroll(page, list);
  await shoot(page, 'narrow-templates');

  // Template detail: the task's row, its status and duration, in rows that stack.
  await page.goto(`/project/${project.id}/templates/${template.id}`);
  const tasks = page.getByRole('table', { name: 'Tasks' });
  const taskRow = tasks.getByRole('row').filter({ hasText: `#${taskId}` });
  await expectOnScreen(taskRow.getByRole('button', { name: `#${taskId}` }));
  await expectOnScreen(taskRow.getByText('Running', { exact: true }));
  await expectOnScreen(taskRow.getByRole('cell').nth(6));
  await expectNoSidewaysScroll(page, tasks);
  await shoot(page, 'narrow-template-detail');

  // Active tasks: the task, its status and the Stop button.
  await page.goto('/tasks');
  const active = page.getByRole('table', { name: 'Active tasks' });
  const activeRow = active
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Task #${taskId}`, exact: true }) });
  await expectOnScreen(activeRow.getByRole('link', { name: `Task #${taskId}`, exact: true }));
  await expectOnScreen(activeRow.getByText('Running', { exact: true }));
  const stop = activeRow.getByRole('button', { name: `Stop task #${taskId}` });
  await expectOnScreen(stop);
  await expectNoSidewaysScroll(page, active);
  await shoot(page, 'narrow-active-tasks');

  await stop.click();
  await expect(activeRow).toBeHidden({ timeout: 15_000 });
});

test('at 375 px an integration opened from the drawer is not shifted under the closing drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await signInByApi(page);
  await page.goto('/project/1/history');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeFocused();
  const first = page.getByRole('table').first().getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  // Focus is on the page's heading (not on a link of the closed drawer, which would scroll the
  // page sideways to show it), and nothing is wider than the screen.
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expectOnScreen(heading);
  expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth])).toEqual(
    [0, WIDTH],
  );
  await shoot(page, 'narrow-integration');
});

test('at 375 x 667 the task log uses the height: one toolbar row, the run summary above the log', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 667 });
  // A finished log of 2,000 lines over 50 hosts: a run summary with a long host table.
  const { project, taskId } = await projectWithTask(page, 'Narrow log', { lines: 2000 });

  await page.goto(`/project/${project.id}/history?t=${taskId}`);
  const dialog = page.getByRole('dialog');
  const log = dialog.getByRole('log', { name: 'Log output' });
  await expect(log.getByRole('link', { name: 'Line 2000' })).toBeVisible();
  const summary = dialog.getByRole('region', { name: 'Run summary' });
  await expect(summary).toBeVisible();
  const toolbar = dialog.getByRole('toolbar', { name: 'Log tools' });

  /** Fails unless the summary ends above the log, the toolbar is one row and `least` lines show. */
  const expectLogLayout = async (least: number) => {
    const summaryBox = (await summary.boundingBox())!;
    const logBox = (await log.boundingBox())!;
    expect(summaryBox.y + summaryBox.height, 'the summary ends above the log').toBeLessThanOrEqual(
      logBox.y + 1,
    );
    // One row of 28 px controls and its padding; two rows are 60 px and more.
    expect((await toolbar.boundingBox())!.height, 'the toolbar is one row').toBeLessThan(48);
    // Lines whose row lies wholly in the log's box and on the screen.
    const shown = await log.evaluate((element, height) => {
      const box = element.getBoundingClientRect();
      const top = Math.max(0, box.top);
      const bottom = Math.min(height, box.bottom);
      return [...element.querySelectorAll('[data-line-link]')].filter((link) => {
        const row = link.getBoundingClientRect();
        return row.top >= top - 1 && row.bottom <= bottom + 1;
      }).length;
    }, 667);
    expect(shown, 'log lines on screen').toBeGreaterThanOrEqual(least);
  };
  await expectLogLayout(18);
  await shoot(page, 'narrow-task-log');

  // Unfolded, the summary and the details scroll in their part of the screen, above the log.
  await summary.getByRole('button', { name: 'Summary', expanded: false }).click();
  await expect(summary.getByRole('table', { name: 'Hosts' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Details', expanded: false }).click();
  await expect(dialog.getByText('Ada Admin')).toBeVisible();
  await expectLogLayout(5);
  await shoot(page, 'narrow-task-log-unfolded');
});

test('at 375 px a list screen keeps its title on one line; its buttons wrap below it', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await signInByApi(page);
  const api = await signedInApi();
  const { projectId } = await createDemoProject(api, 'Narrow titles');
  await api.dispose();
  await page.goto(`/project/${projectId}/templates`);
  const title = page.getByRole('heading', { level: 1, name: 'Task templates' });
  await expect(title).toBeVisible();
  await expectOneLine(title);
  await expectOnScreen(page.getByRole('button', { name: 'New template' }).first());
});
