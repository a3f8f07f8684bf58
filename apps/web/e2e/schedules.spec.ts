import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { axeViolations, choose, expectNoAxeViolations, signIn, uniqueName } from './helpers';

interface Created {
  projectId: number;
  templates: { id: number; name: string }[];
}

interface StoredSchedule {
  id: number;
  name: string;
  cron_format: string;
  active: boolean;
  template_id: number;
}

const SHOTS = '/tmp/shots';

/** A fresh demo project (with its own templates) for one test. */
async function demoProject(page: Page): Promise<Created> {
  const created = await page.request.post('/api/projects', {
    data: { name: uniqueName('Schedules e2e'), demo: true },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };
  const list = await page.request.get(`/api/project/${project.id}/templates`);
  return { projectId: project.id, templates: (await list.json()) as Created['templates'] };
}

async function storedSchedules(page: Page, projectId: number): Promise<StoredSchedule[]> {
  const answer = await page.request.get(`/api/project/${projectId}/schedules`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as StoredSchedule[];
}

/** Picks the toggle buttons of the editor's choice groups (legend → button names). */
async function pick(page: Page, picks: Record<string, string[]>) {
  const dialog = page.getByRole('dialog');
  for (const [group, names] of Object.entries(picks)) {
    const fieldset = dialog.getByRole('group', { name: group });
    for (const name of names) {
      await fieldset.getByRole('button', { name, exact: true }).click();
    }
  }
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('creates a schedule with each timing mode and saves its cron', async ({ page }) => {
  test.setTimeout(120_000);
  const { projectId, templates } = await demoProject(page);
  const template = templates[0]!;
  await page.goto(`/project/${projectId}/schedule`);
  await expect(page.getByRole('heading', { name: 'No schedules yet' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty schedules');

  const cases: { mode: string; picks: Record<string, string[]>; cron: string }[] = [
    { mode: 'Hourly', picks: { Minutes: [':15'] }, cron: '15 * * * *' },
    { mode: 'Daily', picks: { Hours: ['06'], Minutes: [':30'] }, cron: '30 6 * * *' },
    {
      mode: 'Weekly',
      picks: { Weekdays: ['Mon', 'Fri'], Hours: ['08'], Minutes: [':00'] },
      cron: '0 8 * * 1,5',
    },
    {
      mode: 'Monthly',
      picks: { 'Days of the month': ['1', '15'], Hours: ['03'], Minutes: [':45'] },
      cron: '45 3 1,15 * *',
    },
    {
      mode: 'Yearly',
      picks: { Months: ['Jan'], 'Days of the month': ['1'], Hours: ['00'], Minutes: [':00'] },
      cron: '0 0 1 1 *',
    },
  ];
  for (const { mode, picks, cron } of cases) {
    const name = uniqueName(`${mode} run`);
    await page.getByRole('button', { name: 'New schedule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New schedule' });
    await expect(dialog.getByRole('textbox', { name: /Cron/ })).toHaveValue('* * * * *');
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await choose(page, /Template/, template.name);
    await choose(page, /Timing/, mode);
    await pick(page, picks);
    await expect(dialog.getByRole('textbox', { name: /Cron/ })).toHaveValue(cron);
    await expect(dialog.getByRole('list', { name: 'Next runs' }).getByRole('listitem')).toHaveCount(
      5,
    );
    if (mode === 'Weekly') {
      await expectNoAxeViolations(page, 'schedule editor');
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/schedules-editor-light.png` });
    }
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Schedules' }).getByRole('cell', { name, exact: true }),
    ).toBeVisible();
    const saved = (await storedSchedules(page, projectId)).find((s) => s.name === name);
    expect(saved, `${mode} schedule stored`).toMatchObject({
      cron_format: cron,
      active: true,
      template_id: template.id,
    });
  }

  // The edit dialog reads the stored pattern back into its mode.
  await page.getByRole('button', { name: /^Edit schedule Weekly run/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit schedule' });
  await expect(edit.getByRole('combobox', { name: /Timing/ })).toHaveText('Weekly');
  await expect(edit.getByRole('textbox', { name: /Cron/ })).toHaveValue('0 8 * * 1,5');
  await expect(
    edit.getByRole('group', { name: 'Weekdays' }).getByRole('button', { name: 'Fri' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await expectNoAxeViolations(page, 'schedules list');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/schedules-light.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/schedules-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/schedules-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'New schedule' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New schedule' })).toBeVisible();
  await page.waitForTimeout(500); // let the open animation finish before the picture
  await page.screenshot({ path: `${SHOTS}/schedules-editor-375.png`, fullPage: true });
  expect(await axeViolations(page), 'axe editor at 375 px').toEqual([]);
});

test('the editor refuses a cron its preview calls invalid and warns about one that never fires', async ({
  page,
}) => {
  const { projectId, templates } = await demoProject(page);
  await page.goto(`/project/${projectId}/schedule`);
  await page.getByRole('button', { name: 'New schedule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  const name = uniqueName('Broken');
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await choose(page, /Template/, templates[0]!.name);
  const cron = dialog.getByRole('textbox', { name: /Cron/ });
  // `@every 1s` would queue a task every second on the server, which accepts it.
  for (const [pattern, error] of [
    ['61 * * * *', /Not a valid cron pattern\./],
    ['@every 1s', /Unknown descriptor/],
  ] as const) {
    await cron.fill(pattern);
    await expect(dialog.getByRole('combobox', { name: /Timing/ })).toHaveText(
      'Custom (cron pattern)',
    );
    await expect(dialog.getByText('Not a valid cron pattern yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(cron).toHaveAttribute('aria-invalid', 'true');
    await expect(cron).toHaveAccessibleDescription(error);
    // Focus goes to the field in error, not the Create button.
    await expect(cron).toBeFocused();
  }
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue(name);
  expect((await storedSchedules(page, projectId)).some((s) => s.name === name)).toBe(false);
  await expectNoAxeViolations(page, 'editor with a refused pattern');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/schedules-editor-error.png` });

  // A valid pattern no date matches: the preview warns instead of listing runs.
  await cron.fill('0 0 31 2 *');
  await expect(dialog.getByRole('alert')).toContainText('This pattern never fires');
  await expect(dialog.getByRole('list', { name: 'Next runs' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'editor with a pattern that never fires');
  await page.screenshot({ path: `${SHOTS}/schedules-editor-never.png` });
});

test('the active switch is saved at once and survives a reload', async ({ page }) => {
  const { projectId, templates } = await demoProject(page);
  const name = uniqueName('Toggle me');
  const created = await page.request.post(`/api/project/${projectId}/schedules`, {
    data: { name, template_id: templates[0]!.id, cron_format: '0 1 * * *', active: true },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/project/${projectId}/schedule`);
  const toggle = page.getByRole('switch', { name: `Active: ${name}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect
    .poll(async () => (await storedSchedules(page, projectId)).find((s) => s.name === name)?.active)
    .toBe(false);
  await page.reload();
  await expect(page.getByRole('switch', { name: `Active: ${name}` })).not.toBeChecked();
  await page.getByRole('switch', { name: `Active: ${name}` }).click();
  await page.reload();
  await expect(page.getByRole('switch', { name: `Active: ${name}` })).toBeChecked();
});

test('deletes a schedule after confirmation', async ({ page }) => {
  const { projectId, templates } = await demoProject(page);
  const name = uniqueName('Delete me');
  await page.request.post(`/api/project/${projectId}/schedules`, {
    data: { name, template_id: templates[0]!.id, cron_format: '@daily', active: true },
  });
  await page.goto(`/project/${projectId}/schedule`);
  await page.getByRole('button', { name: `Delete schedule ${name}` }).click();
  // The row leaves the list at once (before the server's answer): the stored list is read after
  // the DELETE was answered.
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && /\/schedules\/\d+$/.test(r.url()),
  );
  await page
    .getByRole('dialog', { name: 'Delete schedule' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeHidden();
  expect((await deleted).status()).toBe(204);
  expect((await storedSchedules(page, projectId)).some((s) => s.name === name)).toBe(false);
});
