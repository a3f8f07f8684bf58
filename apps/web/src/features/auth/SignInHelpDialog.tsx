import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@semaphore-console/ui';
import { useMemo } from 'react';
import { helpCommands } from './randomPassword';
import * as s from './SignIn.css';

/**
 * The sign-in help dialog (spec core §2): server command-line examples to list users, change a
 * user's password by login, and add an admin, each with its own random 10-character password.
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
            <div className={s.helpLabel}>{example.label}</div>
            <pre className={s.command}>
              <code>{example.command}</code>
            </pre>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
