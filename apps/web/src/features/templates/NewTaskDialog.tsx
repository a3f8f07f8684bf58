import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Select, TextField } from '@semaphore-console/ui';
import { useEffect, useMemo, useState } from 'react';
import { ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { EMPTY } from '../../lib/format';
import { useIssueText } from './issueText';
import { RunRefusedError, useNewTaskStore } from './newTaskStore';
import { checkTask } from './rules';
import { useShellStore } from '../../stores/session';
import { RunPromptsFields } from './RunPromptsFields';
import { SurveySelectField } from './SurveySelectField';
import {
  emptyTaskValues,
  type NewTaskValues,
  paramsKind,
  refusedVariable,
  runPrompts,
} from './taskRequest';
import { attachedInventories, useTemplateInventoriesStore } from './templateInventoriesStore';
import * as s from './templates.css';
import type { TaskWithTpl } from '@semaphore-console/api-client';

/** Props of {@link NewTaskDialog}. */
export interface NewTaskDialogProps {
  projectId: number;
  templateId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called with the queued task once the server accepted it. */
  onStarted(task: TaskWithTpl): void;
}

/**
 * The new task dialog (spec core §2, §5): Ansible parameters (debug, dry run, diff) or
 * Terraform/OpenTofu ones (plan, auto approve), CLI args when the template allows them, survey
 * variables with their validation, an optional message, and the build version of a deploy
 * template. Problems show under the fields and in a red alert; the dialog keeps what was typed.
 * A run the server refuses (e.g. a 400 of a survey-strict 2.20.2 server, newer §N4) shows the
 * server's text under the survey variable it names, else as the form's error. On a server that
 * reads the run flags from `params` (2.12+), the form offers exactly what the template's
 * `task_params` allows ({@link runPrompts}, newer §N4, §N6); on 2.10 it is the form above.
 */
export function NewTaskDialog({
  projectId,
  templateId,
  open,
  onOpenChange,
  onStarted,
}: NewTaskDialogProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const { template, buildTasks, loading, error: loadError } = useNewTaskStore();
  const form = useResourceForm<NewTaskValues>({
    open,
    onClose: () => onOpenChange(false),
    isNew: true,
    initial: () => emptyTaskValues(template ?? undefined),
  });
  const { values, set: patch, reset, errors, busy } = form;
  // The survey variable the server's refusal names (its text is the form's failure), if any.
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const runFlagsInParams = useShellStore((state) => state.capabilities.runFlagsInParams);
  const prompts = useMemo(
    () => (template ? runPrompts(template, runFlagsInParams) : null),
    [template, runFlagsInParams],
  );
  const allInventories = useTemplateInventoriesStore((state) => state.inventories);
  const inventoriesFor = useTemplateInventoriesStore((state) => state.templateId);

  useEffect(() => {
    void useNewTaskStore.getState().load(projectId, templateId);
    reset(emptyTaskValues());
    setRefusedName(null);
  }, [projectId, templateId, reset]);

  // The template's defaults (newer §N4) and newest build once it is loaded, and its attached
  // inventories (§N6).
  useEffect(() => {
    if (!template) return;
    reset(emptyTaskValues(template, buildTasks));
  }, [template, buildTasks, reset]);
  const offersInventory = prompts?.inventory === true;
  useEffect(() => {
    if (!template || !offersInventory) return;
    void useTemplateInventoriesStore
      .getState()
      .load(projectId, template.id, template.inventory_id ?? null);
  }, [projectId, template, offersInventory]);

  const answer = (name: string, value: string) =>
    patch({ survey: { ...values.survey, [name]: value } });

  const submit = async () => {
    if (!template || busy) return;
    const checked = checkTask(template, values, prompts ?? undefined);
    setRefusedName(null);
    if (!checked.ok) {
      const fieldErrors: Record<string, string> = {};
      for (const [path, issue] of Object.entries(checked.fieldIssues)) {
        fieldErrors[path] = issueText(issue) ?? '';
      }
      form.setErrors(fieldErrors);
      return;
    }
    form.setErrors({});
    let task: TaskWithTpl | null = null;
    let refused: { name: string; message: string } | null = null;
    await form.run(async () => {
      try {
        task = await useNewTaskStore.getState().run(projectId, checked.value);
      } catch (error) {
        const message = (error as Error).message;
        const name =
          error instanceof RunRefusedError && error.status === 400
            ? refusedVariable(message, template)
            : null;
        if (name !== null) refused = { name, message };
        throw error;
      }
    });
    if (task) onStarted(task);
    else if (refused) {
      const { name, message } = refused;
      setRefusedName(name);
      form.setErrors({ [`survey_values.${name}`]: message });
    }
  };

  const kind = paramsKind(template?.app);
  const inventories =
    template && inventoriesFor === template.id
      ? attachedInventories(allInventories, template.id, template.inventory_id)
      : [];
  const problems = Object.values(errors).some(Boolean) && refusedName === null;

  return (
    <ResourceDialog
      {...form.dialog}
      // A refusal naming a survey variable shows under that field instead.
      failure={refusedName === null ? form.failure : null}
      title={t`New task`}
      description={template?.name}
      width={480}
      submitLabel={t`Run`}
      submitDisabled={!template}
      onSubmit={() => void submit()}
    >
      <div className={s.stack}>
        {refusedName !== null ? (
          <Alert tone="error">
            <Trans>The server did not start the task. Please check the marked field.</Trans>
          </Alert>
        ) : null}
        {problems ? (
          <Alert tone="error">
            <Trans>Please correct the marked fields.</Trans>
          </Alert>
        ) : null}
        {loadError !== null ? <Alert tone="error">{loadError}</Alert> : null}
        {loading ? (
          <p role="status" className={s.muted}>
            <Trans>Loading…</Trans>
          </p>
        ) : null}
        {template ? (
          <>
            {template.type === 'deploy' ? (
              <Select
                label={t`Build version`}
                required
                value={values.buildTaskId === null ? undefined : String(values.buildTaskId)}
                onValueChange={(value) => patch({ buildTaskId: Number(value) })}
                error={errors['build_task_id']}
                placeholder={buildTasks.length === 0 ? t`No successful build yet` : undefined}
                options={buildTasks.map((task) => ({
                  value: String(task.id),
                  label: `${task.version ?? EMPTY} (#${task.id})${task.message ? ` ${task.message}` : ''}`,
                }))}
              />
            ) : null}
            {(template.survey_vars ?? []).map((variable) => {
              const label = variable.title || variable.name;
              const value = values.survey[variable.name] ?? '';
              const error = errors[`survey_values.${variable.name}`] || undefined;
              if (variable.type === 'enum') {
                return (
                  <Select
                    key={variable.name}
                    label={label}
                    required={variable.required}
                    hint={variable.description || undefined}
                    value={value === '' ? undefined : value}
                    onValueChange={(next) => answer(variable.name, next)}
                    error={error}
                    options={(variable.values ?? []).map((choice) => ({
                      value: choice.value,
                      label: choice.name,
                    }))}
                  />
                );
              }
              if (variable.type === 'select') {
                return (
                  <SurveySelectField
                    key={variable.name}
                    variable={variable}
                    value={value}
                    error={error}
                    onChange={(next) => answer(variable.name, next)}
                  />
                );
              }
              if (variable.type === 'text') {
                // A multi-line answer (newer §N1 survey type `text`).
                return (
                  <TextField
                    key={variable.name}
                    multiline
                    label={label}
                    required={variable.required}
                    hint={variable.description || undefined}
                    value={value}
                    error={error}
                    onChange={(event) => answer(variable.name, event.currentTarget.value)}
                  />
                );
              }
              return (
                <TextField
                  key={variable.name}
                  label={label}
                  required={variable.required}
                  hint={variable.description || undefined}
                  type={variable.type === 'secret' ? 'password' : 'text'}
                  inputMode={variable.type === 'int' ? 'numeric' : undefined}
                  autoComplete={variable.type === 'secret' ? 'new-password' : 'off'}
                  value={value}
                  error={error}
                  onChange={(event) => answer(variable.name, event.currentTarget.value)}
                />
              );
            })}
            <TextField
              label={t`Message`}
              hint={t`Optional`}
              maxLength={250}
              value={values.message}
              onChange={(event) => patch({ message: event.currentTarget.value })}
            />
            {kind === 'ansible' ? (
              <>
                {runFlagsInParams ? null : (
                  <Checkbox
                    label={t`Debug`}
                    checked={values.debug}
                    onCheckedChange={(debug) => patch({ debug })}
                  />
                )}
                <Checkbox
                  label={t`Dry run`}
                  checked={values.dryRun}
                  onCheckedChange={(dryRun) => patch({ dryRun })}
                />
                <Checkbox
                  label={t`Diff`}
                  checked={values.diff}
                  onCheckedChange={(diff) => patch({ diff })}
                />
              </>
            ) : null}
            {kind === 'terraform' ? (
              <>
                <Checkbox
                  label={t`Plan`}
                  checked={values.plan}
                  onCheckedChange={(plan) => patch({ plan })}
                />
                {!runFlagsInParams || prompts?.autoApprove ? (
                  <Checkbox
                    label={t`Auto approve`}
                    checked={values.autoApprove}
                    onCheckedChange={(autoApprove) => patch({ autoApprove })}
                  />
                ) : null}
              </>
            ) : null}
            {prompts ? (
              <RunPromptsFields
                prompts={prompts}
                values={values}
                patch={patch}
                inventories={inventories}
                defaultInventoryId={template.inventory_id ?? null}
              />
            ) : null}
            {template.allow_override_args_in_task ? (
              <TextField
                label={t`CLI args`}
                hint={t`A JSON array, e.g. ["-v"]`}
                mono
                value={values.arguments}
                error={errors['arguments']}
                onChange={(event) => patch({ arguments: event.currentTarget.value })}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </ResourceDialog>
  );
}
