import { Trans, useLingui } from '@lingui/react/macro';

/** Sign-in screen (spec core §2): username and password, both required. */
export function SignIn() {
  const { t } = useLingui();
  return (
    <main>
      <form style={{ width: 300, margin: '10vh auto' }} aria-label={t`Sign in`}>
        <h1>
          <Trans>Semaphore</Trans>
        </h1>
        <label>
          <Trans>Username</Trans>
          <input name="username" autoComplete="username" required />
        </label>
        <label>
          <Trans>Password</Trans>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit">
          <Trans>Sign in</Trans>
        </button>
      </form>
    </main>
  );
}
