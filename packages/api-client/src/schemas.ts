/**
 * Wire types of the Semaphore UI REST API and websocket, named as the server names them, and their
 * valibot response schemas. Each shape is written once, as the entries of its schema; its
 * TypeScript type is inferred from them.
 *
 * Source: `semaphore-api.md` §5 (object shapes), §7.3 (websocket messages) and Appendix A.
 * Times are RFC 3339 strings exactly as the server sent them (zone and precision vary, §1.4):
 * parse them, never compare them as strings. `| null` marks fields the server may send as
 * JSON `null`. Every object schema is a `looseObject`: fields the server adds are accepted and
 * kept, while the types name only the documented fields.
 */
import * as v from 'valibot';
import {
  CurrentUserSchema,
  LoginOptionsSchema,
  OidcProviderSchema,
  UserSchema,
  UserTotpSchema,
  userEntries,
  type CurrentUser,
  type LoginOptions,
  type OidcProvider,
  type User,
  type UserTotp,
} from './sessionSchemas';

/** A schema whose output is `T` (what every exported schema here is). */
export type WireSchema<T> = v.GenericSchema<unknown, T>;

/** The documented fields of an object shape: the output of its entries, without the loose rest. */
export type Fields<TEntries extends v.ObjectEntries> = v.InferOutput<
  v.ObjectSchema<TEntries, undefined>
>;

const int = v.number();
const str = v.string();
const bool = v.boolean();
const nullableInt = v.nullable(int);
const nullableStr = v.nullable(str);

// Newer servers leave empty fields out (Go `omitempty`, newer §N1): a missing key of a documented
// (2.10) field is that field's zero value, never an error, and its output type is unchanged (not
// optional). Only identity fields (`id`, `project_id`, `template_id`, `task_id`, `name`,
// `status`) stay required. Fields that only newer servers send are optional (`?:`), kept as sent
// and absent otherwise, so a 2.10 answer reads exactly as before.
const optStr = v.optional(str, '');
const optBool = v.optional(bool, false);
const optInt = v.optional(int, 0);
const optNullableInt = v.optional(nullableInt, null);
const optNullableStr = v.optional(nullableStr, null);

/**
 * A field whose newest shape could not be pinned (newer §N0 "verify"): missing, or of another
 * type than documented, it reads as `zero`, so it never drops its object from a list.
 */
function lenient<const TSchema extends v.GenericSchema, const TZero extends v.InferOutput<TSchema>>(
  schema: TSchema,
  zero: TZero,
) {
  return v.fallback(v.optional(schema, zero), zero);
}

/** A field a newer server may add (typed; absent on older servers): `undefined` when missing or malformed. */
function added<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined);
}

/** The kind of value each known key of a parameter object holds ({@link paramsSchema}). */
type ParamKind = 'bool' | 'int' | 'str' | 'strs';

/**
 * The schema of a free-form parameter object (`params`, `task_params`): any object passes, each
 * known key is kept when it holds a value of its kind (a `null` or a value of another kind is
 * left out, so it reads as absent) and unknown keys are kept as sent; anything but an object
 * reads as `{}`. A parameter the server added or shaped differently never fails its owner.
 */
function paramsSchema<T extends object>(kinds: Readonly<Record<string, ParamKind>>) {
  return v.pipe(
    v.unknown(),
    v.transform((input): T => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return {} as T;
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
        const kind = kinds[key];
        if (kind === undefined) out[key] = value;
        else if (isKind(kind, value)) out[key] = kind === 'strs' ? [...(value as string[])] : value;
      }
      return out as T;
    }),
  );
}

function isKind(kind: ParamKind, value: unknown): boolean {
  switch (kind) {
    case 'bool':
      return typeof value === 'boolean';
    case 'int':
      return typeof value === 'number';
    case 'str':
      return typeof value === 'string';
    case 'strs':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
  }
}

/**
 * A value of an enumeration that servers newer than the API document extend: one of the
 * documented values `T`, or any other string, kept exactly as the server sent it (show it as it
 * is). Compare with the documented values; never assume the list is complete.
 */
export type OpenEnum<T extends string> = T | (string & {});

/**
 * The schema of an {@link OpenEnum}: any string passes and is kept as sent, so a value a newer
 * server added never makes an answer (or a list) fail; `values` are the documented ones.
 */
function openEnum<const T extends readonly string[]>(values: T): WireSchema<OpenEnum<T[number]>> {
  return v.custom<OpenEnum<T[number]>>(
    (input) => typeof input === 'string',
    (issue) =>
      `Invalid type: Expected a string such as ${values.join(', ')} but received ${issue.received}`,
  );
}

/** The documented task statuses (API §8.1), in lifecycle order. */
export const TASK_STATUSES = [
  'waiting',
  'starting',
  'waiting_confirmation',
  'confirmed',
  'running',
  'stopping',
  'stopped',
  'success',
  'error',
] as const;

/** A documented task status (API §8.1). `stopped`, `success` and `error` are terminal. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Whether `status` is a documented {@link TaskStatus}. A task whose status is not is shown with an
 * error on that task only (spec core §4 "an unknown status is an error"); its list still loads.
 */
export function isTaskStatus(status: string): status is TaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(status);
}

/** The terminal task statuses (API §8.1): after them the server changes nothing on its own. */
export const FINISHED_TASK_STATUSES = [
  'success',
  'error',
  'stopped',
] as const satisfies readonly TaskStatus[];

/** Whether `status` is one of the {@link FINISHED_TASK_STATUSES} (API §8.1). */
export function isFinishedTaskStatus(status: string): boolean {
  return (FINISHED_TASK_STATUSES as readonly string[]).includes(status);
}

/**
 * A task status on the wire (API §8.1): a documented {@link TaskStatus}, or a status a newer
 * server added, kept as sent (see {@link isTaskStatus}).
 */
export const TaskStatusSchema = openEnum(TASK_STATUSES);

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const projectRoles = ['owner', 'manager', 'task_runner', 'guest', ''] as const;

/** Project role slug (API §3.3). `''` is what a system admin who is not a member gets. */
export type ProjectRole = (typeof projectRoles)[number];

/**
 * A project role on the wire (API §3.3): a documented {@link ProjectRole} or a role a newer server
 * added, kept as sent (its permissions come with it in `GET …/role`).
 */
export const ProjectRoleSchema = openEnum(projectRoles);

/** A role a project member can hold (API §3.3); the empty role cannot be assigned. */
export type AssignableProjectRole = Exclude<ProjectRole, ''>;

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const templateTypes = ['', 'build', 'deploy'] as const;

/** Template type (API §5.8): `''` is an ordinary task template. */
export type TemplateType = (typeof templateTypes)[number];

// Newer servers add values to these enumerations: answers keep them as sent (OpenEnum).
const templateTypeSchema = openEnum(templateTypes);

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const accessKeyTypes = ['ssh', 'login_password', 'none', 'string'] as const;

/** Access key type (API §5.4). `string` backs environment secrets. */
export type AccessKeyType = (typeof accessKeyTypes)[number];

const accessKeyTypeSchema = openEnum(accessKeyTypes);

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const inventoryTypes = [
  'static',
  'static-yaml',
  'file',
  'terraform-workspace',
  'tofu-workspace',
] as const;

