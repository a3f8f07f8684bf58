import { DEFAULT_CRON } from '@semaphore-console/cron';
import { describe, expect, it } from 'vitest';
import type { Template } from '@semaphore-console/api-client';
import {
  localInputValue,
  nextRunOf,
  runAtFromLocal,
  scheduleFeatures,
  shownMinutes,
  taskParamValues,
  taskParamsBody,
  timingStateFromCron,
  withChoice,
  withCron,
  withMode,
} from './scheduleEditor';

describe('schedule editor timing', () => {
  it('starts a new schedule at every minute, which only the raw (custom) mode expresses', () => {
    const state = timingStateFromCron();
    expect(state.cron).toBe(DEFAULT_CRON);
    expect(state.cron).toBe('* * * * *');
    expect(state.mode).toBe('custom');
    expect(timingStateFromCron('* 3 * * *').mode).toBe('custom');
  });

  it.each([
    ['hourly', 'hours', -1, '0 * * * *'],
    ['daily', 'hours', 3, '0 3 * * *'],
    ['weekly', 'weekdays', 3, '0 * * * 3'],
    ['monthly', 'days', 3, '0 * 3 * *'],
    ['yearly', 'months', 3, '0 * * 3 *'],
  ] as const)(
    '%s from every minute: no minute picked means minute 0 (%s %i)',
    (mode, field, value, cron) => {
      let state = withMode(timingStateFromCron(), mode);
      if (value >= 0) state = withChoice(state, field, value, true);
      expect(state.cron).toBe(cron);
      expect(shownMinutes(state.timing)).toEqual([0]);
      // Turning the last minute off keeps minute 0: a mode never fires every minute.
      expect(withChoice(state, 'minutes', 0, false).cron).toBe(cron);
    },
  );

  it('builds each mode’s pattern from its choices and reads the same choices back', () => {
    const cases = [
      { mode: 'hourly', picks: { minutes: [15, 45] }, cron: '15,45 * * * *' },
      { mode: 'daily', picks: { minutes: [30], hours: [2, 14] }, cron: '30 2,14 * * *' },
      {
        mode: 'weekly',
        picks: { minutes: [0], hours: [9], weekdays: [1, 2, 3, 4, 5] },
        cron: '0 9 * * 1-5',
      },
      { mode: 'monthly', picks: { minutes: [5], hours: [6], days: [1, 15] }, cron: '5 6 1,15 * *' },
      {
        mode: 'yearly',
        picks: { minutes: [0], hours: [0], days: [1], months: [1, 7] },
        cron: '0 0 1 1,7 *',
      },
    ] as const;
    for (const { mode, picks, cron } of cases) {
      let state = withMode(timingStateFromCron(), mode);
      for (const [field, values] of Object.entries(picks)) {
        for (const value of values) {
          state = withChoice(state, field as keyof typeof picks, value, true);
        }
      }
      expect(state.cron).toBe(cron);
      const back = timingStateFromCron(state.cron);
      expect(back.mode).toBe(mode);
      for (const [field, values] of Object.entries(picks)) {
        expect(back.timing[field as keyof typeof picks]).toEqual(values);
      }
    }
  });

  it('turns a choice off again', () => {
    let state = withMode(timingStateFromCron(), 'daily');
    state = withChoice(state, 'hours', 9, true);
    state = withChoice(state, 'hours', 17, true);
    expect(state.cron).toBe('0 9,17 * * *');
    state = withChoice(state, 'hours', 9, false);
    expect(state.cron).toBe('0 17 * * *');
  });

  it('keeps the selected mode while its own choices are still empty', () => {
    const daily = withMode(timingStateFromCron('0 * * * *'), 'daily');
    expect(daily.cron).toBe('0 * * * *');
    expect(daily.mode).toBe('daily');
    // Typing the same pattern again does not jump back to hourly.
    expect(withCron(daily, '0 * * * *').mode).toBe('daily');
  });

  it('derives the mode again from a typed pattern, and falls back to custom', () => {
    const start = timingStateFromCron();
    expect(withCron(start, '0 9 * * 1').mode).toBe('weekly');
    expect(withCron(start, '@daily')).toMatchObject({ mode: 'daily', cron: '@daily' });
    const custom = withCron(start, '7 * * * *');
    expect(custom).toMatchObject({ mode: 'custom', cron: '7 * * * *' });
    expect(withCron(start, 'not cron').mode).toBe('custom');
    // Choices are ignored in custom mode; picking custom keeps the pattern.
    expect(withChoice(custom, 'minutes', 5, true)).toBe(custom);
    expect(withMode(custom, 'custom').cron).toBe('7 * * * *');
  });

  it('switching modes keeps the shared choices (minutes, hours)', () => {
    let state = withCron(timingStateFromCron(), '30 8 * * *');
    state = withMode(state, 'weekly');
    state = withChoice(state, 'weekdays', 0, true);
    expect(state.cron).toBe('30 8 * * 0');
    expect(withMode(state, 'hourly').cron).toBe('30 * * * *');
  });
});

