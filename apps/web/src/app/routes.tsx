import { Navigate, type RouteObject } from 'react-router';
import { Activity } from '../features/activity/Activity';
import { SignIn } from '../features/auth/SignIn';
import { Dashboard } from '../features/dashboard/Dashboard';
import { NewProject } from '../features/projects/NewProject';
import { ProjectSettings } from '../features/projects/ProjectSettings';
import { RestoreProject } from '../features/projects/RestoreProject';
import { Layout } from '../features/shell/Layout';
import { templateRoutes } from '../features/templates';
import { compareRoutes } from '../features/task-compare';
import { scheduleRoutes } from '../features/schedules';
import { inventoryRoutes } from '../features/inventory';
import { environmentRoutes } from '../features/environment';
import { keyRoutes } from '../features/keys';
import { repositoryRoutes } from '../features/repositories';
import { teamRoutes } from '../features/team';
import { activeTaskRoutes } from '../features/active-tasks';
import { appRoutes } from '../features/apps';
import { projectRunnerRoutes, siteRunnerRoutes } from '../features/runners';
import { integrationRoutes } from '../features/integrations';
import { SiteLayout } from '../features/shell/SiteLayout';
import { Users } from '../features/users/Users';
import { AppRoot, HomeRedirect } from './AppRoot';
import { ProjectIndex, ProjectRoute } from './ProjectRoute';

/**
 * Routes inside `/project/{projectId}` (spec core §2), relative paths. A feature adds its routes
 * here with one import and one spread line.
 */
export const projectChildRoutes: RouteObject[] = [
  { index: true, element: <ProjectIndex /> },
  { path: 'history', element: <Dashboard /> },
  { path: 'activity', element: <Activity /> },
  { path: 'settings', element: <ProjectSettings /> },
  // Feature routes go here, e.g. ...templateRoutes,
  ...compareRoutes,
  ...templateRoutes,
  ...scheduleRoutes,
  ...inventoryRoutes,
  ...environmentRoutes,
  ...keyRoutes,
  ...repositoryRoutes,
  ...teamRoutes,
  ...projectRunnerRoutes,
  ...integrationRoutes,
  { path: '*', element: <Navigate to=".." replace /> },
];

/** Site-wide routes outside projects (spec core §2): admin screens, without the drawer. */
export const siteRoutes: RouteObject[] = [
  { path: 'users', element: <Users /> },
  // Feature routes go here, e.g. ...activeTaskRoutes,
  ...activeTaskRoutes,
  ...siteRunnerRoutes,
  ...appRoutes,
];

/** The whole route table of the console (spec core §2). */
export const routes: RouteObject[] = [
  { path: '/auth/login', element: <SignIn /> },
  {
    path: '/',
    element: <AppRoot />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'project',
        element: <Layout />,
        children: [
          { index: true, element: <Navigate to="/" replace /> },
          { path: 'new', element: <NewProject /> },
          { path: 'restore', element: <RestoreProject /> },
          { path: ':projectId', element: <ProjectRoute />, children: projectChildRoutes },
        ],
      },
      { element: <SiteLayout />, children: siteRoutes },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
