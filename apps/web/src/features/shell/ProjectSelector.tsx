import { Trans, useLingui } from '@lingui/react/macro';
import type { Project } from '@semaphore-console/api-client';
import { canCreateProject } from '@semaphore-console/permissions';
import { Menu, MenuItem, MenuSeparator, VisuallyHidden } from '@semaphore-console/ui';
import { ChevronsUpDown, FolderInput, Plus } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useShellStore } from '../../stores/session';
import { roleTitle } from './roleTitle';
import * as s from './Layout.css';
import { MenuLink } from './MenuLink';
import { ProjectAvatar } from './ProjectAvatar';
import { useProjectWindow, type ProjectWindow } from './projectWindow';

/**
 * The project selector at the top of the drawer (spec core §2): the current project with its
 * avatar and the user's role; the menu lists every project with the user's role in it, then New
 * project and Restore project when the user may create projects. A long list (a large
 * installation's hundreds of projects) draws only the rows in view ({@link useProjectWindow}).
 */
export function ProjectSelector() {
  const { t, i18n } = useLingui();
  const projects = useShellStore((st) => st.projects);
  const projectId = useShellStore((st) => st.projectId);
  const role = useShellStore((st) => (st.projectId ? st.roles[st.projectId] : undefined));
  const user = useShellStore((st) => st.user);
  const current = projects.find((p) => p.id === projectId);
  const canCreate = user ? canCreateProject(user) : false;
  return (
    <Menu
      aria-label={t`Projects`}
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
      <ProjectMenuItems projects={projects} canCreate={canCreate} />
    </Menu>
  );
}

/** The entries of the open project menu: the projects (windowed when long), then the actions. */
function ProjectMenuItems({
  projects,
  canCreate,
}: {
  projects: readonly Project[];
  canCreate: boolean;
}) {
  const list = useRef<HTMLDivElement>(null);
  const projectWindow = useProjectWindow(list, projects.length, { endIsLast: !canCreate });
  const { windowed, rows, totalSize, onKeyDown } = projectWindow;
  const items = rows.map(({ index, start }) => {
    const project = projects[index]!;
    return (
      <ProjectItem
        key={project.id}
        project={project}
        index={index}
        start={windowed ? start : undefined}
        projectWindow={projectWindow}
      />
    );
  });
  return (
    <>
      {windowed ? (
        <div ref={list} className={s.projectWindow} style={{ height: totalSize }}>
          {items}
        </div>
      ) : (
        items
      )}
      {canCreate ? (
        <>
          {projects.length > 0 ? <MenuSeparator /> : null}
          <MenuLink
            to="/project/new"
            icon={Plus}
            onKeyDown={(event) => onKeyDown(event, 'first-action')}
          >
            <Trans>New project</Trans>
          </MenuLink>
          <MenuLink
            to="/project/restore"
            icon={FolderInput}
            onKeyDown={(event) => onKeyDown(event, 'action')}
          >
            <Trans>Restore project</Trans>
          </MenuLink>
        </>
      ) : null}
    </>
  );
}

/**
 * One project of the menu, with the user's role in it: read when the row is drawn (one request
 * per project shown, spec core §2), and only this row is drawn again when it arrives.
 */
function ProjectItem({
  project,
  index,
  start,
  projectWindow,
}: {
  project: Project;
  index: number;
  /** Offset of a windowed row from the list's top, in px; `undefined` in a short list. */
  start: number | undefined;
  projectWindow: ProjectWindow;
}) {
  const { i18n } = useLingui();
  const role = useShellStore((st) => st.roles[project.id]);
  const loadRole = useShellStore((st) => st.loadRole);
  useEffect(() => {
    loadRole(project.id).catch(() => undefined);
  }, [project.id, loadRole]);
  return (
    <MenuItem asChild>
      <Link
        to={`/project/${project.id}`}
        className={[s.menuProject, start === undefined ? '' : s.projectWindowRow].join(' ')}
        data-index={index}
        ref={start === undefined ? undefined : projectWindow.measure}
        style={start === undefined ? undefined : { transform: `translateY(${start}px)` }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => projectWindow.onKeyDown(event, index)}
      >
        <ProjectAvatar name={project.name} projectId={project.id} />
        <span className={s.selectorText}>
          <span>{project.name}</span>
          {role ? <span className={s.muted}>{roleTitle(role.role, (d) => i18n._(d))}</span> : null}
        </span>
      </Link>
    </MenuItem>
  );
}
