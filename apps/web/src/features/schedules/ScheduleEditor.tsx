import { useLingui } from '@lingui/react/macro';
import { TIMING_MODES, validateCron, type CronErrorCode } from '@semaphore-console/cron';
import { Checkbox, Select, TextField } from '@semaphore-console/ui';
import { scheduleSchema } from '@semaphore-console/validation';
import { useMemo } from 'react';
import type { ScheduleWithTpl, Template } from '@semaphore-console/api-client';
import { ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useShellStore } from '../../stores/session';
import { CronPreview } from './CronPreview';
import { ScheduleTaskParams } from './ScheduleTaskParams';
import { TimingChoices } from './TimingChoices';
import {
  isCronRefusal,
  runAtFromLocal,
  scheduleFeatures,
  scheduleFormValues,
  taskParamValues,
  taskParamsBody,
  withCron,
  withMode,
  type EditorMode,
} from './scheduleEditor';
import { useSchedulesStore } from './schedulesStore';

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

/** The timing select's value for a run-once schedule (newer §N7). */
const RUN_ONCE = 'run_at';

/**
 * The schedule editor dialog (spec core §2 Schedule screen, §5): name, template, the timing mode
 * (yearly, monthly, weekly, daily, hourly, derived from the cron pattern by
 * `@semaphore-console/cron`) with its choices, the raw cron field (default `'* * * * *'`), and a
 * live preview (description in the UI's language, next 5 runs; a warning for a pattern that never
 * fires). On 2.12+ servers (decided by `scheduleFeatures`, newer §N7) the timing select adds "Run
 * once" (a date and time in the server's schedule time zone, optionally deleted after it ran), a
 * task parameters section (message, survey answers, Ansible limit and tags where the template
 * allows them), and the preview runs in the server's zone; on 2.10 in the browser's, as before.
 * Name, template and a cron pattern the preview calls valid are required (`@every 1s` is refused
 * here, though the server would take it); the server checks the pattern again before the save,
 * and its refusal marks the Cron field while the dialog stays open with what was typed.
 */
