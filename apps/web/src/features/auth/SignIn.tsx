import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, TextField } from '@semaphore-console/ui';
import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { signInSchema } from '@semaphore-console/validation';
import { authClient } from '../../server/connection';
import { baseAddress, reloadTo } from '../../lib/navigation';
import { useValidator } from '../../lib/forms';
import * as s from './SignIn.css';
import { SignInHelp } from './SignInHelp';
import { useSignInStore } from './signInStore';

// The code step (newer §N3) is downloaded only when a session waits for a second factor.
const CodeStep = lazy(async () => ({ default: (await import('./CodeStep')).CodeStep }));

/**
 * Where an OIDC sign-in returns to (newer §N3): the `return` (or 2.10's `redirect`) path the
 * sign-in page was given when it is a path of this site, else the base address with the query
 * string, as after a password sign-in (spec core §4).
 */
function oidcReturnPath(): string {
  const query = new URLSearchParams(window.location.search);
  const asked = query.get('return') ?? query.get('redirect');
  // Never `//host` or `/\host`: browsers read those as another site.
  if (asked && /^\/(?![/\\])/.test(asked)) return asked;
  return baseAddress() + window.location.search;
}

/**
 * Sign-in (`/auth/login`, spec core §2, §4, §5, §8): username and password, both required; one
 * button per LDAP directory (the same fields, sent to that directory) and per OIDC provider
 * (newer §N3); the help dialog. When the session then waits for a second factor, the code step
 * replaces the form — also on a page load in that state. On success the page reloads at the base
 * address, keeping the query string. An existing session goes straight to the base address.
 */
export function SignIn() {
  const { t } = useLingui();
  const store = useSignInStore();
  const { status, failure, providers, ldapProviders, hasSession, step, prepare, signIn } = store;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  // The LDAP directory whose button submitted the form; `undefined` for the Sign in button.
  const via = useRef<string | undefined>(undefined);

  useEffect(() => {
    void prepare();
  }, [prepare]);

  useEffect(() => {
    if (hasSession || status === 'success') reloadTo(baseAddress() + window.location.search);
  }, [hasSession, status]);

  const validate = useValidator();
  const checked = validate(signInSchema, { auth: username, password });
  const errors = touched ? checked.errors : {};
  const busy = status === 'processing' || status === 'success';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.ok) return;
    void signIn(checked.output.auth, checked.output.password, via.current);
  };

  if (step) {
    return (
      <main className={s.page}>
        <div className={s.form}>
          <h1 className={s.title}>
            <Trans>Semaphore</Trans>
          </h1>
          <Suspense fallback={null}>
            <CodeStep {...store} />
          </Suspense>
        </div>
      </main>
    );
  }

  return (
    <main className={s.page}>
      <form className={s.form} onSubmit={submit} noValidate aria-label={t`Sign in`}>
        <h1 className={s.title}>
          <Trans>Semaphore</Trans>
        </h1>
        {failure ? (
          <Alert tone="error">
            {failure.kind === 'credentials'
              ? t`Incorrect login or password.`
              : failure.kind === 'other'
                ? failure.message
                : failure.kind === 'unreachable'
                  ? t`The server cannot be reached. Try again in a moment.`
                  : t`Your sign-in has expired. Sign in again.`}
          </Alert>
        ) : null}
        <TextField
          label={t`Username`}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={busy}
          error={errors.auth}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
          error={errors.password}
        />
        <Button
          type="submit"
          variant="primary"
          fullWidth
          disabled={busy}
          onClick={() => (via.current = undefined)}
        >
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </Button>
        {providers.length + ldapProviders.length > 0 ? (
          <div className={s.divider}>
            <Trans>or</Trans>
          </div>
        ) : null}
        {ldapProviders.map((provider) => (
          <Button
            key={`ldap-${provider.id}`}
            type="submit"
            fullWidth
            disabled={busy}
            style={provider.color ? { background: provider.color, color: 'white' } : undefined}
            onClick={() => (via.current = provider.id)}
          >
            {provider.name}
          </Button>
        ))}
        {providers.map((provider) => (
          <Button
            key={provider.id}
            asChild
            fullWidth
            style={provider.color ? { background: provider.color, color: 'white' } : undefined}
          >
            <a href={authClient().auth.oidcLoginUrl(provider.id, oidcReturnPath())}>
              {provider.icon ? <LogIn aria-hidden size={16} /> : null}
              {provider.name}
            </a>
          </Button>
        ))}
        <div className={s.center}>
          <SignInHelp />
        </div>
      </form>
    </main>
  );
}
