import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, TextField } from '@semaphore-console/ui';
import { ChipListField } from './ChipListField';
import { paramsKind } from './taskRequest';
import * as s from './templates.css';
import type { TemplateTaskParams } from '@semaphore-console/api-client';

/** Props of {@link TaskParamsFields}. */
export interface TaskParamsFieldsProps {
  app: string;
  params: TemplateTaskParams;
  onChange(params: TemplateTaskParams): void;
  allowOverrideBranchInTask: boolean;
  allowParallelTasks: boolean;
  onFlagsChange(flags: { allowOverrideBranchInTask?: boolean; allowParallelTasks?: boolean }): void;
}

/**
 * What a run of the template may change, and its defaults (newer §N4 `task_params`): for
 * Ansible the `allow_*` prompts and the default limit, tags, skip tags and skip-Galaxy-install;
 * for Terraform, OpenTofu and Terragrunt destroy, auto-approve and the backend override. Plus the
 * template flags `allow_override_branch_in_task` and `allow_parallel_tasks`. Shown only on
 * servers that have them (see `templateDialect`).
 */
export function TaskParamsFields({
  app,
  params,
  onChange,
  allowOverrideBranchInTask,
  allowParallelTasks,
  onFlagsChange,
}: TaskParamsFieldsProps) {
  const { t } = useLingui();
  const kind = paramsKind(app);
  const flag = (key: keyof TemplateTaskParams, label: string, hint?: string) => (
    <Checkbox
      label={label}
      hint={hint}
      checked={params[key] === true}
      onCheckedChange={(checked) => onChange({ ...params, [key]: checked })}
    />
  );
  const list = (key: 'limit' | 'tags' | 'skip_tags', label: string) => (
    <ChipListField
      label={label}
      values={params[key] ?? []}
      onChange={(values) => onChange({ ...params, [key]: values })}
    />
  );
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.sectionTitle}>
        <Trans>Task prompts</Trans>
      </legend>
      <p className={s.muted}>
        <Trans>What a person starting a task may change, and the defaults.</Trans>
      </p>
      {kind === 'ansible' ? (
        <>
          {flag('allow_debug', t`Allow debug`)}
          {flag('allow_override_inventory', t`Allow another inventory`)}
          {flag('allow_override_limit', t`Allow overriding the limit`)}
          {flag('allow_override_tags', t`Allow overriding tags`)}
          {flag('allow_override_skip_tags', t`Allow overriding skip tags`)}
          {flag('allow_override_skip_galaxy_install', t`Allow changing the Galaxy install`)}
          {list('limit', t`Default limit`)}
          {list('tags', t`Default tags`)}
          {list('skip_tags', t`Default skip tags`)}
          {flag('skip_galaxy_install', t`Skip the Galaxy install by default`)}
        </>
      ) : null}
      {kind === 'terraform' ? (
        <>
          {flag('allow_destroy', t`Allow destroy`)}
          {flag('allow_auto_approve', t`Allow auto-approve`)}
          {flag('auto_approve', t`Auto-approve by default`)}
          {flag(
            'override_backend',
            t`Override the backend`,
            t`Semaphore writes its own backend file`,
          )}
          {params.override_backend === true ? (
            <TextField
              label={t`Backend file name`}
              mono
              placeholder="backend.tf"
              value={params.backend_filename ?? ''}
              onChange={(event) =>
                onChange({ ...params, backend_filename: event.currentTarget.value })
              }
            />
          ) : null}
        </>
      ) : null}
      <Checkbox
        label={t`Allow another branch in the task`}
        checked={allowOverrideBranchInTask}
        onCheckedChange={(checked) => onFlagsChange({ allowOverrideBranchInTask: checked })}
      />
      <Checkbox
        label={t`Allow parallel tasks`}
        hint={t`Tasks of this template may run at the same time`}
        checked={allowParallelTasks}
        onCheckedChange={(checked) => onFlagsChange({ allowParallelTasks: checked })}
      />
    </fieldset>
  );
}
