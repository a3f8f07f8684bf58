import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@semaphore-console/ui';
import { Check, Users as UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { EMPTY } from '../../lib/format';
import { useShellStore } from '../../stores/session';
import type { User } from '@semaphore-console/api-client';
import { UserDialog } from './UserDialog';
import { useUsersStore } from './usersStore';
import { totpStatus } from './totpStatus';

/** A yes/no cell: a check mark with a text for screen readers, or nothing. */
function YesNo({ value }: { value: boolean }) {
  const { t } = useLingui();
  return value ? (
    <Check aria-label={t`Yes`} role="img" size={18} />
  ) : (
    <span aria-label={t`No`}>{EMPTY}</span>
  );
}

/** Whether a user signs in with TOTP (newer §N1 `totp`): yes, a setup not confirmed yet, or no. */
function TwoFactor({ user }: { user: User }) {
  const status = totpStatus(user.totp);
  if (status === 'pending') {
    return (
      <Badge tone="warning">
        <Trans>Setup not finished</Trans>
      </Badge>
    );
  }
  return <YesNo value={status === 'on'} />;
}

/**
 * Users (`/users`, site admins): name, username, email, alert, admin, external, and two-factor
 * sign-in where the server has TOTP (newer §N3); 20 per page; New user and edit through the user
 * dialog. Non-admins go back to `/`.
 */
export function Users() {
  const { t } = useLingui();
  const admin = useShellStore((st) => st.user?.admin ?? false);
  const hasTotp = useShellStore((st) => st.capabilities.totp);
  const { users, loading, error, load } = useUsersStore();
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  useEffect(() => {
    if (admin) void load();
  }, [admin, load]);
  if (!admin) return <Navigate to="/" replace />;
  const columns: DataColumn<User>[] = [
    { id: 'name', header: t`Name`, cell: (u) => u.name, hideable: false },
    { id: 'username', header: t`Username`, cell: (u) => u.username },
    { id: 'email', header: t`Email`, cell: (u) => u.email || EMPTY },
    { id: 'alert', header: t`Alert`, cell: (u) => <YesNo value={u.alert} /> },
    { id: 'admin', header: t`Admin`, cell: (u) => <YesNo value={u.admin} /> },
    { id: 'external', header: t`External`, cell: (u) => <YesNo value={u.external} /> },
    ...(hasTotp
      ? [{ id: 'totp', header: t`Two-factor`, cell: (u: User) => <TwoFactor user={u} /> }]
      : []),
  ];
  return (
    <ResourceList
      title={t`Users`}
      tableId="users"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      // The signed-in admin is always a user: no rows yet means the first answer is awaited.
      loading={loading || (users.length === 0 && !error)}
      error={error}
      onRetry={() => void load()}
      canManage
      newLabel={t`New user`}
      onNew={() => setEditing(null)}
      emptyTitle={t`No users yet`}
      emptyDescription={t`People who sign in to this server, and who of them administers it.`}
      emptyIcon={<UsersIcon size={40} />}
      editLabel={(u) => {
        const username = u.username;
        return t`Edit user ${username}`;
      }}
      onEdit={setEditing}
    >
      <UserDialog
        user={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ResourceList>
  );
}
