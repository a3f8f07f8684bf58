import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, DelayedProgress } from '@semaphore-console/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { startFeed } from '../server/feed';
import { usePreferences } from '../lib/preferences';
import { chooseProject, useShellStore } from '../stores/session';
import * as s from './AppRoot.css';
import { baseAddress, reloadTo } from '../lib/navigation';
import { CommandHost } from '../features/command-palette';
import { NotificationsHost } from '../features/notifications';
import { SkipLink } from '../features/shell/SkipLink';
import { signInTarget } from '../features/invites/routes';
import { useMainHeadingFocus } from '../hooks/useMainHeadingFocus';

/** Start-up progress (spec core §4 "loading"): a spinner that appears after about 1 s (§9). */
export function LoadingScreen() {
  return (
    <div className={s.center}>
      <DelayedProgress delayMs={1000} size="lg" />
    </div>
  );
}

/**
 * The start-up error screen (spec core §2, §8): the error text, Refresh page (reload) and Relogin
 * (sign out, then the sign-in page).
 */
export function ErrorScreen({ message }: { message: string | null }) {
  const signOut = useShellStore((st) => st.signOut);
  const relogin = async () => {
    await signOut().catch(() => undefined);
    reloadTo(`${baseAddress()}auth/login`);
  };
  return (
    <main className={s.center}>
      <div className={s.errorBox}>
        <h1 className={s.errorTitle}>
          <Trans>Something went wrong</Trans>
        </h1>
        <Alert tone="error">{message ?? <Trans>The console could not start.</Trans>}</Alert>
        <div className={s.actions}>
          <Button variant="primary" onClick={() => window.location.reload()}>
            <Trans>Refresh page</Trans>
          </Button>
          <Button onClick={() => void relogin()}>
            <Trans>Relogin</Trans>
          </Button>
        </div>
      </div>
    </main>
  );
}

/**
 * The application-state gate (spec core §4) around every route except sign-in: loading, error
 * screen, no session → `/auth/login` (coming back to the page asked for), else the routes. Starts the live feed once ready. Every
 * page starts with the skip link, and focus moves to the page's heading after each navigation.
 */
export function AppRoot() {
  const { t } = useLingui();
  const status = useShellStore((st) => st.status);
  const error = useShellStore((st) => st.error);
  const start = useShellStore((st) => st.start);
  const fail = useShellStore((st) => st.fail);
  const { pathname, search } = useLocation();
  useMainHeadingFocus();
  // A route's preload may have started the session already (lib/routeData.ts): one start-up.
  useEffect(() => {
    if (useShellStore.getState().status === 'loading') void start();
  }, [start]);
  useEffect(() => {
    if (status !== 'ready') return;
    return startFeed(() => fail(t`The live connection to the server could not be opened.`));
    // `t` changes with the locale; the feed must not restart then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, fail]);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'error') return <ErrorScreen message={error} />;
  // A deep link opened signed out comes back after the sign-in (`?return=`).
  if (status === 'anonymous') return <Navigate to={signInTarget(pathname + search)} replace />;
  return (
    <>
      <SkipLink />
      <ConnectionBanner />
      <Outlet />
      <CommandHost />
      <NotificationsHost />
    </>
  );
}

/** `/`: the selected project (route, remembered, first), or `/project/new` without projects. */
export function HomeRedirect() {
  const projects = useShellStore((st) => st.projects);
  const remembered = usePreferences((p) => p.lastProjectId);
  const id = chooseProject(projects, null, remembered);
  return <Navigate to={id === null ? '/project/new' : `/project/${id}`} replace />;
}
