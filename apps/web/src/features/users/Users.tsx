import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, IconButton } from '@semaphore-console/ui';
import { Check, Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EMPTY } from '../../format';
import { useShellStore } from '../../stores/session';
import type { User } from '@semaphore-console/api-client';
import * as s from '../projects/Page.css';
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
    {
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (u) => {
        const username = u.username;
        return (
          <IconButton
            label={t`Edit user ${username}`}
            icon={<Pencil aria-hidden />}
            onClick={() => setEditing(u)}
          />
        );
      },
    },
  ];
  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}>
          <Trans>Users</Trans>
        </h1>
        <Button
          variant="primary"
          icon={<Plus aria-hidden size={16} />}
          onClick={() => setEditing(null)}
        >
          <Trans>New user</Trans>
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <DataTable
        tableId="users"
        label={t`Users`}
        columns={columns}
        rows={users}
        rowKey={(u) => u.id}
        loading={loading}
      />
      <UserDialog
        user={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
