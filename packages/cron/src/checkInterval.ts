/**
 * How often the server checks a repository for new commits (template option "cron check of new
 * commits"; spec core §9 Cron).
 */
export type CheckInterval = 'minute' | 'five-minutes' | 'ten-minutes' | 'hourly' | 'daily';

/** The check intervals in display order with the cron pattern the server stores for each. */
export const CHECK_INTERVALS: readonly { readonly id: CheckInterval; readonly cron: string }[] =
  Object.freeze([
    { id: 'minute', cron: '* * * * *' },
    { id: 'five-minutes', cron: '*/5 * * * *' },
    { id: 'ten-minutes', cron: '*/10 * * * *' },
    { id: 'hourly', cron: '@hourly' },
    { id: 'daily', cron: '@daily' },
  ]);

/** The default check interval: every minute. */
export const DEFAULT_CHECK_INTERVAL: CheckInterval = 'minute';

/** The cron pattern of a check interval, e.g. `'five-minutes'` → `'*\/5 * * * *'`. */
export function cronOfCheckInterval(interval: CheckInterval): string {
  const found = CHECK_INTERVALS.find((c) => c.id === interval);
  if (found === undefined) throw new RangeError(`Unknown check interval: ${String(interval)}`);
  return found.cron;
}

/**
 * The check interval a stored pattern stands for (whitespace and case are ignored), or `null`
 * when the pattern is none of them, e.g. a custom one set through the API.
 */
export function checkIntervalOfCron(cron: string): CheckInterval | null {
  const text = cron.trim().replace(/\s+/g, ' ').toLowerCase();
  return CHECK_INTERVALS.find((c) => c.cron === text)?.id ?? null;
}
