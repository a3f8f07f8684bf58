import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createDemoProject, signedInApi, signInByApi } from './helpers';

/**
 * A finished log opened at its end stays at its end while the dialog's layout changes under it:
 * the run summary appearing above the lines once they are shown (a long log's summary catches up
 * after its lines), and the window narrowing to a phone's width. The log's viewport shows rows
 * from its top to its bottom, the last line at the bottom: no blank band, no empty log.
 * Screenshots (wide light, narrow dark) into /tmp/shots.
 */

const SHOTS = '/tmp/shots';
const LINES = 20_000;

/** A new demo project holding a finished synthetic task of {@link LINES} numbered lines. */
async function finishedLog(
  page: Page,
  projectName: string,
): Promise<{ projectId: number; taskId: number }> {
  const api = await signedInApi();
  const { projectId } = await createDemoProject(api, projectName);
  const templates = (await (await api.get(`api/project/${projectId}/templates`)).json()) as {
    id: number;
  }[];
  await api.dispose();
  const created = await page.request.post(
    `${process.env.E2E_SERVER_URL}/api/demo/project/${projectId}/tasks/synthetic`,
    { data: { template_id: templates[0]!.id, lines: LINES } },
  );
  expect(created.status()).toBe(201);
  return { projectId, taskId: ((await created.json()) as { id: number }).id };
}

/** The log's scrolling viewport: what is painted at its top and bottom edges, and its last row. */
async function viewportRows(page: Page, log: Locator) {
  const box = await log.boundingBox();
  if (!box) throw new Error('the log is not laid out');
  return page.evaluate(
    ({ left, top, bottom }) => {
      const rowAt = (y: number) => {
        const row = document.elementFromPoint(left, y)?.closest('[data-index]');
        return row ? Number(row.getAttribute('data-index')) : null;
      };
      return { top: rowAt(top), bottom: rowAt(bottom) };
    },
    // A few px inside the viewport (clear of its border and of the horizontal scrollbar).
    { left: box.x + 8, top: box.y + 4, bottom: box.y + box.height - 24 },
  );
}

/** The viewport holds rows from edge to edge, and the last of them is the log's last line. */
async function expectAtTheEnd(page: Page, log: Locator): Promise<void> {
  // On a narrow screen the dialog's body scrolls: the log is brought into view first, as a
  // person would (that scroll moves the dialog, not the log).
  await log.scrollIntoViewIfNeeded();
  await expect(log.getByRole('link', { name: `Line ${LINES}`, exact: true })).toBeInViewport();
  await expect(async () => {
    const { top, bottom } = await viewportRows(page, log);
    // The bottom edge (above the horizontal scrollbar) shows one of the last two lines, the top
    // edge a row above it (no blank band).
    expect(bottom).toBeGreaterThanOrEqual(LINES - 2);
    expect(top).not.toBeNull();
    expect(top).toBeLessThan(bottom as number);
  }, 'rows at the log viewport’s edges').toPass();
}

test('a long log opened at its end keeps its last line in view as the summary appears and the window narrows; a reader who scrolled up stays put', async ({
  page,
}) => {
  const { projectId, taskId } = await finishedLog(page, 'Log follow');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page);
  await page.goto(`/project/${projectId}/history?t=${taskId}`);
  const dialog = page.getByRole('dialog');
  const log = dialog.getByRole('log', { name: 'Log output' });
  // The summary has caught up with the whole log: its error count and first-error jump.
  await expect(dialog.getByRole('button', { name: 'Jump to first error' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAtTheEnd(page, log);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/log-follow-wide-light.png` });

  // A phone's width: the toolbar and the summary take more of the height, the log less.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectAtTheEnd(page, log);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/log-follow-narrow-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  // A reader who scrolled up is not taken back to the end when the window changes.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAtTheEnd(page, log);
  const box = await log.boundingBox();
  if (!box) throw new Error('the log is not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -2000);
  const last = log.getByRole('link', { name: `Line ${LINES}`, exact: true });
  await expect(last).not.toBeInViewport();
  // A finished log has no new lines to follow: no "Follow new lines" over its end (its recap).
  const follow = dialog.getByRole('button', { name: 'Follow new lines' });
  await expect(follow).toBeHidden();
  const { top } = await viewportRows(page, log);
  await page.setViewportSize({ width: 375, height: 740 });
  await log.scrollIntoViewIfNeeded();
  await expect(last).not.toBeInViewport();
  // Still about where the reader left it (the narrower viewport shows fewer rows below).
  await expect.poll(async () => (await viewportRows(page, log)).top).toBe(top);
});

test('a long finished log shows its end first, then holds every line: its first and middle lines are there', async ({
  page,
}) => {
  const { projectId, taskId } = await finishedLog(page, 'Log end first');

  await signInByApi(page);
  await page.goto(`/project/${projectId}/history?t=${taskId}`);
  const dialog = page.getByRole('dialog');
  const log = dialog.getByRole('log', { name: 'Log output' });
  // The end, with its own text (the synthetic lines are numbered), at its place in the log.
  const last = log.getByRole('link', { name: `Line ${LINES}`, exact: true });
  await expect(last).toBeInViewport();
  await expect(log.locator(`[data-index="${LINES - 1}"]`)).toContainText(`[0${LINES}]`);
  // Then the whole log: Home reaches its first line, a search finds one in the middle.
  await last.focus();
  await page.keyboard.press('Home');
  await expect(log.getByRole('link', { name: 'Line 1', exact: true })).toBeFocused();
  await expect(log.locator('[data-index="0"]')).toContainText('[000001]');
  await dialog.getByRole('searchbox', { name: 'Search the log' }).fill('[010000]');
  await expect(dialog.getByText('1 of 1', { exact: true })).toBeVisible();
  await expect(log.locator('[data-index="9999"]')).toContainText('[010000]');
});
