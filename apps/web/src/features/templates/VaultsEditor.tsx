import { Trans, useLingui } from '@lingui/react/macro';
import { Select, type SelectOption, TextField } from '@semaphore-console/ui';
import { CardListEditor } from './CardListEditor';
import type { VaultDraft } from './templateForm';
import * as s from './templates.css';

/** Props of {@link VaultsEditor}. */
export interface VaultsEditorProps {
  vaults: readonly VaultDraft[];
  /** The project's login_password keys (vault passwords). */
  keyOptions: readonly SelectOption[];
  /** Translated problems by path (`vaults.{index}.{field}`). */
  errors: Readonly<Record<string, string>>;
  onChange(vaults: VaultDraft[]): void;
}

/**
 * The vaults editor of the template form (spec core §3, §5): per vault a name (empty = the
 * default vault), a type (password or script) and the key or the client script.
 */
export function VaultsEditor({ vaults, keyOptions, errors, onChange }: VaultsEditorProps) {
  const { t } = useLingui();
  return (
    <CardListEditor
      legend={<Trans>Vaults</Trans>}
      empty={<Trans>No vaults. Add one when the playbook uses Ansible Vault.</Trans>}
      items={vaults}
      onChange={onChange}
      itemLabel={(number) => t`Vault ${number}`}
      removeLabel={(number) => t`Remove vault ${number}`}
      addLabel={<Trans>Add vault</Trans>}
      newItem={(): VaultDraft => ({ name: '', type: 'password', vaultKeyId: null, script: '' })}
      renderItem={(vault, index, update) => (
        <div className={s.formGrid}>
          <TextField
            label={t`Vault name`}
            hint={t`Empty for the default vault`}
            value={vault.name}
            error={errors[`vaults.${index}.name`]}
            onChange={(event) => update({ name: event.currentTarget.value })}
          />
          <Select
            label={t`Vault type`}
            value={vault.type}
            error={errors[`vaults.${index}.type`]}
            onValueChange={(type) => update({ type: type === 'script' ? 'script' : 'password' })}
            options={[
              { value: 'password', label: t`Password` },
              { value: 'script', label: t`Client script` },
            ]}
          />
          {vault.type === 'password' ? (
            <Select
              label={t`Vault password key`}
              value={vault.vaultKeyId === null ? undefined : String(vault.vaultKeyId)}
              error={errors[`vaults.${index}.vault_key_id`]}
              onValueChange={(id) => update({ vaultKeyId: Number(id) })}
              options={keyOptions}
            />
          ) : (
            <TextField
              label={t`Client script`}
              mono
              placeholder="vault-client.py"
              value={vault.script}
              error={errors[`vaults.${index}.script`]}
              onChange={(event) => update({ script: event.currentTarget.value })}
            />
          )}
        </div>
      )}
    />
  );
}
