import { Trans, useLingui } from '@lingui/react/macro';
import { canCreateProject } from '@semaphore-console/permissions';
import { Menu, MenuItem, MenuSeparator, VisuallyHidden } from '@semaphore-console/ui';
import { ChevronsUpDown, FolderInput, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useShellStore } from '../../stores/session';
import { roleTitle } from './roleTitle';
import * as s from './Layout.css';
import { ProjectAvatar } from './ProjectAvatar';

/**
 * The project selector at the top of the drawer (spec core §2): the current project with its
 * avatar and the user's role; the menu lists every project, then New project and Restore project
 * when the user may create projects.
 */
export function ProjectSelector() {
  const { t, i18n } = useLingui();
  const projects = useShellStore((st) => st.projects);
  const projectId = useShellStore((st) => st.projectId);
  const role = useShellStore((st) => (st.projectId ? st.roles[st.projectId] : undefined));
  const roles = useShellStore((st) => st.roles);
  const loadRole = useShellStore((st) => st.loadRole);
  // The menu shows the user's role in every project: load the missing ones when it opens.
  const onOpenChange = (open: boolean) => {
    if (!open) return;
    for (const p of projects) loadRole(p.id).catch(() => undefined);
  };
  const user = useShellStore((st) => st.user);
  const current = projects.find((p) => p.id === projectId);
  const canCreate = user ? canCreateProject(user) : false;
  return (
    <Menu
      aria-label={t`Projects`}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className={s.selector}>
          <VisuallyHidden>
            <Trans>Project:</Trans>{' '}
          </VisuallyHidden>
          {current ? <ProjectAvatar name={current.name} projectId={current.id} /> : null}
          <span className={s.selectorText}>
            <span className={s.selectorName}>{current?.name ?? t`No project`}</span>
            {role ? (
              <span className={s.muted}>{roleTitle(role.role, (d) => i18n._(d))}</span>
            ) : null}
          </span>
          <ChevronsUpDown aria-hidden size={16} />
        </button>
      }
    >
      {projects.map((project) => (
        <MenuItem key={project.id} asChild>
          <Link to={`/project/${project.id}`} className={s.menuProject}>
            <ProjectAvatar name={project.name} projectId={project.id} />
            <span className={s.selectorText}>
              <span>{project.name}</span>
              {roles[project.id] ? (
                <span className={s.muted}>
                  {roleTitle(roles[project.id]?.role ?? '', (d) => i18n._(d))}
                </span>
              ) : null}
            </span>
          </Link>
        </MenuItem>
      ))}
      {canCreate ? (
        <>
          {projects.length > 0 ? <MenuSeparator /> : null}
          <MenuItem asChild>
            <Link to="/project/new" className={s.menuProject}>
              <Plus aria-hidden size={16} />
              <Trans>New project</Trans>
            </Link>
          </MenuItem>
          <MenuItem asChild>
            <Link to="/project/restore" className={s.menuProject}>
              <FolderInput aria-hidden size={16} />
              <Trans>Restore project</Trans>
            </Link>
          </MenuItem>
        </>
      ) : null}
    </Menu>
  );
}
