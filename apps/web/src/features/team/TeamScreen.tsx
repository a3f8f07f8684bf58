import { Trans, useLingui } from '@lingui/react/macro';
import { type ProjectUser } from '@semaphore-console/api-client';
import { canLeaveProject, type ProjectAccess } from '@semaphore-console/permissions';
import { Button, ConfirmDialog, Tab, TabList, TabPanel, Tabs } from '@semaphore-console/ui';
import { LogOut, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import * as s from '../../components/ResourceList.css';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { useShellStore } from '../../stores/session';
import { inviteKinds } from './InviteDialog';
import { InvitesTab } from './InvitesTab';
import { MemberDialog } from './MemberDialog';
import * as css from './team.css';
import { ROLE_TITLES } from './roleTitles';
import { useTeamStore } from './teamStore';
import { failureText } from '../../server/failures';

/** Leave project (`DELETE …/me`): disabled with the reason for the owner (spec resources §6). */
function LeaveProject({ role }: { role: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { projectId, project } = useProjectContext();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (role === '') return null;
  const allowed = canLeaveProject({
    admin: false,
    role: role as ProjectAccess['role'],
    permissions: 0,
  });
  const name = project?.name ?? '';
  const reasonId = 'leave-project-reason';
  return (
    <>
      {allowed ? (
        <Button icon={<LogOut aria-hidden size={16} />} onClick={() => setOpen(true)}>
          <Trans>Leave project</Trans>
        </Button>
      ) : (
        <>
          <Button icon={<LogOut aria-hidden size={16} />} disabled aria-describedby={reasonId}>
            <Trans>Leave project</Trans>
          </Button>
          <span id={reasonId} className={s.muted}>
            <Trans>The owner cannot leave the project.</Trans>
          </span>
        </>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Leave project?`}
        confirmLabel={t`Leave`}
        error={failure ?? undefined}
        onConfirm={async () => {
          setFailure(null);
          try {
            const next = await useShellStore.getState().leaveProject(projectId);
            navigate(next === null ? '/project/new' : `/project/${next}`);
            return true;
          } catch (error) {
            setFailure(failureText(error));
            return false;
          }
        }}
      >
        <p>
          <Trans>You will no longer see the project {name}.</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Team (`/project/{id}/team`, spec resources §2). When the server has project invites (newer §N7,
 * `/api/info` `teams.invites_enabled`), two tabs: Members and Invites (`?tab=invites`); without
 * them, the members alone, as on 2.10.
 */
export function TeamScreen() {
  const { t } = useLingui();
  const { projectId, can } = useProjectContext();
  const teams = useShellStore((st) => st.capabilities.teams);
  const [search, setSearch] = useSearchParams();
  if (!teams.invitesEnabled) return <MembersList />;
  const tab = search.get('tab') === 'invites' ? 'invites' : 'members';
  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setSearch(next === 'invites' ? { tab: 'invites' } : {}, { replace: true })
      }
    >
      <div className={css.tabs}>
        <TabList aria-label={t`Team`}>
          <Tab value="members">
            <Trans>Members</Trans>
          </Tab>
          <Tab value="invites">
            <Trans>Invites</Trans>
          </Tab>
        </TabList>
      </div>
      <TabPanel value="members" className={css.panel}>
        <MembersList />
      </TabPanel>
      <TabPanel value="invites" className={css.panel}>
        <InvitesTab
          projectId={projectId}
          canManage={can(Permission.manageProjectUsers)}
          kinds={inviteKinds(teams.inviteType)}
        />
      </TabPanel>
    </Tabs>
  );
}

/**
 * The members (spec resources §2): name, username and role (by its title); add, change role and
 * remove with manageProjectUsers; Leave project for the current user (not the owner).
 */
function MembersList() {
  const { t, i18n } = useLingui();
  const { projectId, can, role } = useProjectContext();
  const canManage = can(Permission.manageProjectUsers);
  const { members, loading, error, load } = useTeamStore();
  const [editing, setEditing] = useState<ProjectUser | null | undefined>(undefined);
  useEffect(() => {
    if (projectId) void load(projectId);
  }, [projectId, load]);
  const columns: DataColumn<ProjectUser>[] = [
    { id: 'name', header: t`Name`, hideable: false, cell: (m) => m.name },
    { id: 'username', header: t`Username`, cell: (m) => m.username },
    {
      id: 'role',
      header: t`Role`,
      cell: (m) => (ROLE_TITLES[m.role] ? i18n._(ROLE_TITLES[m.role]!) : m.role),
    },
  ];
  return (
    <ResourceList
      title={t`Team`}
      tableId="team"
      columns={columns}
      rows={members}
      rowKey={(m) => m.id}
      loading={loading}
      error={error}
      onRetry={() => void load(projectId)}
      canManage={canManage}
      newLabel={t`Add team member`}
      onNew={() => setEditing(null)}
      emptyTitle={t`No team members`}
      emptyDescription={t`Team members are the users who can open this project, each with a role that says what they may do.`}
      emptyIcon={<UsersRound size={40} />}
      editLabel={(m) => t`Change role of ${m.username}`}
      onEdit={setEditing}
      deleteLabel={(m) => t`Remove ${m.username}`}
      deleteTarget={(m) => useTeamStore.getState().removeTarget(projectId, m)}
      headerExtra={<LeaveProject role={role} />}
    >
      <MemberDialog
        projectId={projectId}
        member={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ResourceList>
  );
}
