import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Breadcrumbs, Button, Checkbox } from '@semaphore-console/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { useIssueText } from './issueText';
import { checkTemplate, type FieldIssues } from './rules';
import { SurveyVarsEditor } from './SurveyVarsEditor';
import {
  emptyTemplateValues,
  type TemplateFormValues,
  type TemplateType,
  templateFields,
  valuesForCheck,
} from './templateForm';
import { TaskParamsFields } from './TaskParamsFields';
import { TemplateArgumentsField } from './TemplateArgumentsField';
import { TemplateMainFields } from './TemplateMainFields';
import { TemplateOptionsFields } from './TemplateOptionsFields';
import { TemplateTypeTabs } from './TemplateTypeTabs';
import { VariableGroupsField } from './VariableGroupsField';
import { useTemplateFormStore } from './templateFormStore';
import * as s from './templates.css';
import { VaultsEditor } from './VaultsEditor';

/**
 * The template form on its editor route (spec core §2 `/project/{id}/templates/{templateId}/edit`,
 * `new` for a new one, `?type=` preselects the type, `?copy={id}` copies a template): type tabs,
 * app, pickers, vaults, survey variables, arguments with the args picker, the cron check of new
 * commits, autorun, suppress success alerts. Every rule of the validation package; problems in a
 * red alert above the form and under the fields; nothing typed is lost on an error.
 */
export function TemplateEditScreen() {
  const { t } = useLingui();
  const issueText = useIssueText();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { projectId, can } = useProjectContext();
  const templateParam = params.templateId ?? 'new';
  const isNew = templateParam === 'new';
  const editId = isNew ? null : Number(templateParam);
  const copyParam = search.get('copy');
  const copyId = isNew && copyParam && /^\d+$/.test(copyParam) ? Number(copyParam) : null;
  const typeParam = search.get('type');
  const initialType: TemplateType =
    typeParam === 'build' || typeParam === 'deploy' ? typeParam : '';
  const viewParam = search.get('view');
  const initialView = viewParam && /^\d+$/.test(viewParam) ? Number(viewParam) : null;

  const { choices, status, loadError, initialValues, dialect } = useTemplateFormStore();
  const [values, setValues] = useState<TemplateFormValues | null>(null);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [callError, setCallError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!projectId) return;
    setValues(null);
    void useTemplateFormStore.getState().load(projectId, editId ?? copyId, copyId !== null);
  }, [projectId, editId, copyId]);

  const activeApps = choices.apps.filter((app) => app.active && app.id);
  useEffect(() => {
    if (status !== 'success' || values !== null) return;
    if (initialValues) setValues(initialValues);
    else {
      const fresh = emptyTemplateValues(initialType, activeApps[0]?.id ?? 'ansible', dialect);
      const knownView = choices.views.some((view) => view.id === initialView);
      setValues({ ...fresh, viewId: knownView ? initialView : null });
    }
  }, [status, values, initialValues, initialType, initialView, activeApps, choices.views, dialect]);

  if (!projectId) return null;
  const base = `/project/${projectId}`;
  const backPath = editId !== null ? `${base}/templates/${editId}` : `${base}/templates`;
  const heading = isNew ? t`New template` : t`Edit template`;

  if (!can(Permission.manageProjectResources)) {
    return (
      <div className={s.page}>
        <h1 className={s.title}>{heading}</h1>
        <Alert tone="error">
          <Trans>You have read-only access</Trans>
        </Alert>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={s.page}>
        <h1 className={s.title}>{heading}</h1>
        <Alert tone="error">{loadError}</Alert>
      </div>
    );
  }
  if (!values) {
    return (
      <div className={s.page}>
        <h1 className={s.title}>{heading}</h1>
        <p role="status" className={s.muted}>
          <Trans>Loading…</Trans>
        </p>
      </div>
    );
  }

  const fields = templateFields(values.type, values.app);
  const patch = (next: Partial<TemplateFormValues>) =>
    setValues((v) => (v ? { ...v, ...next } : v));
  const err = (path: string) => issueText(issues[path]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkTemplate(valuesForCheck(values), choices.keys);
    if (!checked.ok) {
      setIssues(checked.fieldIssues);
      setCallError(null);
      alertRef.current?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    setIssues({});
    setCallError(null);
    setBusy(true);
    try {
      const saved = await useTemplateFormStore.getState().save(projectId, values);
      navigate(`${base}/templates/${saved.id}`);
    } catch (error) {
      setCallError((error as Error).message);
      alertRef.current?.scrollIntoView?.({ block: 'nearest' });
    } finally {
      setBusy(false);
    }
  };

  const issueCount = Object.keys(issues).length;
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
          {callError ? <Alert tone="error">{callError}</Alert> : null}
          {issueCount > 0 ? (
            <Alert tone="error" title={t`Please correct the marked fields.`}>
              <ul className={s.issueList}>
                {Object.values(issues).map((issue) => (
                  <li key={issue.path}>{issueWhere(issue.path, issueText(issue) ?? '')}</li>
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
            issues={issues}
            onChange={(vaults) => patch({ vaults })}
          />
        ) : null}

        <SurveyVarsEditor
          surveyVars={values.surveyVars}
          issues={issues}
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
            {isNew ? <Trans>Create</Trans> : <Trans>Save</Trans>}
          </Button>
          <Button onClick={() => navigate(backPath)}>
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
