import { Trans, useLingui } from '@lingui/react/macro';
import type { IntegrationAlias } from '@semaphore-console/api-client';
import { Button, IconButton } from '@semaphore-console/ui';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { copyWithSnackbar } from '../../components/useCopyCommand';
import { showSnackbar } from '../../components/snackbar';
import { serverAddress } from '../../lib/navigation';
import { useShellStore } from '../../stores/session';
import * as s from './integrations.css';

/**
 * Alias URLs (spec resources §2, API §6.15.4): each shown as the full address a sender must call,
 * with copy (Clipboard API; "Can't copy to clipboard: {reason}" on failure) and delete buttons,
 * and an add-alias button labelled "load alias" until the aliases are loaded.
 *
 * @param aliases - the aliases, or `null` while not loaded.
 * @param canEdit - whether add and delete are allowed.
 * @param onLoad - loads the aliases (the "load alias" button).
 */
export function AliasList({
  aliases,
  canEdit,
  onLoad,
  onAdd,
  onDelete,
}: {
  aliases: readonly IntegrationAlias[] | null;
  canEdit: boolean;
  onLoad: () => Promise<void>;
  onAdd: () => Promise<void>;
  onDelete: (aliasId: number) => Promise<void>;
}) {
  const { t } = useLingui();
  const webHost = useShellStore((st) => st.info?.web_host ?? '');
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      showSnackbar({ message: (error as Error).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const copy = (url: string) =>
    copyWithSnackbar(
      url,
      t`The alias URL has been copied to the clipboard.`,
      (reason) => t`Can't copy to clipboard: ${reason}`,
    );
  return (
    <div className={s.section}>
      {aliases && aliases.length > 0 ? (
        <ul className={s.aliasList} aria-label={t`Alias URLs`}>
          {aliases.map((alias) => {
            const url = serverAddress(alias.url, webHost);
            return (
              <li key={alias.id} className={s.alias}>
                <span className={s.aliasUrl}>{url}</span>
                <IconButton
                  label={t`Copy ${url}`}
                  icon={<Copy aria-hidden size={16} />}
                  onClick={() => void copy(url)}
                />
                <IconButton
                  label={t`Delete alias ${url}`}
                  icon={<Trash2 aria-hidden size={16} />}
                  disabled={!canEdit || busy}
                  onClick={() => void run(() => onDelete(alias.id))}
                />
              </li>
            );
          })}
        </ul>
      ) : aliases ? (
        <p className={s.muted}>
          <Trans>No alias URLs yet.</Trans>
        </p>
      ) : null}
      <div>
        {aliases === null ? (
          <Button size="sm" disabled={busy} onClick={() => void run(onLoad)}>
            <Trans>load alias</Trans>
          </Button>
        ) : (
          <Button
            size="sm"
            icon={<Plus aria-hidden size={14} />}
            disabled={!canEdit || busy}
            onClick={() => void run(onAdd)}
          >
            <Trans>Add alias</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
