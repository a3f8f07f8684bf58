import { useLingui } from '@lingui/react';
import { EMPTY, formatFullTime, formatTime, parseTime } from '../lib/format';

/**
 * A server time in a table cell (spec core §9): relative with HH:mm today, else the localized date
 * and time; the full date and time as a tooltip; a dash when empty.
 */
export function TimeCell({ value }: { value: string | null | undefined }) {
  const { i18n } = useLingui();
  const date = parseTime(value);
  if (!date) return <>{EMPTY}</>;
  return (
    <time dateTime={date.toISOString()} title={formatFullTime(value, i18n.locale)}>
      {formatTime(value, i18n.locale)}
    </time>
  );
}