/** Inventory type (API §5.6). `tofu-workspace` exists in the model but the server rejects it. */
export type InventoryType = (typeof inventoryTypes)[number];

const inventoryTypeSchema = openEnum(inventoryTypes);

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const environmentSecretTypes = ['var', 'env'] as const;

/** Type of an environment secret (API §5.7). */
export type EnvironmentSecretType = (typeof environmentSecretTypes)[number];

const environmentSecretTypeSchema = openEnum(environmentSecretTypes);

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const environmentSecretOperations = ['create', 'update', 'delete', ''] as const;

/** Operation of an environment secret in an update body (API §6.10); `''` on read. */
export type EnvironmentSecretOperation = (typeof environmentSecretOperations)[number];

const environmentSecretOperationSchema = openEnum(environmentSecretOperations);

/**
 * Integration authentication method (API §5.15): `''` = none, `github`, `token`, `hmac`; any other
 * text is a method a newer server knows and is kept as sent.
 */
export type IntegrationAuthMethod = '' | 'github' | 'token' | 'hmac' | (string & {});

// Any text: a method a newer server added is kept as sent, not a reason to reject the list.
const integrationAuthMethodSchema = v.custom<IntegrationAuthMethod>(
  (input) => typeof input === 'string',
);

// The signed-in user and the sign-in options live in ./sessionSchemas (the sign-in page's part,
// `@semaphore-console/api-client/auth`); they are re-exported here with the rest.
export { UserSchema, CurrentUserSchema, OidcProviderSchema, LoginOptionsSchema, UserTotpSchema };
export type { User, CurrentUser, OidcProvider, LoginOptions, UserTotp };

const userTotpSetupEntries = {
  /** TOTP id, for the QR code, the confirmation and the removal. */
  id: int,
  /** The user it belongs to. */
  user_id: v.optional(int),
  /** `otpauth://totp/…?secret=…` URL: what an authenticator app adds (as a QR code or as text). */
  url: str,
  /** The recovery code, shown this once; `''` when the server sent none. */
  recovery_code: v.optional(str, ''),
};

/**
 * The answer of `POST /api/users/{id}/2fas/totp` (2.12+, newer §N3): the new TOTP with its
 * `otpauth://` URL and the recovery code, which no other answer repeats.
 */
export interface UserTotpSetup extends Fields<typeof userTotpSetupEntries> {}

/** `UserTotpSetup` (newer §N3). */
export const UserTotpSetupSchema: WireSchema<UserTotpSetup> = v.looseObject(userTotpSetupEntries);

const userListItemEntries = v.partial(v.object(userEntries), [
  'created',
  'email',
  'admin',
  'external',
  'alert',
]).entries;

/**
 * An item of `GET /api/users` (API §6.3): admins get full {@link User} objects, other users
 * only `id`, `username` and `name`.
 */
export interface UserListItem extends Fields<typeof userListItemEntries> {}

/** `UserListItem` of `GET /api/users` (full for admins, reduced otherwise; API §6.3). */
export const UserListItemSchema: WireSchema<UserListItem> = v.looseObject(userListItemEntries);

const systemTotpMethodEntries = {
  /** A recovery code may replace the second factor (`POST /api/auth/recovery`, newer §N3). */
  allow_recovery: optBool,
};

/** The TOTP entry of `auth_methods` (newer §N3). */
export interface SystemTotpMethod extends Fields<typeof systemTotpMethodEntries> {}

const systemAuthMethodsEntries = {
  /** Present when TOTP is switched on (newer §N3). */
  totp: added(v.nullable(v.looseObject(systemTotpMethodEntries) as WireSchema<SystemTotpMethod>)),
  /** Present when e-mail codes are switched on (≈2.16+, newer §N3); its fields are kept as sent. */
  email: added(v.nullable(v.record(str, v.unknown()))),
};

/** `auth_methods` of `GET /api/info` and `GET /api/auth/login` on 2.12+ (newer §N3, §N9). */
export interface SystemAuthMethods extends Fields<typeof systemAuthMethodsEntries> {}

const systemTeamsEntries = {
  /** Project invites are switched on (2.16–2.17, newer §N7). */
  invites_enabled: optBool,
  /** The kind of invite the server sends (e.g. by e-mail or by user); `''` when unknown. */
  invite_type: optStr,
};

/** `teams` of `GET /api/info` (newer §N7). */
export interface SystemTeams extends Fields<typeof systemTeamsEntries> {}

const systemRoleEntries = {
  /** Role id (what newest team answers call `role_id`, newer §N1). */
  id: added(int),
  /** Role slug (`owner`, `manager`, …) on servers that send one. */
  slug: added(str),
  /** Display name. */
  name: added(str),
  /** Slug of a built-in role (`owner`, `manager`, `task_runner`, `guest`), `null` for custom ones. */
  builtin_key: added(nullableStr),
  /** Permission bitmask (API §3.2). */
  permissions: added(int),
};

/** A role listed by `GET /api/info` on newest servers (custom roles; newer §N9, verify). */
export interface SystemRole extends Fields<typeof systemRoleEntries> {}

const systemInfoEntries = {
  /** `v<semver>-<commit>-<date>` (the `v` may be missing, newer §N9); `''` when not sent. */
  version: optStr,
  /** Raw multi-line `ansible --version` output, `''` when Ansible is not installed. */
  ansible: optStr,
  /** Configured public URL, `''` if not set. */
  web_host: optStr,
  /** Tasks are executed by remote runners. */
  use_remote_runner: optBool,
  /** Second factors the server offers (2.12+); absent on 2.10 (newer §N9). */
  auth_methods: added(v.looseObject(systemAuthMethodsEntries) as WireSchema<SystemAuthMethods>),
  /**
   * Pro / Enterprise features and whether this server has them (`project_runners`,
   * `terraform_backend`, `task_result`, `secret_storages`, …); absent on 2.10 (newer §N9).
   */
  premium_features: added(v.record(str, bool)),
  /** IANA zone cron schedules run in (newer §N7); the server's default is `UTC`. */
  schedule_timezone: added(str),
  /** Project invites (newer §N7). */
  teams: added(v.looseObject(systemTeamsEntries) as WireSchema<SystemTeams>),
  /** Roles (custom-roles servers, verify). */
  roles: added(v.array(v.looseObject(systemRoleEntries) as WireSchema<SystemRole>)),
  /** Feature map of newest servers, beside or instead of `premium_features` (newer §N1). */
  features: added(v.record(str, v.unknown())),
  /** Edition of newest servers (e.g. community, pro, enterprise). */
  edition: added(str),
};

/**
 * `GET /api/info` (API §5.20; newer §N9). The fields after `use_remote_runner` come from newer
 * servers and are `undefined` when absent: decide features from them through the capability map
 * (`client.capabilities()`, `capabilitiesFrom`), never from the version number alone.
 */
export interface SystemInfo extends Fields<typeof systemInfoEntries> {}

/** `SystemInfo` of `GET /api/info` (API §5.20). */
export const SystemInfoSchema: WireSchema<SystemInfo> = v.looseObject(systemInfoEntries);

