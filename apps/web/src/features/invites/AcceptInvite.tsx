import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, DelayedProgress, TextField } from '@semaphore-console/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMainHeadingFocus } from '../../hooks/useMainHeadingFocus';
import { useShellStore } from '../../stores/session';
import * as s from './AcceptInvite.css';
import { useAcceptStore, type AcceptFailure } from './acceptStore';
import { signInFor } from './signInReturn';

/** What the person reads after a failed accept: the server's answer in plain words. */
function FailureText({ failure, message }: { failure: AcceptFailure; message: string | null }) {
  switch (failure) {
    case 'expired':
      return (
        <Trans>
          This invitation has expired or was already used. Ask a project manager for a new one.
        </Trans>
      );
    case 'notYours':
      return (
        <Trans>This invitation is for another account. Sign in as the person it was sent to.</Trans>
      );
    case 'member':
      return <Trans>You are already a member of this project.</Trans>;
    case 'unknown':
      return (
        <Trans>
          This invitation does not exist. Check the link, or ask a project manager for a new one.
        </Trans>
      );
    default:
      return <>{message}</>;
  }
}

/**
 * Accept invitation (`/accept-invite?token=…`, newer §N7; the stock console's route): outside the
 * application gate, so a signed-out person is sent to sign in and comes back here. Signed in, it
 * names the account and accepts with one button (a token can be typed when the link has none); on
 * success it opens the project; the server's refusals (expired, not yours, already a member,
 * unknown) read in plain words.
 */
export function AcceptInvite() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const status = useShellStore((st) => st.status);
  const error = useShellStore((st) => st.error);
  const user = useShellStore((st) => st.user);
  const start = useShellStore((st) => st.start);
  const signOut = useShellStore((st) => st.signOut);
  const { status: accepting, failure, message, accept } = useAcceptStore();
  const linkToken = search.get('token') ?? '';
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  useMainHeadingFocus();

  useEffect(() => {
    // Opened from the console the shell is ready; opened from a link it starts here.
    if (useShellStore.getState().status !== 'ready') void start();
    useAcceptStore.setState({ status: 'idle', failure: null, message: null });
  }, [start]);

  if (status === 'anonymous') {
    return <Navigate to={signInFor(location.pathname + location.search)} replace />;
  }
  if (status === 'loading') {
    return (
      <main className={s.page}>
        <DelayedProgress delayMs={1000} size="lg" />
      </main>
    );
  }

  const token = linkToken || typed.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (token === '') return;
    const projectId = await accept(token);
    if (projectId !== null) navigate(projectId > 0 ? `/project/${projectId}` : '/');
  };
  const signInAsOther = async () => {
    await signOut().catch(() => undefined);
  };
  const busy = accepting === 'accepting' || accepting === 'accepted';
  const username = user?.name || user?.username || '';

  return (
    <main className={s.page}>
      <form className={s.card} onSubmit={(e) => void submit(e)} noValidate>
        <h1 className={s.title}>
          <Trans>Accept invitation</Trans>
        </h1>
        {status === 'error' ? <Alert tone="error">{error}</Alert> : null}
        {username ? (
          <p className={s.muted}>
            <Trans>Signed in as {username}.</Trans>
          </p>
        ) : null}
        <p>
          <Trans>
            Accepting makes you a member of the project you were invited to, with the role the
            invitation gives.
          </Trans>
        </p>
        {linkToken ? null : (
          <TextField
            label={t`Invitation token`}
            required
            autoComplete="off"
            mono
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={touched && token === '' ? t`Enter the token from the invitation.` : undefined}
            disabled={busy}
          />
        )}
        {failure ? (
          <Alert tone="error">
            <FailureText failure={failure} message={message} />
          </Alert>
        ) : null}
        <div className={s.actions}>
          <Button type="submit" variant="primary" loading={busy} disabled={status !== 'ready'}>
            <Trans>Accept invitation</Trans>
          </Button>
          {failure === 'notYours' ? (
            <Button onClick={() => void signInAsOther()}>
              <Trans>Sign in as someone else</Trans>
            </Button>
          ) : null}
          {failure === 'member' || failure === 'expired' || failure === 'unknown' ? (
            <Link to="/">
              <Trans>Go to your projects</Trans>
            </Link>
          ) : null}
        </div>
      </form>
    </main>
  );
}
