/**
 * Date and duration formatting with `Intl` (spec core §9 "Date display"): relative time with HH:mm
 * when the day is today, else a localized date and time; a dash for empty values. Every clock time
 * the console shows (tables, tooltips, log lines, next runs, cron descriptions) uses one hour
 * cycle, {@link HOUR_CYCLE}: §9's HH:mm, so a column never mixes "21:19" and "2:41 AM".
 */

/**
 * The hour cycle of every clock time in every locale: `h23` (00-23), the HH of spec core §9. Pass
 * it to each `Intl.DateTimeFormat` that shows hours (with `dateStyle`/`timeStyle` too).
 */
export const HOUR_CYCLE = 'h23' as const;

/** What is shown for an empty or unknown value. */
export const EMPTY = '—';

/** Parses an RFC 3339 server time (API §1.4). `null`, `''`, invalid and Go's zero time give `null`. */
export function parseTime(value: string | null | undefined): Date | null {
  if (!value || value.startsWith('0001-01-01')) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * One `Intl` formatter per locale and kind, built on first use: constructing an Intl formatter costs
 * far more than formatting with it, and tables re-render every second while tasks run.
 */
const formatters = new Map<string, unknown>();
function cached<T>(key: string, locale: string, create: () => T): T {
  const id = `${key}|${locale}`;
  let formatter = formatters.get(id) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(id, formatter);
  }
  return formatter;
}

const clockFormat = (locale: string) =>
  cached(
    'clock',
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: HOUR_CYCLE,
      }),
  );
const dateTimeFormat = (locale: string) =>
  cached(
    'datetime',
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: HOUR_CYCLE,
      }),
  );
const fullDateTimeFormat = (locale: string) =>
  cached(
    'full',
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeStyle: 'medium',
        hourCycle: HOUR_CYCLE,
      }),
  );
const relativeFormat = (locale: string) =>
  cached('relative', locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const unitFormat = (locale: string, unit: 'hour' | 'minute' | 'second') =>
  cached(
    `unit-${unit}`,
    locale,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
  );
const listFormat = (locale: string) =>
  cached('list', locale, () => new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }));

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * Formats a server time for a table cell. Today: the relative time and the clock time, e.g.
 * `"5 minutes ago, 14:03"` (English); other days: the localized date and time, e.g.
 * `"Nov 3, 2026, 14:03"`, on the same 24-hour clock ({@link HOUR_CYCLE}). Empty values give {@link EMPTY}.
 * @param value RFC 3339 string (or `null`).
 * @param locale BCP 47 locale of the UI.
 * @param now the current time (tests pass a fixed one).
 */
export function formatTime(
  value: string | null | undefined,
  locale: string,
  now: Date = new Date(),
): string {
  const date = parseTime(value);
  if (!date) return EMPTY;
  if (!sameDay(date, now)) return dateTimeFormat(locale).format(date);
  const clock = clockFormat(locale).format(date);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const rtf = relativeFormat(locale);
  const abs = Math.abs(seconds);
  const relative =
    abs < 60
      ? rtf.format(seconds, 'second')
      : abs < 3600
        ? rtf.format(Math.trunc(seconds / 60), 'minute')
        : rtf.format(Math.trunc(seconds / 3600), 'hour');
  return `${relative}, ${clock}`;
}

/** A full localized date and time (for titles and tooltips); {@link EMPTY} when empty. */
export function formatFullTime(value: string | null | undefined, locale: string): string {
  const date = parseTime(value);
  if (!date) return EMPTY;
  return fullDateTimeFormat(locale).format(date);
}

/**
 * Duration between two server times, localized with `Intl.NumberFormat` units, largest two units:
 * `"42 sec"`, `"3 min, 5 sec"`, `"2 hr, 1 min"`. A running task (no end) counts up to `now`. No
 * start gives {@link EMPTY}.
 */
export function formatDuration(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: string,
  now: Date = new Date(),
): string {
  const from = parseTime(start);
  if (!from) return EMPTY;
  const to = parseTime(end) ?? now;
  return formatSeconds(Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)), locale);
}

/** Formats a number of seconds as at most two localized units (see {@link formatDuration}). */
export function formatSeconds(totalSeconds: number, locale: string): string {
  const unit = (value: number, u: 'hour' | 'minute' | 'second') =>
    unitFormat(locale, u).format(value);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const parts =
    h > 0
      ? [unit(h, 'hour'), ...(m > 0 ? [unit(m, 'minute')] : [])]
      : m > 0
        ? [unit(m, 'minute'), ...(s > 0 ? [unit(s, 'second')] : [])]
        : [unit(s, 'second')];
  return listFormat(locale).format(parts);
}
