import { useLingui } from '@lingui/react/macro';
import { Checkbox, TextField } from '@semaphore-console/ui';

/** The editable values of the project form, as typed (the number stays text until validated). */
export interface ProjectFormValues {
  name: string;
  max_parallel_tasks: string;
  alert: boolean;
  alert_chat: string;
}

/** Empty values for a new project. */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  max_parallel_tasks: '0',
  alert: false,
  alert_chat: '',
};

/**
 * The project form's fields (spec core §3, §5): name (required), maximum parallel tasks (a whole
 * number 0 or greater, with the hint '0 means unlimited'), alerts and the alert chat id.
 */
export function ProjectFields({
  values,
  onChange,
  errors,
  disabled,
  autoFocus = false,
}: {
  values: ProjectFormValues;
  onChange: (values: ProjectFormValues) => void;
  errors: Record<string, string>;
  disabled?: boolean;
  /** Focus the name field (new project form). */
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const set = (patch: Partial<ProjectFormValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <TextField
        label={t`Project name`}
        name="name"
        required
        autoFocus={autoFocus}
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
        disabled={disabled}
      />
      <TextField
        label={t`Max parallel tasks`}
        name="max_parallel_tasks"
        inputMode="numeric"
        value={values.max_parallel_tasks}
        onChange={(e) => set({ max_parallel_tasks: e.target.value })}
        hint={t`0 means unlimited`}
        error={errors.max_parallel_tasks}
        disabled={disabled}
      />
      <Checkbox
        label={t`Allow alerts for this project`}
        checked={values.alert}
        onCheckedChange={(alert) => set({ alert })}
        disabled={disabled}
      />
      <TextField
        label={t`Chat ID for alerts`}
        name="alert_chat"
        value={values.alert_chat}
        onChange={(e) => set({ alert_chat: e.target.value })}
        hint={t`Optional: the chat of the messaging service that receives this project's alerts`}
        disabled={disabled}
      />
    </>
  );
}
