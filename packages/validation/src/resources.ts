/**
 * Project resource forms: inventory, environment, access key, repository.
 *
 * Source: spec resources §3, §4, §5; API doc §5.4-§5.7.
 */
import * as v from 'valibot';
import {
  flag,
  isJson,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
  withRules,
  requiredChoice,
} from './fields';
import { issueMessage } from './issues';
import * as m from './messages';

/** Inventory types (spec resources §9). */
export const INVENTORY_TYPES = Object.freeze([
  'static',
  'static-yaml',
  'file',
  'terraform-workspace',
  'tofu-workspace',
] as const);

/** One inventory type. */
export type InventoryType = (typeof INVENTORY_TYPES)[number];

/** Whether an inventory type is a Terraform/OpenTofu workspace. */
export function isWorkspaceInventory(type: string): boolean {
  return type === 'terraform-workspace' || type === 'tofu-workspace';
}

/**
 * The inventory dialog = the body of `POST/PUT …/inventory` (API doc §5.6): `name` ('Name is
 * required'; the display name for workspaces), `type` ('Type is required'); `ssh_key_id` (user
 * credentials) for every type but workspaces ('User credentials are required'; workspaces get a
 * `none` key); `inventory` is the path for `file` ('Path to inventory file is required'), the
 * workspace name for workspaces ('Workspace name is required'), free content for static types.
 */
export const inventorySchema = withRules(
  v.looseObject({
    name: requiredText(m.nameRequired),
    type: requiredChoice(INVENTORY_TYPES, m.typeRequired),
    inventory: v.nullish(v.string(), ''),
    ssh_key_id: optionalId(),
    become_key_id: optionalId(),
    repository_id: optionalId(),
  }),
  [
    {
      path: 'ssh_key_id',
      dependsOn: ['type'],
      test: (inv) => isWorkspaceInventory(inv.type) || inv.ssh_key_id !== null,
      message: m.userCredentialsRequired,
    },
    {
      path: 'inventory',
      dependsOn: ['type'],
      test: (inv) => inv.type !== 'file' || inv.inventory.trim() !== '',
      message: m.inventoryPathRequired,
    },
    {
      path: 'inventory',
      dependsOn: ['type'],
      test: (inv) => !isWorkspaceInventory(inv.type) || inv.inventory.trim() !== '',
      message: m.workspaceNameRequired,
    },
  ],
);

function jsonText(descriptor: typeof m.extraVariablesJson) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.transform((text): string => (text.trim() === '' ? '{}' : text)),
    v.check(isJson, issueMessage(descriptor)),
  );
}

/** Environment secret types: `var` (extra variable) or `env` (environment variable). */
export const SECRET_TYPES = Object.freeze(['var', 'env'] as const);

/** Environment secret operations (spec resources §4). */
export const SECRET_OPERATIONS = Object.freeze(['create', 'update', 'delete'] as const);

/**
 * The environment dialog = the body of `POST/PUT …/environment` (API doc §5.7): `name` ('Name is
 * required'); `json` (extra variables) and `env` (environment variables) valid JSON text ('Extra
 * variables must be valid JSON', 'Environment variables must be valid JSON'; empty = `'{}'`);
 * `secrets` entries with a `name` and a `type` of {@link SECRET_TYPES}.
 */
export const environmentSchema = v.looseObject({
  name: requiredText(m.nameRequired),
  json: jsonText(m.extraVariablesJson),
  env: jsonText(m.environmentVariablesJson),
  secrets: v.nullish(
    v.array(
      v.looseObject({
        name: requiredText(m.nameRequired),
        type: requiredChoice(SECRET_TYPES, m.typeRequired),
        secret: v.nullish(v.string(), ''),
        operation: v.nullish(v.picklist(['', ...SECRET_OPERATIONS]), ''),
      }),
    ),
    [],
  ),
});

/** Access key types the console offers (spec resources §9). */
export const KEY_TYPES = Object.freeze(['ssh', 'login_password', 'none'] as const);

/** Options of {@link keySchema}. */
export interface KeyFormOptions {
  /** `true` for a new key: its secrets are always editable (spec resources §4). */
  readonly isNew: boolean;
}

/**
 * The access key dialog = the body of `POST/PUT …/keys` (API doc §5.4): `name` ('Name is
 * required'). When secrets are editable (a new key, or `override_secret` checked): `type` one of
 * {@link KEY_TYPES} ('Type is required'), `login_password.password` for login_password ('Password
 * is required'), `ssh.private_key` for ssh ('Private key is required'); the SSH login is
 * optional.
 *
 * @param options - new or edit.
 */
