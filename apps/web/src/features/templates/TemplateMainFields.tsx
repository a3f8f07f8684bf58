import { useLingui } from '@lingui/react/macro';
import { Select, TextField } from '@semaphore-console/ui';
import { appDisplayName } from '../../i18n/appNames';
import { DescriptionField } from './DescriptionField';
import type { TemplateFieldSet, TemplateFormValues } from './templateForm';
import type { TemplateFormChoices } from './templateFormData';
import * as s from './templates.css';

const NONE = '';

function idOption(id: number | null): string | undefined {
  return id === null ? undefined : String(id);
}

/** Props of {@link TemplateMainFields}. */
export interface TemplateMainFieldsProps {
  values: TemplateFormValues;
  /** Which fields the template's type and app have. */
  fields: TemplateFieldSet;
  /** The project's resources to pick from. */
  choices: TemplateFormChoices;
  /** The active apps (the template's own app is added when it is not among them). */
  activeApps: TemplateFormChoices['apps'];
  /** The text of the problem at a field's path, if any. */
  err: (path: string) => string | undefined;
  patch: (next: Partial<TemplateFormValues>) => void;
}

/**
 * The main fields of the template form (spec core §2 template editor, spec core §3 Template):
 * name, app, description, playbook (or script, or subdirectory), start version, build template,
 * inventory, repository, environment, view and branch.
 */
export function TemplateMainFields({
  values,
  fields,
  choices,
  activeApps,
  err,
  patch,
}: TemplateMainFieldsProps) {
  const { t } = useLingui();
  const playbookLabel =
    fields.playbookRequired && values.app === 'ansible'
      ? t`Playbook filename`
      : fields.playbookRequired
        ? t`Script filename`
        : t`Subdirectory path`;
  return (
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
  );
}
