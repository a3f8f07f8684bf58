import { Cron } from 'croner';
import { CRON_DESCRIPTORS } from './constants';

/** Why a cron pattern is invalid. */
export type CronErrorCode = 'required' | 'fields' | 'descriptor' | 'value';

/** English default messages of the error codes (the app translates by code). */
export const CRON_ERROR_MESSAGES: Readonly<Record<CronErrorCode, string>> = Object.freeze({
  required: 'Cron is required',
  fields: 'A cron pattern has 5 fields: minute, hour, day of month, month and day of week',
  descriptor: 'Unknown descriptor; use @yearly, @monthly, @weekly, @daily or @hourly',
  value: 'Invalid cron value',
});

/** Thrown by {@link nextRuns} for an invalid pattern; `code` and `message` as in {@link validateCron}. */
export class CronPatternError extends Error {
  override readonly name = 'CronPatternError';
  constructor(
    readonly code: CronErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Result of {@link validateCron}. */
export type CronValidation =
  | {
      valid: true;
      /** The 5-field form (descriptors expanded, whitespace collapsed). */
      pattern: string;
    }
  | {
      valid: false;
      code: CronErrorCode;
      /** English message: the code's default, or for `value` the parser's detail, e.g. "Invalid value for minute: 61". */
      message: string;
    };

/**
 * Checks a schedule's cron pattern the way the server reads it (5 fields, or a descriptor
 * such as `@daily`; spec core §5 Schedule; the server also checks via
 * `POST /api/project/{id}/schedules/validate`). Never throws.
 * @example validateCron('61 * * * *') // { valid: false, code: 'value', message: 'Invalid value for minute: 61' }
 */
export function validateCron(pattern: string): CronValidation {
  const text = pattern.trim().replace(/\s+/g, ' ');
  if (text === '') return { valid: false, code: 'required', message: CRON_ERROR_MESSAGES.required };
  let fields = text;
  if (text.startsWith('@')) {
    const expanded = CRON_DESCRIPTORS[text.toLowerCase()];
    if (expanded === undefined) {
      return { valid: false, code: 'descriptor', message: CRON_ERROR_MESSAGES.descriptor };
    }
    fields = expanded;
  }
  if (fields.split(' ').length !== 5) {
    return { valid: false, code: 'fields', message: CRON_ERROR_MESSAGES.fields };
  }
  try {
    new Cron(fields, { mode: '5-part', paused: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, '') : '';
    return { valid: false, code: 'value', message: detail || CRON_ERROR_MESSAGES.value };
  }
  return { valid: true, pattern: fields };
}

/** Options of {@link nextRuns}. */
export interface NextRunsOptions {
  /** Runs strictly after this instant. Default: now. */
  from?: Date;
  /**
   * IANA time zone the pattern is read in, e.g. `'Europe/Berlin'` (the server's
   * `schedule.timezone`). Default `'UTC'`, the server's default.
   */
  timeZone?: string;
  /** How many runs, 1-1000. Default 5. */
  count?: number;
}

/**
 * The next run times of a cron pattern (computed by croner).
 * @returns up to `count` instants in ascending order; fewer (possibly none) when the pattern
 * rarely or never matches, e.g. `0 0 31 2 *`.
 * @throws CronPatternError when the pattern is invalid (see {@link validateCron}).
 * @throws RangeError when `count` is not an integer 1-1000 or `timeZone` is unknown.
 * @example nextRuns('0 9 * * 1-5', { from: new Date('2026-01-01T00:00:00Z'), timeZone: 'Europe/Berlin', count: 2 })
 * // [2026-01-01T08:00:00Z, 2026-01-02T08:00:00Z]
 */
export function nextRuns(pattern: string, options: NextRunsOptions = {}): Date[] {
  const { from = new Date(), timeZone = 'UTC', count = 5 } = options;
  if (!Number.isInteger(count) || count < 1 || count > 1000) {
    throw new RangeError(`count must be an integer 1-1000, got ${count}`);
  }
  // Throws RangeError for an unknown zone, before croner gives a less clear error.
  new Intl.DateTimeFormat('en', { timeZone });
  const checked = validateCron(pattern);
  if (!checked.valid) throw new CronPatternError(checked.code, checked.message);
  const cron = new Cron(checked.pattern, { mode: '5-part', timezone: timeZone, paused: true });
  return cron.nextRuns(count, from);
}
