import { describe, expect, it } from 'vitest';
import { MINUTE_CHOICES } from './constants';
import {
  TIMING_MODES,
  cronFromTiming,
  timingFromCron,
  type Timing,
  type TimingMode,
} from './timing';

function timing(mode: TimingMode, partial: Partial<Omit<Timing, 'mode'>> = {}): Timing {
  return { mode, minutes: [], hours: [], days: [], months: [], weekdays: [], ...partial };
}

describe('timingFromCron: modes derived from the pattern', () => {
  it.each([
    ['0 * * * *', timing('hourly', { minutes: [0] })],
    ['*/15 * * * *', timing('hourly', { minutes: [0, 15, 30, 45] })],
    ['0,30 9 * * *', timing('daily', { minutes: [0, 30], hours: [9] })],
    ['5 0-2,22 * * *', timing('daily', { minutes: [5], hours: [0, 1, 2, 22] })],
    ['0 9 * * 1-5', timing('weekly', { minutes: [0], hours: [9], weekdays: [1, 2, 3, 4, 5] })],
    ['0 9 * * 7', timing('weekly', { minutes: [0], hours: [9], weekdays: [0] })],
    ['0 9 * * MON,fri', timing('weekly', { minutes: [0], hours: [9], weekdays: [1, 5] })],
    ['0 0 1,15 * *', timing('monthly', { minutes: [0], hours: [0], days: [1, 15] })],
    ['0 0 1 1 *', timing('yearly', { minutes: [0], hours: [0], days: [1], months: [1] })],
    ['0 0 * 6-8 *', timing('yearly', { minutes: [0], hours: [0], months: [6, 7, 8] })],
    ['0 0 1 JAN,jul *', timing('yearly', { minutes: [0], hours: [0], days: [1], months: [1, 7] })],
    ['@hourly', timing('hourly', { minutes: [0] })],
    ['@daily', timing('daily', { minutes: [0], hours: [0] })],
    ['@weekly', timing('weekly', { minutes: [0], hours: [0], weekdays: [0] })],
    ['@monthly', timing('monthly', { minutes: [0], hours: [0], days: [1] })],
    ['@yearly', timing('yearly', { minutes: [0], hours: [0], days: [1], months: [1] })],
    ['  0   12 * * *  ', timing('daily', { minutes: [0], hours: [12] })],
  ])('%s', (pattern, expected) => {
    expect(timingFromCron(pattern)).toEqual(expected);
  });
});

describe('timingFromCron: patterns that fit no mode fall back to raw (null)', () => {
  it.each([
    '7 * * * *', // minute not a multiple of 5
    '*/7 * * * *',
    '0 0 1 * 1', // day of month and weekday together
    '0 0 1 1 1',
    '0 0 * 1 1', // month and weekday together
    '0 0 L * *',
    '0 0 1W * *',
    '0 0 * * 1#2',
    '0 0 ? * *',
    '61 * * * *',
    '* * * * *', // every minute: raw only
    '* 3 * * *', // every minute of one hour: raw only
    '* * * * 3',
    '*/1 * * * *',
    '0 24 * * *',
    '0 0 32 * *',
    '0 0 * 13 *',
    '0 0 * * 8',
    '5-0 * * * *',
    '0 0 * * * *',
    '* * * *',
    '',
    '@every 1h',
    'nonsense',
  ])('%j', (pattern) => {
    expect(timingFromCron(pattern)).toBeNull();
  });
});

describe('timingFromCron: preferred mode', () => {
  it.each([
    ['0 * * * *', 'daily', 'daily'],
    ['0 * * * *', 'yearly', 'yearly'],
    ['0 9 * * *', 'weekly', 'weekly'],
    ['0 9 * * *', 'hourly', 'daily'], // hours are set: hourly does not fit
    ['0 9 1 * *', 'weekly', 'monthly'],
  ] as const)('%s with %s -> %s', (pattern, preferred, mode) => {
    expect(timingFromCron(pattern, preferred)?.mode).toBe(mode);
  });
});

