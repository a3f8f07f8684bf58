import { Trans, useLingui } from '@lingui/react/macro';
import type { Template } from '@semaphore-console/api-client';
import { TextField } from '@semaphore-console/ui';
import { runPrompts } from '../templates';
import { scheduleSurveyVars, type TaskParamValues } from './scheduleEditor';
import * as s from './schedules.css';

/**
 * The schedule editor's task parameters (newer §N7 `task_params`, 2.12+ servers): the message,
 * the template's non-secret survey answers, and the Ansible limit and tags where the template
 * asks for them (`runPrompts`).
 */
export function ScheduleTaskParams({
  template,
  params,
  onChange,
}: {
  template: Template;
  params: TaskParamValues;
  onChange(next: TaskParamValues): void;
}) {
  const { t } = useLingui();
  const prompts = runPrompts(template, true);
  return (
    <fieldset className={s.choices}>
      <legend className={s.legend}>
        <Trans>Task parameters</Trans>
      </legend>
      <div className={s.form}>
        <TextField
          label={t`Message`}
          value={params.message}
          maxLength={250}
          onChange={(event) => onChange({ ...params, message: event.currentTarget.value })}
        />
        {scheduleSurveyVars(template).map((variable) => (
          <TextField
            key={variable.name}
            label={variable.title || variable.name}
            hint={variable.description || undefined}
            value={params.survey[variable.name] ?? ''}
            onChange={(event) =>
              onChange({
                ...params,
                survey: { ...params.survey, [variable.name]: event.currentTarget.value },
              })
            }
          />
        ))}
        {prompts.limit ? (
          <TextField
            label={t`Limit`}
            hint={t`Hosts or groups, separated by commas.`}
            value={params.limit}
            onChange={(event) => onChange({ ...params, limit: event.currentTarget.value })}
          />
        ) : null}
        {prompts.tags ? (
          <TextField
            label={t`Tags`}
            hint={t`Tags, separated by commas.`}
            value={params.tags}
            onChange={(event) => onChange({ ...params, tags: event.currentTarget.value })}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
