import {
  DEFAULT_CRON,
  cronFromTiming,
  nextRuns,
  timingFromCron,
  validateCron,
  type Timing,
  type TimingMode,
} from '@semaphore-console/cron';
import { useLingui } from '@lingui/react';
import { isHttpError } from '@semaphore-console/api-client/auth';
import { useMemo } from 'react';
import type {
  Schedule,
  ScheduleWithTpl,
  ScheduleTaskParams,
  ServerCapabilities,
  SurveyVar,
  Template,
} from '@semaphore-console/api-client';
import { HOUR_CYCLE } from '../../lib/format';
import { emptyTaskValues, runPrompts, taskFormInput } from '../templates';

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

/**
 * What the schedule screens offer on the connected server, decided here once (newer §N7): run-once
 * schedules and schedule task parameters on 2.12+ (capability `runFlagsInParams`); times in the
 * server's schedule zone (`/api/info.schedule_timezone`) there, and on 2.10 — which does not name
 * its zone — in the browser's, as before.
 */
export interface ScheduleFeatures {
  /** The "Run once" timing mode (`type: "run_at"`, `run_at`, `delete_after_run`). */
  runOnce: boolean;
  /** The task parameters section (`task_params`). */
  taskParams: boolean;
  /** IANA zone the run-at input, the next runs and the list's times are shown in. */
  timeZone: string;
  /** Whether {@link ScheduleFeatures.timeZone} is the server's (then labelled beside times). */
  serverZone: boolean;
}

/** The browser's time zone (IANA name). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The schedule features of a server (newer §N7), from its capability map. */
export function scheduleFeatures(
  capabilities: Pick<ServerCapabilities, 'runFlagsInParams' | 'scheduleTimezone'>,
): ScheduleFeatures {
  const newer = capabilities.runFlagsInParams;
  return {
    runOnce: newer,
    taskParams: newer,
    timeZone: newer ? capabilities.scheduleTimezone || 'UTC' : browserTimeZone(),
    serverZone: newer,
  };
}

/** The wall-clock parts of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at an instant, in minutes (Europe/Berlin in summer: 120). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant as the value of a `datetime-local` input in a zone (`2030-05-01T10:30`; seconds
 * only when not 0, `2030-05-01T10:30:15`).
 * @returns `''` for a missing or unreadable instant.
 */
export function localInputValue(iso: string | null | undefined, timeZone: string): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return '';
  const w = wallClock(instant, timeZone);
  const seconds = w.second === 0 ? '' : `:${pad(w.second)}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}${seconds}`;
}

/**
 * A `datetime-local` value read as wall-clock time in a zone, as RFC 3339 with that zone's offset
 * (`2030-05-01T10:30` in Europe/Berlin → `2030-05-01T10:30:00+02:00`), what `run_at` takes (newer
 * §N7). A time a clock change skips is moved by the change.
 * @returns `null` when the value is not a date and time.
 */
