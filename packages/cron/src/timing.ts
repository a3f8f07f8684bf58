import {
  CRON_DESCRIPTORS,
  DAY_CHOICES,
  HOUR_CHOICES,
  MINUTE_CHOICES,
  MONTH_CHOICES,
  WEEKDAY_CHOICES,
} from './constants';

/** The timing modes of the schedule editor (spec core §2 Schedule screen, §9 Cron). */
export type TimingMode = 'yearly' | 'monthly' | 'weekly' | 'daily' | 'hourly';

/** The timing modes in the order the editor lists them. */
export const TIMING_MODES: readonly TimingMode[] = Object.freeze([
  'yearly',
  'monthly',
  'weekly',
  'daily',
  'hourly',
]);

/**
 * A timing: a mode and the values chosen in it, each sorted ascending without duplicates. An empty
 * list means "every" (a `*` field), except for minutes: no minute chosen means minute 0, so a mode
 * never fires every minute (spec core §9 Cron; every minute is a raw pattern only). Fields a mode
 * does not show are always empty:
 * hourly uses minutes; daily minutes and hours; weekly minutes, hours and weekdays; monthly
 * minutes, hours and days; yearly minutes, hours, days and months.
 */
export interface Timing {
  mode: TimingMode;
  /** Minutes past the hour, from {@link MINUTE_CHOICES} (0, 5, ... 55); empty means minute 0. */
  minutes: number[];
  /** Hours 0-23 in the schedule's time zone. */
  hours: number[];
  /** Days of the month 1-31. */
  days: number[];
  /** Months 1-12. */
  months: number[];
  /** Weekdays 0 (Sunday) to 6 (Saturday). */
  weekdays: number[];
}

type Field = 'minutes' | 'hours' | 'days' | 'months' | 'weekdays';

const FIELDS: readonly Field[] = ['minutes', 'hours', 'days', 'months', 'weekdays'];

const MODE_FIELDS: Readonly<Record<TimingMode, readonly Field[]>> = {
  hourly: ['minutes'],
  daily: ['minutes', 'hours'],
  weekly: ['minutes', 'hours', 'weekdays'],
  monthly: ['minutes', 'hours', 'days'],
  yearly: ['minutes', 'hours', 'days', 'months'],
};

/** From the most to the least specific-looking pattern: the first mode that holds all fields wins. */
const DERIVE_ORDER: readonly TimingMode[] = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'];

const CHOICES: Readonly<Record<Field, readonly number[]>> = {
  minutes: MINUTE_CHOICES,
  hours: HOUR_CHOICES,
  days: DAY_CHOICES,
  months: MONTH_CHOICES,
  weekdays: WEEKDAY_CHOICES,
};

/** Range each cron field accepts (weekday 7 is Sunday too). */
const RANGE: Readonly<Record<Field, readonly [number, number]>> = {
  minutes: [0, 59],
  hours: [0, 23],
  days: [1, 31],
  months: [1, 12],
  weekdays: [0, 7],
};

const NAMES: Partial<Record<Field, readonly string[]>> = {
  months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  weekdays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
};

function atom(text: string, field: Field): number | null {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const names = NAMES[field];
  if (names !== undefined) {
    const i = names.indexOf(text.toLowerCase());
    if (i >= 0) return field === 'months' ? i + 1 : i;
  }
  return null;
}

/**
 * Expands one cron field (`*`, `n`, `a-b`, `*\/s`, `a-b/s`, `a/s`, comma lists, month and weekday
 * names) to its sorted values; `[]` for `*`, `null` when it is not a plain list of values in range.
 */
function expandField(text: string, field: Field): number[] | null {
  if (text === '*') return [];
  const [lo, hi] = RANGE[field];
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const m = /^([^/]+)(?:\/(\d{1,2}))?$/.exec(item);
    if (m === null) return null;
    const base = m[1] as string;
    const step = m[2] === undefined ? 1 : Number(m[2]);
    if (step < 1) return null;
    let from: number | null;
    let to: number | null;
    if (base === '*') {
      from = lo;
      to = field === 'weekdays' ? 6 : hi;
    } else if (base.includes('-')) {
      const [a, b, ...rest] = base.split('-');
      if (rest.length > 0) return null;
      from = atom(a as string, field);
      to = atom(b as string, field);
    } else {
      from = atom(base, field);
      to = m[2] === undefined ? from : field === 'weekdays' ? 6 : hi;
    }
    if (from === null || to === null || from < lo || to > hi || from > to) return null;
    for (let v = from; v <= to; v += step) values.add(field === 'weekdays' && v === 7 ? 0 : v);
  }
  return [...values].sort((a, b) => a - b);
}

