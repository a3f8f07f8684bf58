import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@semaphore-console/ui';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';
import { copyWithSnackbar } from '../../components/useCopyCommand';
import * as s from './tokens.css';

/**
 * Shown once after a token is created (API §2.6, newer §N1: the whole secret is only in the create
 * answer): the token in a read-only field, a Copy button (the Clipboard API; "The token has been
 * copied to the clipboard." or "Can't copy the token: {reason}", spec resources §8) and the
 * warning that it will not be shown again. Closing forgets the secret.
 */
export function TokenCreatedDialog({
  secret,
  onClose,
}: {
  /** The new token, or `null` when closed. */
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [secret]);
  const copy = async () => {
    if (secret === null) return;
    const done = await copyWithSnackbar(
      secret,
      t`The token has been copied to the clipboard.`,
      (reason) => t`Can't copy the token: ${reason}`,
    );
    if (done) setCopied(true);
  };
  return (
    <ShownOnceDialog
      open={secret !== null}
      onClose={onClose}
      title={t`API token created`}
      width={560}
      warning={<Trans>Copy the token now: you will not see it again.</Trans>}
    >
      <div className={s.secretRow}>
        <TextField
          className={s.secretField}
          label={t`Token`}
          value={secret ?? ''}
          readOnly
          mono
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          className={s.copyButton}
          icon={copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
          onClick={() => void copy()}
        >
          {copied ? <Trans>Copied</Trans> : <Trans>Copy token</Trans>}
        </Button>
      </div>
      <p className={s.muted}>
        <Trans>
          Send it as the header <code className={s.inlineCode}>Authorization: Bearer …</code>
        </Trans>
      </p>
    </ShownOnceDialog>
  );
}
