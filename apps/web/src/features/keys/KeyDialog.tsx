import { useLingui } from '@lingui/react/macro';
import type { AccessKey } from '@semaphore-console/api-client';
import { keySchema } from '@semaphore-console/validation';
import { Checkbox, Select, TextField } from '@semaphore-console/ui';
import { CodeEditor } from '../../components/CodeEditor';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { keyBody, keyValues, type KeyType } from './keyForm';
import { useKeysStore } from './keysStore';

/**
 * The key dialog (spec resources §2, §3, §4): name, type (SSH key, Login with password, None)
 * and the type's fields. For an existing key the secret fields (and the type) are locked until
 * "Override secret" is checked; for a new key they are editable. Secrets are never shown.
 */
export function KeyDialog({
  projectId,
  keyToEdit,
  open,
  onClose,
}: {
  projectId: number;
  keyToEdit: AccessKey | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const isNew = keyToEdit === null;
  const form = useResourceForm({
    open,
    onClose,
    isNew,
    initial: () => keyValues(keyToEdit),
  });
  const { values, set, errors } = form;
  const editable = isNew || values.override_secret;
  const locked = !editable || form.busy;

  const submit = async () => {
    const result = validate(keySchema({ isNew }), values);
    form.setErrors(result.errors);
    if (!result.ok) return;
    const saved = await form.run(() =>
      useKeysStore.getState().save(projectId, keyToEdit?.id ?? null, keyBody(values, keyToEdit)),
    );
    if (saved) onClose();
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`New key` : t`Edit key`}
      onSubmit={() => void submit()}
    >
      <NameField form={form} label={t`Key name`} />
      {!isNew ? (
        <Checkbox
          label={t`Override secret`}
          hint={t`The stored secret is never shown. Check to replace the type and secret.`}
          checked={values.override_secret}
          onCheckedChange={(override_secret) => set({ override_secret })}
          disabled={form.busy}
        />
      ) : null}
      <Select
        label={t`Type`}
        required
        value={values.type || undefined}
        onValueChange={(type) => set({ type: type as KeyType })}
        options={[
          { value: 'ssh', label: t`SSH key` },
          { value: 'login_password', label: t`Login with password` },
          { value: 'none', label: t`None` },
        ]}
        error={errors.type}
        disabled={locked}
      />
      {values.type === 'ssh' ? (
        <>
          <TextField
            label={t`Username (optional)`}
            autoComplete="off"
            value={values.ssh.login}
            onChange={(e) => set({ ssh: { ...values.ssh, login: e.target.value } })}
            disabled={locked}
          />
          <TextField
            label={t`Passphrase (optional)`}
            type="password"
            autoComplete="new-password"
            value={values.ssh.passphrase}
            onChange={(e) => set({ ssh: { ...values.ssh, passphrase: e.target.value } })}
            disabled={locked}
          />
          <CodeEditor
            label={t`Private key`}
            required={editable}
            language="text"
            value={values.ssh.private_key}
            onChange={(private_key) => set({ ssh: { ...values.ssh, private_key } })}
            error={errors['ssh.private_key']}
            disabled={locked}
            minHeight={120}
          />
        </>
      ) : null}
      {values.type === 'login_password' ? (
        <>
          <TextField
            label={t`Login (optional)`}
            autoComplete="off"
            value={values.login_password.login}
            onChange={(e) =>
              set({ login_password: { ...values.login_password, login: e.target.value } })
            }
            disabled={locked}
          />
          <TextField
            label={t`Password`}
            type="password"
            required={editable}
            autoComplete="new-password"
            value={values.login_password.password}
            onChange={(e) =>
              set({ login_password: { ...values.login_password, password: e.target.value } })
            }
            error={errors['login_password.password']}
            disabled={locked}
          />
        </>
      ) : null}
    </ResourceDialog>
  );
}
