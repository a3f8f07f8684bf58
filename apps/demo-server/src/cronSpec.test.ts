import { describe, expect, it } from 'vitest';
import { nextRunAfter, parseCron } from './cronSpec';

describe('parseCron', () => {
  it.each(['*/5 * * * *', '0 3 * * 0', '30 2 * * *', '@hourly', '@daily'])(
    '%s is accepted',
    (expr) => {
      expect(parseCron(expr).kind).toBe('cron');
    },
  );

  it.each([
    ['* *', /expected exactly 5 fields, found 2/],
    ['0 0 * * * *', /expected exactly 5 fields, found 6/],
    ['61 * * * *', /./],
    ['@every x', /invalid duration/],
  ])('%s is refused', (expr, message) => {
    expect(() => parseCron(expr)).toThrow(message);
  });
});

describe('nextRunAfter', () => {
  it('*/5 * * * * runs on the next multiple of five minutes', () => {
    const from = Date.UTC(2026, 0, 1, 10, 2, 30);
    expect(new Date(nextRunAfter(parseCron('*/5 * * * *'), from, 0) ?? 0).toISOString()).toBe(
      '2026-01-01T10:05:00.000Z',
    );
  });

  it('@every 1h30m counts from the anchor', () => {
    const anchor = Date.UTC(2026, 0, 1, 0, 0, 0);
    const spec = parseCron('@every 1h30m');
    expect(nextRunAfter(spec, anchor + 1000, anchor)).toBe(anchor + 90 * 60_000);
    expect(nextRunAfter(spec, anchor + 90 * 60_000, anchor)).toBe(anchor + 180 * 60_000);
  });
});
