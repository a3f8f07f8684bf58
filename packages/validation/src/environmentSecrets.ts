/**
 * Which secret operations an environment save sends.
 *
 * Source: spec resources §4 (environment secrets), API doc §5.7 (EnvironmentSecret).
 */

/** A secret row of the environment dialog. */
export interface EnvironmentSecretRow {
  /** Id of an existing secret; absent (or `undefined`) for a new row. */
  readonly id?: number | undefined;
  /** Variable name. */
  readonly name: string;
  /** `var` (extra variable) or `env` (environment variable). */
  readonly type: 'var' | 'env';
  /** The value typed; `''` means "unchanged" for an existing secret (the server never sends it). */
  readonly secret: string;
}

/** One entry of the `secrets` array of `POST/PUT …/environment` (API doc §5.7). */
export interface EnvironmentSecretChange {
  /** Id of the secret; absent for `create`. */
  readonly id?: number;
  /** Variable name. */
  readonly name: string;
  /** `var` or `env`. */
  readonly type: 'var' | 'env';
  /** The value; `''` for `delete`. */
  readonly secret: string;
  /** What the server does with the entry. */
  readonly operation: 'create' | 'update' | 'delete';
}

/** Options of {@link environmentSecretChanges}. */
export interface EnvironmentSecretChangeOptions {
  /**
   * Send a changed existing secret as `delete` of the old id plus `create` of the new value
   * instead of `update`: the documented server ignores (or crashes on) `update` (API doc §6.10,
   * §13.4 item 36, §14 "Edit environment secrets").
   */
  readonly replaceUpdates?: boolean;
}

/**
 * The `secrets` array to send when saving an environment (spec resources §4): rows without an
 * id (or with an id the environment did not have) are sent as `create`; existing secrets no
 * longer in the rows as `delete`; existing rows with a non-empty value as `update` (or, with
 * `replaceUpdates`, as `delete` + `create`); existing rows with an empty value are left out
 * (unchanged). Order: creates and updates in row order, then deletes in the original order.
 *
 * @param original - the secrets of the environment as loaded (id, name, type).
 * @param rows - the rows of the dialog at save time.
 * @param options - see {@link EnvironmentSecretChangeOptions}.
 */
export function environmentSecretChanges(
  original: readonly { readonly id: number; readonly name: string; readonly type: 'var' | 'env' }[],
  rows: readonly EnvironmentSecretRow[],
  options: EnvironmentSecretChangeOptions = {},
): EnvironmentSecretChange[] {
  const known = new Set(original.map((secret) => secret.id));
  const kept = new Set<number>();
  const changes: EnvironmentSecretChange[] = [];
  for (const row of rows) {
    if (row.id === undefined || !known.has(row.id)) {
      changes.push({ name: row.name, type: row.type, secret: row.secret, operation: 'create' });
      continue;
    }
    if (row.secret !== '' && options.replaceUpdates) {
      changes.push({ name: row.name, type: row.type, secret: row.secret, operation: 'create' });
      continue;
    }
    kept.add(row.id);
    if (row.secret !== '') {
      changes.push({
        id: row.id,
        name: row.name,
        type: row.type,
        secret: row.secret,
        operation: 'update',
      });
    }
  }
  for (const secret of original) {
    if (!kept.has(secret.id)) {
      changes.push({
        id: secret.id,
        name: secret.name,
        type: secret.type,
        secret: '',
        operation: 'delete',
      });
    }
  }
  return changes;
}