export function runAtFromLocal(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (m === null) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((x) => Number(x ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall)) return null;
  // The offset at the instant itself: guess with the offset at the wall time, then correct once.
  let offset = zoneOffsetMinutes(wall, timeZone);
  offset = zoneOffsetMinutes(wall - offset * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const zone = offset === 0 ? 'Z' : `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zone}`;
}

/** The task parameters the editor asks for (newer §N7 `task_params`), as typed. */
export interface TaskParamValues {
  /** Note of the tasks the schedule starts. */
  message: string;
  /** Answers of the template's non-secret survey variables, by name. */
  survey: Record<string, string>;
  /** Ansible `--limit` and `--tags`, comma-separated (only where the template allows them). */
  limit: string;
  tags: string;
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

/** The survey variables a schedule may answer: the non-secret ones (`task_params` has no secret). */
export function scheduleSurveyVars(template: Template | undefined): SurveyVar[] {
  return (template?.survey_vars ?? []).filter((variable) => variable.type !== 'secret');
}

/**
 * The editor's task parameter values of a schedule: what it stored (newer §N7), else the run
 * form's first values for the template (`emptyTaskValues`: survey defaults, limit and tags).
 */
export function taskParamValues(
  template: Template | undefined,
  stored: ScheduleTaskParams | null | undefined,
): TaskParamValues {
  if (stored) {
    let survey: Record<string, string> = {};
    try {
      const parsed: unknown = JSON.parse(stored.environment || '{}');
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        survey = Object.fromEntries(
          Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        );
      }
    } catch {
      // An environment that is not JSON: the fields start empty.
    }
    return {
      message: stored.message ?? '',
      survey,
      limit: (stored.params?.limit ?? []).join(', '),
      tags: (stored.params?.tags ?? []).join(', '),
    };
  }
  const first = emptyTaskValues(template);
  return {
    message: '',
    survey: first.survey,
    limit: first.limit.join(', '),
    tags: first.tags.join(', '),
  };
}

/**
 * The `task_params` of a save (newer §N7), built as the run form builds a task (`taskFormInput`
 * with the template's `runPrompts`): the message, the non-secret survey answers as the
 * `environment` JSON, and `params.limit` / `params.tags` only where the template allows them.
 */
export function taskParamsBody(template: Template, values: TaskParamValues): ScheduleTaskParams {
  const prompts = runPrompts(template, true);
  const input = taskFormInput(
    template,
    {
      ...emptyTaskValues(template),
      message: values.message.trim(),
      survey: values.survey,
      limit: splitList(values.limit),
      tags: splitList(values.tags),
    },
    prompts,
  );
  const environment: Record<string, string> = {};
  for (const variable of scheduleSurveyVars(template)) {
    const answer = input.survey_values[variable.name] ?? '';
    if (answer !== '') environment[variable.name] = answer;
  }
  const params: NonNullable<ScheduleTaskParams['params']> = {};
  if (prompts.limit) params.limit = input.params.limit ?? [];
  if (prompts.tags) params.tags = input.params.tags ?? [];
  return { message: input.message, environment: JSON.stringify(environment), params };
}

/**
 * A schedule's next run as the list shows it: a run-once schedule's `run_at` (newer §N7) while it
 * is active and ahead, a cron's next match in `timeZone` (the zone the server runs cron in);
 * `null` when switched off, commit-triggered, past, or not a valid pattern.
 */
export function nextRunOf(
  schedule: Pick<Schedule, 'active' | 'cron_format' | 'type' | 'run_at' | 'repository_id'>,
  timeZone: string,
  now: Date = new Date(),
): Date | null {
  if (!schedule.active || (schedule.repository_id ?? null) !== null) return null;
  if (schedule.type === 'run_at') {
    const at = Date.parse(schedule.run_at ?? '');
    return Number.isNaN(at) || at <= now.getTime() ? null : new Date(at);
  }
  const checked = validateCron(schedule.cron_format ?? '');
  if (!checked.valid) return null;
  try {
    return nextRuns(checked.pattern, { from: now, timeZone, count: 1 })[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * How schedule times are written, in the list's Next run column and the editor's preview: the UI
 * language's weekday, date and 24-hour time (spec core §9) in `timeZone`, the zone the server runs
 * schedules in (newer §N7), e.g. "Mon, Jan 5, 2026, 09:00".
 */
export function useScheduleTimeFormat(timeZone: string): Intl.DateTimeFormat {
  const locale = useLingui().i18n.locale;
  return useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: HOUR_CYCLE,
        timeZone,
      }),
    [locale, timeZone],
  );
}

/**
 * Whether a failed save was the server refusing the cron pattern (API §6.13: HTTP 400 from
 * `POST …/schedules/validate`, or `Cron: …` from the save itself); looks through `cause`s, as
 * store actions wrap the call's error.
 */
export function isCronRefusal(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (!isHttpError(e, 400)) continue;
    if (e.serverError?.startsWith('Cron') || e.request.path.endsWith('/schedules/validate')) {
      return true;
    }
  }
  return false;
}

/** What the schedule editor holds while it is open (the form of `useResourceForm`). */
export interface ScheduleFormValues {
  name: string;
  /** The picked template's id as the select's value; `''` for none. */
  templateId: string;
  timing: TimingState;
  /** A run-once schedule (newer §N7) instead of a cron pattern. */
  runOnce: boolean;
  /** The run-once time as a `datetime-local` value in the schedule zone. */
  runAt: string;
  deleteAfterRun: boolean;
  params: TaskParamValues;
}

/**
 * The editor's values when it opens: the schedule's (a run-once one only where the server has
 * them, `features.runOnce`), or a new schedule's: no name or template, every minute.
 */
export function scheduleFormValues(
  schedule: ScheduleWithTpl | null,
  templates: readonly Template[],
  features: ScheduleFeatures,
): ScheduleFormValues {
  const once = features.runOnce && schedule?.type === 'run_at';
  return {
    name: schedule?.name ?? '',
    templateId: schedule ? String(schedule.template_id) : '',
    runOnce: once,
    timing: timingStateFromCron(once ? undefined : schedule?.cron_format),
    runAt: once ? localInputValue(schedule?.run_at, features.timeZone) : '',
    deleteAfterRun: once && schedule?.delete_after_run === true,
    params: taskParamValues(
      templates.find((tpl) => tpl.id === schedule?.template_id),
      schedule?.task_params,
    ),
  };
}