const apiTokenEntries = {
  /**
   * The secret token value (44 characters); in the lists of newest servers an 8-character prefix
   * (the whole secret only in the create answer), which delete accepts (newer §N1).
   */
  id: str,
  /** Creation time (RFC 3339). */
  created: optStr,
  /** `true` after it was revoked (revoked tokens stay in the list). */
  expired: optBool,
  /** Owner's user id. */
  user_id: optInt,
  /** Name given at creation (newer §N7); absent on 2.10. */
  name: added(str),
  /** Expiry time (RFC 3339), `null` or absent when it never expires (newer §N7). */
  expires_at: added(nullableStr),
  /** Stable reference of the token (newest servers; delete accepts it); absent otherwise. */
  token_ref: added(str),
};

/**
 * An API token of the signed-in user (API §2.6; newer §N1, §N7). On 2.10 its `id` IS the secret
 * token; newest servers list only a prefix of it.
 */
export interface APIToken extends Fields<typeof apiTokenEntries> {}

/** `APIToken` (API §2.6). */
export const APITokenSchema: WireSchema<APIToken> = v.looseObject(apiTokenEntries);

const projectEntries = {
  /** Project id. */
  id: int,
  /** Name (not validated by the server). */
  name: str,
  /** Creation time (RFC 3339). */
  created: optStr,
  /** Send alerts for this project's tasks (left out when off, newer §N1). */
  alert: optBool,
  /** Chat id for Telegram alerts. */
  alert_chat: optNullableStr,
  /** Per-project concurrency cap; `0` = unlimited. */
  max_parallel_tasks: optInt,
  /** Free-form project type; `''` for normal projects. */
  type: optStr,
  /** Vault token of the project (newer §N1); absent when not set or on 2.10. */
  vault_token: added(str),
};

/** A project (API §5.2; newer §N1: a project with alerts off and no cap is `{id, name, created, type}`). */
export interface Project extends Fields<typeof projectEntries> {}

/** `Project` (API §5.2). */
export const ProjectSchema: WireSchema<Project> = v.looseObject(projectEntries);

const roleAnswerEntries = {
  /** The caller's role in the project (`''` for an admin who is not a member). */
  role: v.optional(ProjectRoleSchema, ''),
  /** Permission bitmask of that role (API §3.2: 1 run, 2 update, 4 resources, 8 users). */
  permissions: optInt,
};

/** `GET /api/project/{id}/role` (API §3.5). */
export interface RoleAnswer extends Fields<typeof roleAnswerEntries> {}

/** `RoleAnswer` of `GET …/role` (API §3.5). */
export const RoleAnswerSchema: WireSchema<RoleAnswer> = v.looseObject(roleAnswerEntries);

const projectUserEntries = {
  /** The USER id (membership rows have no exposed id). */
  id: int,
  /** Login name. */
  username: optStr,
  /** Display name. */
  name: str,
  /**
   * Role in the project: the `role` slug (2.10–2.2x), else a `role_id` sent as a slug; `''` when
   * the server sent only a numeric `role_id` (newest builds, newer §N1): resolve it with
   * `SystemInfo.roles`.
   */
  role: v.optional(ProjectRoleSchema, ''),
  /**
   * Role id of newest builds (custom roles, `api/projects/users.go`: an integer); absent when the
   * server sent only `role` (2.10–2.2x).
   */
  role_id: added(v.union([int, str])),
};

/** A team list item of `GET /api/project/{id}/users` (API §5.3; newer §N1). */
export interface ProjectUser extends Omit<Fields<typeof projectUserEntries>, 'role_id'> {
  /** Role id of newest builds (an integer); absent when the server sent only `role`. */
  role_id?: number;
}

/** `ProjectUser`: a team list item (API §5.3); `role` filled from `role` or a slug `role_id`. */
export const ProjectUserSchema: WireSchema<ProjectUser> = v.pipe(
  v.looseObject(projectUserEntries),
  v.transform((member): ProjectUser => {
    const { role_id: roleId, ...rest } = member;
    if (typeof roleId === 'number') return { ...rest, role_id: roleId };
    return { ...rest, role: rest.role !== '' ? rest.role : (roleId ?? '') };
  }),
);

const accessKeySshEntries = {
  /** Login (optional). */
  login: optStr,
  /** Passphrase of the private key. */
  passphrase: optStr,
  /** PEM private key. */
  private_key: optStr,
};

/** SSH secret of an access key; always empty strings on read (API §5.4; newest servers send `{}`). */
export interface AccessKeySsh extends Fields<typeof accessKeySshEntries> {}

const accessKeyLoginPasswordEntries = {
  /** Login. */
  login: optStr,
  /** Password. */
  password: optStr,
};

/** Login/password secret of an access key; always empty strings on read (API §5.4; newest: `{}`). */
export interface AccessKeyLoginPassword extends Fields<typeof accessKeyLoginPasswordEntries> {}

const accessKeyEntries = {
  /** Key id. */
  id: int,
  /** Name. */
  name: str,
  /** Key type. */
  type: v.optional(accessKeyTypeSchema, ''),
  /** Owning project (never null for project keys). */
  project_id: optNullableInt,
  /** Secret for type `string`; `''` on read. */
  string: v.optional(str),
  /** Login/password secret; empty on read. */
  login_password: v.optional(
    v.looseObject(accessKeyLoginPasswordEntries) as WireSchema<AccessKeyLoginPassword>,
  ),
  /** SSH secret; empty on read. */
  ssh: v.optional(v.looseObject(accessKeySshEntries) as WireSchema<AccessKeySsh>),
  /** Always `false` on read; on update `true` replaces type and secret. */
  override_secret: v.optional(bool),
  /** [SQL] list only: `true` when the key has no stored secret. */
  empty: v.optional(bool),
};

/** An access key of the key store (API §5.4). Secrets are write-only. */
export interface AccessKey extends Fields<typeof accessKeyEntries> {}

/** `AccessKey` (API §5.4). */
export const AccessKeySchema: WireSchema<AccessKey> = v.looseObject(accessKeyEntries);

const repositoryEntries = {
  /** Repository id. */
  id: int,
  /** Name. */
  name: str,
  /** Owning project. */
  project_id: int,
  /** Clone URL or local path. */
  git_url: optStr,
  /** Branch. */
  git_branch: optStr,
  /** Access key used to clone (not nullable). */
  ssh_key_id: optInt,
};

/** A git repository (API §5.5). */
export interface Repository extends Fields<typeof repositoryEntries> {}

/** `Repository` (API §5.5). */
export const RepositorySchema: WireSchema<Repository> = v.looseObject(repositoryEntries);

const inventoryEntries = {
  /** Inventory id. */
  id: int,
  /** Name. */
  name: str,
  /** Owning project. */
  project_id: int,
  /** Static text, a file path or a workspace name, depending on `type`. */
  inventory: optStr,
  /** "User credentials" access key. */
  ssh_key_id: optNullableInt,
  /** "Sudo credentials" access key. */
  become_key_id: optNullableInt,
  /** Inventory type (newer servers add `terragrunt-workspace`). */
  type: v.optional(inventoryTypeSchema, ''),
  /**
   * Template that owns this inventory (Terraform/OpenTofu workspaces): 2.10's `holder_id`, which
   * servers from 2.11.5 call `template_id` (newer §N1); filled from either.
   */
  holder_id: optNullableInt,
  /** The same template under its newer name, as sent (2.11.5+); absent on 2.10. */
  template_id: added(nullableInt),
  /** For `file` inventories: repository that holds the file (`null` = template's). */
  repository_id: optNullableInt,
  /** Runner tag that joins the inventory to runners (newer §N1); absent when none. */
  runner_tag: added(str),
};

