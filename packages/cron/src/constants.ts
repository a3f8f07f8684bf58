/** The default cron pattern of a new schedule: every minute (spec core §5 Schedule, §9 Cron). */
export const DEFAULT_CRON = '* * * * *';

/** Minute choices of the timing modes: every 5 minutes from 0 to 55 (spec core §9). */
export const MINUTE_CHOICES: readonly number[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) => i * 5),
);
/** Hour choices: 0-23 (spec core §9). */
export const HOUR_CHOICES: readonly number[] = Object.freeze(
  Array.from({ length: 24 }, (_, i) => i),
);
/** Day-of-month choices: 1-31 (spec core §9). */
export const DAY_CHOICES: readonly number[] = Object.freeze(
  Array.from({ length: 31 }, (_, i) => i + 1),
);
/** Month choices: 1 (January) to 12 (spec core §9). */
export const MONTH_CHOICES: readonly number[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) => i + 1),
);
/** Weekday choices: 0 (Sunday) to 6 (Saturday) (spec core §9). */
export const WEEKDAY_CHOICES: readonly number[] = Object.freeze(
  Array.from({ length: 7 }, (_, i) => i),
);

/**
 * Cron descriptors the server (robfig/cron standard parser) accepts, with their 5-field form.
 * `@every <duration>` is not supported here.
 */
export const CRON_DESCRIPTORS: Readonly<Record<string, string>> = Object.freeze({
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
});
