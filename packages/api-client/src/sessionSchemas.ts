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

const loginOptionsEntries = {
  /** Configured OIDC providers, sorted by their configured order; `[]` when none. */
  oidc_providers: v.nullish(v.array(OidcProviderSchema), () => []),
  /** `false` when password login is disabled by config (advisory only). */
  login_with_password: bool,
};

/** `GET /api/auth/login`: the sign-in options (API §2.2). */
export interface LoginOptions extends Fields<typeof loginOptionsEntries> {}

/** `LoginOptions` of `GET /api/auth/login` (API §2.2). */
export const LoginOptionsSchema: WireSchema<LoginOptions> = v.looseObject(loginOptionsEntries);