export function ScheduleEditor({
  projectId,
  schedule,
  open,
  templates,
  onClose,
  onSaved,
}: ScheduleEditorProps) {
  const { t } = useLingui();
  const validate = useValidator();
  const save = useSchedulesStore((st) => st.save);
  const capabilities = useShellStore((st) => st.capabilities);
  const features = useMemo(() => scheduleFeatures(capabilities), [capabilities]);
  const zone = features.timeZone;
  const form = useResourceForm({
    open,
    onClose,
    isNew: schedule === null,
    // Only a newly opened dialog is filled; templates arriving later keep what was typed.
    initial: () => scheduleFormValues(schedule, templates, features),
  });
  const { values, set, errors } = form;
  const { timing, runOnce } = values;

  const modeLabels: Record<EditorMode, string> = {
    yearly: t`Yearly`,
    monthly: t`Monthly`,
    weekly: t`Weekly`,
    daily: t`Daily`,
    hourly: t`Hourly`,
    custom: t`Custom (cron pattern)`,
  };
  const cronErrors: Record<Exclude<CronErrorCode, 'required'>, string> = {
    fields: t`A cron pattern has 5 fields: minute, hour, day of month, month and day of week.`,
    descriptor: t`Unknown descriptor: use @yearly, @monthly, @weekly, @daily or @hourly.`,
    value: t`Not a valid cron pattern.`,
  };

  const template = templates.find((tpl) => String(tpl.id) === values.templateId);

  const submit = async () => {
    const body = {
      name: values.name.trim(),
      template_id: values.templateId === '' ? null : Number(values.templateId),
      // A run-once schedule has no cron (newer §N7): a valid stand-in passes the cron check.
      cron_format: runOnce ? '@yearly' : timing.cron.trim(),
      active: schedule?.active ?? true,
      repository_id: schedule?.repository_id ?? null,
    };
    const result = validate(scheduleSchema, body);
    const nextErrors: Record<string, string> = { ...result.errors };
    const checked = validateCron(body.cron_format);
    if (!nextErrors.cron_format && !checked.valid && checked.code !== 'required') {
      nextErrors.cron_format = cronErrors[checked.code];
    }
    const runAtValue = runOnce ? runAtFromLocal(values.runAt, zone) : null;
    if (runOnce && runAtValue === null) nextErrors.run_at = t`Pick a date and time.`;
    else if (runOnce && runAtValue !== null && Date.parse(runAtValue) <= Date.now()) {
      nextErrors.run_at = t`Pick a time in the future.`;
    }
    form.setErrors(nextErrors);
    if (!result.ok || Object.keys(nextErrors).length > 0) return;
    const saved = await form.run(async () => {
      try {
        await save(projectId, {
          ...(schedule ? { id: schedule.id } : {}),
          project_id: projectId,
          name: body.name,
          template_id: body.template_id as number,
          cron_format: runOnce ? '' : body.cron_format,
          active: runOnce ? true : body.active,
          repository_id: body.repository_id,
          // 2.12+ only (newer §N7); a 2.10 body is as before.
          ...(features.runOnce && {
            type: runOnce ? 'run_at' : '',
            ...(runOnce && runAtValue !== null && { run_at: runAtValue }),
            delete_after_run: runOnce && values.deleteAfterRun,
          }),
          ...(features.taskParams &&
            template && { task_params: taskParamsBody(template, values.params) }),
        });
      } catch (error) {
        if (isCronRefusal(error)) form.setErrors({ cron_format: (error as Error).message });
        throw error;
      }
    });
    if (saved) onSaved();
  };

  const templateOptions = templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }));
  if (schedule && !templates.some((tpl) => tpl.id === schedule.template_id)) {
    templateOptions.push({ value: String(schedule.template_id), label: schedule.tpl_name });
  }

  return (
    <ResourceDialog
      {...form.dialog}
      title={schedule ? t`Edit schedule` : t`New schedule`}
      width={520}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t`Name`}
        required
        value={values.name}
        error={errors.name}
        disabled={form.busy}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <Select
        label={t`Template`}
        required
        placeholder={t`Choose a template`}
        options={templateOptions}
        value={values.templateId}
        error={errors.template_id}
        onValueChange={(id) =>
          set({
            templateId: id,
            // Another template asks other things: its run form's first values (newer §N7).
            params: taskParamValues(
              templates.find((tpl) => String(tpl.id) === id),
              null,
            ),
          })
        }
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
        onValueChange={(mode) =>
          set(
            mode === RUN_ONCE
              ? { runOnce: true }
              : { runOnce: false, timing: withMode(timing, mode as EditorMode) },
          )
        }
      />
      {runOnce ? (
        <>
          <TextField
            label={t`Run at (${zone})`}
            type="datetime-local"
            step={1}
            required
            value={values.runAt}
            error={errors.run_at}
            hint={t`Date and time in the server's schedule time zone, ${zone}.`}
            onChange={(event) => set({ runAt: event.currentTarget.value })}
          />
          <Checkbox
            label={t`Delete the schedule after it ran`}
            checked={values.deleteAfterRun}
            onCheckedChange={(deleteAfterRun) => set({ deleteAfterRun })}
          />
        </>
      ) : (
        <>
          <TimingChoices timing={timing} onChange={(next) => set({ timing: next })} />
          <TextField
            label={t`Cron`}
            required
            mono
            spellCheck={false}
            autoComplete="off"
            value={timing.cron}
            error={errors.cron_format}
            hint={t`Minute, hour, day of month, month, weekday; or @hourly, @daily, @weekly, @monthly, @yearly.`}
            onChange={(event) => set({ timing: withCron(timing, event.currentTarget.value) })}
          />
          <CronPreview cron={timing.cron} zone={zone} />
        </>
      )}
      {features.taskParams && template ? (
        <ScheduleTaskParams
          template={template}
          params={values.params}
          onChange={(params) => set({ params })}
        />
      ) : null}
    </ResourceDialog>
  );
}
