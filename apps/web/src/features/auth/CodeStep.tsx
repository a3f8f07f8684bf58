import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, TextField } from '@semaphore-console/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as s from './CodeStep.css';
import type { SignInState } from './signInStore';

/** What the code step reads from the sign-in store (passed in: see {@link CodeStep}). */
export type CodeStepProps = Pick<
  SignInState,
  | 'status'
  | 'failure'
  | 'step'
  | 'authMethods'
  | 'resent'
  | 'prepare'
  | 'verify'
  | 'resend'
  | 'leave'
>;

/**
 * The second-factor step of sign-in (newer §N3), shown after the password — or on a page load —
 * while the session waits for its code: the authenticator app's 6-digit code (`POST
 * /api/auth/verify`), a recovery code instead when the server allows it (`POST
 * /api/auth/recovery`, which switches two-factor sign-in off for the account), the e-mailed code
 * with a way to send a new one, or, when the account must first set up an authenticator app, what
 * to do. A wrong code keeps the step, the code and the focus on the field. "Use another account"
 * signs the waiting session out and shows the password form. Loaded only when needed, so the
 * sign-in page's first download does not carry it; it gets the sign-in store's state as props,
 * so the store stays in the sign-in page's chunk instead of a chunk of its own.
 */
export function CodeStep({
  status,
  failure,
  step,
  authMethods,
  resent,
  prepare,
  verify,
  resend,
  leave,
}: CodeStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const busy = status === 'processing' || status === 'success';

  // The field takes the focus when the step opens, when it switches between the app's code and
  // the recovery code, and after a failed attempt (the code stays, to be corrected).
  useEffect(() => {
    if (!busy) field.current?.focus();
  }, [busy, recovery, failure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    setEmpty(value === '');
    if (value !== '') void verify(value, recovery);
  };

  // A failure of the other kind of code is not this field's: switching hides it.
  const [dismissed, setDismissed] = useState<CodeStepProps['failure']>(null);
  const switchTo = (next: boolean) => {
    setRecovery(next);
    setCode('');
    setEmpty(false);
    setDismissed(failure);
  };

  const anotherAccount = (
    <Button fullWidth disabled={busy} onClick={() => void leave()}>
      <Trans>Use another account</Trans>
    </Button>
  );

  const shown = failure === dismissed ? null : failure;
  const errorText =
    shown?.kind === 'code'
      ? t`The code is wrong or has expired. Try again.`
      : shown?.kind === 'other'
        ? shown.message
        : shown?.kind === 'unreachable'
          ? t`The server cannot be reached. Try again in a moment.`
          : null;

  if (step === 'totp_enrollment') {
    return (
      <section className={s.stack} aria-labelledby="code-step-title">
        <h2 id="code-step-title" className={s.subtitle}>
          <Trans>Set up two-factor sign-in</Trans>
        </h2>
        <p className={s.text}>
          <Trans>
            This server requires two-factor sign-in, and your account has no authenticator app yet.
            Open Semaphore&apos;s own web interface, sign in there and follow its steps to add one,
            then choose Continue. If you cannot, ask an administrator.
          </Trans>
        </p>
        {errorText ? <Alert tone="error">{errorText}</Alert> : null}
        <Button variant="primary" fullWidth disabled={busy} onClick={() => void prepare()}>
          <Trans>Continue</Trans>
        </Button>
        {anotherAccount}
      </section>
    );
  }

  const allowRecovery = step === 'totp' && authMethods.totp?.allow_recovery === true;
  const codeLabel = recovery ? t`Recovery code` : t`Authentication code`;
  return (
    <form className={s.stack} onSubmit={submit} noValidate aria-labelledby="code-step-title">
      <h2 id="code-step-title" className={s.subtitle}>
        <Trans>Two-factor sign-in</Trans>
      </h2>
      <p className={s.text}>
        {recovery ? (
          <Trans>Enter the recovery code you saved when you set up two-factor sign-in.</Trans>
        ) : step === 'email' ? (
          <Trans>Enter the code that was sent to your e-mail address.</Trans>
        ) : (
          <Trans>Enter the 6-digit code from your authenticator app.</Trans>
        )}
      </p>
      {recovery ? (
        <Alert tone="warning">
          <Trans>
            Signing in with a recovery code switches two-factor sign-in off for your account. Set it
            up again afterwards.
          </Trans>
        </Alert>
      ) : null}
      {errorText ? <Alert tone="error">{errorText}</Alert> : null}
      {resent && !failure ? (
        <Alert tone="success">
          <Trans>A new code has been sent.</Trans>
        </Alert>
      ) : null}
      <TextField
        ref={field}
        key={recovery ? 'recovery' : 'code'}
        label={codeLabel}
        name={recovery ? 'recovery_code' : 'code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={busy}
        error={empty ? t`Enter the code.` : undefined}
      />
      <Button type="submit" variant="primary" fullWidth disabled={busy}>
        {busy ? <Trans>Verifying…</Trans> : <Trans>Verify</Trans>}
      </Button>
      {step === 'email' ? (
        <Button fullWidth disabled={busy} onClick={() => void resend()}>
          <Trans>Send a new code</Trans>
        </Button>
      ) : null}
      {allowRecovery ? (
        <div className={s.center}>
          <button type="button" className={s.switchLink} onClick={() => switchTo(!recovery)}>
            {recovery ? (
              <Trans>Use the authenticator app</Trans>
            ) : (
              <Trans>Use a recovery code</Trans>
            )}
          </button>
        </div>
      ) : null}
      {anotherAccount}
    </form>
  );
}
