import { HOUR_CYCLE } from '../../lib/format';
/**
 * Parses an RFC 3339 time as the server writes it (API §1.4: 0-9 fractional digits, `Z` or a
 * numeric offset) to epoch milliseconds. Fractions beyond milliseconds are truncated.
 * @returns epoch ms, or `NaN` for anything else (including Go's zero time `0001-01-01…`).
 */
export function parseLogTime(value: string): number {
  const match =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(value);
  if (!match || match[1] === '0001-01-01') return Number.NaN;
  const millis = (match[3] ?? '').slice(0, 3).padEnd(3, '0');
  return Date.parse(`${match[1]}T${match[2]}.${millis}${(match[4] ?? 'Z').toUpperCase()}`);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The time column of a log line: the local wall-clock time `HH:mm:ss` (24 h) in the UI's locale,
 * or an empty string when the time cannot be read.
 * @param value the line's RFC 3339 `time`.
 * @param locale BCP 47 locale of the UI.
 */
export function formatLogTime(value: string, locale: string): string {
  // Consecutive lines mostly carry the same time, or times of the same second that differ in
  // their fraction only (which the column does not show): the rows of a screen format it once.
  if (value === last.value && locale === last.locale) return last.text;
  const second = value.replace(FRACTION, '');
  if (second !== last.second || locale !== last.locale) {
    last = { value, second, locale, text: formatTime(value, locale) };
  } else {
    last.value = value;
  }
  return last.text;
}

/** The fraction of a second of an RFC 3339 time (the column shows whole seconds). */
const FRACTION = /\.\d+/;

/** The last time {@link formatLogTime} formatted, and its text without the fraction. */
let last = { value: '', second: '', locale: '', text: '' };

function formatTime(value: string, locale: string): string {
  const ms = parseLogTime(value);
  if (Number.isNaN(ms)) return '';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: HOUR_CYCLE,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(ms);
}
