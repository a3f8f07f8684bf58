export {
  CHECK_INTERVALS,
  DEFAULT_CHECK_INTERVAL,
  checkIntervalOfCron,
  cronOfCheckInterval,
} from './checkInterval';
export type { CheckInterval } from './checkInterval';
export {
  CRON_DESCRIPTORS,
  DAY_CHOICES,
  DEFAULT_CRON,
  HOUR_CHOICES,
  MINUTE_CHOICES,
  MONTH_CHOICES,
  WEEKDAY_CHOICES,
} from './constants';
export { CRONSTRUE_LOCALES, cronstrueLocale, describeCron } from './describe';
export type { ConsoleLocale, DescribeCronOptions } from './describe';
export { CRON_ERROR_MESSAGES, CronPatternError, nextRuns, validateCron } from './pattern';
export type { CronErrorCode, CronValidation, NextRunsOptions } from './pattern';
export { TIMING_MODES, cronFromTiming, timingFromCron } from './timing';
export type { Timing, TimingMode } from './timing';