/** An inventory (API §5.6; newer §N1). */
export interface Inventory extends Fields<typeof inventoryEntries> {}

/** `Inventory` (API §5.6): `holder_id` holds the owner, whichever key the server sent. */
export const InventorySchema: WireSchema<Inventory> = v.pipe(
  v.looseObject(inventoryEntries),
  v.transform((inventory) =>
    inventory.template_id === undefined
      ? inventory
      : { ...inventory, holder_id: inventory.template_id ?? inventory.holder_id },
  ),
);

const environmentSecretEntries = {
  /** Secret id (an access-key id internally); `0`/absent for new ones. */
  id: optInt,
  /** `var` = extra variable, `env` = environment variable. */
  type: v.optional(environmentSecretTypeSchema, ''),
  /** Variable name. */
  name: str,
  /** Secret value; `''` on read. */
  secret: optStr,
  /** Operation; `''` on read. */
  operation: v.optional(environmentSecretOperationSchema, ''),
};

/** An environment secret (API §5.7). `secret` is always `''` on read. */
export interface EnvironmentSecret extends Fields<typeof environmentSecretEntries> {}

/** `EnvironmentSecret` (API §5.7). */
export const EnvironmentSecretSchema: WireSchema<EnvironmentSecret> =
  v.looseObject(environmentSecretEntries);

const environmentEntries = {
  /** Environment id. */
  id: int,
  /** Name. */
  name: str,
  /** Owning project. */
  project_id: int,
  /** Legacy password field. */
  password: optNullableStr,
  /** Extra variables as a JSON-encoded object string, e.g. `"{\"a\":1}"`. */
  json: optStr,
  /** Environment variables as a JSON-encoded flat object string. */
  env: optNullableStr,
  /** Secrets (`null` in list responses; absent when there are none, newer §N1). */
  secrets: v.optional(v.nullable(v.array(EnvironmentSecretSchema)), null),
};

/**
 * An environment / variable group (API §5.7). `json` and `env` are JSON-ENCODED STRINGS: use
 * {@link parseExtraVariables} and {@link parseEnvironmentVariables} to read them.
 */
export interface Environment extends Fields<typeof environmentEntries> {}

/** `Environment` (API §5.7); `json` and `env` stay JSON-encoded strings. */
export const EnvironmentSchema: WireSchema<Environment> = v.looseObject(environmentEntries);

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const templateVaultTypes = ['password', 'script'] as const;

/** Template vault type (newer §N1): a password from a key, or a script that prints it. */
export type TemplateVaultType = (typeof templateVaultTypes)[number];

const templateVaultEntries = {
  /** Vault id; `0` for new vaults. */
  id: int,
  /** Owning project. */
  project_id: int,
  /** Owning template. */
  template_id: int,
  /**
   * Access key (login_password) whose password is the vault password; `0` when none (a script
   * vault has no key, newer §N1).
   */
  vault_key_id: optInt,
  /** Vault id label (`null` = default vault; newer servers leave it out then). */
  name: optNullableStr,
  /** `password` or `script` (newer §N1); absent on 2.10, whose vaults are all `password`. */
  type: added(openEnum(templateVaultTypes)),
  /** Script of a `script` vault; absent otherwise. */
  script: added(str),
};

/** A vault of a template (API §5.8; newer §N1). */
export interface TemplateVault extends Fields<typeof templateVaultEntries> {}

/** `TemplateVault` (API §5.8). */
export const TemplateVaultSchema: WireSchema<TemplateVault> = v.looseObject(templateVaultEntries);

const surveyVarEnumValueEntries = {
  /** Label. */
  name: optStr,
  /** Value. */
  value: optStr,
};

/** One option of an enum survey variable (API §5.8). */
export interface SurveyVarEnumValue extends Fields<typeof surveyVarEnumValueEntries> {}

const surveyVarTypes = ['', 'int', 'enum', 'secret', 'text', 'select'] as const;

/**
 * Survey variable type (API §5.8; newer §N1 adds `text` and `select`): `''` = string. Newer
 * servers may add more (OpenEnum).
 */
export type SurveyVarType = (typeof surveyVarTypes)[number];

const surveyVarTargets = ['', 'env'] as const;

/** Where a survey variable goes (newer §N1): `''` the app's way (extra vars, `-var`, …), `env` an environment variable. */
export type SurveyVarTarget = (typeof surveyVarTargets)[number];

const surveyVarEntries = {
  /** Variable name. */
  name: str,
  /** Label. */
  title: optStr,
  /** Must be answered. */
  required: optBool,
  /** `''` = string, `int`, `enum`, `secret`, `text`, `select`. */
  type: v.optional(openEnum(surveyVarTypes), ''),
  /** `''` (the app's way) or `env` (newer §N1); absent = `''`. */
  target: added(openEnum(surveyVarTargets)),
  /** Help text. */
  description: optStr,
  /** Options for `enum` / `select` (may be null). */
  values: v.optional(
    v.nullable(v.array(v.looseObject(surveyVarEnumValueEntries) as WireSchema<SurveyVarEnumValue>)),
    null,
  ),
  /** Default answer (newer §N1): a string, or a list of strings for `select`; absent when none. */
  default_value: added(v.union([str, v.array(str)])),
};

/** A survey variable asked before running a template (API §5.8; newer §N1). */
export interface SurveyVar extends Fields<typeof surveyVarEntries> {}

/** `SurveyVar` (API §5.8). */
export const SurveyVarSchema: WireSchema<SurveyVar> = v.looseObject(surveyVarEntries);

/**
 * Run parameters of a task (newer §N4): Ansible `debug, debug_level, dry_run, diff, limit, tags,
 * skip_tags, skip_galaxy_install`; Terraform / OpenTofu / Terragrunt `plan, destroy,
 * auto_approve, upgrade, reconfigure`. All optional; other keys are kept as sent.
 */
export interface TaskParams {
  /** Ansible `-v…` (with `debug_level`). */
  debug?: boolean;
  /** Ansible verbosity, the number of `v`s. */
  debug_level?: number;
  /** Ansible `--check`. */
  dry_run?: boolean;
  /** Ansible `--diff`. */
  diff?: boolean;
  /** Ansible `--limit` hosts. */
  limit?: string[];
  /** Ansible `--tags`. */
  tags?: string[];
  /** Ansible `--skip-tags`. */
  skip_tags?: string[];
  /** Skip the Galaxy install of roles and collections. */
  skip_galaxy_install?: boolean;
  /** Terraform: plan only. */
  plan?: boolean;
  /** Terraform: destroy. */
  destroy?: boolean;
  /** Terraform: apply without confirmation. */
  auto_approve?: boolean;
  /** Terraform: `init -upgrade`. */
  upgrade?: boolean;
  /** Terraform: `init -reconfigure`. */
  reconfigure?: boolean;
  /** Parameters this client does not know, as sent. */
  [param: string]: unknown;
}

/**
 * `TaskParams` of a task or schedule (newer §N4): a value of another kind (or `null`) is left out,
 * anything but an object reads as `{}`.
 */
