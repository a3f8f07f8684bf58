import { Trans } from '@lingui/react/macro';
import type { CurrentUser } from '@semaphore-console/api-client';
import { Alert, Badge, Button } from '@semaphore-console/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { failureText } from '../../server/failures';
import { totpStatus } from '../users';
import * as s from './TwoFactor.css';
import { useTwoFactorStore } from './twoFactorStore';

/**
 * Two-factor sign-in in Edit account (newer §N1, §N3): whether the account's TOTP is on (the
 * user's `totp`), and Turn on (sets it up, then `onSetup` opens the setup dialog) or Turn off
 * (`onTurnOff` asks first). Shown only where the server has TOTP (the capability map's `totp`).
 * While `covered` (one of those dialogs is open above Edit account) the dialog it sits in is
 * inert: hidden from assistive technology and out of the focus order, not just hidden.
 */
export function TwoFactorSection({
  user,
  covered,
  onSetup,
  onTurnOff,
}: {
  user: CurrentUser;
  covered: boolean;
  onSetup: () => void;
  onTurnOff: () => void;
}) {
  const headingId = useId();
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const dialog = covered ? root.current?.closest('[role="dialog"]') : null;
    if (!dialog) return;
    dialog.setAttribute('inert', '');
    return () => dialog.removeAttribute('inert');
  }, [covered]);
  const start = useTwoFactorStore((st) => st.start);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const status = totpStatus(user.totp);

  const turnOn = async () => {
    setStarting(true);
    setFailure(null);
    try {
      await start(user.id);
      onSetup();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <section ref={root} className={s.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.heading}>
        <Trans>Two-factor sign-in</Trans>
      </h3>
      <div className={s.status}>
        {status === 'on' ? (
          <Badge tone="success">
            <Trans>On</Trans>
          </Badge>
        ) : status === 'pending' ? (
          <Badge tone="warning">
            <Trans>Setup not finished</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Trans>Off</Trans>
          </Badge>
        )}
        <p className={s.text}>
          {status === 'on' ? (
            <Trans>Sign-in asks for a code from your authenticator app.</Trans>
          ) : (
            <Trans>Sign-in asks for your password only.</Trans>
          )}
        </p>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {/* One button, so that focus comes back to it when a dialog it opened closes. */}
      <Button
        loading={starting}
        aria-describedby={headingId}
        onClick={() => (status === 'on' ? onTurnOff() : void turnOn())}
      >
        {status === 'on' ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
      </Button>
    </section>
  );
}
