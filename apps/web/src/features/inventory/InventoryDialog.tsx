import { useLingui } from '@lingui/react/macro';
import type { AccessKey, Inventory, Repository } from '@semaphore-console/api-client';
import {
  inventorySchema,
  isWorkspaceInventory,
  type InventoryType,
} from '@semaphore-console/validation';
import { Select, TextField } from '@semaphore-console/ui';
import { CodeEditor } from '../../components/CodeEditor';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { saveInventory } from './inventoryStore';

interface Values {
  name: string;
  type: InventoryType;
  inventory: string;
  ssh_key_id: number | null;
  become_key_id: number | null;
  repository_id: number | null;
}

/** The type choices of the inventory dialog (spec resources §2, §3). */
export function useInventoryTypeTitle(): (type: string) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'static':
        return t`Static`;
      case 'static-yaml':
        return t`Static YAML`;
      case 'file':
        return t`File`;
      case 'terraform-workspace':
        return t`Terraform workspace`;
      case 'tofu-workspace':
        return t`OpenTofu workspace`;
      default:
        return type;
    }
  };
}

const TYPES: InventoryType[] = [
  'static',
  'static-yaml',
  'file',
  'terraform-workspace',
  'tofu-workspace',
];

/** Marks "no value" in the optional pickers (Radix Select has no empty value). */
const NONE = '';

/**
 * The inventory dialog (spec resources §2, §3, §5): name, user credentials key, sudo credentials
 * key (optional), type, and the type's content — INI or YAML in the code editor for the static
 * types, a path (and the repository holding it) for File, a workspace name for the workspace
 * types (whose user credentials are the project's `none` key, created when missing).
 */
export function InventoryDialog({
  projectId,
  inventory,
  keys,
  repositories,
  open,
  onClose,
}: {
  projectId: number;
  inventory: Inventory | null;
  keys: readonly AccessKey[];
  repositories: readonly Repository[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const typeTitle = useInventoryTypeTitle();
  const isNew = inventory === null;
  const form = useResourceForm<Values>({
    open,
    onClose,
    isNew,
    initial: () => ({
      name: inventory?.name ?? '',
      // A type a newer server added (API OpenEnum) is kept and sent back as it came.
      type: (inventory?.type ?? 'static') as InventoryType,
      inventory: inventory?.inventory ?? '',
      ssh_key_id: inventory?.ssh_key_id ?? null,
      become_key_id: inventory?.become_key_id ?? null,
      repository_id: inventory?.repository_id ?? null,
    }),
  });
  const { values, set, errors } = form;
  const workspace = isWorkspaceInventory(values.type);
  const keyOptions = keys.map((key) => ({ value: String(key.id), label: key.name }));

  const submit = async () => {
    const result = validate(inventorySchema, values);
    form.setErrors(result.errors);
    if (!result.ok) return;
    const saved = await form.run(() =>
      saveInventory(projectId, inventory?.id ?? null, {
        name: values.name.trim(),
        type: values.type,
        inventory: values.inventory,
        ssh_key_id: values.ssh_key_id,
        become_key_id: values.become_key_id,
        repository_id: values.type === 'file' ? values.repository_id : null,
        holder_id: inventory?.holder_id ?? null,
      }),
    );
    if (saved) onClose();
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`New inventory` : t`Edit inventory`}
      onSubmit={() => void submit()}
      width={640}
    >
      <NameField form={form} label={workspace ? t`Display name` : t`Name`} />
      <Select
        label={t`Type`}
        required
        value={values.type}
        onValueChange={(type) => set({ type: type as InventoryType })}
        options={TYPES.map((type) => ({ value: type, label: typeTitle(type) }))}
        error={errors.type}
        disabled={form.busy}
      />
      {workspace ? null : (
        <>
          <Select
            label={t`User credentials`}
            required
            value={values.ssh_key_id === null ? undefined : String(values.ssh_key_id)}
            onValueChange={(id) => set({ ssh_key_id: Number(id) })}
            options={keyOptions}
            error={errors.ssh_key_id}
            disabled={form.busy}
          />
          <Select
            label={t`Sudo credentials (optional)`}
            value={values.become_key_id === null ? NONE : String(values.become_key_id)}
            onValueChange={(id) => set({ become_key_id: id === NONE ? null : Number(id) })}
            options={[{ value: NONE, label: t`No sudo credentials` }, ...keyOptions]}
            disabled={form.busy}
          />
        </>
      )}
      {values.type === 'static' || values.type === 'static-yaml' ? (
        <CodeEditor
          label={t`Inventory`}
          language={values.type === 'static' ? 'ini' : 'yaml'}
          value={values.inventory}
          onChange={(text) => set({ inventory: text })}
          error={errors.inventory}
          disabled={form.busy}
          minHeight={200}
        />
      ) : null}
      {values.type === 'file' ? (
        <>
          <TextField
            label={t`Path to inventory file`}
            required
            mono
            {...form.text('inventory')}
            disabled={form.busy}
          />
          <Select
            label={t`Repository (optional)`}
            value={values.repository_id === null ? NONE : String(values.repository_id)}
            onValueChange={(id) => set({ repository_id: id === NONE ? null : Number(id) })}
            options={[
              { value: NONE, label: t`The template's repository` },
              ...repositories.map((repo) => ({ value: String(repo.id), label: repo.name })),
            ]}
            disabled={form.busy}
          />
        </>
      ) : null}
      {workspace ? (
        <TextField
          label={t`Workspace name`}
          required
          {...form.text('inventory')}
          disabled={form.busy}
        />
      ) : null}
    </ResourceDialog>
  );
}