export const TaskParamsSchema: WireSchema<TaskParams> = paramsSchema<TaskParams>({
  debug: 'bool',
  debug_level: 'int',
  dry_run: 'bool',
  diff: 'bool',
  limit: 'strs',
  tags: 'strs',
  skip_tags: 'strs',
  skip_galaxy_install: 'bool',
  plan: 'bool',
  destroy: 'bool',
  auto_approve: 'bool',
  upgrade: 'bool',
  reconfigure: 'bool',
});

const taskWireEntries = {
  /** Task id ([Bolt]: large and decreasing; sort by `created`). */
  id: int,
  /** Template it runs. */
  template_id: int,
  /** Project. */
  project_id: int,
  /** Status. */
  status: TaskStatusSchema,
  // Run flags: top level on 2.10, only in `params` from 2.12 (newer §N4); read by `withRunFlags`.
  debug: v.optional(v.unknown()),
  dry_run: v.optional(v.unknown()),
  diff: v.optional(v.unknown()),
  /** Playbook override; usually `''`. */
  playbook: optStr,
  /** Extra variables as a JSON-encoded object string (see {@link parseExtraVariables}). */
  environment: optStr,
  /** Ansible `--limit` value (comma-separated; still sent by newer servers, deprecated). */
  limit: optStr,
  /** Secret extra variables as a JSON-encoded object string; `''` on GET. */
  secret: optStr,
  /** Extra CLI args as a JSON-encoded array string (see {@link parseArguments}). */
  arguments: optNullableStr,
  /** Branch override. */
  git_branch: optNullableStr,
  /** Who started it; `null` for schedule / autorun / integration tasks. */
  user_id: optNullableInt,
  /** Integration that started it. */
  integration_id: optNullableInt,
  /** Schedule that started it (never filled by the server in the documented snapshot). */
  schedule_id: optNullableInt,
  /** Queue time (RFC 3339). */
  created: optStr,
  /** Set when the status becomes `running`. */
  start: optNullableStr,
  /** Set when the run finishes. */
  end: optNullableStr,
  /** Free-text note. */
  message: optStr,
  /** Git commit to check out. */
  commit_hash: optNullableStr,
  /** Commit message. */
  commit_message: optStr,
  /** For deploy templates: the build task whose version is deployed. */
  build_task_id: optNullableInt,
  /** Build version. */
  version: optNullableStr,
  /** Inventory override. */
  inventory_id: optNullableInt,
  /** Run parameters (newer §N4); absent on 2.10 (and when a newer server has none). */
  params: v.optional(TaskParamsSchema),
};

type TaskWireFields = Fields<typeof taskWireEntries>;

/** The run flags of a task, whichever dialect sent them. */
interface TaskRunFlags {
  /** Ansible `-vvvv`: `params.debug` (2.12+) or the top-level flag (2.10). */
  debug: boolean;
  /** Ansible `--check`: `params.dry_run` (2.12+) or the top-level flag (2.10). */
  dry_run: boolean;
  /** Ansible `--diff`: `params.diff` (2.12+) or the top-level flag (2.10). */
  diff: boolean;
}

/** One flag: `params` wins (2.12+ read only it, newer §N4), else the top level (2.10), else `false`. */
function runFlag(fromParams: unknown, topLevel: unknown): boolean {
  if (typeof fromParams === 'boolean') return fromParams;
  return typeof topLevel === 'boolean' ? topLevel : false;
}

/** Gives a parsed task its typed run flags from `params` or the top level. */
function withRunFlags<T extends TaskWireFields>(task: T): T & TaskRunFlags {
  const params = task.params ?? {};
  return {
    ...task,
    debug: runFlag(params.debug, task.debug),
    dry_run: runFlag(params.dry_run, task.dry_run),
    diff: runFlag(params.diff, task.diff),
  };
}

/**
 * A task (API §5.9; newer §N1, §N4); `GET …/tasks/{id}` returns this plain shape. `debug`,
 * `dry_run` and `diff` are one typed view of the flags, read from `params` (2.12+) or the top
 * level (2.10).
 */
export interface Task extends Omit<TaskWireFields, keyof TaskRunFlags>, TaskRunFlags {}

/** `Task`: the plain task of `GET …/tasks/{id}` and `POST …/tasks` (API §5.9). */
export const TaskSchema: WireSchema<Task> = v.pipe(
  v.looseObject(taskWireEntries),
  v.transform(withRunFlags),
);

const taskWithTplWireEntries = {
  ...taskWireEntries,
  /** Template's playbook. */
  tpl_playbook: optStr,
  /** Template NAME (not an alias). */
  tpl_alias: optStr,
  /** Template type. */
  tpl_type: v.optional(templateTypeSchema, ''),
  /** Template app id. */
  tpl_app: optStr,
  /** Display name of the starter ([Bolt] `last_task` may omit it). */
  user_name: v.optional(nullableStr),
  /** Runner that ran it (newer §N1); absent when none or on 2.10. */
  used_runner_id: added(nullableInt),
  /** That runner's name; absent when none or on 2.10. */
  used_runner_name: added(nullableStr),
  /** The referenced build task (plain task) when `build_task_id` is set. */
  build_task: v.optional(v.nullable(TaskSchema)),
};

/** A task list item / `template.last_task` (API §5.10; newer §N1): a task plus template data. */
export interface TaskWithTpl
  extends Omit<Fields<typeof taskWithTplWireEntries>, keyof TaskRunFlags>, TaskRunFlags {}

/** `TaskWithTpl`: task list items and `template.last_task` (API §5.10). */
export const TaskWithTplSchema: WireSchema<TaskWithTpl> = v.pipe(
  v.looseObject(taskWithTplWireEntries),
  v.transform(withRunFlags),
);

const taskOutputEntries = {
  /** Task id. */
  task_id: int,
  /**
   * Legacy column, always `''` in practice; absent from newer servers' records (newer §N2), and
   * left absent here (no line of a long log pays for a filler).
   */
  task: v.optional(str),
  /** When the line was produced (RFC 3339; [SQL] may be whole seconds, UTC). */
  time: optStr,
  /** The line (may contain ANSI escapes). */
  output: optStr,
  /** Record id (newer servers, newer §N2); absent on 2.10, whose records have no id. */
  id: v.optional(int),
  /** Stage of the run the line belongs to (newer §N2), `null` when none; absent on 2.10. */
  stage_id: v.optional(nullableInt),
};

/**
 * One stored log line of a task, from `GET …/tasks/{id}/output` (API §5.11; newer §N2). 2.10
 * sends `{task_id, task, time, output}`; newer servers `{id, task_id, time, output, stage_id}`.
 */
export interface TaskOutput extends Fields<typeof taskOutputEntries> {}

/** `TaskOutput`: one stored log line (API §5.11; newer §N2). */
export const TaskOutputSchema: WireSchema<TaskOutput> = v.looseObject(taskOutputEntries);

/**
 * What a template lets a run change (newer §N4): Ansible `allow_*` and the defaults `limit, tags,
 * skip_tags, skip_galaxy_install`; Terraform `allow_destroy, allow_auto_approve, auto_approve,
 * override_backend, backend_filename`. All optional; other keys are kept as sent.
 */
