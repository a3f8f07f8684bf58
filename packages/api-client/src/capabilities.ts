/**
 * The capability map: what the server the client talks to can do, decided in one place from the
 * fields its answers carry (newer §N9), never from version checks scattered through an app.
 * Semaphore 2.10 (`semaphore-api.md`) and 2.11–2.20 (`newer-servers.md`) differ; a field a newer
 * server adds is the sign of the feature, the version number only a fallback.
 */
import * as v from 'valibot';
import type { SystemInfo } from './schemas';
import type { LoginOptions } from './sessionSchemas';

/** A server version parsed from `GET /api/info`'s `version` (newer §N9). */
export interface ServerVersion {
  /** The version text as the server sent it, e.g. `v2.20.2-3f2c1ab-1731000000`. */
  raw: string;
  /** Major version (`2`). */
  major: number;
  /** Minor version (`20`). */
  minor: number;
  /** Patch version (`2`). */
  patch: number;
}

/**
 * What the server can do (newer §N9). Every field says where it comes from; a field is decided
 * from the answers' fields that are present, so a 2.10 server (which sends none of the newer ones)
 * reads as the documented snapshot.
 */
export interface ServerCapabilities {
  /**
   * `GET /api/info` `version` (`v<semver>-<commit>-<date>`, the `v` may be missing), parsed;
   * `null` when absent or not a version. Show it; do not gate features on it.
   */
  version: ServerVersion | null;
  /**
   * Task run flags (`debug`, `dry_run`, `diff`, Terraform `plan`, …) are read from `params` only
   * (2.12+, newer §N4). Decided from the 2.12+ fields of `/api/info` (`auth_methods`,
   * `premium_features`, `schedule_timezone`); when none is present, from `version` ≥ 2.12. (The
   * login options cannot tell: their parsed `auth_methods` is `{}` on 2.10 too.) The client
   * writes the flags to both places anyway (`tasks.create`).
   */
  runFlagsInParams: boolean;
  /**
   * Sign-in may ask for a TOTP code (newer §N3): `auth_methods.totp` present in `/api/info` or
   * in `GET /api/auth/login`.
   */
  totp: boolean;
  /**
   * A recovery code may replace the TOTP code (`POST /api/auth/recovery`, newer §N3):
   * `auth_methods.totp.allow_recovery` of either answer.
   */
  totpRecovery: boolean;
  /** Sign-in may ask for an e-mailed code (≈2.16+, newer §N3): `auth_methods.email` present. */
  emailOtp: boolean;
  /**
   * LDAP sign-in is offered (newer §N3): `GET /api/auth/login` `login_with_ldap` true, or a
   * non-empty `ldap_providers`.
   */
  ldap: boolean;
  /**
   * Pro / Enterprise features and whether this server has them (newer §N9): `/api/info`
   * `premium_features`, with the boolean entries of `features` (newest) beside it
   * (`premium_features` wins). `{}` on 2.10. A `false` feature is shown as unavailable, never as
   * an error.
   */
  premiumFeatures: Record<string, boolean>;
  /** Zone cron schedules run in: `/api/info` `schedule_timezone`, `'UTC'` when absent (newer §N7). */
  scheduleTimezone: string;
  /**
   * Project invites (2.16–2.17, newer §N7): `/api/info` `teams.invites_enabled` and
   * `teams.invite_type`; off and `''` when absent.
   */
  teams: {
    /** Invites are switched on. */
    invitesEnabled: boolean;
    /** The kind of invite, as sent (`''` when unknown). */
    inviteType: string;
  };
  /** Tasks run on remote runners: `/api/info` `use_remote_runner` (API §5.20). */
  useRemoteRunner: boolean;
  /** `/api/info` `edition` of newest servers, `null` when absent. */
  edition: string | null;
}

const loginExtrasSchema = v.looseObject({
  auth_methods: v.fallback(
    v.optional(
      v.nullable(
        v.looseObject({
          totp: v.fallback(
            v.optional(
              v.nullable(
                v.looseObject({
                  allow_recovery: v.fallback(v.optional(v.boolean(), false), false),
                }),
              ),
            ),
            undefined,
          ),
          email: v.fallback(v.optional(v.unknown()), undefined),
        }),
      ),
    ),
    undefined,
  ),
  ldap_providers: v.fallback(v.optional(v.array(v.unknown())), undefined),
  login_with_ldap: v.fallback(v.optional(v.boolean()), undefined),
});

/**
 * Parses a version text such as `v2.20.2-3f2c1ab-1731000000`, `2.10.43` or `2.16.14-beta`
 * (newer §N9: the `v` may be missing); `null` when there is no `major.minor` at its start.
 */
export function parseServerVersion(raw: string | undefined | null): ServerVersion | null {
  if (typeof raw !== 'string') return null;
  const match = /^\s*v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(raw);
  if (!match) return null;
  return {
    raw,
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: match[3] === undefined ? 0 : Number(match[3]),
  };
}

/**
 * The capability map from the answers of `GET /api/info` and `GET /api/auth/login` (newer §N9):
 * pure, for tests and other tools. Either answer may be `null` (not fetched, or failed); newer
 * fields missing from them (or malformed, e.g. login options parsed by an older client) read as
 * a 2.10 server's.
 */
export function capabilitiesFrom(
  info: SystemInfo | null,
  loginOptions: LoginOptions | null,
): ServerCapabilities {
  const login = loginOptions === null ? null : v.safeParse(loginExtrasSchema, loginOptions);
  const extras = login?.success ? login.output : undefined;
  const loginMethods = extras?.auth_methods ?? undefined;
  const infoMethods = info?.auth_methods;
  const totpMethod = infoMethods?.totp ?? loginMethods?.totp ?? null;
  const version = parseServerVersion(info?.version);

  const newerFields =
    infoMethods !== undefined ||
    info?.premium_features !== undefined ||
    info?.schedule_timezone !== undefined;
  const runFlagsInParams =
    newerFields ||
    (version !== null && (version.major > 2 || (version.major === 2 && version.minor >= 12)));

  const premiumFeatures: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(info?.features ?? {})) {
    if (typeof value === 'boolean') premiumFeatures[name] = value;
  }
  Object.assign(premiumFeatures, info?.premium_features ?? {});

  return {
    version,
    runFlagsInParams,
    totp: totpMethod !== null,
    totpRecovery:
      infoMethods?.totp?.allow_recovery === true || loginMethods?.totp?.allow_recovery === true,
    emailOtp:
      (infoMethods?.email !== undefined && infoMethods.email !== null) ||
      (loginMethods?.email !== undefined && loginMethods.email !== null),
    ldap: extras?.login_with_ldap === true || (extras?.ldap_providers?.length ?? 0) > 0,
    premiumFeatures,
    scheduleTimezone: info?.schedule_timezone || 'UTC',
    teams: {
      invitesEnabled: info?.teams?.invites_enabled ?? false,
      inviteType: info?.teams?.invite_type ?? '',
    },
    useRemoteRunner: info?.use_remote_runner ?? false,
    edition: info?.edition ?? null,
  };
}
