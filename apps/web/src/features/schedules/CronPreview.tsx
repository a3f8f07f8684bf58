import { Trans, useLingui } from '@lingui/react/macro';
import { describeCron, nextRuns, validateCron } from '@semaphore-console/cron';
import { Alert } from '@semaphore-console/ui';
import { useMemo } from 'react';
import { useScheduleTimeFormat } from './scheduleEditor';
import * as s from './schedules.css';

/** How many next run times the preview lists (beyond the stock console). */
export const PREVIEW_RUNS = 5;

/**
 * What the preview makes of a pattern: `null` when it is not a valid cron pattern (the editor
 * refuses to save it), else its description in `locale` and its next {@link PREVIEW_RUNS} runs in
 * `timeZone` (none for a pattern that never fires, e.g. `0 0 31 2 *`; computed by the cron
 * package's library).
 */
export function cronPreview(
  cron: string,
  locale: string,
  timeZone: string,
): { description: string | null; runs: Date[] } | null {
  const checked = validateCron(cron);
  if (!checked.valid) return null;
  try {
    return {
      description: describeCron(checked.pattern, locale, { use24HourTimeFormat: true }),
      runs: nextRuns(checked.pattern, { timeZone, count: PREVIEW_RUNS }),
    };
  } catch {
    return null;
  }
}

/**
 * The schedule editor's live preview (spec core §2 Schedule screen): the pattern in words (UI
 * language) and the next 5 run times in `zone`; "not valid" for a pattern the editor will not save,
 * and a warning for a valid one that never fires.
 */
export function CronPreview({ cron, zone }: { cron: string; zone: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const preview = useMemo(() => cronPreview(cron, locale, zone), [cron, locale, zone]);
  const format = useScheduleTimeFormat(zone);
  return (
    <section className={s.preview} aria-label={t`Cron preview`} aria-live="polite">
      {preview === null ? (
        <p className={s.muted}>
          <Trans>Not a valid cron pattern yet.</Trans>
        </p>
      ) : (
        <>
          {preview.description ? <p>{preview.description}</p> : null}
          {preview.runs.length === 0 ? (
            <Alert tone="warning">
              <Trans>This pattern never fires: no date matches it.</Trans>
            </Alert>
          ) : (
            <>
              <h3 className={s.previewTitle}>
                <Trans>Next runs ({zone})</Trans>
              </h3>
              <ol className={s.runs} aria-label={t`Next runs`}>
                {preview.runs.map((run) => (
                  <li key={run.getTime()}>
                    <time dateTime={run.toISOString()}>{format.format(run)}</time>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
