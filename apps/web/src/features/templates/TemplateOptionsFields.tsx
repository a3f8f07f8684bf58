import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_INTERVALS, type CheckInterval } from '@semaphore-console/cron';
import { Checkbox, Select } from '@semaphore-console/ui';
import type { TemplateFormValues } from './templateForm';
import * as s from './templates.css';

/** Props of {@link TemplateOptionsFields}. */
export interface TemplateOptionsFieldsProps {
  values: Pick<TemplateFormValues, 'checkCommits' | 'checkInterval' | 'suppressSuccessAlerts'>;
  patch: (next: Partial<TemplateFormValues>) => void;
}

/**
 * The options of the template form (spec core §2 template editor): the check of new commits and
 * its interval (a cron expression), and suppress success alerts.
 */
export function TemplateOptionsFields({ values, patch }: TemplateOptionsFieldsProps) {
  const { t } = useLingui();
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.sectionTitle}>
        <Trans>Options</Trans>
      </legend>
      <Checkbox
        label={t`Check for new commits and run on change`}
        checked={values.checkCommits}
        onCheckedChange={(checkCommits) => patch({ checkCommits })}
      />
      {values.checkCommits ? (
        <Select
          label={t`Check interval`}
          value={values.checkInterval}
          onValueChange={(checkInterval) => patch({ checkInterval })}
          options={CHECK_INTERVALS.map(({ id, cron }) => ({
            value: cron,
            label: intervalLabel(id),
          }))}
        />
      ) : null}
      <Checkbox
        label={t`Suppress success alerts`}
        checked={values.suppressSuccessAlerts}
        onCheckedChange={(suppressSuccessAlerts) => patch({ suppressSuccessAlerts })}
      />
    </fieldset>
  );

  function intervalLabel(interval: CheckInterval): string {
    switch (interval) {
      case 'five-minutes':
        return t`Every 5 minutes`;
      case 'ten-minutes':
        return t`Every 10 minutes`;
      case 'hourly':
        return t`Hourly`;
      case 'daily':
        return t`Daily`;
      case 'minute':
        return t`Every minute`;
    }
  }
}
