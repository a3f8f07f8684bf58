import { describe, expect, it } from 'vitest';
import {
  CHECK_INTERVALS,
  DEFAULT_CHECK_INTERVAL,
  checkIntervalOfCron,
  cronOfCheckInterval,
} from './checkInterval';
import { validateCron } from './pattern';

describe('check intervals', () => {
  it('lists the five intervals in order with their patterns', () => {
    expect(CHECK_INTERVALS.map((c) => [c.id, c.cron])).toEqual([
      ['minute', '* * * * *'],
      ['five-minutes', '*/5 * * * *'],
      ['ten-minutes', '*/10 * * * *'],
      ['hourly', '@hourly'],
      ['daily', '@daily'],
    ]);
  });
  it('defaults to every minute', () => {
    expect(DEFAULT_CHECK_INTERVAL).toBe('minute');
    expect(cronOfCheckInterval(DEFAULT_CHECK_INTERVAL)).toBe('* * * * *');
  });
  it.each([
    ['* * * * *', 'minute'],
    ['*/5 * * * *', 'five-minutes'],
    ['*/10 * * * *', 'ten-minutes'],
    ['@hourly', 'hourly'],
    ['@daily', 'daily'],
    ['  */5   *  * * * ', 'five-minutes'],
    ['@HOURLY', 'hourly'],
    ['0 * * * *', null],
    ['*/15 * * * *', null],
  ])('%s', (cron, id) => {
    expect(checkIntervalOfCron(cron)).toBe(id);
  });
  it('every interval pattern is valid', () => {
    for (const c of CHECK_INTERVALS) expect(validateCron(c.cron).valid).toBe(true);
  });
  it('an unknown interval throws', () => {
    expect(() => cronOfCheckInterval('weekly' as never)).toThrow('Unknown check interval: weekly');
  });
});
