import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { nextRuns } from './pattern';
import { TIMING_MODES } from './timing';

describe('editor choices (spec core §9)', () => {
  it('minutes every 5 from 0 to 55', () => {
    expect(constants.MINUTE_CHOICES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
  it('hours 0-23, days 1-31, months 1-12, weekdays 0 (Sunday) to 6', () => {
    expect(constants.HOUR_CHOICES).toEqual([...Array(24).keys()]);
    expect(constants.DAY_CHOICES).toEqual([...Array(31).keys()].map((i) => i + 1));
    expect(constants.MONTH_CHOICES).toEqual([...Array(12).keys()].map((i) => i + 1));
    expect(constants.WEEKDAY_CHOICES).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('timing modes yearly, monthly, weekly, daily, hourly', () => {
    expect(TIMING_MODES).toEqual(['yearly', 'monthly', 'weekly', 'daily', 'hourly']);
  });
  it('default cron * * * * *', () => {
    expect(constants.DEFAULT_CRON).toBe('* * * * *');
  });
  it('weekday 0 is Sunday: 0 0 * * 0 runs on 2026-01-04, a Sunday', () => {
    const [run] = nextRuns('0 0 * * 0', { from: new Date('2026-01-01T00:00:00Z'), count: 1 });
    expect(run?.toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(run?.getUTCDay()).toBe(0);
  });
});

describe('descriptors', () => {
  it.each(Object.entries(constants.CRON_DESCRIPTORS))('%s runs like %s', (descriptor, fields) => {
    const from = new Date('2026-05-17T13:37:00Z');
    expect(nextRuns(descriptor, { from, count: 3 })).toEqual(nextRuns(fields, { from, count: 3 }));
  });
});
