import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/localeCodes';
import {
  EMPTY,
  formatDuration,
  formatFullTime,
  formatSeconds,
  formatTime,
  parseTime,
} from './format';

describe('parseTime', () => {
  it('reads RFC 3339 with offsets and nanoseconds', () => {
    expect(parseTime('2024-10-25T10:00:05.123456789+05:00')?.toISOString()).toBe(
      '2024-10-25T05:00:05.123Z',
    );
  });
  it('treats null, empty, invalid and Go zero time as unknown', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
    expect(parseTime('0001-01-01T00:00:00Z')).toBeNull();
  });
});

describe('formatTime', () => {
  const now = new Date(2026, 10, 22, 14, 30, 0);
  it('shows a dash for empty values', () => {
    expect(formatTime(null, 'en', now)).toBe(EMPTY);
  });
  it('shows relative time and HH:mm today', () => {
    const fiveMinutesAgo = new Date(2026, 10, 22, 14, 25, 0).toISOString();
    expect(formatTime(fiveMinutesAgo, 'en', now)).toBe('5 minutes ago, 14:25');
    expect(formatTime(fiveMinutesAgo, 'de', now)).toBe('vor 5 Minuten, 14:25');
  });
  it('shows the localized date and time on other days', () => {
    const lastWeek = new Date(2026, 10, 15, 9, 5, 0).toISOString();
    expect(formatTime(lastWeek, 'en', now)).toBe('Nov 15, 2026, 09:05');
    expect(formatTime(lastWeek, 'de', now)).toBe('15.11.2026, 09:05');
  });
});

describe('one clock per locale (spec core §9: HH:mm)', () => {
  it.each(LOCALES)('%s shows 21:19 today, on other days and in the full time', (locale) => {
    const today = new Date(2026, 10, 22, 21, 19, 0);
    const later = new Date(2026, 10, 22, 23, 0, 0);
    const otherDay = new Date(2026, 10, 15, 21, 19, 0).toISOString();
    expect(formatTime(today.toISOString(), locale, later)).toContain('21:19');
    expect(formatTime(otherDay, locale, later)).toContain('21:19');
    expect(formatFullTime(otherDay, locale)).toContain('21:19');
  });
});

describe('formatDuration', () => {
  it('formats the largest two units', () => {
    expect(formatSeconds(42, 'en')).toBe('42 sec');
    expect(formatSeconds(185, 'en')).toBe('3 min 5 sec');
    expect(formatSeconds(7260, 'en')).toBe('2 hr 1 min');
  });
  it('counts a running task up to now and gives a dash without a start', () => {
    const now = new Date('2026-01-01T00:01:10Z');
    expect(formatDuration('2026-01-01T00:00:00Z', null, 'en', now)).toBe('1 min 10 sec');
    expect(formatDuration(null, null, 'en', now)).toBe(EMPTY);
    expect(formatDuration('2026-01-01T00:00:00Z', '2026-01-01T00:00:09Z', 'en')).toBe('9 sec');
  });
});
