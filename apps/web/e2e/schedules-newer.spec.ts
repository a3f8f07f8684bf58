import { expect, test } from './fixtures';
import { LOOKS, axeViolations, json, lookAt, signIn, signedInApi, uniqueName } from './helpers';

/**
 * A run-once schedule (newer §N7) against the demo server as 2.20 (2.10 has none): created a few
 * seconds ahead in the server's schedule time zone with "delete after it ran", its task runs with
 * the schedule's message, and the schedule leaves the list. Screenshots of the editor in run-once
 * mode go to `SHOTS_DIR` when it is set.
 */

test.skip(({ serverVersion }) => serverVersion !== '2.20', 'run-once schedules exist on 2.12+');

interface Task {
  id: number;
  template_id: number;
  message?: string;
  status: string;
}

/** `datetime-local` value (with seconds) of `ms` from now in UTC, the demo's schedule zone. */
const utcInput = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19);

test('a run-once schedule runs its task at the time and is deleted after it ran', async ({
  page,
}) => {
  const api = await signedInApi();
  const info = await json<{ schedule_timezone?: string }>(await api.get('api/info'));
  expect(info.schedule_timezone).toBe('UTC');
  const project = await json<{ id: number }>(
    await api.post('api/projects', { data: { name: uniqueName('Run once e2e'), demo: true } }),
  );
  const templates = await json<{ id: number; name: string; type: string }[]>(
    await api.get(`api/project/${project.id}/templates`),
  );
  const template = templates.find((t) => t.type !== 'deploy')!;

  await signIn(page);
  await page.goto(`/project/${project.id}/schedule`);
  await page.getByRole('button', { name: 'New schedule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Release once');
  await dialog.getByRole('combobox', { name: /Template/ }).click();
  await page.getByRole('option', { name: template.name, exact: true }).click();
  await dialog.getByRole('combobox', { name: /Timing/ }).click();
  await page.getByRole('option', { name: 'Run once', exact: true }).click();
  const runAt = dialog.getByLabel(/Run at \(UTC\)/);
  await dialog.getByRole('checkbox', { name: 'Delete the schedule after it ran' }).check();
  await dialog
    .getByRole('group', { name: 'Task parameters' })
    .getByRole('textbox', { name: /Message/ })
    .fill('From the run-once schedule');

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    await runAt.fill(utcInput(3_600_000));
    for (const look of LOOKS) {
      const shot = await lookAt(page, look, shots);
      await expect(runAt).toBeVisible();
      await shot('schedule-run-once', { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  }
  expect(await axeViolations(page)).toEqual([]);

  await runAt.fill(utcInput(15_000));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Release once' });
  await expect(row.getByText('Run once')).toBeVisible();

  // The task starts at the time, with the schedule's message, and finishes.
  await expect
    .poll(
      async () => {
        const tasks = await json<Task[]>(await api.get(`api/project/${project.id}/tasks`));
        return tasks.find((t) => t.message === 'From the run-once schedule')?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('success');
  // The schedule deleted itself: the list follows without a reload.
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  const left = await json<{ name: string }[]>(await api.get(`api/project/${project.id}/schedules`));
  expect(left.map((s) => s.name)).not.toContain('Release once');
});