describe('cronFromTiming: pattern built from a mode', () => {
  it.each([
    ['0 * * * *', timing('hourly')],
    ['0 3 * * *', timing('daily', { hours: [3] })], // an hour without minutes means minute 0
    ['0 * * * 3', timing('weekly', { weekdays: [3] })],
    ['0 6 1 * *', timing('monthly', { hours: [6], days: [1] })],
    ['0 0 1 1 *', timing('yearly', { hours: [0], days: [1], months: [1] })],
    ['0,30 * * * *', timing('hourly', { minutes: [30, 0, 30] })],
    ['*/5 * * * *', timing('hourly', { minutes: [...MINUTE_CHOICES] })],
    [
      '15 0-23 * * *',
      timing('daily', { minutes: [15], hours: Array.from({ length: 24 }, (_, i) => i) }),
    ],
    ['0 1,2,5-8 * * *', timing('daily', { minutes: [0], hours: [8, 7, 6, 5, 2, 1] })],
    ['0 9 * * 1-5', timing('weekly', { minutes: [0], hours: [9], weekdays: [1, 2, 3, 4, 5] })],
    ['0 0 1,15 * *', timing('monthly', { minutes: [0], hours: [0], days: [15, 1] })],
    ['0 0 1 1,7 *', timing('yearly', { minutes: [0], hours: [0], days: [1], months: [7, 1] })],
    // fields outside the mode are ignored
    [
      '0 * * * *',
      timing('hourly', { minutes: [0], hours: [3], days: [2], months: [4], weekdays: [1] }),
    ],
    [
      '0 3 2 * *',
      timing('monthly', { minutes: [0], hours: [3], days: [2], months: [4], weekdays: [1] }),
    ],
  ])('%s', (expected, input) => {
    expect(cronFromTiming(input)).toBe(expected);
  });

  it.each([
    ['minute 7', timing('hourly', { minutes: [7] })],
    ['hour 24', timing('daily', { hours: [24] })],
    ['day 0', timing('monthly', { days: [0] })],
    ['month 13', timing('yearly', { months: [13] })],
    ['weekday 7', timing('weekly', { weekdays: [7] })],
  ])('rejects %s with a RangeError', (_name, input) => {
    expect(() => cronFromTiming(input)).toThrow(RangeError);
  });
  it('rejects an unknown mode', () => {
    expect(() => cronFromTiming(timing('raw' as TimingMode))).toThrow('Unknown timing mode: raw');
  });
});

describe('round trip mode -> pattern -> mode', () => {
  /** Seeded choices: every mode with several random selections. */
  let seed = 3;
  const pick = (choices: number[], min: number): number[] => {
    const out = choices.filter(() => {
      seed = (seed * 16807) % 2147483647;
      return seed % 3 === 0;
    });
    return out.length >= min ? out : choices.slice(0, min);
  };
  const all = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => i + from);
  const own: Record<TimingMode, keyof Timing> = {
    hourly: 'minutes',
    daily: 'hours',
    weekly: 'weekdays',
    monthly: 'days',
    yearly: 'months',
  };
  for (const mode of TIMING_MODES) {
    for (let k = 0; k < 20; k++) {
      const t = timing(mode, {
        minutes: pick([...MINUTE_CHOICES], 1),
        hours: mode === 'hourly' ? [] : pick(all(24), k % 2),
        days: mode === 'monthly' || mode === 'yearly' ? pick(all(31, 1), k % 2) : [],
        months: mode === 'yearly' ? pick(all(12, 1), k % 2) : [],
        weekdays: mode === 'weekly' ? pick(all(7), k % 2) : [],
      });
      const pattern = cronFromTiming(t);
      it(`${pattern} (${mode})`, () => {
        expect(timingFromCron(pattern, mode)).toEqual(t);
        // Without a preference the mode holds once its own choice is made.
        if ((t[own[mode]] as number[]).length > 0) expect(timingFromCron(pattern)).toEqual(t);
        expect(cronFromTiming(timingFromCron(pattern, mode) as Timing)).toBe(pattern);
      });
    }
  }
});
