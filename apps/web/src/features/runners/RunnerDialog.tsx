import { useLingui } from '@lingui/react/macro';
import type { Runner } from '@semaphore-console/api-client';
import { runnerSchema } from '@semaphore-console/validation';
import { TextField } from '@semaphore-console/ui';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useRunnersStore } from './runnersStore';

interface Values {
  name: string;
  webhook: string;
  /** As typed; empty is saved as 0 (unlimited). */
  max_parallel_tasks: string;
}

function initial(runner: Runner | null): Values {
  return {
    name: runner?.name ?? '',
    webhook: runner?.webhook ?? '',
    max_parallel_tasks:
      runner && runner.max_parallel_tasks > 0 ? String(runner.max_parallel_tasks) : '',
  };
}

/**
 * The runner dialog (spec resources §2 "Runners", §5): name (required), webhook, max parallel
 * tasks (a whole number 0 or greater; empty saved as 0 = unlimited). A new runner is sent active
 * (API §6.17.2: `active` defaults to false otherwise); an edited one keeps its flag. After a
 * create, `onCreated` gets the runner with its one-time token.
 */
export function RunnerDialog({
  runner,
  open,
  onClose,
  onCreated,
}: {
  runner: Runner | null;
  open: boolean;
  onClose: () => void;
  onCreated: (runner: Runner) => void;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const save = useRunnersStore((st) => st.save);
  const isNew = runner === null;
  const form = useResourceForm({
    open,
    onClose,
    isNew,
    initial: () => initial(runner),
  });
  const { values, set, errors, setErrors, busy } = form;

  const submit = async () => {
    const result = validate(runnerSchema, { ...values, active: runner?.active ?? true });
    setErrors(result.errors);
    if (!result.ok) return;
    await form.run(async () => {
      const { name, webhook, max_parallel_tasks, active } = result.output;
      const created = await save(runner?.id ?? null, {
        name,
        webhook,
        max_parallel_tasks,
        active,
      });
      onClose();
      if (created) onCreated(created);
    });
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`New runner` : t`Edit runner`}
      onSubmit={() => void submit()}
    >
      <NameField form={form} autoComplete="off" />
      <TextField
        label={t`Webhook`}
        value={values.webhook}
        placeholder="https://"
        onChange={(e) => set({ webhook: e.target.value })}
        error={errors.webhook}
        disabled={busy}
      />
      <TextField
        label={t`Max parallel tasks`}
        inputMode="numeric"
        hint={t`Empty or 0: unlimited`}
        value={values.max_parallel_tasks}
        onChange={(e) => set({ max_parallel_tasks: e.target.value })}
        error={errors.max_parallel_tasks}
        disabled={busy}
      />
    </ResourceDialog>
  );
}
