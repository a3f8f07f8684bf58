import { Trans, useLingui } from '@lingui/react/macro';
import { validationMessages } from '@semaphore-console/validation';
import { Select } from '@semaphore-console/ui';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { translateDomainMessage } from '../../i18n/domainMessages';
import { DEFAULT_EXPIRY_DAYS, EXPIRY_DAYS, expiresAt, type ExpiryDays } from './tokenDialect';
import { useTokensStore } from './tokensStore';
import * as s from './tokens.css';

interface Values {
  name: string;
  /** The chosen {@link EXPIRY_DAYS} entry, as the select's value. */
  expiry: string;
}

const initial = (): Values => ({ name: '', expiry: String(DEFAULT_EXPIRY_DAYS) });

/**
 * The new-token dialog (API §2.6, newer §N7). On a server that names tokens: Name (required) and
 * Expires (7, 30, 90 or 365 days, or never), sent as `{name, expires_at?}`. On 2.10, which takes
 * no body, no fields: Create asks for a token as it is. A failed call keeps the dialog open with
 * the server's text above the form (spec core §8). After a create, `onCreated` gets the secret.
 */
export function NewTokenDialog({
  open,
  named,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** Whether the server takes a name and an expiry (`serverNamesTokens`). */
  named: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t, i18n } = useLingui();
  const create = useTokensStore((st) => st.create);
  const form = useResourceForm({ open, onClose, isNew: true, initial });
  const { values, set, setErrors, busy } = form;

  const expiryLabel = (days: ExpiryDays): string => {
    switch (days) {
      case 7:
        return t`7 days`;
      case 30:
        return t`30 days`;
      case 90:
        return t`90 days`;
      case 365:
        return t`1 year`;
      case 0:
        return t`Never`;
    }
  };

  const submit = async () => {
    const name = values.name.trim();
    if (named && name === '') {
      setErrors({ name: translateDomainMessage(i18n, validationMessages.nameRequired) });
      return;
    }
    setErrors({});
    await form.run(async () => {
      const days = Number(values.expiry) as ExpiryDays;
      const expires = expiresAt(days);
      const secret = await create(
        named ? { name, ...(expires === undefined ? {} : { expires_at: expires }) } : undefined,
      );
      onClose();
      onCreated(secret);
    });
  };

  return (
    <ResourceDialog {...form.dialog} title={t`New API token`} onSubmit={() => void submit()}>
      <p className={s.muted}>
        <Trans>A token acts as you on every API call until it is revoked.</Trans>
      </p>
      {named ? (
        <>
          <NameField form={form} autoComplete="off" />
          <Select
            label={t`Expires`}
            value={values.expiry}
            onValueChange={(expiry) => set({ expiry })}
            options={EXPIRY_DAYS.map((days) => ({
              value: String(days),
              label: expiryLabel(days),
            }))}
            disabled={busy}
          />
        </>
      ) : (
        <p className={s.muted}>
          <Trans>This server gives tokens no name and no expiry.</Trans>
        </p>
      )}
    </ResourceDialog>
  );
}
