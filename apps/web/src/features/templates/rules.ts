import {
  argumentSchema,
  type FormIssue,
  surveyVarSchema,
  taskSchema,
  templateSchema,
  validateForm,
  viewSchema,
} from '@semaphore-console/validation';
import {
  type NewTaskRequest,
  type NewTaskValues,
  type RunPrompts,
  taskFormInput,
  withSelectAnswers,
} from './taskRequest';
import type { TemplateFormValues } from './templateForm';
import type { AccessKey, SurveyVar, Template } from '@semaphore-console/api-client';

/** Form problems by field path (request-body names, e.g. `name`, `vaults.1.script`), first per path. */
export type FieldIssues = Readonly<Record<string, FormIssue>>;

/** The result of validating a form: the request to send, or the problems to show. */
export type Checked<T> =
  { ok: true; value: T } | { ok: false; issues: readonly FormIssue[]; fieldIssues: FieldIssues };

/**
 * Checks the new task dialog with the validation package's `taskSchema` (spec core §5: build
 * version for deploy templates, survey variables) and gives the body of `POST …/tasks`.
 */
export function checkTask(
  template: Template,
  values: NewTaskValues,
  prompts?: RunPrompts,
): Checked<NewTaskRequest> {
  const result = validateForm(taskSchema(template), taskFormInput(template, values, prompts));
  if (!result.success) return { ok: false, issues: result.issues, fieldIssues: result.fieldErrors };
  return { ok: true, value: withSelectAnswers(result.output as NewTaskRequest, template) };
}

/** The template form values in the shape of the validation package's `templateSchema`. */
export function templateFormInput(values: TemplateFormValues): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    app: values.app,
    playbook: values.playbook,
    inventory_id: values.inventoryId,
    repository_id: values.repositoryId,
    environment_id: values.environmentId,
    view_id: values.viewId,
    start_version: values.startVersion,
    build_template_id: values.buildTemplateId,
    autorun: values.autorun,
    arguments: values.arguments,
    allow_override_args_in_task: values.allowOverrideArgsInTask,
    suppress_success_alerts: values.suppressSuccessAlerts,
    survey_vars: values.surveyVars,
    vaults: values.vaults.map((vault) => ({
      name: vault.name,
      type: vault.type,
      vault_key_id: vault.vaultKeyId,
      script: vault.script,
    })),
    cron_check: values.checkCommits,
    cron_format: values.checkInterval,
    cron_repository_id: values.repositoryId,
  };
}

/**
 * Checks the template form with the validation package's `templateSchema` (spec core §5
 * template, survey variable and vault rules). Paths are the request-body names.
 * @param keys the project's access keys, so a password vault needs a login_password key.
 */
export function checkTemplate(
  values: TemplateFormValues,
  keys: readonly AccessKey[],
): Checked<TemplateFormValues> {
  const result = validateForm(templateSchema({ keys }), templateFormInput(values));
  if (!result.success) return { ok: false, issues: result.issues, fieldIssues: result.fieldErrors };
  return { ok: true, value: values };
}

/** Checks one survey variable of the survey editor (name, title, enum values). */
export function checkSurveyVar(variable: SurveyVar): Checked<SurveyVar> {
  const result = validateForm(surveyVarSchema, variable);
  if (!result.success) return { ok: false, issues: result.issues, fieldIssues: result.fieldErrors };
  return { ok: true, value: variable };
}

/** Checks an argument of the args picker ('Argument is required'). */
export function checkArgument(name: string): Checked<string> {
  const result = validateForm(argumentSchema, { name });
  if (!result.success) return { ok: false, issues: result.issues, fieldIssues: result.fieldErrors };
  return { ok: true, value: name.trim() };
}

/** Checks a view title ('Title is required'). */
export function checkViewTitle(title: string): Checked<string> {
  const result = validateForm(viewSchema, { title });
  if (!result.success) return { ok: false, issues: result.issues, fieldIssues: result.fieldErrors };
  return { ok: true, value: title.trim() };
}
