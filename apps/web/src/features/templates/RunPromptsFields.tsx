import { useLingui } from '@lingui/react/macro';
import { Checkbox, Select, TextField } from '@semaphore-console/ui';
import type { Inventory } from '@semaphore-console/api-client';
import { ChipListField } from './ChipListField';
import type { NewTaskValues, RunPrompts } from './taskRequest';
import * as s from './templates.css';

/** Props of {@link RunPromptsFields}. */
export interface RunPromptsFieldsProps {
  prompts: RunPrompts;
  values: NewTaskValues;
  patch(next: Partial<NewTaskValues>): void;
  /** The template's attached inventories (newer §N6), default first. */
  inventories: readonly Inventory[];
  /** The template's default inventory. */
  defaultInventoryId: number | null;
}

/** Ansible verbosity levels offered with debug (`-v` … `-vvvvvv`). */
const DEBUG_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The run form's 2.12+ prompts (newer §N4, §N6): exactly what {@link RunPrompts} says the
 * template allows — debug with its level, limit / tags / skip tags as chips (pre-filled with the
 * template's defaults), skip galaxy install, the inventory among the attached ones, the branch,
 * and Terraform's destroy, auto approve, upgrade and reconfigure. Renders nothing on 2.10.
 */
export function RunPromptsFields({
  prompts,
  values,
  patch,
  inventories,
  defaultInventoryId,
}: RunPromptsFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      {prompts.debug ? (
        <div className={s.inline}>
          <Checkbox
            label={t`Debug`}
            checked={values.debug}
            onCheckedChange={(debug) => patch({ debug })}
          />
          {values.debug ? (
            <Select
              label={t`Debug level`}
              value={String(values.debugLevel)}
              onValueChange={(level) => patch({ debugLevel: Number(level) })}
              options={DEBUG_LEVELS.map((level) => ({
                value: String(level),
                label: `${level} (-${'v'.repeat(level)})`,
              }))}
            />
          ) : null}
        </div>
      ) : null}
      {prompts.limit ? (
        <ChipListField
          label={t`Limit`}
          values={values.limit}
          onChange={(limit) => patch({ limit })}
        />
      ) : null}
      {prompts.tags ? (
        <ChipListField label={t`Tags`} values={values.tags} onChange={(tags) => patch({ tags })} />
      ) : null}
      {prompts.skipTags ? (
        <ChipListField
          label={t`Skip tags`}
          values={values.skipTags}
          onChange={(skipTags) => patch({ skipTags })}
        />
      ) : null}
      {prompts.skipGalaxyInstall ? (
        <Checkbox
          label={t`Skip Galaxy install`}
          checked={values.skipGalaxyInstall}
          onCheckedChange={(skipGalaxyInstall) => patch({ skipGalaxyInstall })}
        />
      ) : null}
      {prompts.inventory && inventories.length > 1 ? (
        <Select
          label={t`Inventory`}
          value={String(values.inventoryId ?? defaultInventoryId ?? '')}
          onValueChange={(id) => patch({ inventoryId: Number(id) })}
          options={inventories.map((inventory) => ({
            value: String(inventory.id),
            label:
              inventory.id === defaultInventoryId ? t`${inventory.name} (default)` : inventory.name,
          }))}
        />
      ) : null}
      {prompts.branch ? (
        <TextField
          label={t`Branch`}
          hint={t`Optional; empty runs the template's branch`}
          mono
          autoComplete="off"
          value={values.gitBranch}
          onChange={(event) => patch({ gitBranch: event.currentTarget.value })}
        />
      ) : null}
      {prompts.destroy ? (
        <Checkbox
          label={t`Destroy`}
          checked={values.destroy}
          onCheckedChange={(destroy) => patch({ destroy })}
        />
      ) : null}
      {prompts.init ? (
        <>
          <Checkbox
            label={t`Upgrade providers (init -upgrade)`}
            checked={values.upgrade}
            onCheckedChange={(upgrade) => patch({ upgrade })}
          />
          <Checkbox
            label={t`Reconfigure backend (init -reconfigure)`}
            checked={values.reconfigure}
            onCheckedChange={(reconfigure) => patch({ reconfigure })}
          />
        </>
      ) : null}
    </>
  );
}
