/**
 * The wire types of the session (API §2.2 sign-in options, §5.1 user, §6.2 the signed-in user) and
 * their valibot schemas: the part of `schemas.ts` the sign-in page needs, in a module of its own
 * so that `@semaphore-console/api-client/auth` does not evaluate every resource's schema.
 * `schemas.ts` re-exports all of it. Same conventions as there: `looseObject`s, RFC 3339 strings.
 */
import * as v from 'valibot';
import type { Fields, WireSchema } from './schemas';

const int = v.number();
const str = v.string();
const bool = v.boolean();

const userTotpEntries = {
  /** TOTP id, for `/api/users/{id}/2fas/totp/{totp_id}`. */
  id: int,
  /** Creation time (RFC 3339). */
  created: v.optional(str),
  /** The user it belongs to. */
  user_id: v.optional(int),
  /**
   * Newest servers' enrolment state: `'pending'` (or another `pending…` state) until confirmed
   * with a current code, then `'confirmed'` (or `'active'`). Absent on 2.12–2.19, where TOTP is
   * on as soon as it is set up.
   */
  state: v.optional(str),
  /** Newest servers: when a code confirmed the setup (RFC 3339). */
  confirmed_at: v.optional(v.nullable(str)),
  /** Newest servers: when the person acknowledged storing the recovery code (RFC 3339). */
  recovery_acknowledged_at: v.optional(v.nullable(str)),
  /** Newest servers: when a pending setup expires (RFC 3339). */
  expires_at: v.optional(v.nullable(str)),
};

/**
 * The `totp` of a user (2.12+, newer §N1; `db.UserTotp`): the second factor set up for the account.
 * The secret and the recovery code are never part of it.
 */
export interface UserTotp extends Fields<typeof userTotpEntries> {}

/** `UserTotp` (newer §N1). */
export const UserTotpSchema: WireSchema<UserTotp> = v.looseObject(userTotpEntries);

/** The fields of a site user (API §5.1); `schemas.ts` builds the user list item from them. */
export const userEntries = {
  /** User id. */
  id: int,
  /** Creation time (RFC 3339). */
  created: str,
  /** Login name. */
  username: str,
  /** Display name. */
  name: str,
  /** E-mail address. */
  email: str,
  /** System admin flag. */
  admin: bool,
  /** Created by LDAP/OIDC: cannot use password login or change password/username. */
  external: bool,
  /** Receives alert e-mails. */
  alert: bool,
  /**
   * The account's TOTP (2.12+, newer §N1): absent (or `null`) when it has none, and on 2.10.
   * Whether it is on: see its `state`.
   */
  totp: v.optional(v.nullable(UserTotpSchema)),
};

/** A site user (API §5.1). The password is write-only and never returned. */
export interface User extends Fields<typeof userEntries> {}

/** `User` (API §5.1). */
export const UserSchema: WireSchema<User> = v.looseObject(userEntries);

const currentUserEntries = {
  ...userEntries,
  /** `admin` OR the server's `non_admin_can_create_project` setting. */
  can_create_project: bool,
};

/** `GET /api/user`: the signed-in user plus whether they may create projects (API §6.2). */
export interface CurrentUser extends Fields<typeof currentUserEntries> {}

/** `CurrentUser` of `GET /api/user` (API §6.2). */
export const CurrentUserSchema: WireSchema<CurrentUser> = v.looseObject(currentUserEntries);

const oidcProviderEntries = {
  /** Provider key, used in `/api/auth/oidc/{id}/login`. */
  id: str,
  /** Button text. */
  name: str,
  /** Button colour (may be `''`). */
  color: str,
  /** Icon name (may be `''`). */
  icon: str,
};

/** One single-sign-on provider offered on the sign-in screen (API §2.2). */
export interface OidcProvider extends Fields<typeof oidcProviderEntries> {}

/** `OidcProvider` (API §2.2). */
export const OidcProviderSchema: WireSchema<OidcProvider> = v.looseObject(oidcProviderEntries);

const ldapProviderEntries = {
  /** Provider key, sent as `provider` with `method: 'ldap'` to `POST /api/auth/login`. */
  id: str,
  /** Button text (the server falls back to the id). */
  name: str,
  /** Button colour; `''` when the server left it out (omitempty, newer §N3). */
  color: v.optional(str, ''),
  /** Icon name; `''` when the server left it out (omitempty, newer §N3). */
  icon: v.optional(str, ''),
};

/** One LDAP directory offered on the sign-in screen (2.12+, newer §N3). */
export interface LdapProvider extends Fields<typeof ldapProviderEntries> {}

/** `LdapProvider` (newer §N3). */
export const LdapProviderSchema: WireSchema<LdapProvider> = v.looseObject(ldapProviderEntries);

const totpAuthMethodEntries = {
  /**
   * Whether a recovery code may stand in for the authenticator code (`POST /api/auth/recovery`,
   * which also removes two-factor sign-in from the account). `false` when left out.
   */
  allow_recovery: v.optional(bool, false),
};

/** The second factors a newer server offers (`auth_methods` of `GET /api/auth/login`, newer §N3). */
export interface LoginAuthMethods {
  /** Present when authenticator-app codes (TOTP) are switched on. */
  totp?: Fields<typeof totpAuthMethodEntries>;
  /** Present when e-mailed codes are switched on (≈2.16+; the server sends no fields in it). */
  email?: Record<string, unknown>;
}

// `totp` and `email` are omitempty pointers on the server: absent (or null) = not offered.
const loginAuthMethodsSchema: WireSchema<LoginAuthMethods> = v.pipe(
  v.looseObject({
    totp: v.nullish(v.looseObject(totpAuthMethodEntries)),
    email: v.nullish(v.looseObject({})),
  }),
  v.transform(({ totp, email, ...rest }) => ({
    ...rest,
    ...(totp ? { totp } : {}),
    ...(email ? { email } : {}),
  })),
);

const loginOptionsEntries = {
  /** Configured OIDC providers, sorted by their configured order; `[]` when none. */
  oidc_providers: v.nullish(v.array(OidcProviderSchema), () => []),
  /**
   * `false` when password login is disabled by config (advisory only). Every server sends it; a
   * reply without it is read as `true`, so the password form is never hidden by a missing key.
   */
  login_with_password: v.optional(bool, true),
  /** Configured LDAP directories (2.12+, newer §N3); `[]` when none or on older servers. */
  ldap_providers: v.nullish(v.array(LdapProviderSchema), () => []),
  /** Whether LDAP sign-in is offered (2.12+, newer §N3); `false` when left out. */
  login_with_ldap: v.optional(bool, false),
  /** The second factors the server offers (2.12+, newer §N3); `{}` when none or left out. */
  auth_methods: v.nullish(loginAuthMethodsSchema, () => ({})),
};

/** `GET /api/auth/login`: the sign-in options (API §2.2; newer §N3 adds LDAP and second factors). */
export interface LoginOptions extends Fields<typeof loginOptionsEntries> {}

/** `LoginOptions` of `GET /api/auth/login` (API §2.2, newer §N3). */
export const LoginOptionsSchema: WireSchema<LoginOptions> = v.looseObject(loginOptionsEntries);
