import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@semaphore-console/ui';
import { Copy } from 'lucide-react';
import { useMemo } from 'react';
import { useCopyCommand } from '../../components/useCopyCommand';
import { helpCommands } from './randomPassword';
import * as s from './SignInHelpDialog.css';

/**
 * The sign-in help dialog (spec core §2): server command-line examples to list users, change a
 * user's password by login, and add an admin, each with its own random 10-character password and a
 * copy button; a command never wraps mid-word, it scrolls sideways.
 * Controlled: `SignInHelp` opens it and loads it on demand.
 */
export function SignInHelpDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLingui();
  const commands = useMemo(
    () => helpCommands(),
    // New passwords each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open],
  );
  const examples = [
    { label: t`List users`, command: commands.listUsers },
    { label: t`Change a user's password by login`, command: commands.changePassword },
    { label: t`Add an admin user`, command: commands.addAdmin },
  ];
  const copy = useCopyCommand();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      width={560}
      title={t`Can't sign in?`}
      description={t`An administrator can manage users with the server's command line:`}
      footer={
        <Button variant="primary" onClick={() => setOpen(false)}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <ul className={s.helpList}>
        {examples.map((example) => (
          <li key={example.label}>
            <div className={s.helpHead}>
              <span className={s.helpLabel}>{example.label}</span>
              <Button
                size="sm"
                icon={<Copy aria-hidden size={14} />}
                aria-label={t`Copy: ${example.label}`}
                onClick={() => void copy(example.command)}
              >
                <Trans>Copy</Trans>
              </Button>
            </div>
            {/* Focusable so the keyboard can scroll a long command. */}
            <pre className={s.command} tabIndex={0} aria-label={example.label}>
              <code>{example.command}</code>
            </pre>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