export function keySchema(options: KeyFormOptions) {
  const editable = (key: { override_secret: boolean }) => options.isNew || key.override_secret;
  return withRules(
    v.looseObject({
      name: requiredText(m.nameRequired),
      type: v.nullish(v.string(), ''),
      override_secret: flag(),
      ssh: v.nullish(
        v.looseObject({
          login: optionalText(),
          passphrase: v.nullish(v.string(), ''),
          private_key: v.nullish(v.string(), ''),
        }),
        { login: '', passphrase: '', private_key: '' },
      ),
      login_password: v.nullish(
        v.looseObject({ login: optionalText(), password: v.nullish(v.string(), '') }),
        { login: '', password: '' },
      ),
    }),
    [
      {
        path: 'type',
        dependsOn: ['override_secret'],
        test: (key) => !editable(key) || (KEY_TYPES as readonly string[]).includes(key.type),
        message: m.typeRequired,
      },
      {
        path: ['login_password', 'password'],
        dependsOn: ['type', 'override_secret'],
        test: (key) =>
          !editable(key) || key.type !== 'login_password' || key.login_password.password !== '',
        message: m.passwordRequired,
      },
      {
        path: ['ssh', 'private_key'],
        dependsOn: ['type', 'override_secret'],
        test: (key) => !editable(key) || key.type !== 'ssh' || key.ssh.private_key.trim() !== '',
        message: m.privateKeyRequired,
      },
    ],
  );
}

/** Repository URL schemes the server clones from (spec resources §9). */
export const REPOSITORY_SCHEMES = Object.freeze(['git', 'file', 'ssh', 'http', 'https'] as const);

/** What kind of repository URL a text is: one of the schemes, or `local` (an absolute path). */
export type RepositoryUrlType = (typeof REPOSITORY_SCHEMES)[number] | 'local';

/**
 * Recognises a repository URL (spec resources §5): a leading `/` is a local path; `scheme://…`
 * with a scheme of {@link REPOSITORY_SCHEMES} (any case) is that scheme; text without a scheme
 * (`git@host:org/repo.git`) is `ssh`.
 *
 * @param url - the URL or path as typed (surrounding whitespace ignored).
 * @returns the type, or `null` for empty text or an unknown scheme ('incorrect URL').
 */
export function repositoryUrlType(url: string): RepositoryUrlType | null {
  const text = url.trim();
  if (text === '') return null;
  if (text.startsWith('/')) return 'local';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return 'ssh';
  return (REPOSITORY_SCHEMES as readonly string[]).includes(scheme)
    ? (scheme as RepositoryUrlType)
    : null;
}

/**
 * The access key types that fit a repository URL (spec resources §3): an SSH key for `git` and
 * `ssh` URLs; login_password or none for `http`, `https` and `file`; any for a local path.
 *
 * @param type - from {@link repositoryUrlType}.
 */
export function accessKeyTypesFor(type: RepositoryUrlType): readonly (typeof KEY_TYPES)[number][] {
  switch (type) {
    case 'git':
    case 'ssh':
      return ['ssh'];
    case 'http':
    case 'https':
    case 'file':
      return ['login_password', 'none'];
    default:
      return KEY_TYPES;
  }
}

/**
 * The repository dialog = the body of `POST/PUT …/repositories` (API doc §5.5): `name` ('Name is
 * required'); `git_url` required ('URL or path is required') and recognised by
 * {@link repositoryUrlType} ('incorrect URL'); `git_branch` unless the URL is a local path
 * ('Branch is required'); `ssh_key_id` ('Access key is required').
 */
export const repositorySchema = withRules(
  v.looseObject({
    name: requiredText(m.nameRequired),
    git_url: v.pipe(
      requiredText(m.urlRequired),
      v.check((url) => repositoryUrlType(url) !== null, issueMessage(m.incorrectUrl)),
    ),
    git_branch: optionalText(),
    ssh_key_id: requiredId(m.accessKeyRequired),
  }),
  [
    {
      path: 'git_branch',
      dependsOn: ['git_url'],
      test: (repo) => repositoryUrlType(repo.git_url) === 'local' || repo.git_branch !== '',
      message: m.branchRequired,
    },
  ],
);
