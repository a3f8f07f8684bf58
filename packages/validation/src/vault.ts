/**
 * Vaults of a template.
 *
 * Source: spec core §3 and §5 (vault), spec resources §3 and §5 (vault), API doc §5.8
 * (TemplateVault).
 */
import * as v from 'valibot';
import { objectPath, optionalId, withRules, requiredChoice } from './fields';
import { issueMessage } from './issues';
import * as m from './messages';

/** Vault types: `password` (a login_password key holds it) or `script` (a client script). */
export const VAULT_TYPES = Object.freeze(['password', 'script'] as const);

/** An access key as the vault rules need it (API doc §5.4). */
export interface KeyRef {
  /** Key id. */
  readonly id: number;
  /** `ssh`, `login_password`, `none` or `string`. */
  readonly type: string;
}

/** Options of {@link vaultSchema} and {@link vaultsSchema}. */
export interface VaultOptions {
  /**
   * The project's access keys. When given, a password vault's `vault_key_id` must be one of
   * the `login_password` keys; without it any chosen key is accepted.
   */
  readonly keys?: readonly KeyRef[];
}

/**
 * A vault script name: ends with `-client`, optionally followed by one extension
 * (`vault-client`, `scripts/vault-client.py`).
 */
export const VAULT_SCRIPT_PATTERN = /-client(\.[A-Za-z0-9]+)?$/;

/**
 * One vault entry: `name` trimmed and lowercased (empty or `null` = the default vault, sent as
 * `null`); `type` required ('Vault type is required'; a vault as the server sends it, with a key
 * and no type, counts as `password`); a `password` vault needs a login_password
 * key in `vault_key_id` ('vault password is required'); a `script` vault needs `script` ('script
 * path is required') ending with `-client` plus an optional extension ("script path must end with
 * '-client' and an extension").
 *
 * @param options - the project's keys, to check the key type.
 */
export function vaultSchema(options: VaultOptions = {}) {
  const vault = withRules(
    v.looseObject({
      name: v.pipe(
        v.nullish(v.string(), ''),
        v.trim(),
        v.toLowerCase(),
        v.transform((name): string | null => (name === '' ? null : name)),
      ),
      type: requiredChoice(VAULT_TYPES, m.vaultTypeRequired),
      vault_key_id: optionalId(),
      script: v.pipe(v.nullish(v.string(), ''), v.trim()),
    }),
    [
      {
        path: 'vault_key_id',
        dependsOn: ['type'],
        test: (vault) =>
          vault.type !== 'password' ||
          (vault.vault_key_id !== null &&
            (options.keys === undefined ||
              options.keys.some(
                (key) => key.id === vault.vault_key_id && key.type === 'login_password',
              ))),
        message: m.vaultPasswordRequired,
      },
      {
        path: 'script',
        dependsOn: ['type'],
        test: (vault) => vault.type !== 'script' || vault.script !== '',
        message: m.vaultScriptRequired,
      },
      {
        path: 'script',
        dependsOn: ['type'],
        test: (vault) => vault.type !== 'script' || VAULT_SCRIPT_PATTERN.test(vault.script),
        message: m.vaultScriptSuffix,
      },
    ],
  );
  return v.pipe(v.unknown(), v.transform(withServerType), vault);
}

/**
 * The server's TemplateVault has no `type` (API doc §5.8): a vault as the server sends it (type
 * missing or `null`, a `vault_key_id`, no `script`) is a password vault. An explicit `''` stays
 * empty, so a form with no type chosen still gets 'Vault type is required'.
 */
function withServerType(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const vault = input as { type?: unknown; vault_key_id?: unknown; script?: unknown };
  if (vault.type !== undefined && vault.type !== null) return input;
  if (typeof vault.vault_key_id !== 'number' || (vault.script ?? '') !== '') return input;
  return { ...vault, type: 'password' };
}

/**
 * A template's vault list: each entry as {@link vaultSchema}; only one default (empty) name
 * ('Only one vault may have the default (empty) name') and no name twice ('Vault names must be
 * unique'), reported on the later entry's `name`.
 *
 * @param options - the project's keys, to check the key type.
 */
export function vaultsSchema(options: VaultOptions = {}) {
  return v.pipe(
    v.array(vaultSchema(options)),
    v.rawCheck(({ dataset, addIssue }) => {
      const vaults: unknown = dataset.value;
      if (!Array.isArray(vaults)) return;
      const seen = new Set<string | null>();
      vaults.forEach((vault: unknown, index) => {
        if (typeof vault !== 'object' || vault === null) return;
        const name = (vault as { name?: unknown }).name;
        if (name !== null && typeof name !== 'string') return;
        if (seen.has(name)) {
          const descriptor = name === null ? m.vaultOneDefault : m.vaultUniqueNames;
          addIssue({
            message: issueMessage(descriptor),
            path: objectPath(vaults, [index, 'name']),
          });
        }
        seen.add(name);
      });
    }),
  );
}
