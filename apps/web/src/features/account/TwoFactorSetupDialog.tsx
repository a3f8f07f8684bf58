import { Trans, useLingui } from '@lingui/react/macro';
import { isHttpError } from '@semaphore-console/api-client/auth';
import { Alert, Button, Checkbox, Dialog, IconButton, TextField } from '@semaphore-console/ui';
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { useFocusFirstError, useResourceForm } from '../../components/ResourceDialog';
import { showSnackbar } from '../../components/snackbar';
import { copyWithSnackbar } from '../../components/useCopyCommand';
import { QrCode } from './QrCode';
import * as s from './TwoFactor.css';
import { useTwoFactorStore } from './twoFactorStore';

/**
 * A value to copy (the setup key, the setup link, the recovery code) in the code font with its
 * copy button; the snackbar says it was copied (`done`) or why it could not be.
 */
function CopyValue({
  recovery = false,
  value,
  shown = value,
  label,
  done,
}: {
  /** The recovery code: larger, on the warning tone. */
  recovery?: boolean;
  /** The value as shown (e.g. grouped in fours); default `value`. */
  shown?: string;
  /** The value copied. */
  value: string;
  /** The copy button's label (translated). */
  label: string;
  /** The snackbar after copying (translated). */
  done: string;
}) {
  const { t } = useLingui();
  const copy = () =>
    copyWithSnackbar(value, done, (reason) => t`Can't copy to clipboard: ${reason}`);
  return (
    <div className={s.copyRow}>
      <code className={recovery ? s.recovery : s.value}>{shown}</code>
      <IconButton label={label} icon={<Copy aria-hidden size={16} />} onClick={() => void copy()} />
    </div>
  );
}

/** The base32 secret of an `otpauth://totp/…?secret=…` URL, or `''`. */
function secretOf(url: string): string {
  try {
    return new URL(url).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** The key in groups of four, as authenticator apps print it (they ignore the spaces). */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Set up two-factor sign-in (newer §N3), for the setup {@link useTwoFactorStore} started, in steps:
 * the QR code and, to type or paste instead, the key and the `otpauth://` link; the recovery code,
 * shown this once, which the person must say they stored; where the server waits for it (newest
 * servers' pending `totp.state`), a current code of the app. Only its buttons close it:
 * Cancel setup removes the unfinished TOTP.
 */
export function TwoFactorSetupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { setup, qr, qrError, confirm, finish, cancel } = useTwoFactorStore();
  const form = useResourceForm({
    open,
    onClose,
    isNew: true,
    initial: () => ({ stored: false, code: '' }),
  });
  const { values, errors, failure, busy } = form;
  const steps = useRef<HTMLOListElement>(null);
  useFocusFirstError(steps, form.dialog.focusError);
  if (!setup) return null;
  const { totp, needsCode } = setup;
  const key = secretOf(totp.url);
  const hasRecovery = totp.recovery_code !== '';

  const submit = async () => {
    const value = values.code.trim();
    const nextErrors: Record<string, string> = {};
    if (hasRecovery && !values.stored) {
      nextErrors.stored = t`Confirm that you have stored the recovery code.`;
    }
    if (needsCode && value === '') nextErrors.code = t`Enter the code.`;
    form.setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    let wrongCode = false;
    const done = await form.run(async () => {
      try {
        await (needsCode ? confirm(value) : finish());
      } catch (error) {
        // INVALID_PASSCODE: the field says so, and the setup stays for another code.
        if (!isHttpError(error, 401)) throw error;
        wrongCode = true;
      }
    });
    if (wrongCode) form.setErrors({ code: t`The code is wrong or has expired. Try again.` });
    else if (done) {
      showSnackbar({ message: t`Two-factor sign-in is on.`, tone: 'success' });
      onClose();
    }
  };

  const cancelSetup = async () => {
    if (await form.run(cancel)) onClose();
  };

  return (
    <Dialog
      open={open}
      // Escape and the overlay do not close it: the recovery code would be lost unseen.
      onOpenChange={() => undefined}
      hideCloseButton
      title={t`Set up two-factor sign-in`}
      width={560}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button onClick={() => void cancelSetup()} disabled={busy}>
            <Trans>Cancel setup</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={busy}>
            <Trans>Turn on</Trans>
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ol className={s.steps} ref={steps}>
        <li className={s.step}>
          <h3 className={s.heading}>
            <Trans>Add your account to an authenticator app</Trans>
          </h3>
          <p className={s.text}>
            <Trans>
              Scan the QR code with the app, or enter the setup key or the setup link by hand.
            </Trans>
          </p>
          <QrCode png={qr} label={t`QR code for your authenticator app; the setup key is below`} />
          {qrError ? (
            <Alert tone="warning">{t`The QR code could not be loaded: ${qrError}`}</Alert>
          ) : null}
          {key ? (
            <>
              <p className={s.valueLabel}>
                <Trans>Setup key</Trans>
              </p>
              <CopyValue
                shown={grouped(key)}
                value={key}
                label={t`Copy the setup key`}
                done={t`The setup key has been copied to the clipboard.`}
              />
            </>
          ) : null}
          <p className={s.valueLabel}>
            <Trans>Setup link</Trans>
          </p>
          <CopyValue
            value={totp.url}
            label={t`Copy the setup link`}
            done={t`The setup link has been copied to the clipboard.`}
          />
        </li>
        {hasRecovery ? (
          <li className={s.step}>
            <h3 className={s.heading}>
              <Trans>Store the recovery code now</Trans>
            </h3>
            <p className={s.text}>
              <Trans>
                It is shown only this once. If you lose your authenticator app, it signs you in
                instead of a code. Keep it somewhere safe, such as a password manager.
              </Trans>
            </p>
            <CopyValue
              recovery
              value={totp.recovery_code}
              label={t`Copy the recovery code`}
              done={t`The recovery code has been copied to the clipboard.`}
            />
            <Checkbox
              label={t`I have stored the recovery code`}
              checked={values.stored}
              onCheckedChange={(stored) => form.set({ stored })}
              disabled={busy}
            />
            {errors.stored && !values.stored ? <Alert tone="error">{errors.stored}</Alert> : null}
          </li>
        ) : null}
        {needsCode ? (
          <li className={s.step}>
            <h3 className={s.heading}>
              <Trans>Confirm with a code</Trans>
            </h3>
            <TextField
              label={t`Authentication code`}
              hint={t`Enter the 6-digit code from your authenticator app.`}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
              required
              value={values.code}
              onChange={(e) => form.set({ code: e.target.value })}
              error={errors.code}
              disabled={busy}
            />
          </li>
        ) : null}
      </ol>
    </Dialog>
  );
}
