import { Trans, useLingui } from '@lingui/react/macro';
import { canLeaveProject, canUpdateProject, isProjectRole } from '@semaphore-console/permissions';
import { Button, Dialog } from '@semaphore-console/ui';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useProjectContext } from '../../hooks/projectContext';
import { showSnackbar } from '../../components/snackbar';
import { useShellStore } from '../../stores/session';
import * as s from './Page.css';
import { failureText } from '../../server/failures';

/**
 * The dashboard tabs of a project (spec core §2): History, Stats (newer §N7) and Runners only when
 * the project type is `''`, Activity always, Settings only with the update-project permission. A
 * Leave project button for members who may leave (not the owner).
 */
export function ProjectTabs() {
  const { t } = useLingui();
  const { projectId, project, role, permissions, isAdmin } = useProjectContext();
  const access = { admin: isAdmin, role: isProjectRole(role) ? role : ('' as const), permissions };
  const normal = project?.type === '';
  const base = `/project/${projectId}`;
  const tabs = [
    ...(normal ? [{ to: `${base}/history`, label: t`History` }] : []),
    { to: `${base}/activity`, label: t`Activity` },
    ...(normal ? [{ to: `${base}/stats`, label: t`Stats` }] : []),
    ...(canUpdateProject(access) ? [{ to: `${base}/settings`, label: t`Settings` }] : []),
    ...(normal ? [{ to: `${base}/runners`, label: t`Runners` }] : []),
  ];
  return (
    <div className={s.header}>
      <h1 className={s.title}>{project?.name}</h1>
      {canLeaveProject(access) ? <LeaveProjectButton /> : null}
      <nav className={s.tabs} aria-label={t`Dashboard`} style={{ flexBasis: '100%' }}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={s.tab}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

/** Leave project (`DELETE /api/project/{id}/me`) with a confirmation; then the first remaining one. */
function LeaveProjectButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { projectId, project } = useProjectContext();
  const leaveProject = useShellStore((st) => st.leaveProject);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = project?.name ?? '';
  const leave = async () => {
    try {
      const next = await leaveProject(projectId);
      setOpen(false);
      navigate(next === null ? '/project/new' : `/project/${next}`);
    } catch (error) {
      setFailure(failureText(error));
      showSnackbar({ message: failureText(error), tone: 'error' });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t`Leave project?`}
      trigger={
        <Button icon={<LogOut aria-hidden size={16} />}>
          <Trans>Leave project</Trans>
        </Button>
      }
      footer={
        <>
          <Button onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={() => void leave()}>
            <Trans>Leave</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>You will no longer see the project {name}.</Trans>
      </p>
      {failure ? <p role="alert">{failure}</p> : null}
    </Dialog>
  );
}
