import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton, Select, type SelectOption, TextField } from '@semaphore-console/ui';
import { Plus, Trash2 } from 'lucide-react';
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
  const update = (index: number, next: Partial<VaultDraft>) =>
    onChange(vaults.map((vault, i) => (i === index ? { ...vault, ...next } : vault)));
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.sectionTitle}>
        <Trans>Vaults</Trans>
      </legend>
      {vaults.length === 0 ? (
        <p className={s.muted}>
          <Trans>No vaults. Add one when the playbook uses Ansible Vault.</Trans>
        </p>
      ) : null}
      {vaults.map((vault, index) => {
        const number = index + 1;
        return (
          <div key={index} className={s.card} role="group" aria-label={t`Vault ${number}`}>
            <div className={s.formGrid}>
              <TextField
                label={t`Vault name`}
                hint={t`Empty for the default vault`}
                value={vault.name}
                error={errors[`vaults.${index}.name`]}
                onChange={(event) => update(index, { name: event.currentTarget.value })}
              />
              <Select
                label={t`Vault type`}
                value={vault.type}
                error={errors[`vaults.${index}.type`]}
                onValueChange={(type) =>
                  update(index, { type: type === 'script' ? 'script' : 'password' })
                }
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
                  onValueChange={(id) => update(index, { vaultKeyId: Number(id) })}
                  options={keyOptions}
                />
              ) : (
                <TextField
                  label={t`Client script`}
                  mono
                  placeholder="vault-client.py"
                  value={vault.script}
                  error={errors[`vaults.${index}.script`]}
                  onChange={(event) => update(index, { script: event.currentTarget.value })}
                />
              )}
            </div>
            <div>
              <IconButton
                label={t`Remove vault ${number}`}
                icon={<Trash2 aria-hidden />}
                onClick={() => onChange(vaults.filter((_, i) => i !== index))}
              />
            </div>
          </div>
        );
      })}
      <div>
        <Button
          icon={<Plus aria-hidden />}
          onClick={() =>
            onChange([...vaults, { name: '', type: 'password', vaultKeyId: null, script: '' }])
          }
        >
          <Trans>Add vault</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
