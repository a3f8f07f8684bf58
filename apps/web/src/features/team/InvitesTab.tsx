import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectInvite } from '@semaphore-console/api-client';
import { Badge, ConfirmDialog, IconButton, type BadgeTone } from '@semaphore-console/ui';
import { MailPlus, Send, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import * as s from '../../components/ResourceList.css';
import { TimeCell } from '../../components/TimeCell';
import { failureText } from '../../server/failures';
import { parseTime } from '../../lib/format';
import { InviteDialog, type InviteKinds } from './InviteDialog';
import { useInvitesStore } from './invitesStore';
import { ROLE_TITLES } from './roleTitles';
import { useTeamStore } from './teamStore';

/** An invite's status as shown: a pending invite past its expiry reads as expired (newer §N7). */
export function shownStatus(invite: ProjectInvite, now = Date.now()): string {
  const expires = parseTime(invite.expires_at);
  if (invite.status === 'pending' && expires && expires.getTime() < now) return 'expired';
  return invite.status;
}

const TONES: Record<string, BadgeTone> = {
  pending: 'pending',
  accepted: 'success',
  declined: 'neutral',
  expired: 'warning',
};

/**
 * The Invites tab of the team screen (newer §N7): who was invited (address or user), role,
 * status (pending, accepted, declined, expired), expiry and inviter; Invite, Resend (as a new
 * invite) and Revoke (with a confirmation) with manageProjectUsers.
 */
export function InvitesTab({
  projectId,
  canManage,
  kinds,
}: {
  projectId: number;
  canManage: boolean;
  kinds: InviteKinds;
}) {
  const { t, i18n } = useLingui();
  const { invites, loading, error, load } = useInvitesStore();
  const users = useTeamStore((st) => st.users);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<ProjectInvite | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [revokeFailure, setRevokeFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    void load(projectId);
    // The users to invite and the names of invited users (the Members tab may not have loaded).
    if (useTeamStore.getState().projectId !== projectId)
      void useTeamStore.getState().load(projectId);
  }, [projectId, load]);

  const invitee = (invite: ProjectInvite): string => {
    if (invite.email) return invite.email;
    const user = invite.user ?? users.find((u) => u.id === invite.user_id);
    if (user && (user.name || user.username))
      return user.name && user.username
        ? `${user.name} (${user.username})`
        : user.name || user.username;
    return invite.user_id === null ? '' : `#${invite.user_id}`;
  };
  const statusText = (status: string): string => {
    switch (status) {
      case 'pending':
        return t`Pending`;
      case 'accepted':
        return t`Accepted`;
      case 'declined':
        return t`Declined`;
      case 'expired':
        return t`Expired`;
      default:
        return status;
    }
  };
  const resend = async (invite: ProjectInvite) => {
    setFailure(null);
    setBusy(invite.id);
    try {
      await useInvitesStore.getState().resend(projectId, invite);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: DataColumn<ProjectInvite>[] = [
    { id: 'invitee', header: t`Invited`, hideable: false, cell: invitee },
    {
      id: 'role',
      header: t`Role`,
      cell: (i) => (ROLE_TITLES[i.role] ? i18n._(ROLE_TITLES[i.role]!) : i.role),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (i) => {
        const status = shownStatus(i);
        return <Badge tone={TONES[status] ?? 'neutral'}>{statusText(status)}</Badge>;
      },
    },
    { id: 'expires', header: t`Expires`, cell: (i) => <TimeCell value={i.expires_at} /> },
    {
      id: 'inviter',
      header: t`Invited by`,
      cell: (i) => i.inviter_user?.name || i.inviter_user?.username || '',
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (invite) => {
        const who = invitee(invite);
        return (
          <div className={s.actions}>
            {invite.status !== 'accepted' ? (
              <IconButton
                label={t`Resend invite to ${who}`}
                icon={<Send aria-hidden />}
                disabled={busy !== null}
                onClick={() => void resend(invite)}
              />
            ) : null}
            <IconButton
              label={t`Revoke invite to ${who}`}
              icon={<Trash2 aria-hidden />}
              onClick={() => setRevoking(invite)}
            />
          </div>
        );
      },
    });
  }

  const revokeName = revoking ? invitee(revoking) : '';
  return (
    <ResourceList
      title={t`Invites`}
      tableId="team-invites"
      columns={columns}
      rows={invites}
      rowKey={(i) => i.id}
      loading={loading}
      error={error ?? failure}
      onRetry={() => {
        setFailure(null);
        void load(projectId);
      }}
      canManage={canManage}
      newLabel={t`Invite`}
      onNew={() => setInviting(true)}
      emptyTitle={t`No invites`}
      emptyDescription={t`An invite lets a person join this project with a role: they accept it while signed in, by its link or token.`}
      emptyIcon={<MailPlus size={40} />}
    >
      <InviteDialog
        projectId={projectId}
        kinds={kinds}
        open={inviting}
        onClose={() => setInviting(false)}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRevoking(null);
            setRevokeFailure(null);
          }
        }}
        title={t`Revoke invite?`}
        confirmLabel={t`Revoke`}
        error={revokeFailure ?? undefined}
        onConfirm={async () => {
          if (!revoking) return true;
          setRevokeFailure(null);
          try {
            await useInvitesStore.getState().revoke(projectId, revoking);
            return true;
          } catch (error) {
            setRevokeFailure(failureText(error));
            return false;
          }
        }}
      >
        <p>
          <Trans>The invite to {revokeName} will no longer work.</Trans>
        </p>
      </ConfirmDialog>
    </ResourceList>
  );
}
