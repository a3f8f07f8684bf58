import { describeCron } from '@semaphore-console/cron';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

// Project 1 of the demo server in memory, with one schedule, `Nightly deploy`, on its first
// template (the seeded ones are removed).
let demo: DemoHarness;
let scheduleId: number;
const tpl = () => {
  const found = demo.app.state.templates.filter((t) => t.project_id === 1);
  if (found.length < 2) throw new Error('project 1 needs two templates');
  return found as [(typeof found)[0], (typeof found)[0], ...typeof found];
};
beforeEach(async () => {
  demo = await startDemo({ run: false });
  const schedules = demo.client.project(1).schedules;
  for (const schedule of await schedules.list()) await schedules.delete(schedule.id);
  scheduleId = (await schedules.create(nightly())).id;
  demo.requests.length = 0;
});
afterEach(() => demo.close());

function nightly(cron_format = '0 2 * * *') {
  return { name: 'Nightly deploy', template_id: tpl()[0].id, cron_format, active: true };
}

/** Replaces the schedule with one of pattern `cron`. */
async function nightlyAt(cron: string) {
  const schedules = demo.client.project(1).schedules;
  await schedules.update(scheduleId, { ...nightly(cron), repository_id: null });
  demo.requests.length = 0;
}

/** Requests the demo received. */
const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);
const json = (method: string, path: string) =>
  sent(method, path).map((r) => JSON.parse(r.body) as unknown);

