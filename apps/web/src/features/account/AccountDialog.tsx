import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@semaphore-console/ui';
import { useState } from 'react';
import { showSnackbar } from '../../components/snackbar';
import { failureText } from '../../server/failures';
import { useShellStore } from '../../stores/session';
import { UserDialog } from '../users';
import { TwoFactorSection } from './TwoFactorSection';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';
import { useTwoFactorStore } from './twoFactorStore';

/**
 * Edit account (spec core §2): the user dialog for the signed-in user, with two-factor sign-in
 * where the server has TOTP (newer §N3). The setup and turn-off dialogs sit beside the account's
 * form, not inside it, so their buttons never submit it.
 */
export function AccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const user = useShellStore((st) => st.user);
  const hasTotp = useShellStore((st) => st.capabilities.totp);
  const disable = useTwoFactorStore((st) => st.disable);
  const [setupOpen, setSetupOpen] = useState(false);
  const [turnOffOpen, setTurnOffOpen] = useState(false);
  const [turnOffError, setTurnOffError] = useState<string | null>(null);
  if (!user) return null;
  const totp = user.totp;

  const turnOff = async () => {
    setTurnOffError(null);
    if (!totp) return;
    try {
      await disable(user.id, totp.id);
    } catch (error) {
      setTurnOffError(failureText(error));
      throw error;
    }
    showSnackbar({ message: t`Two-factor sign-in is off.`, tone: 'success' });
  };

  return (
    <>
      <UserDialog user={user} open={open} onClose={onClose} title={t`Edit account`}>
        {hasTotp && !user.external ? (
          <TwoFactorSection
            user={user}
            covered={setupOpen || turnOffOpen}
            onSetup={() => setSetupOpen(true)}
            onTurnOff={() => {
              setTurnOffError(null);
              setTurnOffOpen(true);
            }}
          />
        ) : null}
      </UserDialog>
      {hasTotp ? (
        <>
          <TwoFactorSetupDialog open={setupOpen} onClose={() => setSetupOpen(false)} />
          <ConfirmDialog
            open={turnOffOpen}
            onOpenChange={setTurnOffOpen}
            title={t`Turn off two-factor sign-in?`}
            confirmLabel={t`Turn off`}
            onConfirm={turnOff}
            error={turnOffError}
          >
            <Trans>Sign-in will then ask for your password only.</Trans>
          </ConfirmDialog>
        </>
      ) : null}
    </>
  );
}
