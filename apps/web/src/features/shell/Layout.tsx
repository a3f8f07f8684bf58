import { Trans, useLingui } from '@lingui/react/macro';
import { IconButton, Switch } from '@semaphore-console/ui';
import {
  Activity,
  AppWindow,
  Calendar,
  Cable,
  GitBranch,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  Menu as MenuIcon,
  Server,
  SlidersHorizontal,
  Users,
  UsersRound,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { prefetchRoute } from '../../lib/prefetch';
import { resolveTheme, preferences, usePreferences } from '../../lib/preferences';
import { selectCurrentProject, useShellStore } from '../../stores/session';
import { LanguageMenu } from './LanguageMenu';
import { MAIN_CONTENT_ID } from '../../hooks/useMainHeadingFocus';
import * as s from './Layout.css';
import { ProjectSelector } from './ProjectSelector';
import { UserMenu } from './UserMenu';

interface Entry {
  to: string;
  label: string;
  icon: ReactNode;
  /** Other paths under the project that also mark this entry active. */
  alsoActive?: readonly string[];
}

/**
 * The drawer entries of a project (spec core §2): templates, schedule, inventory, environment,
 * key store, repositories and integrations only when the project type is `''`; dashboard and team
 * always.
 */
export function useDrawerEntries(projectId: number | null, projectType: string): Entry[] {
  const { t } = useLingui();
  if (projectId === null) return [];
  const base = `/project/${projectId}`;
  const icon = (node: ReactNode) => node;
  const normal = projectType === '';
  return [
    {
      to: normal ? `${base}/history` : `${base}/activity`,
      label: t`Dashboard`,
      icon: icon(<LayoutDashboard aria-hidden size={18} />),
      alsoActive: [`${base}/history`, `${base}/activity`, `${base}/settings`, `${base}/runners`],
    },
    ...(normal
      ? [
          {
            to: `${base}/templates`,
            label: t`Task templates`,
            icon: <ListChecks aria-hidden size={18} />,
            alsoActive: [`${base}/views`],
          },
          { to: `${base}/schedule`, label: t`Schedule`, icon: <Calendar aria-hidden size={18} /> },
          { to: `${base}/inventory`, label: t`Inventory`, icon: <Server aria-hidden size={18} /> },
          {
            to: `${base}/environment`,
            label: t`Environment`,
            icon: <SlidersHorizontal aria-hidden size={18} />,
          },
          { to: `${base}/keys`, label: t`Key store`, icon: <KeyRound aria-hidden size={18} /> },
          {
            to: `${base}/repositories`,
            label: t`Repositories`,
            icon: <GitBranch aria-hidden size={18} />,
          },
          {
            to: `${base}/integrations`,
            label: t`Integrations`,
            icon: <Cable aria-hidden size={18} />,
            alsoActive: [`${base}/integration`],
          },
        ]
      : []),
    { to: `${base}/team`, label: t`Team`, icon: <UsersRound aria-hidden size={18} /> },
  ];
}

/**
 * The drawer entries of the site-wide admin screens (spec core §2 `/users`, `/tasks`, `/runners`,
 * `/apps`; spec resources): admins only, Runners only when the server uses remote runners.
 */
export function useSiteEntries(): Entry[] {
  const { t } = useLingui();
  const admin = useShellStore((st) => st.user?.admin ?? false);
  const remoteRunner = useShellStore((st) => st.capabilities.useRemoteRunner);
  if (!admin) return [];
  return [
    { to: '/users', label: t`Users`, icon: <Users aria-hidden size={18} /> },
    { to: '/tasks', label: t`Active tasks`, icon: <Activity aria-hidden size={18} /> },
    ...(remoteRunner
      ? [{ to: '/runners', label: t`Runners`, icon: <Server aria-hidden size={18} /> }]
      : []),
    { to: '/apps', label: t`Apps`, icon: <AppWindow aria-hidden size={18} /> },
  ];
}

/** The dark-mode switch (spec core §1): follows the system until the person picks; remembered. */
export function DarkModeSwitch() {
  const { t } = useLingui();
  const choice = usePreferences((p) => p.theme);
  const dark = resolveTheme(choice) === 'dark';
  return (
    <div className={s.switchRow}>
      <Switch
        label={t`Dark mode`}
        checked={dark}
        onCheckedChange={(on) => preferences.getState().setTheme(on ? 'dark' : 'light')}
      />
    </div>
  );
}

/**
 * The layout of `/project/…` pages (spec core §2): the 260 px drawer with the project selector,
 * the entries, dark mode, language and user menus; below 960 px a toggled overlay. With `site`,
 * the frame of the admin screens (`/users`, `/tasks`, `/runners`, `/apps`): the same drawer with
 * the administration entries instead of the project's, so they keep the user menu and a way back.
 */
export function Layout({ children, site = false }: { children?: ReactNode; site?: boolean }) {
  const { t } = useLingui();
  const project = useShellStore(selectCurrentProject);
  const projectId = useShellStore((st) => st.projectId);
  const projectEntries = useDrawerEntries(projectId, project?.type ?? '');
  const siteEntries = useSiteEntries();
  const entries = site ? siteEntries : projectEntries;
  const selectProject = useShellStore((st) => st.selectProject);
  const hasProjects = useShellStore((st) => st.projects.length > 0);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Outside a project route (/project/new, /project/restore) the drawer still shows the
  // remembered or first project (spec core §4 selection order).
  useEffect(() => {
    if (projectId === null && hasProjects) selectProject(null);
  }, [projectId, hasProjects, selectProject]);
  useEffect(() => setOpen(false), [pathname]);
  // The document title names the page and where it is ("Task templates · Data Pipelines"), so
  // tabs and the history list are readable.
  const current = entries.find((entry) =>
    [entry.to, ...(entry.alsoActive ?? [])].some(
      (p) => pathname === p || pathname.startsWith(`${p}/`),
    ),
  );
  const place = site ? t`Semaphore` : (project?.name ?? t`Semaphore`);
  const documentTitle = current ? `${current.label} · ${place}` : place;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className={s.shell}>
      <aside
        id="drawer"
        className={`${s.drawer} ${open ? s.drawerOpen : ''}`}
        aria-label={t`Navigation`}
      >
        <ProjectSelector />
        {entries.length > 0 ? (
          <nav className={s.nav} aria-label={site ? t`Administration` : t`Project`}>
            {entries.map((entry) => {
              const active = entry === current;
              return (
                <NavLink
                  key={entry.to}
                  to={entry.to}
                  className={s.navLink}
                  aria-current={active ? 'page' : undefined}
                  onMouseEnter={() => prefetchRoute(entry.to)}
                  onFocus={() => prefetchRoute(entry.to)}
                >
                  {entry.icon}
                  {entry.label}
                </NavLink>
              );
            })}
          </nav>
        ) : null}
        <div className={s.bottom}>
          <DarkModeSwitch />
          <LanguageMenu />
          <UserMenu />
        </div>
      </aside>
      {open ? (
        <button
          type="button"
          className={s.backdrop}
          aria-label={t`Close menu`}
          onClick={() => setOpen(false)}
        />
      ) : null}
      <div className={s.main}>
        <header className={s.mobileBar}>
          <IconButton
            label={open ? t`Close menu` : t`Open menu`}
            icon={<MenuIcon aria-hidden />}
            aria-expanded={open}
            aria-controls="drawer"
            onClick={() => setOpen(!open)}
          />
          <span className={s.mobileTitle}>
            {site && entries.length > 0 ? (
              <Trans>Administration</Trans>
            ) : site ? (
              <Trans>Semaphore</Trans>
            ) : (
              (project?.name ?? <Trans>Semaphore</Trans>)
            )}
          </span>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={s.content}>
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