function fitsChoices(values: number[], field: Field): boolean {
  const choices = CHOICES[field];
  return values.every((v) => choices.includes(v));
}

/**
 * Derives the timing mode and choices from a cron pattern, as the schedule editor shows them
 * (spec core §2 Schedule screen). Descriptors such as `@daily` are read as their 5-field form.
 *
 * Every field must be `*` or a list of values that are choices of the editor (minutes in steps
 * of 5), the minute field must not be `*` (a pattern that fires every minute, such as the default
 * `* * * * *` or `* 3 * * *`, is only expressed by the raw field), and the non-`*` fields must all
 * belong to one mode. With `preferred`, that mode is kept
 * whenever the pattern fits it (so a mode whose own choices are still empty does not jump to
 * another mode); otherwise the simplest mode that fits is returned: hourly, daily, weekly,
 * monthly, yearly.
 *
 * @returns the timing, or `null` when the pattern fits no mode (the editor falls back to the raw
 * cron field).
 * @example timingFromCron('0,30 9 * * 1-5') // { mode: 'weekly', minutes: [0, 30], hours: [9], weekdays: [1, 2, 3, 4, 5], ... }
 */
export function timingFromCron(pattern: string, preferred?: TimingMode): Timing | null {
  let text = pattern.trim();
  text = CRON_DESCRIPTORS[text.toLowerCase()] ?? text;
  const parts = text.split(/\s+/);
  if (parts.length !== 5) return null;
  const timing: Timing = {
    mode: 'hourly',
    minutes: [],
    hours: [],
    days: [],
    months: [],
    weekdays: [],
  };
  const set: Field[] = [];
  for (let i = 0; i < 5; i++) {
    const field = FIELDS[i] as Field;
    const values = expandField(parts[i] as string, field);
    if (values === null || !fitsChoices(values, field)) return null;
    if (field === 'minutes' && values.length === 0) return null;
    timing[field] = values;
    if (parts[i] !== '*') set.push(field);
  }
  const fits = (mode: TimingMode): boolean => set.every((f) => MODE_FIELDS[mode].includes(f));
  if (preferred !== undefined && fits(preferred)) timing.mode = preferred;
  else {
    const mode = DERIVE_ORDER.find(fits);
    if (mode === undefined) return null;
    timing.mode = mode;
  }
  return timing;
}

/** Writes values as a cron field: `*` when empty, runs of 3+ consecutive values as `a-b`. */
function formatField(values: readonly number[]): string {
  if (values.length === 0) return '*';
  const out: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && (values[j + 1] as number) === (values[j] as number) + 1) j++;
    if (j - i >= 2) out.push(`${values[i]}-${values[j]}`);
    else for (let k = i; k <= j; k++) out.push(String(values[k]));
    i = j + 1;
  }
  return out.join(',');
}

/**
 * Builds the cron pattern for a timing (the editor's "refresh cron"). Only the fields of the mode
 * are used; the others become `*`. No minute chosen writes minute 0 (`daily` at hour 3 is
 * `0 3 * * *`, never `* 3 * * *`, which would run sixty times). Values are sorted and de-duplicated; runs of consecutive values
 * are written as ranges and all twelve minute choices as `*\/5`.
 *
 * @throws RangeError when a value is not one of the mode's choices (e.g. minute 7, weekday 7).
 * @example cronFromTiming({ mode: 'daily', minutes: [30], hours: [2, 14], days: [], months: [], weekdays: [] }) // '30 2,14 * * *'
 */
export function cronFromTiming(timing: Timing): string {
  const used = MODE_FIELDS[timing.mode];
  if (used === undefined) throw new RangeError(`Unknown timing mode: ${String(timing.mode)}`);
  return FIELDS.map((field) => {
    if (!used.includes(field)) return '*';
    const values = [...new Set(timing[field])].sort((a, b) => a - b);
    for (const v of values) {
      if (!CHOICES[field].includes(v)) {
        throw new RangeError(`${v} is not a choice for ${field} (${CHOICES[field].join(', ')})`);
      }
    }
    if (field === 'minutes' && values.length === 0) return '0';
    if (field === 'minutes' && values.length === MINUTE_CHOICES.length) return '*/5';
    return formatField(values);
  }).join(' ');
}