export interface TemplateTaskParams {
  /** The run form may offer debug. */
  allow_debug?: boolean;
  /** A run may pick another inventory of the template. */
  allow_override_inventory?: boolean;
  /** A run may set `--limit`. */
  allow_override_limit?: boolean;
  /** A run may set `--tags`. */
  allow_override_tags?: boolean;
  /** A run may set `--skip-tags`. */
  allow_override_skip_tags?: boolean;
  /** A run may toggle `skip_galaxy_install`. */
  allow_override_skip_galaxy_install?: boolean;
  /** Default `--limit` hosts. */
  limit?: string[];
  /** Default `--tags`. */
  tags?: string[];
  /** Default `--skip-tags`. */
  skip_tags?: string[];
  /** Skip the Galaxy install by default. */
  skip_galaxy_install?: boolean;
  /** Terraform: a run may destroy. */
  allow_destroy?: boolean;
  /** Terraform: a run may auto-approve. */
  allow_auto_approve?: boolean;
  /** Terraform: auto-approve by default. */
  auto_approve?: boolean;
  /** Terraform: override the backend with Semaphore's. */
  override_backend?: boolean;
  /** Terraform: name of the backend file written. */
  backend_filename?: string;
  /** Parameters this client does not know, as sent. */
  [param: string]: unknown;
}

/** `TemplateTaskParams` (newer §N4): malformed values left out, anything but an object is `{}`. */
export const TemplateTaskParamsSchema: WireSchema<TemplateTaskParams> =
  paramsSchema<TemplateTaskParams>({
    allow_debug: 'bool',
    allow_override_inventory: 'bool',
    allow_override_limit: 'bool',
    allow_override_tags: 'bool',
    allow_override_skip_tags: 'bool',
    allow_override_skip_galaxy_install: 'bool',
    limit: 'strs',
    tags: 'strs',
    skip_tags: 'strs',
    skip_galaxy_install: 'bool',
    allow_destroy: 'bool',
    allow_auto_approve: 'bool',
    auto_approve: 'bool',
    override_backend: 'bool',
    backend_filename: 'str',
  });

const templateEntries = {
  /** Template id. */
  id: int,
  /** Project. */
  project_id: int,
  /** Inventory (required when `app` is `ansible`). */
  inventory_id: optNullableInt,
  /** Repository (not nullable). */
  repository_id: optInt,
  /**
   * Environment (variable group): `null` when none. Newer servers send a deprecated integer
   * where `0` means none (newer §N1), read as `null`; use `environment_ids`.
   */
  environment_id: optNullableInt,
  /**
   * Variable groups in order, later ones overriding earlier ones (2.20, newer §N1, §N6); absent
   * on servers without the list (use `environment_id` there). Send it back on edit.
   */
  environment_ids: added(
    v.pipe(
      v.nullable(v.array(int)),
      v.transform((ids) => ids ?? []),
    ),
  ),
  /** Name. */
  name: str,
  /** Playbook / script / path to run. */
  playbook: optStr,
  /** CLI arguments as a JSON-encoded array string (see {@link parseArguments}). */
  arguments: optNullableStr,
  /** Lets a task's `arguments` be appended. */
  allow_override_args_in_task: optBool,
  /** Description. */
  description: optNullableStr,
  /** Vaults (`null` in list responses). */
  vaults: v.optional(v.nullable(v.array(TemplateVaultSchema)), null),
  /** `''`, `build` or `deploy`. */
  type: v.optional(templateTypeSchema, ''),
  /** Start version (build templates). */
  start_version: optNullableStr,
  /** Build template (deploy templates). */
  build_template_id: optNullableInt,
  /** View (tab) the template belongs to. */
  view_id: optNullableInt,
  /** Newest task of this template. */
  last_task: v.optional(v.nullable(TaskWithTplSchema)),
  /** Deploy: queue automatically after a successful build. */
  autorun: optBool,
  /** Branch override. */
  git_branch: optNullableStr,
  /** Survey variables. */
  survey_vars: v.optional(v.nullable(v.array(SurveyVarSchema)), null),
  /** Suppress success alerts. */
  suppress_success_alerts: optBool,
  /** App id (`ansible`, `terraform`, `tofu`, `bash`, `powershell`, `python`, …); `''` = ansible. */
  app: optStr,
  /** Server-maintained task counter (may be approximate). */
  tasks: v.optional(int),
  /** What a run may change, and its defaults (newer §N4); absent on 2.10. */
  task_params: v.optional(TemplateTaskParamsSchema),
  /** A run may send `git_branch` (newer §N4); absent = `false`. */
  allow_override_branch_in_task: added(bool),
  /** Runs of this template may run at the same time (newer §N4); absent = `false`. */
  allow_parallel_tasks: added(bool),
  /**
   * A run's `environment` may hold keys that are not survey variables (2.20.2, newer §N4);
   * absent = `false`.
   */
  allow_any_vars_in_task: added(bool),
  /** Runner tag the template's tasks need (newer §N1); absent when none. */
  runner_tag: added(str),
};

/** A task template (API §5.8; newer §N1). `arguments` is a JSON-encoded array string. */
export interface Template extends Fields<typeof templateEntries> {}

/** `Template` (API §5.8): a newer server's `environment_id` `0` (none, newer §N1) reads as `null`. */
export const TemplateSchema: WireSchema<Template> = v.pipe(
  v.looseObject(templateEntries),
  v.transform((template) =>
    template.environment_id === 0 ? { ...template, environment_id: null } : template,
  ),
);

const scheduleTaskParamsEntries = {
  /** Extra variables as a JSON-encoded object string. */
  environment: added(str),
  /** Extra CLI args as a JSON-encoded array string. */
  arguments: added(nullableStr),
  /** Branch override. */
  git_branch: added(nullableStr),
  /** Note of the tasks it starts. */
  message: added(str),
  /** Build version. */
  version: added(nullableStr),
  /** Inventory override. */
  inventory_id: added(nullableInt),
  /** Run parameters of the tasks it starts (newer §N4). */
  params: added(TaskParamsSchema),
};

/** What a schedule's tasks run with (newer §N7); every field optional. */
export interface ScheduleTaskParams extends Fields<typeof scheduleTaskParamsEntries> {}

/** @internal The documented values (request bodies use them too, `inputs.ts`). */
export const scheduleTypes = ['', 'run_at'] as const;

/** Schedule type (newer §N7): `''` = cron, `run_at` = run once at `run_at`. */
export type ScheduleType = (typeof scheduleTypes)[number];

const scheduleEntries = {
  /** Schedule id. */
  id: int,
  /** Project. */
  project_id: int,
  /** Template to run. */
  template_id: int,
  /** 5-field cron expression (descriptors like `@hourly` accepted); `''` for a run-once schedule. */
  cron_format: optStr,
  /** Name. */
  name: str,
  /** Active flag (defaults to false when omitted on create). */
  active: optBool,
  /** Set for "run on new commit" schedules. */
  repository_id: optNullableInt,
  /** `''` (cron) or `run_at` (newer §N7); absent on 2.10 (= cron). */
  type: added(openEnum(scheduleTypes)),
  /** When a `run_at` schedule runs (RFC 3339); absent otherwise. */
  run_at: added(nullableStr),
  /** A run-once schedule deletes itself after its run (newer §N7); absent = `false`. */
  delete_after_run: added(bool),
  /** Parameters of the tasks it starts (newer §N7); absent when none. */
  task_params: added(
    v.nullable(v.looseObject(scheduleTaskParamsEntries) as WireSchema<ScheduleTaskParams>),
  ),
};

