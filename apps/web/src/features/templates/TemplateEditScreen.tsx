import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_INTERVALS, type CheckInterval } from '@semaphore-console/cron';
import {
  Alert,
  Breadcrumbs,
  Button,
  Checkbox,
  IconButton,
  Select,
  TextField,
} from '@semaphore-console/ui';
import { Plus, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { appDisplayName } from '../../appNames';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { DescriptionField } from './DescriptionField';
import { useIssueText } from './issueText';
import { TemplateTypeLabel } from './labels';
import { checkArgument, checkTemplate, type FieldIssues } from './rules';
import { SurveyVarsEditor } from './SurveyVarsEditor';
import {
  emptyTemplateValues,
  formatArguments,
  parseArguments,
  type TemplateFormValues,
  type TemplateType,
  templateFields,
  valuesForCheck,
} from './templateForm';
import { TaskParamsFields } from './TaskParamsFields';
import { VariableGroupsField } from './VariableGroupsField';
import { useTemplateFormStore } from './templateFormStore';
import * as s from './templates.css';
import { VaultsEditor } from './VaultsEditor';

const NONE = '';

function idOption(id: number | null): string | undefined {
  return id === null ? undefined : String(id);
}

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
  const [argDraft, setArgDraft] = useState('');
  const [argError, setArgError] = useState<string | undefined>();
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
  const args = parseArguments(values.arguments);

  const addArgument = () => {
    const checked = checkArgument(argDraft);
    if (!checked.ok) {
      setArgError(issueText(checked.issues[0]));
      return;
    }
    setArgError(undefined);
    patch({ arguments: formatArguments([...(args ?? []), checked.value]) });
    setArgDraft('');
  };

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

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length] as TemplateType;
    patch({ type: next });
    document.getElementById(`template-type-${next || 'default'}`)?.focus();
  };
  const issueCount = Object.keys(issues).length;
  const playbookLabel =
    fields.playbookRequired && values.app === 'ansible'
      ? t`Playbook filename`
      : fields.playbookRequired
        ? t`Script filename`
        : t`Subdirectory path`;
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

        <div role="tablist" aria-label={t`Template type`} className={s.tabs}>
          {TABS.map((type, index) => (
            <button
              key={type || 'default'}
              id={`template-type-${type || 'default'}`}
              type="button"
              role="tab"
              className={s.tab}
              aria-selected={values.type === type}
              aria-current={values.type === type ? 'page' : undefined}
              tabIndex={values.type === type ? 0 : -1}
              onClick={() => patch({ type })}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              <TemplateTypeLabel type={type} />
            </button>
          ))}
        </div>

        <div className={s.formGrid}>
          <TextField
            label={t`Name`}
            required
            value={values.name}
            error={err('name')}
            onChange={(event) => patch({ name: event.currentTarget.value })}
          />
          <Select
            label={t`App`}
            value={values.app}
            onValueChange={(app) => patch({ app })}
            options={(activeApps.some((app) => app.id === values.app)
              ? activeApps
              : [...activeApps, { id: values.app, title: values.app, active: true }]
            ).map((app) => ({ value: app.id ?? '', label: appDisplayName(app) }))}
          />
          <DescriptionField
            value={values.description}
            onChange={(description) => patch({ description })}
          />
          <TextField
            label={playbookLabel}
            required={fields.playbookRequired}
            value={values.playbook}
            error={err('playbook')}
            placeholder={values.app === 'ansible' ? 'site.yml' : undefined}
            onChange={(event) => patch({ playbook: event.currentTarget.value })}
          />
          {fields.startVersion ? (
            <TextField
              label={t`Start version`}
              required
              placeholder="0.0.0"
              value={values.startVersion}
              error={err('start_version')}
              onChange={(event) => patch({ startVersion: event.currentTarget.value })}
            />
          ) : null}
          {fields.buildTemplate ? (
            <Select
              label={t`Build template`}
              required
              value={idOption(values.buildTemplateId)}
              error={err('build_template_id')}
              onValueChange={(id) => patch({ buildTemplateId: Number(id) })}
              options={choices.buildTemplates.map((tpl) => ({
                value: String(tpl.id),
                label: tpl.name,
              }))}
            />
          ) : null}
          {fields.inventory ? (
            <Select
              label={t`Inventory`}
              required={fields.inventoryRequired}
              value={
                values.inventoryId === null
                  ? fields.inventoryRequired
                    ? undefined
                    : NONE
                  : String(values.inventoryId)
              }
              error={err('inventory_id')}
              onValueChange={(id) => patch({ inventoryId: id === NONE ? null : Number(id) })}
              options={[
                ...(fields.inventoryRequired ? [] : [{ value: NONE, label: t`None` }]),
                ...choices.inventories.map((item) => ({
                  value: String(item.id),
                  label: item.name,
                })),
              ]}
            />
          ) : null}
          <Select
            label={t`Repository`}
            required
            value={idOption(values.repositoryId)}
            error={err('repository_id') ?? err('cron_repository_id')}
            onValueChange={(id) => patch({ repositoryId: Number(id) })}
            options={choices.repositories.map((item) => ({
              value: String(item.id),
              label: item.name,
            }))}
          />
          {values.environmentIds === null ? (
            <Select
              label={t`Environment`}
              required
              value={idOption(values.environmentId)}
              error={err('environment_id')}
              onValueChange={(id) => patch({ environmentId: Number(id) })}
              options={choices.environments.map((item) => ({
                value: String(item.id),
                label: item.name,
              }))}
            />
          ) : null}
          <Select
            label={t`View`}
            value={values.viewId === null ? NONE : String(values.viewId)}
            onValueChange={(id) => patch({ viewId: id === NONE ? null : Number(id) })}
            options={[
              { value: NONE, label: t`None` },
              ...choices.views.map((view) => ({ value: String(view.id), label: view.title })),
            ]}
          />
          <TextField
            label={t`Branch`}
            hint={t`Optional; overrides the repository branch`}
            value={values.gitBranch}
            onChange={(event) => patch({ gitBranch: event.currentTarget.value })}
          />
        </div>

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

        <fieldset className={s.fieldset}>
          <legend className={s.sectionTitle}>
            <Trans>CLI arguments</Trans>
          </legend>
          <TextField
            label={t`Arguments`}
            hint={t`A JSON array, e.g. ["-v"]`}
            mono
            multiline
            rows={2}
            value={values.arguments}
            error={err('arguments')}
            onChange={(event) => patch({ arguments: event.currentTarget.value })}
          />
          {args && args.length > 0 ? (
            <ul className={s.chips} aria-label={t`Argument list`}>
              {args.map((arg, index) => (
                <li key={`${arg}-${index}`} className={s.chip}>
                  <code>{arg}</code>
                  <IconButton
                    size="sm"
                    label={t`Remove argument ${arg}`}
                    icon={<X aria-hidden />}
                    onClick={() =>
                      patch({ arguments: formatArguments(args.filter((_, i) => i !== index)) })
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <div className={s.inline}>
            <div className={s.grow}>
              <TextField
                label={t`New argument`}
                mono
                value={argDraft}
                error={argError}
                disabled={args === null}
                onChange={(event) => setArgDraft(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addArgument();
                  }
                }}
              />
            </div>
            <Button icon={<Plus aria-hidden />} disabled={args === null} onClick={addArgument}>
              <Trans>Add argument</Trans>
            </Button>
          </div>
          <Checkbox
            label={t`Allow overriding CLI args in the task`}
            checked={values.allowOverrideArgsInTask}
            onCheckedChange={(allowOverrideArgsInTask) => patch({ allowOverrideArgsInTask })}
          />
        </fieldset>

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

/** Type tabs in the order of the spec (core §2): build, deploy, default. */
const TABS: readonly TemplateType[] = ['build', 'deploy', ''];
