import { Trans, useLingui } from '@lingui/react/macro';
import type { APIToken } from '@semaphore-console/api-client';
import { Badge, ConfirmDialog, IconButton, type BadgeTone } from '@semaphore-console/ui';
import { Ban, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DataColumn } from '../../components/DataTable';
import { ResourceList } from '../../components/ResourceList';
import { TimeCell } from '../../components/TimeCell';
import { showSnackbar } from '../../components/snackbar';
import { EMPTY } from '../../lib/format';
import { useShellStore } from '../../stores/session';
import { NewTokenDialog } from './NewTokenDialog';
import { TokenCreatedDialog } from './TokenCreatedDialog';
import {
  maskedToken,
  serverNamesTokens,
  tokenKey,
  tokenState,
  type TokenState,
} from './tokenDialect';
import { useTokensStore } from './tokensStore';
import * as s from './tokens.css';

/** Table id of the tokens list in the column-visibility preferences. */
export const TOKENS_TABLE_ID = 'apiTokens';

const STATE_TONES: Record<TokenState, BadgeTone> = {
  active: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

/** The state badge of a token: Active, Revoked or Expired. */
function StateBadge({ state }: { state: TokenState }) {
  return (
    <Badge tone={STATE_TONES[state]}>
      {state === 'active' ? (
        <Trans>Active</Trans>
      ) : state === 'revoked' ? (
        <Trans>Revoked</Trans>
      ) : (
        <Trans>Expired</Trans>
      )}
    </Badge>
  );
}

/**
 * API tokens of the signed-in user (`/tokens`, from the user menu; API §2.6, newer §N7): New token,
 * and a list of the tokens newest first, revoked ones included, with their first characters
 * (never a whole secret: a 2.10 list holds them), created, state (active, revoked, expired) and a
 * Revoke button with a confirmation. On a server that names tokens (`serverNamesTokens`) the list
 * adds name and expiry and the new-token form asks for them. The whole secret is shown once, in
 * the dialog after the create. An empty list is an empty state; a failed load a red alert (spec
 * core §8).
 */
export function TokensScreen() {
  const { t } = useLingui();
  const capabilities = useShellStore((st) => st.capabilities);
  const { tokens, loading, loaded, error, load, revoke } = useTokensStore();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<APIToken | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  useEffect(() => {
    void load();
  }, [load]);

  const named = serverNamesTokens(capabilities, tokens);
  /** How a person tells the token apart: its name, else its first characters. */
  const labelOf = (token: APIToken) => token.name || maskedToken(token);

  const columns: DataColumn<APIToken>[] = [
    ...(named
      ? [
          {
            id: 'name',
            header: t`Name`,
            hideable: false,
            cell: (token: APIToken) => token.name || EMPTY,
          },
        ]
      : []),
    {
      id: 'token',
      header: t`Token`,
      hideable: named,
      cell: (token) => <code className={s.prefix}>{maskedToken(token)}</code>,
    },
    { id: 'created', header: t`Created`, cell: (token) => <TimeCell value={token.created} /> },
    ...(named
      ? [
          {
            id: 'expires',
            header: t`Expires`,
            cell: (token: APIToken) =>
              token.expires_at ? <TimeCell value={token.expires_at} /> : <Trans>Never</Trans>,
          },
        ]
      : []),
    {
      id: 'state',
      header: t`State`,
      cell: (token) => <StateBadge state={tokenState(token)} />,
    },
    {
      id: 'actions',
      header: t`Actions`,
      hideable: false,
      cell: (token) => {
        if (token.expired) return null;
        const label = labelOf(token);
        return (
          <span className={s.actions}>
            <IconButton
              label={t`Revoke token ${label}`}
              icon={<Ban aria-hidden size={16} />}
              onClick={() => {
                setRevokeError(null);
                setRevoking(token);
              }}
            />
          </span>
        );
      },
    },
  ];

  const revokingLabel = revoking ? labelOf(revoking) : '';

  return (
    <ResourceList
      title={t`API tokens`}
      tableId={TOKENS_TABLE_ID}
      columns={columns}
      rows={tokens}
      rowKey={tokenKey}
      // Until the first answer the table's progress, not the empty state.
      loading={!error && (loading || !loaded)}
      error={error}
      onRetry={() => void load()}
      // Every person manages their own tokens.
      canManage
      newLabel={t`New token`}
      onNew={() => setCreating(true)}
      emptyTitle={t`No API tokens yet`}
      emptyDescription={t`Scripts, pipelines and the command-line client sign in with an API token.`}
      emptyIcon={<KeyRound size={40} />}
    >
      <NewTokenDialog
        open={creating}
        named={named}
        onClose={() => setCreating(false)}
        onCreated={setSecret}
      />
      <TokenCreatedDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t`Revoke token ${revokingLabel}?`}
        confirmLabel={t`Revoke`}
        error={revokeError}
        onConfirm={async () => {
          if (!revoking) return;
          setRevokeError(null);
          try {
            await revoke(revoking);
            showSnackbar({ message: t`Token ${revokingLabel} revoked.`, tone: 'success' });
          } catch (err) {
            setRevokeError((err as Error).message);
            throw err;
          }
        }}
      >
        <p className={s.muted}>
          <Trans>
            Scripts that use it are refused from now on. The token stays in the list as revoked.
          </Trans>
        </p>
      </ConfirmDialog>
    </ResourceList>
  );
}
