import { useLingui } from '@lingui/react/macro';
import { useShellStore } from '../../stores/session';
import { UserDialog } from '../users/UserDialog';

/** Edit account (spec core §2): the user dialog for the signed-in user. */
export function AccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const user = useShellStore((st) => st.user);
  if (!user) return null;
  return <UserDialog user={user} open={open} onClose={onClose} title={t`Edit account`} />;
}