async function choose(label: RegExp | string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Schedules screen', () => {
  it('lists schedules with the active switch, template link and actions', async () => {
    const { container } = await renderApp('/project/1/schedule');
    const table = await screen.findByRole('table', { name: 'Schedules' });
    expect(await within(table).findByText('Nightly deploy')).toBeVisible();
    expect(within(table).getByRole('link', { name: tpl()[0].name })).toHaveAttribute(
      'href',
      `/project/1/templates/${tpl()[0].id}`,
    );
    expect(within(table).getByRole('switch', { name: 'Active: Nightly deploy' })).toBeChecked();
    expect(
      within(table).getByRole('button', { name: 'Edit schedule Nightly deploy' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'New schedule' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves the active switch at once', async () => {
    await renderApp('/project/1/schedule');
    const toggle = await screen.findByRole('switch', { name: 'Active: Nightly deploy' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() =>
      expect(json('PUT', `/api/project/1/schedules/${scheduleId}/active`)).toEqual([
        { active: false },
      ]),
    );
    expect(demo.app.state.schedules.find((x) => x.id === scheduleId)?.active).toBe(false);
  });

  it('hides the action columns without manageProjectResources', async () => {
    await demo.signIn('guest');
    await renderApp('/project/1/schedule');
    const table = await screen.findByRole('table', { name: 'Schedules' });
    await within(table).findByText('Nightly deploy');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New schedule' })).toBeNull());
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(within(table).queryByRole('button', { name: /Edit schedule/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Delete schedule/ })).toBeNull();
  });

  it('shows the empty state', async () => {
    await demo.client.project(1).schedules.delete(scheduleId);
    await renderApp('/project/1/schedule');
    expect(await screen.findByRole('heading', { name: 'No schedules yet' })).toBeVisible();
  });

  it('expands a row to the template’s last tasks, which open the task log', async () => {
    // The runner is off: the new task stays waiting, the newest of its template.
    const task = await demo.client.project(1).tasks.create({ template_id: tpl()[0].id });
    const { router } = await renderApp('/project/1/schedule');
    const table = await screen.findByRole('table', { name: 'Schedules' });
    await within(table).findByText('Nightly deploy');
    await userEvent.click(within(table).getByRole('button', { name: 'Expand row' }));
    const list = await screen.findByRole('list', { name: 'Last tasks of Nightly deploy' });
    expect(
      sent('GET', `/api/project/1/templates/${tpl()[0].id}/tasks/last`).map((r) => r.search),
    ).toEqual(['?limit=5']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Waiting')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: `Task #${task.id}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?t=${task.id}`));
  });

  it(
    'creates a schedule from the timing choices, with a live preview',
    { timeout: 30_000 },
    async () => {
      await demo.client.project(1).schedules.delete(scheduleId);
      await renderApp('/project/1/schedule');
      // The list came and is empty: its empty state offers New schedule.
      await screen.findByRole('heading', { name: 'No schedules yet' });
      await userEvent.click(await screen.findByRole('button', { name: 'New schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
      const cron = within(dialog).getByRole('textbox', { name: /Cron/ });
      expect(cron).toHaveValue('* * * * *');
      expect(within(dialog).getByText('Every minute')).toBeVisible();
      expect(
        within(within(dialog).getByRole('list', { name: 'Next runs' })).getAllByRole('listitem'),
      ).toHaveLength(5);

      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Twice a day');
      await choose(/Template/, tpl()[1].name);
      // Required fields carry a visible marker and aria-required, the template select too.
      const template = within(dialog).getByRole('combobox', { name: /Template/ });
      expect(template).toHaveAttribute('aria-required', 'true');
      expect(within(dialog).getByText('Template').closest('label')).toHaveTextContent('Template*');
      expect(within(dialog).getByRole('textbox', { name: /Name/ })).toBeRequired();
      // Every minute is a raw pattern: the editor opens it in the custom (raw) mode.
      expect(within(dialog).getByRole('combobox', { name: /Timing/ })).toHaveTextContent(
        'Custom (cron pattern)',
      );
      await choose(/Timing/, 'Daily');
      const hours = within(dialog).getByRole('group', { name: 'Hours' });
      const minutes = within(dialog).getByRole('group', { name: 'Minutes' });
      await userEvent.click(within(hours).getByRole('button', { name: '09' }));
      // An hour without minutes means minute 0, never sixty runs from 09:00 to 09:59.
      expect(cron).toHaveValue('0 9 * * *');
      expect(within(minutes).getByRole('button', { name: ':00' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(within(hours).getByRole('button', { name: '21' }));
      await userEvent.click(within(minutes).getByRole('button', { name: ':30' }));
      expect(cron).toHaveValue('30 9,21 * * *');
      expect(within(hours).getByRole('button', { name: '09' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The preview follows the edit: no longer every minute, and every next run is at :30.
      expect(within(dialog).queryByText('Every minute')).toBeNull();
      const runs = within(within(dialog).getByRole('list', { name: 'Next runs' })).getAllByRole(
        'listitem',
      );
      expect(runs).toHaveLength(5);
      for (const run of runs) {
        const at = new Date(run.querySelector('time')!.getAttribute('datetime')!);
        expect(at.getMinutes()).toBe(30);
        expect([9, 21]).toContain(at.getHours());
      }

      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(json('POST', '/api/project/1/schedules')).toEqual([
          expect.objectContaining({
            name: 'Twice a day',
            template_id: tpl()[1].id,
            cron_format: '30 9,21 * * *',
            active: true,
            repository_id: null,
          }),
        ]),
      );
      expect(json('POST', '/api/project/1/schedules/validate')).toEqual([
        { cron_format: '30 9,21 * * *' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it(
    'requires name and template, and refuses a pattern its preview calls invalid (focus on the first field in error)',
    { timeout: 30_000 },
    async () => {
      await renderApp('/project/1/schedule');
      await userEvent.click(await screen.findByRole('button', { name: 'New schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText('Name is required')).toBeVisible();
      expect(within(dialog).getByText('Template is required')).toBeVisible();
      const name = within(dialog).getByRole('textbox', { name: /Name/ });
      await waitFor(() => expect(name).toHaveFocus());

      await userEvent.type(name, 'Every second');
      await choose(/Template/, tpl()[0].name);
      const cron = within(dialog).getByRole('textbox', { name: /Cron/ });
      await userEvent.clear(cron);
      await userEvent.type(cron, '@every 1s');
      expect(within(dialog).getByText('Not a valid cron pattern yet.')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(cron).toHaveAttribute('aria-invalid', 'true');
      expect(cron).toHaveAccessibleDescription(/Unknown descriptor/);
      await waitFor(() => expect(cron).toHaveFocus());
      expect(sent('POST', '/api/project/1/schedules/validate')).toHaveLength(0);
      expect(sent('POST', '/api/project/1/schedules')).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'New schedule' })).toBeVisible();
      expect(name).toHaveValue('Every second');
      expect(await axeViolations(dialog)).toEqual([]);
    },
  );

  it(
    'warns about a pattern that never fires, and marks the Cron field when the server refuses the pattern',
    { timeout: 30_000 },
    async () => {
      // A server stricter than the console's preview (robfig reads weekdays 0-6 only): a
      // hand-written refusal in the words of API §6.13, which the demo server cannot produce.
      const handle = demo.app.fetch;
      demo.app.fetch = async (request) =>
        new URL(request.url).pathname.endsWith('/schedules/validate')
          ? Response.json({ error: 'Cron: end of range (7) above maximum (6): 7' }, { status: 400 })
          : handle(request);
      await renderApp('/project/1/schedule');
      await userEvent.click(await screen.findByRole('button', { name: 'New schedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Never');
      await choose(/Template/, tpl()[0].name);
      const cron = within(dialog).getByRole('textbox', { name: /Cron/ });
      await userEvent.clear(cron);
      await userEvent.type(cron, '0 0 31 2 *');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'This pattern never fires: no date matches it.',
      );
      expect(within(dialog).queryByRole('list', { name: 'Next runs' })).toBeNull();

      await userEvent.clear(cron);
      await userEvent.type(cron, '0 0 * * 7');
      expect(within(dialog).queryByText(/never fires/)).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(cron).toHaveAttribute('aria-invalid', 'true'));
      expect(cron).toHaveAccessibleDescription(/above maximum/);
      await waitFor(() => expect(cron).toHaveFocus());
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/above maximum/);
      expect(sent('POST', '/api/project/1/schedules')).toHaveLength(0);
      expect(cron).toHaveValue('0 0 * * 7');
    },
  );

  it('edits a schedule: the mode comes from its pattern', async () => {
    await nightlyAt('0 6 * * 1,3');
    await renderApp('/project/1/schedule');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit schedule Nightly deploy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    expect(within(dialog).getByRole('combobox', { name: /Timing/ })).toHaveTextContent('Weekly');
    const days = within(dialog).getByRole('group', { name: 'Weekdays' });
    expect(within(days).getByRole('button', { name: 'Mon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(days).getByRole('button', { name: 'Fri' }));
    expect(within(dialog).getByRole('textbox', { name: /Cron/ })).toHaveValue('0 6 * * 1,3,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(json('PUT', `/api/project/1/schedules/${scheduleId}`)).toEqual([
        expect.objectContaining({
          id: scheduleId,
          cron_format: '0 6 * * 1,3,5',
          name: 'Nightly deploy',
        }),
      ]),
    );
    expect(demo.app.state.schedules.find((x) => x.id === scheduleId)?.cron_format).toBe(
      '0 6 * * 1,3,5',
    );
  });

  it('deletes a schedule after confirmation', async () => {
    await renderApp('/project/1/schedule');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete schedule Nightly deploy' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete schedule' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent('DELETE', `/api/project/1/schedules/${scheduleId}`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('Nightly deploy')).toBeNull());
  });

  it('describes the pattern in the UI’s language', async () => {
    await renderApp('/project/1/schedule');
    await screen.findByText('Nightly deploy');
    await act(() => activateLocale('de'));
    await userEvent.click(await screen.findByRole('button', { name: 'Neuer Zeitplan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Zeitplan' });
    const german = describeCron('* * * * *', 'de');
    expect(german).not.toBe(describeCron('* * * * *', 'en'));
    expect(within(dialog).getByText(german!)).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Nächste Läufe' })).toBeVisible();
    await act(() => activateLocale('en'));
  });
});