/** A schedule (API §5.12; newer §N7). */
export interface Schedule extends Fields<typeof scheduleEntries> {}

/** `Schedule` (API §5.12). */
export const ScheduleSchema: WireSchema<Schedule> = v.looseObject(scheduleEntries);

const scheduleWithTplEntries = {
  ...scheduleEntries,
  /** Template name. */
  tpl_name: optStr,
};

/** An item of `GET …/schedules`: a schedule plus its template's name (API §5.12). */
export interface ScheduleWithTpl extends Fields<typeof scheduleWithTplEntries> {}

/** `ScheduleWithTpl`: items of `GET …/schedules` (API §5.12). */
export const ScheduleWithTplSchema: WireSchema<ScheduleWithTpl> =
  v.looseObject(scheduleWithTplEntries);

const viewEntries = {
  /** View id. */
  id: int,
  /** Project. */
  project_id: int,
  /** Title. */
  title: optStr,
  /** Sort position. */
  position: optInt,
  /** Hidden from the tab bar (newer §N7); absent = `false`. */
  hidden: added(bool),
  /** `''` or `all` (a view of every template, newer §N7); absent = `''`. */
  type: added(str),
  /** Column the view sorts its templates by (newer §N7); absent when none. */
  sort_column: added(str),
  /** Sort descending; absent = `false`. */
  sort_reverse: added(bool),
};

/** A view: a tab grouping templates (API §5.13; newer §N7). */
export interface View extends Fields<typeof viewEntries> {}

/** `View` (API §5.13). */
export const ViewSchema: WireSchema<View> = v.looseObject(viewEntries);

const eventEntries = {
  /** Actor. */
  user_id: optNullableInt,
  /** Project. */
  project_id: optNullableInt,
  /** Integration ([SQL] always null). */
  integration_id: v.optional(nullableInt),
  /** Id of the affected object. */
  object_id: optNullableInt,
  /** Object type (`task`, `template`, `key`, …). */
  object_type: optNullableStr,
  /** Human-readable text generated by the server. */
  description: optNullableStr,
  /** Time (RFC 3339). */
  created: optStr,
  /** Only computed for task events. */
  object_name: v.optional(str),
  /** Project name. */
  project_name: v.optional(nullableStr),
  /** Actor's LOGIN name. */
  username: v.optional(nullableStr),
};

/** An activity-log event (API §5.14). Events have no id. */
export interface Event extends Fields<typeof eventEntries> {}

/** `Event` (API §5.14). */
export const EventSchema: WireSchema<Event> = v.looseObject(eventEntries);

const integrationEntries = {
  /** Integration id. */
  id: int,
  /** Name. */
  name: str,
  /** Project. */
  project_id: int,
  /** Template run when triggered. */
  template_id: int,
  /** Authentication method. */
  auth_method: v.optional(integrationAuthMethodSchema, ''),
  /** Access key whose login_password.password is the shared secret. */
  auth_secret_id: optNullableInt,
  /** Header name used by `token` and `hmac`. */
  auth_header: optStr,
  /** Included in project-level / global alias fan-out. */
  searchable: optBool,
  /** Task parameters ([SQL] always null; newer shapes unpinned, newer §N1). */
  task_params: lenient(v.nullable(v.record(str, v.unknown())), null),
};

/** An incoming-webhook integration (API §5.15). */
export interface Integration extends Fields<typeof integrationEntries> {}

/** `Integration` (API §5.15). */
export const IntegrationSchema: WireSchema<Integration> = v.looseObject(integrationEntries);

const integrationMatcherEntries = {
  /** Matcher id. */
  id: int,
  /** Integration. */
  integration_id: optInt,
  /** Name. */
  name: str,
  /** `header` or `body`. */
  match_type: optStr,
  /** `equals`, `unequals` or `contains`. */
  method: optStr,
  /** `json` or `string` (body matchers). */
  body_data_type: optStr,
  /** Header name or JSON path. */
  key: optStr,
  /** Expected value. */
  value: optStr,
};

/** A matcher of an integration (API §5.15). */
export interface IntegrationMatcher extends Fields<typeof integrationMatcherEntries> {}

/** `IntegrationMatcher` (API §5.15). */
export const IntegrationMatcherSchema: WireSchema<IntegrationMatcher> =
  v.looseObject(integrationMatcherEntries);

const integrationExtractValueEntries = {
  /** Extract value id. */
  id: int,
  /** Integration. */
  integration_id: optInt,
  /** Name. */
  name: str,
  /** `body` or `header`. */
  value_source: optStr,
  /** `json` or `string`. */
  body_data_type: optStr,
  /** Header name or JSON path. */
  key: optStr,
  /** Extra-variable name the value is stored under. */
  variable: optStr,
};

/** An extract value of an integration (API §5.15). */
export interface IntegrationExtractValue extends Fields<typeof integrationExtractValueEntries> {}

/** `IntegrationExtractValue` (API §5.15). */
export const IntegrationExtractValueSchema: WireSchema<IntegrationExtractValue> = v.looseObject(
  integrationExtractValueEntries,
);

const integrationAliasEntries = {
  /** Alias id (for DELETE). */
  id: int,
  /** Webhook URL. */
  url: optStr,
};

/** A webhook alias (API §5.15): `url` may be relative when the server has no `web_host`. */
export interface IntegrationAlias extends Fields<typeof integrationAliasEntries> {}

/** `IntegrationAlias` (API §5.15). */
export const IntegrationAliasSchema: WireSchema<IntegrationAlias> =
  v.looseObject(integrationAliasEntries);

const objectReferrerEntries = {
  /** Id of the referring object. */
  id: int,
  /** Its name. */
  name: str,
};

/** `{id, name}` of an object that refers to another (API §5.16). */
export interface ObjectReferrer extends Fields<typeof objectReferrerEntries> {}

/** `ObjectReferrer` (API §5.16). */
export const ObjectReferrerSchema: WireSchema<ObjectReferrer> =
  v.looseObject(objectReferrerEntries);

const referrerList = v.nullish(v.array(ObjectReferrerSchema), () => []);

const objectReferrersEntries = {
  /** Templates using the object. */
  templates: referrerList,
  /** Inventories using the object. */
  inventories: referrerList,
  /** Repositories using the object. */
  repositories: referrerList,
  /** Schedules using the object (not sent by the documented snapshot). */
  schedules: v.optional(referrerList),
};

/** `…/refs` of keys, repositories, inventories, environments, templates (API §5.16). */
export interface ObjectReferrers extends Fields<typeof objectReferrersEntries> {}

/** `ObjectReferrers` (API §5.16); a missing or null list reads as `[]`. */
export const ObjectReferrersSchema: WireSchema<ObjectReferrers> =
  v.looseObject(objectReferrersEntries);

const integrationReferrersEntries = {
  /** Matchers (always null in the documented snapshot). */
  matchers: v.optional(v.nullable(v.array(ObjectReferrerSchema)), null),
  /** Extract values (always null in the documented snapshot). */
  values: v.optional(v.nullable(v.array(ObjectReferrerSchema)), null),
};

