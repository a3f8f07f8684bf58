import { describe, expect, it } from 'vitest';
import { DEFAULT_CRON } from './constants';
import { CronPatternError, nextRuns, validateCron } from './pattern';

const iso = (dates: Date[]): string[] => dates.map((d) => d.toISOString());
const FROM = new Date('2026-01-01T00:00:00Z'); // a Thursday

describe('validateCron: valid', () => {
  it.each([
    ['* * * * *', '* * * * *'],
    ['*/5 * * * *', '*/5 * * * *'],
    ['0 9 * * 1-5', '0 9 * * 1-5'],
    ['0 0 1,15 * *', '0 0 1,15 * *'],
    ['0 0 * JAN,JUL SUN', '0 0 * JAN,JUL SUN'],
    [' 0  0  * * * ', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
    ['@daily', '0 0 * * *'],
    ['@midnight', '0 0 * * *'],
    ['@weekly', '0 0 * * 0'],
    ['@monthly', '0 0 1 * *'],
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
  ])('%s', (input, pattern) => {
    expect(validateCron(input)).toEqual({ valid: true, pattern });
  });
  it('the default pattern is every minute and valid', () => {
    expect(DEFAULT_CRON).toBe('* * * * *');
    expect(validateCron(DEFAULT_CRON).valid).toBe(true);
  });
});

describe('validateCron: invalid', () => {
  it.each([
    ['', 'required', 'Cron is required'],
    ['   ', 'required', 'Cron is required'],
    [
      '* * * *',
      'fields',
      'A cron pattern has 5 fields: minute, hour, day of month, month and day of week',
    ],
    [
      '0 * * * * *',
      'fields',
      'A cron pattern has 5 fields: minute, hour, day of month, month and day of week',
    ],
    [
      '@every 1h',
      'descriptor',
      'Unknown descriptor; use @yearly, @monthly, @weekly, @daily or @hourly',
    ],
    [
      '@reboot',
      'descriptor',
      'Unknown descriptor; use @yearly, @monthly, @weekly, @daily or @hourly',
    ],
    ['61 * * * *', 'value', 'Invalid value for minute: 61'],
    ['* 24 * * *', 'value', 'Invalid value for hour: 24'],
    ['*/0 * * * *', 'value', 'Syntax error, illegal stepping: 0'],
  ])('%j', (input, code, message) => {
    expect(validateCron(input)).toEqual({ valid: false, code, message });
  });
  it.each(['a b c d e', '0 0 32 * *', '0 0 * 13 *', '0 0 * * 8', '1-2-3 * * * *'])(
    '%s is a value error',
    (input) => {
      const r = validateCron(input);
      expect(r.valid).toBe(false);
      if (!r.valid) {
        expect(r.code).toBe('value');
        expect(r.message.length).toBeGreaterThan(0);
      }
    },
  );
});

describe('nextRuns', () => {
  it.each([
    [
      '*/15 * * * *',
      '',
      ['2026-01-01T00:15:00.000Z', '2026-01-01T00:30:00.000Z', '2026-01-01T00:45:00.000Z'],
    ],
    [
      '0 9 * * 1-5',
      '',
      ['2026-01-01T09:00:00.000Z', '2026-01-02T09:00:00.000Z', '2026-01-05T09:00:00.000Z'],
    ],
    [
      '0 0 1 * 1',
      ' (day of month OR weekday, as the server reads it)',
      ['2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z', '2026-01-19T00:00:00.000Z'],
    ],
    ['@daily', '', ['2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z']],
  ])('%s%s', (expression, _note, expected) => {
    expect(iso(nextRuns(expression, { from: FROM, count: expected.length }))).toEqual(expected);
  });
  it('0 9 * * 1-5 in Europe/Berlin', () => {
    expect(
      iso(nextRuns('0 9 * * 1-5', { from: FROM, timeZone: 'Europe/Berlin', count: 2 })),
    ).toEqual(['2026-01-01T08:00:00.000Z', '2026-01-02T08:00:00.000Z']);
  });
  it('30 2 * * * across the spring DST change in America/New_York', () => {
    // 2026-03-08 02:30 does not exist in New York; croner moves it forward an hour.
    expect(
      iso(
        nextRuns('30 2 * * *', {
          from: new Date('2026-03-07T12:00:00Z'),
          timeZone: 'America/New_York',
          count: 3,
        }),
      ),
    ).toEqual(['2026-03-08T07:30:00.000Z', '2026-03-09T06:30:00.000Z', '2026-03-10T06:30:00.000Z']);
  });
  it('0 0 31 2 * never runs', () => {
    expect(nextRuns('0 0 31 2 *', { from: FROM })).toEqual([]);
  });
  it('* * * * * defaults to 5 runs after now', () => {
    const before = Date.now();
    const runs = nextRuns('* * * * *');
    expect(runs).toHaveLength(5);
    expect((runs[0] as Date).getTime()).toBeGreaterThan(before);
    expect((runs[0] as Date).getTime() - before).toBeLessThanOrEqual(60_000);
  });
  it('61 * * * * throws a CronPatternError', () => {
    expect(() => nextRuns('61 * * * *')).toThrow(CronPatternError);
    try {
      nextRuns('61 * * * *');
    } catch (e) {
      expect((e as CronPatternError).code).toBe('value');
    }
  });
  it('rejects a bad count or time zone', () => {
    expect(() => nextRuns('* * * * *', { count: 0 })).toThrow(RangeError);
    expect(() => nextRuns('* * * * *', { count: 1.5 })).toThrow(RangeError);
    expect(() => nextRuns('* * * * *', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
