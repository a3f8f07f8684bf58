import { Navigate, type RouteObject } from 'react-router';
import { templateRoutes } from '../features/templates/routes';
import { compareRoutes } from '../features/task-compare';
import { scheduleRoutes } from '../features/schedules/routes';
import { inventoryRoutes } from '../features/inventory/routes';
import { environmentRoutes } from '../features/environment/routes';
import { keyRoutes } from '../features/keys/routes';
import { repositoryRoutes } from '../features/repositories/routes';
import { teamRoutes } from '../features/team/routes';
import { activeTaskRoutes } from '../features/active-tasks/routes';
import { appRoutes } from '../features/apps/routes';
import { projectRunnerRoutes, siteRunnerRoutes } from '../features/runners/routes';
import { integrationRoutes } from '../features/integrations/routes';
import { inviteRoutes, withSignInReturn } from '../features/invites/routes';
import { tokenRoutes } from '../features/tokens/routes';
import { whenIdle } from '../lib/scheduling';
import { routeData, routeProjectId } from '../lib/routeData';

/*
 * Every route module is lazy (react-router's route `lazy`): the sign-in page downloads only the
 * sign-in screen, and each screen with its libraries loads when its route is first matched. The
 * route table itself (this file and the features' `routes.tsx`) holds no screen code. Feature
 * route tables are imported from their `routes.tsx` directly so that a feature's index (stores,
 * dialogs) stays out of the entry chunk.
 */

/** Loads the application-state gate (spec core §4) and the project drawer. */
const loadAppRoot = () => import('./AppRoot');
const loadLayout = () => import('../features/shell/Layout');
const loadProjectRoute = () => import('./ProjectRoute');
const loadDashboard = () => import('../features/dashboard/Dashboard');
const loadSnackbarHost = () => import('./SnackbarHost');

/**
 * What a person opens next after signing in: the gate, the drawer, the project dashboard and the
 * snackbar host.
 * Fetched when the sign-in page is idle, so the first project page needs no further round trip.
 */
export function prefetchAfterSignIn(): void {
  for (const load of [loadAppRoot, loadLayout, loadProjectRoute, loadDashboard, loadSnackbarHost]) {
    load().catch(() => undefined);
  }
}

/**
 * Routes inside `/project/{projectId}` (spec core §2), relative paths. A feature adds its routes
 * here with one import and one spread line.
 */
export const projectChildRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await loadProjectRoute()).ProjectIndex }),
  },
  {
    path: 'history',
    ...routeData(
      () => import('../features/dashboard/dashboardStore'),
      (m, p) => m.useDashboardStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({ Component: (await loadDashboard()).Dashboard }),
  },
  {
    path: 'activity',
    ...routeData(
      () => import('../features/activity/activityStore'),
      (m, p) => m.useActivityStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({
      Component: (await import('../features/activity/Activity')).Activity,
    }),
  },
  {
    path: 'settings',
    lazy: async () => ({
      Component: (await import('../features/projects/ProjectSettings')).ProjectSettings,
    }),
  },
  {
    path: 'stats',
    // The Stats tab's first view: the whole project, this week, everyone's runs (StatsView).
    ...routeData(
      () => import('../features/stats/statsStore'),
      (m, p) =>
        m.useStatsStore
          .getState()
          .load({ projectId: routeProjectId(p), templateId: null, range: 'week', userId: null }),
    ),
    lazy: async () => ({
      Component: (await import('../features/stats/ProjectStats')).ProjectStats,
    }),
  },
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
  {
    path: 'users',
    // Site admins only: other users go back to `/` without a call.
    ...routeData(
      () => Promise.all([import('../features/users/usersStore'), import('../stores/session')]),
      ([m, session]) => {
        if (session.useShellStore.getState().user?.admin) void m.useUsersStore.getState().load();
      },
    ),
    lazy: async () => ({ Component: (await import('../features/users/Users')).Users }),
  },
  // Feature routes go here, e.g. ...activeTaskRoutes,
  ...activeTaskRoutes,
  ...siteRunnerRoutes,
  ...appRoutes,
  ...tokenRoutes,
];

/**
 * What a top-level route shows while its module and its loaders' first answers arrive on a page
 * load (react-router's `HydrateFallback`): nothing, as before the first paint. Without one,
 * react-router warns on every page load.
 */
export function RouteFallback(): null {
  return null;
}

/** The whole route table of the console (spec core §2). */
export const routes: RouteObject[] = [
  {
    path: '/auth/login',
    HydrateFallback: RouteFallback,
    lazy: async () => {
      const { SignIn } = await import('../features/auth/SignIn');
      whenIdle(prefetchAfterSignIn);
      return { Component: SignIn };
    },
  },
  // Pages outside the application gate that sign a signed-out person in and come back.
  ...inviteRoutes.map((route) => ({ HydrateFallback: RouteFallback, ...route })),
  {
    path: '/',
    HydrateFallback: RouteFallback,
    lazy: async () => {
      const { AppRoot } = await loadAppRoot();
      whenIdle(() => void loadSnackbarHost().catch(() => undefined));
      return { Component: AppRoot };
    },
    children: [
      {
        index: true,
        // After a sign-in asked to come back (`?return=`), that page; else the home redirect.
        lazy: async () => ({ Component: withSignInReturn((await loadAppRoot()).HomeRedirect) }),
      },
      {
        path: 'project',
        lazy: async () => ({ Component: (await loadLayout()).Layout }),
        children: [
          { index: true, element: <Navigate to="/" replace /> },
          {
            path: 'new',
            lazy: async () => ({
              Component: (await import('../features/projects/NewProject')).NewProject,
            }),
          },
          {
            path: 'restore',
            lazy: async () => ({
              Component: (await import('../features/projects/RestoreProject')).RestoreProject,
            }),
          },
          {
            path: ':projectId',
            lazy: async () => ({ Component: (await loadProjectRoute()).ProjectRoute }),
            children: projectChildRoutes,
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('../features/shell/SiteLayout')).SiteLayout,
        }),
        children: siteRoutes,
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