/** `GET …/integrations/{id}/refs` (API §5.16): a stub, always null lists. */
export interface IntegrationReferrers extends Fields<typeof integrationReferrersEntries> {}

/** `IntegrationReferrers` (API §5.16). */
export const IntegrationReferrersSchema: WireSchema<IntegrationReferrers> = v.looseObject(
  integrationReferrersEntries,
);

const integrationChildReferrersEntries = {
  /** Integrations (always `[]` or null). */
  integrations: v.optional(v.nullable(v.array(ObjectReferrerSchema)), null),
};

/** `GET …/matchers/{id}/refs` and `…/values/{id}/refs` (API §5.16): always empty. */
export interface IntegrationChildReferrers extends Fields<
  typeof integrationChildReferrersEntries
> {}

/** `IntegrationChildReferrers` (API §5.16). */
export const IntegrationChildReferrersSchema: WireSchema<IntegrationChildReferrers> = v.looseObject(
  integrationChildReferrersEntries,
);

const runnerEntries = {
  /** Runner id. */
  id: int,
  /** Project (null for global runners). */
  project_id: optNullableInt,
  /** URL called when a job starts/finishes. */
  webhook: optStr,
  /** `0` = unlimited. */
  max_parallel_tasks: optInt,
  /** Inactive runners receive no jobs. */
  active: optBool,
  /** Name. */
  name: str,
  /** Registration token: only in the 201 answer of a create. */
  token: v.optional(str),
  /**
   * The runner's private key (PEM): only in the 201 answer of a create, on newer servers that hand
   * out a key pair (newer §N7); the runner reads it from `SEMAPHORE_RUNNER_PRIVATE_KEY_FILE`.
   */
  private_key: v.optional(str),
  /** Takes the jobs of templates without a runner tag (newer §N7); absent on 2.10. */
  is_default: added(bool),
  /** Runner tags (newer §N7; `null` reads as `[]`); absent on 2.10. */
  tags: added(
    v.pipe(
      v.nullable(v.array(str)),
      v.transform((tags) => tags ?? []),
    ),
  ),
  /** Last time the runner polled (RFC 3339), `null` when never; absent on 2.10. */
  touched: added(nullableStr),
  /** When a cache cleaning was requested (RFC 3339), `null` when none; absent on 2.10. */
  cleaning_requested: added(nullableStr),
  /** Registered (has its token) (newer §N7); absent on 2.10. */
  registered: added(bool),
  /** Status text of newest servers; absent otherwise. */
  status: added(str),
};

/** A runner (API §5.17; newer §N7). `token` is only present in the answer of its creation. */
export interface Runner extends Fields<typeof runnerEntries> {}

/** `Runner` (API §5.17). */
export const RunnerSchema: WireSchema<Runner> = v.looseObject(runnerEntries);

const appEntries = {
  /** App id (list answer only). */
  id: v.optional(str),
  /** Active flag. */
  active: optBool,
  /** Sort key, higher first. */
  priority: optInt,
  /** Title (`''` unless configured). */
  title: optStr,
  /** Icon (`''` unless configured). */
  icon: optStr,
  /** Colour. */
  color: optStr,
  /** Dark-mode colour. */
  dark_color: optStr,
  /** Executable path override; `''` from 2.18, where it moved to app versions (newer §N1). */
  path: optStr,
  /** Extra args; `null` from 2.18 (moved to app versions, newer §N1). */
  args: v.optional(v.nullable(v.array(str)), null),
};

/** An app (API §5.18; newer §N1). `id` is present in list answers only. */
export interface App extends Fields<typeof appEntries> {}

/** `App` (API §5.18). */
export const AppSchema: WireSchema<App> = v.looseObject(appEntries);

const activeTaskEntries = {
  /** Task id. */
  task_id: int,
  /** Project. */
  project_id: int,
  /** Only for remote-runner jobs. */
  username: v.optional(str),
  /** Remote runner handling it (only when non-zero). */
  runner_id: v.optional(int),
  /** Current in-memory status. */
  status: TaskStatusSchema,
  /** `queue` (waiting to start) or `running`. */
  location: optStr,
};

/** A record of `GET /api/tasks`: a queued or running task (API §5.19). */
export interface ActiveTask extends Fields<typeof activeTaskEntries> {}

/** `ActiveTask` of `GET /api/tasks` (API §5.19). */
export const ActiveTaskSchema: WireSchema<ActiveTask> = v.looseObject(activeTaskEntries);

/** The `meta` section of a project backup: the project's settings, all kept as they are. */
interface ProjectBackupMeta extends Fields<typeof projectBackupMetaEntries> {
  /** Further project settings. */
  [field: string]: unknown;
}

const projectBackupMetaEntries = {
  /** Project name. */
  name: str,
};

const projectBackupEntries = {
  /** Project settings. */
  meta: v.looseObject(projectBackupMetaEntries) as WireSchema<ProjectBackupMeta>,
};

/** The project backup document (API §11); objects are referenced by name. */
export interface ProjectBackup extends Fields<typeof projectBackupEntries> {
  /** Further sections (`templates`, `keys`, `inventories`, …). */
  [section: string]: unknown;
}

/** `ProjectBackup` (API §11): only `meta.name` is checked; everything else is kept. */
export const ProjectBackupSchema: WireSchema<ProjectBackup> = v.looseObject(projectBackupEntries);

const wsUpdateEntries = {
  /** Message type. */
  type: v.literal('update'),
  /** Task id. */
  task_id: int,
  /** Project id. */
  project_id: int,
  /** Template id. */
  template_id: int,
  /** New status. */
  status: TaskStatusSchema,
  /** Set once the task reaches `running`. */
  start: v.optional(nullableStr, null),
  /** Set only in the very last update of a run. */
  end: v.optional(nullableStr, null),
  /** Build version, else null. */
  version: v.optional(nullableStr, null),
};

/** Websocket `update` message: a task's status or timing changed (API §7.3). */
export interface WsUpdate extends Fields<typeof wsUpdateEntries> {}

const wsUpdateSchema = v.looseObject(wsUpdateEntries);

/** Websocket `update` message (API §7.3). */
export const WsUpdateSchema: WireSchema<WsUpdate> = wsUpdateSchema;

const wsLogEntries = {
  /** Message type. */
  type: v.literal('log'),
  /** Task id. */
  task_id: int,
  /** Project id. */
  project_id: int,
  /** When the line was produced (nanoseconds, server-local offset). */
  time: str,
  /** The line text (ANSI escapes possible). */
  output: str,
};

/** Websocket `log` message: one line of task output (API §7.3). */
export interface WsLog extends Fields<typeof wsLogEntries> {}

const wsLogSchema = v.looseObject(wsLogEntries);

/** Websocket `log` message (API §7.3). */
export const WsLogSchema: WireSchema<WsLog> = wsLogSchema;

/** Any websocket message (API §7.3). */
export type WsMessage = WsUpdate | WsLog;

/** Any websocket message (API §7.3): `update` or `log`, told apart by `type`. */
export const WsMessageSchema: WireSchema<WsMessage> = v.variant('type', [
  wsUpdateSchema,
  wsLogSchema,
]);
