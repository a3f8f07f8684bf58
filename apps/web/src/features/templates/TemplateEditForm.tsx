import { Trans, useLingui } from '@lingui/react/macro';
import type { App } from '@semaphore-console/api-client';
import { Alert, Breadcrumbs, Button, Checkbox } from '@semaphore-console/ui';
import { type FormEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useResourceForm } from '../../components/ResourceDialog';
import { useIssueText } from './issueText';
import { checkTemplate } from './rules';
import { SurveyVarsEditor } from './SurveyVarsEditor';
import {
  type TemplateDialect,
  type TemplateFormValues,
  templateFields,
  valuesForCheck,
} from './templateForm';
import type { TemplateFormChoices } from './templateFormData';
import { useTemplateFormStore } from './templateFormStore';
import { TaskParamsFields } from './TaskParamsFields';
import { TemplateArgumentsField } from './TemplateArgumentsField';
import { TemplateMainFields } from './TemplateMainFields';
import { TemplateOptionsFields } from './TemplateOptionsFields';
import { TemplateTypeTabs } from './TemplateTypeTabs';
import { VariableGroupsField } from './VariableGroupsField';
import * as s from './templates.css';
import { VaultsEditor } from './VaultsEditor';

/** Props of {@link TemplateEditForm}. */
export interface TemplateEditFormProps {
  projectId: number;
  /** The template edited, or `null` for a new one (also a copy). */
  editId: number | null;
  /** The page's heading (translated): "New template" or "Edit template". */
  heading: string;
  /** The values the form starts from. */
  initialValues: TemplateFormValues;
  choices: TemplateFormChoices;
  /** The active apps of the site. */
  activeApps: App[];
  dialect: TemplateDialect;
}

/**
 * The template form (spec core §2 template editor) on the one form pattern (`useResourceForm`,
 * open as long as the page shows): type tabs, app, pickers, vaults, survey variables, arguments
 * with the args picker, the cron check of new commits, autorun, suppress success alerts. Every
 * rule of the validation package; problems in a red alert above the form and under the fields;
 * nothing typed is lost on an error. A save goes to the template's page.
 */
export function TemplateEditForm({
  projectId,
  editId,
  heading,
  initialValues,
  choices,
  activeApps,
  dialect,
}: TemplateEditFormProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const navigate = useNavigate();
  const base = `/project/${projectId}`;
  const backPath = editId !== null ? `${base}/templates/${editId}` : `${base}/templates`;
  const form = useResourceForm<TemplateFormValues>({
    open: true,
    onClose: () => navigate(backPath),
    isNew: editId === null,
    initial: () => initialValues,
  });
  const { values, set: patch, errors, failure, busy } = form;
  const alertRef = useRef<HTMLDivElement>(null);

  const fields = templateFields(values.type, values.app);
  const err = (path: string) => errors[path];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkTemplate(valuesForCheck(values), choices.keys);
    if (!checked.ok) {
      const next: Record<string, string> = {};
      for (const [path, issue] of Object.entries(checked.fieldIssues)) {
        next[path] = issueText(issue) ?? '';
      }
      form.setErrors(next);
      alertRef.current?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    form.setErrors({});
    let savedId: number | null = null;
    const done = await form.run(async () => {
      savedId = (await useTemplateFormStore.getState().save(projectId, values)).id;
    });
    if (done && savedId !== null) navigate(`${base}/templates/${savedId}`);
    else alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  const problems = Object.entries(errors);
  const keyOptions = choices.keys
    .filter((key) => key.type === 'login_password')
    .map((key) => ({ value: String(key.id), label: key.name }));

  return (
    <div className={s.page}>
      <Breadcrumbs
        items={[
          { id: 'list', label: t`Task templates`, href: `${base}/templates` },
          { id: 'this', label: heading },
        ]}
        renderLink={(href, children) => (
          <Link className={s.link} to={href}>
            {children}
          </Link>
        )}
      />
      <h1 className={s.title}>{heading}</h1>
      <form
        className={s.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={heading}
      >
        <div ref={alertRef} className={s.stack}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {problems.length > 0 ? (
            <Alert tone="error" title={t`Please correct the marked fields.`}>
              <ul className={s.issueList}>
                {problems.map(([path, text]) => (
                  <li key={path}>{issueWhere(path, text)}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </div>

        <TemplateTypeTabs type={values.type} onChange={(type) => patch({ type })} />

        <TemplateMainFields
          values={values}
          fields={fields}
          choices={choices}
          activeApps={activeApps}
          err={err}
          patch={patch}
        />

        {values.environmentIds !== null ? (
          <VariableGroupsField
            ids={values.environmentIds}
            environments={choices.environments}
            error={err('environment_id')}
            onChange={(environmentIds) => patch({ environmentIds })}
          />
        ) : null}

        {fields.autorun ? (
          <Checkbox
            label={t`Autorun`}
            hint={t`Run after each successful build of the build template`}
            checked={values.autorun}
            onCheckedChange={(autorun) => patch({ autorun })}
          />
        ) : null}

        {fields.vaults ? (
          <VaultsEditor
            vaults={values.vaults}
            keyOptions={keyOptions}
            errors={errors}
            onChange={(vaults) => patch({ vaults })}
          />
        ) : null}

        <SurveyVarsEditor
          surveyVars={values.surveyVars}
          errors={errors}
          onChange={(surveyVars) => patch({ surveyVars })}
          newer={dialect.taskParams}
        />

        <TemplateArgumentsField values={values} error={err('arguments')} patch={patch} />

        {values.taskParams !== null ? (
          <TaskParamsFields
            app={values.app}
            params={values.taskParams}
            onChange={(taskParams) => patch({ taskParams })}
            allowOverrideBranchInTask={values.allowOverrideBranchInTask}
            allowParallelTasks={values.allowParallelTasks}
            onFlagsChange={patch}
          />
        ) : null}

        <TemplateOptionsFields values={values} patch={patch} />

        <div className={s.actions}>
          <Button type="submit" variant="primary" disabled={busy}>
            {editId === null ? <Trans>Create</Trans> : <Trans>Save</Trans>}
          </Button>
          <Button onClick={form.dialog.onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </div>
  );

  /** Says which survey variable or vault a nested problem belongs to. */
  function issueWhere(path: string, text: string): string {
    const [group, index] = path.split('.');
    const number = Number(index) + 1;
    if (group === 'survey_vars' && index !== undefined)
      return t`Survey variable ${number}: ${text}`;
    if (group === 'vaults' && index !== undefined) return t`Vault ${number}: ${text}`;
    return text;
  }
}
