import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordSchema } from '@semaphore-console/validation';
import { Alert, Button, Dialog, TextField } from '@semaphore-console/ui';
import { useEffect, useState } from 'react';
import { useValidator } from '../../forms';
import { useUsersStore } from '../users';
import { failureText } from '../../failures';

/**
 * Change password (spec core §2, §5; `POST /api/users/{id}/password`): the new password is
 * required. Errors stay in the open dialog.
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setPassword('');
      setError(undefined);
      setFailure(null);
    }
  }, [open]);
  const submit = async () => {
    const result = validate(changePasswordSchema, { password });
    setError(result.errors.password);
    if (!result.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      await changePassword(userId, result.output.password);
      onClose();
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Change password`}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            <Trans>Change password</Trans>
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t`New password`}
        type="password"
        required
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        disabled={busy}
      />
    </Dialog>
  );
}
