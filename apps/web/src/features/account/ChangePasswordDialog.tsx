import { useLingui } from '@lingui/react/macro';
import { changePasswordSchema } from '@semaphore-console/validation';
import { TextField } from '@semaphore-console/ui';
import { ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useUsersStore } from '../users';

/**
 * Change password (spec core §2, §5; `POST /api/users/{id}/password`): the new password is
 * required. Errors stay in the open dialog; a typed password is not dropped without asking.
 */
export function ChangePasswordDialog({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const changePassword = useUsersStore((st) => st.changePassword);
  const form = useResourceForm({ open, onClose, isNew: false, initial: () => ({ password: '' }) });
  const submit = async () => {
    const result = validate(changePasswordSchema, form.values);
    form.setErrors(result.errors);
    if (!result.ok) return;
    const password = result.output.password;
    if (await form.run(() => changePassword(userId, password))) onClose();
  };
  return (
    <ResourceDialog
      {...form.dialog}
      title={t`Change password`}
      submitLabel={t`Change password`}
      width={400}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t`New password`}
        type="password"
        required
        autoComplete="new-password"
        value={form.values.password}
        onChange={(e) => form.set({ password: e.target.value })}
        error={form.errors.password}
        disabled={form.busy}
      />
    </ResourceDialog>
  );
}
