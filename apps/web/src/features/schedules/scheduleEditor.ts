import {
  DEFAULT_CRON,
  cronFromTiming,
  timingFromCron,
  type Timing,
  type TimingMode,
} from '@semaphore-console/cron';

/** The editor's timing choice: one of the cron package's modes, or `custom` (raw cron only). */
export type EditorMode = TimingMode | 'custom';

/** A timing field the editor shows as a group of choices. */
export type TimingField = 'months' | 'weekdays' | 'days' | 'hours' | 'minutes';

/**
 * The timing part of the schedule editor (spec core §2 Schedule screen): the raw cron pattern,
 * the mode derived from it by `@semaphore-console/cron`, and the choices of that mode.
 */
export interface TimingState {
  /** The raw cron field, exactly as typed or as built from the choices. */
  cron: string;
  /** The derived mode; `custom` when the pattern fits no mode (only the raw field applies). */
  mode: EditorMode;
  /** Choices of every field (kept while switching modes; only the mode's fields are used). */
  timing: Timing;
}

const NO_CHOICES: Timing = {
  mode: 'hourly',
  minutes: [],
  hours: [],
  days: [],
  months: [],
  weekdays: [],
};

/** The choice groups each mode shows, in display order (spec core §9). */
export const MODE_FIELDS: Readonly<Record<EditorMode, readonly TimingField[]>> = {
  yearly: ['months', 'days', 'hours', 'minutes'],
  monthly: ['days', 'hours', 'minutes'],
  weekly: ['weekdays', 'hours', 'minutes'],
  daily: ['hours', 'minutes'],
  hourly: ['minutes'],
  custom: [],
};

/**
 * The editor's timing for a pattern (a new schedule starts from `'* * * * *'`, spec core §5).
 * A pattern the modes cannot express (every minute included) opens as `custom`: the raw field.
 * @param cron the stored `cron_format`; `undefined` for a new schedule.
 */
export function timingStateFromCron(cron: string = DEFAULT_CRON): TimingState {
  const timing = timingFromCron(cron);
  return timing === null
    ? { cron, mode: 'custom', timing: NO_CHOICES }
    : { cron, mode: timing.mode, timing };
}

/**
 * The person typed in the raw cron field: the mode and choices are derived again, keeping the
 * selected mode when the pattern still fits it; a pattern that fits no mode gives `custom`.
 */
export function withCron(state: TimingState, cron: string): TimingState {
  const preferred = state.mode === 'custom' ? undefined : state.mode;
  const timing = timingFromCron(cron, preferred);
  return timing === null
    ? { cron, mode: 'custom', timing: state.timing }
    : { cron, mode: timing.mode, timing };
}

/**
 * The minutes the editor shows picked: with none picked, a mode runs at minute 0 (the cron
 * package writes `0 3 * * *` for Daily at hour 3, never sixty runs), so `:00` shows picked.
 */
export function shownMinutes(timing: Timing): readonly number[] {
  return timing.minutes.length === 0 ? [0] : timing.minutes;
}

/**
 * The person picked a mode: the pattern is rebuilt from that mode's choices (`custom` keeps the
 * pattern as it is). Every minute (`* * * * *`) is reachable only by typing it in the raw field.
 */
export function withMode(state: TimingState, mode: EditorMode): TimingState {
  if (mode === 'custom') return { ...state, mode };
  const timing: Timing = { ...state.timing, mode };
  return { cron: cronFromTiming(timing), mode, timing };
}

/**
 * The person turned one choice on or off (e.g. hour 9): the pattern is rebuilt.
 * @throws RangeError (from the cron package) when `value` is not a choice of `field`.
 */
export function withChoice(
  state: TimingState,
  field: TimingField,
  value: number,
  on: boolean,
): TimingState {
  if (state.mode === 'custom') return state;
  // Pressing the implied minute 0 (shown picked while none is) makes it an explicit pick.
  const implied = field === 'minutes' && value === 0 && state.timing.minutes.length === 0;
  const values = state.timing[field].filter((v) => v !== value);
  if (on || implied) values.push(value);
  values.sort((a, b) => a - b);
  const timing: Timing = { ...state.timing, mode: state.mode, [field]: values };
  return { cron: cronFromTiming(timing), mode: state.mode, timing };
}
