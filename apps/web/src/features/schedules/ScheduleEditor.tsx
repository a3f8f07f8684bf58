import { Trans, useLingui } from '@lingui/react/macro';
import {
  DAY_CHOICES,
  HOUR_CHOICES,
  MINUTE_CHOICES,
  MONTH_CHOICES,
  TIMING_MODES,
  WEEKDAY_CHOICES,
  describeCron,
  nextRuns,
  validateCron,
} from '@semaphore-console/cron';
import { Alert, Button, Checkbox, Dialog, Select, TextField } from '@semaphore-console/ui';
import { scheduleSchema } from '@semaphore-console/validation';
import { useEffect, useMemo, useState } from 'react';
import { HOUR_CYCLE } from '../../format';
import { useValidator } from '../../forms';
import { useShellStore } from '../../stores/session';
import {
  MODE_FIELDS,
  localInputValue,
  runAtFromLocal,
  scheduleFeatures,
  scheduleSurveyVars,
  taskParamValues,
  taskParamsBody,
  type TaskParamValues,
  shownMinutes,
  timingStateFromCron,
  withChoice,
  withCron,
  withMode,
  type EditorMode,
  type TimingField,
  type TimingState,
} from './scheduleEditor';
import * as s from './schedules.css';
import { runPrompts } from '../templates';
import { useSchedulesStore } from './schedulesStore';
import type { ScheduleWithTpl, Template } from '@semaphore-console/api-client';

/** How many next run times the preview lists (beyond the stock console). */
export const PREVIEW_RUNS = 5;

/** Props of {@link ScheduleEditor}. */
export interface ScheduleEditorProps {
  projectId: number;
  /** The schedule to edit; `null` for a new one. */
  schedule: ScheduleWithTpl | null;
  open: boolean;
  /** Templates of the project (the template select). */
  templates: readonly Template[];
  onClose(): void;
  /** Called after a successful save. */
  onSaved(): void;
}

const CHOICES: Readonly<Record<TimingField, readonly number[]>> = {
  months: MONTH_CHOICES,
  weekdays: WEEKDAY_CHOICES,
  days: DAY_CHOICES,
  hours: HOUR_CHOICES,
  minutes: MINUTE_CHOICES,
};

/** The timing select's value for a run-once schedule (newer §N7). */
const RUN_ONCE = 'run_at';

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

