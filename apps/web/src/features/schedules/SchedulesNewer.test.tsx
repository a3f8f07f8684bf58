import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

// The Schedules screen against the demo server in memory: 2.20 (run once, task parameters, the
// server's schedule time zone; newer §N7) and 2.10 (exactly as before).
let demo: DemoHarness;
afterEach(() => demo.close());

const json = (method: string, path: string) =>
  demo.requests
    .filter((r) => r.method === method && r.path === path)
    .map((r) => JSON.parse(r.body) as unknown);

async function choose(label: RegExp | string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Project 1 without schedules; its first template's name. */
async function emptyProject(): Promise<string> {
  const schedules = demo.client.project(1).schedules;
  for (const schedule of await schedules.list()) await schedules.delete(schedule.id);
  demo.requests.length = 0;
  const first = demo.app.state.templates.find((t) => t.project_id === 1);
  if (!first) throw new Error('project 1 needs a template');
  return first.name;
}

describe('Schedules on a 2.20 server', () => {
  it(
    'creates a run-once schedule in the server’s zone, deleted after it ran, with a message',
    { timeout: 40_000 },
    async () => {
      // The server runs schedules in Europe/Berlin (`/api/info.schedule_timezone`, newer §N7).
      demo = await startDemo({
        serverVersion: '2.20',
        scheduleTimezone: 'Europe/Berlin',
        run: false,
      });
      const template = await emptyProject();
      await renderApp('/project/1/schedule');
      // The list came and is empty: its empty state offers New schedule.
      await screen.findByRole('heading', { name: 'No schedules yet' });
      const create = await screen.findByRole('button', { name: 'New schedule' });
      await userEvent.click(create);
      const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Release');
      await choose(/Template/, template);
      await choose(/Timing/, 'Run once');
      // No cron in this mode: the date and time, labelled with the zone, replace it.
      expect(within(dialog).queryByRole('textbox', { name: /Cron/ })).toBeNull();
      const runAt = within(dialog).getByLabelText(/Run at \(Europe\/Berlin\)/);
      fireEvent.change(runAt, { target: { value: '2030-05-01T10:30' } });
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: 'Delete the schedule after it ran' }),
      );
      const params = within(dialog).getByRole('group', { name: 'Task parameters' });
      await userEvent.type(within(params).getByRole('textbox', { name: /Message/ }), 'Go live');
      expect(await axeViolations(dialog)).toEqual([]);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(json('POST', '/api/project/1/schedules')).toEqual([
          expect.objectContaining({
            name: 'Release',
            cron_format: '',
            type: 'run_at',
            run_at: '2030-05-01T10:30:00+02:00',
            delete_after_run: true,
            task_params: expect.objectContaining({ message: 'Go live' }) as unknown,
          }),
        ]),
      );
      // A run-once schedule has no cron to check.
      expect(json('POST', '/api/project/1/schedules/validate')).toEqual([]);
      const stored = demo.app.state.schedules.find((s) => s.name === 'Release');
      expect(stored).toMatchObject({ run_at: '2030-05-01T08:30:00.000Z', delete_after_run: true });

      // The list names the zone and shows the run in it.
      const table = await screen.findByRole('table', { name: 'Schedules' });
      expect(
        within(table).getByRole('columnheader', { name: 'Next run (Europe/Berlin)' }),
      ).toBeVisible();
      const row = within(table).getByText('Release').closest('tr') as HTMLElement;
      expect(within(row).getByText('Run once')).toBeVisible();
      expect(row.querySelector('time')).toHaveAttribute('datetime', '2030-05-01T08:30:00.000Z');
      expect(row.querySelector('time')?.textContent).toMatch(/10:30/);
    },
  );

  it(
    'edits a run-once schedule: its time reads back in the zone',
    { timeout: 30_000 },
    async () => {
      demo = await startDemo({ serverVersion: '2.20', run: false });
      await emptyProject();
      const templateId = demo.app.state.templates.find((t) => t.project_id === 1)?.id ?? 0;
      await demo.client.project(1).schedules.create({
        name: 'Once',
        template_id: templateId,
        cron_format: '',
        active: true,
        type: 'run_at',
        run_at: '2030-05-01T08:30:00Z',
        delete_after_run: false,
      });
      await renderApp('/project/1/schedule');
      await userEvent.click(await screen.findByRole('button', { name: 'Edit schedule Once' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
      expect(within(dialog).getByRole('combobox', { name: /Timing/ })).toHaveTextContent(
        'Run once',
      );
      expect(within(dialog).getByLabelText(/Run at \(UTC\)/)).toHaveValue('2030-05-01T08:30');
      expect(
        within(dialog).getByRole('checkbox', { name: 'Delete the schedule after it ran' }),
      ).not.toBeChecked();
    },
  );
});

describe('Schedules on a 2.10 server', () => {
  it('has no run once, no task parameters, and keeps the cron editor', async () => {
    demo = await startDemo({ run: false });
    const template = await emptyProject();
    await renderApp('/project/1/schedule');
    // The list came and is empty: its empty state offers New schedule.
    await screen.findByRole('heading', { name: 'No schedules yet' });
    await userEvent.click(await screen.findByRole('button', { name: 'New schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
    await choose(/Template/, template);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Timing/ }));
    expect(await screen.findByRole('option', { name: 'Daily' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Run once' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('group', { name: 'Task parameters' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Cron/ })).toBeVisible();
  });
});
