import { describe, expect, it, vi } from 'vitest';
import { formatLogTime, parseLogTime } from './logTime';

describe('parseLogTime (API §1.4)', () => {
  it.each([
    ['2024-10-25T00:43:48Z', Date.UTC(2024, 9, 25, 0, 43, 48)],
    ['2024-10-25T00:43:48.5Z', Date.UTC(2024, 9, 25, 0, 43, 48, 500)],
    ['2024-10-25T05:43:48.123456789+05:00', Date.UTC(2024, 9, 25, 0, 43, 48, 123)],
    ['2024-10-24T20:43:48.1-04:00', Date.UTC(2024, 9, 25, 0, 43, 48, 100)],
  ])('%s', (value, expected) => {
    expect(parseLogTime(value)).toBe(expected);
  });

  it.each(['', 'yesterday', '0001-01-01T00:00:00Z', '2024-10-25'])('%j is unreadable', (value) => {
    expect(parseLogTime(value)).toBeNaN();
  });
});

describe('formatLogTime', () => {
  it('shows a 24-hour wall-clock time with seconds', () => {
    expect(formatLogTime('2024-10-25T13:04:05.999Z', 'en')).toMatch(/^\d{2}:04:05$/);
  });
  it('formats a time again for another locale or another time', () => {
    const value = '2024-10-25T13:04:05Z';
    expect(formatLogTime(value, 'en')).toMatch(/^\d{2}:04:05$/);
    expect(formatLogTime(value, 'ar-EG')).not.toBe(formatLogTime(value, 'en'));
    expect(formatLogTime('2024-10-25T13:04:06Z', 'en')).toMatch(/^\d{2}:04:06$/);
  });
  it('formats the times of one second once, whatever their fractions', () => {
    // `format` is a getter (a bound function): each use reads it once.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const format = vi.spyOn(prototype, 'format', 'get');
    try {
      expect(formatLogTime('2024-10-25T13:04:07.100Z', 'en')).toMatch(/^\d{2}:04:07$/);
      expect(formatLogTime('2024-10-25T13:04:07.250123Z', 'en')).toMatch(/^\d{2}:04:07$/);
      expect(formatLogTime('2024-10-25T13:04:07Z', 'en')).toMatch(/^\d{2}:04:07$/);
      expect(format).toHaveBeenCalledTimes(1);
      expect(formatLogTime('2024-10-25T13:04:08.001Z', 'en')).toMatch(/^\d{2}:04:08$/);
      // Another offset is another time, though its digits look alike.
      expect(formatLogTime('2024-10-25T13:04:08.002+01:00', 'en')).toMatch(/^\d{2}:04:08$/);
      expect(formatLogTime('2024-10-25T13:04:08.002+01:00', 'en')).not.toBe(
        formatLogTime('2024-10-25T13:04:08.001Z', 'en'),
      );
      expect(format).toHaveBeenCalledTimes(4);
    } finally {
      format.mockRestore();
    }
  });
  it('shows nothing for an unreadable time', () => {
    expect(formatLogTime('nope', 'en')).toBe('');
  });
});