/** The live preview: the pattern in words (UI language) and the next 5 run times in `zone`. */
function CronPreview({ cron, zone }: { cron: string; zone: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const preview = useMemo(() => {
    const checked = validateCron(cron);
    if (!checked.valid) return null;
    try {
      const runs = nextRuns(checked.pattern, { timeZone: zone, count: PREVIEW_RUNS });
      return {
        description: describeCron(checked.pattern, locale, { use24HourTimeFormat: true }),
        runs,
      };
    } catch {
      return null;
    }
  }, [cron, locale, zone]);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: HOUR_CYCLE,
        timeZone: zone,
      }),
    [locale, zone],
  );
  return (
    <section className={s.preview} aria-label={t`Cron preview`} aria-live="polite">
      {preview === null ? (
        <p className={s.muted}>
          <Trans>Not a valid cron pattern yet.</Trans>
        </p>
      ) : (
        <>
          {preview.description ? <p>{preview.description}</p> : null}
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
    </section>
  );
}

/**
 * The schedule editor dialog (spec core §2 Schedule screen, §5): name, template, the timing mode
 * (yearly, monthly, weekly, daily, hourly, derived from the cron pattern by
 * `@semaphore-console/cron`) with its choices, the raw cron field (default `'* * * * *'`), and a
 * live preview (description in the UI's language, next 5 runs). On 2.12+ servers (decided by
 * `scheduleFeatures`, newer §N7) the timing select adds "Run once" (a date and time in the
 * server's schedule time zone, optionally deleted after it ran), a task parameters section
 * (message, survey answers, Ansible limit and tags where the template allows them), and the
 * preview runs in the server's zone; on 2.10 in the browser's, as before.
 * Name, template and cron are required; the server checks the cron pattern before the save and
 * its error is shown in the red alert while the dialog stays open with what was typed.
 */
export function ScheduleEditor({
  projectId,
  schedule,
  open,
  templates,
  onClose,
  onSaved,
}: ScheduleEditorProps) {
  const { t, i18n } = useLingui();
  const validate = useValidator();
  const save = useSchedulesStore((st) => st.save);
  const capabilities = useShellStore((st) => st.capabilities);
  const features = useMemo(() => scheduleFeatures(capabilities), [capabilities]);
  const zone = features.timeZone;
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [timing, setTiming] = useState<TimingState>(() => timingStateFromCron());
  const [runOnce, setRunOnce] = useState(false);
  const [runAt, setRunAt] = useState('');
  const [deleteAfterRun, setDeleteAfterRun] = useState(false);
  const [params, setParams] = useState<TaskParamValues>(() => taskParamValues(undefined, null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(schedule?.name ?? '');
    setTemplateId(schedule ? String(schedule.template_id) : '');
    const once = features.runOnce && schedule?.type === 'run_at';
    setRunOnce(once);
    setTiming(timingStateFromCron(once ? undefined : schedule?.cron_format));
    setRunAt(once ? localInputValue(schedule?.run_at, zone) : '');
    setDeleteAfterRun(once && schedule?.delete_after_run === true);
    setParams(
      taskParamValues(
        templates.find((tpl) => tpl.id === schedule?.template_id),
        schedule?.task_params,
      ),
    );
    setErrors({});
    setFailure(null);
    setBusy(false);
    // Only a newly opened dialog is filled; templates arriving later keep what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, schedule]);

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

  const modeLabels: Record<EditorMode, string> = {
    yearly: t`Yearly`,
    monthly: t`Monthly`,
    weekly: t`Weekly`,
    daily: t`Daily`,
    hourly: t`Hourly`,
    custom: t`Custom (cron pattern)`,
  };
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

  const template = templates.find((tpl) => String(tpl.id) === templateId);
  const surveyVars = scheduleSurveyVars(template);
  const prompts = template && features.taskParams ? runPrompts(template, true) : null;

  const submit = async () => {
    const form = {
      name: name.trim(),
      template_id: templateId === '' ? null : Number(templateId),
      // A run-once schedule has no cron (newer §N7): a valid stand-in passes the cron check.
      cron_format: runOnce ? '@yearly' : timing.cron.trim(),
      active: schedule?.active ?? true,
      repository_id: schedule?.repository_id ?? null,
    };
    const result = validate(scheduleSchema, form);
    const nextErrors: Record<string, string> = { ...result.errors };
    const runAtValue = runOnce ? runAtFromLocal(runAt, zone) : null;
    if (runOnce && runAtValue === null) nextErrors.run_at = t`Pick a date and time.`;
    else if (runOnce && runAtValue !== null && Date.parse(runAtValue) <= Date.now()) {
      nextErrors.run_at = t`Pick a time in the future.`;
    }
    setErrors(nextErrors);
    if (!result.ok || nextErrors.run_at) return;
    setBusy(true);
    setFailure(null);
    try {
      await save(projectId, {
        ...(schedule ? { id: schedule.id } : {}),
        project_id: projectId,
        name: form.name,
        template_id: form.template_id as number,
        cron_format: runOnce ? '' : form.cron_format,
        active: runOnce ? true : form.active,
        repository_id: form.repository_id,
        // 2.12+ only (newer §N7); a 2.10 body is as before.
        ...(features.runOnce && {
          type: runOnce ? 'run_at' : '',
          ...(runOnce && runAtValue !== null && { run_at: runAtValue }),
          delete_after_run: runOnce && deleteAfterRun,
        }),
        ...(features.taskParams && template && { task_params: taskParamsBody(template, params) }),
      });
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const templateOptions = templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }));
  if (schedule && !templates.some((tpl) => tpl.id === schedule.template_id)) {
    templateOptions.push({ value: String(schedule.template_id), label: schedule.tpl_name });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={schedule ? t`Edit schedule` : t`New schedule`}
      width={520}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {schedule ? <Trans>Save</Trans> : <Trans>Create</Trans>}
          </Button>
        </>
      }
    >
      <div className={s.form}>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={t`Name`}
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Select
          label={t`Template`}
          required
          placeholder={t`Choose a template`}
          options={templateOptions}
          value={templateId}
          error={errors.template_id}
          onValueChange={(id) => {
            setTemplateId(id);
            // Another template asks other things: its run form's first values (newer §N7).
            setParams(
              taskParamValues(
                templates.find((tpl) => String(tpl.id) === id),
                null,
              ),
            );
          }}
        />
        <Select
          label={t`Timing`}
          options={[
            ...[...TIMING_MODES, 'custom' as const].map((mode) => ({
              value: mode,
              label: modeLabels[mode],
            })),
            ...(features.runOnce ? [{ value: RUN_ONCE, label: t`Run once` }] : []),
          ]}
          value={runOnce ? RUN_ONCE : timing.mode}
          onValueChange={(mode) => {
            setRunOnce(mode === RUN_ONCE);
            if (mode !== RUN_ONCE) setTiming((st) => withMode(st, mode as EditorMode));
          }}
        />
        {runOnce ? (
          <>
            <TextField
              label={t`Run at (${zone})`}
              type="datetime-local"
              step={1}
              required
              value={runAt}
              error={errors.run_at}
              hint={t`Date and time in the server's schedule time zone, ${zone}.`}
              onChange={(event) => setRunAt(event.currentTarget.value)}
            />
            <Checkbox
              label={t`Delete the schedule after it ran`}
              checked={deleteAfterRun}
              onCheckedChange={setDeleteAfterRun}
            />
          </>
        ) : null}
        {(runOnce ? [] : MODE_FIELDS[timing.mode]).map((field) => (
          <ChoiceGroup
            key={field}
            legend={fieldLegends[field]}
            values={CHOICES[field]}
            selected={field === 'minutes' ? shownMinutes(timing.timing) : timing.timing[field]}
            label={fieldLabel[field]}
            onToggle={(value, on) => setTiming((st) => withChoice(st, field, value, on))}
          />
        ))}
        {runOnce ? null : (
          <TextField
            label={t`Cron`}
            required
            mono
            spellCheck={false}
            autoComplete="off"
            value={timing.cron}
            error={errors.cron_format}
            hint={t`Minute, hour, day of month, month, weekday; or @hourly, @daily, @weekly, @monthly, @yearly.`}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTiming((st) => withCron(st, value));
            }}
          />
        )}
        {runOnce ? null : <CronPreview cron={timing.cron} zone={zone} />}
        {prompts && template ? (
          <fieldset className={s.choices}>
            <legend className={s.legend}>
              <Trans>Task parameters</Trans>
            </legend>
            <div className={s.form}>
              <TextField
                label={t`Message`}
                value={params.message}
                maxLength={250}
                onChange={(event) => {
                  const message = event.currentTarget.value;
                  setParams((p) => ({ ...p, message }));
                }}
              />
              {surveyVars.map((variable) => (
                <TextField
                  key={variable.name}
                  label={variable.title || variable.name}
                  hint={variable.description || undefined}
                  value={params.survey[variable.name] ?? ''}
                  onChange={(event) => {
                    const answer = event.currentTarget.value;
                    setParams((p) => ({ ...p, survey: { ...p.survey, [variable.name]: answer } }));
                  }}
                />
              ))}
              {prompts.limit ? (
                <TextField
                  label={t`Limit`}
                  hint={t`Hosts or groups, separated by commas.`}
                  value={params.limit}
                  onChange={(event) => {
                    const limit = event.currentTarget.value;
                    setParams((p) => ({ ...p, limit }));
                  }}
                />
              ) : null}
              {prompts.tags ? (
                <TextField
                  label={t`Tags`}
                  hint={t`Tags, separated by commas.`}
                  value={params.tags}
                  onChange={(event) => {
                    const tags = event.currentTarget.value;
                    setParams((p) => ({ ...p, tags }));
                  }}
                />
              ) : null}
            </div>
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  );
}
