import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@semaphore-console/ui';
import type { ReactNode } from 'react';
import { isApplePlatform, Keys } from './keys';
import * as s from './CommandPalette.css';
import { PROJECT_SCREENS } from './projectScreens';

/**
 * The list of every keyboard shortcut (`?`): palette, this list, search, each `g` + letter, and
 * Escape; with the note that none fires while typing in a field.
 */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const mod = isApplePlatform() ? '⌘' : t`Ctrl`;
  const rows: { keys: string[]; action: ReactNode }[] = [
    { keys: [mod, 'K'], action: t`Open the command palette` },
    { keys: ['?'], action: t`Show the keyboard shortcuts` },
    { keys: ['/'], action: t`Focus the page's search or filter` },
    ...PROJECT_SCREENS.map((screen) => {
      const name = i18n._(screen.label);
      return { keys: ['g', screen.letter], action: t`Go to ${name}` };
    }),
    { keys: [t`Esc`], action: t`Close the dialog or palette` },
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Keyboard shortcuts`}
      width={480}
    >
      <table className={s.shortcuts}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Keys</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.keys.join(' ')}>
              <td>
                <Keys keys={row.keys} />
              </td>
              <td>{row.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={s.note}>
        <Trans>
          Shortcuts do nothing while you type in a field. Press g, then the letter, within a second
          and a half.
        </Trans>
      </p>
    </Dialog>
  );
}
