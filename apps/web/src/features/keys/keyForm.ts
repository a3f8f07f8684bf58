import type {
  AccessKey,
  AccessKeyCreate,
  AccessKeyType,
  AccessKeyUpdate,
} from '@semaphore-console/api-client';
import type { KEY_TYPES } from '@semaphore-console/validation';

/** A key type the console offers (spec resources §9). */
export type KeyType = (typeof KEY_TYPES)[number];

/** The key dialog's values (spec resources §3 Key). */
export interface KeyValues {
  name: string;
  type: KeyType | '';
  override_secret: boolean;
  ssh: { login: string; passphrase: string; private_key: string };
  login_password: { login: string; password: string };
}

/** The dialog's values for a key (`null` = new). Secrets are never read back (API §5.4). */
export function keyValues(key: AccessKey | null): KeyValues {
  const type = (['ssh', 'login_password', 'none'] as const).find((known) => known === key?.type);
  return {
    name: key?.name ?? '',
    type: type ?? (key ? 'none' : ''),
    override_secret: false,
    ssh: { login: '', passphrase: '', private_key: '' },
    login_password: { login: '', password: '' },
  };
}

/**
 * The body of `POST …/keys` or `PUT …/keys/{id}` (API §6.7): the secret sub-object matching the
 * type only when the secret is editable (a new key, or `override_secret`); for an existing key
 * without override only the name changes and the stored type is sent back.
 */
export function keyBody(
  values: KeyValues,
  key: AccessKey | null,
): AccessKeyCreate | AccessKeyUpdate {
  const editable = key === null || values.override_secret;
  // Without override the stored type goes back as it came, also one a newer server added.
  const type = editable ? (values.type as KeyType) : ((key?.type ?? 'none') as AccessKeyType);
  const body: AccessKeyUpdate = { name: values.name.trim(), type };
  if (key !== null) body.override_secret = values.override_secret;
  if (editable && type === 'ssh') body.ssh = { ...values.ssh };
  if (editable && type === 'login_password') body.login_password = { ...values.login_password };
  return body;
}