describe('schedule features (newer §N7)', () => {
  it('offers run once and task parameters on 2.12+, in the server’s zone', () => {
    expect(scheduleFeatures({ runFlagsInParams: true, scheduleTimezone: 'Europe/Berlin' })).toEqual(
      { runOnce: true, taskParams: true, timeZone: 'Europe/Berlin', serverZone: true },
    );
  });

  it('keeps 2.10 as before: no run once, no task parameters, the browser’s zone', () => {
    const features = scheduleFeatures({ runFlagsInParams: false, scheduleTimezone: 'UTC' });
    expect(features).toMatchObject({ runOnce: false, taskParams: false, serverZone: false });
    expect(features.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('run-at times in the schedule zone', () => {
  it.each([
    ['2030-05-01T10:30', 'Europe/Berlin', '2030-05-01T10:30:00+02:00'],
    ['2030-01-15T10:30', 'Europe/Berlin', '2030-01-15T10:30:00+01:00'],
    ['2030-01-15T10:30', 'America/New_York', '2030-01-15T10:30:00-05:00'],
    ['2030-01-15T10:30', 'Asia/Kolkata', '2030-01-15T10:30:00+05:30'],
    ['2030-01-15T10:30', 'UTC', '2030-01-15T10:30:00Z'],
    ['2030-01-15T10:30:15', 'UTC', '2030-01-15T10:30:15Z'],
  ])('%s in %s is %s', (local, zone, rfc3339) => {
    expect(runAtFromLocal(local, zone)).toBe(rfc3339);
    expect(localInputValue(rfc3339, zone)).toBe(local);
  });

  it('refuses what is not a date and time', () => {
    expect(runAtFromLocal('', 'UTC')).toBeNull();
    expect(runAtFromLocal('tomorrow', 'UTC')).toBeNull();
    expect(localInputValue(null, 'UTC')).toBe('');
  });
});

describe('next run of a schedule in the list', () => {
  const now = new Date('2030-01-15T12:00:00Z');
  const cron = { active: true, cron_format: '0 9 * * *', repository_id: null };

  it('0 9 * * * runs at 09:00 in the server’s zone, not in UTC', () => {
    expect(nextRunOf(cron, 'Europe/Berlin', now)?.toISOString()).toBe('2030-01-16T08:00:00.000Z');
    expect(nextRunOf(cron, 'UTC', now)?.toISOString()).toBe('2030-01-16T09:00:00.000Z');
  });

  it('a run-once schedule runs at run_at while active and ahead', () => {
    const once = { ...cron, cron_format: '', type: 'run_at' as const };
    expect(nextRunOf({ ...once, run_at: '2030-01-15T13:00:00+01:00' }, 'UTC', now)).toBeNull();
    expect(
      nextRunOf({ ...once, run_at: '2030-01-15T14:00:00+01:00' }, 'UTC', now)?.toISOString(),
    ).toBe('2030-01-15T13:00:00.000Z');
    expect(
      nextRunOf({ ...once, active: false, run_at: '2030-02-01T00:00:00Z' }, 'UTC', now),
    ).toBeNull();
  });

  it('a switched-off or commit-triggered schedule has none', () => {
    expect(nextRunOf({ ...cron, active: false }, 'UTC', now)).toBeNull();
    expect(nextRunOf({ ...cron, repository_id: 3 }, 'UTC', now)).toBeNull();
  });
});

describe('task parameters of a schedule (newer §N7)', () => {
  const template = {
    id: 7,
    app: 'ansible',
    type: '',
    survey_vars: [
      { name: 'region', title: 'Region', type: '', required: false, description: '', values: null },
      {
        name: 'token',
        title: 'Token',
        type: 'secret',
        required: false,
        description: '',
        values: null,
      },
    ],
    task_params: { allow_override_limit: true, limit: ['web'] },
  } as unknown as Template;

  it('starts from the run form’s first values and sends the message, survey and allowed limit', () => {
    const first = taskParamValues(template, null);
    expect(first).toMatchObject({ message: '', limit: 'web', tags: '' });
    const body = taskParamsBody(template, {
      ...first,
      message: ' Nightly ',
      survey: { region: 'eu', token: 'never sent' },
      limit: 'web, db',
      tags: 'ignored',
    });
    expect(body).toEqual({
      message: 'Nightly',
      environment: '{"region":"eu"}',
      params: { limit: ['web', 'db'] },
    });
  });

  it('reads stored parameters back', () => {
    expect(
      taskParamValues(template, {
        message: 'm',
        environment: '{"region":"us"}',
        params: { limit: ['a', 'b'], tags: ['t'] },
      }),
    ).toEqual({ message: 'm', survey: { region: 'us' }, limit: 'a, b', tags: 't' });
  });
});
