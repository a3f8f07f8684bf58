import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, TextField } from '@semaphore-console/ui';
import { LogIn } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { signInSchema } from '@semaphore-console/validation';
import { baseAddress, reloadTo } from '../../navigation';
import { useValidator } from '../../forms';
import * as s from './SignIn.css';
import { SignInHelp } from './SignInHelp';
import { useSignInStore } from './signInStore';

/**
 * Sign-in (`/auth/login`, spec core §2, §4, §5, §8): username and password, both required; one
 * button per OIDC provider; the help dialog. On success the page reloads at the base address,
 * keeping the query string. An existing session goes straight to the base address.
 */
export function SignIn() {
  const { t } = useLingui();
  const { status, failure, providers, hasSession, prepare, signIn } = useSignInStore();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

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
    void signIn(checked.output.auth, checked.output.password);
  };

  return (
    <main className={s.page}>
      <form className={s.form} onSubmit={submit} noValidate aria-label={t`Sign in`}>
        <h1 className={s.title}>
          <Trans>Semaphore</Trans>
        </h1>
        {failure ? (
          <Alert tone="error">
            {failure.kind === 'credentials' ? t`Incorrect login or password.` : failure.message}
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
        <Button type="submit" variant="primary" fullWidth disabled={busy}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </Button>
        {providers.length > 0 ? (
          <div className={s.divider}>
            <Trans>or</Trans>
          </div>
        ) : null}
        {providers.map((provider) => (
          <Button
            key={provider.id}
            asChild
            fullWidth
            style={provider.color ? { background: provider.color, color: 'white' } : undefined}
          >
            <a
              href={`${baseAddress()}api/auth/oidc/${encodeURIComponent(provider.id)}/login${window.location.search}`}
            >
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
