import { useLingui } from '@lingui/react/macro';
import {
  DAY_CHOICES,
  HOUR_CHOICES,
  MINUTE_CHOICES,
  MONTH_CHOICES,
  WEEKDAY_CHOICES,
} from '@semaphore-console/cron';
import { useMemo } from 'react';
import {
  MODE_FIELDS,
  shownMinutes,
  withChoice,
  type TimingField,
  type TimingState,
} from './scheduleEditor';
import * as s from './schedules.css';

const CHOICES: Readonly<Record<TimingField, readonly number[]>> = {
  months: MONTH_CHOICES,
  weekdays: WEEKDAY_CHOICES,
  days: DAY_CHOICES,
  hours: HOUR_CHOICES,
  minutes: MINUTE_CHOICES,
};

/** One group of timing choices as toggle buttons (keyboard: Tab + Space/Enter). */
function ChoiceGroup({
  legend,
  values,
  selected,
  label,
  onToggle,
}: {
  legend: string;
  values: readonly number[];
  selected: readonly number[];
  label: (value: number) => string;
  onToggle(value: number, on: boolean): void;
}) {
  return (
    <fieldset className={s.choices}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.choiceGrid}>
        {values.map((value) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              className={s.choice}
              aria-pressed={on}
              onClick={() => onToggle(value, !on)}
            >
              {label(value)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The choice groups of the editor's timing mode (spec core §9: months, weekdays, days, hours,
 * minutes as the mode asks), month and weekday names in the UI language; a toggle rebuilds the
 * pattern (`withChoice`).
 */
export function TimingChoices({
  timing,
  onChange,
}: {
  timing: TimingState;
  onChange(next: TimingState): void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const monthName = useMemo(() => {
    const f = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    return (m: number) => f.format(Date.UTC(2024, m - 1, 1));
  }, [locale]);
  const weekdayName = useMemo(() => {
    const f = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday (weekday 0).
    return (d: number) => f.format(Date.UTC(2023, 0, 1 + d));
  }, [locale]);
  const fieldLegends: Record<TimingField, string> = {
    months: t`Months`,
    weekdays: t`Weekdays`,
    days: t`Days of the month`,
    hours: t`Hours`,
    minutes: t`Minutes`,
  };
  const fieldLabel: Record<TimingField, (v: number) => string> = {
    months: monthName,
    weekdays: weekdayName,
    days: (d) => String(d),
    hours: (h) => String(h).padStart(2, '0'),
    minutes: (m) => `:${String(m).padStart(2, '0')}`,
  };
  return (
    <>
      {MODE_FIELDS[timing.mode].map((field) => (
        <ChoiceGroup
          key={field}
          legend={fieldLegends[field]}
          values={CHOICES[field]}
          selected={field === 'minutes' ? shownMinutes(timing.timing) : timing.timing[field]}
          label={fieldLabel[field]}
          onToggle={(value, on) => onChange(withChoice(timing, field, value, on))}
        />
      ))}
    </>
  );
}
