import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Menu,
  VisuallyHidden,
  MenuItem,
  MenuLabel,
  MenuSeparator,
} from '@semaphore-console/ui';
import { Activity, Key, KeyRound, LogOut, Server, UserPen, Users } from 'lucide-react';
import { useState } from 'react';
import { baseAddress, reloadTo } from '../../lib/navigation';
import { useShellStore } from '../../stores/session';
import { AccountDialog, ChangePasswordDialog } from '../account';
import { NotificationsMenuItem } from '../notifications';
import * as s from './Layout.css';
import { MenuLink } from './MenuLink';

/**
 * The user menu at the bottom of the drawer (spec core §2): version, Users, Active tasks and
 * Runners (admins only; Runners only with remote runners), Edit account, Change password,
 * API tokens (`/tokens`, API §2.6), Sign out, and an admin chip.
 */
export function UserMenu() {
  const { t } = useLingui();
  const user = useShellStore((st) => st.user);
  const info = useShellStore((st) => st.info);
  const remoteRunner = useShellStore((st) => st.capabilities.useRemoteRunner);
  const signOut = useShellStore((st) => st.signOut);
  const [dialog, setDialog] = useState<'account' | 'password' | null>(null);
  if (!user) return null;
  const version = info?.version ?? '';
  const leave = async () => {
    await signOut().catch(() => undefined);
    reloadTo(`${baseAddress()}auth/login`);
  };
  return (
    <>
      <Menu
        side="top"
        aria-label={t`User menu`}
        trigger={
          <Button variant="ghost" fullWidth className={s.bottomButton}>
            <VisuallyHidden>
              <Trans>User menu:</Trans>{' '}
            </VisuallyHidden>
            <span>{user.name}</span>
            {user.admin ? (
              <Badge tone="info">
                <Trans>admin</Trans>
              </Badge>
            ) : null}
          </Button>
        }
      >
        <MenuLabel>
          <Trans>Version {version}</Trans>
        </MenuLabel>
        <MenuSeparator />
        {user.admin ? (
          <>
            <MenuLink to="/users" icon={Users}>
              <Trans>Users</Trans>
            </MenuLink>
            <MenuLink to="/tasks" icon={Activity}>
              <Trans>Active tasks</Trans>
            </MenuLink>
            {remoteRunner ? (
              <MenuLink to="/runners" icon={Server}>
                <Trans>Runners</Trans>
              </MenuLink>
            ) : null}
            <MenuSeparator />
          </>
        ) : null}
        <NotificationsMenuItem />
        <MenuSeparator />
        <MenuItem icon={<UserPen aria-hidden size={16} />} onSelect={() => setDialog('account')}>
          <Trans>Edit account</Trans>
        </MenuItem>
        {user.external ? null : (
          <MenuItem
            icon={<KeyRound aria-hidden size={16} />}
            onSelect={() => setDialog('password')}
          >
            <Trans>Change password</Trans>
          </MenuItem>
        )}
        <MenuLink to="/tokens" icon={Key}>
          <Trans>API tokens</Trans>
        </MenuLink>
        <MenuItem icon={<LogOut aria-hidden size={16} />} onSelect={() => void leave()}>
          <Trans>Sign out</Trans>
        </MenuItem>
      </Menu>
      <AccountDialog open={dialog === 'account'} onClose={() => setDialog(null)} />
      <ChangePasswordDialog
        userId={user.id}
        open={dialog === 'password'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
